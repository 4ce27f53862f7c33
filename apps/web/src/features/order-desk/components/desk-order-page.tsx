import { Alert, Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatFileSize, formatPrice } from '@portal/shared/format';
import type { ChosenDate, OrderAddress } from '@portal/shared/schemas/order-details';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { ExpressBadge, OrderKindBadge, OrderStatusBadge } from '../../../components/order-status-badge';
import { PageHead } from '../../../components/page-head';
import { PlacedOrderFact, PlacedOrderLines } from '../../../components/placed-order-facts';
import { PlacedOrderTotals } from '../../../components/placed-order-totals';
import { Spinner } from '../../../components/spinner';
import { isStaffRefused, StaffNoAccess } from '../../../components/staff-access';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import {
  addressLines,
  chosenDateText,
  dayAndTime,
  isFileLine,
  linePriceWording,
  placedSpecs,
  showsQuantity,
} from '../../../lib/placed-orders';
import {
  deskOrderKey,
  deskOrderOptions,
  downloadLineFile,
  downloadTicket,
  moveOrder,
} from '../api/desk-orders';
import { type AnswerOutcome, DeskQuote } from './desk-quote';
import { DeskTable } from './desk-table';
import { FileCheck, hasFileCheck } from './file-check';
import { deliversIntoArchive, ScanDelivery } from './scan-delivery';
import { StatusActions } from './status-actions';
import '../../../styles/placed-order.css';
import '../../../styles/order-desk.css';
import '../texts';

type Props = {
  orderId: string;
};

/** What the last move came to: the new state, or the server's reason for refusing it. */
type Outcome = { kind: 'moved'; label: string } | { kind: 'refused'; message: string };

/**
 * One order at the desk (issue 13 point 9, issue 28): what it is, a quote request's answer (or
 * the form that answers it), its state with the moves the desk may make (each confirmed, with an
 * optional note for the customer), the lines: files with thumbnails of their first pages, their
 * pages, the choices with the titles the customer read, prices and downloads, or a job by its
 * title and choices; the job ticket (XJDF and JSON; a quote request has none), who ordered,
 * delivery or pickup, the addresses, instructions and letter, the status history and who
 * downloaded which file. A refused move shows the server's Dutch reason and the order as it is now.
 */
export function DeskOrderPage({ orderId }: Props) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const query = useQuery(deskOrderOptions(orderId));

  if (isStaffRefused(query.error)) return <StaffNoAccess screen="orderDesk" />;

  const back = (
    <Anchor component={Link} to={to('orderDesk')} className="order-desk__back">
      <LineIcon size={16}>
        <path d="M15 6l-6 6 6 6" />
      </LineIcon>
      {t('orderDesk.order.back')}
    </Anchor>
  );

  if (query.isPending)
    return (
      <Container size="xl" py="xl">
        <PageHead title={t('orderDesk.title')} />
        <Stack gap="md">
          {back}
          <Spinner label={t('orderDesk.order.loading')} />
        </Stack>
      </Container>
    );

  if (query.isError && !query.data) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <Container size="xl" py="xl">
        <PageHead title={t('orderDesk.title')} />
        <Stack gap="md" align="flex-start">
          {back}
          <Title order={1}>{notFound ? t('orderDesk.order.notFound') : t('orderDesk.order.failed')}</Title>
          <Text role="alert">
            {query.error instanceof ApiRequestError ? query.error.message : t('orderDesk.unreachable')}
          </Text>
          {!notFound && (
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('orderDesk.list.retry')}
            </Button>
          )}
        </Stack>
      </Container>
    );
  }

  return <OrderScreen order={query.data} back={back} />;
}

function OrderScreen({ order, back }: { order: DeskOrderView; back: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [moving, setMoving] = useState(false);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<AnswerOutcome | null>(null);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  // After a move the buttons change: the status section's heading keeps the keyboard's place.
  const [focusStatus, setFocusStatus] = useState(0);
  useEffect(() => {
    if (focusStatus > 0) statusHeading.current?.focus();
  }, [focusStatus]);
  // After an answer the form is gone: the quote's heading keeps the keyboard's place.
  const [focusQuote, setFocusQuote] = useState(0);
  useEffect(() => {
    if (focusQuote > 0) quoteHeading.current?.focus();
  }, [focusQuote]);

  const placed = dayAndTime(order.placedAt);
  const title = t('orderDesk.order.title', { number: order.orderNumber });

  const move = async (to: OrderStatus, note: string) => {
    setMoving(true);
    setOutcome(null);
    try {
      const moved = await moveOrder(queryClient, order.id, { to, expectedFrom: order.status, note });
      setOutcome({ kind: 'moved', label: moved.statusLabel });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setOutcome({ kind: 'refused', message: error.message });
        // Someone moved it meanwhile, or the rule says no: show the order as it is now.
        await queryClient.invalidateQueries({ queryKey: deskOrderKey(order.id) });
      } else if (error instanceof NetworkError) {
        setOutcome({ kind: 'refused', message: t('orderDesk.move.network') });
      } else throw error;
    } finally {
      setMoving(false);
      setFocusStatus((count) => count + 1);
    }
  };

  const download = async (run: () => Promise<void>) => {
    setDownloadProblem(null);
    try {
      await run();
      // The server records a file's download with the order (and keeps an older order's ticket
      // once made): read the order again, so the downloads and the ticket's note show it.
      await queryClient.invalidateQueries({ queryKey: deskOrderKey(order.id) });
    } catch (error) {
      if (!(error instanceof ApiRequestError || error instanceof NetworkError)) throw error;
      setDownloadProblem(
        t('orderDesk.order.downloadFailed', {
          message: error instanceof ApiRequestError ? error.message : t('orderDesk.unreachable'),
        }),
      );
    }
  };

  return (
    <Container size="xl" py="xl" className="order-desk" data-testid="desk-order-page">
      <PageHead title={`${title} – ${t('orderDesk.title')}`} />
      <Stack gap="lg">
        <div>
          {back}
          <Group gap="sm" mt="xs" align="center">
            <Title order={1}>{title}</Title>
            <OrderKindBadge label={t(`orderDesk.kinds.${order.kind}`)} />
            <OrderStatusBadge status={order.status} label={order.statusLabel} />
            {order.express && <ExpressBadge label={t('orderDesk.order.express')} />}
            {order.purchasingPortal && (
              <Badge variant="outline" color="indigo.9" data-testid="order-desk-portal-badge">
                {t('orderDesk.order.portal.badge')}
              </Badge>
            )}
          </Group>
          <Text c="gray.7">
            {t('orderDesk.order.placedAt')}{' '}
            {t('orderDesk.order.at', { date: placed.date, time: placed.time })}
          </Text>
        </div>

        {downloadProblem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setDownloadProblem(null)}>
            {downloadProblem}
          </Alert>
        )}

        <div className="order-desk__grid">
          <Stack gap="lg" className="order-desk__main">
            {order.quote && (
              <Panel
                title={
                  order.kind === 'quote' && order.status === 'received' && order.quote.quotationNo === null
                    ? t('orderDesk.order.answer.heading')
                    : t('orderDesk.order.quote.heading')
                }
                headingRef={quoteHeading}
                testId="order-desk-quote"
              >
                <DeskQuote
                  order={order}
                  quote={order.quote}
                  outcome={answer}
                  onOutcome={(outcome) => {
                    setAnswer(outcome);
                    setFocusQuote((count) => count + 1);
                  }}
                />
              </Panel>
            )}

            {deliversIntoArchive(order) && (
              <Panel title={t('orderDesk.scanDelivery.heading')} testId="order-desk-scan-delivery">
                <ScanDelivery order={order} />
              </Panel>
            )}

            <Panel title={t('orderDesk.move.heading')} headingRef={statusHeading} testId="order-desk-status">
              <Group gap="xs" mb="sm">
                <Text size="sm" fw={600}>
                  {t('orderDesk.move.current')}:
                </Text>
                <OrderStatusBadge status={order.status} label={order.statusLabel} size="sm" />
              </Group>
              {outcome?.kind === 'moved' && (
                <Alert color="green" role="status" mb="sm" data-testid="order-desk-moved">
                  {t('orderDesk.move.moved', { label: outcome.label })}
                </Alert>
              )}
              {outcome?.kind === 'refused' && (
                <Alert color="red" role="alert" mb="sm" data-testid="order-desk-refused">
                  {outcome.message}
                </Alert>
              )}
              <StatusActions order={order} busy={moving} onMove={move} />
            </Panel>

            <Panel title={t(`orderDesk.order.lines.${linesWords(order)[0]}`)}>
              <Lines
                order={order}
                onDownload={(line) =>
                  download(() => downloadLineFile(order.id, line.position, line.fileName ?? ''))
                }
              />
              <Totals order={order} />
            </Panel>

            {hasFileCheck(order) && (
              <Panel title={t('orderDesk.order.check.heading')} testId="order-desk-file-check">
                <FileCheck order={order} />
              </Panel>
            )}

            <Panel title={t('orderDesk.order.history.heading')}>
              <History order={order} />
              <Downloads order={order} />
            </Panel>
          </Stack>

          <Stack gap="lg" className="order-desk__aside">
            {/* A quote request is no work yet: it has no job ticket (the server answers 404). */}
            {order.kind !== 'quote' && (
              <Panel title={t('orderDesk.order.tickets.heading')}>
                <Text size="sm" c="gray.7" mb="sm">
                  {t('orderDesk.order.tickets.intro')}
                </Text>
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={() =>
                      void download(() => downloadTicket(order.id, 'xjdf', `${order.orderNumber}.xjdf`))
                    }
                    data-testid="ticket-xjdf"
                  >
                    {t('orderDesk.order.tickets.xjdf')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() =>
                      void download(() => downloadTicket(order.id, 'json', `${order.orderNumber}.json`))
                    }
                    data-testid="ticket-json"
                  >
                    {t('orderDesk.order.tickets.json')}
                  </Button>
                </Group>
                <Text size="xs" c="gray.7" mt="xs" data-testid="ticket-stored">
                  {order.ticketStored
                    ? t('orderDesk.order.tickets.stored')
                    : t('orderDesk.order.tickets.notStored')}
                </Text>
              </Panel>
            )}
            <Facts order={order} />
            <Fulfilment order={order} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

type Line = DeskOrderView['lines'][number];

/**
 * The lines' heading and caption keys by what the order's lines are: files, a job (copy, scan,
 * a quoted job) or a quote request.
 */
const linesWords = (order: DeskOrderView) =>
  order.kind === 'quote'
    ? (['headingRequest', 'captionRequest'] as const)
    : order.lines.some(isFileLine)
      ? (['heading', 'caption'] as const)
      : (['headingJob', 'captionJob'] as const);

/**
 * The lines as a table. An order with files has a column for the file (with its previews), its
 * pages and its download; a line without a file (a copy or scan job, a quote's description)
 * leaves those empty, and an order of jobs alone has no such columns.
 */
function Lines({ order, onDownload }: { order: DeskOrderView; onDownload: (line: Line) => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const withFiles = order.lines.some(isFileLine);
  const none = t('orderDesk.order.none');
  return (
    <DeskTable
      className="order-desk__table order-desk__table--lines"
      verticalSpacing="sm"
      data-testid="desk-order-lines"
      caption={t(`orderDesk.order.lines.${linesWords(order)[1]}`, { number: order.orderNumber })}
    >
      <Table.Thead>
        <Table.Tr>
          {withFiles && <Table.Th scope="col">{t('orderDesk.order.lines.file')}</Table.Th>}
          {withFiles && <Table.Th scope="col">{t('orderDesk.order.lines.pages')}</Table.Th>}
          <Table.Th scope="col">
            {withFiles ? t('orderDesk.order.lines.product') : t('orderDesk.order.lines.job')}
          </Table.Th>
          <Table.Th scope="col" className="order-desk__number-cell">
            {t('orderDesk.order.lines.quantity')}
          </Table.Th>
          <Table.Th scope="col" className="order-desk__number-cell">
            {t('orderDesk.order.lines.price')}
          </Table.Th>
          {withFiles && <Table.Th scope="col">{t('orderDesk.order.lines.download')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.lines.map((line) => {
          const specs = placedSpecs(line.specs);
          const file = isFileLine(line) ? line.file : null;
          return (
            <Table.Tr key={line.position} data-testid="desk-order-line" data-line-kind={line.kind}>
              {withFiles && (
                <Table.Td>
                  {isFileLine(line) ? (
                    <>
                      <Text size="sm" fw={600} className="placed-order__file-name">
                        {line.fileName}
                      </Text>
                      {file?.sizeBytes != null && (
                        <Text size="xs" c="gray.7">
                          {formatFileSize(file.sizeBytes)}
                        </Text>
                      )}
                    </>
                  ) : (
                    none
                  )}
                </Table.Td>
              )}
              {withFiles && (
                <Table.Td>
                  {line.pages ? (
                    <Text size="sm" className="order-desk__nowrap">
                      {t('orderDesk.order.lines.pagesSplit', {
                        colour: line.pages.colour,
                        bw: line.pages.bw,
                        blank: line.pages.blank,
                      })}
                    </Text>
                  ) : (
                    none
                  )}
                  {line.format && (
                    <Text size="xs" c="gray.7">
                      {t('orderDesk.order.lines.format', { format: line.format })}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" fw={withFiles ? undefined : 600}>
                  {line.productTitle}
                </Text>
                {specs.length > 0 && (
                  <ul className="order-desk__specs">
                    {specs.map((spec) => (
                      <li key={spec.key} className="placed-order__note">
                        {spec.label}: {spec.value}
                      </li>
                    ))}
                  </ul>
                )}
                {!withFiles && line.format && (
                  <Text size="xs" c="gray.7">
                    {t('orderDesk.order.lines.format', { format: line.format })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className="order-desk__number-cell">
                {showsQuantity(line) ? line.quantity : none}
              </Table.Td>
              <Table.Td className="order-desk__number-cell" data-testid="desk-order-line-price">
                <LinePrice line={line} />
              </Table.Td>
              {withFiles && (
                <Table.Td>
                  {!file ? (
                    none
                  ) : file.stored ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy === line.position}
                      aria-label={t('orderDesk.order.lines.downloadFile', { name: line.fileName })}
                      onClick={async () => {
                        setBusy(line.position);
                        try {
                          await onDownload(line);
                        } finally {
                          setBusy(null);
                        }
                      }}
                      data-testid="line-download"
                    >
                      {t('orderDesk.order.lines.download')}
                    </Button>
                  ) : (
                    <Text size="xs" c="gray.7">
                      {t('orderDesk.order.lines.missing')}
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </DeskTable>
  );
}

/**
 * A line's price as the desk reads it: the amount (the desk is sent every amount, also one the
 * customer read as 'Prijs op aanvraag', which it says beside it), a job's price that follows, a
 * secured print's agreement, nothing for a quote request.
 */
function LinePrice({ line }: { line: Line }) {
  const { t } = useTranslation();
  const price = linePriceWording(line);
  if (price.kind === 'none') return t('orderDesk.order.none');
  if (price.kind === 'text') return t(`orderDesk.order.lines.${price.text}`);
  return (
    <>
      {formatPrice(price.cents)}
      {line.priceHidden && (
        <Text size="xs" c="gray.7">
          {t('orderDesk.order.lines.hiddenForCustomer', { wording: t('orderDesk.order.lines.onRequest') })}
        </Text>
      )}
    </>
  );
}

/** The totals, when the order has a priced line (a job whose price follows has none to add up). */
function Totals({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  if (!order.totals || order.expressSurchargeCents === null) return null;
  if (order.unpricedLineCount >= order.lineCount) return null;
  const texts = {
    caption: t('orderDesk.order.totals.caption'),
    express: t('orderDesk.order.totals.express'),
    delivery: t('orderDesk.order.totals.delivery'),
    exclVat: t('orderDesk.order.totals.exclVat'),
    vat: t('orderDesk.order.totals.vat'),
    inclVat: t('orderDesk.order.totals.inclVat'),
  };
  return (
    <PlacedOrderTotals
      totals={order.totals}
      expressSurchargeCents={order.expressSurchargeCents}
      deliveryChargeCents={order.deliveryChargeCents ?? 0}
      texts={texts}
      testId="desk-order-totals"
    />
  );
}

function History({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  return (
    <DeskTable
      className="order-desk__table order-desk__table--narrow"
      verticalSpacing="xs"
      data-testid="desk-order-history"
      caption={t('orderDesk.order.history.caption', { number: order.orderNumber })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('orderDesk.order.history.status')}</Table.Th>
          <Table.Th scope="col">{t('orderDesk.order.history.at')}</Table.Th>
          <Table.Th scope="col">{t('orderDesk.order.history.by')}</Table.Th>
          <Table.Th scope="col">{t('orderDesk.order.history.note')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.history.map((entry) => {
          const at = dayAndTime(entry.at);
          const by =
            entry.changedBy?.name ||
            entry.changedBy?.email ||
            (entry.from === null
              ? t('orderDesk.order.history.customer')
              : t('orderDesk.order.history.unknown'));
          return (
            <Table.Tr key={`${entry.at}-${entry.to}`}>
              <Table.Td>{entry.toLabel}</Table.Td>
              <Table.Td className="order-desk__nowrap">
                {at.date} {at.time}
              </Table.Td>
              <Table.Td>{by}</Table.Td>
              <Table.Td className="placed-order__note">{entry.note || t('orderDesk.order.none')}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </DeskTable>
  );
}

/**
 * Who downloaded which of the order's files, and when (oldest first, as the server keeps them),
 * with the first view of a confidential file's pages by each staff member. A secured order's
 * files are confidential: the list says so.
 */
function Downloads({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="order-desk__downloads" data-testid="desk-order-downloads">
      <Title order={3} size="h5" id={id} mt="md" mb="xs">
        {t('orderDesk.order.downloads.heading')}
      </Title>
      {order.kind === 'secured' && (
        <Text size="sm" mb="xs">
          {t('orderDesk.order.downloads.secured')}
        </Text>
      )}
      {order.downloads.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('orderDesk.order.downloads.none')}
        </Text>
      ) : (
        <DeskTable
          className="order-desk__table order-desk__table--narrow"
          verticalSpacing="xs"
          caption={t('orderDesk.order.downloads.caption', { number: order.orderNumber })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('orderDesk.order.downloads.file')}</Table.Th>
              <Table.Th scope="col">{t('orderDesk.order.downloads.what')}</Table.Th>
              <Table.Th scope="col">{t('orderDesk.order.downloads.at')}</Table.Th>
              <Table.Th scope="col">{t('orderDesk.order.downloads.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.downloads.map((download, index) => {
              const at = dayAndTime(download.at);
              return (
                // Two downloads of one file in one millisecond are possible; their place is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <Table.Tr key={index} data-testid="desk-order-download">
                  <Table.Td className="placed-order__file-name">
                    {t('orderDesk.order.downloads.line', {
                      position: download.position,
                      name: download.fileName,
                    })}
                  </Table.Td>
                  <Table.Td>{t(`orderDesk.order.downloads.whats.${download.what}`)}</Table.Td>
                  <Table.Td className="order-desk__nowrap">
                    {at.date} {at.time}
                  </Table.Td>
                  <Table.Td>
                    {download.by?.name || download.by?.email || t('orderDesk.order.downloads.unknown')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </DeskTable>
      )}
    </section>
  );
}

/** Who ordered, for which customer, with which project and reference, at which shop. */
function Facts({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  const { orderedBy } = order;
  return (
    <Panel title={t('orderDesk.order.facts')}>
      <dl className="placed-order__facts">
        <PlacedOrderFact label={t('orderDesk.order.kind')}>
          {t(`orderDesk.kinds.${order.kind}`)}
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.orderedBy')}>
          <span className="placed-order__address-line">{orderedBy.name}</span>
          <Anchor href={`mailto:${orderedBy.email}`} size="sm" className="placed-order__address-line">
            {orderedBy.email}
          </Anchor>
          {orderedBy.phone && <span className="placed-order__address-line">{orderedBy.phone}</span>}
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.customerNumber')}>
          {order.customerNumber ?? t('orderDesk.order.noCustomerNumber')}
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.project')}>
          {order.project || t('orderDesk.order.none')}
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.reference')}>
          {order.reference || t('orderDesk.order.none')}
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.shop')}>{order.shop.company}</PlacedOrderFact>
        {order.purchasingPortal && <PurchasingPortal portal={order.purchasingPortal} />}
      </dl>
    </Panel>
  );
}

/**
 * A purchasing-portal order (issue 32 point 4): the purchasing system its document names, where
 * and when the document went back, and that the portal cannot confirm its receipt.
 */
function PurchasingPortal({ portal }: { portal: NonNullable<DeskOrderView['purchasingPortal']> }) {
  const { t } = useTranslation();
  const at = dayAndTime(portal.documentAt);
  let host = portal.callbackUrl;
  try {
    host = new URL(portal.callbackUrl).host;
  } catch {
    // The server checked the address; shown as it is if it does not parse here.
  }
  return (
    <PlacedOrderFact label={t('orderDesk.order.portal.label')}>
      <span data-testid="order-desk-portal" className="placed-order__address-line">
        {portal.buyerIdentity
          ? t('orderDesk.order.portal.system', { identity: portal.buyerIdentity })
          : t('orderDesk.order.portal.unknownSystem')}
      </span>
      <span className="placed-order__address-line">
        {t('orderDesk.order.portal.returnedTo', { date: at.date, time: at.time, host })}
      </span>
      {portal.received === null && (
        <Text size="xs" c="gray.7" className="placed-order__address-line">
          {t('orderDesk.order.portal.notConfirmed')}
        </Text>
      )}
    </PlacedOrderFact>
  );
}

/** Delivery or pickup with the date, the addresses, the instructions and the driver's letter. */
function Fulfilment({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  const { details } = order;
  const date = (chosen: ChosenDate | null) =>
    chosen
      ? `${chosenDateText(chosen)}${chosen.title === 'spoed' ? ` (${t('orderDesk.order.spoed')})` : ''}`
      : t('orderDesk.order.noDate');
  return (
    <Panel title={t('orderDesk.order.fulfilment')}>
      <dl className="placed-order__facts">
        <PlacedOrderFact label={t(`orderDesk.order.orderType.${details.orderType}`)}>
          {date(details.deliveryDate)}
        </PlacedOrderFact>
        {details.deliveryAddress && details.orderType !== 'pickUp' && (
          <PlacedOrderFact label={t('orderDesk.order.deliveryAddress')}>
            <Address address={details.deliveryAddress} />
          </PlacedOrderFact>
        )}
        {details.pickUpAddress && (
          <PlacedOrderFact label={t('orderDesk.order.pickUpAddress')}>
            <Address address={details.pickUpAddress} />
          </PlacedOrderFact>
        )}
        {details.pickUpDate && (
          <PlacedOrderFact label={t('orderDesk.order.pickUpDate')}>
            {date(details.pickUpDate)}
          </PlacedOrderFact>
        )}
        {details.invoiceAddress && (
          <PlacedOrderFact label={t('orderDesk.order.invoiceAddress')}>
            <Address address={details.invoiceAddress} />
          </PlacedOrderFact>
        )}
        <PlacedOrderFact label={t('orderDesk.order.instruction')}>
          <span className="placed-order__note">{details.instruction || t('orderDesk.order.none')}</span>
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.order.letter')}>
          <span className="placed-order__note">{details.letter || t('orderDesk.order.none')}</span>
        </PlacedOrderFact>
      </dl>
    </Panel>
  );
}

function Address({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  const extra = [
    address.phone,
    address.email,
    address.kvk ? t('orderDesk.order.kvk', { kvk: address.kvk }) : '',
    address.isConstructionSite ? t('orderDesk.order.constructionSite') : '',
  ].filter(Boolean);
  return <PlacedOrderLines lines={[...addressLines(address), ...extra]} />;
}

function Panel({
  title,
  children,
  headingRef,
  testId,
}: {
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className="panel-card" aria-labelledby={id} data-testid={testId}>
      <Title
        order={2}
        size="h4"
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="placed-order__section-title placed-order__heading"
      >
        {title}
      </Title>
      {children}
    </section>
  );
}
