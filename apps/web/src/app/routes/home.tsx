import { Button } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import type { GlobeState } from '../../features/home/components/globe';
import { HomePage } from '../../features/home/components/home-page';
import { preferencesStore, usePreferences } from '../../features/home/stores/preferences-store';
import { userPreferencesStore } from '../../features/home/stores/user-preferences-store';
import { BOTTOM_BAR_HEIGHT, showsBottomBar } from '../../features/print-store-ads/utils/ad-filter';
import { cartQueryOptions } from '../../features/product-order/api/cart';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useSession } from '../../lib/session';
import { useCurrentTheme } from '../../lib/theme-context';

// The file list (with its dialogs and tooltips) is only drawn once there are files: it loads then.
const UploadedFileList = lazy(() =>
  import('../../features/uploads/components/uploaded-file-list').then((module) => ({
    default: module.UploadedFileList,
  })),
);

// The print store's ads (decision 0107) load after the first paint, in their own chunks.
const PromoPopUp = lazy(() =>
  import('../../features/print-store-ads/components/promo-pop-up').then((module) => ({
    default: module.PromoPopUp,
  })),
);
const BottomBarAd = lazy(() =>
  import('../../features/print-store-ads/components/bottom-bar-ad').then((module) => ({
    default: module.BottomBarAd,
  })),
);

/** Lines of the cart the globe has room for. */
const GLOBE_CART_LINES = 3;

/**
 * The home screen, with the uploads feature's file list in its files slot and its progress in
 * the globe; with files in the cart and none on their way, the globe shows the cart.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { entries, progress, sessionId } = useUploads();
  const restingGlobe = useCartGlobe(sessionId, progress !== null);
  const painted = useAfterFirstPaint();
  const promo = usePromoPreference();
  const theme = useCurrentTheme();
  return (
    <>
      <HomePage
        onFiles={uploads.add}
        uploadProgress={progress}
        restingGlobe={restingGlobe}
        belowFold={
          showsBottomBar(theme?.settings.customFields) ? (
            <Suspense fallback={<BottomBarRoom />}>{painted ? <BottomBarAd /> : <BottomBarRoom />}</Suspense>
          ) : null
        }
        renderFiles={(chooseFiles) =>
          entries.length > 0 ? (
            <Suspense fallback={null}>
              <UploadedFileList
                onAddFiles={chooseFiles}
                footerAction={
                  <Button component={Link} to={to('productOrder')} fullWidth radius="md">
                    {t('home.orderFiles')}
                  </Button>
                }
              />
            </Suspense>
          ) : null
        }
      />
      {painted && (
        <Suspense fallback={null}>
          <PromoPopUp allowed={promo.allowed} onNeverAgain={promo.neverAgain} />
        </Suspense>
      )}
    </>
  );
}

/** The bottom bar's room while it loads (its chunk's styles are not there yet). */
function BottomBarRoom() {
  return <div style={{ height: BOTTOM_BAR_HEIGHT, margin: '32px auto' }} aria-hidden="true" />;
}

/**
 * The promo pop-up's preference (spec 01 section 3, showPrintStorePopUp): a logged-in user's
 * lives on the account, a visitor's in this browser. A 'no' given in this browser also holds
 * after logging in here, so nobody is asked again on the same screen (decision 0107).
 */
function usePromoPreference() {
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

function useCartGlobe(sessionId: string | null, uploading: boolean): GlobeState | undefined {
  const navigate = useNavigate();
  const to = useRoutePath();
  const theme = useCurrentTheme();
  const { data } = useQuery(cartQueryOptions(sessionId));
  const inCart = data?.lines.filter((line) => line.inCart) ?? [];
  if (uploading || inCart.length === 0) return undefined;
  const showPrices = !theme?.settings.flags.hidePricing;
  return {
    kind: 'cartSummary',
    lines: inCart.slice(0, GLOBE_CART_LINES).map((line) => ({
      id: line.fileId,
      name: line.fileName,
      detail: `${line.quantity} × ${line.productTitle}`,
      price: showPrices && line.priceCents !== null ? formatPrice(line.priceCents) : null,
    })),
    more: Math.max(0, inCart.length - GLOBE_CART_LINES),
    total: showPrices && data ? formatPrice(data.totalCents) : null,
    onOrder: () => navigate(to('productOrder')),
  };
}
