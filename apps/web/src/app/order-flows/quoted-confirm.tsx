import { Alert, Button, Text } from '@mantine/core';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import { myOrdersKey } from '../../features/my-orders/api/my-orders';
import { DeliverySummary, InvoiceSummary } from '../../features/order-details/components/details-summary';
import { PhoneBlock } from '../../features/order-details/components/phone-block';
import { useOrderExpressSurcharge } from '../../features/order-details/hooks/use-express-surcharge';
import { detailsProblems, useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { orderErrorSayer } from '../../features/order-details/utils/order-error-sayer';
import { orderQuote } from '../../features/orders/api/order-quote';
import { ConfirmStep, type OrderProblem } from '../../features/orders/components/confirm-step';
import { QuotedWorkSummary, type QuoteFile } from '../../features/orders/components/quote-summaries';
import type { OrderSubmission, PlacementHandlers } from '../../features/orders/hooks/use-place-order';
import type { PreviousStep } from './flow-step-page';
import { quoteOrderBody } from './quote-bodies';
import { forgetQuotedRequest, type ReadyQuote } from './quoted-request';
import '../../features/orders/texts';
import '../../styles/confirm-step.css';

/** The server's answers after which this quote cannot be ordered from here. */
const QUOTE_GONE = {
  QUOTE_EXPIRED: 'quoteFlows.quoted.refusedExpired',
  QUOTE_NOT_ORDERABLE: 'quoteFlows.quoted.refusedNotOrderable',
  ORDER_NOT_FOUND: 'quoteFlows.quoted.notFound',
  NOT_A_QUOTE_REQUEST: 'quoteFlows.quoted.notFound',
} as const;
type QuoteGoneCode = keyof typeof QUOTE_GONE;
const isQuoteGone = (code: string | null): code is QuoteGoneCode => code !== null && code in QUOTE_GONE;

/**
 * Controleren of ordering an answered quote: the quote's work (its number, the request's
 * description and files), delivery and invoice with 'Wijzigen', the quoted price with a spoed
 * surcharge and BTW, and 'Bestelling afronden'. One order per quote (its natural key
 * `quote:<request id>`); a quote that expired or was ordered meanwhile is refused by the server,
 * and the step then says so with the way to My orders.
 */
export function QuotedConfirm({
  user,
  theme,
  previous,
  ready,
}: {
  user: User;
  theme: ThemeResponse;
  previous: PreviousStep | null;
  ready: ReadyQuote;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { request, quote } = ready;
  const draft = useOrderDraft();
  const { details } = draft;
  const errors = useStepErrors(user, theme);
  const expressSurcharge = useOrderExpressSurcharge(draft, theme.settings);
  const { flags, customFields } = theme.settings;
  const portalMode = customFields.sapPortal === true;
  const [gone, setGone] = useState<QuoteGoneCode | null>(null);
  const myOrders = `${to('home')}?dlg=orders`;

  const problems: OrderProblem[] = [];
  problems.push(
    ...detailsProblems(errors, orderErrorSayer(t, theme.settings.customFields), {
      deliver: to('quotedOrderDeliver'),
      invoice: to('quotedOrderInvoice'),
      confirm: to('quotedOrderConfirm'),
    }),
  );

  const submission = gone
    ? null
    : (expectedTotalExclVatCents: number): OrderSubmission => ({
        flow: 'quoted',
        ordering: `quote:${request.id}`,
        send: (key) =>
          orderQuote(
            request.id,
            quoteOrderBody({
              details,
              quotationNo: quote.quotationNo,
              expectedTotalExclVatCents,
              themeName: theme.name,
            }),
            key,
          ),
      });

  const files: QuoteFile[] = request.lines.flatMap((line) =>
    line.fileName === null
      ? []
      : [
          {
            key: String(line.position),
            name: line.fileName,
            detail: line.pages ? pagesText(line.pages.bw + line.pages.colour + line.pages.blank, t) : '',
          },
        ],
  );

  const handlers: PlacementHandlers = {
    onPlaced: () => {
      orderDetails.reset();
      forgetQuotedRequest();
      // My orders shows the quote ordered the next time it asks; not now, or this step would
      // turn into 'already ordered' under the thanks dialog.
      void queryClient.invalidateQueries({ queryKey: myOrdersKey(user.uid), refetchType: 'none' });
    },
    // An order of a quote sends no files.
    onUploadError: () => {},
    // The spoed surcharge changed: the dates are asked again, with it the total.
    onPriceChanged: async () => {
      await queryClient.invalidateQueries({ queryKey: ['delivery-dates'] });
    },
    onRefused: (code) => {
      if (isQuoteGone(code)) setGone(code);
    },
  };

  const showDelivery = !flags.hideDeliverOptions && !portalMode;
  const showInvoice = !flags.hideInvoiceOptions && !portalMode;

  return (
    <ConfirmStep
      summary={
        <>
          {gone && (
            <Alert
              color="red"
              variant="light"
              title={t('quoteFlows.quoted.unavailableTitle')}
              data-testid="quote-gone"
            >
              <Text size="sm">{t(QUOTE_GONE[gone])}</Text>
              <Button component={Link} to={myOrders} size="xs" mt="sm">
                {t('quoteFlows.quoted.toMyOrders')}
              </Button>
            </Alert>
          )}
          <QuotedWorkSummary quote={quote} description={request.details.description} files={files} />
        </>
      }
      amounts={{ linesCents: quote.priceCents, unpricedCount: 0 }}
      expressSurcharge={expressSurcharge}
      submission={submission}
      problems={problems}
      showPrices={!flags.hidePricing}
      portalMode={portalMode}
      mailFollows={user.notifications.orderConfirmation}
      details={
        <>
          {showDelivery && <DeliverySummary details={details} editHref={to('quotedOrderDeliver')} />}
          {showInvoice && (
            <InvoiceSummary
              details={details}
              editHref={to('quotedOrderInvoice')}
              customFields={customFields}
            />
          )}
          {portalMode && (
            <PhoneBlock
              phone={details.phone}
              error={errors.phone}
              onChange={(phone) => orderDetails.update({ phone })}
            />
          )}
        </>
      }
      hrefs={{ terms: to('deliveryTerms') }}
      previous={previous ?? { href: myOrders, label: t('quoteFlows.quoted.backToMyOrders') }}
      handlers={handlers}
      onHome={() => navigate(to('home'))}
    />
  );
}

function pagesText(count: number, t: ReturnType<typeof useTranslation>['t']): string {
  if (count === 0) return '';
  return count === 1 ? t('quoteFlows.quoted.pagesOne') : t('quoteFlows.quoted.pages', { count });
}
