import { z } from 'zod';

/**
 * The shapes of the delivery-date planner (decision 0042) that leave the server: the day picker's
 * options, the promise behind them and the pickup offset of copy and scan orders. The planner
 * (apps/server/src/features/shops/delivery-dates.ts) imports them from here, so the web app reads
 * the very shape the server computes.
 */

/** What is being ordered; each kind has its own lead time (glossary: copy order, scan order, …). */
export const PRODUCT_KINDS = ['print', 'copy', 'scan', 'printStore', 'secured'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Brought to the customer, or picked up (glossary: bezorgen -> deliver, afhalen/ophalen -> pickUp). */
export const FULFILMENTS = ['deliver', 'pickUp'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** The value of the spoed option; choosing it makes the order express. */
export const EXPRESS_VALUE = 'spoed';

/**
 * The days of the week as the day picker and the promise name them. Sunday first, so that
 * Date#getUTCDay() is the index: the server's calendar (amsterdam-calendar.ts) names a day with this
 * list, and the answer's schema checks it with the same list.
 */
export const DUTCH_WEEKDAYS = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const;

export const dutchWeekdaySchema = z.enum(DUTCH_WEEKDAYS);
export type DutchWeekday = z.infer<typeof dutchWeekdaySchema>;

export const dateTitleSchema = z.enum(['vandaag', 'morgen', 'spoed']);
export type DateTitle = z.infer<typeof dateTitleSchema>;

const DUTCH_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a 'dd-MM-yyyy' that names a day that exists (no 31-04, no 29-02 outside leap years). */
export function isRealDutchDate(text: string): boolean {
  const match = DUTCH_DATE.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One entry of the day picker (spec 02 section 3, "Delivery date option"). */
export const deliveryDateOptionSchema = z.object({
  /** dd-MM-yyyy */
  date: z.string(),
  day: dutchWeekdaySchema,
  title: dateTitleSchema.nullable(),
  /** The date, or 'spoed' for the express option (the order turns it into its express flag). */
  value: z.string(),
  /** False for a working day that can no longer be reached (shown, not choosable). */
  active: z.boolean(),
  /** HH:mm; empty for a day that is not active. */
  times: z.array(z.object({ time: z.string() })),
});
export type DeliveryDateOption = z.infer<typeof deliveryDateOptionSchema>;

/** A day as the promise names it: with how far ahead it is, so a text can say 'morgen' or 'dinsdag'. */
export const promiseDaySchema = z.object({
  /** dd-MM-yyyy */
  date: z.string(),
  day: dutchWeekdaySchema,
  title: z.enum(['vandaag', 'morgen']).nullable(),
  /** Calendar days after today (Amsterdam). */
  daysAhead: z.number().int(),
  /** HH:mm: the cut-off, the pickup time or the first time slot, as the field's name says. */
  time: z.string(),
});
export type PromiseDay = z.infer<typeof promiseDaySchema>;

const promiseBase = z.object({
  fulfilment: z.enum(FULFILMENTS),
  /** The first date that can be chosen, with its first time. */
  first: promiseDaySchema,
  /** The spoed option's promise, when one is offered. */
  express: z
    .object({
      surchargeCents: z.number().int(),
      orderBefore: promiseDaySchema.nullable(),
      first: promiseDaySchema,
    })
    .nullable(),
});

/** What the step needs to say the promise plainly: "Vóór 12:00 besteld, morgen bezorgd". */
export const deliveryPromiseSchema = z.union([
  promiseBase.extend({
    /** The cut-off that decides the first date. */
    orderBefore: promiseDaySchema,
    afterPickup: z.null(),
  }),
  promiseBase.extend({
    orderBefore: z.null(),
    /** The pickup the dates follow (copy/scan offset), which decides the first date instead. */
    afterPickup: promiseDaySchema,
  }),
]);
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;

/**
 * Copy and scan deliveries come after the shop has picked the originals up: the chosen pickup
 * date ('dd-MM-yyyy', as the date options carry it) and time slot.
 */
export const pickupOffsetSchema = z.object({
  date: z
    .string()
    .regex(DUTCH_DATE, 'Geef de ophaaldatum als DD-MM-JJJJ.')
    .refine(isRealDutchDate, 'Deze ophaaldatum bestaat niet.'),
  time: z.string().regex(CLOCK_TIME, 'Geef een tijd als UU:MM, bijvoorbeeld 12:00.'),
});
export type PickupOffset = z.infer<typeof pickupOffsetSchema>;
