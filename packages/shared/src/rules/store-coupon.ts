import { percentOfCents } from './money';

/**
 * The print store's coupon (spec 02 sections 5 and 9; decision 0108): a code from a list in
 * data that takes a percentage off the items of one store. The server decides whether a code
 * holds; what is shared here is how a typed code is read and how the discount is rounded, so
 * that the answer of the coupon check and the placed order can never differ by a cent.
 */

/** The longest code a customer can type (and the order details keep). */
export const COUPON_CODE_MAX_LENGTH = 32;

/**
 * A typed code as it is stored and compared: without spaces and in capitals, so ' prints 25'
 * finds PRINTS25. Codes are letters, digits and dashes.
 */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * A unit price with `percent` % off. The discount is taken per piece and rounded once (half a
 * cent goes to the customer: money.ts rounds half away from zero); the line is this times the
 * quantity, as every store line is (spec 02 section 9), so unit, line and total always agree.
 */
export function discountedUnitCents(unitCents: number, percent: number): number {
  return unitCents - percentOfCents(unitCents, percent);
}
