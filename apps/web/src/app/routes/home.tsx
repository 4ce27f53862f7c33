import { Button } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
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
import { useKnownStoreCart } from '../cart-button-state';
import { FromFilestoreButton } from './from-filestore-button';
import { HomePromo } from './home-promo';

// The file list (with its dialogs and tooltips) is only drawn once there are files: it loads then.
const UploadedFileList = lazy(() =>
  import('../../features/uploads/components/uploaded-file-list').then((module) => ({
    default: module.UploadedFileList,
  })),
);

// 'Selecteer uit bestandsopslag' (decision 0125) asks for the archives after the first paint.
const FilestoreEntry = lazy(() =>
  import('./select-from-filestore').then((module) => ({ default: module.FilestoreEntry })),
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
  const [openFilestore, setOpenFilestore] = useState<(() => void) | undefined>();
  const onFilestoreAvailable = useCallback(
    (open: (() => void) | undefined) => setOpenFilestore(() => open),
    [],
  );
  const fromFilestore = { open: openFilestore };
  const restingGlobe =
    useCartGlobe(sessionId, progress !== null) ??
    (fromFilestore.open ? { kind: 'upload' as const, onFromFilestore: fromFilestore.open } : undefined);
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
                moreWaysToAdd={
                  fromFilestore.open && <FromFilestoreButton onOpen={fromFilestore.open} fullWidth />
                }
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
      {painted && (
        <Suspense fallback={null}>
          <FilestoreEntry onAvailable={onFilestoreAvailable} />
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
 * The globe at rest with something in the cart: the files in it, with the print store's items
 * after them (one cart, one order: decision 0106), leading to the product order screen; only
 * store items: the print-store cart, leading to the check-out.
 */
function useCartGlobe(sessionId: string | null, uploading: boolean): GlobeState | undefined {
  const navigate = useNavigate();
  const to = useRoutePath();
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const { data } = useQuery(cartQueryOptions(sessionId));
  const store = useKnownStoreCart(theme?.name);
  const files = data?.lines.filter((line) => line.inCart) ?? [];
  const items = store?.lines ?? [];
  if (uploading || files.length + items.length === 0) return undefined;
  const showPrices = !theme?.settings.flags.hidePricing;
  const price = (cents: number | null) => (showPrices && cents !== null ? formatPrice(cents) : null);
  const lines = [
    ...files.map((line) => ({
      id: line.fileId,
      name: line.fileName,
      detail: `${line.quantity} × ${line.productTitle}`,
      price: price(line.priceCents),
      kind: 'files' as const,
    })),
    ...items.map((line) => ({
      id: line.id,
      name: line.name,
      detail: `${line.quantity} × ${line.productTypeName ?? t('home.cartSummary.package')}`,
      price: price(line.lineCents),
      kind: 'items' as const,
    })),
  ];
  const shown = lines.slice(0, GLOBE_CART_LINES);
  const hidden = lines.slice(GLOBE_CART_LINES);
  const filesTotal = files.length > 0 ? (data?.totalCents ?? null) : 0;
  const itemsTotal = items.length > 0 ? (store?.totalCents ?? null) : 0;
  return {
    kind: files.length > 0 ? 'cartSummary' : 'printStoreCart',
    lines: shown.map(({ kind: _kind, ...line }) => line),
    more: {
      files: hidden.filter((line) => line.kind === 'files').length,
      items: hidden.filter((line) => line.kind === 'items').length,
    },
    count: { files: files.length, items: items.length },
    total: filesTotal === null || itemsTotal === null ? null : price(filesTotal + itemsTotal),
    onOrder: () => navigate(to(files.length > 0 ? 'productOrder' : 'checkOut')),
  };
}
