import { translate } from '@portal/shared/i18n/translate';
import { VAT_PERCENT } from '@portal/shared/rules/vat';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import { el, toXmlDocument, type XmlElement } from '../job-ticket/xml-writer';

/**
 * The order as a cXML 1.2 PunchOutOrderMessage (decision 0055; `../shared/notes/order-domain.md`,
 * punch-out): the document the customer's browser posts back to the purchasing system, base64 in
 * the form field `cxml-base64`. One ItemIn per order line; money in euros with two decimals, from
 * whole cents, so that nothing is rounded on the way: a line whose price divides by its quantity
 * goes as that many pieces (EA) at the piece price, any other as one lot (LO) at the line's price
 * with the quantity in its description, never a piece price that does not add up to the line.
 */

/** The DTD the document names; the purchasing system reads it, we never fetch it. */
export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** UNSPSC 82121500: printing. */
const UNSPSC_PRINTING = '82121500';

export type PunchOutLine = {
  position: number;
  /** The product the line was made as; a job of its own (a copy job) is named by its kind. */
  productId: string | null;
  kind: string;
  productTitle: string;
  /** Null for a line without a file. */
  fileName: string | null;
  quantity: number;
  /** Null: the provider quotes the line later; it goes at 0.00 with a comment saying so. */
  linePriceCents: number | null;
  /**
   * The customer was shown no amount for the line (a product sold on a quote, a theme that hides
   * prices): it goes at 0.00 with a comment, never with the amount (decision 0100).
   */
  priceHidden: boolean;
  specs: readonly OrderedChoice[];
};

export type PunchOutMessage = {
  /** Unique per document: the order's id at the portal's host. */
  payloadId: string;
  timestamp: Date;
  /** The purchasing system's session cookie from the start, else the order number. */
  buyerCookie: string;
  /** The provider as the purchasing system knows it (From, Sender). */
  supplierIdentity: string;
  /** The purchasing organisation (To). */
  buyerIdentity: string;
  userAgent: string;
  orderNumber: string;
  totalExclVatCents: number;
  vatCents: number;
  lines: readonly PunchOutLine[];
};

/** Whole cents as a cXML amount: 1234 → '12.34'. */
export function money(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0)
    throw new RangeError(`an amount must be whole cents, not ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const euros = (cents: number) => el('Money', { currency: 'EUR' }, money(cents));
const credential = (identity: string) =>
  el('Credential', { domain: 'NetworkID' }, el('Identity', {}, identity));
const dutch = (name: string, text: string) => el(name, { 'xml:lang': 'nl' }, text);

/** How a line is counted and priced: as pieces when the price divides, else as one lot. */
function pricing(line: PunchOutLine): { quantity: number; unit: 'EA' | 'LO'; unitCents: number } {
  const cents = line.priceHidden ? 0 : (line.linePriceCents ?? 0);
  if (cents % line.quantity === 0)
    return { quantity: line.quantity, unit: 'EA', unitCents: cents / line.quantity };
  return { quantity: 1, unit: 'LO', unitCents: cents };
}

function itemIn(line: PunchOutLine, orderNumber: string): XmlElement {
  const { quantity, unit, unitCents } = pricing(line);
  const name = line.fileName ? `${line.productTitle}: ${line.fileName}` : line.productTitle;
  return el(
    'ItemIn',
    { quantity, lineNumber: line.position },
    el(
      'ItemID',
      {},
      el('SupplierPartID', {}, line.productId ?? line.kind),
      // The purchase order that follows names this: it leads back to the order line.
      el('SupplierPartAuxiliaryID', {}, `${orderNumber}/${line.position}`),
    ),
    el(
      'ItemDetail',
      {},
      el('UnitPrice', {}, euros(unitCents)),
      dutch('Description', unit === 'LO' ? `${line.quantity} × ${name}` : name),
      el('UnitOfMeasure', {}, unit),
      el('Classification', { domain: 'UNSPSC' }, UNSPSC_PRINTING),
      line.fileName !== null && el('Extrinsic', { name: 'Bestand' }, line.fileName),
      el('Extrinsic', { name: 'Oplage' }, String(line.quantity)),
      // As the customer read the choices; an empty remark is none.
      ...line.specs
        .filter((spec) => spec.optionName.trim() !== '')
        .map((spec) => el('Extrinsic', { name: spec.groupTitle }, spec.optionTitle)),
    ),
    line.priceHidden
      ? dutch('Comments', translate('placedOrders.punchOut.priceOnRequest'))
      : line.linePriceCents === null && dutch('Comments', translate('placedOrders.punchOut.priceFollows')),
  );
}

/** The PunchOutOrderMessage of an order, as UTF-8 XML text. */
export function punchOutOrderMessage(message: PunchOutMessage): string {
  const document = el(
    'cXML',
    {
      version: '1.2.014',
      payloadID: message.payloadId,
      timestamp: message.timestamp.toISOString(),
      'xml:lang': 'nl-NL',
    },
    el(
      'Header',
      {},
      el('From', {}, credential(message.supplierIdentity)),
      el('To', {}, credential(message.buyerIdentity)),
      el('Sender', {}, credential(message.supplierIdentity), el('UserAgent', {}, message.userAgent)),
    ),
    el(
      'Message',
      {},
      el(
        'PunchOutOrderMessage',
        {},
        el('BuyerCookie', {}, message.buyerCookie),
        el(
          'PunchOutOrderMessageHeader',
          { operationAllowed: 'create' },
          el('Total', {}, euros(message.totalExclVatCents)),
          el('Tax', {}, euros(message.vatCents), dutch('Description', `BTW ${VAT_PERCENT}%`)),
        ),
        ...message.lines.map((line) => itemIn(line, message.orderNumber)),
      ),
    ),
  );
  const [declaration, ...rest] = toXmlDocument(document).split('\n');
  return [declaration, CXML_DOCTYPE, ...rest].join('\n');
}
