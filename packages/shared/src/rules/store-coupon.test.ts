import { describe, expect, it } from 'vitest';
import { discountedUnitCents, normaliseCouponCode } from './store-coupon';

describe('a coupon code as typed', () => {
  it.each([
    ['PRINTS25', 'PRINTS25'],
    [' prints25 ', 'PRINTS25'],
    ['Prints 25', 'PRINTS25'],
    ['prints\t25\n', 'PRINTS25'],
    ['zomer-2026', 'ZOMER-2026'],
  ])('reads %j as %s', (typed, code) => {
    expect(normaliseCouponCode(typed)).toBe(code);
  });
});

describe('the discount of a unit price', () => {
  it.each([
    // 25 % of € 12,00 is exactly € 3,00.
    [1200, 25, 900],
    // 25 % of 1001 cents is 250,25: 250 off.
    [1001, 25, 751],
    // 25 % of 1002 cents is 250,5: half a cent goes to the customer, 251 off.
    [1002, 25, 751],
    [1, 25, 1],
    [2, 25, 1],
    [0, 25, 0],
    [4950, 100, 0],
    [4950, 1, 4900],
  ])('takes from %d cents at %d %% to %d', (unit, percent, discounted) => {
    expect(discountedUnitCents(unit, percent)).toBe(discounted);
  });
});
