import type { ChosenSpecs, PriceRow, SpecMenu } from '@portal/shared/schemas/print-store';

/**
 * What a product type's history row says about a save (issue 30 point 4, decision 0114): small
 * enough to read, precise enough to answer "who raised the price of Forex 30 × 30 and when". The
 * fields a save changed, as `{ from, to }`; the menus by title; the price table as counts and the
 * first changed rows with their old and new unit price.
 */

/** Changed price rows a history row lists at most; the counts say how many there were. */
export const PRICE_EXAMPLES_MAX = 10;

export type TypeState = {
  name: string;
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
  prices: PriceRow[];
};

const rowKey = (row: PriceRow) => `${row.size}|${row.specKey}|${row.minQuantity}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The price table's difference: rows added, removed and repriced, with the first few repriced. */
export function priceChanges(before: readonly PriceRow[], after: readonly PriceRow[]) {
  const old = new Map(before.map((row) => [rowKey(row), row]));
  const now = new Map(after.map((row) => [rowKey(row), row]));
  const examples: {
    size: string;
    specs: string;
    minQuantity: number;
    from: number | null;
    to: number | null;
  }[] = [];
  let added = 0;
  let removed = 0;
  let changed = 0;
  const note = (row: PriceRow, from: number | null, to: number | null) => {
    if (examples.length < PRICE_EXAMPLES_MAX)
      examples.push({ size: row.size, specs: row.specKey, minQuantity: row.minQuantity, from, to });
  };
  for (const [key, row] of now) {
    const was = old.get(key);
    if (!was) {
      added += 1;
      note(row, null, row.unitCents);
    } else if (was.unitCents !== row.unitCents) {
      changed += 1;
      note(row, was.unitCents, row.unitCents);
    }
  }
  for (const [key, row] of old)
    if (!now.has(key)) {
      removed += 1;
      note(row, row.unitCents, null);
    }
  return added + removed + changed === 0 ? null : { added, removed, changed, examples };
}

/** The menus' difference by title: which were added, removed or changed in any way. */
function menuChanges(before: SpecMenu[], after: SpecMenu[]) {
  const old = new Map(before.map((menu) => [menu.name, menu]));
  const now = new Map(after.map((menu) => [menu.name, menu]));
  const added = after.filter((menu) => !old.has(menu.name)).map((menu) => menu.title);
  const removed = before.filter((menu) => !now.has(menu.name)).map((menu) => menu.title);
  const changed = after
    .filter((menu) => old.has(menu.name) && !same(old.get(menu.name), menu))
    .map((menu) => menu.title);
  const reordered =
    added.length + removed.length === 0 &&
    !same(
      before.map((menu) => menu.name),
      after.map((menu) => menu.name),
    );
  if (added.length + removed.length + changed.length === 0 && !reordered) return null;
  return { added, removed, changed, ...(reordered ? { reordered: true } : {}) };
}

/** The details of a save: only what differs; empty when the save changed nothing. */
export function productTypeChanges(before: TypeState, after: TypeState): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  if (before.name !== after.name) details.name = { from: before.name, to: after.name };
  if (before.maxOrderAmount !== after.maxOrderAmount)
    details.maxOrderAmount = { from: before.maxOrderAmount, to: after.maxOrderAmount };
  const menus = menuChanges(before.menus, after.menus);
  if (menus) details.menus = menus;
  if (!same(before.disabled, after.disabled))
    details.disabled = { from: before.disabled.length, to: after.disabled.length };
  const prices = priceChanges(before.prices, after.prices);
  if (prices) details.prices = prices;
  return details;
}
