import { PRICED_GROUPS } from '../constants';
import { productOrder } from '../i18n/nl/product-order';
import { uploads } from '../i18n/nl/uploads';
import { textIn } from '../i18n/text-in';
import type { PaperFormat } from '../schemas/analysis';
import type { SpecEntry } from '../schemas/catalogue';
import { analysisForPricing, type FileFacts, printFormatOf } from './configuration';
import { areaM2Of, fitsOnSheet, type PageSize, roundedSize } from './sheet-for-size';

/**
 * A file printed at its own non-standard size ('Als bestand', decision 0132): its page size and,
 * when it is priced per square metre (past A0), its area; null for a standard or chosen format.
 */
export type CustomSize = PageSize & { areaM2: number | null };

/** The custom size of a file with these choices, priced on `pricedAs` (the cart line's format). */
export function customSizeOf(
  file: FileFacts,
  specs: readonly SpecEntry[],
  pricedAs: PaperFormat | null,
): CustomSize | null {
  const analysis = analysisForPricing(file);
  const size = file.dimensions;
  if (typeof analysis === 'string' || !size || printFormatOf(analysis, specs) !== 'custom') return null;
  const perArea = pricedAs === 'A0' && !fitsOnSheet(size, 'A0');
  return { widthMm: size.widthMm, heightMm: size.heightMm, areaM2: perArea ? areaM2Of(size) : null };
}

const areaText = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * The size as every screen, mail and the desk name it (issue 32 point 6): 'Afwijkend formaat
 * 216 × 279 mm, geprijsd als A3', '… geprijsd per m² (1,8 m²)' past A0, or 'Afwijkend formaat
 * 216 × 279 mm' where no sheet prices it.
 */
export function customSizeName(size: CustomSize, pricedAs: PaperFormat | null): string {
  const { width, height } = roundedSize(size);
  if (size.areaM2 !== null)
    return textIn(productOrder, 'customSize.perArea', { width, height, area: areaText.format(size.areaM2) });
  if (pricedAs && pricedAs !== 'custom')
    return textIn(productOrder, 'customSize.onSheet', { width, height, format: pricedAs });
  return textIn(uploads, 'formatCustomSize', { width, height });
}

/** Whether a choice is the format's ('Formaat'), whose title the custom size replaces. */
export const isFormatChoice = (spec: Pick<SpecEntry, 'optionGroupName'>): boolean =>
  spec.optionGroupName === PRICED_GROUPS.format;
