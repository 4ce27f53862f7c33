import { translate } from '@portal/shared/i18n/translate';
import { quoteFor } from '@portal/shared/rules/configuration';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import {
  COLOUR_OPTIONS,
  type Product,
  SIDES_OPTIONS,
  type SpecEntry,
} from '@portal/shared/schemas/catalogue';
import type { CopyJob } from '@portal/shared/schemas/order-details';
import type {
  DescribedOrderBody,
  describedOrderBodySchema,
  OrderedChoice,
} from '@portal/shared/schemas/orders';
import type { z } from 'zod';
import type { CatalogueService } from '../../catalogue/catalogue.service';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';

/** A copy or scan order's body as the route validated it. */
export type DescribedBody = z.output<typeof describedOrderBodySchema>;
export type { DescribedOrderBody };

/**
 * A copy job is priced as the documents product prints (its page prices, paper, finishing and
 * quantity tiers): copying the originals is printing their pages `copies` times. A format or
 * finishing that product does not sell is priced by the shop afterwards ('Prijs volgt').
 */
export const COPY_PRICE_PRODUCT_ID = 'documenten';

const FINISHING_OPTION: Record<CopyJob['finishing'], string | null> = {
  none: 'geen',
  staple: 'nieten',
  punch: 'perforeren',
  ringBinding: 'ringband',
  wireO: 'wire-o',
  other: null,
};

/** The documents product's choices for a copy job, or null when it has no price for it. */
function documentSpecs(job: CopyJob): SpecEntry[] | null {
  const finishing = FINISHING_OPTION[job.finishing];
  if (job.format === 'other' || finishing === null) return null;
  return [
    { menuId: 'printen', optionGroupName: 'formaat', optionName: job.format },
    {
      menuId: 'printen',
      optionGroupName: 'kleur',
      optionName: job.colour === 'colour' ? COLOUR_OPTIONS.colour : COLOUR_OPTIONS.bw,
    },
    {
      menuId: 'printen',
      optionGroupName: 'printwijze',
      optionName: job.sides === 'double' ? SIDES_OPTIONS.double : SIDES_OPTIONS.single,
    },
    { menuId: 'printen', optionGroupName: 'papier', optionName: '80' },
    { menuId: 'printen', optionGroupName: 'opmerking', optionName: '' },
    { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: finishing },
  ];
}

/** A copy job's price by the documents product, or null (the price follows). */
export function copyJobPrice(job: CopyJob, product: Product | undefined) {
  const specs = documentSpecs(job);
  if (!product || !specs) return null;
  const quote = quoteFor(
    product,
    {
      status: 'READY',
      analysed: true,
      format: job.format === 'other' ? null : job.format,
      pagesBW: job.colour === 'bw' ? job.originals : 0,
      pagesColour: job.colour === 'colour' ? job.originals : 0,
      pagesBlank: 0,
    },
    specs,
    job.copies,
  );
  return quote.kind === 'priced' ? quote : null;
}

const say = (key: string, values?: Record<string, string | number>) =>
  translate(`describedOrders.copyJob.${key}` as Parameters<typeof translate>[0], values);

/** The job's choices with the titles the customer read in the form. */
export function copyJobChoices(job: CopyJob): OrderedChoice[] {
  const choice = (group: string, name: string, title: string): OrderedChoice => ({
    menuId: 'kopieeropdracht',
    optionGroupName: group,
    optionName: name,
    groupTitle: say(group),
    optionTitle: title,
  });
  return [
    choice('originals', String(job.originals), say('pages', { count: job.originals })),
    choice('copies', String(job.copies), String(job.copies)),
    choice('format', job.format, say(`formats.${job.format}`)),
    choice('colour', job.colour, say(`colours.${job.colour}`)),
    choice('sides', job.sides, say(`sidesOptions.${job.sides}`)),
    choice('finishing', job.finishing, say(`finishings.${job.finishing}`)),
  ];
}

export function copyJobLine(job: CopyJob, product: Product | undefined): PlacedLine {
  const priced = copyJobPrice(job, product);
  return {
    kind: 'copy_job',
    fileId: null,
    fileName: null,
    pagesBw: null,
    pagesColour: null,
    pagesBlank: null,
    storageReference: null,
    productId: null,
    productTitle: say('title'),
    specs: copyJobChoices(job),
    content: job,
    format: job.format === 'other' ? null : job.format,
    quantity: job.copies,
    unitPriceCents: null,
    linePriceCents: priced?.cents ?? null,
    breakdown: priced?.lines ?? null,
    noPriceReason: priced ? null : 'priceFollows',
    priceHidden: false,
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
  hasJobTicket: true,
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
