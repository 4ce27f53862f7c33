import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/pricing';
import { QUOTATION_LINE_MAX_LENGTH } from '../rules/quotation';
import { COUPON_CODE_MAX_LENGTH } from '../rules/store-coupon';
import { THEME_FIELD_MAX_LENGTH_LIMIT, THEME_PROJECT_FIELDS_LIMIT } from './theme';

/**
 * The order details every order flow shares (spec 01 section 3 and spec 02 section 3, Order
 * details): kept in session storage by the web app, sent with an order, validated by the server
 * with this schema before the completeness rules (rules/order-completeness.ts) judge it. Shapes
 * only: what must be filled in depends on the theme and the flow, which the rules know.
 */

export const orderTypes = ['deliver', 'pickUp', 'scanOrder', 'copyOrder'] as const;
export type OrderType = (typeof orderTypes)[number];

/** An address as the order carries it: a copy of the chosen address, not a reference to it. */
export const orderAddressSchema = z
  .object({
    id: z.string().max(64).nullable().default(null),
    company: z.string().max(50).default(''),
    department: z.string().max(50).default(''),
    name: z.string().max(35).default(''),
    street: z.string().max(35).default(''),
    number: z.string().max(16).default(''),
    addition: z.string().max(16).default(''),
    zipCode: z.string().max(9).default(''),
    city: z.string().max(35).default(''),
    phone: z.string().max(20).default(''),
    email: z.string().max(128).default(''),
    /** Set for an invoice address of an existing customer. */
    customerNumber: z
      .string()
      .regex(/^\d{7}$/)
      .nullable()
      .default(null),
    newCustomer: z.boolean().default(false),
    isConstructionSite: z.boolean().default(false),
    kvk: z.string().max(8).default(''),
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.output<typeof orderAddressSchema>;

/** The chosen day (and time) of a delivery or pickup: dates yyyy-MM-dd and times HH:mm, Europe/Amsterdam. */
export const chosenDateSchema = z.object({
  date: z.iso.date(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable()
    .default(null),
  /** 'spoed' makes the order express (spec 01 section 9). */
  title: z.enum(['vandaag', 'morgen', 'spoed']).nullable().default(null),
});
export type ChosenDate = z.output<typeof chosenDateSchema>;

/**
 * A copy order's job (issue 28 point 3): what we copy, from the originals we collect. `originals`
 * is the number of pages of one set of originals, `copies` the number of sets. A format of their
 * own ('other') or finishing we do not list is described in the instruction and priced by the
 * shop afterwards ('Prijs volgt').
 */
export const copyFormats = ['A4', 'A3', 'A5', 'other'] as const;
export const copyFinishings = ['none', 'staple', 'punch', 'ringBinding', 'wireO', 'other'] as const;
export const copyJobSchema = z.object({
  originals: z.number().int().min(1).max(MAX_QUANTITY),
  copies: z.number().int().min(1).max(MAX_QUANTITY),
  format: z.enum(copyFormats).default('A4'),
  colour: z.enum(['bw', 'colour']).default('bw'),
  sides: z.enum(['single', 'double']).default('single'),
  finishing: z.enum(copyFinishings).default('none'),
});
export type CopyJob = z.output<typeof copyJobSchema>;

/**
 * A scan order's job: about how many pages we scan, in colour or black-white, at which
 * resolution, and whether the PDF gets a text layer (OCR) so that it can be searched.
 */
export const scanResolutions = ['200', '300', '600'] as const;
export const scanJobSchema = z.object({
  pages: z.number().int().min(1).max(10_000_000),
  colour: z.enum(['bw', 'colour']).default('bw'),
  resolution: z.enum(scanResolutions).default('300'),
  searchable: z.boolean().default(true),
});
export type ScanJob = z.output<typeof scanJobSchema>;

/**
 * How a scan order is delivered (spec 02 section 3, medium): any of an archive in the file store,
 * a disk, e-mail and other (described in the instruction). `emailAddress` counts only with the
 * e-mail medium (the client drops it otherwise, spec 02 section 4).
 */
export const scanMediumSchema = z.object({
  isArchive: z.boolean().default(false),
  isDisk: z.boolean().default(false),
  isEmail: z.boolean().default(false),
  isOther: z.boolean().default(false),
  emailAddress: z.string().trim().max(128).default(''),
});
export type ScanMedium = z.output<typeof scanMediumSchema>;

/**
 * The archive of the file store the scans go into (spec 02 section 3): its name, where the
 * originals come from ('Afdeling HR, kast 3') and the folder in it; kept with the order for the
 * file store's intake (issue 31).
 */
export const scanArchiveSchema = z.object({
  name: z.string().trim().max(100).default(''),
  location: z.string().trim().max(200).default(''),
  parentFolder: z.string().trim().max(200).default(''),
});
export type ScanArchive = z.output<typeof scanArchiveSchema>;

/** The longest project text a theme allows: every field at its longest, with the hyphens between. */
export const PROJECT_MAX_LENGTH = THEME_PROJECT_FIELDS_LIMIT * (THEME_FIELD_MAX_LENGTH_LIMIT + 3);

/** The longest instruction for the printshop and quote description a customer types. */
export const INSTRUCTION_MAX_LENGTH = 5000;
export const DESCRIPTION_MAX_LENGTH = 5000;

export const orderDetailsSchema = z
  .object({
    orderType: z.enum(orderTypes).default('deliver'),
    deliveryAddress: orderAddressSchema.nullable().default(null),
    /**
     * Where the order is picked up: the shop's address for a print order collected at the shop
     * (orderType pickUp), the customer's address where the originals are collected for a copy or
     * scan order.
     */
    pickUpAddress: orderAddressSchema.nullable().default(null),
    invoiceAddress: orderAddressSchema.nullable().default(null),
    /** The day of the deliver/pickup step: delivery, or collection at the shop for orderType pickUp. */
    deliveryDate: chosenDateSchema.nullable().default(null),
    /** The day the originals of a copy or scan order are collected. */
    pickUpDate: chosenDateSchema.nullable().default(null),
    instruction: z.string().max(INSTRUCTION_MAX_LENGTH).default(''),
    letter: z.string().max(5000).default(''),
    cleanDesk: z.boolean().default(false),
    secure: z.boolean().default(false),
    /**
     * null while 'Order n.a.v. offerteaanvraag' is not ticked; the typed number (possibly still
     * incomplete) while it is. Room for a pasted text, which rules/quotation.ts then refuses with
     * its own message.
     */
    quotationNo: z.string().max(32).nullable().default(null),
    /**
     * The print store's coupon code (spec 02 sections 3 and 5; decision 0108), as typed; the
     * check-out's order keeps it as stored once it holds. The web's coupon block is hidden (spec),
     * so only programs send it today.
     */
    printStoreCoupon: z.string().trim().max(COUPON_CODE_MAX_LENGTH).optional(),
    /** id null: typed for this order, not (yet) in the customer's list. */
    project: z
      .object({ id: z.string().max(64).nullable(), name: z.string().max(PROJECT_MAX_LENGTH) })
      .nullable()
      .default(null),
    reference: z.string().max(THEME_FIELD_MAX_LENGTH_LIMIT).default(''),
    phone: z.string().max(20).default(''),
    /** A quote's description of the work (spec 02 section 3). */
    description: z.string().max(DESCRIPTION_MAX_LENGTH).default(''),
    /** Whether a quote request takes the uploaded files along (default on). */
    includeFiles: z.boolean().default(true),
    /**
     * A copy or scan order: the originals are brought to the shop (pickUpAddress is then the
     * shop's, as for a print order collected there) instead of collected at the customer.
     */
    originalsToShop: z.boolean().default(false),
    /**
     * A copy or scan order whose originals are collected: the copies and originals come back to
     * the pickup address ('Dit is ook het bezorgadres', default on, spec 02 section 4), which the
     * steps then keep as the delivery address too. The server reads only the addresses.
     */
    deliverToPickUpAddress: z.boolean().default(true),
    copyJob: copyJobSchema.nullable().default(null),
    scanJob: scanJobSchema.nullable().default(null),
    medium: scanMediumSchema.default(scanMediumSchema.parse({})),
    archive: scanArchiveSchema.default(scanArchiveSchema.parse({})),
  })
  .meta({ id: 'OrderDetails' });
export type OrderDetails = z.output<typeof orderDetailsSchema>;

/**
 * The order details as a placed order keeps and shows them: the details as sent, whose
 * instruction may have got the quotation number as its first line ('Offertenummer: 1234567' and
 * a line break, rules/quotation.ts) on top of the longest instruction a customer types. Every
 * order placed with a valid request can be written and shown.
 */
export const placedOrderDetailsSchema = orderDetailsSchema
  .extend({
    instruction: z
      .string()
      .max(INSTRUCTION_MAX_LENGTH + QUOTATION_LINE_MAX_LENGTH + 1)
      .default(''),
  })
  .meta({ id: 'PlacedOrderDetails' });
