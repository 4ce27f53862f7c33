import '../../../styles/product-order.css';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { cartButtonTarget } from '@portal/shared/rules/order-steps';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../../components/on-demand';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useProductOrder } from '../hooks/use-product-order';
import { CartPanel } from './cart-panel';
import { PriceList } from './price-list';
import '../texts';

/*
 * What a visitor without files does not see loads when it is needed: the choice of product and
 * options once there is a file, the dialogs on their first opening. A visitor's screen (its price
 * list) then loads a third of the files and JavaScript it did (issue 29, Lighthouse on a phone).
 */
const ConfigurationColumn = lazy(() =>
  import('./configuration-column').then((module) => ({ default: module.ConfigurationColumn })),
);
const AllAddedDialog = lazy(() =>
  import('./cart-dialogs').then((module) => ({ default: module.AllAddedDialog })),
);
const NotAllInCartDialog = lazy(() =>
  import('./cart-dialogs').then((module) => ({ default: module.NotAllInCartDialog })),
);

/** The notice of a low resolution on adding: one at a time, gone when the screen is left. */
const LOW_DPI_NOTICE_ID = 'product-order-low-dpi';

type Props = {
  sessionId: string | null;
  /** The session's files as the server knows them. */
  files: readonly UploadedFile[];
  selected: ReadonlySet<string>;
  /** The uploads feature's file list (select, remove, add), composed by the app. */
  fileList: ReactNode;
  onSelectOnly: (fileIds: string[]) => void;
  onUploadMore: () => void;
  /** Other ways to add files beside uploading (the file store's, decision 0125), composed by the app. */
  moreWaysToAdd?: ReactNode;
  /**
   * Whether adding this file should warn of its low resolution (spec 01 section 5): once per
   * file, not for one the customer was warned of already; the uploads feature knows.
   */
  warnsOfLowResolution: (file: UploadedFile) => boolean;
  /**
   * Takes the check the cart's button makes before the next step (files still outside the cart:
   * ask first; true when it asked), so that the header's cart button, which leads to the same
   * step, asks the same; null when the screen goes.
   */
  onNextStepCheck?: (check: (() => boolean) | null) => void;
};

/**
 * The product order screen (spec 01 section 2; issue 11): files on the left, a product and its
 * options for the selected files in the middle with the price at once, the cart on the right.
 */
export function ProductOrderPage({
  sessionId,
  files,
  selected,
  fileList,
  onSelectOnly,
  onUploadMore,
  moreWaysToAdd,
  warnsOfLowResolution,
  onNextStepCheck,
}: Props) {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const navigate = useNavigate();
  const to = useRoutePath();
  const state = useProductOrder(sessionId, files, selected);
  const [allAdded, setAllAdded] = useState(false);
  const [notAll, setNotAll] = useState(false);
  // The low-resolution notice belongs to this screen: it does not follow the customer on.
  useEffect(
    () => () => {
      notifications.hide(LOW_DPI_NOTICE_ID);
    },
    [],
  );

  const flags = theme?.settings.flags;
  const showPrices = !flags?.hidePricing;
  // A theme may sell without an instant price: the cart shows the server's once a file is in it.
  const calculatePrice = theme?.settings.customFields.productOrder?.calculatePrice !== false;
  const next = cartButtonTarget('productOrder', {
    hideDeliverOptions: flags?.hideDeliverOptions ?? false,
    hideInvoiceOptions: flags?.hideInvoiceOptions ?? false,
  });
  const goOn = () => navigate(to(next.route));
  const pending = state.notInCart.map((entry) => entry.file.uuid);
  const hasPending = pending.length > 0;
  // Files still outside the cart: 'Niet alle bestanden in winkelwagen' before the next step,
  // whichever button leads there (the cart's own, or the header's).
  useEffect(() => {
    if (!onNextStepCheck) return;
    onNextStepCheck(() => {
      if (hasPending) setNotAll(true);
      return hasPending;
    });
    return () => onNextStepCheck(null);
  }, [hasPending, onNextStepCheck]);

  const add = async () => {
    try {
      const result = await state.addToCart();
      if (!result) return;
      // The DPI warning on add: a notice beside the popup, not a second dialog over it.
      // A file whose dialog the customer confirmed ('Begrepen') is not warned of again.
      const blurry = result.added.filter(warnsOfLowResolution).map((file) => file.fileName);
      if (blurry.length > 0)
        notifications.show({
          id: LOW_DPI_NOTICE_ID,
          color: 'yellow',
          title: t('productOrder.lowDpiTitle'),
          message: t('productOrder.lowDpiAdded', { count: blurry.length, names: blurry.join(', ') }),
          autoClose: AUTO_CLOSE_MS.notification,
        });
      const inCart = new Set(result.cart.lines.filter((line) => line.inCart).map((line) => line.fileId));
      const left = files.filter((file) => !inCart.has(file.uuid)).map((file) => file.uuid);
      // Everything in: the spec's popup. Otherwise the files still to do are selected next.
      if (left.length === 0) setAllAdded(true);
      else onSelectOnly(left);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('productOrder.addFailed'),
        message: error instanceof ApiRequestError ? error.message : t('productOrder.networkProblem'),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    }
  };

  const remove = async (line: CartLine) => {
    try {
      await state.remove(line.fileId);
      notifications.show({
        message: t('productOrder.removedFromCart', { name: line.fileName }),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiRequestError ? error.message : t('productOrder.networkProblem'),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    }
  };

  const cartPanel = (
    <CartPanel
      lines={state.lines}
      showPrices={showPrices}
      onRemove={remove}
      nextLabel={t(`common.cartStep.${next.label}`)}
      onNext={() => (hasPending ? setNotAll(true) : goOn())}
    />
  );

  return (
    <div className="product-order">
      <header className="product-order__header">
        <Title order={1}>{t('productOrder.title')}</Title>
        <Text c="dimmed">{t('productOrder.intro')}</Text>
        {!showPrices && (
          <Text size="sm" c="dimmed">
            {t('productOrder.hiddenPrices')}
          </Text>
        )}
      </header>
      {files.length === 0 ? (
        <div className="product-order__grid product-order__grid--empty">
          <Stack gap={20} className="product-order__start">
            <Stack className="panel-card product-order__empty" align="flex-start" gap="sm">
              <Text>{t('productOrder.noFiles')}</Text>
              <Button onClick={onUploadMore}>{t('productOrder.noFilesAction')}</Button>
              {moreWaysToAdd}
            </Stack>
            {showPrices && <PriceList products={state.catalogue.data} failed={state.catalogue.isError} />}
          </Stack>
          <aside className="panel-card product-order__cart">{cartPanel}</aside>
        </div>
      ) : (
        <div className="product-order__grid">
          <div className="product-order__files">{fileList}</div>
          <section className="panel-card product-order__config" aria-labelledby="product-order-config">
            <Title order={2} size="h4" id="product-order-config">
              {state.selectedFiles.length === 1
                ? t('productOrder.configuringOne', { name: state.selectedFiles[0]?.file.fileName })
                : state.selectedFiles.length > 1
                  ? t('productOrder.configuringMany', { count: state.selectedFiles.length })
                  : t('productOrder.stepProduct')}
            </Title>
            <Suspense
              fallback={
                <Stack align="center" py="xl" gap="xs">
                  <Loader size="sm" />
                  <Text size="sm">{t('productOrder.productsLoading')}</Text>
                </Stack>
              }
            >
              <ConfigurationColumn
                state={state}
                showPrices={showPrices && calculatePrice}
                onAdd={() => void add()}
              />
            </Suspense>
          </section>
          <aside className="panel-card product-order__cart">{cartPanel}</aside>
        </div>
      )}
      <OnDemand when={allAdded}>
        <AllAddedDialog
          opened={allAdded}
          onClose={() => setAllAdded(false)}
          onOrder={() => {
            setAllAdded(false);
            goOn();
          }}
          onUploadMore={() => {
            setAllAdded(false);
            onUploadMore();
          }}
        />
      </OnDemand>
      <OnDemand when={notAll}>
        <NotAllInCartDialog
          opened={notAll}
          onClose={() => setNotAll(false)}
          onContinue={() => {
            setNotAll(false);
            goOn();
          }}
          onReview={() => {
            setNotAll(false);
            onSelectOnly(pending);
          }}
        />
      </OnDemand>
    </div>
  );
}
