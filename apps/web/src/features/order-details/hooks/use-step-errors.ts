import { type StepErrors, stepErrors } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { invoiceAddressesQuery } from '../api/address-book';
import { useOrderDraft } from '../stores/order-details-store';

/**
 * The step errors of the order details (deliveryError, pickupError, invoiceError), by the same
 * shared rules the server applies before it accepts an order (rules/order-completeness.ts).
 * `isQuote`: a quote request, which never requires a project or reference (spec 02 section 5).
 */
export function useStepErrors(
  user: User,
  theme: ThemeResponse,
  { isQuote = false }: { isQuote?: boolean } = {},
): StepErrors {
  const { details } = useOrderDraft();
  const invoices = useQuery(invoiceAddressesQuery(true));
  return stepErrors(details, {
    theme: { flags: theme.settings.flags, customFields: theme.settings.customFields },
    // As the invoice step counts: every address in its list can be chosen on the left.
    customerNumberCount: invoices.data?.addresses.length ?? 0,
    user,
    isQuote,
  });
}
