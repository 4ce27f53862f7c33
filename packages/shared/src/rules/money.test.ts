import { describe, expect, it } from 'vitest';
import { percentOfCents, perUnitCents, roundCents } from './money';

describe('the one rounding of cents', () => {
  it.each([
    [0, 0],
    [1.4999, 1],
    [1.5, 2],
    [2.5, 3],
    [-1.5, -2],
    [-0.4, -0],
    [183.3, 183],
  ])('rounds %d to %d (half away from zero)', (exact, cents) => {
    expect(roundCents(exact)).toBe(cents);
  });

  it('refuses what is no amount', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('takes a percentage once: 21 % of € 0,50 is 10,5 cents, so 11', () => {
    expect(percentOfCents(50, 21)).toBe(11);
    expect(percentOfCents(1833, 90)).toBe(1650);
  });

  it('divides a line price over its copies', () => {
    expect(perUnitCents(1000, 3)).toBe(333);
    expect(perUnitCents(1001, 2)).toBe(501);
    expect(() => perUnitCents(100, 0)).toThrow(RangeError);
  });
});
