import { formatDate } from '@portal/shared/format';
import type { OrderView, QuoteView } from '@portal/shared/schemas/order-views';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { myOrderOptions } from '../../features/my-orders/api/my-orders';
import { ApiRequestError } from '../../lib/api-client';

/**
 * Which answered quote is being ordered ('Order n.a.v. offerteaanvraag'): My orders links to the
 * flow's first step with the request's id in the query `offerte`. The steps after it link without
 * the query, and a reload must keep the quote, so the id is kept in session storage (this tab,
 * until the order is placed).
 */
export const QUOTED_REQUEST_STORAGE_KEY = 'quotedOrder.requestId';
export const QUOTE_QUERY_PARAM = 'offerte';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storedRequestId(): string | null {
  try {
    const id = sessionStorage.getItem(QUOTED_REQUEST_STORAGE_KEY);
    return id && UUID.test(id) ? id : null;
  } catch {
    return null;
  }
}

function storeRequestId(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, id);
    else sessionStorage.removeItem(QUOTED_REQUEST_STORAGE_KEY);
  } catch {
    // Storage refused: the query still names the quote on this page.
  }
}

/**
 * The quote of the query (kept for the next steps), else the one kept; null when neither names
 * one. What was kept is read once per page: placing the order forgets it, while the page stays to
 * show the thanks.
 */
export function useQuotedRequestId(): string | null {
  const [params] = useSearchParams();
  const named = params.get(QUOTE_QUERY_PARAM);
  const fromQuery = named && UUID.test(named) ? named : null;
  const [kept] = useState(storedRequestId);
  useEffect(() => {
    if (fromQuery) storeRequestId(fromQuery);
  }, [fromQuery]);
  return fromQuery ?? kept;
}

/** The quote was ordered: the next visit of the flow asks My orders which quote again. */
export function forgetQuotedRequest(): void {
  storeRequestId(null);
}

/** An answered quote that can be ordered: its number and price are known. */
export type OrderableQuote = QuoteView & { quotationNo: string; priceCents: number };

export type QuoteUnavailable =
  | { reason: 'notFound' | 'notAnswered' | 'closed' }
  | { reason: 'ordered'; orderNumber: string }
  | { reason: 'expired'; validUntil: string };

/** The quote and its request, once it can be ordered. */
export type ReadyQuote = { request: OrderView; quote: OrderableQuote };

export type QuotedRequest =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'unavailable'; unavailable: QuoteUnavailable }
  | { status: 'ready'; request: OrderView; quote: OrderableQuote };

/** Today in Amsterdam as yyyy-MM-dd, the days a quote's validUntil counts in. */
function amsterdamToday(now: Date): string {
  const [day, month, year] = formatDate(now).split('-');
  return `${year}-${month}-${day}`;
}

/**
 * Whether the request can be ordered as My orders shows it. The server decides when it is sent
 * (QUOTE_EXPIRED, QUOTE_NOT_ORDERABLE); this spares the customer the steps for a quote that
 * is already ordered, withdrawn or past its last day.
 */
export function orderability(
  request: OrderView,
  now: Date = new Date(),
): { ready: OrderableQuote } | { unavailable: QuoteUnavailable } {
  const quote = request.quote;
  if (request.kind !== 'quote' || !quote) return { unavailable: { reason: 'notFound' } };
  if (quote.orderedAs)
    return { unavailable: { reason: 'ordered', orderNumber: quote.orderedAs.orderNumber } };
  if (request.status === 'cancelled') return { unavailable: { reason: 'closed' } };
  if (request.status !== 'quoted' || quote.quotationNo === null || quote.priceCents === null)
    return { unavailable: { reason: 'notAnswered' } };
  if (quote.validUntil && quote.validUntil < amsterdamToday(now))
    return { unavailable: { reason: 'expired', validUntil: quote.validUntil } };
  return { ready: { ...quote, quotationNo: quote.quotationNo, priceCents: quote.priceCents } };
}

/** The request behind the quote (My orders' view of it) and whether it can be ordered. */
export function useQuotedRequest(userId: string, requestId: string): QuotedRequest {
  const query = useQuery(myOrderOptions(userId, requestId));
  if (query.data) {
    const found = orderability(query.data);
    return 'ready' in found
      ? { status: 'ready', request: query.data, quote: found.ready }
      : { status: 'unavailable', unavailable: found.unavailable };
  }
  if (query.error instanceof ApiRequestError && query.error.code === 'ORDER_NOT_FOUND')
    return { status: 'unavailable', unavailable: { reason: 'notFound' } };
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'loading' };
}
