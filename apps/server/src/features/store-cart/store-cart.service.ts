import type { AddStoreItemBody, StoreCart } from '@portal/shared/schemas/store-cart';
import { STORE_CART_MAX_LINES } from '@portal/shared/schemas/store-cart';
import type { Db } from '../../db/database';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { StoreCartOwner, StoreCartRepository } from './store-cart.repository';
import type { StoreCartLineRow } from './store-cart.tables';
import { itemKey, type StoreItemRef, type StoreItems } from './store-items';
import { type PricedStoreLine, pricedLine, priceOf, sameSpecs, specsToKeep } from './store-line-pricing';

/** Who looks at a store cart: their cart's owner, and the theme the store is browsed in. */
export type StoreCartCaller = { owner: StoreCartOwner; theme: string | undefined };

type Deps = { repository: StoreCartRepository; items: StoreItems };

/**
 * The print store's cart (decision 0106): adds, changes and removes lines, checked with the same
 * price rule as the product page, and answers the whole cart priced anew from the store's table.
 */
export function createStoreCartService({ repository, items }: Deps) {
  async function priced(
    theme: string | undefined,
    rows: StoreCartLineRow[],
  ): Promise<PricedStoreLine[] | Failure<'THEME_NOT_FOUND'>> {
    const found = await items.itemsFor(theme, rows.map(refOf));
    if (isFailure(found)) return found;
    return rows.map((row) => pricedLine(row, found.get(itemKey(refOf(row)))));
  }

  async function cartOf(caller: StoreCartCaller): Promise<StoreCart | Failure<'THEME_NOT_FOUND'>> {
    const lines = await priced(caller.theme, await repository.linesOf(caller.owner));
    if (isFailure(lines)) return lines;
    return cartFrom(lines);
  }

  /** The cart as the customer reads it: the lines without what only the order keeps, the total, the count. */
  function cartFrom(lines: PricedStoreLine[]): StoreCart {
    const shown = lines.map(
      ({ hiddenUnitCents: _unit, hiddenLineCents: _line, choices: _choices, sizeMm: _size, ...line }) => line,
    );
    const total = shown.every((line) => line.lineCents !== null)
      ? shown.reduce((sum, line) => sum + (line.lineCents ?? 0), 0)
      : null;
    return {
      lines: shown,
      totalCents: total,
      itemCount: shown.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  return {
    cart: cartOf,

    async add(caller: StoreCartCaller, body: AddStoreItemBody) {
      const ref = body.productId
        ? { kind: 'product' as const, id: body.productId }
        : { kind: 'package' as const, id: body.packageId as string };
      const lines = await repository.linesOf(caller.owner);
      // The item and those of the lines at once: the answer prices the lines with them too.
      const found = await items.itemsFor(caller.theme, [ref, ...lines.map(refOf)]);
      if (isFailure(found)) return found;
      const item = found.get(itemKey(ref));
      if (!item) return fail('STORE_ITEM_NOT_FOUND');
      const specs = specsToKeep(item, body.specs);
      const same = lines.find(
        (line) => line.kind === ref.kind && line.itemId === ref.id && sameSpecs(line.specs, specs),
      );
      if (!same && lines.length >= STORE_CART_MAX_LINES) return fail('STORE_CART_FULL');
      // The quantity the line will have: a maximum holds for the line, not for each click.
      const price = priceOf(item, specs, body.quantity + (same?.quantity ?? 0));
      if ('problem' in price)
        return price.problem === 'QUANTITY'
          ? fail('STORE_QUANTITY_NOT_ALLOWED')
          : fail('INVALID_SPEC_COMBINATION');
      // One line per configuration, as the customer reads the cart: the same one adds to its line.
      // The answer is the lines as read with this change, not read again: a query less a click.
      const written = same
        ? await repository.setQuantity(caller.owner, same.id, same.quantity + body.quantity)
        : await repository.insert(caller.owner, {
            kind: ref.kind,
            itemId: ref.id,
            name: item.name,
            specs,
            quantity: body.quantity,
          });
      // Removed by another tab meanwhile: the cart as it is now.
      if (!written) return cartOf(caller);
      const rows = same
        ? lines.map((line) => (line.id === written.id ? written : line))
        : [...lines, written];
      return cartFrom(rows.map((row) => pricedLine(row, found.get(itemKey(refOf(row))))));
    },

    async change(caller: StoreCartCaller, lineId: string, quantity: number) {
      const line = (await repository.linesOf(caller.owner)).find((each) => each.id === lineId);
      if (!line) return fail('STORE_CART_LINE_NOT_FOUND');
      const found = await items.itemsFor(caller.theme, [refOf(line)]);
      if (isFailure(found)) return found;
      const item = found.get(itemKey(refOf(line)));
      // A gone item's line can only be removed; a lower quantity may mend a lowered maximum.
      if (!item) return fail('STORE_CART_LINE_NOT_FOUND');
      const price = priceOf(item, line.specs, quantity);
      if ('problem' in price && price.problem === 'QUANTITY') return fail('STORE_QUANTITY_NOT_ALLOWED');
      if (!(await repository.setQuantity(caller.owner, lineId, quantity)))
        return fail('STORE_CART_LINE_NOT_FOUND');
      return cartOf(caller);
    },

    async remove(caller: StoreCartCaller, lineId: string) {
      if (!(await repository.remove(caller.owner, lineId))) return fail('STORE_CART_LINE_NOT_FOUND');
      return cartOf(caller);
    },

    /** An order's view of the user's store lines: priced with the prices the customer may not see. */
    async linesToOrder(userId: string, theme: string | undefined) {
      return priced(theme, await repository.linesOf({ userId }));
    },

    /** In the order's transaction: false when the lines changed since the order read them. */
    take(tx: Db, userId: string, lines: readonly Pick<PricedStoreLine, 'id' | 'quantity'>[]) {
      return repository.take(tx, userId, lines);
    },

    /** A change or removal from a browser without a cart: the line is not theirs. */
    missingLine: () => fail('STORE_CART_LINE_NOT_FOUND'),

    /** A login: the browser's visitor cart becomes the account's. */
    moveToUser(visitorHash: string, userId: string) {
      return repository.moveToUser(visitorHash, userId);
    },
  };
}
export type StoreCartService = ReturnType<typeof createStoreCartService>;

/** What a cart line is of: its design or package (the line's own id is not the item's). */
const refOf = (row: Pick<StoreCartLineRow, 'kind' | 'itemId'>): StoreItemRef => ({
  kind: row.kind,
  id: row.itemId,
});
