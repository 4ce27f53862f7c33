import type { order } from '../i18n/nl/order';
import { phoneField } from '../schemas/account';
import type { ThemeSettings } from '../schemas/theme';
import {
  checkProject,
  checkReference,
  type ProjectContext,
  projectRules,
  referenceRules,
} from './project-reference';
import { isPurchasingPortal } from './purchasing-portal';
import { checkQuotationNumber } from './quotation';

/**
 * The completeness rules of the deliver/pickup and invoice steps (spec 02 section 5, "Order
 * completeness rules"; section 4, the order error list): each answers the inline message that
 * applies, as a key of the 'order' catalogue, or null when the step is complete. The web app
 * shows the message and disables the submit button while any applies; the server refuses an
 * order for which any applies. Decision 0043 says what we chose where the spec is silent.
 */

export type OrderErrorKey = `order.errors.${keyof typeof order.errors}`;

type OrderType = 'deliver' | 'pickUp' | 'scanOrder' | 'copyOrder';

/** What the rules read of an address: a filled-in company, or a customer number (invoice). */
type AddressLike = { company?: string | null; department?: string | null; customerNumber?: string | null };

/** The part of the order details (schemas/order-details.ts) the rules read. */
export type OrderDetailsForCompleteness = {
  orderType: OrderType;
  deliveryAddress?: AddressLike | null;
  /** The shop's address for orderType pickUp; the customer's address for a copy or scan order. */
  pickUpAddress?: AddressLike | null;
  invoiceAddress?: AddressLike | null;
  /** The day of the deliver/pickup step, delivery or collection at the shop. */
  deliveryDate?: { date: string } | null;
  /** The day the originals of a copy or scan order are collected. */
  pickUpDate?: { date: string } | null;
  project?: { name: string } | null;
  reference?: string | null;
  /** null: 'Order n.a.v. offerteaanvraag' not ticked. */
  quotationNo?: string | null;
  /** The number the shop calls about the order (required in purchasing-portal mode). */
  phone?: string | null;
  /** A copy or scan order's originals are brought to the shop (pickUpAddress is the shop's). */
  originalsToShop?: boolean;
  /** A scan order's delivery medium and archive. */
  medium?: { isArchive: boolean; isDisk: boolean; isEmail: boolean; isOther: boolean; emailAddress: string };
  archive?: { name: string };
};

export type CompletenessContext = ProjectContext & {
  theme: { flags: Pick<ThemeSettings['flags'], 'hideDeliverOptions' | 'hideInvoiceOptions'> } & Pick<
    ThemeSettings,
    'customFields'
  >;
  /** How many customer numbers the user can choose from in the invoice step. */
  customerNumberCount: number;
};

const filled = (text: string | null | undefined): boolean => (text ?? '').trim() !== '';

/**
 * The department is required when the theme says so, except for an order collected at the
 * shop (orderType pickUp): nothing is delivered to a department there.
 */
export function isDepartmentRequired(
  customFields: ThemeSettings['customFields'],
  orderType: OrderType,
): boolean {
  return customFields.department?.required === true && orderType !== 'pickUp';
}

/** Purchasing-portal mode drops delivery, invoice, date, project and reference (spec 02 section 4). */
const inPortal = (context: CompletenessContext) => isPurchasingPortal(context.theme.customFields);

/**
 * The deliver/pickup step. Delivery: the address (with a company) first, then the department
 * when required, then the date. Collection at the shop (orderType pickUp): the shop's address,
 * then the date. Nothing when the theme hides the delivery options.
 */
export function deliveryError(
  details: OrderDetailsForCompleteness,
  context: CompletenessContext,
): OrderErrorKey | null {
  if (context.theme.flags.hideDeliverOptions || inPortal(context)) return null;
  if (details.orderType === 'pickUp') {
    if (!filled(details.pickUpAddress?.company)) return 'order.errors.pickUpAddressMissing';
  } else {
    const address = details.deliveryAddress;
    if (!filled(address?.company)) return 'order.errors.deliveryAddressIncomplete';
    if (isDepartmentRequired(context.theme.customFields, details.orderType) && !filled(address?.department))
      return 'order.errors.departmentMissing';
  }
  return details.deliveryDate ? null : 'order.errors.dateMissing';
}

/**
 * The pickup step of a copy or scan order (Ophalen: we collect the originals at the customer):
 * the address with a company, the department when the theme requires it, the date. Other order
 * types have no such step.
 */
export function pickupError(
  details: OrderDetailsForCompleteness,
  context: CompletenessContext,
): OrderErrorKey | null {
  if (details.orderType !== 'copyOrder' && details.orderType !== 'scanOrder') return null;
  const address = details.pickUpAddress;
  if (!filled(address?.company)) return 'order.errors.pickUpAddressMissing';
  // Originals brought to the shop come from no department of the customer.
  if (
    !details.originalsToShop &&
    isDepartmentRequired(context.theme.customFields, details.orderType) &&
    !filled(address?.department)
  )
    return 'order.errors.departmentMissing';
  return details.pickUpDate ? null : 'order.errors.dateMissing';
}

/**
 * The invoice step: an invoice address with a company or a customer number (asking to select
 * a customer number when the user has any, otherwise for the customer data), then a valid
 * project, a valid reference, and a valid quotation number when the box is ticked. Nothing when
 * the theme hides the invoice options.
 */
export function invoiceError(
  details: OrderDetailsForCompleteness,
  context: CompletenessContext,
): OrderErrorKey | null {
  if (context.theme.flags.hideInvoiceOptions || inPortal(context)) return null;
  const invoice = details.invoiceAddress;
  if (!filled(invoice?.company) && !filled(invoice?.customerNumber))
    return context.customerNumberCount > 0
      ? 'order.errors.selectCustomerNumber'
      : 'order.errors.invoiceMissing';
  const { customFields } = context.theme;
  if (!checkProject(details.project?.name ?? '', projectRules(customFields.project), context).valid)
    return 'order.errors.projectInvalid';
  if (!checkReference(details.reference ?? '', referenceRules(customFields.reference), context).valid)
    return 'order.errors.referenceInvalid';
  const quotationTicked = details.quotationNo !== null && details.quotationNo !== undefined;
  if (!checkQuotationNumber(quotationTicked, details.quotationNo).valid)
    return 'order.errors.quotationNumberInvalid';
  return null;
}

/**
 * The phone number (spec 02 section 5: "In portal mode a phone number is required"): the
 * purchasing system gets no delivery contact from the portal, so the shop needs a number to
 * call. Required and callable (the sign-up's rule: digits and separators, at least 9 digits) in
 * portal mode; not asked otherwise.
 */
export function phoneError(
  details: OrderDetailsForCompleteness,
  context: CompletenessContext,
): OrderErrorKey | null {
  if (!inPortal(context)) return null;
  const phone = (details.phone ?? '').trim();
  if (phone === '') return 'order.errors.phoneMissing';
  return phoneField.safeParse(phone).success ? null : 'order.errors.phoneInvalid';
}

/**
 * The e-mail address of the scan medium (spec 02 section 5): non-space text, an at-sign, text, a
 * dot and text.
 */
const MEDIUM_EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The scan order's delivery medium (spec 02 section 5, mediumError): at least one chosen; an
 * archive needs a name; e-mail needs a valid address. Other order types have no medium.
 */
export function mediumError(details: {
  orderType: OrderType;
  medium?: { isArchive: boolean; isDisk: boolean; isEmail: boolean; isOther: boolean; emailAddress: string };
  archive?: { name: string };
}): OrderErrorKey | null {
  if (details.orderType !== 'scanOrder') return null;
  const medium = details.medium;
  if (!medium || !(medium.isArchive || medium.isDisk || medium.isEmail || medium.isOther))
    return 'order.errors.mediumMissing';
  if (medium.isArchive && !filled(details.archive?.name)) return 'order.errors.archiveNameMissing';
  if (medium.isEmail && !MEDIUM_EMAIL.test(medium.emailAddress.trim())) return 'order.errors.emailInvalid';
  return null;
}

/** The flows whose work is described by the customer rather than by files with a product. */
export type DescribedFlow = 'copy' | 'scan' | 'quote';

/**
 * What the work is (spec 02 section 5, descriptionError): a copy or scan order needs its job
 * (the instructions form), a quote its description.
 */
export function descriptionError(
  flow: DescribedFlow,
  details: { copyJob?: unknown; scanJob?: unknown; description?: string | null },
): OrderErrorKey | null {
  if (flow === 'copy') return details.copyJob ? null : 'order.errors.instructionsMissing';
  if (flow === 'scan') return details.scanJob ? null : 'order.errors.instructionsMissing';
  return filled(details.description) ? null : 'order.errors.descriptionMissing';
}

/**
 * The secured print order's files (spec 02 section 5, "at least one file and every file has a
 * product"): fileError without files, productError while a file has no product.
 */
export function securedFileErrors(
  lines: readonly { templateId: string | null }[],
): Partial<Record<'fileError' | 'productError', OrderErrorKey>> {
  if (lines.length === 0) return { fileError: 'order.errors.filesMissing' };
  return lines.some((line) => !line.templateId) ? { productError: 'order.errors.productMissing' } : {};
}

/** The step errors of spec 02 section 4 that these rules own, present only when they apply. */
export type StepErrors = Partial<
  Record<'deliveryError' | 'pickupError' | 'invoiceError' | 'phone' | 'mediumError', OrderErrorKey>
>;

/** Every step error of an order; empty when the deliver/pickup and invoice steps (and a portal order's phone) are complete. */
export function stepErrors(details: OrderDetailsForCompleteness, context: CompletenessContext): StepErrors {
  const errors: StepErrors = {};
  const delivery = deliveryError(details, context);
  const pickup = pickupError(details, context);
  const invoice = invoiceError(details, context);
  const phone = phoneError(details, context);
  const medium = mediumError(details);
  if (delivery) errors.deliveryError = delivery;
  if (medium) errors.mediumError = medium;
  if (pickup) errors.pickupError = pickup;
  if (invoice) errors.invoiceError = invoice;
  if (phone) errors.phone = phone;
  return errors;
}
