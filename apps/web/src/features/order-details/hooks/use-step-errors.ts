import { type OrderErrorKey, type StepErrors, stepErrors } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { invoiceAddressesQuery } from '../api/address-book';
import { FOLLOW_MESSAGE_HASH } from '../components/invoice-step';
import { PHONE_FIELD_ID } from '../components/phone-block';
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

/**
 * The details' share of a confirm step's error list (spec 02 sections 4 and 8): delivery, invoice
 * and the phone number, in that order, each a link to where it is put right (the invoice step's
 * follow-up message, the phone field on the confirm step). A flow puts its own problems (files, a
 * description) before these.
 */
export function detailsProblems(
  errors: StepErrors,
  say: (key: OrderErrorKey) => string,
  steps: { deliver: string; invoice: string; confirm: string },
): { key: string; message: string; href: string }[] {
  const problems = [];
  if (errors.deliveryError)
    problems.push({ key: 'deliveryError', message: say(errors.deliveryError), href: steps.deliver });
  if (errors.invoiceError)
    problems.push({
      key: 'invoiceError',
      message: say(errors.invoiceError),
      href: `${steps.invoice}#${FOLLOW_MESSAGE_HASH}`,
    });
  if (errors.phone)
    problems.push({ key: 'phone', message: say(errors.phone), href: `${steps.confirm}#${PHONE_FIELD_ID}` });
  return problems;
}
