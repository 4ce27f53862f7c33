import {
  dayAtTime,
  dutchDate,
  isChosenOption,
  isoDate,
  isStillOffered,
} from '@portal/shared/rules/chosen-date';
import type { DeliveryDateOption } from '@portal/shared/schemas/delivery-dates';
import type { ChosenDate } from '@portal/shared/schemas/order-details';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';

/**
 * The step's decisions about the chosen day; the matching of a choice against the shop's options
 * is shared with the server (rules/chosen-date.ts).
 */
export { dayAtTime, dutchDate, isChosenOption, isoDate, isStillOffered };

const isExpress = (option: DeliveryDateOption) => option.title === 'spoed';

export function chosenDateOf(option: DeliveryDateOption, time: string | null): ChosenDate {
  return {
    date: isoDate(option.date),
    time: time ?? option.times[0]?.time ?? null,
    title: option.title,
  };
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
