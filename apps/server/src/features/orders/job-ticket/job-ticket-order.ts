import type { OrderKind, OrderLineKind } from '@portal/shared/schemas/order-kinds';

/**
 * What a job ticket says about one placed order, as plain data. It holds no database types on
 * purpose: the order service maps its rows onto it, and the ticket writers (`xjdf.ts`,
 * `json-ticket.ts`) stay pure functions of this value.
 */

export type IsoFormat = 'A0' | 'A1' | 'A2' | 'A3' | 'A4' | 'A5' | 'A6';

export type JobTicketFormat = IsoFormat | { widthMm: number; heightMm: number };

export type JobTicketFinishingKind =
  | 'staple'
  | 'ring'
  | 'wire-o'
  | 'fold'
  | 'perforate'
  | 'laminate'
  | 'other';

export interface JobTicketFinishing {
  kind: JobTicketFinishingKind;
  /** The Dutch title the customer chose, e.g. 'Nieten links boven' or 'A4 vouwen'. */
  title: string;
  /** The option's stable name ('nieten', 'a4-vouwen'), for a machine; absent for a note of the ticket's own. */
  option?: string | undefined;
}

/** One choice of a line as ordered: its names, which a machine maps, and the titles people read. */
export interface JobTicketChoice {
  menu: string;
  group: string;
  groupTitle: string;
  option: string;
  optionTitle: string;
}

/** A file the shop downloads for a line. */
export interface JobTicketFile {
  fileName: string;
  /** Absolute URL where the shop downloads the file. */
  fileUrl: string;
  pages: number;
}

export interface JobTicketLine {
  /** 1-based position in the order. */
  position: number;
  /** What the line is: a file printed, a copy or scan job on collected originals, an answered quote's work. */
  kind: OrderLineKind;
  /** The line's file; null for a job on originals (copy, scan) or a quote's work (its files are attachments). */
  fileName: string | null;
  /** Absolute URL where the shop downloads the file; null without one. */
  fileUrl: string | null;
  /** Files beside the line's own (the files of the quote an order follows). */
  attachments: JobTicketFile[];
  /** False for work that is not printed (a scan job): no print intents, the notes say what to do. */
  printed: boolean;
  /** What the shop reads about the line beside its choices (the originals of a copy job, a scan's settings). */
  notes: string[];
  pages: { bw: number; colour: number; blank: number };
  format: JobTicketFormat;
  sides: 1 | 2;
  colour: 'bw' | 'colour';
  /** Null when the product leaves the paper to the shop. */
  paper: { name: string; weightGsm: number } | null;
  finishing: JobTicketFinishing[];
  /** Number of copies. */
  quantity: number;
  productTitle: string;
  /** Every choice of the line (an empty remark left out), in the order's order. */
  choices: JobTicketChoice[];
}

export interface JobTicketContact {
  company: string;
  department: string;
  name: string;
  street: string;
  number: string;
  addition: string;
  zipCode: string;
  city: string;
  country: 'NL';
  phone: string;
  email: string;
}

/** Where and when the originals of a copy or scan order are collected. */
export interface JobTicketCollection {
  address: JobTicketContact;
  /** ISO 8601 with the Amsterdam offset, or null when no day was chosen. */
  at: string | null;
}

export interface JobTicketOrder {
  orderNumber: string;
  kind: OrderKind;
  /** ISO 8601 instant the order was placed. */
  createdAt: string;
  /** ISO 8601 with the Europe/Amsterdam offset (2026-12-01T16:00:00+01:00), or null when none was promised. */
  promisedEnd: string | null;
  express: boolean;
  /** 7-digit customer number, or null for a customer without one. */
  customerNumber: string | null;
  project: string;
  reference: string;
  orderedBy: { name: string; email: string; phone: string };
  fulfilment: 'deliver' | 'pickUp';
  /** The delivery address and its contact; null for pickup. */
  delivery: JobTicketContact | null;
  /**
   * The delivery charge excl. BTW the order pays (decision 0131): the driver's run is billed with
   * the order; 0 when collected or delivered free.
   */
  deliveryChargeCents: number;
  /** A copy or scan order's originals, collected at the customer; null otherwise. */
  collection: JobTicketCollection | null;
  /** The customer's instruction for the shop (the quotation number first when the order follows a quote). */
  instruction: string;
  shop: { id: string; company: string };
  lines: JobTicketLine[];
}

/** ISO 216 A sizes in millimetres, portrait (width × height). */
export const ISO_A_MM: Readonly<Record<IsoFormat, readonly [number, number]>> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
};

/** Width and height of a line's format in millimetres. */
export function formatMm(format: JobTicketFormat): { widthMm: number; heightMm: number } {
  if (typeof format === 'string') {
    const [widthMm, heightMm] = ISO_A_MM[format];
    return { widthMm, heightMm };
  }
  return { widthMm: format.widthMm, heightMm: format.heightMm };
}

/** Every page of the file, the blank ones included: the shop prints (or inserts) them all. */
export const pageCount = (line: JobTicketLine): number =>
  line.pages.bw + line.pages.colour + line.pages.blank;
