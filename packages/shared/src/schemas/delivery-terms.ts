import { z } from 'zod';

/**
 * What delivery costs and the least an order is worth (issue 32 point 3, decision 0131): a shop's
 * terms, which a theme may override field by field. Amounts are cents excl. BTW of the goods (the
 * priced lines), never of the spoed surcharge or the charge itself.
 */
const centsSchema = z.int('Geef een heel aantal eurocent.').min(0, 'Geef 0 of meer eurocent.');

export const deliveryTermsSchema = z.object({
  /** Charged on a delivered order whose goods are worth less than `freeFromCents`; 0 for none. */
  chargeCents: centsSchema,
  /** From this value of the goods delivery is free; null: the charge always applies. */
  freeFromCents: centsSchema.nullable(),
  /** An order whose goods are worth less is refused (ORDER_BELOW_MINIMUM); 0 for no minimum. */
  minimumOrderCents: centsSchema,
});
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

/** A theme's own terms (a contract customer's free delivery, say): each field it names wins over the shop's. */
export const themeOrderTermsSchema = deliveryTermsSchema.partial().strict();
export type ThemeOrderTerms = z.infer<typeof themeOrderTermsSchema>;
