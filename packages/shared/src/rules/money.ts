/**
 * Money is integer cents excl. BTW everywhere (STYLE.md habit 4). Where an amount is divided or
 * takes a percentage, the exact value is rounded here and nowhere else, so that the browser, the
 * server, the mails and the job tickets can never disagree by a cent: half a cent goes up (half
 * away from zero, the rounding Dutch invoices use). Every other module calls these.
 */

/** An exact amount in cents (a product of a division or a percentage) as whole cents. */
export function roundCents(exact: number): number {
  if (!Number.isFinite(exact)) throw new RangeError(`an amount must be finite, not ${exact}`);
  // Math.round rounds -0.5 up to -0; amounts below zero (a discount's difference) round away from zero.
  return exact < 0 ? -Math.round(-exact) : Math.round(exact);
}

/** `percent` % of an amount in cents, rounded once. */
export function percentOfCents(cents: number, percent: number): number {
  return roundCents((cents * percent) / 100);
}

/** The price of one of `count` (a line's unit price), rounded once; the line's own price stays the record. */
export function perUnitCents(totalCents: number, count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`a count must be a whole number of at least 1, not ${count}`);
  return roundCents(totalCents / count);
}
