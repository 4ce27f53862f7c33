import { STORE_PREVIEW_SIZES } from '@portal/shared/constants';
import type { StoreImage } from '@portal/shared/schemas/print-store';

/** The media route of one width of a store image (spec 02 section 7). */
export function previewUrl(image: Pick<StoreImage, 'id' | 'printStoreId'>, size: number): string {
  return `/media/print-store/${image.printStoreId}/preview/${image.id}/${size}`;
}

/** The served width closest above `width` (the largest when none is), for the fallback src. */
export function previewSizeFor(width: number): number {
  return STORE_PREVIEW_SIZES.find((size) => size >= width) ?? Math.max(...STORE_PREVIEW_SIZES);
}

/** Every served width of a store image as a `srcset`; `url` adds a retry's attempt to each address. */
export function previewSrcSet(
  image: Pick<StoreImage, 'id' | 'printStoreId'>,
  url: (address: string) => string = (address) => address,
): string {
  return STORE_PREVIEW_SIZES.map((size) => `${url(previewUrl(image, size))} ${size}w`).join(', ');
}
