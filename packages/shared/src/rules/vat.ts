import { percentOfCents } from './money';

/**
 * BTW (Dutch VAT) on an order's total (issue 13 point 3). Prices are integer cents excl. BTW
 * (rules/pricing.ts); BTW is computed once on the order's total, not per line, with the one
 * rounding rule of the price engine (half away from zero), so that client and server agree.
 * Printed matter is taxed at the general rate of 21 %.
 */
export const VAT_PERCENT = 21;

export type OrderTotals = { exclVatCents: number; vatCents: number; inclVatCents: number };

/** The totals of a sum of line prices excl. BTW. */
export function orderTotals(exclVatCents: number): OrderTotals {
  if (!Number.isInteger(exclVatCents) || exclVatCents < 0)
    throw new RangeError(`a total excl. BTW must be whole cents, not ${exclVatCents}`);
  const vatCents = percentOfCents(exclVatCents, VAT_PERCENT);
  return { exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
}
