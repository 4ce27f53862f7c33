import { lazy, Suspense, useCallback } from 'react';
import { preferencesStore, usePreferences } from '../../features/home/stores/preferences-store';
import { userPreferencesStore } from '../../features/home/stores/user-preferences-store';
import { useSession } from '../../lib/session';

// The promo pop-up (decision 0107) comes in its own chunk, once the home page has been drawn.
const PromoPopUp = lazy(() =>
  import('../../features/print-store-ads/components/promo-pop-up').then((module) => ({
    default: module.PromoPopUp,
  })),
);

/**
 * The print store's promo pop-up on the home page, with the user's preference from the home
 * feature's stores (two features joined). The home route mounts it after the first paint.
 */
export function HomePromo() {
  const { allowed, neverAgain } = usePromoPreference();
  return (
    <Suspense fallback={null}>
      <PromoPopUp allowed={allowed} onNeverAgain={neverAgain} />
    </Suspense>
  );
}

/**
 * The promo pop-up's preference (spec 01 section 3, showPrintStorePopUp): a logged-in user's
 * lives on the account, a visitor's in this browser. A 'no' given in this browser also holds
 * after logging in here, so nobody is asked again on the same screen (decision 0107).
 */
export function usePromoPreference() {
  const { loggedIn } = useSession();
  const inBrowser = usePreferences(preferencesStore).preferences.showPrintStorePopUp;
  const onAccount = usePreferences(userPreferencesStore).preferences.showPrintStorePopUp;
  const allowed = inBrowser && (!loggedIn || onAccount);
  const neverAgain = useCallback(() => {
    const store = loggedIn ? userPreferencesStore : preferencesStore;
    store.update((previous) => ({ ...previous, showPrintStorePopUp: false }));
  }, [loggedIn]);
  return { allowed, neverAgain };
}
