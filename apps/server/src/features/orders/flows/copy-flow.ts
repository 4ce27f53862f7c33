import { translate } from '@portal/shared/i18n/translate';
import { COPY_PRICE_PRODUCT_ID, copyJobPrice } from '@portal/shared/rules/copy-job-price';
import { copyJobChoices } from '@portal/shared/rules/job-choices';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import type { Product } from '@portal/shared/schemas/catalogue';
import type { CopyJob } from '@portal/shared/schemas/order-details';
import type { DescribedOrderBody, describedOrderBodySchema } from '@portal/shared/schemas/orders';
import type { z } from 'zod';
import type { CatalogueService } from '../../catalogue/catalogue.service';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { NO_FILE } from './line-parts';

/** A copy or scan order's body as the route validated it. */
export type DescribedBody = z.output<typeof describedOrderBodySchema>;
export type { DescribedOrderBody };

export function copyJobLine(job: CopyJob, product: Product | undefined): PlacedLine {
  const priced = copyJobPrice(job, product);
  return {
    kind: 'copy_job',
    ...NO_FILE,
    productId: null,
    productTitle: translate('describedOrders.copyJob.title'),
    specs: copyJobChoices(job),
    content: job,
    format: job.format === 'other' ? null : job.format,
    quantity: job.copies,
    unitPriceCents: null,
    linePriceCents: priced?.cents ?? null,
    breakdown: priced?.lines ?? null,
    noPriceReason: priced ? null : 'priceFollows',
    // Priced as the product prints: sold on a quote, its price is not shown (decision 0068).
    priceHidden: product?.hidePrice ?? false,
  };
}

/** What copy and scan orders share: the browser's draft is what is ordered; nothing is taken. */
export const describedFlowBase = {
  naturalKey: (body: DescribedBody) => body.draftId,
  sessionOf: () => null,
  detailsOf: (body: DescribedBody) => body.details,
  expectedTotalOf: (body: DescribedBody) => body.expectedTotalExclVatCents,
  themeNameOf: (body: DescribedBody) => body.themeName,
  goneCodes: [] as never[],
  take: async () => true,
  afterCommit: async () => {},
} as const;

/**
 * The copy order (kopieer-order, issue 28 point 3): we collect the originals (or the customer
 * brings them to a shop), copy them as the job's form says, and bring originals and copies back.
 */
export function createCopyFlow(deps: {
  catalogue: Pick<CatalogueService, 'productById'>;
}): OrderFlow<DescribedBody, never> {
  return {
    ...describedFlowBase,
    kind: 'copy',
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.copy,
    planningKind: 'copy',
    detailsOf: (body) => ({ ...body.details, orderType: 'copyOrder' }),
    async prepare(_caller, _body, { details }) {
      const missing = descriptionError('copy', details);
      if (missing || !details.copyJob)
        return { lines: [], errors: missing ? [missing] : [], checkTotal: false };
      const product = await deps.catalogue.productById(COPY_PRICE_PRODUCT_ID);
      return { lines: [copyJobLine(details.copyJob, product)], errors: [], checkTotal: true };
    },
  };
}
