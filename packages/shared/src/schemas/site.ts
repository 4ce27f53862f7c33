import { z } from 'zod';
import { themeResponseSchema } from './theme';

/** One of the provider's locations, as the contact page lists it. */
export const locationSchema = z.object({
  name: z.string().min(1).max(80),
  street: z.string().min(1).max(120),
  zipCode: z.string().min(1).max(12),
  city: z.string().min(1).max(80),
  phone: z.string().min(1).max(20),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/v3/site: what the web app needs to know about this installation. */
export const siteResponseSchema = z.object({
  brand: z.object({ name: z.string(), slug: z.string() }),
  support: z.object({ email: z.string(), phone: z.string() }),
  /** The provider as a company: legal name, Chamber of Commerce (KvK) and VAT (BTW) numbers. */
  company: z.object({ legalName: z.string(), kvk: z.string(), vat: z.string() }),
  locations: z.array(locationSchema),
  tagManagerId: z.string().nullable(),
  /** True outside production when mail is kept in the outbox (readable at /dev/mail). */
  devMail: z.boolean(),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/**
 * What the server writes into the page itself (a JSON script element), so that the first paint
 * needs no request: the installation's settings and, for a visitor, the theme of the address.
 */
export const pageStartSchema = z.object({
  site: siteResponseSchema,
  /** The theme named by the address's first segment (or the default theme), as a visitor sees it. */
  theme: themeResponseSchema.nullable(),
});
export type PageStart = z.infer<typeof pageStartSchema>;
