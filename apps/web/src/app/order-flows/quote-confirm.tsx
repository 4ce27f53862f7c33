import { descriptionError } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { CartResponse } from '@portal/shared/schemas/cart';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import { DeliverySummary, InvoiceSummary } from '../../features/order-details/components/details-summary';
import { PhoneBlock } from '../../features/order-details/components/phone-block';
import { QUOTE_DESCRIPTION_ID } from '../../features/order-details/components/quote-description';
import { detailsProblems, useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { orderErrorSayer } from '../../features/order-details/utils/order-error-sayer';
import { requestQuote } from '../../features/orders/api/request-quote';
import { ConfirmStep, type OrderProblem } from '../../features/orders/components/confirm-step';
import { type QuoteFile, QuoteRequestSummary } from '../../features/orders/components/quote-summaries';
import type { OrderSubmission, PlacementHandlers } from '../../features/orders/hooks/use-place-order';
import { flowDrafts } from '../../features/orders/stores/flow-drafts';
import { cartQueryKey } from '../../features/product-order/api/cart';
import { removeUploadedFile } from '../../features/uploads/api/remove-uploaded-file';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';
import type { PreviousStep } from './flow-step-page';
import { quoteRequestBody } from './quote-bodies';
import '../../features/orders/texts';
import '../../features/uploads/texts';
import '../../styles/confirm-step.css';

/** No prices anywhere in a quote request: the quote brings them. */
const NO_SURCHARGE = { cents: 0, pending: false };
const EMPTY_CART: CartResponse = { lines: [], totalCents: 0 };

/**
 * Controleren of a quote request (spec 02 sections 2.3, 4 and 8): the description and the files
 * that go along, delivery and invoice with 'Wijzigen', no amounts, 'Aanvraag verzenden'. Sent
 * once per draft (flowDrafts); afterwards the quote's thanks. Files that did not arrive
 * (UPLOAD_ERROR) are removed, as the print order does; any other refusal keeps them with the
 * details, so that the customer corrects what the server named and sends again (decision 0101).
 */
export function QuoteConfirm({
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
  const { entries, sessionId, files } = useUploads();
  const { details } = useOrderDraft();
  const errors = useStepErrors(user, theme, { isQuote: true });
  const { flags, customFields } = theme.settings;
  const portalMode = customFields.sapPortal === true;
  const withFiles = details.includeFiles;
  // The server takes the session's stored files: one still on its way would be left behind.
  const uploading = withFiles && entries.some((entry) => entry.phase !== 'stored');

  const problems: OrderProblem[] = [];
  const description = descriptionError('quote', details);
  if (description)
    problems.push({
      key: 'descriptionError',
      message: t(description),
      href: `${to('quoteOrderDescription')}#${QUOTE_DESCRIPTION_ID}`,
    });
  if (uploading)
    problems.push({
      key: 'fileError',
      message: t('quoteFlows.summary.uploading'),
      href: to('quoteOrderDescription'),
    });
  problems.push(
    ...detailsProblems(errors, orderErrorSayer(t, theme.settings.customFields), {
      deliver: to('quoteOrderDeliver'),
      invoice: to('quoteOrderInvoice'),
      confirm: to('quoteOrderConfirm'),
    }),
  );

  // With files, the session must be known (it loads with the page) to name it.
  const submission =
    withFiles && sessionId === null
      ? null
      : (): OrderSubmission => {
          const draftId = flowDrafts.idOf('quote');
          return {
            flow: 'quote',
            ordering: draftId,
            send: (key) =>
              requestQuote(quoteRequestBody({ draftId, details, sessionId, themeName: theme.name }), key),
          };
        };

  const sentFiles: QuoteFile[] | null = withFiles
    ? files.map((file) => ({
        key: file.uuid,
        name: file.fileName,
        detail:
          file.pageCount === null || file.pageCount === 0
            ? ''
            : file.pageCount === 1
              ? t('uploads.pagesOne')
              : t('uploads.pages', { count: file.pageCount }),
      }))
    : null;

  /** Files that did not arrive leave; the next ones start a new list. */
  const removeSentFiles = async () => {
    if (!withFiles || !sessionId) return;
    await Promise.allSettled(files.map((file) => removeUploadedFile(sessionId, file.uuid)));
    uploads.startOver();
  };

  const handlers: PlacementHandlers = {
    onPlaced: () => {
      // The draft is a request now: the next quote is a new draft with new details.
      flowDrafts.end('quote');
      orderDetails.reset();
      // The request took the session's files and closed it: the next files go to a new one,
      // and the closed session's cart is empty (asking the server again would only get a 404).
      if (withFiles && sessionId) queryClient.setQueryData(cartQueryKey(sessionId), EMPTY_CART);
      uploads.startOver();
    },
    onUploadError: removeSentFiles,
    // A request has no total to differ from.
    onPriceChanged: () => {},
    // A missing description, a pickup, date or address the server refused: the customer corrects
    // it and sends again, with the files uploaded for it (decision 0101).
    onRefused: () => {},
  };

  const showDelivery = !flags.hideDeliverOptions && !portalMode;
  const showInvoice = !flags.hideInvoiceOptions && !portalMode;

  return (
    <ConfirmStep
      variant="quote"
      summary={
        <QuoteRequestSummary
          description={details.description}
          files={sentFiles}
          editHref={to('quoteOrderDescription')}
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
          {showDelivery && <DeliverySummary details={details} editHref={to('quoteOrderDeliver')} />}
          {showInvoice && (
            <InvoiceSummary
              details={details}
              editHref={to('quoteOrderInvoice')}
              customFields={customFields}
              title={t('orderSteps.flows.quote.invoice')}
            />
          )}
          {portalMode && (
            <PhoneBlock
              phone={details.phone}
              error={errors.phone}
              onChange={(phone) => orderDetails.update({ phone })}
            />
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
