import type { DeliveryDateOption } from '@portal/shared/schemas/delivery-dates';
import type { ChosenDate } from '@portal/shared/schemas/order-details';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';

/**
 * The chosen day of the deliver/pickup step against the shop's date options (spec 02 section 4):
 * the options carry dates as dd-MM-yyyy, the order details as yyyy-MM-dd; the spoed option is
 * its own choice (value 'spoed', title spoed), which makes the order express.
 */

export const isoDate = (dutch: string): string => dutch.split('-').reverse().join('-');
export const dutchDate = (iso: string): string => iso.split('-').reverse().join('-');

const isExpress = (option: DeliveryDateOption) => option.title === 'spoed';

export function isChosenOption(option: DeliveryDateOption, chosen: ChosenDate | null): boolean {
  if (!chosen) return false;
  if (isExpress(option) !== (chosen.title === 'spoed')) return false;
  return option.date === dutchDate(chosen.date);
}

export function chosenDateOf(option: DeliveryDateOption, time: string | null): ChosenDate {
  return {
    date: isoDate(option.date),
    time: time ?? option.times[0]?.time ?? null,
    title: option.title,
  };
}

/** Whether the shop still offers the chosen day and time. */
export function isStillOffered(chosen: ChosenDate, options: readonly DeliveryDateOption[]): boolean {
  const option = options.find((candidate) => isChosenOption(candidate, chosen));
  if (!option?.active) return false;
  return chosen.time === null || option.times.some((slot) => slot.time === chosen.time);
}

export type DateDecision =
  | { change: false }
  /** moved: a choice the shop no longer offers was replaced (the step says so). */
  | { change: true; next: ChosenDate | null; moved: boolean };

/**
 * What to do with the chosen day when the shop's dates arrive: keep a choice that is still
 * offered; otherwise take the first active date with its first time (never spoed), and say it
 * moved when there was a choice before. A shop without dates for this order leaves nothing chosen.
 */
export function decideDate(chosen: ChosenDate | null, answer: DeliveryDatesResponse): DateDecision {
  if (!answer.available) return chosen ? { change: true, next: null, moved: false } : { change: false };
  if (chosen && isStillOffered(chosen, answer.options)) return { change: false };
  const first = answer.firstChoice;
  const option =
    first && answer.options.find((candidate) => candidate.value === first.value && !isExpress(candidate));
  const next = option ? chosenDateOf(option, first.time) : null;
  if (!chosen && !next) return { change: false };
  return { change: true, next, moved: chosen !== null && next !== null };
}
