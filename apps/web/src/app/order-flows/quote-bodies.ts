import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { QuoteOrderBody, QuoteRequestBody } from '@portal/shared/schemas/orders';

const BLANK = orderDetailsSchema.parse({});

/**
 * The order details as a quote flow sends them. The details are shared by every flow in this tab
 * (session storage), so they may still hold another flow's work: a print order's instruction, a
 * copy or scan job. None of that is shown in these flows, so none of it is sent: the shop would
 * read an instruction the customer never saw with this order.
 */
function withoutOtherWork(details: OrderDetails): OrderDetails {
  return {
    ...details,
    instruction: BLANK.instruction,
    copyJob: null,
    scanJob: null,
    originalsToShop: false,
    medium: BLANK.medium,
    archive: BLANK.archive,
  };
}

/**
 * A quote request (spec 02 section 3: "In a quote, sessionId is added and project is sent as a
 * name string"): the description is the request; the upload session goes along only while
 * 'Bestanden meesturen' is on.
 */
export function quoteRequestBody(input: {
  draftId: string;
  details: OrderDetails;
  sessionId: string | null;
  themeName: string;
}): QuoteRequestBody {
  const { project, ...details } = withoutOtherWork(input.details);
  return {
    draftId: input.draftId,
    sessionId: input.details.includeFiles ? input.sessionId : null,
    details,
    project: project?.name.trim() ?? '',
    themeName: input.themeName,
  };
}

/**
 * Ordering an answered quote: the deliver and invoice steps' details with the quote's number
 * ticked (the server sets it anyway); the work is the quote's, not a description of this order.
 */
export function quoteOrderBody(input: {
  details: OrderDetails;
  quotationNo: string;
  expectedTotalExclVatCents: number;
  themeName: string;
}): QuoteOrderBody {
  return {
    details: {
      ...withoutOtherWork(input.details),
      description: BLANK.description,
      includeFiles: BLANK.includeFiles,
      quotationNo: input.quotationNo,
    },
    expectedTotalExclVatCents: input.expectedTotalExclVatCents,
    themeName: input.themeName,
  };
}
