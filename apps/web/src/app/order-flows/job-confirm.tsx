import { COPY_PRICE_PRODUCT_ID, copyJobPrice } from '@portal/shared/rules/copy-job-price';
import { copyJobChoices, scanJobChoices } from '@portal/shared/rules/job-choices';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import { stepRoute } from '@portal/shared/rules/order-steps';
import type { User } from '@portal/shared/schemas/account';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../config/paths';
import { JobSummary } from '../../features/described-orders/components/job-summary';
import '../../features/described-orders/texts';
import {
  DeliverySummary,
  InstructionsSummary,
  InvoiceSummary,
} from '../../features/order-details/components/details-summary';
import { FOLLOW_MESSAGE_HASH } from '../../features/order-details/components/invoice-step';
import { MediumSummary, PickUpSummary } from '../../features/order-details/components/job-details-summary';
import { useJobExpressSurcharge } from '../../features/order-details/hooks/use-job-express-surcharge';
import { useStepErrors } from '../../features/order-details/hooks/use-step-errors';
import { orderDetails, useOrderDraft } from '../../features/order-details/stores/order-details-store';
import { orderErrorSayer } from '../../features/order-details/utils/order-error-sayer';
import { saveCopyOrder } from '../../features/orders/api/save-copy-order';
import { ConfirmStep, type OrderProblem } from '../../features/orders/components/confirm-step';
import type { OrderSubmission, PlacementHandlers } from '../../features/orders/hooks/use-place-order';
import { flowDrafts } from '../../features/orders/stores/flow-drafts';
import { catalogueQueryOptions } from '../../features/product-order/api/catalogue';
import '../../features/orders/texts';
import '../../styles/confirm-step.css';
import type { PreviousStep } from './flow-step-page';
import { type JobFlow, jobOrderBody } from './job-bodies';

/** The groups of a scan job's choices that are the job; the rest are its medium, a block of its own. */
const SCAN_JOB_GROUPS = new Set(['pages', 'colour', 'resolution', 'searchable']);

/**
 * Controleren of a copy or scan order (spec 02 sections 2.3, 4 and 8): the job in the words it
 * is kept in, its price or 'Prijs volgt', the pickup, the delivery, a scan's medium, the invoice
 * and the instruction, each with 'Wijzigen'; sent once per draft (decision 0071). Placed, the
 * order details start again and the next order is a new draft.
 */
export function JobConfirm({
  flow,
  user,
  theme,
  previous,
}: {
  flow: JobFlow;
  user: User;
  theme: ThemeResponse;
  previous: PreviousStep | null;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useOrderDraft();
  const { details } = draft;
  const errors = useStepErrors(user, theme);
  const { flags, customFields } = theme.settings;
  const showPrices = !flags.hidePricing;
  const href = (step: 'pickUp' | 'deliver' | 'invoice') => to(stepRoute(flow, step));

  // A copy job is priced as the documents product prints it; a scan is priced after scanning.
  const catalogue = useQuery(catalogueQueryOptions(user.uid, theme.name, flow === 'copy'));
  const copyJob = flow === 'copy' ? details.copyJob : null;
  const scanJob = flow === 'scan' ? details.scanJob : null;
  const priceKnown = flow === 'scan' || !copyJob || !catalogue.isPending;
  const priceCents = copyJob
    ? (copyJobPrice(
        copyJob,
        catalogue.data?.find((product) => product.id === COPY_PRICE_PRODUCT_ID),
      )?.cents ?? null)
    : null;
  const choices = copyJob
    ? copyJobChoices(copyJob)
    : scanJob
      ? scanJobChoices(scanJob, details).filter((choice) => SCAN_JOB_GROUPS.has(choice.optionGroupName))
      : null;

  const expressSurcharge = useJobExpressSurcharge(draft, flow, theme.settings);
  // A price that follows and no surcharge: no totals of € 0,00 (decision 0096).
  const amounts =
    priceCents === null && expressSurcharge.cents === 0
      ? null
      : { linesCents: priceCents ?? 0, unpricedCount: priceCents === null ? 1 : 0 };

  const submission = priceKnown
    ? (expectedTotalExclVatCents: number): OrderSubmission => {
        const draftId = flowDrafts.idOf(flow);
        return {
          flow,
          ordering: draftId,
          send: (key) =>
            saveCopyOrder(jobOrderBody(flow, details, draftId, expectedTotalExclVatCents, theme.name), key),
        };
      }
    : null;

  // The error list (spec 02 section 4), each entry a link to the step that fixes it (section 8).
  const problems: OrderProblem[] = [];
  if (errors.pickupError)
    problems.push({
      key: 'pickupError',
      message: orderErrorSayer(t, theme.settings.customFields)(errors.pickupError),
      href: href('pickUp'),
    });
  const missing = descriptionError(flow, details);
  if (missing) problems.push({ key: 'descriptionError', message: t(missing), href: href('pickUp') });
  const say = orderErrorSayer(t, theme.settings.customFields);
  if (errors.deliveryError)
    problems.push({ key: 'deliveryError', message: say(errors.deliveryError), href: href('deliver') });
  if (errors.mediumError)
    problems.push({ key: 'mediumError', message: t(errors.mediumError), href: href('deliver') });
  if (errors.invoiceError)
    problems.push({
      key: 'invoiceError',
      message: say(errors.invoiceError),
      href: `${href('invoice')}#${FOLLOW_MESSAGE_HASH}`,
    });

  const handlers: PlacementHandlers = {
    onPlaced: () => {
      orderDetails.reset();
      flowDrafts.end(flow);
    },
    onUploadError: () => {},
    onPriceChanged: async () => {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: ['catalogue'] }),
        queryClient.invalidateQueries({ queryKey: ['delivery-dates'] }),
      ]);
    },
  };

  return (
    <ConfirmStep
      variant="job"
      summary={
        <JobSummary
          title={t(flow === 'copy' ? 'describedOrders.copyJob.title' : 'describedOrders.scanJob.title')}
          choices={choices}
          price={showPrices ? priceCents : undefined}
          editHref={href('pickUp')}
        />
      }
      amounts={amounts}
      expressSurcharge={expressSurcharge}
      submission={submission}
      problems={problems}
      showPrices={showPrices}
      portalMode={customFields.sapPortal === true}
      mailFollows={user.notifications.orderConfirmation}
      details={
        <>
          <PickUpSummary details={details} editHref={href('pickUp')} />
          {!flags.hideDeliverOptions && <DeliverySummary details={details} editHref={href('deliver')} />}
          {flow === 'scan' && <MediumSummary details={details} editHref={href('deliver')} />}
          {!flags.hideInvoiceOptions && (
            <InvoiceSummary details={details} editHref={href('invoice')} customFields={customFields} />
          )}
          <InstructionsSummary details={details} editHref={href('pickUp')} />
        </>
      }
      hrefs={{ terms: to('deliveryTerms') }}
      previous={previous}
      handlers={handlers}
      onHome={() => navigate(to('home'))}
    />
  );
}
