import type { OrderDetails } from '../schemas/order-details';
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
