import { translate } from '@portal/shared/i18n/translate';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import { type OrderDetails, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { OrderedChoice, quoteRequestBodySchema } from '@portal/shared/schemas/orders';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { z } from 'zod';
import { fail, isFailure } from '../../../platform/failure';
import type { FileIntake } from '../../uploads/file-intake.service';
import type { OrderedFiles } from '../../uploads/ordered-files';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { fileParts, NO_FILE } from './line-parts';
import { fileIdsOf } from './print-flow';

export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>;

const descriptionChoice = (description: string): OrderedChoice => ({
  menuId: 'offerteaanvraag',
  optionGroupName: 'description',
  optionName: description,
  groupTitle: translate('placedOrders.quoteRequest.description'),
  optionTitle: description,
});

/** What the request asks: its description, and a line per file it takes along; no prices. */
function requestLines(details: OrderDetails, files: readonly UploadedFile[]): PlacedLine[] {
  const unpriced = {
    unitPriceCents: null,
    linePriceCents: null,
    breakdown: null,
    noPriceReason: 'quoteRequest' as const,
    priceHidden: false,
    productId: null,
    format: null,
    quantity: 1,
  };
  return [
    {
      ...unpriced,
      kind: 'quote_request',
      ...NO_FILE,
      productTitle: translate('placedOrders.quoteRequest.title'),
      specs: [descriptionChoice(details.description.trim())],
      content: null,
    },
    ...files.map(
      (file): PlacedLine => ({
        ...unpriced,
        kind: 'quote_request',
        ...fileParts(file),
        productTitle: translate('placedOrders.quoteRequest.fileTitle'),
        specs: [],
        content: null,
      }),
    ),
  ];
}

/** The details as the pipeline reads them: the project a name string (spec 02 section 7), never from a list. */
export function quoteDetails(body: QuoteRequestBody): OrderDetails {
  const project = body.project.trim();
  return orderDetailsSchema.parse({ ...body.details, project: project ? { id: null, name: project } : null });
}

type Deps = {
  files: Pick<FileIntake, 'list'>;
  orderedFiles: Pick<OrderedFiles, 'isStored' | 'takeForOrder' | 'afterClosing'>;
};

/** Whether the request takes the session's files along. */
const takesFiles = (body: QuoteRequestBody) => body.details.includeFiles && body.sessionId !== null;

/**
 * The quote request (offerte-aanvraag, spec 02 sections 2.3, 4 and 7; issue 28 point 5): a
 * description of the work, with the upload session's files when includeFiles is on. It is no work
 * yet: no price, no job ticket; staff answer it with a price (quotes/quote-answers.service.ts)
 * and the customer orders it then (quoted-flow.ts). One request per draft.
 */
export function createQuoteRequestFlow(
  deps: Deps,
): OrderFlow<QuoteRequestBody, 'UPLOAD_SESSION_NOT_FOUND' | 'UPLOAD_ERROR'> {
  return {
    kind: 'quote',
    planningKind: 'print',
    naturalKey: (body) => body.draftId,
    sessionOf: (body) => (takesFiles(body) ? body.sessionId : null),
    detailsOf: quoteDetails,
    expectedTotalOf: () => 0,
    themeNameOf: (body) => body.themeName,
    goneCodes: ['UPLOAD_SESSION_NOT_FOUND'],
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.quote,

    async prepare(caller, body, { details }) {
      const missing = descriptionError('quote', details);
      let files: readonly UploadedFile[] = [];
      if (takesFiles(body) && body.sessionId) {
        const listed = await deps.files.list(caller, body.sessionId);
        if (isFailure(listed)) return listed;
        for (const file of listed)
          if (!(await deps.orderedFiles.isStored(file.uuid))) return fail('UPLOAD_ERROR');
        files = listed;
      }
      return { lines: requestLines(details, files), errors: missing ? [missing] : [], checkTotal: false };
    },

    // Only a request that takes files closes their session; without any the session stays as it is.
    async take(tx, caller, body, { lines, at }) {
      const files = fileIdsOf(lines);
      if (files.length === 0 || !body.sessionId) return true;
      return deps.orderedFiles.takeForOrder(tx, caller, body.sessionId, files, at);
    },

    async afterCommit(body, { lines }) {
      if (fileIdsOf(lines).length > 0 && body.sessionId) await deps.orderedFiles.afterClosing(body.sessionId);
    },
  };
}
