import { describe, expect, it } from 'vitest';
import { adminProductType } from '../../testing/product-type-fixtures';
import {
  changesOf,
  checkDraft,
  type Draft,
  draftOf,
  isSendable,
  parseCents,
  parseWhole,
  rowsFor,
  unpricedCombinations,
  usesOf,
  withoutValue,
} from './product-type-draft';

describe('Dutch amounts as the admin types them', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,05', 5],
    ['1.234,50', 123450],
    ['€ 1.234,50', 123450],
    ['12.50', 1250],
    [' 7 ', 700],
    ['-2,00', -200],
    ['−2,00', -200],
  ])('%s is %i cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each(['', 'twaalf', '12,505', '1,234.50', '12,', '1.23.4', '--1'])('%s is no amount', (text) =>
    expect(parseCents(text)).toBeNull(),
  );

  it.each([
    ['25', 25],
    ['1.000', 1000],
    ['-1', -1],
    ['0', 0],
  ])('%s is the whole number %i', (text, value) => expect(parseWhole(text)).toBe(value));

  it.each(['1,5', '1.00', 'tien', ''])('%s is no whole number', (text) =>
    expect(parseWhole(text)).toBeNull(),
  );
});

const edit = (draft: Draft, row: number, patch: Partial<Draft['rows'][number]>): Draft => ({
  ...draft,
  rows: draft.rows.map((entry, at) => (at === row - 1 ? { ...entry, ...patch } : entry)),
});

describe('the draft of a product type', () => {
  it('reads the rows in the order of a price list and shows amounts the Dutch way', () => {
    const draft = draftOf(adminProductType());
    expect(draft.rows.map((row) => [row.size, row.specs.material, row.minQuantity, row.price])).toEqual([
      ['100x100', 'sticker', '1', '1,50'],
      ['100x100', 'sticker', '10', '1,35'],
      ['200x200', 'sticker', '1', '2,20'],
      ['200x200', 'forex', '1', '1.234,50'],
    ]);
    expect(draft.maxOrderAmount).toBe('500');
  });

  it('sends only what changed, the price table whole', () => {
    const initial = draftOf(adminProductType());
    expect(changesOf(checkDraft(initial), checkDraft(initial))).toEqual({});
    const changed = edit(initial, 3, { price: '1,95' });
    const check = checkDraft(changed);
    expect(isSendable(check)).toBe(true);
    expect(changesOf(checkDraft(initial), check)).toEqual({
      prices: [
        { size: '100x100', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 150 },
        { size: '100x100', specs: { material: 'sticker' }, minQuantity: 10, unitCents: 135 },
        { size: '200x200', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 195 },
        { size: '200x200', specs: { material: 'forex' }, minQuantity: 1, unitCents: 123450 },
      ],
    });
    expect(changesOf(checkDraft(initial), checkDraft({ ...initial, maxOrderAmount: '' }))).toEqual({
      maxOrderAmount: null,
    });
  });

  it('finds what the server would refuse, at the row it names', () => {
    const initial = draftOf(adminProductType());
    const negative = checkDraft(edit(initial, 2, { price: '-1,50' }));
    expect(negative.problem).toEqual({ code: 'STORE_PRICE_BELOW_ZERO', values: { row: 2 } });
    expect(negative.problemRow).toBe(initial.rows[1]?.key);
    expect(isSendable(negative)).toBe(false);

    const twice = checkDraft(edit(initial, 2, { minQuantity: '1' }));
    expect(twice.problem).toEqual({ code: 'STORE_PRICE_DUPLICATE', values: { row: 2, other: 1 } });

    const zero = checkDraft(edit(initial, 1, { minQuantity: '0' }));
    expect(zero.problem).toEqual({ code: 'STORE_PRICE_MIN_QUANTITY_BELOW_ONE', values: { row: 1 } });

    const unreadable = checkDraft(edit(initial, 4, { price: 'veel' }));
    expect(unreadable.rowFields.get(initial.rows[3]?.key ?? 0)).toEqual({ price: 'amountInvalid' });
    expect(isSendable(unreadable)).toBe(false);

    expect(checkDraft({ ...initial, maxOrderAmount: '0' }).problem?.code).toBe(
      'STORE_MAX_ORDER_AMOUNT_BELOW_ONE',
    );
    expect(checkDraft({ ...initial, name: '  ' }).name).toBe('nameRequired');
  });

  it('removes a value with its price rows and exclusions, and moves the default', () => {
    const initial = draftOf(adminProductType());
    const forex = initial.menus[1];
    if (!forex) throw new Error('no material menu');
    expect(usesOf(initial, forex, 'forex')).toEqual({ rows: 1, exclusions: 1 });
    const without = withoutValue(initial, 'size', '100x100');
    expect(without.menus[0]?.values.map((value) => value.name)).toEqual(['200x200']);
    expect(without.menus[0]?.default).toBe('200x200');
    expect(without.rows.map((row) => row.size)).toEqual(['200x200', '200x200']);
    expect(without.disabled).toEqual([]);
    expect(isSendable(checkDraft(without))).toBe(true);
  });

  it('names the combinations without a price, skipping those that cannot be made', () => {
    const initial = draftOf(adminProductType());
    // 100x100 forex is excluded; every other combination has a row.
    expect(unpricedCombinations(initial)).toEqual([]);
    const withSize: Draft = {
      ...initial,
      menus: initial.menus.map((menu) =>
        menu.name === 'size'
          ? { ...menu, values: [...menu.values, { name: '300x300', title: '30 × 30 cm', isNew: true }] }
          : menu,
      ),
    };
    const missing = unpricedCombinations(withSize);
    expect(missing).toEqual([
      { size: '300x300', material: 'sticker' },
      { size: '300x300', material: 'forex' },
    ]);
    const rows = rowsFor(withSize, missing);
    expect(rows.map((row) => [row.size, row.specs, row.minQuantity, row.price])).toEqual([
      ['300x300', { material: 'sticker' }, '1', ''],
      ['300x300', { material: 'forex' }, '1', ''],
    ]);
    // Their prices still have to be given before it can be saved.
    expect(isSendable(checkDraft({ ...withSize, rows: [...withSize.rows, ...rows] }))).toBe(false);
  });
});
