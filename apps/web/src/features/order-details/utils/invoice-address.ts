import { projectAndReferenceForCustomer } from '@portal/shared/rules/project-reference';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { InvoiceAddressInput } from '@portal/shared/schemas/addresses';
import type { OrderAddress, OrderDetails } from '@portal/shared/schemas/order-details';
import { orderAddressOfInvoice } from './order-address';

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
  return { invoiceAddress: orderAddressOfInvoice(address), project, reference };
}

/**
 * What a new customer's invoice form starts with (issue 32 point 5): what the portal knows
 * already, to check and complete. The contact, e-mail and phone come from the profile; company and
 * address from the delivery address just chosen, unless that is a building site (no invoice goes
 * there). The KvK number is always the customer's to type.
 */
export function newCustomerStart(
  user: { name: string; email: string; phone: string },
  delivery: OrderAddress | null,
): Partial<InvoiceAddressInput> {
  const profile = { name: user.name, email: user.email, phone: user.phone };
  if (!delivery || delivery.isConstructionSite) return profile;
  const { company, department, street, number, addition, zipCode, city } = delivery;
  return { company, department, street, number, addition, zipCode, city, ...profile };
}
