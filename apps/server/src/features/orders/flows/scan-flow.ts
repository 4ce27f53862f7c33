import { translate } from '@portal/shared/i18n/translate';
import { scanJobChoices } from '@portal/shared/rules/job-choices';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import type { OrderDetails, ScanJob } from '@portal/shared/schemas/order-details';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { type DescribedBody, describedFlowBase } from './copy-flow';
import { NO_FILE } from './line-parts';

const say = (key: string) => translate(key as Parameters<typeof translate>[0]);

export function scanJobLine(job: ScanJob, details: OrderDetails): PlacedLine {
  return {
    kind: 'scan_job',
    ...NO_FILE,
    productId: null,
    productTitle: say('describedOrders.scanJob.title'),
    specs: scanJobChoices(job, details),
    content: job,
    format: null,
    quantity: 1,
    unitPriceCents: null,
    // Counted as scanned: the shop prices it afterwards. No product prices it, so no product's
    // hidePrice hides it: the customer reads 'Prijs volgt'.
    linePriceCents: null,
    breakdown: null,
    noPriceReason: 'priceFollows',
    priceHidden: false,
  };
}

/**
 * The scan order (scan-order, issue 28 point 4): originals collected (or brought), scanned, and
 * delivered on the chosen media; the originals come back. Its archive is kept in the order
 * details for the file store's intake (issue 31).
 */
export function createScanFlow(): OrderFlow<DescribedBody, never> {
  return {
    ...describedFlowBase,
    kind: 'scan',
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.scan,
    planningKind: 'scan',
    // The e-mail address counts only with the e-mail medium (spec 02 section 4).
    detailsOf: (body) => ({
      ...body.details,
      orderType: 'scanOrder',
      medium: {
        ...body.details.medium,
        emailAddress: body.details.medium.isEmail ? body.details.medium.emailAddress : '',
      },
    }),
    async prepare(_caller, _body, { details }) {
      const missing = descriptionError('scan', details);
      if (missing || !details.scanJob)
        return { lines: [], errors: missing ? [missing] : [], checkTotal: false };
      return { lines: [scanJobLine(details.scanJob, details)], errors: [], checkTotal: true };
    },
  };
}
