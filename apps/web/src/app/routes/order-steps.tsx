import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { cartQueryOptions } from '../../features/product-order/api/cart';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { useUploadedFiles } from '../../features/uploads/hooks/use-uploads';
import { FlowStepPage, type UseStepFaults } from '../order-flows/flow-step-page';
import { PrintOrderDeliverStep } from '../order-flows/print-order-deliver-step';

/**
 * The print order's Bezorgen, Factureren and Controleren steps (spec 02 section 2.3): the shared
 * deliver and invoice steps of the order-details feature and the confirm step of the orders
 * feature, in the one flow step page (decision 0071).
 */

/**
 * Printen is marked while the cart has neither files nor the print store's items (fileError), or a
 * store item that cannot be ordered as it is; Bezorgen and Factureren by the details' rules.
 */
export const usePrintFaults: UseStepFaults = (user, theme) => {
  const errors = useStepErrors(user, theme);
  const { sessionId } = useUploadedFiles();
  const { data: cart } = useQuery(cartQueryOptions(sessionId));
  const store = useStoreCart().cart;
  const storeLines = store?.lines ?? [];
  return {
    cart:
      (cart !== undefined &&
        store !== undefined &&
        !cart.lines.some((line) => line.inCart) &&
        storeLines.length === 0) ||
      storeLines.some((line) => line.problem !== null),
    deliver: Boolean(errors.deliveryError),
    invoice: Boolean(errors.invoiceError),
  };
};

export function PrintOrderDeliverRoute() {
  return (
    <FlowStepPage flow="print" step="deliver" useFaults={usePrintFaults}>
      {(user, theme) => <PrintOrderDeliverStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

export function PrintOrderInvoiceRoute() {
  return (
    <FlowStepPage flow="print" step="invoice" useFaults={usePrintFaults}>
      {(user, theme) => <InvoiceStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

// The confirm step and placing the order are a chunk of their own, fetched when it is first shown.
const PrintOrderConfirm = lazy(() =>
  import('./print-order-confirm').then((module) => ({ default: module.PrintOrderConfirm })),
);

export function PrintOrderConfirmRoute() {
  return (
    <FlowStepPage flow="print" step="confirm" useFaults={usePrintFaults}>
      {(user, theme, previous) => (
        <Suspense fallback={null}>
          {/* The confirm step always has a step before it (Printen at least). */}
          <PrintOrderConfirm user={user} theme={theme} previous={previous} />
        </Suspense>
      )}
    </FlowStepPage>
  );
}
