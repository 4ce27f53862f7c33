import { formatDate, formatTime } from '@portal/shared/format';
import { specTitles } from '@portal/shared/rules/spec-titles';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { ChosenDate, OrderAddress } from '@portal/shared/schemas/order-details';
import { FILE_LINE_KINDS, type OrderKind } from '@portal/shared/schemas/order-kinds';
import type { OrderLineView } from '@portal/shared/schemas/order-views';
import type { OrderedChoice } from '@portal/shared/schemas/orders';

/**
 * Formatting of placed orders as My orders and the order desk show them (issue 13 points 7 and
 * 9): both read the same order snapshot, so they say the same things the same way.
 */

/** An instant of the API (ISO with offset) as its Amsterdam day and time: '10-03-2026', '14:05'. */
export function dayAndTime(instant: string): { date: string; time: string } {
  const date = new Date(instant);
  return { date: formatDate(date), time: formatTime(date) };
}

/** The Amsterdam calendar day of an instant as 'yyyy-MM-dd' (a quote's validUntil is one). */
export function amsterdamDay(instant: Date): string {
  const [date, month, year] = formatDate(instant).split('-');
  return `${year}-${month}-${date}`;
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
 * A placed line's choices as the customer read them when ordering: the titles the order keeps
 * (issue 28 point 2), never today's catalogue, so a renamed or retired option changes no order.
 * An empty remark is left out.
 */
export function placedSpecs(specs: readonly OrderedChoice[]): OrderedSpec[] {
  return specs
    .filter((spec) => spec.optionName.trim() !== '')
    .map((spec) => ({
      key: `${spec.menuId}/${spec.optionGroupName}`,
      label: spec.groupTitle,
      value: spec.optionTitle,
    }));
}

/**
 * A line's choices as the catalogue names them today: with the group's and option's titles while
 * the catalogue still knows the product, else by their names (the shared specTitles). For lines
 * not placed yet (the confirm step's cart summary); a placed line reads placedSpecs.
 */
export function orderedSpecs(product: Product | undefined, specs: readonly SpecEntry[]): OrderedSpec[] {
  return specs
    .filter((spec) => spec.optionName.trim() !== '')
    .map((spec) => {
      const titles = specTitles(product, spec);
      return { key: `${spec.menuId}/${spec.optionGroupName}`, label: titles.group, value: titles.option };
    });
}

/** Whether a placed line is an uploaded file (with its pages and stored bytes) rather than a job. */
export function isFileLine(line: Pick<OrderLineView, 'kind' | 'fileName'>): boolean {
  return FILE_LINE_KINDS.includes(line.kind) && line.fileName !== null;
}

/**
 * Whether a line's quantity says something of its own: the copies of a file. A copy or scan
 * job carries its counts among its choices ('Aantal sets'), a quote its description.
 */
export function showsQuantity(line: Pick<OrderLineView, 'kind'>): boolean {
  return line.kind === 'print_file' || line.kind === 'secured_file';
}

/**
 * How a placed line's price reads (decision 0068, issue 28 point 3): its amount; 'Prijs op
 * aanvraag' where the customer was not shown it; a job's price that follows; a secured print's
 * agreement; nothing for a quote request (it asks for a price); else the provider's quote
 * follows. Never an amount the server did not send.
 */
export type LinePriceWording =
  | { kind: 'amount'; cents: number }
  | { kind: 'text'; text: 'onRequest' | 'jobFollows' | 'byAgreement' | 'follows' }
  | { kind: 'none' };

export function linePriceWording(
  line: Pick<OrderLineView, 'linePriceCents' | 'noPriceReason' | 'priceHidden'>,
): LinePriceWording {
  switch (line.noPriceReason) {
    case 'quoteRequest':
      return { kind: 'none' };
    case 'priceFollows':
      return { kind: 'text', text: 'jobFollows' };
    case 'byAgreement':
      return { kind: 'text', text: 'byAgreement' };
    case null:
      if (line.linePriceCents !== null) return { kind: 'amount', cents: line.linePriceCents };
      // No reason and no amount: the price is there, only not for this reader.
      return { kind: 'text', text: 'onRequest' };
    default:
      return { kind: 'text', text: 'follows' };
  }
}

/**
 * How an order without a single priced line reads in a list, by its kind: a job's price
 * follows, a secured print is by agreement, a quote request has none (it asks for one), a print
 * order's files are quoted by the provider.
 */
export function unpricedOrderWording(
  kind: OrderKind,
): { kind: 'none' } | { kind: 'text'; text: 'jobFollows' | 'byAgreement' | 'follows' } {
  switch (kind) {
    case 'quote':
      return { kind: 'none' };
    case 'copy':
    case 'scan':
      return { kind: 'text', text: 'jobFollows' };
    case 'secured':
      return { kind: 'text', text: 'byAgreement' };
    default:
      return { kind: 'text', text: 'follows' };
  }
}
