import type { InvoiceAddressInput } from '@portal/shared/schemas/addresses';
import type { OrderAddress } from '@portal/shared/schemas/order-details';

/**
 * What the new-customer form starts from (issue 32 point 5): what the portal already knows. The
 * person ordering from the profile (name, e-mail, phone), the company, department and postal
 * address from the delivery address just entered on Bezorgen. A building site is where work is
 * delivered, not where invoices go: then only its company is taken. The customer checks and
 * changes it; nothing is saved until they do.
 */
export function newCustomerDefaults(
  user: { name: string; email: string; phone: string },
  delivery: OrderAddress | null,
): InvoiceAddressInput {
  const postal = delivery && !delivery.isConstructionSite ? delivery : null;
  return {
    company: delivery?.company ?? '',
    department: delivery?.department ?? '',
    name: user.name || (delivery?.name ?? ''),
    email: user.email,
    phone: user.phone || (postal?.phone ?? ''),
    street: postal?.street ?? '',
    number: postal?.number ?? '',
    addition: postal?.addition ?? '',
    zipCode: postal?.zipCode ?? '',
    city: postal?.city ?? '',
    kvk: '',
    newCustomer: true,
  };
}
