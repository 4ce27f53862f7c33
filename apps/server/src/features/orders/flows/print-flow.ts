import { printsInColour } from '@portal/shared/rules/configuration';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import { specTitles } from '@portal/shared/rules/spec-titles';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { OrderedChoice, PlaceOrderBody, placeOrderBodySchema } from '@portal/shared/schemas/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { fail, isFailure } from '../../../platform/failure';
import type { CartService, OrderedCartLine } from '../../cart/cart.service';
import type { OrderedFiles } from '../../uploads/ordered-files';
import type { OrderCaller, OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { fileParts } from './line-parts';

/** A print order's body as the route validated it. */
export type PrintOrderBody = z.output<typeof placeOrderBodySchema>;
export type { PlaceOrderBody };

/** Each choice with the titles the customer reads now: the order keeps them as they were (decision 0071). */
export function titledChoices(product: Product | undefined, specs: readonly SpecEntry[]): OrderedChoice[] {
  return specs.map((spec) => {
    const titles = specTitles(product, spec);
    return { ...spec, groupTitle: titles.group, optionTitle: titles.option };
  });
}

/** A cart line as an order line: the file, the product and its choices as titled now, the price. */
export function printFileLine({ file, line, product }: OrderedCartLine): PlacedLine {
  return {
    kind: 'print_file',
    ...fileParts(file),
    productId: line.productId,
    productTitle: line.productTitle,
    specs: titledChoices(product, line.specs),
    content: { printsInColour: printsInColour(product, file, line.specs) },
    format: line.format ?? null,
    quantity: line.quantity,
    unitPriceCents: null,
    linePriceCents: line.priceCents ?? null,
    breakdown: line.breakdown ?? null,
    noPriceReason: line.noPriceReason ?? null,
    // A product sold on a quote showed the customer no amount (decision 0068).
    priceHidden: product.hidePrice,
  };
}

type Deps = {
  cart: Pick<CartService, 'linesForOrder'>;
  orderedFiles: Pick<OrderedFiles, 'isStored' | 'takeForOrder' | 'afterClosing'>;
};

/**
 * The print order (issue 13): the upload session's cart, each file with the catalogue product the
 * customer chose on the product order screen, priced again on the server. One order per session.
 */
/** What the print flow's own checks refuse. */
export type PrintFlowFailure =
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'CART_EMPTY'
  | 'UPLOAD_ERROR'
  | 'FILE_STILL_ANALYSING'
  | 'PRODUCT_NOT_FOUND'
  | 'OPTION_NOT_AVAILABLE'
  | 'MENU_NOT_AVAILABLE'
  | 'OPTION_MISSING'
  | 'QUANTITY_BELOW_MINIMUM';

export function createPrintFlow(deps: Deps): OrderFlow<PrintOrderBody, PrintFlowFailure> {
  return {
    kind: 'print',
    planningKind: 'print',
    ...sessionFlowBase(deps.orderedFiles),
    detailsOf: (body) => body.details,
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.print,

    async prepare(caller, body) {
      const taken = await deps.cart.linesForOrder(caller, body.sessionId);
      if (isFailure(taken)) return taken;
      if (taken.length === 0) return fail('CART_EMPTY');
      for (const { file } of taken)
        if (!(await deps.orderedFiles.isStored(file.uuid))) return fail('UPLOAD_ERROR');
      return { lines: taken.map(printFileLine), errors: [], checkTotal: true };
    },
  };
}

/**
 * What the orders of an upload session share (the print and the secured print order): one order
 * per session, which takes the files of its lines and closes the session.
 */
export function sessionFlowBase(orderedFiles: Pick<OrderedFiles, 'takeForOrder' | 'afterClosing'>) {
  return {
    naturalKey: (body: PrintOrderBody) => body.sessionId,
    sessionOf: (body: PrintOrderBody) => body.sessionId,
    expectedTotalOf: (body: PrintOrderBody) => body.expectedTotalExclVatCents,
    themeNameOf: (body: PrintOrderBody) => body.themeName,
    goneCodes: ['UPLOAD_SESSION_NOT_FOUND'] as const,
    take: (
      tx: Db,
      caller: OrderCaller,
      body: PrintOrderBody,
      { lines, at }: { lines: readonly PlacedLine[]; at: Date },
    ) => orderedFiles.takeForOrder(tx, caller, body.sessionId, fileIdsOf(lines), at),
    afterCommit: (body: PrintOrderBody) => orderedFiles.afterClosing(body.sessionId),
  };
}

/** The files an order keeps: those of its lines. */
export const fileIdsOf = (lines: readonly PlacedLine[]): string[] =>
  lines.flatMap((line) => (line.fileId ? [line.fileId] : []));
