import {
  type DateTitle,
  type DeliveryDateOption,
  type DeliveryPromise,
  EXPRESS_VALUE,
  type PromiseDay,
} from '@portal/shared/schemas/delivery-dates';
import {
  addDays,
  amsterdamInstant,
  amsterdamWallClock,
  daysBetween,
  dutchWeekday,
  fromDutchDate,
  type IsoDate,
  type MinuteOfDay,
  minutesOf,
  toDutchDate,
} from './amsterdam-calendar';
import type { Fulfilment, PickupOffset, ProductKind, ShopPlanning } from './shop-planning';
import { type WorkingCalendar, workingCalendar } from './working-days';

// The option and promise shapes leave the server through the date endpoint: they are defined in
// packages/shared (schemas/delivery-dates.ts) and re-exported for the planner's other modules.
export { type DateTitle, type DeliveryDateOption, type DeliveryPromise, EXPRESS_VALUE, type PromiseDay };

/**
 * The delivery and pickup dates a shop can promise (spec 02 section 3, "Delivery date option"),
 * for one product kind, at one moment. Pure: the clock is a parameter, the holidays are data;
 * the same question always gets the same answer. The rules are in decision 42.
 */

/** How many reachable working days are listed unless the caller asks otherwise. */
export const DEFAULT_DATE_COUNT = 10;
const MAX_DATE_COUNT = 60;
const MINUTES_PER_DAY = 24 * 60;

export type DeliveryDatePlan =
  | {
      available: true;
      options: DeliveryDateOption[];
      promise: DeliveryPromise;
      /**
       * ISO instant by which the answer may change (a cut-off, a time slot or midnight passing):
       * the page asks again then, so the date moves by itself while it stays open.
       */
      refreshAt: string;
    }
  | { available: false; reason: 'kindNotOffered' | 'fulfilmentNotOffered' };

export interface DeliveryDateQuery {
  planning: ShopPlanning;
  kind: ProductKind;
  fulfilment: Fulfilment;
  now: Date;
  /** Copy/scan delivery after a pickup: the chosen pickup date and time. */
  offset?: PickupOffset | null;
  /** How many reachable working days to list. */
  count?: number;
}

/** A moment in Amsterdam wall-clock terms. */
interface Moment {
  date: IsoDate;
  minutes: MinuteOfDay;
}

const isLater = (a: Moment, b: Moment): boolean =>
  a.date > b.date || (a.date === b.date && a.minutes > b.minutes);

const clockTime = (minutes: MinuteOfDay): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Where the work starts: now, or the pickup when that is later (a pickup in the past counts as now). */
function startMoment(
  now: Moment,
  offset: PickupOffset | null | undefined,
): { start: Moment; fromPickup: boolean } {
  if (!offset) return { start: now, fromPickup: false };
  const pickupDate = fromDutchDate(offset.date);
  // pickupOffsetSchema has checked it at the edge; a bad one here is a bug, not a customer's typo.
  if (!pickupDate) throw new RangeError(`pickup date must be a real dd-MM-yyyy, got ${offset.date}`);
  const pickup = { date: pickupDate, minutes: minutesOf(offset.time) };
  return isLater(pickup, now) ? { start: pickup, fromPickup: true } : { start: now, fromPickup: false };
}

interface Reach {
  /** The working day the order counts as received. */
  orderDay: IsoDate;
  /** The first day it can be delivered or picked up. */
  firstDay: IsoDate;
}

export function planDeliveryDates(query: DeliveryDateQuery): DeliveryDatePlan {
  const { planning, kind, fulfilment, now } = query;
  const count = query.count ?? DEFAULT_DATE_COUNT;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DATE_COUNT)
    throw new RangeError(`count must be a whole number from 1 to ${MAX_DATE_COUNT}, got ${count}`);

  const kindPlanning = planning.kinds[kind];
  if (!kindPlanning.active) return { available: false, reason: 'kindNotOffered' };
  const slots = planning[fulfilment];
  if (!slots.active) return { available: false, reason: 'fulfilmentNotOffered' };

  const calendar = workingCalendar(planning);
  const clock = amsterdamWallClock(now);
  const today = clock.date;
  const { start, fromPickup } = startMoment(clock, query.offset);
  const slotMinutes = slots.times.map(minutesOf);

  // On the day work starts, only the slots after that moment are left: no delivery at 08:30 for
  // an order placed at 11:00, none before the originals have been picked up.
  const timesOn = (day: IsoDate): MinuteOfDay[] =>
    day === start.date ? slotMinutes.filter((minutes) => minutes > start.minutes) : slotMinutes;

  const reach = (cutOff: string, leadDays: number): Reach => {
    const orderDay =
      calendar.isWorkingDay(start.date) && start.minutes < minutesOf(cutOff)
        ? start.date
        : calendar.nextWorkingDay(start.date);
    let firstDay = calendar.addWorkingDays(orderDay, leadDays);
    while (timesOn(firstDay).length === 0) firstDay = calendar.nextWorkingDay(firstDay);
    return { orderDay, firstDay };
  };

  const regular = reach(planning.cutOff, kindPlanning.leadDays);
  const express =
    planning.express.active && kindPlanning.expressLeadDays !== null
      ? reach(planning.express.cutOff, kindPlanning.expressLeadDays)
      : null;
  // Spoed is offered only when it is sooner: paying extra for the same day would be no service.
  const expressSooner = express && express.firstDay < regular.firstDay ? express : null;

  const promiseDay = (day: IsoDate, minutes: MinuteOfDay): PromiseDay => {
    const daysAhead = daysBetween(today, day);
    return {
      date: toDutchDate(day),
      day: dutchWeekday(day),
      title: daysAhead === 0 ? 'vandaag' : daysAhead === 1 ? 'morgen' : null,
      daysAhead,
      time: clockTime(minutes),
    };
  };
  const firstOf = (reached: Reach): PromiseDay => promiseDay(reached.firstDay, timesOn(reached.firstDay)[0]!);
  const deadlineOf = (reached: Reach, cutOff: string): PromiseDay =>
    promiseDay(reached.orderDay, minutesOf(cutOff));

  const options: DeliveryDateOption[] = [];
  if (expressSooner) options.push(option(expressSooner.firstDay, 'spoed', EXPRESS_VALUE, timesOn));
  options.push(...regularOptions(calendar, start.date, regular.firstDay, today, count, timesOn));

  return {
    available: true,
    options,
    promise: {
      fulfilment,
      first: firstOf(regular),
      ...(fromPickup
        ? { orderBefore: null, afterPickup: promiseDay(start.date, start.minutes) }
        : { orderBefore: deadlineOf(regular, planning.cutOff), afterPickup: null }),
      express: expressSooner
        ? {
            surchargeCents: planning.express.surchargeCents,
            orderBefore: fromPickup ? null : deadlineOf(expressSooner, planning.express.cutOff),
            first: firstOf(expressSooner),
          }
        : null,
    },
    refreshAt: refreshMoment(clock, [
      minutesOf(planning.cutOff),
      minutesOf(planning.express.cutOff),
      ...slotMinutes,
      // A pickup later today stops being "later than now" at its own time.
      ...(fromPickup && start.date === today ? [start.minutes] : []),
    ]).toISOString(),
  };
}

function option(
  day: IsoDate,
  title: DateTitle | null,
  value: string,
  timesOn: (day: IsoDate) => MinuteOfDay[],
): DeliveryDateOption {
  return {
    date: toDutchDate(day),
    day: dutchWeekday(day),
    title,
    value,
    active: true,
    times: timesOn(day).map((minutes) => ({ time: clockTime(minutes) })),
  };
}

/**
 * The working days from the day work starts: the ones before the first reachable day are listed
 * inactive (the customer sees why 'vandaag' is not possible), then `count` choosable days.
 */
function regularOptions(
  calendar: WorkingCalendar,
  startDay: IsoDate,
  firstDay: IsoDate,
  today: IsoDate,
  count: number,
  timesOn: (day: IsoDate) => MinuteOfDay[],
): DeliveryDateOption[] {
  const tomorrow = addDays(today, 1);
  const options: DeliveryDateOption[] = [];
  let day = calendar.workingDayFrom(startDay);
  let choosable = 0;
  while (choosable < count) {
    if (day < firstDay) {
      options.push({
        date: toDutchDate(day),
        day: dutchWeekday(day),
        title: null,
        value: toDutchDate(day),
        active: false,
        times: [],
      });
    } else {
      const title = day === today ? 'vandaag' : day === tomorrow ? 'morgen' : null;
      options.push(option(day, title, toDutchDate(day), timesOn));
      choosable++;
    }
    day = calendar.nextWorkingDay(day);
  }
  return options;
}

/**
 * The first moment after now at which the answer can change: one of today's `moments` (cut-offs,
 * time slots) or the coming midnight. Some of these change nothing (a cut-off on a Saturday);
 * asking again then is cheap, missing a change is not.
 */
function refreshMoment(clock: Moment, moments: MinuteOfDay[]): Date {
  const next = Math.min(...moments.filter((minutes) => minutes > clock.minutes), MINUTES_PER_DAY);
  return next === MINUTES_PER_DAY
    ? amsterdamInstant(addDays(clock.date, 1), 0)
    : amsterdamInstant(clock.date, next);
}

/**
 * "When the shop changes, the first active date and its first time are chosen if none is set"
 * (spec 02 section 4). Spoed is never chosen for the customer: it costs extra.
 */
export function firstChoice(options: readonly DeliveryDateOption[]): { value: string; time: string } | null {
  const first = options.find((candidate) => candidate.active && candidate.value !== EXPRESS_VALUE);
  const time = first?.times[0]?.time;
  return first && time ? { value: first.value, time } : null;
}

/** Whether a chosen date and time is still on offer: the server's check before it accepts an order. */
export function offersChoice(
  options: readonly DeliveryDateOption[],
  choice: { value: string; time: string },
): boolean {
  return options.some(
    (candidate) =>
      candidate.active &&
      candidate.value === choice.value &&
      candidate.times.some((slot) => slot.time === choice.time),
  );
}
