import type { User } from '@portal/shared/schemas/account';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { invoiceAddressesQuery } from '../api/address-book';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import { detailsForChosenAddress } from '../utils/invoice-address';

/**
 * The user's invoice addresses and the one the order is invoiced to. Choosing one copies it into
 * the order details with project and reference by the customer-number rule. With exactly one
 * address and none chosen, that one is chosen (keeping a project or reference already typed); a chosen address that is no longer in the list
 * (removed in another tab) is let go of, so the order never names an address the user lost.
 */
export function useInvoiceAddresses(user: User, referenceHidden: boolean) {
  const query = useQuery(invoiceAddressesQuery(true));
  const { details } = useOrderDraft();
  const chosenId = details.invoiceAddress?.id ?? null;
  const addresses = query.data?.addresses;
  const chosen = addresses?.find((address) => address.id === chosenId) ?? null;

  const choose = useCallback(
    (address: StoredInvoiceAddress) =>
      orderDetails.update(detailsForChosenAddress(address, user, { referenceHidden })),
    [user, referenceHidden],
  );

  useEffect(() => {
    if (!addresses || chosen) return;
    const only = addresses.length === 1 ? addresses[0] : undefined;
    if (only && chosenId === null) {
      // Chosen for the user, perhaps after they typed a project or reference: what they typed stays.
      orderDetails.update((current) => {
        const rule = detailsForChosenAddress(only, user, { referenceHidden });
        return {
          invoiceAddress: rule.invoiceAddress,
          project: current.project ?? rule.project,
          reference: current.reference || rule.reference,
        };
      });
    } else if (only) choose(only);
    else if (chosenId !== null) orderDetails.update({ invoiceAddress: null, project: null, reference: '' });
  }, [addresses, chosen, chosenId, choose, user, referenceHidden]);

  return { query, list: query.data ?? null, chosen, choose };
}
