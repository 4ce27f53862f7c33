import { isPurchasingPortal } from '@portal/shared/rules/purchasing-portal';
import type { AdFilter } from '@portal/shared/schemas/print-store';
import type { ThemeSettings } from '@portal/shared/schemas/theme';

/**
 * Which stores' products the theme's ads show (spec 01 sections 3 and 7): only the provider's
 * default store, or the theme's own store with the default one; neither flag leaves it to the
 * server (the theme's own store where it has one).
 */
export function adFilterOf(customFields: ThemeSettings['customFields'] | undefined): AdFilter | undefined {
  const ad = customFields?.printStoreAd;
  if (ad?.onlyDefault) return 'DEFAULT_ONLY';
  if (ad?.includeDefault) return 'INCLUDE_DEFAULT';
  return undefined;
}

/** The theme switches its ads off: nothing is asked for or drawn, and no room is kept for them. */
export function adsHidden(customFields: ThemeSettings['customFields'] | undefined): boolean {
  return customFields?.printStoreAd?.hideAds === true;
}

/** The home page shows the bottom bar: not on a theme without ads, nor on a purchasing portal. */
export function showsBottomBar(customFields: ThemeSettings['customFields'] | undefined): boolean {
  return customFields !== undefined && !adsHidden(customFields) && !isPurchasingPortal(customFields);
}

/**
 * The bottom bar's height in CSS pixels, kept from the first paint while its chunk and products
 * load (the footer under it does not move: no layout shift). Its cards fit in it.
 */
export const BOTTOM_BAR_HEIGHT = 340;
