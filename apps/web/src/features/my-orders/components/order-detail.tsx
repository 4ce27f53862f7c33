import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { Product } from '@portal/shared/schemas/catalogue';
import type { OrderView, ReorderResult } from '@portal/shared/schemas/order-views';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import { ExpressBadge, OrderStatusBadge } from '../../../components/order-status-badge';
import { PlacedOrderFact, PlacedOrderLines } from '../../../components/placed-order-facts';
import { PlacedOrderTotals } from '../../../components/placed-order-totals';
import { ApiRequestError } from '../../../lib/api-client';
import { addressLines, chosenDateText, dayAndTime, orderedSpecs } from '../../../lib/placed-orders';
import { myOrderOptions } from '../api/my-orders';
import { reorderInto } from '../api/reorder';
import { type ReorderActions, ReorderResultView } from './reorder-result';
import '../texts';

type Props = {
  userId: string;
  orderId: string;
  showPrices: boolean;
  products: Product[] | undefined;
  /** 'Opnieuw bestellen'; without it the order has no such button. */
  reorder?: ReorderActions | undefined;
  onBack: () => void;
};

/**
 * One of the user's orders (issue 13 point 7): its facts, how it comes to the customer (delivery
 * or pickup, with date and shop), its lines with their choices and prices, the totals, and the
 * status history. The heading takes the focus, so a screen reader hears which order opened.
 */
export function OrderDetail({ userId, orderId, showPrices, products, reorder, onBack }: Props) {
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
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('myOrders.detail.loading')}</Text>
        </Group>
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
          {reorder && (
            <ReorderButton
              orderId={orderId}
              actions={reorder}
              onDone={(result) => {
                reorder.onReordered(result);
                setReordered(result);
              }}
            />
          )}
          <PlacedOrder order={query.data} showPrices={showPrices} products={products} />
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

function PlacedOrder({
  order,
  showPrices,
  products,
}: {
  order: OrderView;
  showPrices: boolean;
  products: Product[] | undefined;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const placed = dayAndTime(order.placedAt);
  const productById = new Map(products?.map((product) => [product.id, product]));

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

      <Fulfilment order={order} />

      <Section title={t('myOrders.detail.lines.heading')}>
        <ul className="placed-order__lines" aria-label={t('myOrders.detail.lines.caption')}>
          {order.lines.map((line) => {
            const specs = orderedSpecs(productById.get(line.productId), line.specs);
            return (
              <li key={line.position} className="placed-order__line" data-testid="my-order-line">
                <div className="placed-order__line-what">
                  <Text fw={600} className="placed-order__file-name">
                    {line.fileName}
                  </Text>
                  <Text size="sm">{line.productTitle}</Text>
                  {specs.length > 0 && (
                    <Text size="sm" c="gray.7">
                      {specs.map((spec) => `${spec.label}: ${spec.value}`).join(' · ')}
                    </Text>
                  )}
                </div>
                <Text size="sm" className="placed-order__line-quantity">
                  {t('myOrders.detail.lines.quantity')}: {line.quantity}
                </Text>
                {showPrices && (
                  <Text size="sm" className="placed-order__line-price" data-testid="my-order-line-price">
                    {line.linePriceCents === null
                      ? t('myOrders.detail.lines.quote')
                      : formatPrice(line.linePriceCents)}
                  </Text>
                )}
              </li>
            );
          })}
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

function Totals({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const texts = {
    caption: t('myOrders.detail.totals.caption'),
    express: t('myOrders.detail.totals.express'),
    exclVat: t('myOrders.detail.totals.exclVat'),
    vat: t('myOrders.detail.totals.vat'),
    inclVat: t('myOrders.detail.totals.inclVat'),
  };
  return (
    <PlacedOrderTotals order={order} texts={texts} testId="my-order-totals">
      {order.unpricedLineCount > 0 && (
        <Text size="xs" c="gray.7" ta="right" mt={4}>
          {t('myOrders.detail.totals.unpriced', { count: order.unpricedLineCount })}
        </Text>
      )}
    </PlacedOrderTotals>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="placed-order__section">
      <Title order={4} id={id} className="placed-order__section-title">
        {title}
      </Title>
      {children}
    </section>
  );
}
