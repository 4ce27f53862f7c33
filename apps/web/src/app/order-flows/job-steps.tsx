import { Alert, Anchor, Stack, Textarea, Title } from '@mantine/core';
import { COPY_PRICE_PRODUCT_ID, copyJobPrice } from '@portal/shared/rules/copy-job-price';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import type { User } from '@portal/shared/schemas/account';
import type { CopyJob } from '@portal/shared/schemas/order-details';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_JOB_FIRST_FIELD, CopyJobForm } from '../../features/described-orders/components/copy-job-form';
import { JobPrice, type JobPriceState } from '../../features/described-orders/components/job-price';
import { SCAN_JOB_FIRST_FIELD, ScanJobForm } from '../../features/described-orders/components/scan-job-form';
import '../../features/described-orders/texts';
import { focusTarget } from '../../features/order-details/components/deliver-step';
import { InvoiceStep } from '../../features/order-details/components/invoice-step';
import { JobDeliverStep } from '../../features/order-details/components/job-deliver-step';
import { OriginalsStep } from '../../features/order-details/components/originals-step';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { catalogueQueryOptions } from '../../features/product-order/api/catalogue';
import '../../styles/described-orders.css';
import { FlowStepPage, type UseStepFaults } from './flow-step-page';
import type { JobFlow } from './job-bodies';

/**
 * The copy and scan orders' steps (spec 02 sections 2.1, 2.3 and 4; issue 28 points 3 and 4):
 * Ophalen (the originals, the job, the instruction), Opleveren (the delivery after the pickup,
 * for a scan its medium), Factureren and Controleren, on the one flow step page (decision 0071).
 */

const INSTRUCTION_MAX_LENGTH = 5000;

/** Ophalen is marked for the pickup or the job, Opleveren for the delivery or the medium. */
const jobFaults =
  (flow: JobFlow): UseStepFaults =>
  (user, theme) => {
    const errors = useStepErrors(user, theme);
    const { details } = useOrderDraft();
    return {
      pickUp: Boolean(errors.pickupError || descriptionError(flow, details)),
      deliver: Boolean(errors.deliveryError || errors.mediumError),
      invoice: Boolean(errors.invoiceError),
    };
  };
export const JOB_FAULTS: Record<JobFlow, UseStepFaults> = {
  copy: jobFaults('copy'),
  scan: jobFaults('scan'),
};

export function JobPickUpRoute({ flow }: { flow: JobFlow }) {
  return (
    <FlowStepPage flow={flow} step="pickUp" useFaults={JOB_FAULTS[flow]}>
      {(user, theme) => <JobPickUp flow={flow} user={user} theme={theme} />}
    </FlowStepPage>
  );
}

export function JobDeliverRoute({ flow }: { flow: JobFlow }) {
  return (
    <FlowStepPage flow={flow} step="deliver" useFaults={JOB_FAULTS[flow]}>
      {(user, theme) => <JobDeliverStep user={user} theme={theme} kind={flow} />}
    </FlowStepPage>
  );
}

export function JobInvoiceRoute({ flow }: { flow: JobFlow }) {
  return (
    <FlowStepPage flow={flow} step="invoice" useFaults={JOB_FAULTS[flow]}>
      {(user, theme) => <InvoiceStep user={user} theme={theme} />}
    </FlowStepPage>
  );
}

// The confirm step and placing the order are a chunk of their own, fetched when first shown.
const JobConfirm = lazy(() => import('./job-confirm').then((module) => ({ default: module.JobConfirm })));

export function JobConfirmRoute({ flow }: { flow: JobFlow }) {
  return (
    <FlowStepPage flow={flow} step="confirm" useFaults={JOB_FAULTS[flow]}>
      {(user, theme, previous) => (
        <Suspense fallback={null}>
          {/* The confirm step always has a step before it (Ophalen at least). */}
          <JobConfirm flow={flow} user={user} theme={theme} previous={previous} />
        </Suspense>
      )}
    </FlowStepPage>
  );
}

/** Ophalen: the originals (order-details), then the job and the instruction for the shop. */
function JobPickUp({ flow, user, theme }: { flow: JobFlow; user: User; theme: ThemeResponse }) {
  const { t } = useTranslation();
  const { details } = useOrderDraft();
  const missing = descriptionError(flow, details);
  const target = `#${flow === 'copy' ? COPY_JOB_FIRST_FIELD : SCAN_JOB_FIRST_FIELD}`;
  return (
    <Stack gap="lg">
      <OriginalsStep user={user} theme={theme} kind={flow} />
      <section className="panel-card order-step job-step" aria-labelledby="job-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="job-heading">
            {t(flow === 'copy' ? 'describedOrders.copyJob.heading' : 'describedOrders.scanJob.heading')}
          </Title>
          {missing && (
            <Alert color="orange" className="order-warning" variant="light" data-step-error={missing}>
              <Anchor href={target} onClick={(event) => focusTarget(event, target)}>
                {t(missing)}
              </Anchor>
            </Alert>
          )}
          {flow === 'copy' ? (
            <CopyJobPart user={user} theme={theme} />
          ) : (
            <ScanJobForm job={details.scanJob} onChange={(scanJob) => orderDetails.update({ scanJob })} />
          )}
          <Textarea
            label={t('describedOrders.instruction.label')}
            placeholder={t('describedOrders.instruction.placeholder')}
            value={details.instruction}
            maxLength={INSTRUCTION_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={10}
            onChange={(event) => orderDetails.update({ instruction: event.currentTarget.value })}
          />
        </Stack>
      </section>
    </Stack>
  );
}

/** The copy job's form with its price as the documents product prints it (rules/copy-job-price.ts). */
function CopyJobPart({ user, theme }: { user: User; theme: ThemeResponse }) {
  const { t } = useTranslation();
  const { details } = useOrderDraft();
  const hidePricing = theme.settings.flags.hidePricing;
  const catalogue = useQuery(catalogueQueryOptions(user.uid, theme.name, !hidePricing));
  const job = details.copyJob;
  const price = (): JobPriceState => {
    if (!job) return { kind: 'waiting' };
    if (catalogue.isPending) return { kind: 'loading' };
    const priced = copyJobPrice(
      job,
      catalogue.data?.find((product) => product.id === COPY_PRICE_PRODUCT_ID),
    );
    if (priced) return { kind: 'priced', cents: priced.cents };
    return { kind: 'follows', reason: t(followsReason(job)) };
  };
  return (
    <CopyJobForm
      job={job}
      onChange={(copyJob) => orderDetails.update({ copyJob })}
      price={hidePricing ? null : <JobPrice state={price()} />}
    />
  );
}

/** Why the shop prices the job afterwards: a format or finishing of the customer's own, or anything else. */
const followsReason = (job: CopyJob) =>
  job.format === 'other' || job.finishing === 'other'
    ? 'describedOrders.copyJob.priceFollows'
    : 'describedOrders.copyJob.priceFollowsLater';
