import { z } from 'zod';
import { isRealIsoDate } from './amsterdam-calendar';

// The kinds, fulfilments and the pickup offset are part of the date endpoint's contract, so they
// live in packages/shared; re-exported here for the planner's own modules.
export {
  FULFILMENTS,
  type Fulfilment,
  type PickupOffset,
  PRODUCT_KINDS,
  type ProductKind,
  pickupOffsetSchema,
} from '@portal/shared/schemas/delivery-dates';

/**
 * A shop's planning data: everything the delivery-date planner (delivery-dates.ts) reads. One
 * value per shop; staff edit it, the schema checks it on the way in and out of the database.
 * Decision 42 says what each field decides.
 */

/**
 * Holidays that are not public (date-holidays types them 'school' and 'bank') but on which a
 * shop may close: named one by one, because closing on Good Friday says nothing about 5 May.
 */
export const CLOSABLE_HOLIDAYS = ['goodFriday', 'liberationDay', 'newYearsEve'] as const;
export type ClosableHoliday = (typeof CLOSABLE_HOLIDAYS)[number];

const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Geef een tijd als UU:MM, bijvoorbeeld 12:00.');

const isoDateSchema = z
  .string()
  .refine(isRealIsoDate, 'Geef een bestaande datum als JJJJ-MM-DD, bijvoorbeeld 2026-12-24.');

const workingDaysSchema = z
  .int('Geef een heel aantal werkdagen.')
  .min(0, 'Geef 0 of meer werkdagen.')
  .max(30, 'Geef hoogstens 30 werkdagen.');

const kindPlanningSchema = z.object({
  /** Whether the shop takes this kind at all. */
  active: z.boolean(),
  /** Working days from the day the order counts as received to the first date; 0 = same day. */
  leadDays: workingDaysSchema,
  /** The same for spoed; null when this kind has no spoed. */
  expressLeadDays: workingDaysSchema.nullable(),
});
export type KindPlanning = z.infer<typeof kindPlanningSchema>;

const slotsSchema = z.object({
  active: z.boolean(),
  /** Delivery moments ('08:30', '13:00') or, for pickup, from when it is ready (opening time). */
  times: z
    .array(clockTimeSchema)
    .min(1, 'Geef minstens één tijd.')
    .refine(
      (times) => times.every((time, index) => index === 0 || times[index - 1]! < time),
      'Geef de tijden oplopend en elke tijd één keer.',
    ),
});

export const shopPlanningSchema = z.object({
  /** An order at or after this time counts as received on the next working day. */
  cutOff: clockTimeSchema,
  kinds: z.object({
    print: kindPlanningSchema,
    copy: kindPlanningSchema,
    scan: kindPlanningSchema,
    printStore: kindPlanningSchema,
    secured: kindPlanningSchema,
  }),
  deliver: slotsSchema,
  pickUp: slotsSchema,
  /** Days the shop is closed on top of weekends and public holidays (staff outing, 24 December). */
  closedDates: z.array(isoDateSchema),
  closedOnHolidays: z.array(z.enum(CLOSABLE_HOLIDAYS)),
  express: z.object({
    /** Whether the shop offers spoed at all; each kind still needs its expressLeadDays. */
    active: z.boolean(),
    /** Excl. VAT, added to the order when the customer chooses the spoed date. */
    surchargeCents: z.int().min(0, 'Geef een toeslag van 0 of meer eurocent.'),
    /** Spoed has its own, usually earlier, cut-off. */
    cutOff: clockTimeSchema,
  }),
});
export type ShopPlanning = z.infer<typeof shopPlanningSchema>;
