import { endpointUrl } from '@portal/shared/api/endpoint';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type { DeskOrderList, DeskOrdersQuery, DeskOrderView } from '@portal/shared/schemas/order-views';
import type { QuoteAnswerBody } from '@portal/shared/schemas/orders';
import type {
  ScanDeliveredFiles,
  ScanDeliveryFinished,
  ScanDeliveryPlace,
} from '@portal/shared/schemas/scan-delivery';
import type { ShopList } from '@portal/shared/schemas/shops';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';
import { contracts } from '../../../lib/contracts';
import { saveFile } from '../../../lib/save-file';

/**
 * The order desk's calls (issue 13 points 8 and 9; decision 0051): the inbox a page at a time by
 * the answer's cursor, one order, a move of its state, and its job tickets and files as
 * downloads. The server checks the order-desk role on every call (403 otherwise).
 */
export const deskOrdersKey = ['orderDesk'] as const;
const listKey = [...deskOrdersKey, 'list'] as const;
export const deskOrderKey = (orderId: string) => [...deskOrdersKey, 'order', orderId] as const;

export function deskOrderListOptions(query: DeskOrdersQuery) {
  return infiniteQueryOptions({
    queryKey: [...listKey, query] as const,
    queryFn: ({ pageParam }): Promise<DeskOrderList> =>
      callApi(contracts.orderDesk, 'listDeskOrders', {
        query: pageParam ? { ...query, cursor: pageParam } : query,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // New orders arrive all day: the list asks again when the desk comes back to it.
    staleTime: 0,
    retry: false,
  });
}

export function deskOrderOptions(orderId: string) {
  return queryOptions({
    queryKey: deskOrderKey(orderId),
    queryFn: (): Promise<DeskOrderView> =>
      callApi(contracts.orderDesk, 'getDeskOrder', { params: { orderId } }),
    staleTime: 0,
    retry: false,
  });
}

/** The shops for the filter (the same question as the deliver step's, so one answer serves both). */
export function shopsQueryOptions() {
  return queryOptions({
    queryKey: ['shops'],
    queryFn: (): Promise<ShopList> => callApi(contracts.shops, 'listShops', {}),
    staleTime: 10 * 60_000,
  });
}

export type StatusMove = { to: OrderStatus; expectedFrom: OrderStatus; note: string };

/**
 * Moves the order and keeps the answer (the order after the move) as the order's data; the
 * inbox asks again. A refused move throws the server's error (ORDER_STATUS_CHANGED 409,
 * ORDER_STATUS_NOT_ALLOWED 422) for the page to show.
 */
export async function moveOrder(
  queryClient: QueryClient,
  orderId: string,
  move: StatusMove,
): Promise<DeskOrderView> {
  const moved = await callApi(contracts.orderDesk, 'moveOrderStatus', { params: { orderId }, body: move });
  queryClient.setQueryData(deskOrderKey(orderId), moved);
  await queryClient.invalidateQueries({ queryKey: listKey });
  return moved;
}

/**
 * Answers a quote request (issue 28 point 5) and keeps the answer (the order, now quoted) as the
 * order's data; the inbox asks again. A refusal throws the server's error (QUOTATION_NUMBER_INVALID,
 * QUOTATION_NUMBER_TAKEN, QUOTE_NOT_OPEN) for the form to show.
 */
export async function answerQuote(
  queryClient: QueryClient,
  orderId: string,
  answer: QuoteAnswerBody,
): Promise<DeskOrderView> {
  const answered = await callApi(contracts.orderDesk, 'answerQuote', { params: { orderId }, body: answer });
  queryClient.setQueryData(deskOrderKey(orderId), answered);
  await queryClient.invalidateQueries({ queryKey: listKey });
  return answered;
}

/** Downloads a job ticket (`{ordernummer}.xjdf` or `.json`) and hands it to the browser. */
export async function downloadTicket(orderId: string, kind: 'xjdf' | 'json', fallbackName: string) {
  const api = await contracts.orderDesk();
  const endpoint = kind === 'xjdf' ? api.downloadXjdfTicket : api.downloadJsonTicket;
  const file = await apiDownload(endpointUrl(endpoint, { orderId }));
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** Pages of a line's file the desk shows as thumbnails, and their width (2× the 60 px shown). */
export const PREVIEW_PAGES = 4;
export const PREVIEW_WIDTH = 120;
/** The large page a thumbnail opens (issue 32 point 4): the widest preview the server makes. */
export const LARGE_PREVIEW_WIDTH = 960;

/**
 * A page of an order line's file as an image (decision 0056), fetched with the login an <img>
 * cannot send. An ordered file never changes: asked once per visit.
 */
export function linePreviewOptions(
  orderId: string,
  position: number,
  page: number,
  width: typeof PREVIEW_WIDTH | typeof LARGE_PREVIEW_WIDTH = PREVIEW_WIDTH,
) {
  return queryOptions({
    queryKey: [...deskOrdersKey, 'preview', orderId, position, page, width] as const,
    queryFn: async (): Promise<Blob> => {
      const api = await contracts.orderDesk();
      const url = endpointUrl(api.getOrderLinePreview, { orderId, position, size: width }, { page });
      return (await apiDownload(url)).blob;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Downloads the file of an order line as the customer uploaded it. */
export async function downloadLineFile(orderId: string, position: number, fallbackName: string) {
  const api = await contracts.orderDesk();
  const file = await apiDownload(endpointUrl(api.downloadOrderLineFile, { orderId, position }));
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** Where a scan order's scans go (issue 31 point 5, decision 0126): the archive when it exists, the folder. */
export const scanDeliveryKey = (orderId: string) => [...deskOrdersKey, 'scanDelivery', orderId] as const;

export function scanDeliveryOptions(orderId: string) {
  return queryOptions({
    queryKey: scanDeliveryKey(orderId),
    queryFn: (): Promise<ScanDeliveryPlace> =>
      callApi(contracts.orderDesk, 'getScanDelivery', { params: { orderId } }),
    staleTime: 0,
    retry: false,
  });
}

/** Files finished uploads of the staff member's session into the scan order's archive. */
export function deliverScanFiles(
  orderId: string,
  body: { sessionId: string; uploadIds: string[] },
): Promise<ScanDeliveredFiles> {
  return callApi(contracts.orderDesk, 'deliverScanFiles', { params: { orderId }, body });
}

/**
 * Finishes the delivery: the customer is mailed, the order is delivered. Keeps the answer's order
 * as the order's data; the inbox and the delivery's place ask again. A refusal throws the
 * server's error (SCAN_NOTHING_DELIVERED, …) for the panel to show.
 */
export async function finishScanDelivery(
  queryClient: QueryClient,
  orderId: string,
): Promise<ScanDeliveryFinished> {
  const finished = await callApi(contracts.orderDesk, 'finishScanDelivery', { params: { orderId } });
  queryClient.setQueryData(deskOrderKey(orderId), finished.order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: scanDeliveryKey(orderId) }),
  ]);
  return finished;
}
