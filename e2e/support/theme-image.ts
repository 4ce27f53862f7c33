import type { Page } from '@playwright/test';

/**
 * How many elements of the page's main part paint the theme's background image (named by its
 * file name). axe cannot judge the contrast of text over an image, so the browser tests check
 * where the image is instead: on the home screen, and under no page of text or order step.
 */
export function elementsPaintingImage(page: Page, fileName: string): Promise<number> {
  return page.evaluate(
    (name) =>
      [document.querySelector('main'), ...document.querySelectorAll('main *')].filter(
        (element) => element && getComputedStyle(element).backgroundImage.includes(name),
      ).length,
    fileName,
  );
}
