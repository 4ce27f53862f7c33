import { type OrderStep, stepRoute } from '@portal/shared/rules/order-steps';
import type { User } from '@portal/shared/schemas/account';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import {
  DeliverySummary,
  InstructionsSummary,
  InvoiceSummary,
} from '../../features/order-details/components/details-summary';
import { PhoneBlock } from '../../features/order-details/components/phone-block';
import { useDeliveryCosts } from '../../features/order-details/hooks/use-delivery-costs';
import { useOrderExpressSurcharge } from '../../features/order-details/hooks/use-express-surcharge';
import { detailsProblems, useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { orderErrorSayer } from '../../features/order-details/utils/order-error-sayer';
import { placeOrder } from '../../features/orders/api/place-order';
import { CartSummary, type CartView } from '../../features/orders/components/cart-summary';
import { ConfirmStep, type OrderProblem } from '../../features/orders/components/confirm-step';
import type { OrderSubmission, PlacementHandlers } from '../../features/orders/hooks/use-place-order';
import { cartQueryKey, cartQueryOptions } from '../../features/product-order/api/cart';
import { catalogueQueryOptions } from '../../features/product-order/api/catalogue';
import { StoreCartSummary } from '../../features/store-cart/components/store-cart-summary';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { removeUploadedFile } from '../../features/uploads/api/remove-uploaded-file';
import { uploads, useUploadedFiles } from '../../features/uploads/hooks/use-uploads';
import type { PreviousStep } from '../order-flows/flow-step-page';
import { goodsLinesOf } from '../order-flows/print-order-goods';
import { usePreflightLineNotes } from './preflight-line-notes';
import '../../features/orders/texts';
import '../../styles/confirm-step.css';

const EMPTY_CART: CartResponse = { lines: [], totalCents: 0 };

/**
 * The confirm step (Controleren) of the print order and of the print store's check-out: the
 * orders feature's step over the cart (the upload session's files, product-order, and the print
 * store's items, store-cart: one order whichever flow completes it, decision 0106), its order
 * details (order-details) and its files (uploads). Placing the order empties them all here; each
 * feature keeps its own store. The check-out places its order as the spec's 'printProduct'.
 */
export function PrintOrderConfirm({
  user,
  theme,
  previous,
  flow = 'print',
}: {
  user: User;
  theme: ThemeResponse;
  /** The button back to the step before, as the step page names it. */
  previous: PreviousStep | null;
  flow?: 'print' | 'store';
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sessionId, files } = useUploadedFiles();
  const lineNotes = usePreflightLineNotes();
  const cartQuery = useQuery(cartQueryOptions(sessionId));
  const store = useStoreCart();
  const storeLines = store.cart?.lines ?? [];
  const stepHref = (step: OrderStep) => to(stepRoute(flow, step));
  // The titles of the lines' choices (the Printen step has loaded it already).
  const catalogue = useQuery(catalogueQueryOptions(user.uid, theme.name));
  const draft = useOrderDraft();
  const { details } = draft;
  const errors = useStepErrors(user, theme);
  const expressSurcharge = useOrderExpressSurcharge(draft, theme.settings);
  // The server's kind for both: delivery terms apply to a print order and the store's check-out alike.
  const delivery = useDeliveryCosts(
    draft,
    theme.settings,
    flow,
    cartQuery.data && store.cart ? goodsLinesOf(cartQuery.data, store.cart) : null,
  );
  const { flags, customFields } = theme.settings;
  const portalMode = customFields.sapPortal === true;

  // Portal mode asks a phone number (spec 02 section 5): the profile's, once, as a start.
  const phoneOffered = useRef(false);
  useEffect(() => {
    if (!portalMode || phoneOffered.current) return;
    phoneOffered.current = true;
    if (details.phone.trim() === '' && user.phone) orderDetails.update({ phone: user.phone });
  }, [portalMode, details.phone, user.phone]);

  const inCart = cartQuery.data?.lines.filter((line) => line.inCart) ?? [];
  const cart: CartView = cartQuery.data
    ? { status: 'success', lines: inCart, products: catalogue.data }
    : cartQuery.isError
      ? { status: 'error', retry: () => void cartQuery.refetch() }
      : { status: 'pending' };
  // A line whose price is hidden has no amount (decision 0098): neither in the sum nor unpriced.
  // Store lines count alike: a hidden store price is on request, a line with a problem unpriced.
  const amounts =
    cartQuery.data && store.cart && inCart.length + storeLines.length > 0
      ? {
          linesCents:
            inCart.reduce((sum, line) => sum + (line.priceCents ?? 0), 0) +
            storeLines.reduce((sum, line) => sum + (line.lineCents ?? 0), 0),
          unpricedCount:
            inCart.filter((line) => line.priceCents === null && !line.priceHidden).length +
            storeLines.filter((line) => line.problem !== null).length,
          onRequestCount:
            inCart.filter((line) => line.priceHidden).length +
            storeLines.filter((line) => line.lineCents === null && line.problem === null).length,
        }
      : null;
  // The cart is the session's: what is sent names the session and is priced again on the server.
  const submission =
    cartQuery.data && store.cart && sessionId
      ? (expectedTotalExclVatCents: number): OrderSubmission => ({
          flow,
          ordering: sessionId,
          send: (key) =>
            placeOrder(
              {
                sessionId,
                details,
                expectedTotalExclVatCents,
                themeName: theme.name,
                ...(flow === 'store' ? { product: 'printProduct' as const } : {}),
              },
              key,
            ),
        })
      : null;

  // The error list (spec 02 section 4), each entry a link to the step that fixes it (section 8).
  const problems: OrderProblem[] = [];
  if (cartQuery.data && store.cart && inCart.length + storeLines.length === 0)
    problems.push({ key: 'fileError', message: t('orderConfirm.filesMissing'), href: stepHref('cart') });
  if (storeLines.some((line) => line.problem !== null))
    problems.push({ key: 'productError', message: t('storeCart.notOrderable'), href: to('checkOutCart') });
  problems.push(
    ...detailsProblems(errors, orderErrorSayer(t, theme.settings.customFields), {
      deliver: stepHref('deliver'),
      invoice: stepHref('invoice'),
      confirm: stepHref('confirm'),
    }),
  );

  const handlers: PlacementHandlers = {
    onPlaced: () => {
      orderDetails.reset();
      // The server closed the session with the order: the next files go to a new one.
      uploads.startOver();
      // The closed session's cart is empty now; asking the server again would only get a 404.
      if (sessionId) queryClient.setQueryData(cartQueryKey(sessionId), EMPTY_CART);
      void queryClient.invalidateQueries({
        queryKey: ['cart'],
        predicate: (query) => !sessionId || query.queryKey[1] !== sessionId,
      });
      // The order took the store's lines too.
      void queryClient.invalidateQueries({ queryKey: ['storeCart'] });
    },
    onUploadError: async () => {
      // 'Uw winkelwagen is geleegd': the files go, and the cart with them.
      if (sessionId) await Promise.allSettled(files.map((file) => removeUploadedFile(sessionId, file.uuid)));
      uploads.startOver();
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onPriceChanged: async () => {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: cartQueryKey(sessionId) }),
        queryClient.refetchQueries({ queryKey: ['storeCart'] }),
        queryClient.invalidateQueries({ queryKey: ['delivery-dates'] }),
      ]);
    },
  };

  // Portal mode drops delivery and invoice (spec 02 section 4); a theme may hide either step.
  const showDelivery = !flags.hideDeliverOptions && !portalMode;
  const showInvoice = !flags.hideInvoiceOptions && !portalMode;

  return (
    <ConfirmStep
      summary={
        <>
          {(inCart.length > 0 || storeLines.length === 0) && (
            <CartSummary
              cart={cart}
              showPrices={!flags.hidePricing}
              editHref={to('printOrder')}
              lineNotes={lineNotes}
            />
          )}
          {store.cart && storeLines.length > 0 && (
            <StoreCartSummary cart={store.cart} editHref={to('checkOutCart')} />
          )}
        </>
      }
      amounts={amounts}
      expressSurcharge={expressSurcharge}
      delivery={delivery}
      addMoreHref={stepHref('cart')}
      submission={submission}
      problems={problems}
      showPrices={!flags.hidePricing}
      portalMode={portalMode}
      mailFollows={user.notifications.orderConfirmation}
      details={
        <>
          {showDelivery && <DeliverySummary details={details} editHref={stepHref('deliver')} />}
          {showInvoice && (
            <InvoiceSummary details={details} editHref={stepHref('invoice')} customFields={customFields} />
          )}
          {portalMode && (
            <PhoneBlock
              phone={details.phone}
              error={errors.phone}
              onChange={(phone) => orderDetails.update({ phone })}
            />
          )}
          <InstructionsSummary details={details} editHref={stepHref('cart')} />
        </>
      }
      hrefs={{ terms: to('deliveryTerms') }}
      previous={previous}
      handlers={handlers}
      onHome={() => navigate(to('home'))}
    />
  );
}
