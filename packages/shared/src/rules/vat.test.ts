import { describe, expect, it } from 'vitest';
import { orderTotals } from './vat';

describe('orderTotals', () => {
  it.each([
    [0, 0, 0],
    [100, 21, 121],
    [123_450, 25_925, 149_375],
    // 21 % of 2 cents is 0.42: rounded down; of 50 cents 10.5: rounded half up.
    [2, 0, 2],
    [50, 11, 61],
  ])('%i cents excl. BTW → %i BTW, %i incl.', (excl, vat, incl) => {
    expect(orderTotals(excl)).toEqual({ exclVatCents: excl, vatCents: vat, inclVatCents: incl });
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => orderTotals(-1)).toThrow(RangeError);
    expect(() => orderTotals(1.5)).toThrow(RangeError);
  });
});
