import Holidays from 'date-holidays';
import { addDays, type IsoDate, weekdayOf } from './amsterdam-calendar';
import type { ClosableHoliday } from './shop-planning';

/**
 * Which days a shop works: Monday to Friday, except Dutch public holidays (date-holidays, type
 * 'public') and the days the shop's own data closes it (decision 42).
 */

// Built once: the rules are data, the same for every caller and every instance of the server.
const netherlands = new Holidays('NL', { languages: ['nl'] });

interface HolidaysOfYear {
  /** type 'public': New Year, Easter, Koningsdag, Ascension, Whitsun, Christmas. */
  publicDays: ReadonlySet<IsoDate>;
  /** The days a shop may choose to close on, found by date-holidays' rule for them. */
  closable: Readonly<Record<ClosableHoliday, IsoDate>>;
}

/** date-holidays' rule of each holiday that is not public but that a shop may close on. */
const CLOSABLE_RULES: Record<ClosableHoliday, string> = {
  goodFriday: 'easter -2', // typed 'school'
  liberationDay: '05-05', // typed 'school'
  newYearsEve: '12-31', // typed 'bank'
};

// Computing a year costs a few milliseconds; years are few, so they are kept.
const years = new Map<number, HolidaysOfYear>();

function holidaysOf(year: number): HolidaysOfYear {
  const known = years.get(year);
  if (known) return known;
  const all = netherlands.getHolidays(year);
  // `date` is the local calendar day ('2026-04-27 00:00:00'); `start` would be an instant in UTC.
  const dayOf = (holiday: { date: string }): IsoDate => holiday.date.slice(0, 10);
  const closable = {} as Record<ClosableHoliday, IsoDate>;
  for (const [key, rule] of Object.entries(CLOSABLE_RULES) as [ClosableHoliday, string][]) {
    const found = all.find((holiday) => holiday.rule === rule);
    // A newer date-holidays that renamed a rule must fail loudly, not open the shop on that day.
    if (!found) throw new Error(`date-holidays has no NL holiday with rule '${rule}' in ${year}`);
    closable[key] = dayOf(found);
  }
  const computed: HolidaysOfYear = {
    publicDays: new Set(all.filter((holiday) => holiday.type === 'public').map(dayOf)),
    closable,
  };
  years.set(year, computed);
  return computed;
}

const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));

/** The Dutch public holidays of a year, sorted: what every shop closes on. */
export function dutchPublicHolidays(year: number): IsoDate[] {
  return [...holidaysOf(year).publicDays].sort();
}

/** The day a closable holiday falls on in a year ('goodFriday' in 2026 -> '2026-04-03'). */
export function closableHolidayDate(holiday: ClosableHoliday, year: number): IsoDate {
  return holidaysOf(year).closable[holiday];
}

/** What a shop's data says about closing beyond weekends and public holidays. */
export interface ShopClosures {
  closedDates: readonly IsoDate[];
  closedOnHolidays: readonly ClosableHoliday[];
}

/** A shop's working calendar: whether a day is worked, and stepping over the days that are not. */
export interface WorkingCalendar {
  isWorkingDay(date: IsoDate): boolean;
  /** The first working day after `date`. */
  nextWorkingDay(date: IsoDate): IsoDate;
  /** `date` when it is a working day, else the next one. */
  workingDayFrom(date: IsoDate): IsoDate;
  /** `count` working days after `date` (0: `date` itself, which the caller made a working day). */
  addWorkingDays(date: IsoDate, count: number): IsoDate;
}

export function workingCalendar(closures: ShopClosures): WorkingCalendar {
  const closedDates = new Set(closures.closedDates);

  function isWorkingDay(date: IsoDate): boolean {
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6) return false;
    if (closedDates.has(date)) return false;
    const holidays = holidaysOf(yearOf(date));
    if (holidays.publicDays.has(date)) return false;
    return !closures.closedOnHolidays.some((holiday) => holidays.closable[holiday] === date);
  }

  function nextWorkingDay(date: IsoDate): IsoDate {
    // Ends: weekends and holidays are never more than a few days in a row, and the shop's own
    // closed dates are a finite list.
    let day = addDays(date, 1);
    while (!isWorkingDay(day)) day = addDays(day, 1);
    return day;
  }

  function workingDayFrom(date: IsoDate): IsoDate {
    return isWorkingDay(date) ? date : nextWorkingDay(date);
  }

  function addWorkingDays(date: IsoDate, count: number): IsoDate {
    let day = date;
    for (let step = 0; step < count; step++) day = nextWorkingDay(day);
    return day;
  }

  return { isWorkingDay, nextWorkingDay, workingDayFrom, addWorkingDays };
}
