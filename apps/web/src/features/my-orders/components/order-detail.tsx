import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { OrderLineView, OrderView, ReorderResult } from '@portal/shared/schemas/order-views';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import { ExpressBadge, OrderKindBadge, OrderStatusBadge } from '../../../components/order-status-badge';
import { PlacedOrderFact, PlacedOrderLines } from '../../../components/placed-order-facts';
import { PlacedOrderTotals } from '../../../components/placed-order-totals';
import { Spinner } from '../../../components/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import {
  addressLines,
  chosenDateText,
  dayAndTime,
  isFileLine,
  linePriceWording,
  placedSpecs,
  showsQuantity,
} from '../../../lib/placed-orders';
import { myOrderOptions } from '../api/my-orders';
import { reorderInto } from '../api/reorder';
import { QuoteSection } from './quote-section';
import { type ReorderActions, ReorderResultView } from './reorder-result';
import { Section } from './section';
import '../texts';

type Props = {
  userId: string;
  orderId: string;
  showPrices: boolean;
  /** 'Opnieuw bestellen'; without it the order has no such button. */
  reorder?: ReorderActions | undefined;
  /** Opens another of the user's orders in this one's place (a quote and the order placed on it). */
  onOpenOrder: (orderId: string) => void;
  onBack: () => void;
};

/**
 * One of the user's orders (issue 13 point 7, issue 28): its facts and kind, a quote request's
 * quote, how it comes to the customer (delivery or pickup, with date and shop), its lines with
 * the choices as the customer read them and their prices, the totals, and the status history.
 * The heading takes the focus, so a screen reader hears which order opened.
 */
export function OrderDetail({ userId, orderId, showPrices, reorder, onOpenOrder, onBack }: Props) {
  const { t } = useTranslation();
  const query = useQuery(myOrderOptions(userId, orderId));
  const [reordered, setReordered] = useState<ReorderResult | null>(null);
  return (
    <Stack gap="md" data-testid="my-order-detail">
      <Group>
        <Button
          variant="subtle"
          size="compact-md"
          px={4}
          onClick={onBack}
          leftSection={
            <LineIcon size={18}>
              <path d="M15 6l-6 6 6 6" />
            </LineIcon>
          }
        >
          {t('myOrders.detail.back')}
        </Button>
      </Group>
      {query.isPending ? (
        <Spinner label={t('myOrders.detail.loading')} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('myOrders.detail.failed')}{' '}
          {query.error instanceof ApiRequestError ? query.error.message : t('myOrders.failed')}
        </Alert>
      ) : reordered && reorder ? (
        <ReorderResultView
          orderNumber={query.data.orderNumber}
          result={reordered}
          showPrices={showPrices}
          onToCart={reorder.onToCart}
        />
      ) : (
        <>
          {/* The server reorders print orders only (ORDER_NOT_REORDERABLE): a job, a quote or a
              secured print is ordered anew. */}
          {reorder && query.data.kind === 'print' && (
            <ReorderButton
              orderId={orderId}
              actions={reorder}
              onDone={(result) => {
                reorder.onReordered(result);
                setReordered(result);
              }}
            />
          )}
          <PlacedOrder order={query.data} showPrices={showPrices} onOpenOrder={onOpenOrder} />
        </>
      )}
    </Stack>
  );
}

/**
 * 'Opnieuw bestellen': the server decides who may (the one who ordered and their customer
 * colleagues); a refusal shows its message here.
 */
function ReorderButton({
  orderId,
  actions,
  onDone,
}: {
  orderId: string;
  actions: ReorderActions;
  onDone: (result: ReorderResult) => void;
}) {
  const { t } = useTranslation();
  const { sessionId } = actions;
  const mutation = useMutation({
    mutationFn: (session: string) => reorderInto(orderId, session),
    onSuccess: onDone,
  });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={mutation.isPending}
          disabled={sessionId === null}
          onClick={() => sessionId && mutation.mutate(sessionId)}
        >
          {t('myOrders.reorder.button')}
        </Button>
      </Group>
      {sessionId === null && (
        <Text size="sm" c="gray.7" ta="right">
          {t('myOrders.reorder.noSession')}
        </Text>
      )}
      {mutation.isError && (
        <Alert color="red" role="alert">
          {t('myOrders.reorder.failed')}{' '}
          {mutation.error instanceof ApiRequestError ? mutation.error.message : t('myOrders.failed')}
        </Alert>
      )}
    </Stack>
  );
}

/** The lines' heading and list name by what the order's lines are: files, a job or a request. */
const linesWords = (order: OrderView) =>
  order.kind === 'quote'
    ? (['myOrders.detail.lines.headingRequest', 'myOrders.detail.lines.captionRequest'] as const)
    : order.lines.some(isFileLine)
      ? (['myOrders.detail.lines.heading', 'myOrders.detail.lines.caption'] as const)
      : (['myOrders.detail.lines.headingJob', 'myOrders.detail.lines.captionJob'] as const);

function PlacedOrder({
  order,
  showPrices,
  onOpenOrder,
}: {
  order: OrderView;
  showPrices: boolean;
  onOpenOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const placed = dayAndTime(order.placedAt);
  const [linesHeading, linesCaption] = linesWords(order);
  // A quote request asks for a price: its lines have none to show.
  const linePrices = showPrices && order.kind !== 'quote';

  return (
    <Stack gap="lg">
      <div>
        <Title order={3} ref={heading} tabIndex={-1} className="placed-order__heading">
          {t('myOrders.detail.title', { number: order.orderNumber })}
        </Title>
        <dl className="placed-order__facts" aria-label={t('myOrders.detail.facts')}>
          <PlacedOrderFact label={t('myOrders.detail.placedAt')}>
            {t('myOrders.detail.at', { date: placed.date, time: placed.time })}
          </PlacedOrderFact>
          <PlacedOrderFact label={t('myOrders.detail.kind')}>
            <OrderKindBadge label={t(`myOrders.kinds.${order.kind}`)} size="sm" />
          </PlacedOrderFact>
          <PlacedOrderFact label={t('myOrders.detail.status')}>
            <Group gap="xs">
              <OrderStatusBadge status={order.status} label={order.statusLabel} size="sm" />
              {order.express && <ExpressBadge label={t('myOrders.item.express')} size="sm" />}
            </Group>
          </PlacedOrderFact>
          {order.customerNumber && (
            <PlacedOrderFact label={t('myOrders.detail.customerNumber')}>
              {order.customerNumber}
            </PlacedOrderFact>
          )}
          {order.project && (
            <PlacedOrderFact label={t('myOrders.detail.project')}>{order.project}</PlacedOrderFact>
          )}
          {order.reference && (
            <PlacedOrderFact label={t('myOrders.detail.reference')}>{order.reference}</PlacedOrderFact>
          )}
        </dl>
      </div>

      {order.quote && <QuoteSection order={order} quote={order.quote} onOpenOrder={onOpenOrder} />}

      <Fulfilment order={order} />

      <Section title={t(linesHeading)}>
        <ul className="placed-order__lines" aria-label={t(linesCaption)}>
          {order.lines.map((line) => (
            <Line key={line.position} line={line} showPrice={linePrices} />
          ))}
        </ul>
        {showPrices && <Totals order={order} />}
      </Section>

      <Section title={t('myOrders.detail.history.heading')}>
        <ol className="placed-order__history" data-testid="my-order-history">
          {order.history.map((entry) => {
            const at = dayAndTime(entry.at);
            return (
              <li key={`${entry.at}-${entry.to}`}>
                <Text fw={600} span>
                  {entry.toLabel}
                </Text>{' '}
                <Text span size="sm" c="gray.7">
                  {t('myOrders.detail.at', { date: at.date, time: at.time })}
                </Text>
                {entry.note && (
                  <Text size="sm" className="placed-order__note">
                    {t('myOrders.detail.history.note', { note: entry.note })}
                  </Text>
                )}
              </li>
            );
          })}
        </ol>
      </Section>
    </Stack>
  );
}

/** Delivery or pickup: the date, where to, and the shop that does the order. */
function Fulfilment({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { details, shop } = order;
  const date = (chosen: typeof details.deliveryDate) =>
    chosen
      ? `${chosenDateText(chosen)}${chosen.title === 'spoed' ? ` (${t('myOrders.detail.fulfilment.spoed')})` : ''}`
      : t('myOrders.detail.fulfilment.noDate');
  const shopLines = [
    shop.company,
    [shop.street, [shop.number, shop.addition].filter(Boolean).join(' ')].filter(Boolean).join(' '),
    [shop.zipCode, shop.city].filter(Boolean).join('  '),
  ].filter(Boolean);
  const isPickUp = details.orderType === 'pickUp';
  const collects = details.orderType === 'scanOrder' || details.orderType === 'copyOrder';
  return (
    <Section title={t('myOrders.detail.fulfilment.heading')}>
      <dl className="placed-order__facts">
        <PlacedOrderFact label={t(`myOrders.detail.fulfilment.${details.orderType}`)}>
          {date(details.deliveryDate)}
        </PlacedOrderFact>
        {collects && details.pickUpAddress && (
          <PlacedOrderFact label={t('myOrders.detail.fulfilment.collectFrom')}>
            <PlacedOrderLines lines={addressLines(details.pickUpAddress)} />
          </PlacedOrderFact>
        )}
        {collects && details.pickUpDate && (
          <PlacedOrderFact label={t('myOrders.detail.fulfilment.collectDate')}>
            {date(details.pickUpDate)}
          </PlacedOrderFact>
        )}
        {!isPickUp && details.deliveryAddress && (
          <PlacedOrderFact label={t('myOrders.detail.fulfilment.deliveryAddress')}>
            <PlacedOrderLines lines={addressLines(details.deliveryAddress)} />
          </PlacedOrderFact>
        )}
        <PlacedOrderFact
          label={t(isPickUp ? 'myOrders.detail.fulfilment.pickUpAt' : 'myOrders.detail.fulfilment.shop')}
        >
          <PlacedOrderLines lines={shopLines} />
        </PlacedOrderFact>
      </dl>
    </Section>
  );
}

/**
 * One line: a file with its product, or a job (copy, scan, a quote's description) by its title;
 * the choices with the titles the customer read; the copies of a file; the price as the server
 * sent it.
 */
function Line({ line, showPrice }: { line: OrderLineView; showPrice: boolean }) {
  const { t } = useTranslation();
  const specs = placedSpecs(line.specs);
  const file = isFileLine(line);
  const price = linePriceWording(line);
  return (
    <li className="placed-order__line" data-testid="my-order-line" data-line-kind={line.kind}>
      <div className="placed-order__line-what">
        <Text fw={600} className="placed-order__file-name">
          {file ? line.fileName : line.productTitle}
        </Text>
        {file && <Text size="sm">{line.productTitle}</Text>}
        {specs.length > 0 && (
          <Text size="sm" c="gray.7" className="placed-order__note">
            {specs.map((spec) => `${spec.label}: ${spec.value}`).join(' · ')}
          </Text>
        )}
      </div>
      {showsQuantity(line) && (
        <Text size="sm" className="placed-order__line-quantity">
          {t('myOrders.detail.lines.quantity')}: {line.quantity}
        </Text>
      )}
      {showPrice && price.kind !== 'none' && (
        <Text size="sm" className="placed-order__line-price" data-testid="my-order-line-price">
          {price.kind === 'amount' ? formatPrice(price.cents) : t(`myOrders.detail.lines.${price.text}`)}
        </Text>
      )}
    </li>
  );
}

/**
 * The totals, when the server sent them (not to a customer who was shown no amounts) and a line
 * has a price: a job whose price follows or a secured print has none to add up.
 */
function Totals({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (!order.totals || order.expressSurchargeCents === null) return null;
  if (order.unpricedLineCount >= order.lineCount) return null;
  const texts = {
    caption: t('myOrders.detail.totals.caption'),
    express: t('myOrders.detail.totals.express'),
    delivery: t('myOrders.detail.totals.delivery'),
    exclVat: t('myOrders.detail.totals.exclVat'),
    vat: t('myOrders.detail.totals.vat'),
    inclVat: t('myOrders.detail.totals.inclVat'),
  };
  return (
    <PlacedOrderTotals
      totals={order.totals}
      expressSurchargeCents={order.expressSurchargeCents}
      deliveryChargeCents={order.deliveryChargeCents ?? 0}
      texts={texts}
      testId="my-order-totals"
    >
      {order.unpricedLineCount > 0 && (
        <Text size="xs" c="gray.7" ta="right" mt={4}>
          {t('myOrders.detail.totals.unpriced', { count: order.unpricedLineCount })}
        </Text>
      )}
    </PlacedOrderTotals>
  );
}
