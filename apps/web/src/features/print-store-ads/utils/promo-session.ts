/**
 * 'Once per browser session' for the promo pop-up (decision 0107): a flag in sessionStorage, which
 * lasts as long as the tab. Storage that is missing or refuses (private mode) counts as shown,
 * so such a browser is never asked twice on one page either.
 */
export const PROMO_SHOWN_KEY = 'portal.printStorePromoShown';

export function promoShownThisSession(storage: () => Storage | undefined = sessionStore): boolean {
  try {
    return storage()?.getItem(PROMO_SHOWN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markPromoShown(storage: () => Storage | undefined = sessionStore): void {
  try {
    storage()?.setItem(PROMO_SHOWN_KEY, '1');
  } catch {
    // Not kept: the pop-up stays closed on this page; the next one may ask again.
  }
}

function sessionStore(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/**
 * Another dialog, or the cookie question, is on the screen: the promo does not cover it, nor
 * comes right after it (it waits for a later visit to the home page).
 */
export function somethingElseAsks(): boolean {
  return document.querySelector('[role="dialog"], [aria-modal="true"], [data-cookie-bar]') !== null;
}
