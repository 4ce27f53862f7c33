import { DUTCH_WEEKDAYS, type DutchWeekday } from '@portal/shared/schemas/delivery-dates';

/**
 * Calendar days and wall-clock times in Europe/Amsterdam, without a date library (decision 42).
 *
 * Working-day arithmetic is about calendar days, which have no time zone: a day is an ISO string
 * 'yyyy-MM-dd' and moves with UTC date arithmetic, where every day is 24 hours long. The zone only
 * matters where an instant meets the calendar: "which day and minute is it in Amsterdam now?" and
 * "which instant is 12:00 in Amsterdam on that day?". Both go through Intl and the time-zone data
 * Node ships, so the DST changes (last Sunday of March and of October) are the tz database's.
 */

/** A calendar day as 'yyyy-MM-dd'. */
export type IsoDate = string;

/** Minutes after midnight, 0–1439. */
export type MinuteOfDay = number;

export const TIME_ZONE = 'Europe/Amsterdam';

const DAY_MS = 86_400_000;

function utcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function isoOfUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return isoOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

export function dutchWeekday(date: IsoDate): DutchWeekday {
  return DUTCH_WEEKDAYS[weekdayOf(date)]!;
}

/** True for a 'yyyy-MM-dd' that names a day that exists (no 31-04, no 29-02 outside leap years). */
export function isRealIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isoOfUtc(utcMidnight(text)) === text;
}

/** 'yyyy-MM-dd' -> 'dd-MM-yyyy', the date format users see (spec 01 section 9). */
export function toDutchDate(date: IsoDate): string {
  return `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
}

/** 'dd-MM-yyyy' -> 'yyyy-MM-dd'; null when it is not a real day in that format. */
export function fromDutchDate(text: string): IsoDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isRealIsoDate(iso) ? iso : null;
}

/** 'HH:mm' -> minutes after midnight; the caller has validated the format. */
export function minutesOf(time: string): MinuteOfDay {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const wallClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClockFields {
  date: IsoDate;
  minutes: MinuteOfDay;
  seconds: number;
}

function wallClockFields(instant: Date): WallClockFields {
  const part: Record<string, string> = {};
  for (const { type, value } of wallClockParts.formatToParts(instant)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
    seconds: Number(part.second),
  };
}

/** The day and minute it is in Amsterdam at `instant`. Seconds are dropped: 11:59:59 is still 11:59. */
export function amsterdamWallClock(instant: Date): { date: IsoDate; minutes: MinuteOfDay } {
  const { date, minutes } = wallClockFields(instant);
  return { date, minutes };
}

/** How far Amsterdam's clock is ahead of UTC at `ms`, in milliseconds (1 h in winter, 2 h in summer). */
function offsetAt(ms: number): number {
  const { date, minutes, seconds } = wallClockFields(new Date(ms));
  const wallAsUtc = utcMidnight(date) + minutes * 60_000 + seconds * 1000;
  return wallAsUtc - (ms - (ms % 1000));
}

/**
 * The instant at which Amsterdam's clock shows `minutes` on `date`. Two passes settle the offset
 * on either side of a DST change. A wall-clock time that does not exist (02:30 on the last Sunday
 * of March) comes out an hour later; the planner asks only for midnight, cut-offs and time slots.
 */
export function amsterdamInstant(date: IsoDate, minutes: MinuteOfDay): Date {
  const wallAsUtc = utcMidnight(date) + minutes * 60_000;
  const firstGuess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(firstGuess));
}
