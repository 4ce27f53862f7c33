import {
  type AdminPriceRow,
  type ProductTypeProblem,
  priceTableProblem,
  specificationProblem,
} from '@portal/shared/rules/product-type-checks';
import { isDisabledCombination } from '@portal/shared/rules/store-pricing';
import { type ChosenSpecs, type SpecMenu, specMenuSchema } from '@portal/shared/schemas/print-store';
import type { AdminProductType, UpdateProductTypeBody } from '@portal/shared/schemas/print-store-admin';

/**
 * A product type as its editor holds it while the admin types (issue 30 point 4, decision 0116):
 * the amounts as the admin typed them ('12,50', '1.000'), read only when checked or sent. The
 * checks are the server's own (rules/product-type-checks.ts), so the dialog refuses before sending
 * what the server would refuse, with the same message at the same row.
 */

/** A value the admin added in this dialog: its code can still be typed; a stored one's is fixed. */
export type DraftValue = SpecMenu['values'][number] & { isNew?: true };
export type DraftMenu = Omit<SpecMenu, 'values'> & { values: DraftValue[] };

/** A price row being edited; `key` keeps its place in React while rows come and go. */
export type DraftRow = { key: number; size: string; specs: ChosenSpecs; minQuantity: string; price: string };

export type Draft = {
  name: string;
  maxOrderAmount: string;
  menus: DraftMenu[];
  disabled: ChosenSpecs[];
  rows: DraftRow[];
};

let nextKey = 1;
/** A key for a new row, never one in use. */
export const newRowKey = () => nextKey++;

const euros = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** 123450 → '1.234,50', as a price field shows it. */
export const centsText = (cents: number) => euros.format(cents / 100).replace('\u2212', '-');
/** 1000 → '1.000'. */
export const wholeText = (value: number) => whole.format(value).replace('\u2212', '-');

const SIGN = /^[-\u2212]/;

/**
 * A Dutch amount in euros as cents: '12,50', '12,5', '12', '1.234,50', '€ 12,50', and '12.50' (a
 * point before one or two digits can only be decimals); '-2,00' is -200, so that the price check
 * answers it. Null when it is no amount.
 */
export function parseCents(text: string): number | null {
  const plain = text.replace(/[\s€]/g, '');
  const negative = SIGN.test(plain);
  const digits = plain.replace(SIGN, '');
  const dutch = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(digits);
  const dotted = dutch ? null : /^(\d+)\.(\d{1,2})$/.exec(digits);
  const match = dutch ?? dotted;
  if (!match) return null;
  const cents = Number(match[1]?.replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A whole number as the admin types it: '25', '1.000' (a thousands point), '-1'. Null otherwise. */
export function parseWhole(text: string): number | null {
  const plain = text.replace(/\s/g, '');
  const negative = SIGN.test(plain);
  const digits = plain.replace(SIGN, '');
  if (!/^(\d{1,3}(?:\.\d{3})+|\d+)$/.test(digits)) return null;
  const value = Number(digits.replace(/\./g, ''));
  return negative ? -value : value;
}

/** The menus the price table's rows name: the size first, then the other priced menus, in menu order. */
export function keyMenusOf(menus: readonly SpecMenu[]): SpecMenu[] {
  const size = menus.filter((menu) => menu.menuType === 'slider');
  return [...size, ...menus.filter((menu) => menu.priced && menu.menuType !== 'slider')];
}

/** A row's value of a key menu: the size under the slider's name, the rest from its specs. */
export const rowValue = (row: Pick<DraftRow, 'size' | 'specs'>, menu: SpecMenu) =>
  menu.menuType === 'slider' ? row.size : (row.specs[menu.name] ?? '');

/** Rows in the order the admin reads a price list: by size, then each menu's values, then from how many. */
function inMenuOrder(menus: SpecMenu[], rows: AdminPriceRow[]): AdminPriceRow[] {
  const keyMenus = keyMenusOf(menus);
  const rank = (menu: SpecMenu, value: string) => {
    const at = menu.values.findIndex((offered) => offered.name === value);
    return at === -1 ? menu.values.length : at;
  };
  return [...rows].sort((a, b) => {
    for (const menu of keyMenus) {
      const order = rank(menu, rowValue(a, menu)) - rank(menu, rowValue(b, menu));
      if (order !== 0) return order;
    }
    return a.minQuantity - b.minQuantity;
  });
}

/** The editor's starting point: the type as read, its rows in menu order. */
export function draftOf(type: AdminProductType): Draft {
  return {
    name: type.name,
    maxOrderAmount: type.maxOrderAmount === null ? '' : String(type.maxOrderAmount),
    menus: type.menus,
    disabled: type.disabled,
    rows: inMenuOrder(type.menus, type.prices).map((row) => ({
      key: newRowKey(),
      size: row.size,
      specs: row.specs,
      minQuantity: String(row.minQuantity),
      price: centsText(row.unitCents),
    })),
  };
}

/** The menus as the server takes them: without the editor's own marks. */
export function menusOf(draft: Pick<Draft, 'menus'>): SpecMenu[] {
  return draft.menus.map((menu) => ({
    ...menu,
    values: menu.values.map(({ isNew: _new, ...value }) => value),
  }));
}

/** What is wrong with a row's own fields, before the table is checked as a whole. */
export type RowFieldProblems = { minQuantity?: 'quantityInvalid'; price?: 'amountInvalid' };

export type DraftCheck = {
  name?: 'nameRequired';
  maxOrderAmount?: 'wholeNumber';
  /**
   * A menu's fields fail the shared schema (a blank title or code, a colour that is no colour), or
   * a colours menu has a value without its colour (a swatch needs one).
   */
  menusInvalid: boolean;
  rowFields: Map<number, RowFieldProblems>;
  /** The first problem the server's checks find, with the row numbered as the table counts it. */
  problem: ProductTypeProblem | null;
  /** The key of the row the problem names. */
  problemRow: number | null;
  /** What would be sent, when every field can be read. */
  values: {
    name: string;
    maxOrderAmount: number | null;
    menus: SpecMenu[];
    disabled: ChosenSpecs[];
    prices: AdminPriceRow[];
  } | null;
};

const NAME_MAX = 120;

/** Reads the draft and runs the server's checks over it. */
export function checkDraft(draft: Draft): DraftCheck {
  const name = draft.name.trim();
  const nameProblem = name.length === 0 || name.length > NAME_MAX ? ('nameRequired' as const) : undefined;
  const maxText = draft.maxOrderAmount.trim();
  const maxOrderAmount = maxText === '' ? null : parseWhole(maxText);
  const maxProblem = maxText !== '' && maxOrderAmount === null ? ('wholeNumber' as const) : undefined;
  const menus = menusOf(draft);
  const menusInvalid =
    !menus.every((menu) => specMenuSchema.safeParse(menu).success) ||
    menus.some((menu) => menu.menuType === 'colors' && menu.values.some((value) => !value.hex));

  const rowFields = new Map<number, RowFieldProblems>();
  const prices: AdminPriceRow[] = [];
  for (const row of draft.rows) {
    const minQuantity = parseWhole(row.minQuantity);
    const unitCents = parseCents(row.price);
    const problems: RowFieldProblems = {};
    if (minQuantity === null || Math.abs(minQuantity) > 1_000_000) problems.minQuantity = 'quantityInvalid';
    if (unitCents === null || Math.abs(unitCents) > 100_000_000) problems.price = 'amountInvalid';
    if (problems.minQuantity || problems.price) rowFields.set(row.key, problems);
    else
      prices.push({
        size: row.size,
        specs: row.specs,
        minQuantity: minQuantity ?? 0,
        unitCents: unitCents ?? 0,
      });
  }

  const readable = !menusInvalid && maxProblem === undefined && rowFields.size === 0;
  let problem: ProductTypeProblem | null = null;
  if (!menusInvalid && maxProblem === undefined)
    problem = specificationProblem({ menus, disabled: draft.disabled, maxOrderAmount });
  if (problem === null && readable) problem = priceTableProblem(menus, prices);
  const problemRow =
    problem && problem.code !== 'STORE_SPEC_INVALID' && 'row' in problem.values
      ? (draft.rows[problem.values.row - 1]?.key ?? null)
      : null;
  return {
    name: nameProblem,
    maxOrderAmount: maxProblem,
    menusInvalid,
    rowFields,
    problem,
    problemRow,
    values: readable ? { name, maxOrderAmount, menus, disabled: draft.disabled, prices } : null,
  };
}

/** The draft can be sent: every field read and nothing the server would refuse. */
export const isSendable = (check: DraftCheck) =>
  check.values !== null && check.name === undefined && check.problem === null;

/**
 * Only the parts that changed (edits are partial, decision 0112); the price table whole when any
 * row did. `initial` is the check of the draft as read (checked once, not at every keystroke).
 */
export function changesOf(initial: DraftCheck, check: DraftCheck): Omit<UpdateProductTypeBody, 'version'> {
  const before = initial.values;
  const after = check.values;
  if (!before || !after) return {};
  const changes: Omit<UpdateProductTypeBody, 'version'> = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (before.name !== after.name) changes.name = after.name;
  if (before.maxOrderAmount !== after.maxOrderAmount) changes.maxOrderAmount = after.maxOrderAmount;
  if (!same(before.menus, after.menus)) changes.menus = after.menus;
  if (!same(before.disabled, after.disabled)) changes.disabled = after.disabled;
  if (!same(before.prices, after.prices)) changes.prices = after.prices;
  return changes;
}

/** A key menu's value is used by a row or an exclusion. */
const names =
  (menu: Pick<SpecMenu, 'name' | 'menuType'>, value: string) => (row: Pick<DraftRow, 'size' | 'specs'>) =>
    menu.menuType === 'slider' ? row.size === value : row.specs[menu.name] === value;

/** What removing a value takes with it: its price rows and the exclusions that name it. */
export function usesOf(draft: Draft, menu: DraftMenu, value: string) {
  const rows = menu.priced || menu.menuType === 'slider' ? draft.rows.filter(names(menu, value)) : [];
  const exclusions = draft.disabled.filter((combination) => combination[menu.name] === value);
  return { rows: rows.length, exclusions: exclusions.length };
}

/** The draft without a menu's value, its price rows and its exclusions; a default moves to the first left. */
export function withoutValue(draft: Draft, menuName: string, value: string): Draft {
  const menu = draft.menus.find((entry) => entry.name === menuName);
  if (!menu) return draft;
  const values = menu.values.filter((offered) => offered.name !== value);
  const priced = menu.priced || menu.menuType === 'slider';
  return {
    ...draft,
    menus: draft.menus.map((entry) =>
      entry === menu
        ? {
            ...entry,
            values,
            default: entry.default === value ? (values[0]?.name ?? null) : entry.default,
          }
        : entry,
    ),
    rows: priced ? draft.rows.filter((row) => !names(menu, value)(row)) : draft.rows,
    disabled: draft.disabled.filter((combination) => combination[menu.name] !== value),
  };
}

/** The combinations of the priced menus' values (none excluded) that have no price row yet; at most `limit`. */
export function unpricedCombinations(draft: Draft, limit = 500): ChosenSpecs[] {
  const keyMenus = keyMenusOf(menusOf(draft));
  if (keyMenus.length === 0 || keyMenus[0]?.menuType !== 'slider') return [];
  const priced = new Set(draft.rows.map((row) => keyMenus.map((menu) => rowValue(row, menu)).join('\n')));
  const missing: ChosenSpecs[] = [];
  const walk = (at: number, chosen: ChosenSpecs) => {
    if (missing.length >= limit) return;
    const menu = keyMenus[at];
    if (!menu) {
      const key = keyMenus.map((entry) => chosen[entry.name]).join('\n');
      if (!priced.has(key) && !isDisabledCombination(draft, chosen)) missing.push(chosen);
      return;
    }
    for (const value of menu.values) walk(at + 1, { ...chosen, [menu.name]: value.name });
  };
  walk(0, {});
  return missing;
}

/** New rows (from 1 piece, no price yet) for combinations named by all key menus' values. */
export function rowsFor(draft: Draft, combinations: ChosenSpecs[]): DraftRow[] {
  const keyMenus = keyMenusOf(menusOf(draft));
  const size = keyMenus[0];
  return combinations.map((combination) => ({
    key: newRowKey(),
    size: size ? (combination[size.name] ?? '') : '',
    specs: Object.fromEntries(
      keyMenus.slice(1).map((menu) => [menu.name, combination[menu.name] ?? menu.default ?? '']),
    ),
    minQuantity: '1',
    price: '',
  }));
}
