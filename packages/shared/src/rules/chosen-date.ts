import { orderSteps } from '../i18n/nl/order-steps';
import { textIn } from '../i18n/text-in';
import type { DeliveryDateOption } from '../schemas/delivery-dates';
import type { ChosenDate } from '../schemas/order-details';

/**
 * The chosen day of the deliver/pickup step against a shop's date options (spec 02 section 4),
 * shared so that the step and the order endpoint judge a choice alike: the options carry dates
 * as dd-MM-yyyy, the order details as yyyy-MM-dd; the spoed option is its own choice (value
 * 'spoed', title spoed), which makes the order express.
 */

export const isoDate = (dutch: string): string => dutch.split('-').reverse().join('-');
export const dutchDate = (iso: string): string => iso.split('-').reverse().join('-');

const isExpress = (option: DeliveryDateOption) => option.title === 'spoed';

export function isChosenOption(option: DeliveryDateOption, chosen: ChosenDate | null): boolean {
  if (!chosen) return false;
  if (isExpress(option) !== (chosen.title === 'spoed')) return false;
  return option.date === dutchDate(chosen.date);
}

/** Whether the shop still offers the chosen day and time. */
export function isStillOffered(chosen: ChosenDate, options: readonly DeliveryDateOption[]): boolean {
  const option = options.find((candidate) => isChosenOption(candidate, chosen));
  if (!option?.active) return false;
  return chosen.time === null || option.times.some((slot) => slot.time === chosen.time);
}

/**
 * A chosen day with its time as every screen and mail says it: '24-11-2026 om 08:30' on the
 * screens, 'dinsdag 24 november 2026 om 08:30' in the mails (the day is the caller's wording).
 * One wording, 'om', for delivery and pickup alike (issue 32 point 6): the time is the slot the
 * customer chose, not the start of a window. Only the step texts, so the browser bundle stays small.
 */
export function dayAtTime(day: string, time: string | null): string {
  return time ? textIn(orderSteps, 'summary.dateAt', { date: day, time }) : day;
}
