import { translate } from '@portal/shared/i18n/translate';
import { traitsOf } from '@portal/shared/rules/order-kind-traits';
import { isPurchasingPortal, ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import type { OrderedChoice, quoteOrderBodySchema } from '@portal/shared/schemas/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { fail } from '../../../platform/failure';
import type { CustomerLinksService } from '../../customers/customer-links.service';
import { addDays, amsterdamWallClock } from '../../shops/amsterdam-calendar';
import type { OrderViewsRepository } from '../order-views.repository';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { markQuoteOrdered, orderById, quoteOf } from '../quotes/quotes.repository';
import { NO_FILE } from './line-parts';

/** Ordering an answered quote: the request it follows, and the deliver and invoice steps' details. */
export type QuotedOrderBody = z.output<typeof quoteOrderBodySchema> & { requestId: string };

/** The natural key of the order placed on a quote: one order per quote. */
export const quotedOrderKey = (requestId: string) => `quote:${requestId}`;

type Deps = {
  db: Db;
  clock: Clock;
  views: Pick<OrderViewsRepository, 'linesOf'>;
  customers: Pick<CustomerLinksService, 'customerNumbersOf'>;
};

/**
 * 'Order n.a.v. offerteaanvraag' on an answered quote (issue 28 point 5, decision 0071): one line,
 * the quote's work at the quoted price, with the request's description and files; the quotation
 * number ticked and first in the instruction. The request moves to accepted in the order's
 * transaction, so a quote is ordered once; an expired quote is not ordered.
 */
export type QuotedFlowFailure =
  | 'ORDER_NOT_FOUND'
  | 'NOT_A_QUOTE_REQUEST'
  | 'QUOTE_NOT_ORDERABLE'
  | 'QUOTE_EXPIRED';

export function createQuotedFlow(deps: Deps): OrderFlow<QuotedOrderBody, QuotedFlowFailure> {
  return {
    kind: 'quoted',
    planningKind: 'print',
    naturalKey: (body) => quotedOrderKey(body.requestId),
    sessionOf: () => null,
    detailsOf: (body) => body.details,
    expectedTotalOf: (body) => body.expectedTotalExclVatCents,
    themeNameOf: (body) => body.themeName,
    // Ordered a moment ago (by this key or another): the pipeline answers that order.
    goneCodes: ['QUOTE_NOT_ORDERABLE'],
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.quoted,

    async prepare(caller, body, { details, theme }) {
      const request = await orderById(deps.db, body.requestId);
      // A quote is its customer's price: only a user of that customer number orders it (the
      // requester too only while linked to it); a request without one only by who asked it.
      const orderable =
        request !== null &&
        (request.customerNumber === null
          ? request.userId === caller.userId
          : (await deps.customers.customerNumbersOf(caller.userId)).includes(request.customerNumber));
      if (!request || !orderable) return fail('ORDER_NOT_FOUND');
      if (!traitsOf(request.kind).quoteRequest) return fail('NOT_A_QUOTE_REQUEST');
      const quote = await quoteOf(deps.db, request.id);
      if (!quote || request.status !== 'quoted' || quote.orderedOrderId !== null)
        return fail('QUOTE_NOT_ORDERABLE');
      if (amsterdamWallClock(deps.clock.now()).date > quote.validUntil) return fail('QUOTE_EXPIRED');

      const requestLines = await deps.views.linesOf(request.id);
      const description = request.details.description.trim();
      const choices: OrderedChoice[] = [
        {
          menuId: 'offerte',
          optionGroupName: 'quotationNo',
          optionName: quote.quotationNo,
          groupTitle: translate('placedOrders.quoted.quotationNo'),
          optionTitle: quote.quotationNo,
        },
        {
          menuId: 'offerte',
          optionGroupName: 'description',
          optionName: description,
          groupTitle: translate('placedOrders.quoted.description'),
          optionTitle: description,
        },
        ...(quote.note.trim()
          ? [
              {
                menuId: 'offerte',
                optionGroupName: 'note',
                optionName: quote.note,
                groupTitle: translate('placedOrders.quoted.note'),
                optionTitle: quote.note,
              },
            ]
          : []),
      ];
      const line: PlacedLine = {
        kind: 'quoted_job',
        ...NO_FILE,
        productId: null,
        productTitle: translate('placedOrders.quoted.title', { quotationNo: quote.quotationNo }),
        specs: choices,
        content: {
          quoteOrderId: request.id,
          description,
          files: requestLines
            .filter((requested) => requested.fileName !== null)
            .map((requested) => ({
              position: requested.position,
              fileName: requested.fileName,
              pages: (requested.pagesBw ?? 0) + (requested.pagesColour ?? 0) + (requested.pagesBlank ?? 0),
            })),
        },
        format: null,
        quantity: 1,
        unitPriceCents: null,
        linePriceCents: quote.priceCents,
        breakdown: null,
        noPriceReason: null,
        priceHidden: false,
      };
      return {
        lines: [line],
        // The quote's number and customer, whatever the body says: this order follows the quote.
        details: {
          ...details,
          quotationNo: quote.quotationNo,
          // (A purchasing portal's order has no invoice address: the portal's customer pays.)
          invoiceAddress:
            request.customerNumber === null || isPurchasingPortal(theme.settings.customFields)
              ? details.invoiceAddress
              : orderAddressSchema.parse({ customerNumber: request.customerNumber }),
        },
        errors: [],
        checkTotal: true,
      };
    },

    take: (tx, caller, body, { order, at }) =>
      markQuoteOrdered(tx, { requestId: body.requestId, orderId: order.id, by: caller.userId, at }),

    afterCommit: async () => {},
  };
}

/** The last day a quote answered on `answeredOn` (an Amsterdam day) stands. */
export const quoteValidUntil = (answeredOn: string, validDays: number) => addDays(answeredOn, validDays);
