import { printsInColour } from '@portal/shared/rules/configuration';
import {
  type CustomSize,
  customSizeName,
  customSizeOf,
  isFormatChoice,
} from '@portal/shared/rules/custom-size';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import { specTitles } from '@portal/shared/rules/spec-titles';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { OrderedChoice, PlaceOrderBody, placeOrderBodySchema } from '@portal/shared/schemas/orders';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { fail, isFailure } from '../../../platform/failure';
import type { CartService, OrderedCartLine } from '../../cart/cart.service';
import type { StoreCartService } from '../../store-cart/store-cart.service';
import type { StoreCouponsService } from '../../store-cart/store-coupons.service';
import type { OrderedFiles } from '../../uploads/ordered-files';
import type { OrderCaller, OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { fileParts } from './line-parts';
import { storeCartLinesOf, storeItemLine } from './store-lines';

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

/**
 * The choices of a file printed at its own non-standard size: the format's title is the size as
 * the customer read it on the screen ('Afwijkend formaat 216 × 279 mm, geprijsd als A3', issue 32
 * point 6), so the mail, My orders and the desk name it alike; the option's name stays.
 */
function withCustomSizeNamed(
  choices: OrderedChoice[],
  size: CustomSize | null,
  pricedAs: PaperFormat | null,
) {
  if (!size) return choices;
  return choices.map((choice) =>
    isFormatChoice(choice) ? { ...choice, optionTitle: customSizeName(size, pricedAs) } : choice,
  );
}

/** A cart line as an order line: the file, the product and its choices as titled now, the price. */
export function printFileLine({ file, line, product }: OrderedCartLine): PlacedLine {
  // The cart keeps the sheet it priced on as one of the paper formats (or none).
  const format = (line.format ?? null) as PaperFormat | null;
  return {
    kind: 'print_file',
    ...fileParts(file),
    productId: line.productId,
    productTitle: line.productTitle,
    specs: withCustomSizeNamed(
      titledChoices(product, line.specs),
      customSizeOf(file, line.specs, format),
      format,
    ),
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
  storeCart: Pick<StoreCartService, 'linesToOrder' | 'take'>;
  coupons: Pick<StoreCouponsService, 'apply' | 'redeem'>;
};

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
  | 'BINDING_PAGE_COUNT'
  | 'SHEET_SIZE_OUT_OF_RANGE'
  | 'QUANTITY_BELOW_MINIMUM'
  | 'THEME_NOT_FOUND'
  | 'STORE_LINE_NOT_ORDERABLE'
  | 'COUPON_INVALID'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_ALREADY_USED';

/**
 * The print order (issue 13) and the print store's check-out (issue 29): the upload session's
 * file cart, each file with the catalogue product the customer chose on the product order
 * screen, and the customer's print store cart, all priced again on the server. A cart with files
 * and store items is one order, whichever of the two the customer completes (decision 0106); the
 * check-out's order is of kind 'store'. One order per session.
 */
export function createPrintFlow(
  deps: Deps,
  kind: 'print' | 'store' = 'print',
): OrderFlow<PrintOrderBody, PrintFlowFailure> {
  const base = sessionFlowBase(deps.orderedFiles);
  return {
    kind,
    planningKind: 'print',
    ...base,
    detailsOf: (body) => body.details,
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL[kind],

    async prepare(caller, body, context) {
      const [taken, inCart] = await Promise.all([
        deps.cart.linesForOrder(caller, body.sessionId),
        deps.storeCart.linesToOrder(caller.userId, body.themeName),
      ]);
      if (isFailure(taken)) return taken;
      if (isFailure(inCart)) return inCart;
      if (taken.length === 0 && inCart.length === 0) return fail('CART_EMPTY');
      // A design gone, a combination or a maximum changed since it went into the cart: the
      // customer sees why in the cart and mends it there; nothing is ordered in the meantime.
      if (inCart.some((line) => line.problem !== null)) return fail('STORE_LINE_NOT_ORDERABLE');
      // The print store's coupon (decision 0108): checked here, used in `take`.
      const typed = context.details.printStoreCoupon;
      const withCoupon = typed
        ? await deps.coupons.apply(typed, { userId: caller.userId, theme: body.themeName }, inCart)
        : null;
      if (isFailure(withCoupon)) return withCoupon;
      for (const { file } of taken)
        if (!(await deps.orderedFiles.isStored(file.uuid))) return fail('UPLOAD_ERROR');
      const store = withCoupon?.lines ?? inCart;
      return {
        lines: [...taken.map(printFileLine), ...store.map(storeItemLine)],
        // The order keeps the code as stored, which `take` then uses.
        ...(withCoupon ? { details: { ...context.details, printStoreCoupon: withCoupon.coupon.code } } : {}),
        errors: [],
        checkTotal: true,
      };
    },

    async take(tx, caller, body, placed) {
      if (!(await base.take(tx, caller, body, placed))) return false;
      // Before the store lines: of two orders racing for one account's cart and coupon, the
      // second then hears that the coupon is used rather than that its cart is gone.
      const code = placed.order.details.printStoreCoupon;
      if (code) {
        const used = await deps.coupons.redeem(tx, {
          code,
          userId: caller.userId,
          orderId: placed.order.id,
          at: placed.at,
        });
        if (isFailure(used)) return used;
      }
      return deps.storeCart.take(tx, caller.userId, storeCartLinesOf(placed.lines));
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
