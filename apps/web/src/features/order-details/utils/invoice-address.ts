import { projectAndReferenceForCustomer } from '@portal/shared/rules/project-reference';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { OrderAddress, OrderDetails } from '@portal/shared/schemas/order-details';

/** The order carries a copy of the chosen invoice address, not a reference to it (spec 02 section 3). */
export function orderAddressOf(address: StoredInvoiceAddress): OrderAddress {
  return {
    id: address.id,
    company: address.company,
    department: address.department,
    name: address.name,
    street: address.street,
    number: address.number,
    addition: address.addition,
    zipCode: address.zipCode,
    city: address.city,
    phone: address.phone,
    email: address.email,
    customerNumber: address.customerNumber,
    newCustomer: address.newCustomer,
    isConstructionSite: false,
    kvk: address.kvk,
  };
}

/**
 * Choosing a customer number (spec 02 section 4): its address becomes the order's invoice
 * address, and project and reference are set by the rule (the user's formatString, else the
 * single project; the single reference).
 */
export function detailsForChosenAddress(
  address: StoredInvoiceAddress,
  user: { formatString?: string | null } | null,
  options: { referenceHidden: boolean },
): Pick<OrderDetails, 'invoiceAddress' | 'project' | 'reference'> {
  const { project, reference } = projectAndReferenceForCustomer(address, user, options);
  return { invoiceAddress: orderAddressOf(address), project, reference };
}

/** 'Stationsplein 1 a', as the address cards show it. */
export function streetLine(address: Pick<StoredInvoiceAddress, 'street' | 'number' | 'addition'>): string {
  return [address.street, address.number, address.addition].filter((part) => part.trim() !== '').join(' ');
}

/** '3511 AB Utrecht'. */
export function cityLine(address: Pick<StoredInvoiceAddress, 'zipCode' | 'city'>): string {
  return [address.zipCode, address.city].filter((part) => part.trim() !== '').join(' ');
}
