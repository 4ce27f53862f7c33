import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { StoreImage } from '../../components/store-image';
import { useRoutePath } from '../../config/paths';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { cartQueryOptions } from '../../features/product-order/api/cart';
import { StoreCartLines } from '../../features/store-cart/components/store-cart-lines';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { useUploadedFiles } from '../../features/uploads/hooks/use-uploads';
import type { FlowModule } from './flow-module';
import { FlowStepPage, type UseStepFaults } from './flow-step-page';
import { PrintOrderDeliverStep } from './print-order-deliver-step';

/**
 * The print store's check-out (spec 02 sections 2.1 and 2.3: checkOut → Producten → Bezorgen →
 * Factureren → Controleren; issue 29 point 5; decision 0106): the store cart as its first step,
 * then the shared steps, and the print order's confirm step placing it as the check-out. Files
 * in the print order's cart are ordered with it: one cart, one order.
 */

/** Producten is marked while nothing can be ordered, or a store line cannot be as it is. */
const useStoreFaults: UseStepFaults = (user, theme) => {
  const errors = useStepErrors(user, theme);
  const { cart } = useStoreCart();
  const { sessionId } = useUploadedFiles();
  const { data: files } = useQuery(cartQueryOptions(sessionId));
  const fileCount = files?.lines.filter((line) => line.inCart).length ?? 0;
  return {
    cart:
      cart !== undefined &&
      (cart.lines.some((line) => line.problem !== null) || (cart.lines.length === 0 && fileCount === 0)),
    deliver: Boolean(errors.deliveryError),
    invoice: Boolean(errors.invoiceError),
  };
};

function StoreCartRoute() {
  return (
    <FlowStepPage flow="store" step="cart" useFaults={useStoreFaults}>
      {() => <StoreCartStep />}
    </FlowStepPage>
  );
}

function StoreCartStep() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const store = useStoreCart();
  const { sessionId } = useUploadedFiles();
  const { data: files } = useQuery(cartQueryOptions(sessionId));
  const fileCount = files?.lines.filter((line) => line.inCart).length ?? 0;
  if (!store.cart) return null;
  return (
    <Stack gap="md">
      {store.cart.lines.length === 0 ? (
        <Text>{t('storeCart.empty')}</Text>
      ) : (
        <StoreCartLines
          cart={store.cart}
          onChangeQuantity={store.change}
          onRemove={store.remove}
          // The name beside it says what it is: the picture is decoration here.
          renderImage={(line) => <StoreImage image={line.image} sizes="66px" width={66} alt="" />}
        />
      )}
      {fileCount > 0 && (
        <Text size="sm" data-testid="store-cart-files">
          {t('storeCart.filesAlong', { count: fileCount })}{' '}
          <Link to={to('printOrder')}>{t('storeCart.filesAlongLink')}</Link>
        </Text>
      )}
      <div>
        <Button component={Link} to={to('printStore')} variant="default">
          {t('storeCart.toStore')}
        </Button>
      </div>
    </Stack>
  );
}

function StoreDeliverRoute() {
  return (
    <FlowStepPage flow="store" step="deliver" useFaults={useStoreFaults}>
      {(user, theme) => <PrintOrderDeliverStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

function StoreInvoiceRoute() {
  return (
    <FlowStepPage flow="store" step="invoice" useFaults={useStoreFaults}>
      {(user, theme) => <InvoiceStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

// The confirm step and placing the order are a chunk of their own, fetched when it is first shown.
const PrintOrderConfirm = lazy(() =>
  import('../routes/print-order-confirm').then((module) => ({ default: module.PrintOrderConfirm })),
);

function StoreConfirmRoute() {
  return (
    <FlowStepPage flow="store" step="confirm" useFaults={useStoreFaults}>
      {(user, theme, previous) => (
        <Suspense fallback={null}>
          <PrintOrderConfirm user={user} theme={theme} previous={previous} flow="store" />
        </Suspense>
      )}
    </FlowStepPage>
  );
}

/** /check-out itself leads to its first step. */
function CheckOutRoute() {
  const to = useRoutePath();
  return <Navigate to={to('checkOutCart')} replace />;
}

export const routes: FlowModule['routes'] = {
  checkOut: CheckOutRoute,
  checkOutCart: StoreCartRoute,
  checkOutDeliver: StoreDeliverRoute,
  checkOutInvoice: StoreInvoiceRoute,
  checkOutConfirm: StoreConfirmRoute,
};
