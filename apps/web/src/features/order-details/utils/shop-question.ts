import { lookupAddressOf } from '@portal/shared/rules/order-shop';
import type { OrderDetails } from '@portal/shared/schemas/order-details';

/** What the shop lookup is asked (spec 02 section 4): the delivery address, the invoice, secured work. */
export type ShopQuestion = {
  deliveryAddressId?: string | undefined;
  zipCode?: string | undefined;
  invoiceAddressId?: string | undefined;
  customerNumber?: string | undefined;
  secure: boolean;
};

/**
 * The lookup's question for these details, as the server asks it again when the order is placed
 * (pipeline/placement-checks.ts): the address the work starts or ends at (rules/order-shop.ts:
 * the delivery address, or a copy or scan order's pickup address) by its id, a typed one by its
 * postcode; a customer number's invoice by the number, a new customer's by its id. An order at a
 * chosen shop asks without an address.
 */
export function shopQuestionOf(details: OrderDetails): ShopQuestion {
  const delivery = lookupAddressOf(details);
  const invoice = details.invoiceAddress;
  return {
    deliveryAddressId: delivery?.id ?? undefined,
    zipCode: delivery && !delivery.id ? delivery.zipCode || undefined : undefined,
    invoiceAddressId: invoice?.customerNumber ? undefined : (invoice?.id ?? undefined),
    customerNumber: invoice?.customerNumber ?? undefined,
    secure: details.secure,
  };
}

/**
 * The question as a key, the order type in it: kept beside the shop that answered it, so that
 * the shop is known again after a reload without asking, and only another question (another
 * address, invoice or order type) asks again. Delivering and picking up never share a key.
 */
export function shopQuestionKey(details: OrderDetails): string {
  const question = shopQuestionOf(details);
  return JSON.stringify([
    details.orderType,
    question.deliveryAddressId ?? null,
    question.zipCode ?? null,
    question.invoiceAddressId ?? null,
    question.customerNumber ?? null,
    question.secure,
  ]);
}
