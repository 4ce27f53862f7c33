import { translate } from '@portal/shared/i18n/translate';
import { type ConfigurationFailure, quoteFor, specsAsKept } from '@portal/shared/rules/configuration';
import { customSizeOf } from '@portal/shared/rules/custom-size';
import { printLimitText } from '@portal/shared/rules/print-limits';
import type { CartLine, CartResponse, ConfigureFileBody, PutInCartBody } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { KeptWhileHeard } from '../../db/kept-while-heard';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { CatalogueService, CatalogueView, CatalogueViewer } from '../catalogue/catalogue.service';
import type { FileIntake } from '../uploads/file-intake.service';
import type { UploadCaller } from '../uploads/upload-owner';
import type { CartLineRow, CartRepository, NewCartLine } from './cart.repository';

/** Who asks: the upload caller (browser and user) and what the catalogue needs to know of the user. */
export type CartCaller = UploadCaller & CatalogueViewer;

/** A cart line as an order takes it: priced again, with its file and its product as it is now. */
export type OrderedCartLine = {
  file: UploadedFile;
  line: NewCartLine & { productTitle: string };
  product: Product;
};

type ConfigureFailure =
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'FILE_STILL_ANALYSING'
  | 'PRODUCT_NOT_FOUND'
  | 'OPTION_NOT_AVAILABLE'
  | 'MENU_NOT_AVAILABLE'
  | 'OPTION_MISSING'
  | 'BINDING_PAGE_COUNT'
  | 'SHEET_SIZE_OUT_OF_RANGE'
  | 'QUANTITY_BELOW_MINIMUM';

/** The engine's reasons as the API's error codes. */
const CONFIGURATION_FAILURES = {
  UNKNOWN_OPTION: 'OPTION_NOT_AVAILABLE',
  MENU_NOT_AVAILABLE: 'MENU_NOT_AVAILABLE',
  OPTION_MISSING: 'OPTION_MISSING',
  BINDING_PAGE_COUNT: 'BINDING_PAGE_COUNT',
  SHEET_SIZE_OUT_OF_RANGE: 'SHEET_SIZE_OUT_OF_RANGE',
} as const satisfies Record<ConfigurationFailure, ConfigureFailure>;

type Deps = {
  repository: CartRepository;
  /** The session's lines as read last, kept while no change of the session is heard (decision 0049). */
  keptLines: KeptWhileHeard<CartLineRow[]>;
  files: FileIntake;
  catalogue: CatalogueService;
  clock: Clock;
};

export function createCartService({ repository, keptLines, files, catalogue, clock }: Deps) {
  /** A session's lines: every cart call reads them, and they change only with a quote or a click. */
  const linesOf = (sessionId: string) => keptLines.get(sessionId, () => repository.linesOf(sessionId));

  /**
   * The session's lines in the order of its file list, with the files' names and the products'
   * titles. The three reads side by side: each catches up with the database's notices, and
   * asked together they share one round trip for it (lib/fresh-reads.ts).
   */
  async function cartOf(caller: CartCaller, sessionId: string) {
    const [list, rows, view] = await Promise.all([
      files.list(caller, sessionId),
      linesOf(sessionId),
      catalogue.catalogueFor(caller),
    ]);
    return isFailure(list) ? list : cartFrom(list, rows, view);
  }

  /** The cart after a write: its lines read again (a read that begins after the write). */
  async function cartOfFiles(
    caller: CartCaller,
    sessionId: string,
    list: readonly UploadedFile[],
  ): Promise<CartResponse> {
    const [rows, view] = await Promise.all([linesOf(sessionId), catalogue.catalogueFor(caller)]);
    return cartFrom(list, rows, view);
  }

  /**
   * The cart last made of each kept lines array, with the file list and catalogue view it was
   * made with. While the three reads are kept (decision 0058) the same state gives the same,
   * never changed object, so the route serialises it once (answerOnce) instead of on every call;
   * a fresh read is a new key.
   */
  const cartOfLines = new WeakMap<
    CartLineRow[],
    { list: readonly UploadedFile[]; view: CatalogueView; cart: CartResponse }
  >();

  function cartFrom(list: readonly UploadedFile[], rows: CartLineRow[], view: CatalogueView): CartResponse {
    const known = cartOfLines.get(rows);
    if (known?.list === list && known.view === view) return known.cart;
    const cart = Object.freeze(cartOfState(list, rows, view));
    cartOfLines.set(rows, { list, view, cart });
    return cart;
  }

  function cartOfState(
    list: readonly UploadedFile[],
    rows: CartLineRow[],
    view: CatalogueView,
  ): CartResponse {
    const byFile = new Map(rows.map((row) => [row.fileId, row]));
    const products = new Map(view.products.map((product) => [product.id, product]));
    const lines: CartLine[] = [];
    for (const file of list) {
      const row = byFile.get(file.uuid);
      if (!row) continue;
      const product = products.get(row.productId);
      // A product this user can no longer see cannot tell whether its price may show: none does.
      const hidden = view.pricesHidden || (product?.hidePrice ?? true);
      lines.push(toLine(row, file, product?.title ?? row.productId, hidden));
    }
    // A hidden line has no amount (priceCents null), so the total is of what the customer is shown.
    const totalCents = lines.reduce((sum, line) => sum + (line.inCart ? (line.priceCents ?? 0) : 0), 0);
    return { lines, totalCents };
  }

  /**
   * A file's line as the server prices it: the same function the screen prices with (decision
   * 0039); a client's price is never read. A file still being analysed cannot be configured yet;
   * one without analysis gets no price and can still be ordered.
   */
  function pricedLine(
    sessionId: string,
    file: UploadedFile,
    body: ConfigureFileBody,
    /** The product body.productId names, when this caller may order it. */
    product: Product | undefined,
  ):
    | (NewCartLine & { productTitle: string })
    | Failure<Exclude<ConfigureFailure, 'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND'>> {
    if (file.status === 'ANALYZING') return fail('FILE_STILL_ANALYSING');
    if (!product) return fail('PRODUCT_NOT_FOUND');
    if (body.quantity < product.minQuantity) return fail('QUANTITY_BELOW_MINIMUM');
    // A large format takes 'A4 vouwen' here too: a client that left it out is not priced without it.
    const specs = specsAsKept(product, file, body.specs);
    const quote = quoteFor(product, file, specs, body.quantity);
    if (quote.kind === 'invalid') {
      // A limit names itself: the range a binding holds, the sizes the product prints (decision 0134).
      const limit = quote.problem ? printLimitText(quote.problem) : null;
      return fail(
        CONFIGURATION_FAILURES[quote.reason],
        limit ? translate(limit.key, limit.values) : undefined,
      );
    }
    const priced = quote.kind === 'priced' ? quote : null;
    return {
      fileId: file.uuid,
      sessionId,
      productId: product.id,
      productTitle: product.title,
      specs,
      quantity: body.quantity,
      format: priced?.format ?? null,
      priceCents: priced?.cents ?? null,
      breakdown: priced?.lines ?? null,
      noPriceReason: quote.kind === 'noPrice' ? quote.reason : null,
    };
  }

  return {
    /**
     * Chooses a product, its options and a quantity for a file and prices it here (the client's
     * price is never read). A file still being analysed cannot be configured yet; one without
     * analysis gets no price and can still be ordered.
     */
    async configure(
      caller: CartCaller,
      sessionId: string,
      fileId: string,
      body: ConfigureFileBody,
    ): Promise<CartLine | Failure<ConfigureFailure>> {
      // Side by side, sharing one catch-up with the database's notices.
      const [file, product, view] = await Promise.all([
        files.get(caller, sessionId, fileId),
        catalogue.productFor(caller, body.productId),
        catalogue.catalogueFor(caller),
      ]);
      if (isFailure(file)) return file;
      const line = pricedLine(sessionId, file, body, product);
      if (isFailure(line)) return line;
      const { productTitle, ...row } = line;
      // pricedLine found the product, or it failed. Stored with its price; answered without it when hidden.
      const hidden = view.pricesHidden || product!.hidePrice;
      return toLine(await repository.save(row, clock.now()), file, productTitle, hidden);
    },

    /**
     * 'In winkelwagen' for several files at once: each priced here, all saved and put in the
     * cart in one transaction, or none when one is refused (the cart stays as it was).
     */
    async putInCart(
      caller: CartCaller,
      sessionId: string,
      body: PutInCartBody,
    ): Promise<CartResponse | Failure<ConfigureFailure>> {
      const list = await files.list(caller, sessionId);
      if (isFailure(list)) return list;
      const byId = new Map(list.map((file) => [file.uuid, file]));
      const lines: NewCartLine[] = [];
      for (const { fileId, ...choice } of body.lines) {
        const file = byId.get(fileId);
        if (!file) return fail('FILE_NOT_FOUND');
        const product = await catalogue.productFor(caller, choice.productId);
        const line = pricedLine(sessionId, file, choice, product);
        if (isFailure(line)) return line;
        const { productTitle: _title, ...row } = line;
        lines.push(row);
      }
      await repository.saveInCart(sessionId, lines, clock.now());
      return cartOfFiles(caller, sessionId, list);
    },

    /**
     * Like putInCart, but a line that no longer fits (its product gone, an option gone, below the
     * minimum) is refused alone and reported, and the others go in together ('Opnieuw bestellen',
     * issue 13 point 7): the lines of an old order at today's catalogue and prices.
     */
    async putWhatFits(
      caller: CartCaller,
      sessionId: string,
      body: PutInCartBody,
    ): Promise<
      | {
          cart: CartResponse;
          refused: { fileId: string; code: Exclude<ConfigureFailure, 'UPLOAD_SESSION_NOT_FOUND'> }[];
        }
      | Failure<'UPLOAD_SESSION_NOT_FOUND'>
    > {
      const list = await files.list(caller, sessionId);
      if (isFailure(list)) return list;
      const byId = new Map(list.map((file) => [file.uuid, file]));
      const lines: NewCartLine[] = [];
      const refused: { fileId: string; code: Exclude<ConfigureFailure, 'UPLOAD_SESSION_NOT_FOUND'> }[] = [];
      for (const { fileId, ...choice } of body.lines) {
        const file = byId.get(fileId);
        const line = file
          ? pricedLine(sessionId, file, choice, await catalogue.productFor(caller, choice.productId))
          : fail('FILE_NOT_FOUND');
        if (isFailure(line)) {
          refused.push({ fileId, code: line.code });
          continue;
        }
        const { productTitle: _title, ...row } = line;
        lines.push(row);
      }
      if (lines.length > 0) await repository.saveInCart(sessionId, lines, clock.now());
      return { cart: await cartOfFiles(caller, sessionId, list), refused };
    },

    cart: cartOf,

    /**
     * The lines in the cart as an order takes them (issue 13): in the file list's order, each
     * priced again now by the engine with today's catalogue (the stored price is not trusted: a
     * price table may have changed since), with its file. Refused as a whole when one line no
     * longer fits its product.
     */
    async linesForOrder(
      caller: CartCaller,
      sessionId: string,
    ): Promise<OrderedCartLine[] | Failure<Exclude<ConfigureFailure, 'FILE_NOT_FOUND'>>> {
      const list = await files.list(caller, sessionId);
      if (isFailure(list)) return list;
      const rows = new Map((await linesOf(sessionId)).map((row) => [row.fileId, row]));
      const taken: OrderedCartLine[] = [];
      for (const file of list) {
        const row = rows.get(file.uuid);
        if (!row?.inCart) continue;
        const { productId, specs, quantity } = row;
        const product = await catalogue.productFor(caller, productId);
        const line = pricedLine(sessionId, file, { productId, specs, quantity }, product);
        if (isFailure(line)) return line;
        // pricedLine found the product, or it failed.
        taken.push({ file, line, product: product! });
      }
      return taken;
    },

    /** Puts configured files in the cart, all or none: a file without a product is refused. */
    async add(
      caller: CartCaller,
      sessionId: string,
      fileIds: string[],
    ): Promise<
      CartResponse | Failure<'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND' | 'FILE_NOT_CONFIGURED'>
    > {
      const list = await files.list(caller, sessionId);
      if (isFailure(list)) return list;
      const known = new Set(list.map((file) => file.uuid));
      const configured = new Set((await linesOf(sessionId)).map((row) => row.fileId));
      for (const fileId of fileIds) {
        if (!known.has(fileId)) return fail('FILE_NOT_FOUND');
        if (!configured.has(fileId)) return fail('FILE_NOT_CONFIGURED');
      }
      await repository.setInCart(sessionId, fileIds, true, clock.now());
      return cartOfFiles(caller, sessionId, list);
    },

    /** Takes a file out of the cart; its product and price stay, pending. */
    async remove(
      caller: CartCaller,
      sessionId: string,
      fileId: string,
    ): Promise<CartResponse | Failure<'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND'>> {
      const file = await files.get(caller, sessionId, fileId);
      if (isFailure(file)) return file;
      await repository.setInCart(sessionId, [fileId], false, clock.now());
      return cartOf(caller, sessionId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;

/**
 * A stored line as this customer is answered. `priceHidden`: the product is sold on a quote or
 * the customer's theme hides prices (decision 0098): no amount, breakdown or reason leaves the
 * server, while the row keeps the price for the order.
 */
function toLine(row: CartLineRow, file: UploadedFile, productTitle: string, priceHidden: boolean): CartLine {
  const format = (row.format as CartLine['format']) ?? null;
  return {
    fileId: row.fileId,
    fileName: file.fileName,
    productId: row.productId,
    productTitle,
    specs: row.specs,
    quantity: row.quantity,
    format,
    // Named on Controleren as on the product order screen (issue 32 point 6).
    customSize: customSizeOf(file, row.specs, format),
    priceCents: priceHidden ? null : row.priceCents,
    breakdown: priceHidden ? null : row.breakdown,
    noPriceReason: priceHidden ? null : row.noPriceReason,
    priceHidden,
    inCart: row.inCart,
  };
}
