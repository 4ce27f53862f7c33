import type { ShopLookupRule } from '@portal/shared/schemas/shops';
import { z } from 'zod';

/**
 * Which shop does an order (decision 0044). Pure: the shops and what is known of the order go in,
 * the shop and the rule that chose it come out.
 *
 * 1. The invoice customer's own shop (staff set it), when it can do the work.
 * 2. The shop whose regions hold the delivery postcode.
 * 3. The shop whose regions hold the invoice address's postcode (the spec looks the shop up again
 *    when the invoice zip code changes).
 * 4. The first shop, by position, that can do the work.
 *
 * Secured work only goes to a shop that handles it, and by its secure regions: a region's own
 * shop may not print secured work, and then the secure shop that takes that region's does.
 */

/** Dutch postcodes by their four digits, both ends included: { from: 1000, to: 1999 }. */
export const postcodeRangeSchema = z
  .object({ from: z.int().min(1000).max(9999), to: z.int().min(1000).max(9999) })
  .refine((range) => range.from <= range.to, 'Geef een oplopend postcodegebied, bijvoorbeeld 1000-1999.');
export type PostcodeRange = z.infer<typeof postcodeRangeSchema>;
export const postcodeRangesSchema = z.array(postcodeRangeSchema);

/** What the lookup reads of a shop. */
export type ShopForLookup = {
  id: string;
  position: number;
  handlesSecured: boolean;
  regions: readonly PostcodeRange[];
  secureRegions: readonly PostcodeRange[];
};

export type LookupFacts = {
  /** The shop staff gave the invoice's customer, if any. */
  customerShopId: string | null;
  deliveryZipCode: string | null;
  invoiceZipCode: string | null;
  secure: boolean;
};

/**
 * The four digits of a Dutch postcode ('3511 AB', '3511ab', or only '3511' as a customer may type
 * it); null for anything else (a German five-digit postcode, a construction site without one).
 */
export function dutchPostcodeDigits(zipCode: string | null | undefined): number | null {
  const match = /^\s*([1-9]\d{3})\s*(?:[A-Za-z]{2})?\s*$/.exec(zipCode ?? '');
  return match ? Number(match[1]) : null;
}

const holds = (ranges: readonly PostcodeRange[], digits: number) =>
  ranges.some((range) => range.from <= digits && digits <= range.to);

export function chooseShop<S extends ShopForLookup>(
  shops: readonly S[],
  facts: LookupFacts,
): { shop: S; rule: ShopLookupRule } | null {
  const capable = [...shops]
    .filter((shop) => !facts.secure || shop.handlesSecured)
    .sort((a, b) => a.position - b.position);
  const own = capable.find((shop) => shop.id === facts.customerShopId);
  if (own) return { shop: own, rule: 'customerShop' };

  const byRegion = (zipCode: string | null) => {
    const digits = dutchPostcodeDigits(zipCode);
    if (digits === null) return undefined;
    return capable.find((shop) => holds(facts.secure ? shop.secureRegions : shop.regions, digits));
  };
  const delivery = byRegion(facts.deliveryZipCode);
  if (delivery) return { shop: delivery, rule: 'deliveryRegion' };
  const invoice = byRegion(facts.invoiceZipCode);
  if (invoice) return { shop: invoice, rule: 'invoiceRegion' };

  const first = capable[0];
  return first ? { shop: first, rule: 'firstShop' } : null;
}
