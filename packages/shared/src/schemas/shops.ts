import { z } from 'zod';
import {
  deliveryDateOptionSchema,
  deliveryPromiseSchema,
  FULFILMENTS,
  isRealDutchDate,
  PRODUCT_KINDS,
} from './delivery-dates';
import { deliveryTermsSchema } from './delivery-terms';

/** The provider's locations (spec 02 section 3, Shop), which shop does an order, and its dates. */

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Opening hours of one weekday: 1 = Monday … 7 = Sunday, times HH:mm. */
export const openingHoursSchema = z
  .array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      opens: z.string().regex(CLOCK_TIME),
      closes: z.string().regex(CLOCK_TIME),
    }),
  )
  .max(7);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A shop as the pickup card shows it: address, phone, e-mail, url, image and opening hours. */
export const shopSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  street: z.string(),
  number: z.string(),
  addition: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  url: z.string(),
  /** Absolute path or URL of the shop's picture; null without one. */
  image: z.string().nullable(),
  openingHours: openingHoursSchema,
  /** Takes secured print work (beveiligd printen). */
  handlesSecured: z.boolean(),
  /** What delivery costs from this shop and its minimum order value (decision 0131). */
  deliveryTerms: deliveryTermsSchema,
});
export type Shop = z.infer<typeof shopSchema>;

export const shopListSchema = z.object({ shops: z.array(shopSchema) });
export type ShopList = z.infer<typeof shopListSchema>;

/** 'true' / 'false' in a query string. */
const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((flag) => flag === 'true');

/**
 * Which shop does an order: the delivery address (one of the user's, or a postcode typed for
 * it) and the invoice (one of the user's invoice addresses, or a customer number linked to the
 * user), and whether it is secured work. Everything is optional: with nothing, the first shop.
 */
export const shopLookupQuerySchema = z.object({
  deliveryAddressId: z.uuid().optional(),
  /** A postcode where there is no stored address (a construction site, a pickup address typed in). */
  zipCode: z.string().trim().max(9).optional(),
  invoiceAddressId: z.uuid().optional(),
  customerNumber: z
    .string()
    .regex(/^\d{7}$/)
    .optional(),
  secure: queryFlag,
});
export type ShopLookupQuery = z.infer<typeof shopLookupQuerySchema>;

/**
 * Why this shop (decision 0044): the invoice customer's own shop, the region of the delivery
 * postcode, the region of the invoice address's postcode, or the first shop that can do the work.
 */
export const shopLookupRules = ['customerShop', 'deliveryRegion', 'invoiceRegion', 'firstShop'] as const;
export type ShopLookupRule = (typeof shopLookupRules)[number];

export const shopLookupResponseSchema = z.object({
  location: shopSchema,
  rule: z.enum(shopLookupRules),
});
export type ShopLookupResponse = z.infer<typeof shopLookupResponseSchema>;

export const shopParams = z.object({ shopId: z.uuid() });

/**
 * The dates of a shop: what is ordered, delivered or picked up, secured or not, and for copy and
 * scan deliveries the pickup they follow (offsetDate dd-MM-yyyy and offsetTime HH:mm, both or
 * neither).
 */
export const deliveryDatesQuerySchema = z
  .object({
    kind: z.enum(PRODUCT_KINDS).default('print'),
    fulfilment: z.enum(FULFILMENTS).default('deliver'),
    secure: queryFlag,
    /**
     * The theme the customer orders in hides prices (hidePricing): the promise names no amount.
     * A theme of the user's own that hides prices is obeyed whatever is asked (decision 0098).
     */
    withoutPrices: queryFlag,
    offsetDate: z.string().refine(isRealDutchDate, 'Geef de ophaaldatum als DD-MM-JJJJ.').optional(),
    offsetTime: z.string().regex(CLOCK_TIME, 'Geef een tijd als UU:MM, bijvoorbeeld 12:00.').optional(),
  })
  .refine(
    (query) => (query.offsetDate === undefined) === (query.offsetTime === undefined),
    'Geef bij een ophaalmoment zowel de datum als de tijd.',
  );
export type DeliveryDatesQuery = z.infer<typeof deliveryDatesQuerySchema>;

export const deliveryDatesResponseSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    shopId: z.uuid(),
    options: z.array(deliveryDateOptionSchema),
    /** The first active date and its first time, never spoed: what the step chooses when nothing is set. */
    firstChoice: z.object({ value: z.string(), time: z.string() }).nullable(),
    promise: deliveryPromiseSchema,
    /** "Vóór 12:00 besteld, morgen bezorgd." */
    promiseText: z.string(),
    /** "Spoed: vóór 10:00 besteld, vandaag bezorgd (+ € 25,00)."; null without spoed. */
    expressPromiseText: z.string().nullable(),
    /** When to ask again: the answer may change then (a cut-off or midnight passing). */
    refreshAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    available: z.literal(false),
    shopId: z.uuid(),
    reason: z.enum(['kindNotOffered', 'fulfilmentNotOffered']),
    /** Why, in Dutch. */
    message: z.string(),
  }),
]);
export type DeliveryDatesResponse = z.infer<typeof deliveryDatesResponseSchema>;
