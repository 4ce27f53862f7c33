import { securedFileErrors } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import {
  DeliverySummary,
  InstructionsSummary,
  InvoiceSummary,
} from '../../features/order-details/components/details-summary';
import { PhoneBlock } from '../../features/order-details/components/phone-block';
import { detailsProblems, useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { orderErrorSayer } from '../../features/order-details/utils/order-error-sayer';
import { placeOrder } from '../../features/orders/api/place-order';
import { ConfirmStep, type OrderProblem } from '../../features/orders/components/confirm-step';
import type { OrderSubmission, PlacementHandlers } from '../../features/orders/hooks/use-place-order';
import { cartQueryKey } from '../../features/product-order/api/cart';
import { SecuredLinesSummary } from '../../features/secured-order/components/secured-lines-summary';
import { securedLines } from '../../features/secured-order/stores/secured-lines-store';
import { removeUploadedFile } from '../../features/uploads/api/remove-uploaded-file';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import '../../features/orders/texts';
import '../../features/secured-order/texts';
import '../../styles/confirm-step.css';
import type { PreviousStep } from './flow-step-page';
import { useSecuredOrderLines } from './secured-order-lines';

const EMPTY_CART: CartResponse = { lines: [], totalCents: 0 };

/** No amount is shown for secured work, and no spoed is offered for it. */
const NO_SURCHARGE = { cents: 0, pending: false };

/**
 * The secured print order's confirm step (Controleren; spec 02 sections 2.3, 4 and 8): the files
 * with their products and specs (secured-order), delivery or pickup and invoice with their edit
 * links and the instructions if any (order-details), the legal line and the submit button of
 * the orders feature's step, without amounts. Placing sends the session's files with what step 1
 * assigned (PRINT_TEMPLATE, one order per session) and empties the files, the details and the
 * assignments.
 */
export function SecuredConfirm({
  user,
  theme,
  previous,
}: {
  user: User;
  theme: ThemeResponse;
  previous: PreviousStep | null;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sessionId, files, known, templates, lines } = useSecuredOrderLines(user.uid);
  const { details } = useOrderDraft();
  const errors = useStepErrors(user, theme);
  const { flags, customFields } = theme.settings;
  const portalMode = customFields.sapPortal === true;
  const filesStep = to('printProductSecuredSA');

  const loading = !known || templates.isPending;
  const names = new Map(files.map((file) => [file.id, file.name]));
  const fileErrors = securedFileErrors(lines);

  // The error list (spec 02 section 4), each entry a link to the step that fixes it (section 8).
  const problems: OrderProblem[] = [];
  if (!loading && fileErrors.fileError)
    problems.push({ key: 'fileError', message: t(fileErrors.fileError), href: filesStep });
  if (!loading && fileErrors.productError)
    problems.push({ key: 'productError', message: t(fileErrors.productError), href: filesStep });
  problems.push(
    ...detailsProblems(errors, orderErrorSayer(t, theme.settings.customFields), {
      deliver: to('printProductSecuredSADeliver'),
      invoice: to('printProductSecuredSAInvoice'),
      confirm: to('printProductSecuredSAConfirm'),
    }),
  );

  // The session's files name the order (one order per session); a file still being checked
  // is not ordered yet (the server would refuse it), so the button waits for it.
  const submission =
    !loading && sessionId && files.every((file) => !file.analysing)
      ? (): OrderSubmission => ({
          flow: 'secured',
          ordering: sessionId,
          send: (key) =>
            placeOrder(
              {
                sessionId,
                details,
                printType: 'PRINT_TEMPLATE',
                securedLines: lines,
                product: 'printProduct',
                // Secured work shows no amount: nothing to compare on the server.
                expectedTotalExclVatCents: 0,
                themeName: theme.name,
              },
              key,
            ),
        })
      : null;

  const startOver = () => {
    orderDetails.reset();
    securedLines.reset();
    // The server closed the session with the order: the next files go to a new one.
    uploads.startOver();
  };
  const handlers: PlacementHandlers = {
    onPlaced: () => {
      startOver();
      // The closed session has no cart any more; asking the server again would only get a 404.
      if (sessionId) queryClient.setQueryData(cartQueryKey(sessionId), EMPTY_CART);
      void queryClient.invalidateQueries({
        queryKey: ['cart'],
        predicate: (query) => !sessionId || query.queryKey[1] !== sessionId,
      });
    },
    onUploadError: async () => {
      // 'Probeer de bestanden opnieuw te uploaden': the files that did not arrive go.
      if (sessionId) await Promise.allSettled(files.map((file) => removeUploadedFile(sessionId, file.id)));
      securedLines.reset();
      uploads.startOver();
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    // Secured work has no price to change.
    onPriceChanged: () => {},
  };

  const showDelivery = !flags.hideDeliverOptions && !portalMode;
  const showInvoice = !flags.hideInvoiceOptions && !portalMode;

  return (
    <ConfirmStep
      summary={
        <SecuredLinesSummary
          lines={loading ? null : lines.map((line) => ({ ...line, fileName: names.get(line.fileId) ?? '' }))}
          templates={templates.data?.templates}
          editHref={filesStep}
          loading={loading}
        />
      }
      amounts={null}
      expressSurcharge={NO_SURCHARGE}
      submission={submission}
      problems={problems}
      showPrices={false}
      portalMode={portalMode}
      mailFollows={user.notifications.orderConfirmation}
      details={
        <>
          {showDelivery && (
            <DeliverySummary
              details={details}
              editHref={to('printProductSecuredSADeliver')}
              collectedBy={user.name}
            />
          )}
          {showInvoice && (
            <InvoiceSummary
              details={details}
              editHref={to('printProductSecuredSAInvoice')}
              customFields={customFields}
            />
          )}
          {portalMode && (
            <PhoneBlock
              phone={details.phone}
              error={errors.phone}
              onChange={(phone) => orderDetails.update({ phone })}
            />
          )}
          {/* The printshop's instructions only when there are any (spec 02 section 2.3). */}
          {details.instruction.trim() !== '' && (
            <InstructionsSummary details={details} editHref={filesStep} />
          )}
        </>
      }
      hrefs={{ terms: to('deliveryTerms') }}
      previous={previous}
      handlers={handlers}
      onHome={() => navigate(to('home'))}
    />
  );
}
