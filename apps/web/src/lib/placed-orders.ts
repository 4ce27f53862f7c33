import { formatDate, formatTime } from '@portal/shared/format';
import { specTitles } from '@portal/shared/rules/spec-titles';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { ChosenDate, OrderAddress } from '@portal/shared/schemas/order-details';

/**
 * Formatting of placed orders as My orders and the order desk show them (issue 13 points 7 and
 * 9): both read the same order snapshot, so they say the same things the same way.
 */

/** An instant of the API (ISO with offset) as its Amsterdam day and time: '10-03-2026', '14:05'. */
export function dayAndTime(instant: string): { date: string; time: string } {
  const date = new Date(instant);
  return { date: formatDate(date), time: formatTime(date) };
}

/** A calendar day 'yyyy-MM-dd' (already an Amsterdam day) as 'dd-MM-yyyy', without time zones. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** A chosen day of delivery or pickup: '12-03-2026', '12-03-2026 10:00', with the spoed mark apart. */
export function chosenDateText(chosen: ChosenDate): string {
  return chosen.time ? `${formatDay(chosen.date)} ${chosen.time}` : formatDay(chosen.date);
}

/** An address as lines to print under each other; empty parts are left out. */
export function addressLines(address: OrderAddress): string[] {
  const street = [address.street, [address.number, address.addition].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' ');
  const place = [address.zipCode, address.city].filter(Boolean).join('  ');
  return [address.company, address.department, address.name, street, place].filter(
    (line) => line.trim() !== '',
  );
}

/** One specification of an ordered line: 'Papier: Silk 135 g/m²'. */
export type OrderedSpec = { key: string; label: string; value: string };

/**
 * A line's choices as the customer read them: with the group's and option's titles while the
 * catalogue still knows the product, else as the order stored them (their names), so an order
 * stays readable when its product leaves the range (the shared specTitles). An empty remark is
 * left out. Also the confirm step's cart summary, whose lines are not placed yet.
 */
export function orderedSpecs(product: Product | undefined, specs: readonly SpecEntry[]): OrderedSpec[] {
  return specs
    .filter((spec) => spec.optionName.trim() !== '')
    .map((spec) => {
      const titles = specTitles(product, spec);
      return { key: `${spec.menuId}/${spec.optionGroupName}`, label: titles.group, value: titles.option };
    });
}
