import { describe, expect, it } from 'vitest';
import type { SpecMenu } from '../schemas/print-store';
import {
  type AdminPriceRow,
  adminPriceRows,
  priceTableProblem,
  specificationProblem,
  storedPriceRows,
} from './product-type-checks';

const size: SpecMenu = {
  name: 'size',
  title: 'Formaat',
  menuType: 'slider',
  values: [
    { name: '100x100', title: '10 × 10 cm', widthMm: 100, heightMm: 100 },
    { name: '200x200', title: '20 × 20 cm', widthMm: 200, heightMm: 200 },
  ],
  default: '200x200',
  priced: true,
};
const material: SpecMenu = {
  name: 'material',
  title: 'Materiaal',
  menuType: 'option',
  values: [
    { name: 'sticker', title: 'Sticker' },
    { name: 'forex', title: 'Forex 5 mm' },
  ],
  default: 'sticker',
  priced: true,
};
const frame: SpecMenu = {
  name: 'frame',
  title: 'Randkleur',
  menuType: 'colors',
  values: [{ name: 'geel', title: 'Geel', hex: '#ffd400' }],
  default: 'geel',
  priced: false,
};
const info: SpecMenu = {
  name: 'levering',
  title: 'Levering',
  menuType: 'info',
  values: [],
  default: null,
  priced: false,
  text: 'Binnen 3 werkdagen.',
};
const menus = [size, material, frame, info];

const spec = (over: Partial<Parameters<typeof specificationProblem>[0]> = {}) =>
  specificationProblem({ menus, disabled: [], maxOrderAmount: 100, ...over });
const reasonOf = (problem: ReturnType<typeof specificationProblem>) =>
  problem?.code === 'STORE_SPEC_INVALID' ? problem.reason.key.split('.').pop() : problem?.code;

describe('a print specification an admin saves', () => {
  it('takes menus with unique names, defaults among their values, one size menu and known exclusions', () => {
    expect(spec({ disabled: [{ material: 'forex', size: '100x100' }] })).toBeNull();
    expect(spec({ maxOrderAmount: null })).toBeNull();
  });

  it.each([
    ['duplicateMenu', { menus: [size, material, { ...material, title: 'Nog eens' }] }],
    [
      'duplicateValue',
      { menus: [size, { ...material, values: [...material.values, { name: 'forex', title: 'Forex' }] }] },
    ],
    ['reservedCharacter', { menus: [size, { ...material, name: 'materiaal|dik' }] }],
    [
      'reservedCharacter',
      { menus: [size, { ...material, values: [{ name: 'a=b', title: 'A' }], default: 'a=b' }] },
    ],
    ['noValues', { menus: [size, { ...material, values: [], default: null }] }],
    ['defaultMissing', { menus: [size, { ...material, default: 'dibond' }] }],
    ['defaultMissing', { menus: [size, { ...material, default: null }] }],
    ['notPriceable', { menus: [size, { ...info, priced: true }] }],
    ['oneSizeMenu', { menus: [material] }],
    ['oneSizeMenu', { menus: [size, { ...size, name: 'size2' }] }],
    [
      'oneVolumeMenu',
      {
        menus: [
          size,
          { ...material, name: 'v1', menuType: 'quantity' as const },
          { ...material, name: 'v2', menuType: 'quantity' as const },
        ],
      },
    ],
    ['disabledEmpty', { disabled: [{}] }],
    ['disabledUnknown', { disabled: [{ material: 'dibond' }] }],
    ['disabledUnknown', { disabled: [{ colour: 'rood' }] }],
    ['STORE_MAX_ORDER_AMOUNT_BELOW_ONE', { maxOrderAmount: 0 }],
    ['STORE_MAX_ORDER_AMOUNT_BELOW_ONE', { maxOrderAmount: -5 }],
  ])('refuses %s', (expected, over) => {
    expect(reasonOf(spec(over))).toBe(expected);
  });
});

const row = (over: Partial<AdminPriceRow> = {}): AdminPriceRow => ({
  size: '100x100',
  specs: { material: 'sticker' },
  minQuantity: 1,
  unitCents: 250,
  ...over,
});

describe('a price table an admin saves', () => {
  it('takes rows of known sizes and priced values, volume steps of one combination, and a price of zero', () => {
    expect(
      priceTableProblem(menus, [
        row(),
        row({ minQuantity: 10, unitCents: 200 }),
        row({ size: '200x200', specs: { material: 'forex' }, unitCents: 0 }),
      ]),
    ).toBeNull();
    expect(priceTableProblem(menus, [])).toBeNull();
  });

  it.each([
    ['STORE_PRICE_BELOW_ZERO', [row(), row({ unitCents: -1 })], { row: 2 }],
    ['STORE_PRICE_MIN_QUANTITY_BELOW_ONE', [row({ minQuantity: 0 })], { row: 1 }],
    ['STORE_PRICE_SPEC_UNKNOWN', [row({ size: '300x300' })], { row: 1 }],
    ['STORE_PRICE_SPEC_UNKNOWN', [row({ specs: { material: 'dibond' } })], { row: 1 }],
    ['STORE_PRICE_SPEC_UNKNOWN', [row({ specs: {} })], { row: 1 }],
    // An unpriced menu is not part of the key: naming it is naming something the table does not have.
    ['STORE_PRICE_SPEC_UNKNOWN', [row({ specs: { material: 'sticker', frame: 'geel' } })], { row: 1 }],
    [
      'STORE_PRICE_DUPLICATE',
      [row(), row({ size: '200x200' }), row({ unitCents: 300 })],
      { row: 3, other: 1 },
    ],
  ])('refuses %s', (code, rows, values) => {
    expect(priceTableProblem(menus, rows)).toEqual({ code, values });
  });

  it('stores the specs as the key pricing looks up, and reads them back', () => {
    const rows = [
      row(),
      row({ size: '200x200', specs: { material: 'forex' }, minQuantity: 25, unitCents: 990 }),
    ];
    const stored = storedPriceRows(menus, rows);
    expect(stored.map((entry) => entry.specKey)).toEqual(['material=sticker', 'material=forex']);
    expect(adminPriceRows(stored)).toEqual(rows);
  });
});
