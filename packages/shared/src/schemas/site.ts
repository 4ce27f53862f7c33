import { z } from 'zod';

/** GET /api/v3/site: what the web app needs to know about this installation. */
export const siteResponseSchema = z.object({
  brand: z.object({ name: z.string(), slug: z.string() }),
  support: z.object({ email: z.string(), phone: z.string() }),
  tagManagerId: z.string().nullable(),
  /** True outside production when mail is kept in the outbox (readable at /dev/mail). */
  devMail: z.boolean(),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
