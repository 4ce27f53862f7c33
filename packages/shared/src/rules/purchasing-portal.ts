import type { OrderDetails } from '../schemas/order-details';
import type { OrderKind } from '../schemas/order-kinds';
import type { ThemeSettings } from '../schemas/theme';

/**
 * Purchasing-portal mode (`sapPortal`, spec 02 section 4; spec 01 section 9; decision 0055): the
 * customer's purchasing system opens the portal, the order goes back to it as a document, and
 * the delivery, invoice, date, project and reference are the purchasing system's business. The
 * order carries the theme's fixed customer number (`themeCustomer`) and a phone number instead.
 */

export function isPurchasingPortal(customFields: ThemeSettings['customFields']): boolean {
  return customFields.sapPortal === true;
}

/**
 * A portal theme shows neither the deliver nor the invoice step. Its flags say so wherever flags
 * are read (the stepper, the cart button, the step routes, the completeness rules), so that one
 * theme setting cannot leave a step the order then ignores.
 */
export function withPortalFlags<Settings extends Pick<ThemeSettings, 'flags' | 'customFields'>>(
  settings: Settings,
): Settings {
  if (!isPurchasingPortal(settings.customFields)) return settings;
  return { ...settings, flags: { ...settings.flags, hideDeliverOptions: true, hideInvoiceOptions: true } };
}

/**
 * The order details a portal order keeps: what the customer typed for the shop (instructions,
 * the phone number) and nothing of the dropped steps, whatever a client sent for them.
 */
export function portalOrderDetails(details: OrderDetails): OrderDetails {
  return {
    ...details,
    orderType: 'deliver',
    deliveryAddress: null,
    pickUpAddress: null,
    invoiceAddress: null,
    deliveryDate: null,
    pickUpDate: null,
    letter: '',
    quotationNo: null,
    project: null,
    reference: '',
    phone: details.phone.trim(),
  };
}

/**
 * Which kinds of order a purchasing portal places (decision 0100): those the portal's steps can
 * complete and whose order goes back to the purchasing system as a cart with amounts. A print
 * order and an order placed on a quote (at the quoted price) do. A quote request is no purchase
 * yet and has no price; a secured print order is charged by agreement, never with an amount; a
 * copy or scan order needs the collection of its originals, a step the portal does not have
 * (its pickup address and day are the purchasing system's business too). The web hides what
 * this refuses; the server refuses it (PUNCH_OUT_FLOW_NOT_ALLOWED). The print store's check-out
 * is a purchase with amounts, as the print order is (spec 2.1: 'Checkout cart, with an optional
 * purchasing-portal mode').
 */
export const ORDERABLE_IN_PURCHASING_PORTAL = {
  print: true,
  quoted: true,
  copy: false,
  scan: false,
  quote: false,
  secured: false,
  store: true,
} as const satisfies Record<OrderKind, boolean>;

/** Whether a customer of a theme with these custom fields may place this kind of order here. */
export function placesFlow(customFields: ThemeSettings['customFields'], kind: OrderKind): boolean {
  return !isPurchasingPortal(customFields) || ORDERABLE_IN_PURCHASING_PORTAL[kind];
}
