import { COLOUR_OPTIONS, SIDES_OPTIONS } from '../constants';
import type { Product, SpecEntry } from '../schemas/catalogue';
import type { CopyJob } from '../schemas/order-details';
import { type Quote, quoteFor } from './configuration';

/**
 * A copy job's price (issue 28 point 3, decision 0071): copying the originals is printing their
 * pages `copies` times, so the job is priced as the documents product prints (its page prices,
 * paper, finishing and quantity tiers), on the screen and on the server alike. A format or
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

/** The documents product's choices for a copy job, or null when the job asks what it does not sell. */
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

/** The job's price by the documents product, or null when the price follows. */
export function copyJobPrice(
  job: CopyJob,
  product: Product | undefined,
): Extract<Quote, { kind: 'priced' }> | null {
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
