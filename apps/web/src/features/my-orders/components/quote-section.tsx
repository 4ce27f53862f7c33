import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { orderTotals, VAT_PERCENT } from '@portal/shared/rules/vat';
import type { OrderView, QuoteView } from '@portal/shared/schemas/order-views';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlacedOrderFact } from '../../../components/placed-order-facts';
import { useRoutePath } from '../../../config/paths';
import { amsterdamDay, dayAndTime, formatDay } from '../../../lib/placed-orders';
import { Section } from './section';
import '../texts';

/** Whether the quote's last day (an Amsterdam day) is behind us; the server checks it again when ordered. */
const isExpired = (quote: QuoteView, now: Date) =>
  quote.validUntil !== null && quote.validUntil < amsterdamDay(now);

/**
 * A quote request's quote (issue 28 point 5): the answer's number, price excl. BTW, BTW and incl.
 * BTW, until when it stands and the note; 'Offerte bestellen' while it can be ordered (the
 * ordering steps of the quote named by the query `offerte`), else that it expired, or the order it
 * became. On an order placed on a quote: the quote it follows. The quote's price is shown even
 * where the theme hides prices: it is the answer the customer asked for, as its mail gives it.
 */
export function QuoteSection({
  order,
  quote,
  onOpenOrder,
}: {
  order: OrderView;
  quote: QuoteView;
  onOpenOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  if (order.kind === 'quoted')
    return (
      <Section title={t('myOrders.detail.quote.heading')}>
        <Stack gap="xs" align="flex-start" data-testid="my-order-quote">
          <Text size="sm">
            {t('myOrders.detail.quote.follows', {
              quotationNo: quote.quotationNo ?? '',
              requestNumber: quote.requestNumber,
            })}
          </Text>
          <Button variant="default" size="compact-md" onClick={() => onOpenOrder(quote.requestId)}>
            {t('myOrders.detail.quote.openRequest', { number: quote.requestNumber })}
          </Button>
        </Stack>
      </Section>
    );

  const answered = quote.quotationNo !== null && quote.priceCents !== null;
  // A request withdrawn before it was answered has nothing to show here.
  if (!answered && order.status !== 'received') return null;
  return (
    <Section title={t('myOrders.detail.quote.heading')}>
      <Stack gap="sm" data-testid="my-order-quote">
        {answered ? (
          <QuoteFacts quote={quote} />
        ) : (
          <Text size="sm">{t('myOrders.detail.quote.waiting')}</Text>
        )}
        <QuoteAction order={order} quote={quote} onOpenOrder={onOpenOrder} />
      </Stack>
    </Section>
  );
}

function QuoteFacts({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation();
  const totals = orderTotals(quote.priceCents ?? 0);
  return (
    <dl className="placed-order__facts" aria-label={t('myOrders.detail.quote.facts')}>
      <PlacedOrderFact label={t('myOrders.detail.quote.quotationNo')}>{quote.quotationNo}</PlacedOrderFact>
      {quote.answeredAt && (
        <PlacedOrderFact label={t('myOrders.detail.quote.answeredAt')}>
          {dayAndTime(quote.answeredAt).date}
        </PlacedOrderFact>
      )}
      <PlacedOrderFact label={t('myOrders.detail.quote.exclVat')}>
        {formatPrice(totals.exclVatCents)}
      </PlacedOrderFact>
      <PlacedOrderFact label={t('myOrders.detail.quote.vat', { percent: VAT_PERCENT })}>
        {formatPrice(totals.vatCents)}
      </PlacedOrderFact>
      <PlacedOrderFact label={t('myOrders.detail.quote.inclVat')}>
        <strong>{formatPrice(totals.inclVatCents)}</strong>
      </PlacedOrderFact>
      {quote.validUntil && (
        <PlacedOrderFact label={t('myOrders.detail.quote.validUntil')}>
          {formatDay(quote.validUntil)}
        </PlacedOrderFact>
      )}
      {quote.note.trim() && (
        <PlacedOrderFact label={t('myOrders.detail.quote.note')}>
          <span className="placed-order__note">{quote.note}</span>
        </PlacedOrderFact>
      )}
    </dl>
  );
}

/** What the customer can do with the answered quote now. */
function QuoteAction({
  order,
  quote,
  onOpenOrder,
}: {
  order: OrderView;
  quote: QuoteView;
  onOpenOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  if (quote.orderedAs) {
    const { id, orderNumber } = quote.orderedAs;
    return (
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t('myOrders.detail.quote.orderedAs', { number: orderNumber })}</Text>
        <Button variant="default" size="compact-md" onClick={() => onOpenOrder(id)}>
          {t('myOrders.detail.quote.openOrder', { number: orderNumber })}
        </Button>
      </Group>
    );
  }
  if (order.status !== 'quoted') return null;
  if (isExpired(quote, new Date()))
    return (
      <Alert color="orange" data-testid="my-order-quote-expired">
        {t('myOrders.detail.quote.expired')}
      </Alert>
    );
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={`${to('quotedOrderDeliver')}?offerte=${encodeURIComponent(quote.requestId)}`}
      >
        {t('myOrders.detail.quote.order')}
      </Button>
    </Group>
  );
}
