import { descriptionError } from '@portal/shared/rules/order-completeness';
import { useTranslation } from 'react-i18next';
import { useFileChooser } from '../../components/file-chooser';
import { DeliverStep } from '../../features/order-details/components/deliver-step';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { QuoteDescription } from '../../features/order-details/components/quote-description';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { AttachedFileList } from '../../features/uploads/components/attached-file-list';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';
import type { FlowModule } from './flow-module';
import { FlowStepPage, type UseStepFaults } from './flow-step-page';
import { QuoteConfirm } from './quote-confirm';

/**
 * The quote request (offerte-aanvraag, spec 02 sections 2.1, 2.3 and 4; issue 28 point 5):
 * Opdracht (the description and the uploaded files that go along), the shared Bezorgen and
 * Afrekenen (the invoice step, where a quote never requires a project or reference), and its own
 * price-less Controleren with 'Aanvraag verzenden'.
 */

/** Opdracht is marked while the description is empty; Bezorgen and Afrekenen by the details' rules. */
export const useQuoteFaults: UseStepFaults = (user, theme) => {
  const errors = useStepErrors(user, theme, { isQuote: true });
  const { details } = useOrderDraft();
  return {
    description: descriptionError('quote', details) !== null,
    deliver: Boolean(errors.deliveryError),
    invoice: Boolean(errors.invoiceError),
  };
};

function QuoteDescriptionRoute() {
  return (
    <FlowStepPage flow="quote" step="description" useFaults={useQuoteFaults}>
      {() => <QuoteDescription files={<QuoteFiles />} />}
    </FlowStepPage>
  );
}

/**
 * The upload session's files, which go along while 'Bestanden meesturen' is on; more can be
 * chosen here (they upload as on the home page, which shows the same list).
 */
function QuoteFiles() {
  const { t } = useTranslation();
  const { entries } = useUploads();
  const chooser = useFileChooser(uploads.add, t('quoteFlows.description.fileInputLabel'));
  return (
    <>
      <AttachedFileList
        entries={entries}
        empty={t('quoteFlows.description.noFiles')}
        onAddFiles={chooser.open}
      />
      {chooser.element}
    </>
  );
}

function QuoteDeliverRoute() {
  return (
    <FlowStepPage flow="quote" step="deliver" useFaults={useQuoteFaults}>
      {(user, theme) => <DeliverStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

function QuoteInvoiceRoute() {
  return (
    <FlowStepPage flow="quote" step="invoice" useFaults={useQuoteFaults}>
      {(user, theme) => <InvoiceStep user={user} theme={theme} isQuote />}
    </FlowStepPage>
  );
}

function QuoteConfirmRoute() {
  return (
    <FlowStepPage flow="quote" step="confirm" useFaults={useQuoteFaults}>
      {(user, theme, previous) => <QuoteConfirm user={user} theme={theme} previous={previous} />}
    </FlowStepPage>
  );
}

export const routes: FlowModule['routes'] = {
  quoteOrderDescription: QuoteDescriptionRoute,
  quoteOrderDeliver: QuoteDeliverRoute,
  quoteOrderInvoice: QuoteInvoiceRoute,
  quoteOrderConfirm: QuoteConfirmRoute,
};
