import { Button } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import type { GlobeState } from '../../features/home/components/globe';
import { HomePage } from '../../features/home/components/home-page';
import { BOTTOM_BAR_HEIGHT, showsBottomBar } from '../../features/print-store-ads/utils/ad-filter';
import { cartQueryOptions } from '../../features/product-order/api/cart';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useCurrentTheme } from '../../lib/theme-context';
import { HomePromo } from './home-promo';

// The file list (with its dialogs and tooltips) is only drawn once there are files: it loads then.
const UploadedFileList = lazy(() =>
  import('../../features/uploads/components/uploaded-file-list').then((module) => ({
    default: module.UploadedFileList,
  })),
);

// The print store's bottom bar (decision 0107) loads after the first paint, in its own chunk.
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
      {painted && <HomePromo />}
    </>
  );
}

/** The bottom bar's room while it loads (its chunk's styles are not there yet). */
function BottomBarRoom() {
  return <div style={{ height: BOTTOM_BAR_HEIGHT, margin: '32px auto' }} aria-hidden="true" />;
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
