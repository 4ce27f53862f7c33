import { translate } from '@portal/shared/i18n/translate';
import {
  type CopyJob,
  copyJobSchema,
  type OrderAddress,
  type ScanJob,
  scanJobSchema,
} from '@portal/shared/schemas/order-details';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import type { Shop } from '@portal/shared/schemas/shops';
import { z } from 'zod';
import { amsterdamInstant, minutesOf, weekdayOf } from '../../shops/amsterdam-calendar';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import {
  ISO_A_MM,
  type IsoFormat,
  type JobTicketContact,
  type JobTicketFile,
  type JobTicketFinishing,
  type JobTicketFormat,
  type JobTicketLine,
  type JobTicketOrder,
} from './job-ticket-order';

/**
 * A placed order's rows as a job ticket's input (decisions 0048, 0051, 0056 and 0071). The order
 * keeps each choice with its names (menu, option group, option name) and the titles the customer
 * read; the ticket reads the groups the price engine reads (format, colour, sides), the paper
 * group, and the finishing options by name: the names are what a machine maps, the titles what
 * people read (finishing, paper, comments, the list of choices). Nothing here reads today's
 * catalogue: the ticket says what was ordered, however the catalogue changed since. A choice it
 * cannot map goes to the shop as a comment rather than being lost.
 */
/** A line as the ticket reads it: an order line, or one being placed (it has no id yet). */
export type TicketLineRow = Omit<OrderLineRow, 'id' | 'orderId'>;

export type TicketSource = {
  order: OrderRow;
  lines: TicketLineRow[];
  /** The user who placed the order. */
  orderedBy: { name: string; email: string; phone: string };
  shop: Pick<Shop, 'id' | 'company' | 'openingHours'>;
  /** Absolute URL where the shop downloads a line's file. */
  fileUrlOf: (position: number) => string;
  /** Absolute URL of a file of the quote an order follows (a quoted job's attachments). */
  quoteFileUrlOf?: (quoteOrderId: string, position: number) => string;
};

/** The groups the ticket reads by name (lower case: a secured template names them with a capital). */
const FORMAT_GROUP = 'formaat';
const COLOUR_GROUP = 'kleur';
const SIDES_GROUP = 'printwijze';
/** The paper's option group; its option names carry the weight ('80', 'silk-135', '250-mat'). */
const PAPER_GROUP = 'papier';
/** The free-text remark for the printshop. */
const REMARK_GROUP = 'opmerking';
/** A promised day without a time ends when the shop closes, or at this time when it is closed then. */
const DEFAULT_END_TIME = '17:00';
/** Options that say "none of this" ('Geen', 'Niet vouwen', 'Niet lamineren'). */
const NOTHING = new Set(['geen', 'niet', 'nee', '']);

const isIsoFormat = (value: string | null | undefined): value is IsoFormat =>
  value !== null && value !== undefined && Object.hasOwn(ISO_A_MM, value.toUpperCase());
const isoOf = (value: string): IsoFormat => value.toUpperCase() as IsoFormat;

const groupOf = (choice: OrderedChoice) => choice.optionGroupName.toLowerCase();
const choiceOf = (choices: OrderedChoice[], group: string): OrderedChoice | undefined =>
  choices.find((choice) => groupOf(choice) === group);

const comment = (choice: OrderedChoice): JobTicketFinishing => ({
  kind: 'other',
  title: `${choice.groupTitle}: ${choice.optionTitle}`,
  option: choice.optionName,
});

/**
 * A finishing choice by its option name (what the ticket maps), titled as the customer read it,
 * or a comment when the name says nothing we map.
 */
function finishingOf(choice: OrderedChoice): JobTicketFinishing | null {
  const name = choice.optionName.trim().toLowerCase();
  if (NOTHING.has(name)) return null;
  const named = (kind: JobTicketFinishing['kind'], title = choice.optionTitle): JobTicketFinishing => ({
    kind,
    title,
    option: choice.optionName,
  });
  if (groupOf(choice) === 'lamineren' || name.includes('lamin'))
    // 'Glans' alone says nothing at the machine: 'Lamineren glans', unless the title says it.
    return named(
      'laminate',
      /lamin/i.test(choice.optionTitle) ? choice.optionTitle : `${choice.groupTitle} ${choice.optionTitle}`,
    );
  if (groupOf(choice) === 'vouwen' || name.includes('vouw')) return named('fold');
  if (name === 'nieten') return named('staple');
  if (name.startsWith('perfor')) return named('perforate');
  if (name === 'ringband') return named('ring');
  if (name === 'wire-o') return named('wire-o');
  return comment(choice);
}

/**
 * The paper by its option name when that names a weight in g/m² ('silk-135'), under its title
 * ('Silk 135 g/m²'; a bare weight without one as '135 g/m²'); null otherwise.
 */
function paperOf(choice: OrderedChoice | undefined): JobTicketLine['paper'] {
  const weight = choice ? /(\d{2,3})/.exec(choice.optionName) : null;
  if (!choice || !weight) return null;
  const untitled = choice.optionTitle === choice.optionName;
  const name = untitled && /^\d+$/.test(choice.optionName) ? `${choice.optionName} g/m²` : choice.optionTitle;
  return { name, weightGsm: Number(weight[1]) };
}

/** What a print or secured line's `content` tells the ticket: whether it prints in colour. */
const printContentSchema = z.object({ printsInColour: z.boolean() }).partial();

/** The files of the quote a quoted job follows. */
const quotedContentSchema = z.object({
  quoteOrderId: z.uuid(),
  description: z.string(),
  files: z.array(
    z.object({ position: z.number().int(), fileName: z.string(), pages: z.number().int().nonnegative() }),
  ),
});

const pagesOf = (line: TicketLineRow) => ({
  bw: line.pagesBw ?? 0,
  colour: line.pagesColour ?? 0,
  blank: line.pagesBlank ?? 0,
});

/** Every choice as ordered, with its names (for a machine) and titles (for people); an empty remark is none. */
const choicesOf = (line: TicketLineRow): JobTicketLine['choices'] =>
  line.specs
    .filter((choice) => choice.optionName.trim() !== '')
    .map((choice) => ({
      menu: choice.menuId,
      group: choice.optionGroupName,
      groupTitle: choice.groupTitle,
      option: choice.optionName,
      optionTitle: choice.optionTitle,
    }));

/** The parts every kind of line shares; a kind fills in the rest. */
function baseLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const file = line.fileName !== null;
  return {
    position: line.position,
    kind: line.kind,
    fileName: line.fileName,
    fileUrl: file ? source.fileUrlOf(line.position) : null,
    attachments: [],
    printed: true,
    notes: [],
    pages: pagesOf(line),
    format: 'A4',
    sides: 1,
    colour: 'bw',
    paper: null,
    finishing: [],
    quantity: line.quantity,
    productTitle: line.productTitle,
    choices: choicesOf(line),
  };
}

/** A file printed as a catalogue product or from a secured template: read from its choices. */
function printedFileLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const base = baseLine(line, source);
  const finishing: JobTicketFinishing[] = [];
  const formatChoice = choiceOf(line.specs, FORMAT_GROUP);
  let format: JobTicketFormat;
  if (isIsoFormat(line.format)) format = isoOf(line.format);
  else if (isIsoFormat(formatChoice?.optionName)) format = isoOf(formatChoice.optionName);
  else {
    // A custom or unknown size: the sheet is written as A4 and the shop reads the comment.
    format = 'A4';
    finishing.push({
      kind: 'other',
      title: `${formatChoice?.groupTitle ?? 'Formaat'}: ${line.format ?? formatChoice?.optionTitle ?? 'als bestand'}`,
    });
  }
  const paperChoice = choiceOf(line.specs, PAPER_GROUP);
  const paper = paperOf(paperChoice);
  if (paperChoice && !paper) finishing.push(comment(paperChoice));
  const handled = new Set([FORMAT_GROUP, COLOUR_GROUP, SIDES_GROUP, PAPER_GROUP]);
  for (const choice of line.specs) {
    if (handled.has(groupOf(choice))) continue;
    if (groupOf(choice) === REMARK_GROUP) {
      if (choice.optionName.trim()) finishing.push(comment(choice));
      continue;
    }
    const mapped = finishingOf(choice);
    if (mapped) finishing.push(mapped);
  }
  const colourChoice = choiceOf(line.specs, COLOUR_GROUP)?.optionName.toLowerCase();
  // What is printed and charged: the placement knew (a product that always prints in colour).
  const printsInColour = printContentSchema.safeParse(line.content ?? {}).data?.printsInColour;
  const inColour =
    printsInColour ?? (colourChoice === 'kleur' || (colourChoice === undefined && base.pages.colour > 0));
  return {
    ...base,
    format,
    sides: choiceOf(line.specs, SIDES_GROUP)?.optionName.toLowerCase() === 'dubbelzijdig' ? 2 : 1,
    colour: inColour ? 'colour' : 'bw',
    paper,
    finishing,
  };
}

const COPY_FINISHING: Record<CopyJob['finishing'], JobTicketFinishing['kind'] | null> = {
  none: null,
  staple: 'staple',
  punch: 'perforate',
  ringBinding: 'ring',
  wireO: 'wire-o',
  other: 'other',
};

/** A copy job: the originals' pages printed `copies` times, as its form says. */
function copyJobLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const base = baseLine(line, source);
  const job = copyJobSchema.parse(line.content);
  const finishingTitle = line.specs.find((choice) => choice.optionGroupName === 'finishing')?.optionTitle;
  const kind = COPY_FINISHING[job.finishing];
  return {
    ...base,
    pages: {
      bw: job.colour === 'bw' ? job.originals : 0,
      colour: job.colour === 'colour' ? job.originals : 0,
      blank: 0,
    },
    format: job.format === 'other' ? 'A4' : job.format,
    sides: job.sides === 'double' ? 2 : 1,
    colour: job.colour,
    finishing: [
      ...(kind ? [{ kind, title: finishingTitle ?? job.finishing, option: job.finishing }] : []),
      ...(job.format === 'other'
        ? [{ kind: 'other' as const, title: translate('placedOrders.ticket.formatInInstruction') }]
        : []),
    ],
    notes: [
      job.copies === 1
        ? translate('placedOrders.ticket.originalsOneSet', { originals: job.originals })
        : translate('placedOrders.ticket.originalsSets', { originals: job.originals, copies: job.copies }),
    ],
  };
}

/** A scan job: nothing is printed; its settings are the shop's notes. */
function scanJobLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const job: ScanJob = scanJobSchema.parse(line.content);
  return {
    ...baseLine(line, source),
    printed: false,
    notes: line.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`),
    pages: {
      bw: job.colour === 'bw' ? job.pages : 0,
      colour: job.colour === 'colour' ? job.pages : 0,
      blank: 0,
    },
  };
}

/** The work of an answered quote: its description, and the quote's files to download. */
function quotedJobLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const content = quotedContentSchema.parse(line.content);
  const attachments: JobTicketFile[] = content.files.map((file) => ({
    fileName: file.fileName,
    fileUrl: source.quoteFileUrlOf
      ? source.quoteFileUrlOf(content.quoteOrderId, file.position)
      : source.fileUrlOf(line.position),
    pages: file.pages,
  }));
  return {
    ...baseLine(line, source),
    printed: false,
    attachments,
    notes: line.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`),
  };
}

const storeContentSchema = z.object({
  store: z.object({
    productCode: z.string().nullable(),
    sizeMm: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  }),
});

/**
 * A print store item (decision 0106): a sign or sticker printed in colour at its ordered size, on
 * the material its choices name; the shop reads the choices and the product code as notes.
 */
function storeItemLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  const { store } = storeContentSchema.parse(line.content);
  return {
    ...baseLine(line, source),
    pages: { bw: 0, colour: 1, blank: 0 },
    colour: 'colour',
    format: store.sizeMm ?? 'A4',
    notes: [
      ...(store.productCode ? [`${translate('placedOrders.ticket.productCode')}: ${store.productCode}`] : []),
      ...line.specs.map((choice) => `${choice.groupTitle}: ${choice.optionTitle}`),
    ],
  };
}

function ticketLine(line: TicketLineRow, source: TicketSource): JobTicketLine {
  switch (line.kind) {
    case 'store_item':
      return storeItemLine(line, source);
    case 'copy_job':
      return copyJobLine(line, source);
    case 'scan_job':
      return scanJobLine(line, source);
    case 'quoted_job':
      return quotedJobLine(line, source);
    default:
      return printedFileLine(line, source);
  }
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
  const collectsOriginals =
    (details.orderType === 'copyOrder' || details.orderType === 'scanOrder') &&
    details.pickUpAddress !== null;
  const pickUp = details.pickUpDate;
  return {
    orderNumber: order.orderNumber,
    kind: order.kind,
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
    deliveryChargeCents: order.deliveryChargeCents,
    collection:
      collectsOriginals && details.pickUpAddress
        ? {
            address: contactOf(details.pickUpAddress),
            at: pickUp ? amsterdamDateTime(pickUp.date, pickUp.time ?? '09:00') : null,
          }
        : null,
    instruction: details.instruction.trim(),
    shop: { id: shop.id, company: shop.company },
    lines: source.lines.map((line) => ticketLine(line, source)),
  };
}
