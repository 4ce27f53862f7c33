import type { ChosenSpecs, PriceRow, SpecMenu } from '../schemas/print-store';
import { specKeyOf } from './store-pricing';

/**
 * What a print store's admin may save as a product type (spec 02 sections 3, 5 and 9; issue 30
 * point 4; decision 0114): the spec menus, the combinations that cannot be made, the most one
 * order may hold, and the price table. The server refuses a save with the first problem found;
 * the admin's dialog can run the same checks before it sends. Every quantity is at least 1 (the
 * spec dialog's rule) and no price is below zero.
 */

/** A price row as the admin edits it: the size, the other priced menus' values, from how many, what one costs. */
export type AdminPriceRow = { size: string; specs: ChosenSpecs; minQuantity: number; unitCents: number };

/** Why a print specification cannot be saved: a text of the 'productTypeAdmin.specProblems' catalogue. */
export type SpecProblem =
  | 'duplicateMenu'
  | 'duplicateValue'
  | 'reservedCharacter'
  | 'oneSizeMenu'
  | 'oneVolumeMenu'
  | 'noValues'
  | 'defaultMissing'
  | 'notPriceable'
  | 'disabledEmpty'
  | 'disabledUnknown';

export type ProductTypeProblem =
  | {
      code: 'STORE_SPEC_INVALID';
      reason: {
        key: `productTypeAdmin.specProblems.${SpecProblem}`;
        values: Record<string, string | number>;
      };
    }
  | { code: 'STORE_MAX_ORDER_AMOUNT_BELOW_ONE'; values: Record<string, never> }
  | {
      code: 'STORE_PRICE_BELOW_ZERO' | 'STORE_PRICE_MIN_QUANTITY_BELOW_ONE' | 'STORE_PRICE_SPEC_UNKNOWN';
      values: { row: number };
    }
  | { code: 'STORE_PRICE_DUPLICATE'; values: { row: number; other: number } };

const specProblem = (
  reason: SpecProblem,
  values: Record<string, string | number> = {},
): ProductTypeProblem => ({
  code: 'STORE_SPEC_INVALID',
  reason: { key: `productTypeAdmin.specProblems.${reason}`, values },
});

/** The spec key joins 'menu=value' pairs with '|': a name holding either would be read back wrong. */
const RESERVED = /[|=]/;

/** Menus whose values the customer picks one of (an info text or a pictogram picker has no single value). */
const PICKED_ONE = new Set<SpecMenu['menuType']>(['slider', 'option', 'colors', 'quantity']);

function duplicateOf(names: string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** The menus, the disabled combinations and the limit: the first problem, or null when it can be saved. */
export function specificationProblem(type: {
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
}): ProductTypeProblem | null {
  const { menus } = type;
  const menu = duplicateOf(menus.map((entry) => entry.name));
  if (menu !== undefined) return specProblem('duplicateMenu', { menu });
  for (const entry of menus) {
    if (RESERVED.test(entry.name)) return specProblem('reservedCharacter', { name: entry.name });
    const value = duplicateOf(entry.values.map((offered) => offered.name));
    if (value !== undefined) return specProblem('duplicateValue', { menu: entry.title, value });
    const reserved = entry.values.find((offered) => RESERVED.test(offered.name));
    if (reserved) return specProblem('reservedCharacter', { name: reserved.name });
    if (PICKED_ONE.has(entry.menuType)) {
      if (entry.values.length === 0) return specProblem('noValues', { menu: entry.title });
      if (!entry.values.some((offered) => offered.name === entry.default))
        return specProblem('defaultMissing', { menu: entry.title });
    } else if (entry.priced) return specProblem('notPriceable', { menu: entry.title });
  }
  // The price table's first key is the size; pricing reads the one slider and the one volume menu.
  if (menus.filter((entry) => entry.menuType === 'slider').length !== 1) return specProblem('oneSizeMenu');
  if (menus.filter((entry) => entry.menuType === 'quantity').length > 1) return specProblem('oneVolumeMenu');

  const byName = new Map(menus.map((entry) => [entry.name, entry]));
  for (const [index, combination] of type.disabled.entries()) {
    const pairs = Object.entries(combination);
    if (pairs.length === 0) return specProblem('disabledEmpty', { number: index + 1 });
    const known = pairs.every(([name, value]) =>
      byName.get(name)?.values.some((offered) => offered.name === value),
    );
    if (!known) return specProblem('disabledUnknown', { number: index + 1 });
  }
  if (type.maxOrderAmount !== null && type.maxOrderAmount < 1)
    return { code: 'STORE_MAX_ORDER_AMOUNT_BELOW_ONE', values: {} };
  return null;
}

/** The menus a price row names besides the size: the priced ones, in menu order. */
const keyMenusOf = (menus: SpecMenu[]) => menus.filter((menu) => menu.priced && menu.menuType !== 'slider');

/** The row names a size and exactly the priced menus' values that the menus offer. */
function rowIsKnown(menus: SpecMenu[], row: AdminPriceRow): boolean {
  const size = menus.find((menu) => menu.menuType === 'slider');
  if (!size?.values.some((offered) => offered.name === row.size)) return false;
  const keyMenus = keyMenusOf(menus);
  const named = Object.keys(row.specs);
  if (named.length !== keyMenus.length) return false;
  return keyMenus.every((menu) => menu.values.some((offered) => offered.name === row.specs[menu.name]));
}

/**
 * The price table against the menus it prices (checked first with specificationProblem): the first
 * problem, numbered as the admin's table counts its rows (from 1), or null.
 */
export function priceTableProblem(menus: SpecMenu[], rows: AdminPriceRow[]): ProductTypeProblem | null {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const number = index + 1;
    if (row.unitCents < 0) return { code: 'STORE_PRICE_BELOW_ZERO', values: { row: number } };
    if (row.minQuantity < 1) return { code: 'STORE_PRICE_MIN_QUANTITY_BELOW_ONE', values: { row: number } };
    if (!rowIsKnown(menus, row)) return { code: 'STORE_PRICE_SPEC_UNKNOWN', values: { row: number } };
    const key = `${row.size}\n${specKeyOf({ menus }, row.specs)}\n${row.minQuantity}`;
    const other = seen.get(key);
    if (other !== undefined) return { code: 'STORE_PRICE_DUPLICATE', values: { row: number, other } };
    seen.set(key, number);
  }
  return null;
}

/** The rows as the table stores them: the specs as the normalised key pricing looks up. */
export function storedPriceRows(menus: SpecMenu[], rows: AdminPriceRow[]): PriceRow[] {
  return rows.map((row) => ({
    size: row.size,
    specKey: specKeyOf({ menus }, row.specs),
    minQuantity: row.minQuantity,
    unitCents: row.unitCents,
  }));
}

/** The stored rows as the admin edits them: the key read back into the priced menus' values. */
export function adminPriceRows(rows: readonly PriceRow[]): AdminPriceRow[] {
  return rows.map((row) => ({
    size: row.size,
    specs: Object.fromEntries(
      row.specKey
        .split('|')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return [pair.slice(0, at), pair.slice(at + 1)];
        }),
    ),
    minQuantity: row.minQuantity,
    unitCents: row.unitCents,
  }));
}
