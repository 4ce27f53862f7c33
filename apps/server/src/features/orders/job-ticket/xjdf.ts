import { formatPrice } from '@portal/shared/format';
import { translate } from '@portal/shared/i18n/translate';
import {
  formatMm,
  ISO_A_MM,
  type IsoFormat,
  type JobTicketCollection,
  type JobTicketContact,
  type JobTicketFile,
  type JobTicketFinishing,
  type JobTicketLine,
  type JobTicketOrder,
  pageCount,
} from './job-ticket-order';
import { el, toXmlDocument, type XmlChild, type XmlElement } from './xml-writer';

/**
 * An order as a CIP4 XJDF 2.2 job ticket (`Types="Product"`): one Product per order line with
 * its intents, and the job-wide resources (customer, schedule, files, delivery, contacts).
 * Element and attribute names follow `xjdf-2.2.xsd`; the mapping is in decision 0048.
 */

export const XJDF_NAMESPACE = 'http://www.CIP4.org/JDFSchema_2_0';
const AGENT = 'Printportaal';

const POINTS_PER_MM = 72 / 25.4;

/** Millimetres to PDF points (1/72 inch), to a thousandth: 210 mm → 595.276. */
export const mmToPoints = (mm: number): number => Math.round(mm * POINTS_PER_MM * 1000) / 1000;

const shape = (widthMm: number, heightMm: number): string =>
  `${mmToPoints(widthMm)} ${mmToPoints(heightMm)} 0`;

// NMTOKEN: the schema's type of JobID, CustomerID and ExternalID. Order and customer numbers are
// made by the server, so anything else is a bug upstream, not a customer's input.
const NMTOKEN = /^[\p{L}\p{N}._:-]+$/u;
function nmtoken(value: string, what: string): string {
  if (!NMTOKEN.test(value)) throw new Error(`XJDF: ${what} '${value}' is not an NMTOKEN`);
  return value;
}

const nonEmpty = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The Product's ID (an xs:ID, so it starts with a letter), referenced by its resources. */
const productId = (line: JobTicketLine): string => `Line${line.position}`;

const intent = (name: string, body: XmlElement, descriptiveName?: string): XmlElement =>
  el('Intent', { Name: name, DescriptiveName: descriptiveName }, body);

function layoutIntent(line: JobTicketLine): XmlElement {
  const flat = formatMm(line.format);
  const folded = line.finishing.some((f) => f.kind === 'fold') ? foldedFormat(line) : null;
  const finished = folded ? formatMm(folded) : flat;
  return intent(
    'LayoutIntent',
    el('LayoutIntent', {
      // Dimensions is the flat sheet: only written when folding makes it differ from the finished size.
      Dimensions: folded ? `${mmToPoints(flat.widthMm)} ${mmToPoints(flat.heightMm)}` : undefined,
      FinishedDimensions: shape(finished.widthMm, finished.heightMm),
      Pages: pageCount(line),
      Sides: line.sides === 2 ? 'TwoSidedHeadToHead' : 'OneSided',
    }),
  );
}

/**
 * The A size a fold treatment folds to, when its title or option name names one smaller than
 * the sheet ('A4 vouwen', 'a4-vouwen' on an A0 drawing); otherwise null and the shop reads the
 * title.
 */
function foldedFormat(line: JobTicketLine): IsoFormat | null {
  for (const finishing of line.finishing) {
    if (finishing.kind !== 'fold') continue;
    const named = /\bA([0-6])\b/i.exec(finishing.title) ?? /\bA([0-6])\b/i.exec(finishing.option ?? '');
    if (!named) continue;
    const target = `A${named[1]}` as IsoFormat;
    const [w, h] = ISO_A_MM[target];
    const sheet = formatMm(line.format);
    if (w * h < sheet.widthMm * sheet.heightMm) return target;
  }
  return null;
}

const PROCESS_COLOURS = 'Cyan Magenta Yellow Black';

function colorIntent(line: JobTicketLine): XmlElement {
  const colorsUsed = line.colour === 'colour' ? PROCESS_COLOURS : 'Black';
  return intent(
    'ColorIntent',
    el(
      'ColorIntent',
      {},
      el('SurfaceColor', { ColorsUsed: colorsUsed, Surface: 'Front' }),
      line.sides === 2 && el('SurfaceColor', { ColorsUsed: colorsUsed, Surface: 'Back' }),
    ),
  );
}

function mediaIntent(line: JobTicketLine): XmlElement {
  return intent(
    'MediaIntent',
    el('MediaIntent', {
      MediaQuality: line.paper ? nonEmpty(line.paper.name) : undefined,
      MediaType: 'Paper',
      Weight: line.paper?.weightGsm,
    }),
  );
}

// BindingIntent/@BindingType is an enumeration in the schema: CornerStitch is the copy shop's
// staple in a corner, CombBinding the plastic 'ringband', WireComb Wire-O.
const BINDING_TYPE: Partial<Record<JobTicketFinishing['kind'], string>> = {
  staple: 'CornerStitch',
  ring: 'CombBinding',
  'wire-o': 'WireComb',
};

function finishingIntents(line: JobTicketLine): XmlElement[] {
  const intents: XmlElement[] = [];
  for (const finishing of line.finishing) {
    const bindingType = BINDING_TYPE[finishing.kind];
    if (bindingType) {
      intents.push(
        intent('BindingIntent', el('BindingIntent', { BindingType: bindingType }), finishing.title),
      );
    } else if (finishing.kind === 'fold') {
      intents.push(intent('FoldingIntent', el('FoldingIntent'), finishing.title));
    } else if (finishing.kind === 'laminate') {
      intents.push(
        intent('LaminatingIntent', el('LaminatingIntent', { Surface: 'Front Back' }), finishing.title),
      );
    }
  }
  return intents;
}

/**
 * Finishing with no intent the schema lets us fill without inventing details (hole punching
 * needs a HolePattern, 'other' is free text): a comment on the product with the Dutch title.
 */
const finishingComments = (line: JobTicketLine): XmlElement[] =>
  line.finishing
    .filter((f) => f.kind === 'perforate' || f.kind === 'other')
    .map((f) => el('Comment', { Type: 'Finishing' }, f.title));

function product(order: JobTicketOrder, line: JobTicketLine): XmlElement {
  return el(
    'Product',
    {
      Amount: line.quantity,
      DescriptiveName: line.fileName ? `${line.productTitle} – ${line.fileName}` : line.productTitle,
      ExternalID: nmtoken(`${order.orderNumber}-${line.position}`, 'line id'),
      ID: productId(line),
      IsRoot: true,
    },
    ...line.notes.map((note) => el('Comment', { Type: 'Instruction' }, note)),
    // Work that is not printed (a scan job) has no print intents: XJDF 2.2 has no scanning intent,
    // so its notes say what to do.
    ...(line.printed
      ? [
          ...finishingComments(line),
          layoutIntent(line),
          colorIntent(line),
          mediaIntent(line),
          ...finishingIntents(line),
        ]
      : []),
  );
}

const resourceSet = (name: string, ...resources: XmlChild[]): XmlElement =>
  el('ResourceSet', { Name: name, Usage: 'Input' }, ...resources);

function runListResource(line: JobTicketLine, file: JobTicketFile): XmlElement {
  return el(
    'Resource',
    { DescriptiveName: file.fileName },
    el('Part', { ProductPart: productId(line) }),
    el(
      'RunList',
      { NPage: file.pages },
      // new URL() percent-encodes what xs:anyURI may not hold (spaces, quotes) and checks it is absolute.
      el('FileSpec', {
        MimeType: 'application/pdf',
        URL: new URL(file.fileUrl).href,
        UserFileName: file.fileName,
      }),
    ),
  );
}

/** The files a line is made from: its own (every page, blank ones included) and its attachments. */
function runLists(line: JobTicketLine): XmlElement[] {
  const own: JobTicketFile[] =
    line.fileName !== null && line.fileUrl !== null
      ? [{ fileName: line.fileName, fileUrl: line.fileUrl, pages: pageCount(line) }]
      : [];
  return [...own, ...line.attachments].map((file) => runListResource(line, file));
}

const telUri = (phone: string): string | undefined => {
  const digits = phone.replace(/[\s().-]/g, '');
  return digits === '' ? undefined : `tel:${digits}`;
};

function comChannels(phone: string, email: string): XmlChild[] {
  const tel = telUri(phone);
  return [
    tel && el('ComChannel', { ChannelType: 'Phone', Locator: tel }),
    nonEmpty(email) && el('ComChannel', { ChannelType: 'Email', Locator: `mailto:${email.trim()}` }),
  ];
}

function deliveryContact(contact: JobTicketContact): XmlElement {
  const civicNumber = [contact.number, contact.addition]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return el(
    'Resource',
    {},
    el('Part', { ContactType: 'Delivery' }),
    // Contact's children come in the schema's order: Address, ComChannel, Company, Person.
    el(
      'Contact',
      {},
      el('Address', {
        City: contact.city,
        CivicNumber: nonEmpty(civicNumber),
        CountryCode: contact.country,
        PostalCode: contact.zipCode,
        Street: contact.street,
      }),
      ...comChannels(contact.phone, contact.email),
      nonEmpty(contact.company) &&
        el(
          'Company',
          { OrganizationName: contact.company },
          nonEmpty(contact.department) && el('OrganizationalUnit', {}, contact.department),
        ),
      nonEmpty(contact.name) && el('Person', { DescriptiveName: contact.name }),
    ),
  );
}

function customerContact(order: JobTicketOrder): XmlElement {
  return el(
    'Resource',
    {},
    el('Part', { ContactType: 'Customer' }),
    el(
      'Contact',
      {},
      ...comChannels(order.orderedBy.phone, order.orderedBy.email),
      nonEmpty(order.orderedBy.name) && el('Person', { DescriptiveName: order.orderedBy.name }),
    ),
  );
}

/** Where the originals are collected, as the driver reads it: the address, then the day. */
function collectionText(collection: JobTicketCollection): string {
  const { address } = collection;
  const street = [address.street, address.number, address.addition].filter((part) => part.trim()).join(' ');
  const place = [address.zipCode, address.city].filter((part) => part.trim()).join(' ');
  const where = [address.company, address.department, address.name, street, place]
    .filter((part) => part.trim())
    .join(', ');
  return collection.at
    ? translate('placedOrders.ticket.collectAt', { where, at: collection.at })
    : translate('placedOrders.ticket.collect', { where });
}

/** The order as an XJDF 2.2 document (UTF-8 text). */
export function toXjdf(order: JobTicketOrder): string {
  const deliver = order.fulfilment === 'deliver';
  const root = el(
    'XJDF',
    {
      xmlns: XJDF_NAMESPACE,
      DescriptiveName: nonEmpty(order.project),
      JobID: nmtoken(order.orderNumber, 'order number'),
      Types: 'Product',
      Version: '2.2',
    },
    el(
      'AuditPool',
      {},
      el('AuditCreated', {}, el('Header', { AgentName: AGENT, DeviceID: AGENT, Time: order.createdAt })),
    ),
    nonEmpty(order.instruction) && el('Comment', { Type: 'Instruction' }, order.instruction),
    order.collection && el('Comment', { Type: 'Collection' }, collectionText(order.collection)),
    // XJDF has no prices; the charge goes with the job as a note people read and an id a machine
    // reads (decision 0131), so that the run is billed with the order.
    order.deliveryChargeCents > 0 &&
      el(
        'Comment',
        { Type: 'DeliveryCharge' },
        translate('placedOrders.ticket.deliveryCharge', { amount: formatPrice(order.deliveryChargeCents) }),
      ),
    el('GeneralID', { IDUsage: 'ShopID', IDValue: order.shop.id }),
    el('GeneralID', { IDUsage: 'ShopName', IDValue: order.shop.company }),
    order.deliveryChargeCents > 0 &&
      el('GeneralID', {
        IDUsage: 'DeliveryChargeCents',
        IDValue: String(order.deliveryChargeCents),
        DataType: 'integer',
      }),
    el('ProductList', {}, ...order.lines.map((line) => product(order, line))),
    resourceSet(
      'CustomerInfo',
      el(
        'Resource',
        {},
        el('CustomerInfo', {
          CustomerID:
            order.customerNumber === null ? undefined : nmtoken(order.customerNumber, 'customer number'),
          CustomerJobName: nonEmpty(order.reference),
          CustomerOrderID: order.orderNumber,
          CustomerProjectID: nonEmpty(order.project),
        }),
      ),
    ),
    resourceSet(
      'NodeInfo',
      el(
        'Resource',
        {},
        el('NodeInfo', { End: order.promisedEnd ?? undefined, JobPriority: order.express ? 100 : undefined }),
      ),
    ),
    resourceSet('RunList', ...order.lines.flatMap(runLists)),
    resourceSet(
      'DeliveryParams',
      el(
        'Resource',
        {},
        el(
          'DeliveryParams',
          {
            Required: order.promisedEnd ?? undefined,
            Transfer: deliver ? 'PrinterToBuyerDeliver' : 'PrinterToBuyerPickup',
          },
          ...order.lines.map((line) => el('DropItem', { Amount: line.quantity, ItemRef: productId(line) })),
        ),
      ),
    ),
    resourceSet(
      'Contact',
      customerContact(order),
      deliver && order.delivery !== null && deliveryContact(order.delivery),
    ),
  );
  return toXmlDocument(root);
}
