import type { ChosenSpecs, PriceRow, ProductType, SpecMenu } from '../schemas/print-store';

/**
 * The price of a print store item (spec 02 sections 3 and 9; decision 0105): the product type's
 * price table, keyed by size plus the other priced specs, gives a unit price from a minimum
 * quantity on (volume prices); the line price is unit price × quantity. A product type with a
 * 'quantity' menu sells volumes: the table's price for the chosen volume is the line's price
 * itself. The same function prices on the product page and, with the stored table, on the
 * server when the item goes into the cart and into the order.
 */

export type StorePrice = { unitCents: number; lineCents: number };
export type StorePriceProblem = 'INVALID_COMBINATION' | 'NO_PRICE' | 'UNKNOWN_SPEC' | 'QUANTITY';

const sizeMenuOf = (type: Pick<ProductType, 'menus'>): SpecMenu | undefined =>
  type.menus.find((menu) => menu.menuType === 'slider');

const volumeMenuOf = (type: Pick<ProductType, 'menus'>): SpecMenu | undefined =>
  type.menus.find((menu) => menu.menuType === 'quantity');

/** The price table's spec key of a choice: the priced menus other than the size, in menu order. */
export function specKeyOf(type: Pick<ProductType, 'menus'>, specs: ChosenSpecs): string {
  return type.menus
    .filter((menu) => menu.priced && menu.menuType !== 'slider')
    .map((menu) => `${menu.name}=${specs[menu.name] ?? ''}`)
    .join('|');
}

/** The choice with every menu's default filled in where the customer chose nothing. */
export function withDefaults(type: Pick<ProductType, 'menus'>, specs: ChosenSpecs): ChosenSpecs {
  const filled: ChosenSpecs = {};
  for (const menu of type.menus) {
    const chosen = specs[menu.name] ?? menu.default;
    if (chosen !== null && chosen !== undefined) filled[menu.name] = chosen;
  }
  return filled;
}

/** Every chosen value is one its menu offers, and every menu with values has one. */
export function specsAreKnown(type: Pick<ProductType, 'menus'>, specs: ChosenSpecs): boolean {
  const menus = new Map(type.menus.map((menu) => [menu.name, menu]));
  for (const [name, value] of Object.entries(specs)) {
    const menu = menus.get(name);
    if (!menu?.values.some((offered) => offered.name === value)) return false;
  }
  return type.menus.every(
    (menu) => menu.values.length === 0 || menu.menuType === 'imageSelector' || specs[menu.name] !== undefined,
  );
}

/** The combination is one the product type says cannot be made ('De door u gekozen combinatie…'). */
export function isDisabledCombination(type: Pick<ProductType, 'disabled'>, specs: ChosenSpecs): boolean {
  return type.disabled.some((combination) =>
    Object.entries(combination).every(([menu, value]) => specs[menu] === value),
  );
}

/** The table's row for this size and key at this quantity: the highest minimum reached. */
function rowFor(
  prices: readonly PriceRow[],
  size: string,
  key: string,
  quantity: number,
): PriceRow | undefined {
  let best: PriceRow | undefined;
  for (const row of prices) {
    if (row.size !== size || row.specKey !== key || row.minQuantity > quantity) continue;
    if (!best || row.minQuantity > best.minQuantity) best = row;
  }
  return best;
}

/**
 * The price of `quantity` items with these specs (defaults filled in), or why there is none.
 * quantity counts pieces; for a volume-priced type it counts volumes of the chosen size.
 */
export function priceStoreItem(
  type: Pick<ProductType, 'menus' | 'disabled' | 'maxOrderAmount' | 'prices'>,
  chosen: ChosenSpecs,
  quantity: number,
): StorePrice | { problem: StorePriceProblem } {
  if (!Number.isInteger(quantity) || quantity < 1) return { problem: 'QUANTITY' };
  if (type.maxOrderAmount !== null && quantity > type.maxOrderAmount) return { problem: 'QUANTITY' };
  const specs = withDefaults(type, chosen);
  if (!specsAreKnown(type, specs)) return { problem: 'UNKNOWN_SPEC' };
  if (isDisabledCombination(type, specs)) return { problem: 'INVALID_COMBINATION' };
  const size = specs[sizeMenuOf(type)?.name ?? ''] ?? '';
  const key = specKeyOf(type, specs);
  if (volumeMenuOf(type)) {
    // The volume is in the key: its row's price is what the volume costs, once per volume.
    const row = rowFor(type.prices, size, key, 1);
    return row ? { unitCents: row.unitCents, lineCents: row.unitCents * quantity } : { problem: 'NO_PRICE' };
  }
  const row = rowFor(type.prices, size, key, quantity);
  return row ? { unitCents: row.unitCents, lineCents: row.unitCents * quantity } : { problem: 'NO_PRICE' };
}

/** The least one piece (or one volume) of this type costs in any combination that can be made: 'v.a.'. */
export function fromPriceOf(type: Pick<ProductType, 'menus' | 'disabled' | 'prices'>): number | null {
  const sizeMenu = sizeMenuOf(type);
  let least: number | null = null;
  for (const row of type.prices) {
    const specs: ChosenSpecs = Object.fromEntries(
      row.specKey
        .split('|')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    if (sizeMenu) specs[sizeMenu.name] = row.size;
    if (isDisabledCombination(type, specs)) continue;
    if (least === null || row.unitCents < least) least = row.unitCents;
  }
  return least;
}
