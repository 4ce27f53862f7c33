import { specTitles } from '@portal/shared/rules/spec-titles';
import {
  COLOUR_OPTIONS,
  PRICED_GROUPS,
  type Product,
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
 * A placed order's rows as a job ticket's input (decisions 0048, 0051 and 0056). The order keeps
 * its choices as spec entries (menu, option group, option name), so the ticket reads the groups
 * the price engine reads (format, colour, sides), the paper group, and the finishing options by
 * name: the names are what a machine maps. What people read (finishing, paper, comments, the
 * list of choices) carries the catalogue's titles of the line's product, or the names when the
 * catalogue no longer knows them; a choice it cannot map goes to the shop as a comment rather
 * than being lost.
 */
export type TicketSource = {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The catalogue's product of a line, for the titles of its choices; undefined when it is gone. */
  productOf: (productId: string) => Product | undefined;
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

const choiceOf = <Spec extends SpecEntry>(specs: Spec[], group: string): Spec | undefined =>
  specs.find((spec) => spec.optionGroupName === group);

/** A spec with the titles the customer read ('Afwerking', 'Nieten') beside its names. */
type TitledSpec = SpecEntry & { groupTitle: string; optionTitle: string };

const comment = (spec: TitledSpec): JobTicketFinishing => ({
  kind: 'other',
  title: `${spec.groupTitle}: ${spec.optionTitle}`,
  option: spec.optionName,
});

/**
 * A finishing choice by its option name (what the ticket maps), titled as the customer read it,
 * or a comment when the name says nothing we map.
 */
function finishingOf(spec: TitledSpec): JobTicketFinishing | null {
  const name = spec.optionName.trim().toLowerCase();
  if (NOTHING.has(name)) return null;
  const named = (kind: JobTicketFinishing['kind'], title = spec.optionTitle): JobTicketFinishing => ({
    kind,
    title,
    option: spec.optionName,
  });
  if (spec.optionGroupName === 'lamineren' || name.includes('lamin'))
    // 'Glans' alone says nothing at the machine: 'Lamineren glans', unless the title says it.
    return named(
      'laminate',
      /lamin/i.test(spec.optionTitle) ? spec.optionTitle : `${spec.groupTitle} ${spec.optionTitle}`,
    );
  if (spec.optionGroupName === 'vouwen' || name.includes('vouw')) return named('fold');
  if (name === 'nieten') return named('staple');
  if (name.startsWith('perfor')) return named('perforate');
  if (name === 'ringband') return named('ring');
  if (name === 'wire-o') return named('wire-o');
  return comment(spec);
}

/**
 * The paper by its option name when that names a weight in g/m² ('silk-135'), under its title
 * ('Silk 135 g/m²'; a bare weight without one as '135 g/m²'); null otherwise.
 */
function paperOf(spec: TitledSpec | undefined): JobTicketLine['paper'] {
  const weight = spec ? /(\d{2,3})/.exec(spec.optionName) : null;
  if (!spec || !weight) return null;
  const untitled = spec.optionTitle === spec.optionName;
  const name = untitled && /^\d+$/.test(spec.optionName) ? `${spec.optionName} g/m²` : spec.optionTitle;
  return { name, weightGsm: Number(weight[1]) };
}

function ticketLine(line: OrderLineRow, product: Product | undefined, fileUrl: string): JobTicketLine {
  const titled: TitledSpec[] = line.specs.map((spec) => {
    const titles = specTitles(product, spec);
    return { ...spec, groupTitle: titles.group, optionTitle: titles.option };
  });
  const finishing: JobTicketFinishing[] = [];
  const formatChoice = choiceOf(titled, PRICED_GROUPS.format);
  let format: JobTicketFormat;
  if (isIsoFormat(line.format)) format = line.format;
  else if (isIsoFormat(formatChoice?.optionName)) format = formatChoice.optionName;
  else {
    // A custom or unknown size: the sheet is written as A4 and the shop reads the comment.
    format = 'A4';
    const group = formatChoice?.groupTitle ?? PRICED_GROUPS.format;
    finishing.push({
      kind: 'other',
      title: `${group}: ${line.format ?? formatChoice?.optionTitle ?? 'als bestand'}`,
    });
  }
  const colourChoice = choiceOf(titled, PRICED_GROUPS.colour)?.optionName;
  const paperChoice = choiceOf(titled, PAPER_GROUP);
  const paper = paperOf(paperChoice);
  if (paperChoice && !paper) finishing.push(comment(paperChoice));
  const handled = new Set<string>([
    PRICED_GROUPS.format,
    PRICED_GROUPS.colour,
    PRICED_GROUPS.sides,
    PAPER_GROUP,
  ]);
  for (const spec of titled) {
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
    sides: choiceOf(titled, PRICED_GROUPS.sides)?.optionName === SIDES_OPTIONS.double ? 2 : 1,
    colour:
      colourChoice === COLOUR_OPTIONS.colour || (colourChoice === undefined && line.pagesColour > 0)
        ? 'colour'
        : 'bw',
    paper,
    finishing,
    quantity: line.quantity,
    productTitle: line.productTitle,
    // Every choice as ordered, with its names (for a machine) and titles (for people); an empty
    // remark is none.
    choices: titled
      .filter((spec) => spec.optionName.trim() !== '')
      .map((spec) => ({
        menu: spec.menuId,
        group: spec.optionGroupName,
        groupTitle: spec.groupTitle,
        option: spec.optionName,
        optionTitle: spec.optionTitle,
      })),
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
    lines: source.lines.map((line) =>
      ticketLine(line, source.productOf(line.productId), source.fileUrlOf(line.position)),
    ),
  };
}
