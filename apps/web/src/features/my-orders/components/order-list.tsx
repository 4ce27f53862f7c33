import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { OrderSummary } from '@portal/shared/schemas/order-views';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpressBadge, OrderKindBadge, OrderStatusBadge } from '../../../components/order-status-badge';
import { Spinner } from '../../../components/spinner';
import { dayAndTime, unpricedOrderWording } from '../../../lib/placed-orders';
import { myOrdersListOptions } from '../api/my-orders';
import '../texts';

type Props = {
  userId: string;
  showPrices: boolean;
  uploadHref: string;
  /** The order whose button takes the focus when the list shows again (back from that order). */
  focusOrderId: string | null;
  onOpen: (orderId: string) => void;
  onClose: () => void;
};

/**
 * The user's orders, newest first: number, kind, date, status, reference and totals, a page at a
 * time ('Meer laden'). Each order is a button that opens it.
 */
export function OrderList({ userId, showPrices, uploadHref, focusOrderId, onOpen, onClose }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myOrdersListOptions(userId));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];

  // Back from an order its button has the focus again, so the keyboard goes on where it was;
  // after 'Meer laden' the first new order has it (the button pressed may be gone).
  const [focusId, setFocusId] = useState(focusOrderId);
  const count = orders.length;
  useEffect(() => {
    if (focusId && count > 0) buttons.current.get(focusId)?.focus();
  }, [focusId, count]);

  if (query.isPending) return <Spinner label={t('myOrders.loading')} />;
  if (query.isError && !query.data)
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('myOrders.failed')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('myOrders.retry')}
          </Button>
        </Group>
      </Stack>
    );
  if (orders.length === 0)
    return (
      <Stack gap="md" data-testid="my-orders-empty">
        <Text>{t('myOrders.empty')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('myOrders.close')}
          </Button>
          <Button component={Link} to={uploadHref} data-autofocus>
            {t('myOrders.upload')}
          </Button>
        </Group>
      </Stack>
    );

  const loadMore = async () => {
    const before = orders.length;
    const result = await query.fetchNextPage();
    const next = result.data?.pages.flatMap((page) => page.orders)[before];
    if (next) setFocusId(next.id);
  };

  return (
    <Stack gap="sm">
      <ul className="placed-order__list" aria-label={t('myOrders.listLabel')} data-testid="my-orders-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderItem
              order={order}
              showPrices={showPrices}
              onOpen={() => onOpen(order.id)}
              buttonRef={(button) => {
                if (button) buttons.current.set(order.id, button);
                else buttons.current.delete(order.id);
              }}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <Alert color="red" role="alert">
          {t('myOrders.failed')}
        </Alert>
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void loadMore()} loading={query.isFetchingNextPage}>
            {t('myOrders.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function OrderItem({
  order,
  showPrices,
  onOpen,
  buttonRef,
}: {
  order: OrderSummary;
  showPrices: boolean;
  onOpen: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const placed = dayAndTime(order.placedAt);
  return (
    <UnstyledButton
      ref={buttonRef}
      className="placed-order__item"
      onClick={onOpen}
      data-testid="my-orders-item"
      data-order-id={order.id}
    >
      <div className="placed-order__item-main">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{t('myOrders.item.number', { number: order.orderNumber })}</Text>
          <OrderKindBadge label={t(`myOrders.kinds.${order.kind}`)} size="sm" />
          <OrderStatusBadge status={order.status} label={order.statusLabel} size="sm" />
          {order.express && <ExpressBadge label={t('myOrders.item.express')} size="sm" />}
        </Group>
        <Text size="sm" c="gray.7">
          {t('myOrders.item.placedAt', { date: placed.date })}
        </Text>
        {order.reference && (
          <Text size="sm" c="gray.7">
            {t('myOrders.item.reference', { reference: order.reference })}
          </Text>
        )}
        {order.project && (
          <Text size="sm" c="gray.7">
            {t('myOrders.item.project', { project: order.project })}
          </Text>
        )}
      </div>
      {showPrices && <ItemTotal order={order} />}
    </UnstyledButton>
  );
}

/**
 * The order's total incl. and excl. BTW; 'Prijs op aanvraag' when the server sent no amounts
 * (they were not shown when ordering); without a priced line, what its kind says instead (a job's
 * price follows, a secured print is by agreement); nothing for a quote request.
 */
function ItemTotal({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const priced = order.lineCount > order.unpricedLineCount;
  const instead = unpricedOrderWording(order.kind);
  if (!priced && instead.kind === 'none') return null;
  return (
    <div className="placed-order__item-total" data-testid="my-orders-item-total">
      {!priced ? (
        <Text size="sm">{instead.kind === 'text' && t(`myOrders.item.noTotal.${instead.text}`)}</Text>
      ) : order.totals === null ? (
        <Text size="sm">{t('myOrders.item.onRequest')}</Text>
      ) : (
        <>
          <Text fw={700}>
            {t('myOrders.item.inclVat', { price: formatPrice(order.totals.inclVatCents) })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('myOrders.item.exclVat', { price: formatPrice(order.totals.exclVatCents) })}
          </Text>
        </>
      )}
    </div>
  );
}
