import { describe, expect, it } from 'vitest';
import type { ProductType, SpecMenu } from '../schemas/print-store';
import { fromPriceOf, isDisabledCombination, priceStoreItem, specKeyOf, withDefaults } from './store-pricing';

const menus: SpecMenu[] = [
  {
    name: 'size',
    title: 'Formaat',
    menuType: 'slider',
    values: [
      { name: '100x100', title: '10 × 10 cm', widthMm: 100, heightMm: 100 },
      { name: '200x200', title: '20 × 20 cm', widthMm: 200, heightMm: 200 },
    ],
    default: '200x200',
    priced: true,
  },
  {
    name: 'material',
    title: 'Materiaal',
    menuType: 'option',
    values: [
      { name: 'sticker', title: 'Sticker' },
      { name: 'reflecterend', title: 'Reflecterende sticker' },
      { name: 'magneetsticker', title: 'Magneetsticker' },
    ],
    default: 'sticker',
    priced: true,
  },
  {
    name: 'application',
    title: 'Toepassing',
    menuType: 'option',
    values: [
      { name: 'binnen', title: 'Binnen' },
      { name: 'buiten', title: 'Buiten' },
    ],
    default: 'binnen',
    priced: true,
  },
  {
    name: 'frame',
    title: 'Randkleur',
    menuType: 'colors',
    values: [{ name: 'geel', title: 'Geel', hex: '#ffd400' }],
    default: 'geel',
    priced: false,
  },
  {
    name: 'levering',
    title: 'Levering',
    menuType: 'info',
    values: [],
    default: null,
    priced: false,
    text: '3 werkdagen',
  },
];

const key = (material: string, application: string) => `material=${material}|application=${application}`;

const sign: Pick<ProductType, 'menus' | 'disabled' | 'maxOrderAmount' | 'prices'> = {
  menus,
  disabled: [
    { material: 'magneetsticker', application: 'buiten' },
    { material: 'reflecterend', size: '100x100' },
  ],
  maxOrderAmount: 500,
  prices: [
    { size: '100x100', specKey: key('sticker', 'binnen'), minQuantity: 1, unitCents: 300 },
    { size: '100x100', specKey: key('sticker', 'binnen'), minQuantity: 10, unitCents: 270 },
    { size: '100x100', specKey: key('sticker', 'binnen'), minQuantity: 100, unitCents: 200 },
    { size: '200x200', specKey: key('sticker', 'binnen'), minQuantity: 1, unitCents: 500 },
    { size: '200x200', specKey: key('sticker', 'buiten'), minQuantity: 1, unitCents: 575 },
    // A row for a combination that cannot be made: never the 'v.a.' price.
    { size: '100x100', specKey: key('reflecterend', 'binnen'), minQuantity: 1, unitCents: 100 },
    { size: '200x200', specKey: key('reflecterend', 'binnen'), minQuantity: 1, unitCents: 900 },
    { size: '200x200', specKey: key('magneetsticker', 'binnen'), minQuantity: 1, unitCents: 800 },
  ],
};

const volumes: Pick<ProductType, 'menus' | 'disabled' | 'maxOrderAmount' | 'prices'> = {
  menus: [
    { ...menus[0]!, default: '100x100' },
    {
      name: 'volume',
      title: 'Aantal per verpakking',
      menuType: 'quantity',
      values: [
        { name: '10', title: '10 stuks', pieces: 10 },
        { name: '50', title: '50 stuks', pieces: 50 },
      ],
      default: '10',
      priced: true,
    },
  ],
  disabled: [],
  maxOrderAmount: 20,
  prices: [
    { size: '100x100', specKey: 'volume=10', minQuantity: 1, unitCents: 950 },
    { size: '100x100', specKey: 'volume=50', minQuantity: 1, unitCents: 3560 },
  ],
};

describe('priceStoreItem', () => {
  it.each([
    ['the defaults, one piece', {}, 1, { unitCents: 500, lineCents: 500 }],
    ['a smaller size', { size: '100x100' }, 1, { unitCents: 300, lineCents: 300 }],
    ['just below a volume step', { size: '100x100' }, 9, { unitCents: 300, lineCents: 2700 }],
    ['at a volume step', { size: '100x100' }, 10, { unitCents: 270, lineCents: 2700 }],
    ['past the highest step', { size: '100x100' }, 250, { unitCents: 200, lineCents: 50_000 }],
    ['another priced spec', { application: 'buiten' }, 2, { unitCents: 575, lineCents: 1150 }],
    ['an unpriced spec changes nothing', { frame: 'geel' }, 1, { unitCents: 500, lineCents: 500 }],
    ['reflective from 20 × 20 cm', { material: 'reflecterend' }, 1, { unitCents: 900, lineCents: 900 }],
    ['a magnet inside', { material: 'magneetsticker' }, 1, { unitCents: 800, lineCents: 800 }],
    [
      'a magnet outside',
      { material: 'magneetsticker', application: 'buiten' },
      1,
      { problem: 'INVALID_COMBINATION' },
    ],
    [
      'reflective at 10 × 10 cm',
      { material: 'reflecterend', size: '100x100' },
      1,
      { problem: 'INVALID_COMBINATION' },
    ],
    ['a combination without a row', { size: '100x100', application: 'buiten' }, 1, { problem: 'NO_PRICE' }],
    ['a value the menu does not offer', { material: 'goud' }, 1, { problem: 'UNKNOWN_SPEC' }],
    // withDefaults keeps the type's own menus only: a stray key neither prices nor blocks.
    ['a menu the type does not have is left out', { lak: 'mat' }, 1, { unitCents: 500, lineCents: 500 }],
    ['no pieces', {}, 0, { problem: 'QUANTITY' }],
    ['a fraction', {}, 1.5, { problem: 'QUANTITY' }],
    ['over maxOrderAmount', {}, 501, { problem: 'QUANTITY' }],
    ['at maxOrderAmount', {}, 500, { unitCents: 500, lineCents: 250_000 }],
  ] as const)('%s', (_name, specs, quantity, expected) => {
    expect(priceStoreItem(sign, specs, quantity)).toEqual(expected);
  });

  it.each([
    ['one pack of 10', { volume: '10' }, 1, { unitCents: 950, lineCents: 950 }],
    [
      'three packs of 10: the table has no step for packs',
      { volume: '10' },
      3,
      { unitCents: 950, lineCents: 2850 },
    ],
    ['one pack of 50', { volume: '50' }, 1, { unitCents: 3560, lineCents: 3560 }],
    ['more packs than maxOrderAmount', { volume: '50' }, 21, { problem: 'QUANTITY' }],
  ] as const)('volumes: %s', (_name, specs, quantity, expected) => {
    expect(priceStoreItem(volumes, specs, quantity)).toEqual(expected);
  });
});

describe('fromPriceOf', () => {
  it.each([
    ['the least unit price of a combination that can be made', sign, 200],
    ['the least volume price', volumes, 950],
    ['no rows: no price', { ...sign, prices: [] }, null],
    ['only rows that cannot be made: no price', { ...sign, prices: sign.prices.slice(5, 6) }, null],
  ] satisfies [string, typeof sign, number | null][])('%s', (_name, type, expected) => {
    expect(fromPriceOf(type)).toBe(expected);
  });
});

describe('spec keys, defaults and disabled combinations', () => {
  it.each([
    [
      'priced menus other than the size, in menu order',
      { material: 'forex', application: 'buiten', size: '100x100' },
      key('forex', 'buiten'),
    ],
    [
      'a priced menu not chosen stays in the key, empty',
      { material: 'forex' },
      'material=forex|application=',
    ],
  ] as const)('specKeyOf: %s', (_name, specs, expected) => {
    expect(specKeyOf({ menus }, specs)).toBe(expected);
  });

  it('fills in every default the customer did not choose, and no value for a menu without one', () => {
    expect(withDefaults({ menus }, { size: '100x100' })).toEqual({
      size: '100x100',
      material: 'sticker',
      application: 'binnen',
      frame: 'geel',
    });
  });

  it.each([
    [
      'a whole disabled combination',
      { material: 'magneetsticker', application: 'buiten', size: '200x200' },
      true,
    ],
    ['part of one', { material: 'magneetsticker' }, false],
    ['another value', { material: 'magneetsticker', application: 'binnen' }, false],
  ] as const)('isDisabledCombination: %s', (_name, specs, expected) => {
    expect(isDisabledCombination(sign, specs)).toBe(expected);
  });
});
