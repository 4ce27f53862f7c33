import type { StoreImage as Image } from '@portal/shared/schemas/print-store';
import '../styles/store-image.css';
import { previewSizeFor, previewSrcSet, previewUrl } from '../lib/preview-url';
import { useRetryingImage } from '../lib/use-retrying-image';

type Props = {
  image: Image | null;
  /** The slot's width as the `sizes` attribute says it, e.g. '(max-width: 48em) 50vw, 220px'. */
  sizes: string;
  /** The slot's width in CSS pixels on a desktop: the fallback src and the reserved height. */
  width: number;
  /** Above the fold (the product's own image, a grid's first row): load at once. */
  eager?: boolean;
  /**
   * The page's largest image in view (the product's own, the first cards): asked for before
   * anything else the page loads after it, as the largest paint waits for it.
   */
  priority?: boolean;
  /** Overrides the image's own alt (a card whose name is already read out says nothing twice). */
  alt?: string;
  className?: string;
};

/**
 * A store preview sized to its slot: the browser picks a width from the media route's sizes,
 * the width and height attributes keep the slot's shape while it loads, and a failed preview is
 * asked for again (spec 02 section 4).
 */
export function StoreImage({ image, sizes, width, eager = false, priority = false, alt, className }: Props) {
  const { onError, gaveUp, withAttempt } = useRetryingImage(image?.id ?? '');
  const height = image ? Math.round(width / image.aspectRatio) : width;
  if (!image || gaveUp) {
    return (
      <span
        className={`store-image store-image--missing ${className ?? ''}`}
        style={{ aspectRatio: image?.aspectRatio ?? 1 }}
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      className={`store-image ${className ?? ''}`}
      src={withAttempt(previewUrl(image, previewSizeFor(width)))}
      srcSet={previewSrcSet(image, withAttempt)}
      sizes={sizes}
      width={width}
      height={height}
      style={{ aspectRatio: image.aspectRatio }}
      alt={alt ?? image.alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  );
}
