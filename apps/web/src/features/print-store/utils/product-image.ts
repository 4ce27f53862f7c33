import type { StoreImage } from '@portal/shared/schemas/print-store';
import { previewSrcSet } from '../../../lib/preview-url';

/**
 * The product page's image slot (print-store.css): the page's width less its padding on a phone,
 * the page beside the categories up to 62em, then a column of 445 px. Here rather than in the
 * page, as the router's prefetch (app/routes/print-store-pages.ts) asks for the image with it.
 */
export const PRODUCT_IMAGE_SIZES =
  '(max-width: 48em) calc(100vw - 72px), (max-width: 62em) calc(100vw - 316px), 445px';

/**
 * Asks for the product's image before its page draws it: as the page's `<img>` will (the same `srcset`
 * and `sizes`, so the browser picks the same width), at a high priority. For the largest paint of a
 * page whose image is known only from its data (issue 29, Lighthouse): the request goes out when
 * the answer arrives, not after the page's render with it.
 */
export function preloadProductImage(image: Pick<StoreImage, 'id' | 'printStoreId'>): void {
  const srcset = previewSrcSet(image);
  if (document.head.querySelector(`link[rel="preload"][imagesrcset="${srcset}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', srcset);
  link.setAttribute('imagesizes', PRODUCT_IMAGE_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
