import type { SpecMenu, SpecMenuType } from '@portal/shared/schemas/print-store';
import {
  type Draft,
  type DraftMenu,
  type DraftRow,
  keyMenusOf,
  newRowKey,
  parseWhole,
  rowValue,
} from './product-type-draft';

/**
 * Whole menus of a product type as its editor changes them (decision 0124): a menu added, removed,
 * moved, its kind or its priced flag changed. The price table is keyed by the priced menus, so
 * each change that touches the key rewrites the table in the same draft, and the editor says how
 * before it does: a menu that starts to price repeats every row once per value at the price it
 * has; a menu that stops (or goes) keeps the rows of its default value and drops the others.
 */

/** The most price rows one save takes (the API's schema). */
export const PRICE_ROWS_MAX = 5000;

/** The most menus one type has (the API's schema). */
export const MENUS_MAX = 20;

/** Menus the customer picks one value of; only they can price (product-type-checks.ts). */
const PICKED_ONE = new Set<SpecMenuType>(['slider', 'option', 'colors', 'quantity']);

/** A menu whose values are a key of the price table: the size, and any other priced menu. */
const isKey = (menu: Pick<SpecMenu, 'menuType' | 'priced'>) => menu.menuType === 'slider' || menu.priced;

/**
 * The kinds a menu may become. The size is the table's first key and stays one; a volume makes
 * every price a pack's; an information text and pictograms have no value to price. A list and
 * colours are read and priced alike, so one may become the other.
 */
export function kindsFor(menu: Pick<SpecMenu, 'menuType'>): SpecMenuType[] {
  if (menu.menuType === 'option' || menu.menuType === 'colors') return ['option', 'colors'];
  return [menu.menuType];
}

/**
 * The kinds a new menu may have: a list, colours, a volume when the type has none, or an
 * information text. Not a second size (the table has one), nor pictograms, which the product page
 * does not show yet (they belong to the customizable designs).
 */
export function newMenuKinds(menus: readonly Pick<SpecMenu, 'menuType'>[]): SpecMenuType[] {
  const volume = menus.some((menu) => menu.menuType === 'quantity');
  return ['option', 'colors', ...(volume ? [] : (['quantity'] as const)), 'info'];
}

/** The menu may go: any but the size. */
export const canRemove = (menu: Pick<SpecMenu, 'menuType'>) => menu.menuType !== 'slider';

/** Whether the price depends on the menu can change: for a menu the customer picks one value of, not the size. */
export const canChangePriced = (menu: Pick<SpecMenu, 'menuType'>) =>
  PICKED_ONE.has(menu.menuType) && menu.menuType !== 'slider';

/** The rows in the order a price list reads (size, each key menu's values, from how many). */
export function sortedRows(menus: readonly SpecMenu[], rows: DraftRow[]): DraftRow[] {
  const keyMenus = keyMenusOf(menus);
  const rank = (menu: SpecMenu, value: string) => {
    const at = menu.values.findIndex((offered) => offered.name === value);
    return at === -1 ? menu.values.length : at;
  };
  const quantity = (row: DraftRow) => parseWhole(row.minQuantity) ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => {
    for (const menu of keyMenus) {
      const order = rank(menu, rowValue(a, menu)) - rank(menu, rowValue(b, menu));
      if (order !== 0) return order;
    }
    return quantity(a) - quantity(b);
  });
}

/** The values a menu's rows are repeated for: those with a code. */
const codesOf = (menu: DraftMenu) => menu.values.map((value) => value.name).filter((name) => name !== '');

/** Every row once per value of the menu, at the price it has. */
function expanded(rows: DraftRow[], menu: DraftMenu): DraftRow[] {
  return rows.flatMap((row) =>
    codesOf(menu).map((value) => ({ ...row, key: newRowKey(), specs: { ...row.specs, [menu.name]: value } })),
  );
}

/** The rows of the menu's default value, without the menu in their key. */
function collapsed(rows: DraftRow[], menu: DraftMenu): DraftRow[] {
  return rows
    .filter((row) => row.specs[menu.name] === menu.default)
    .map((row) => {
      const { [menu.name]: _gone, ...specs } = row.specs;
      return { ...row, specs };
    });
}

/** What the price table becomes when a menu starts or stops pricing, for the editor to say first. */
export type TableChange =
  | { kind: 'none' }
  | { kind: 'repeat'; values: number; from: number; to: number }
  | { kind: 'keepDefault'; defaultTitle: string; kept: number; removed: number };

function tableChange(draft: Draft, menu: DraftMenu, priced: boolean): TableChange {
  if (priced === isKey(menu)) return { kind: 'none' };
  if (priced) {
    const values = codesOf(menu).length;
    return { kind: 'repeat', values, from: draft.rows.length, to: draft.rows.length * values };
  }
  const kept = draft.rows.filter((row) => row.specs[menu.name] === menu.default).length;
  const defaultTitle = menu.values.find((value) => value.name === menu.default)?.title ?? menu.default ?? '';
  return { kind: 'keepDefault', defaultTitle, kept, removed: draft.rows.length - kept };
}

/** What adding this menu does to the table (a priced one repeats it), before it is added. */
export const additionOf = (draft: Draft, menu: DraftMenu) =>
  tableChange(draft, { ...menu, priced: false }, menu.priced);

/** The draft with a new menu at the end, the table repeated per value when it prices. */
export function withMenu(draft: Draft, menu: DraftMenu): Draft {
  const menus = [...draft.menus, menu];
  if (!menu.priced) return { ...draft, menus };
  return { ...draft, menus, rows: sortedRows(menus, expanded(draft.rows, menu)) };
}

/** What removing a menu takes: its rows beyond the default's (when it prices) and the exclusions naming it. */
export function removalOf(draft: Draft, name: string) {
  const menu = draft.menus.find((entry) => entry.name === name);
  if (!menu) return { table: { kind: 'none' } as TableChange, exclusions: 0 };
  return {
    table: tableChange(draft, menu, false),
    exclusions: draft.disabled.filter((combination) => combination[name] !== undefined).length,
  };
}

/** The draft without a menu: the rows of its default value kept without it, its exclusions gone. */
export function withoutMenu(draft: Draft, name: string): Draft {
  const menu = draft.menus.find((entry) => entry.name === name);
  if (!menu || !canRemove(menu)) return draft;
  return {
    ...draft,
    menus: draft.menus.filter((entry) => entry !== menu),
    rows: menu.priced ? collapsed(draft.rows, menu) : draft.rows,
    disabled: draft.disabled.filter((combination) => combination[name] === undefined),
  };
}

/** What making the menu priced or not does to the table, before it is done. */
export function pricedChangeOf(draft: Draft, name: string, priced: boolean): TableChange {
  const menu = draft.menus.find((entry) => entry.name === name);
  return menu ? tableChange(draft, menu, priced) : { kind: 'none' };
}

/** The draft with the menu priced or not, its table repeated per value or kept at the default's rows. */
export function withPriced(draft: Draft, name: string, priced: boolean): Draft {
  const menu = draft.menus.find((entry) => entry.name === name);
  if (!menu || !canChangePriced(menu) || menu.priced === priced) return draft;
  const menus = draft.menus.map((entry) => (entry === menu ? { ...entry, priced } : entry));
  const rows = priced ? expanded(draft.rows, menu) : collapsed(draft.rows, menu);
  return { ...draft, menus, rows: sortedRows(menus, rows) };
}

/** The draft with the menu of another kind, when the rules allow it; the price table is the same. */
export function withKind(draft: Draft, name: string, menuType: SpecMenuType): Draft {
  const menu = draft.menus.find((entry) => entry.name === name);
  if (!menu || !kindsFor(menu).includes(menuType)) return draft;
  return {
    ...draft,
    menus: draft.menus.map((entry) => (entry === menu ? { ...entry, menuType } : entry)),
  };
}

/** The draft with the menu one place up (-1) or down (+1); the table reads in the new order. */
export function withMoved(draft: Draft, name: string, by: -1 | 1): Draft {
  const at = draft.menus.findIndex((entry) => entry.name === name);
  const to = at + by;
  if (at === -1 || to < 0 || to >= draft.menus.length) return draft;
  const menus = [...draft.menus];
  const [menu] = menus.splice(at, 1);
  if (menu) menus.splice(to, 0, menu);
  return { ...draft, menus, rows: sortedRows(menus, draft.rows) };
}

/** A code as the price table keys it, made of a title: 'Glans & mat' → 'glans-mat'. */
export function codeOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
