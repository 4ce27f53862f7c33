import { describe, expect, it } from 'vitest';
import { previewSizeFor } from '../../../lib/preview-url';
import { category, signType } from '../testing/store-fixtures';
import { sidebarOrder } from './category-order';
import { specsFromQuery, specsToQuery } from './current-specs';
import { packageQuantityRule } from './package-quantity';
import { counterValue, counterWhileTyping } from './quantity-counter';
import { searchTextOf } from './store-search';

describe('counterValue (leaving a quantity counter)', () => {
  it.each([
    ['7', null, 7],
    [' 12 ', null, 12],
    ['', null, 1],
    ['abc', null, 1],
    ['0', null, 1],
    ['-3', null, 1],
    ['2.5', null, 1],
    ['1e3', null, 1],
    ['250', 100, 100],
    ['100', 100, 100],
    ['99999999999999999999', null, 1],
  ] as const)('%j with maximum %j is %j', (text, max, expected) => {
    expect(counterValue(text, max)).toBe(expected);
  });
});

describe('counterWhileTyping', () => {
  it.each([
    ['5', 10, 5],
    ['11', 10, null],
    ['0', 10, null],
    ['', 10, null],
    ['x', null, null],
  ] as const)('%j with maximum %j applies %j', (text, max, expected) => {
    expect(counterWhileTyping(text, max)).toBe(expected);
  });
});

describe('currentSpecs in the address', () => {
  const type = signType();
  it('round-trips a choice', () => {
    const specs = { size: '300x300', material: 'forex', colour: 'blauw' };
    expect(specsFromQuery(specsToQuery(specs), type)).toEqual(specs);
  });
  it.each([[null], ['not json'], ['[1,2]'], ['{"size": 300}']])('ignores %j', (raw) => {
    expect(specsFromQuery(raw, type)).toEqual({});
  });
  it('keeps only the menus and values the product type offers', () => {
    expect(specsFromQuery(JSON.stringify({ size: '999x999', material: 'forex', other: 'x' }), type)).toEqual({
      material: 'forex',
    });
  });
});

describe('search text', () => {
  it.each([
    ['  bord ', 'bord'],
    ['   ', null],
    ['', null],
    [null, null],
  ])('%j searches %j', (text, expected) => {
    expect(searchTextOf(text)).toBe(expected);
  });
});

describe('package quantity', () => {
  it('starts at maxOrderAmount, is fixed at 1, and starts at 1 without a maximum', () => {
    expect(packageQuantityRule(5)).toEqual({ initial: 5, max: 5, fixed: false });
    expect(packageQuantityRule(1)).toEqual({ initial: 1, max: 1, fixed: true });
    expect(packageQuantityRule(null)).toEqual({ initial: 1, max: null, fixed: false });
  });
});

describe('the sidebar order and the preview sizes', () => {
  it('puts listOnTop first and keeps the server’s order otherwise', () => {
    const order = sidebarOrder([category(1), category(2, { listOnTop: true }), category(3)]);
    expect(order.map((item) => item.name)).toEqual(['Categorie 2', 'Categorie 1', 'Categorie 3']);
  });
  it('falls back to the served width at or above the slot, or the largest', () => {
    expect(previewSizeFor(220)).toBe(270);
    expect(previewSizeFor(445)).toBe(445);
    expect(previewSizeFor(900)).toBe(466);
  });
});
