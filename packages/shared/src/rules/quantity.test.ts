import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from './pricing';
import { quantityOnBlur, quantityWhileTyping } from './quantity';

describe('the quantity field (spec 01 section 5)', () => {
  it.each([
    ['25', 1, 25],
    [' 7 ', 1, 7],
    ['12,5', 1, 12],
    ['1.000', 1, 1000],
    ['2 500', 1, 2500],
    ['0', 1, null],
    ['', 1, null],
    ['abc', 1, null],
    ['-3', 1, null],
    ['49', 50, null],
    ['50', 50, 50],
    [String(MAX_QUANTITY + 1), 1, null],
  ])('applies %j while typing (minimum %i) as %j', (text, min, expected) => {
    expect(quantityWhileTyping(text, min)).toBe(expected);
  });

  it.each([
    ['', 1, 1, false],
    ['0', 1, 1, false],
    ['abc', 1, 1, false],
    ['3', 1, 3, false],
    ['10', 50, 50, true],
    ['0', 50, 50, true],
    ['-4', 1, 1, true],
  ])('makes %j on blur (minimum %i) into %i, noting the minimum: %s', (text, min, quantity, raised) => {
    expect(quantityOnBlur(text, min)).toEqual({ quantity, raisedToMinimum: raised, loweredToMaximum: false });
  });

  it('lowers a run above the maximum to the maximum', () => {
    expect(quantityOnBlur('1000000', 1)).toEqual({
      quantity: MAX_QUANTITY,
      raisedToMinimum: false,
      loweredToMaximum: true,
    });
  });
});
