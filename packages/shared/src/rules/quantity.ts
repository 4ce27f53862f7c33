import { MAX_QUANTITY } from './pricing';

/**
 * The quantity field of the product order screen (spec 01 section 5, Quantity): typed text is
 * read as a whole number; while typing, only a usable number is applied; leaving the field
 * makes any text usable.
 */

/**
 * The typed text as a whole number ('12' → 12, '12,5' → 12, 'abc' → NaN), as parseInt reads it,
 * after dropping the points and spaces a Dutch reader groups thousands with ('1.000' → 1000).
 */
export function parseQuantity(text: string): number {
  return Number.parseInt(text.replace(/[.\s\u00a0]/g, ''), 10);
}

/** The quantity to apply while typing: zero, NaN, below the minimum or above the maximum is not applied. */
export function quantityWhileTyping(text: string, minQuantity: number): number | null {
  const quantity = parseQuantity(text);
  if (Number.isNaN(quantity) || quantity === 0 || quantity < minQuantity || quantity > MAX_QUANTITY)
    return null;
  return quantity;
}

export type QuantityOnBlur = {
  quantity: number;
  /** Raised to the product's minimum: the screen says 'Let op, het minimale aantal voor dit product is {n}.' */
  raisedToMinimum: boolean;
  /** Lowered to the most the portal prices (larger runs are quoted). */
  loweredToMaximum: boolean;
};

/** On blur: NaN or 0 becomes 1, below the minimum becomes the minimum, above the maximum the maximum. */
export function quantityOnBlur(text: string, minQuantity: number): QuantityOnBlur {
  const parsed = parseQuantity(text);
  const quantity = Number.isNaN(parsed) || parsed === 0 ? 1 : parsed;
  if (quantity < minQuantity)
    return { quantity: minQuantity, raisedToMinimum: true, loweredToMaximum: false };
  if (quantity > MAX_QUANTITY)
    return { quantity: MAX_QUANTITY, raisedToMinimum: false, loweredToMaximum: true };
  return { quantity, raisedToMinimum: false, loweredToMaximum: false };
}
