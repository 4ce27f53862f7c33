import { Alert, Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { DeskOrderSummary } from '@portal/shared/schemas/order-views';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExpressBadge, OrderStatusBadge } from '../../../components/order-status-badge';
import { PageHead } from '../../../components/page-head';
import { Spinner } from '../../../components/spinner';
import { isStaffRefused, StaffNoAccess } from '../../../components/staff-access';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { dayAndTime, unpricedOrderWording } from '../../../lib/placed-orders';
import { deskOrderListOptions, shopsQueryOptions } from '../api/desk-orders';
import {
  type DeskFilters,
  deskQueryOf,
  filtersFromParams,
  isFiltered,
  isValidRange,
  paramsWithFilters,
} from '../utils/desk-filters';
import { DeskTable } from './desk-table';
import { InboxFilters } from './inbox-filters';
import { type DeskOrdering, SortHeader } from './sort-header';
import '../../../styles/placed-order.css';
import '../../../styles/order-desk.css';
import '../texts';

/**
 * The order desk's inbox (issue 13 point 9; planning, issue 32 point 4): the orders newest first
 * or sorted by placement, promised day, delivery or pickup or shop (on the server), the planning
 * views 'Vandaag te leveren' and 'Te laat', filtered by shop, state and days of placement and
 * searched (filters and order live in the address), a page at a time. Each order number opens the order. On a phone the table scrolls
 * sideways inside its frame.
 */
export function OrderInbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => deskQueryOf(filters), [filters]);
  const rangeOk = isValidRange(filters);
  const list = useInfiniteQuery({ ...deskOrderListOptions(query), enabled: rangeOk });
  const shops = useQuery(shopsQueryOptions());

  if (isStaffRefused(list.error)) return <StaffNoAccess screen="orderDesk" />;

  const change = (next: DeskFilters) => setParams(paramsWithFilters(params, next), { replace: true });
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  const filtered = isFiltered(filters);
  const ordering: DeskOrdering = { sort: filters.sort, dir: filters.dir };
  const sortBy = (next: DeskOrdering) => change({ ...filters, ...next });

  return (
    <Container size="xl" py="xl" className="order-desk">
      <PageHead title={t('orderDesk.title')} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('orderDesk.title')}</Title>
          <Text c="gray.7">{t('orderDesk.intro')}</Text>
        </div>
        <InboxFilters filters={filters} shops={shops.data?.shops ?? []} onChange={change} />

        {!rangeOk ? null : list.isPending ? (
          <Spinner label={t('orderDesk.list.loading')} />
        ) : list.isError && !list.data ? (
          <Stack gap="sm" align="flex-start">
            <Alert color="red" role="alert">
              {t('orderDesk.list.failed')}{' '}
              {list.error instanceof ApiRequestError ? list.error.message : t('orderDesk.unreachable')}
            </Alert>
            <Button variant="default" onClick={() => void list.refetch()}>
              {t('orderDesk.list.retry')}
            </Button>
          </Stack>
        ) : orders.length === 0 ? (
          <Text role="status" data-testid="order-desk-empty">
            {filtered ? t('orderDesk.list.empty') : t('orderDesk.list.emptyAll')}
          </Text>
        ) : (
          <Stack gap="sm">
            <DeskTable
              className="order-desk__table"
              striped
              highlightOnHover
              verticalSpacing="sm"
              data-testid="order-desk-table"
              caption={filtered ? t('orderDesk.list.captionFiltered') : t('orderDesk.list.caption')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('orderDesk.list.number')}</Table.Th>
                  <SortHeader
                    column="placedAt"
                    label={t('orderDesk.list.placedAt')}
                    ordering={ordering}
                    onSort={sortBy}
                  />
                  <SortHeader
                    column="promised"
                    label={t('orderDesk.list.promised')}
                    ordering={ordering}
                    onSort={sortBy}
                  />
                  <SortHeader
                    column="orderType"
                    label={t('orderDesk.list.fulfilment')}
                    ordering={ordering}
                    onSort={sortBy}
                  />
                  <Table.Th scope="col">{t('orderDesk.list.kind')}</Table.Th>
                  <Table.Th scope="col">{t('orderDesk.list.customer')}</Table.Th>
                  <Table.Th scope="col">{t('orderDesk.list.reference')}</Table.Th>
                  <SortHeader
                    column="shop"
                    label={t('orderDesk.list.shop')}
                    ordering={ordering}
                    onSort={sortBy}
                  />
                  <Table.Th scope="col">{t('orderDesk.list.status')}</Table.Th>
                  <Table.Th scope="col" className="order-desk__number-cell">
                    {t('orderDesk.list.total')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((order) => (
                  <InboxRow key={order.id} order={order} />
                ))}
              </Table.Tbody>
            </DeskTable>
            <Group justify="space-between" align="center">
              <Text size="sm" c="gray.7" role="status">
                {t('orderDesk.list.shown', { count: orders.length })}
              </Text>
              {list.hasNextPage && (
                <Button
                  variant="default"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('orderDesk.list.loadMore')}
                </Button>
              )}
            </Group>
            {list.isFetchNextPageError && (
              <Alert color="red" role="alert">
                {t('orderDesk.list.failed')}
              </Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function InboxRow({ order }: { order: DeskOrderSummary }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const placed = dayAndTime(order.placedAt);
  return (
    <Table.Tr data-testid="order-desk-row" data-order-id={order.id}>
      <Table.Td className="order-desk__order-cell">
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={to('orderDeskOrder', { orderId: order.id })} fw={700}>
            {order.orderNumber}
          </Anchor>
          {order.express && <ExpressBadge label={t('orderDesk.list.express')} size="sm" />}
          {order.purchasingPortal && (
            <Badge size="sm" variant="outline" color="indigo.9" data-testid="order-desk-portal">
              {t('orderDesk.list.purchasingPortal')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td className="order-desk__nowrap">
        {placed.date} {placed.time}
      </Table.Td>
      <Table.Td className="order-desk__nowrap" data-testid="order-desk-promised">
        <PromisedDay order={order} />
      </Table.Td>
      <Table.Td>{t(`orderDesk.list.orderType.${order.orderType}`)}</Table.Td>
      <Table.Td>{t(`orderDesk.kinds.${order.kind}`)}</Table.Td>
      <Table.Td>
        <Text size="sm">{order.customerNumber ?? t('orderDesk.list.newCustomer')}</Text>
        {order.company && (
          <Text size="xs" c="gray.7">
            {order.company}
          </Text>
        )}
        {order.orderedByName && (
          <Text size="xs" c="gray.7">
            {t('orderDesk.list.orderedBy', { name: order.orderedByName })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{order.reference}</Table.Td>
      <Table.Td>{order.shop.company}</Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.status} label={order.statusLabel} size="sm" />
      </Table.Td>
      <Table.Td className="order-desk__number-cell">
        <InboxTotal order={order} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The promised day (dd-MM-yyyy, with its time when one was chosen); a passed one says 'Te laat'. */
function PromisedDay({ order }: { order: DeskOrderSummary }) {
  const { t } = useTranslation();
  if (!order.promised)
    return (
      <Text size="sm" c="gray.7">
        {t('orderDesk.list.noPromise')}
      </Text>
    );
  const [year, month, day] = order.promised.date.split('-');
  const text = `${day}-${month}-${year}${order.promised.time ? ` ${order.promised.time}` : ''}`;
  if (!order.overdue) return text;
  return (
    <span className="order-desk__overdue">
      {text} · {t('orderDesk.list.overdue')}
    </span>
  );
}

/**
 * The total excl. BTW (the desk is sent every amount); without a priced line what the order's
 * kind says instead: a job's price follows, a secured print is by agreement, a print order's files
 * are quoted, a quote request has none.
 */
function InboxTotal({ order }: { order: DeskOrderSummary }) {
  const { t } = useTranslation();
  const priced = order.lineCount > order.unpricedLineCount;
  if (priced && order.totals) return formatPrice(order.totals.exclVatCents);
  const instead = unpricedOrderWording(order.kind);
  return instead.kind === 'none' || priced
    ? t('orderDesk.list.none')
    : t(`orderDesk.list.noTotal.${instead.text}`);
}
