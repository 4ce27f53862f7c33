import {
  COLOUR_OPTIONS,
  PRICED_GROUPS,
  SIDES_OPTIONS,
  type SpecEntry,
} from '@portal/shared/schemas/catalogue';
import type { OrderAddress } from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';
import { amsterdamInstant, minutesOf, weekdayOf } from '../../shops/amsterdam-calendar';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import {
  ISO_A_MM,
  type IsoFormat,
  type JobTicketContact,
  type JobTicketFinishing,
  type JobTicketFormat,
  type JobTicketLine,
  type JobTicketOrder,
} from './job-ticket-order';

/**
 * A placed order's rows as a job ticket's input (decisions 0048 and 0051). The order keeps its
 * choices as spec entries (menu, option group, option name), so the ticket reads the groups the
 * price engine reads (format, colour, sides), the paper group, and the finishing options by
 * name; a choice it cannot map goes to the shop as a comment rather than being lost.
 */
export type TicketSource = {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The user who placed the order. */
  orderedBy: { name: string; email: string; phone: string };
  shop: Pick<Shop, 'id' | 'company' | 'openingHours'>;
  /** Absolute URL where the shop downloads a line's file. */
  fileUrlOf: (position: number) => string;
};

/** The paper's option group; its option names carry the weight ('80', 'silk-135', '250-mat'). */
const PAPER_GROUP = 'papier';
/** The free-text remark for the printshop. */
const REMARK_GROUP = 'opmerking';
/** A promised day without a time ends when the shop closes, or at this time when it is closed then. */
const DEFAULT_END_TIME = '17:00';
/** Options that say "none of this" ('Geen', 'Niet vouwen', 'Niet lamineren'). */
const NOTHING = new Set(['geen', 'niet', 'nee', '']);

const isIsoFormat = (value: string | null | undefined): value is IsoFormat =>
  value !== null && value !== undefined && Object.hasOwn(ISO_A_MM, value);

const choiceOf = (specs: SpecEntry[], group: string): string | undefined =>
  specs.find((spec) => spec.optionGroupName === group)?.optionName;

const comment = (spec: SpecEntry): JobTicketFinishing => ({
  kind: 'other',
  title: `${spec.optionGroupName}: ${spec.optionName}`,
});

/** A finishing choice by its option name, or a comment when the name says nothing we map. */
function finishingOf(spec: SpecEntry): JobTicketFinishing | null {
  const name = spec.optionName.trim().toLowerCase();
  if (NOTHING.has(name)) return null;
  if (spec.optionGroupName === 'lamineren' || name.includes('lamin'))
    return { kind: 'laminate', title: `lamineren ${spec.optionName}` };
  if (spec.optionGroupName === 'vouwen' || name.includes('vouw'))
    return { kind: 'fold', title: spec.optionName };
  if (name === 'nieten') return { kind: 'staple', title: spec.optionName };
  if (name.startsWith('perfor')) return { kind: 'perforate', title: spec.optionName };
  if (name === 'ringband') return { kind: 'ring', title: spec.optionName };
  if (name === 'wire-o') return { kind: 'wire-o', title: spec.optionName };
  return comment(spec);
}

/** The paper by its option name when that names a weight in g/m² ('silk-135'); null otherwise. */
function paperOf(optionName: string | undefined): JobTicketLine['paper'] {
  const weight = optionName ? /(\d{2,3})/.exec(optionName) : null;
  if (!optionName || !weight) return null;
  return { name: /^\d+$/.test(optionName) ? `${optionName} g/m²` : optionName, weightGsm: Number(weight[1]) };
}

function ticketLine(line: OrderLineRow, fileUrl: string): JobTicketLine {
  const { specs } = line;
  const finishing: JobTicketFinishing[] = [];
  const formatChoice = choiceOf(specs, PRICED_GROUPS.format);
  let format: JobTicketFormat;
  if (isIsoFormat(line.format)) format = line.format;
  else if (isIsoFormat(formatChoice)) format = formatChoice;
  else {
    // A custom or unknown size: the sheet is written as A4 and the shop reads the comment.
    format = 'A4';
    finishing.push({ kind: 'other', title: `formaat: ${line.format ?? formatChoice ?? 'als bestand'}` });
  }
  const colourChoice = choiceOf(specs, PRICED_GROUPS.colour);
  const paperChoice = choiceOf(specs, PAPER_GROUP);
  const paper = paperOf(paperChoice);
  if (paperChoice && !paper) finishing.push({ kind: 'other', title: `papier: ${paperChoice}` });
  const handled = new Set<string>([
    PRICED_GROUPS.format,
    PRICED_GROUPS.colour,
    PRICED_GROUPS.sides,
    PAPER_GROUP,
  ]);
  for (const spec of specs) {
    if (handled.has(spec.optionGroupName)) continue;
    if (spec.optionGroupName === REMARK_GROUP) {
      if (spec.optionName.trim()) finishing.push(comment(spec));
      continue;
    }
    const mapped = finishingOf(spec);
    if (mapped) finishing.push(mapped);
  }
  return {
    position: line.position,
    fileName: line.fileName,
    fileUrl,
    pages: { bw: line.pagesBw, colour: line.pagesColour, blank: line.pagesBlank },
    format,
    sides: choiceOf(specs, PRICED_GROUPS.sides) === SIDES_OPTIONS.double ? 2 : 1,
    colour:
      colourChoice === COLOUR_OPTIONS.colour || (colourChoice === undefined && line.pagesColour > 0)
        ? 'colour'
        : 'bw',
    paper,
    finishing,
    quantity: line.quantity,
    productTitle: line.productTitle,
  };
}

function contactOf(address: OrderAddress): JobTicketContact {
  return {
    company: address.company,
    department: address.department,
    name: address.name,
    street: address.street,
    number: address.number,
    addition: address.addition,
    zipCode: address.zipCode,
    city: address.city,
    country: 'NL',
    phone: address.phone,
    email: address.email,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2026-12-01T16:00:00+01:00': a wall-clock time in Amsterdam with the offset it has that day. */
export function amsterdamDateTime(date: string, time: string): string {
  const minutes = minutesOf(time);
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const offset = Math.round((wallAsUtc - amsterdamInstant(date, minutes).getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:00${sign}${twoDigits(Math.floor(Math.abs(offset) / 60))}:${twoDigits(Math.abs(offset) % 60)}`;
}

/** When the shop closes on a day ('17:30'), when it is open then. */
function closingTime(shop: TicketSource['shop'], date: string): string | undefined {
  const weekday = weekdayOf(date) || 7;
  return shop.openingHours.find((hours) => hours.weekday === weekday)?.closes;
}

/** The order's rows, its customer and its shop as the ticket writers' input. */
export function jobTicketOrderOf(source: TicketSource): JobTicketOrder {
  const { order, shop } = source;
  const { details } = order;
  const fulfilment = details.orderType === 'pickUp' ? 'pickUp' : 'deliver';
  const promised = details.deliveryDate;
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    promisedEnd: promised
      ? amsterdamDateTime(
          promised.date,
          promised.time ?? closingTime(shop, promised.date) ?? DEFAULT_END_TIME,
        )
      : null,
    express: order.express,
    customerNumber: order.customerNumber,
    project: details.project?.name ?? '',
    reference: details.reference,
    orderedBy: {
      name: source.orderedBy.name,
      email: source.orderedBy.email,
      // The phone number given with the order, else the account's.
      phone: details.phone || source.orderedBy.phone,
    },
    fulfilment,
    delivery: fulfilment === 'deliver' && details.deliveryAddress ? contactOf(details.deliveryAddress) : null,
    shop: { id: shop.id, company: shop.company },
    lines: source.lines.map((line) => ticketLine(line, source.fileUrlOf(line.position))),
  };
}
