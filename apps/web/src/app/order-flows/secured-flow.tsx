import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useFileChooser } from '../../components/file-chooser';
import { useRoutePath } from '../../config/paths';
import { DeliverStep } from '../../features/order-details/components/deliver-step';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { SecuredFilesStep } from '../../features/secured-order/components/secured-files-step';
import '../../features/secured-order/texts';
import { useUploadActions } from '../../features/uploads/hooks/use-upload-actions';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import type { FlowModule } from './flow-module';
import { FlowStepPage } from './flow-step-page';
import { useSecuredFaults, useSecuredFiles } from './secured-order-lines';

/**
 * The secured print order's pages (spec 02 sections 2.1 and 2.3, issue 28 point 6): Printen (the
 * secured-order feature's step 1 over the upload session's files), the shared Bezorgen and
 * Factureren with the flow's secure flag (FlowStepPage sets it), Controleren on the orders
 * feature's confirm step; and /secured-order, which leads to Printen (decision 0094).
 */

function SecuredFilesRoute() {
  return (
    <FlowStepPage flow="secured" step="files" useFaults={useSecuredFaults}>
      {(user) => <SecuredFiles userId={user.uid} />}
    </FlowStepPage>
  );
}

function SecuredFiles({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { sessionId, files, onTheWay } = useSecuredFiles();
  const actions = useUploadActions();
  const { details } = useOrderDraft();
  const chooser = useFileChooser(uploads.add, t('securedOrder.files.chooserLabel'));
  return (
    <>
      <Text c="gray.7">{t('securedOrder.intro')}</Text>
      <SecuredFilesStep
        userId={userId}
        sessionId={sessionId}
        files={files}
        onTheWay={onTheWay}
        onRemove={actions.remove}
        onChooseFiles={chooser.open}
        uploadHref={to('home')}
        contactHref={to('contact')}
        instruction={details.instruction}
        onInstructionChange={(instruction) => orderDetails.update({ instruction })}
      />
      {chooser.element}
    </>
  );
}

function SecuredDeliverRoute() {
  return (
    <FlowStepPage flow="secured" step="deliver" useFaults={useSecuredFaults}>
      {/* A pickup of secured work is handed to the user only (spec 02 section 5); the server
          records the shop's own address. */}
      {(user, theme) => <DeliverStep user={user} theme={theme} kind="secured" collectedBy={user.name} />}
    </FlowStepPage>
  );
}

function SecuredInvoiceRoute() {
  return (
    <FlowStepPage flow="secured" step="invoice" useFaults={useSecuredFaults}>
      {(user, theme) => <InvoiceStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

// The confirm step and placing the order are a chunk of their own, fetched when it is first shown.
const SecuredConfirm = lazy(() =>
  import('./secured-confirm').then((module) => ({ default: module.SecuredConfirm })),
);

function SecuredConfirmRoute() {
  return (
    <FlowStepPage flow="secured" step="confirm" useFaults={useSecuredFaults}>
      {(user, theme, previous) => (
        <Suspense fallback={null}>
          {/* The confirm step always has a step before it (Printen at least). */}
          <SecuredConfirm user={user} theme={theme} previous={previous} />
        </Suspense>
      )}
    </FlowStepPage>
  );
}

/** /secured-order leads on to Printen, whose empty list offers the upload (decision 0094). */
function SecuredOrderEntry() {
  const to = useRoutePath();
  return <Navigate to={to('printProductSecuredSA')} replace />;
}

export const routes: FlowModule['routes'] = {
  securedOrder: SecuredOrderEntry,
  printProductSecuredSA: SecuredFilesRoute,
  printProductSecuredSADeliver: SecuredDeliverRoute,
  printProductSecuredSAInvoice: SecuredInvoiceRoute,
  printProductSecuredSAConfirm: SecuredConfirmRoute,
};
