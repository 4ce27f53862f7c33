import { describe, expect, it } from 'vitest';
import { adminProductType } from '../../testing/product-type-fixtures';
import { changesOf, checkDraft, type Draft, type DraftMenu, draftOf, isSendable } from './product-type-draft';
import {
  additionOf,
  canChangePriced,
  canRemove,
  codeOf,
  kindsFor,
  newMenuKinds,
  pricedChangeOf,
  removalOf,
  withKind,
  withMenu,
  withMoved,
  withoutMenu,
  withPriced,
} from './product-type-menu-changes';

const finish: DraftMenu = {
  name: 'finish',
  title: 'Afwerking',
  menuType: 'option',
  values: [
    { name: 'mat', title: 'Mat' },
    { name: 'glans', title: 'Glans' },
  ],
  default: 'mat',
  priced: true,
};

/** Each row as the table reads it: size, key values, from how many, price. */
const table = (draft: Draft) =>
  draft.rows.map((row) => [row.size, ...Object.values(row.specs), row.minQuantity, row.price].join(' '));

describe('whole menus in the product type editor', () => {
  it('adds a priced menu at the end, every row once per value at the price it has', () => {
    const initial = draftOf(adminProductType());
    expect(additionOf(initial, finish)).toEqual({ kind: 'repeat', values: 2, from: 4, to: 8 });
    const added = withMenu(initial, finish);
    expect(added.menus.map((menu) => menu.name)).toEqual(['size', 'material', 'levering', 'finish']);
    expect(table(added)).toEqual([
      '100x100 sticker mat 1 1,50',
      '100x100 sticker mat 10 1,35',
      '100x100 sticker glans 1 1,50',
      '100x100 sticker glans 10 1,35',
      '200x200 sticker mat 1 2,20',
      '200x200 sticker glans 1 2,20',
      '200x200 forex mat 1 1.234,50',
      '200x200 forex glans 1 1.234,50',
    ]);
    // Every row keeps a key of its own.
    expect(new Set(added.rows.map((row) => row.key)).size).toBe(8);
    const check = checkDraft(added);
    expect(isSendable(check)).toBe(true);
    expect(Object.keys(changesOf(checkDraft(initial), check))).toEqual(['menus', 'prices']);
  });

  it('adds a menu without a price, leaving the table as it is', () => {
    const initial = draftOf(adminProductType());
    const unpriced = { ...finish, priced: false };
    expect(additionOf(initial, unpriced)).toEqual({ kind: 'none' });
    const added = withMenu(initial, unpriced);
    expect(added.rows).toBe(initial.rows);
    expect(Object.keys(changesOf(checkDraft(initial), checkDraft(added)))).toEqual(['menus']);
  });

  it('removes a priced menu, keeping the rows of its default and its exclusions gone', () => {
    const initial = draftOf(adminProductType());
    expect(removalOf(initial, 'material')).toEqual({
      table: { kind: 'keepDefault', defaultTitle: 'Sticker', kept: 3, removed: 1 },
      exclusions: 1,
    });
    const without = withoutMenu(initial, 'material');
    expect(without.menus.map((menu) => menu.name)).toEqual(['size', 'levering']);
    expect(table(without)).toEqual(['100x100 1 1,50', '100x100 10 1,35', '200x200 1 2,20']);
    expect(without.disabled).toEqual([]);
    expect(isSendable(checkDraft(without))).toBe(true);
  });

  it('removes an information menu with nothing else, and never the size', () => {
    const initial = draftOf(adminProductType());
    expect(removalOf(initial, 'levering')).toEqual({ table: { kind: 'none' }, exclusions: 0 });
    expect(withoutMenu(initial, 'levering').rows).toBe(initial.rows);
    expect(canRemove({ menuType: 'slider' })).toBe(false);
    expect(withoutMenu(initial, 'size')).toBe(initial);
  });

  it('makes a menu stop pricing (the default’s rows kept) and start again (every row per value)', () => {
    const initial = draftOf(adminProductType());
    expect(pricedChangeOf(initial, 'material', false)).toEqual({
      kind: 'keepDefault',
      defaultTitle: 'Sticker',
      kept: 3,
      removed: 1,
    });
    const unpriced = withPriced(initial, 'material', false);
    expect(unpriced.menus[1]?.priced).toBe(false);
    expect(table(unpriced)).toEqual(['100x100 1 1,50', '100x100 10 1,35', '200x200 1 2,20']);
    // The exclusion stays: it is about what can be made, not about prices.
    expect(unpriced.disabled).toEqual(initial.disabled);
    expect(isSendable(checkDraft(unpriced))).toBe(true);

    expect(pricedChangeOf(unpriced, 'material', true)).toEqual({ kind: 'repeat', values: 2, from: 3, to: 6 });
    const again = withPriced(unpriced, 'material', true);
    expect(table(again)).toEqual([
      '100x100 sticker 1 1,50',
      '100x100 sticker 10 1,35',
      '100x100 forex 1 1,50',
      '100x100 forex 10 1,35',
      '200x200 sticker 1 2,20',
      '200x200 forex 1 2,20',
    ]);
    expect(isSendable(checkDraft(again))).toBe(true);
    expect(canChangePriced({ menuType: 'slider' })).toBe(false);
    expect(canChangePriced({ menuType: 'info' })).toBe(false);
    expect(withPriced(initial, 'levering', true)).toBe(initial);
  });

  it('changes a list into colours and back, never the size or an information menu', () => {
    const initial = draftOf(adminProductType());
    expect(kindsFor({ menuType: 'option' })).toEqual(['option', 'colors']);
    expect(kindsFor({ menuType: 'slider' })).toEqual(['slider']);
    expect(kindsFor({ menuType: 'quantity' })).toEqual(['quantity']);
    const coloured = withKind(initial, 'material', 'colors');
    expect(coloured.menus[1]?.menuType).toBe('colors');
    expect(coloured.rows).toBe(initial.rows);
    // Colours without a colour cannot be shown as swatches: not sendable until each has one.
    expect(checkDraft(coloured).menusInvalid).toBe(true);
    const withHex = {
      ...coloured,
      menus: coloured.menus.map((menu) =>
        menu.name === 'material'
          ? { ...menu, values: menu.values.map((value) => ({ ...value, hex: '#cccccc' })) }
          : menu,
      ),
    };
    expect(isSendable(checkDraft(withHex))).toBe(true);
    expect(withKind(initial, 'size', 'option')).toBe(initial);
    expect(withKind(initial, 'levering', 'option')).toBe(initial);
  });

  it('offers a new menu any kind but a second size or a second volume, nor pictograms', () => {
    expect(newMenuKinds([{ menuType: 'slider' }, { menuType: 'option' }])).toEqual([
      'option',
      'colors',
      'quantity',
      'info',
    ]);
    expect(newMenuKinds([{ menuType: 'slider' }, { menuType: 'quantity' }])).toEqual([
      'option',
      'colors',
      'info',
    ]);
  });

  it('moves menus up and down; the table reads in their new order', () => {
    const initial = withMenu(draftOf(adminProductType()), finish);
    const moved = withMoved(initial, 'finish', -1);
    expect(moved.menus.map((menu) => menu.name)).toEqual(['size', 'material', 'finish', 'levering']);
    const first = withMoved(withMoved(moved, 'finish', -1), 'finish', -1);
    expect(first.menus.map((menu) => menu.name)).toEqual(['finish', 'size', 'material', 'levering']);
    // The size stays the table's first key; the finish now reads before the material.
    expect(table(first).slice(0, 4)).toEqual([
      '100x100 sticker mat 1 1,50',
      '100x100 sticker mat 10 1,35',
      '100x100 sticker glans 1 1,50',
      '100x100 sticker glans 10 1,35',
    ]);
    expect(table(first)[4]).toBe('200x200 sticker mat 1 2,20');
    expect(table(first)[5]).toBe('200x200 forex mat 1 1.234,50');
    expect(withMoved(first, 'finish', -1)).toBe(first);
    expect(withMoved(first, 'levering', 1)).toBe(first);
    expect(Object.keys(changesOf(checkDraft(initial), checkDraft(moved)))).toEqual(['menus']);
  });

  it('makes a code of a title', () => {
    expect(codeOf('Glans & mat')).toBe('glans-mat');
    expect(codeOf(' Één | twee = drie ')).toBe('een-twee-drie');
    expect(codeOf('30 × 20 cm')).toBe('30-20-cm');
  });
});
