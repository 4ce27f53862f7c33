import { projectAndReferenceForCustomer } from '@portal/shared/rules/project-reference';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
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
