import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../components/page-head';
import { Spinner } from '../../components/spinner';
import { useRoutePath } from '../../config/paths';
import { DeliverStep } from '../../features/order-details/components/deliver-step';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { formatDay } from '../../lib/placed-orders';
import type { FlowModule } from './flow-module';
import { FlowStepPage, type PreviousStep, type UseStepFaults } from './flow-step-page';
import { QuotedConfirm } from './quoted-confirm';
import {
  type OrderableQuote,
  type QuoteUnavailable,
  type ReadyQuote,
  useQuotedRequest,
  useQuotedRequestId,
} from './quoted-request';
import '../../features/order-details/texts';
import '../../styles/order-steps.css';

/**
 * Ordering an answered quote ('Order n.a.v. offerteaanvraag', issue 28 point 5; decision 0092):
 * Bezorgen and Factureren are the shared steps, with the quote's number ticked in the invoice
 * step; Controleren shows the quote's work at the quoted price with BTW and orders it once. The
 * quote is the request My orders links with (`?offerte=<id>`), loaded with My orders' view of it.
 */

/** Bezorgen and Factureren are marked by the details' rules. */
const useQuotedFaults: UseStepFaults = (user, theme) => {
  const errors = useStepErrors(user, theme);
  return { deliver: Boolean(errors.deliveryError), invoice: Boolean(errors.invoiceError) };
};

type QuotedStepContent = (
  user: User,
  theme: ThemeResponse,
  previous: PreviousStep | null,
  ready: ReadyQuote,
) => ReactNode;

/** A step of the flow: without a quote named, the way to My orders instead of the step. */
function QuotedStepPage({
  step,
  children,
}: {
  step: 'deliver' | 'invoice' | 'confirm';
  children: QuotedStepContent;
}) {
  const requestId = useQuotedRequestId();
  if (!requestId) return <NoQuoteNamed />;
  return (
    <FlowStepPage flow="quoted" step={step} useFaults={useQuotedFaults}>
      {(user, theme, previous) => (
        <QuoteGate user={user} requestId={requestId}>
          {(ready) => children(user, theme, previous, ready)}
        </QuoteGate>
      )}
    </FlowStepPage>
  );
}

/** The step once the quote has loaded and can be ordered; otherwise why not, with the way back. */
function QuoteGate({
  user,
  requestId,
  children,
}: {
  user: User;
  requestId: string;
  children: (ready: ReadyQuote) => ReactNode;
}) {
  const { t } = useTranslation();
  const loaded = useQuotedRequest(user.uid, requestId);
  const quotationNo = loaded.status === 'ready' ? loaded.quote.quotationNo : null;

  // On entering a step, the order details get the quote's number: the invoice step shows 'Order
  // n.a.v. offerteaanvraag' ticked with it and the confirm step's invoice block names it (the
  // server sets it anyway). Once per page: after the order is placed the details stay empty.
  const numbered = useRef<string | null>(null);
  useEffect(() => {
    if (!quotationNo || numbered.current === quotationNo) return;
    numbered.current = quotationNo;
    if (orderDetails.getSnapshot().details.quotationNo !== quotationNo) orderDetails.update({ quotationNo });
  }, [quotationNo]);

  switch (loaded.status) {
    case 'loading':
      return <Spinner label={t('quoteFlows.quoted.loading')} size="md" stacked />;
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('quoteFlows.quoted.loadFailed')}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={loaded.retry}>
            {t('quoteFlows.quoted.retry')}
          </Button>
        </Alert>
      );
    case 'unavailable':
      return <QuoteNotOrderable unavailable={loaded.unavailable} />;
    case 'ready':
      return children({ request: loaded.request, quote: loaded.quote });
  }
}

/** Which quote is being ordered, above Bezorgen and Factureren. */
function OrderingQuote({ quote, showPrices }: { quote: OrderableQuote; showPrices: boolean }) {
  const { t } = useTranslation();
  const values = {
    number: quote.quotationNo,
    price: formatPrice(quote.priceCents),
    date: quote.validUntil ? formatDay(quote.validUntil) : '',
  };
  return (
    <Alert color="blue" variant="light" data-testid="ordering-quote">
      <Text size="sm">
        {t(showPrices ? 'quoteFlows.quoted.ordering' : 'quoteFlows.quoted.orderingWithoutPrice', values)}
      </Text>
    </Alert>
  );
}

/** Why this quote cannot be ordered here, and the way to My orders. */
export function QuoteNotOrderable({ unavailable }: { unavailable: QuoteUnavailable }) {
  const { t } = useTranslation();
  const text =
    unavailable.reason === 'ordered'
      ? t('quoteFlows.quoted.ordered', { number: unavailable.orderNumber })
      : unavailable.reason === 'expired'
        ? t('quoteFlows.quoted.expired', { date: formatDay(unavailable.validUntil) })
        : t(`quoteFlows.quoted.${unavailable.reason}`);
  return (
    <Paper withBorder radius="md" p="lg" maw={560} data-testid="quote-not-orderable">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('quoteFlows.quoted.unavailableTitle')}
        </Title>
        <Text>{text}</Text>
        <MyOrdersButton />
      </Stack>
    </Paper>
  );
}

function MyOrdersButton() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Button component={Link} to={`${to('home')}?dlg=orders`}>
      {t('quoteFlows.quoted.toMyOrders')}
    </Button>
  );
}

/** Reached without a quote (a bookmark, a typed address): where to choose one. */
function NoQuoteNamed() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" className="order-step-page">
      <PageHead title={t('orderSteps.flowNames.quoted')} />
      <Stack gap="lg">
        <Title order={1}>{t('orderSteps.flowNames.quoted')}</Title>
        <Paper withBorder radius="md" p="lg" maw={560} data-testid="quote-missing">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('quoteFlows.quoted.missingTitle')}
            </Title>
            <Text>{t('quoteFlows.quoted.missingText')}</Text>
            <MyOrdersButton />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function QuotedDeliverRoute() {
  return (
    <QuotedStepPage step="deliver">
      {(user, theme, _previous, { quote }) => (
        <Stack gap="lg">
          <OrderingQuote quote={quote} showPrices={!theme.settings.flags.hidePricing} />
          <DeliverStep user={user} theme={theme} />
        </Stack>
      )}
    </QuotedStepPage>
  );
}

function QuotedInvoiceRoute() {
  return (
    <QuotedStepPage step="invoice">
      {(user, theme, _previous, { quote }) => (
        <Stack gap="lg">
          <OrderingQuote quote={quote} showPrices={!theme.settings.flags.hidePricing} />
          <InvoiceStep user={user} theme={theme} fixedQuotationNo={quote.quotationNo} />
        </Stack>
      )}
    </QuotedStepPage>
  );
}

function QuotedConfirmRoute() {
  return (
    <QuotedStepPage step="confirm">
      {/* Controleren always has a step before it (Bezorgen or Factureren, or both). */}
      {(user, theme, previous, ready) => (
        <QuotedConfirm user={user} theme={theme} previous={previous} ready={ready} />
      )}
    </QuotedStepPage>
  );
}

export const routes: FlowModule['routes'] = {
  quotedOrderDeliver: QuotedDeliverRoute,
  quotedOrderInvoice: QuotedInvoiceRoute,
  quotedOrderConfirm: QuotedConfirmRoute,
};
