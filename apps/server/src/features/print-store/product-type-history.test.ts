import type { PriceRow } from '@portal/shared/schemas/print-store';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';
import { PRICE_EXAMPLES_MAX, priceChanges, productTypeChanges, type TypeState } from './product-type-history';

const sign = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;
const state: TypeState = {
  name: sign.name,
  menus: sign.menus,
  disabled: sign.disabled,
  maxOrderAmount: sign.maxOrderAmount,
  prices: sign.prices,
};
const row = (size: string, unitCents: number, minQuantity = 1): PriceRow => ({
  size,
  specKey: 'material=forex',
  minQuantity,
  unitCents,
});

describe("a product type's history details", () => {
  it('are empty for a save that changes nothing', () => {
    expect(productTypeChanges(state, { ...state, prices: [...state.prices] })).toEqual({});
  });

  it('name the fields that changed, the menus by title, and the price rows added, removed and repriced', () => {
    const menus = state.menus.map((menu) =>
      menu.name === 'material' ? { ...menu, default: 'forex' } : menu,
    );
    const details = productTypeChanges(
      { ...state, prices: [row('100x100', 500), row('200x200', 800), row('300x300', 990)] },
      {
        ...state,
        name: 'Bord',
        maxOrderAmount: 50,
        menus,
        disabled: [],
        prices: [row('100x100', 550), row('200x200', 800), row('400x400', 1400)],
      },
    );
    expect(details).toEqual({
      name: { from: sign.name, to: 'Bord' },
      maxOrderAmount: { from: 500, to: 50 },
      menus: { added: [], removed: [], changed: ['Materiaal'] },
      disabled: { from: 2, to: 0 },
      prices: {
        added: 1,
        removed: 1,
        changed: 1,
        examples: [
          { size: '100x100', specs: 'material=forex', minQuantity: 1, from: 500, to: 550 },
          { size: '400x400', specs: 'material=forex', minQuantity: 1, from: null, to: 1400 },
          { size: '300x300', specs: 'material=forex', minQuantity: 1, from: 990, to: null },
        ],
      },
    });
  });

  it('count every repriced row but list the first few', () => {
    const raised = sign.prices.map((price) => ({ ...price, unitCents: price.unitCents + 10 }));
    const prices = priceChanges(sign.prices, raised)!;
    expect(prices.changed).toBe(sign.prices.length);
    expect(prices.examples).toHaveLength(PRICE_EXAMPLES_MAX);
  });
});
