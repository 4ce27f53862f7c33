import type { PaperFormat } from '../schemas/analysis';
import { A_SERIES, PAPER_FORMAT_TOLERANCE_MM } from './analysis-format';

/** A page's size as printed, in millimetres (the analysis's first page, `dimensions`). */
export type PageSize = { widthMm: number; heightMm: number };

/**
 * The sheet a page of a non-standard size ('Afwijkend formaat') is priced on (issue 32 point 2,
 * decision 0132): a standard sheet, or, past A0, the A0 price per square metre of the page.
 */
export type SheetForSize =
  | { kind: 'sheet'; format: Exclude<PaperFormat, 'custom'> }
  | { kind: 'area'; format: 'A0'; areaM2: number };

/** A0 is one square metre by definition (841 × 1189 mm): its price is the price per m². */
const LARGEST = 'A0' as const;

/**
 * Whether a page fits on a sheet in either orientation. The same 2 mm a page may be off an A
 * size and still carry its name: a 211 × 297 mm page is printed on A4, as it is called A4.
 */
export function fitsOnSheet(size: PageSize, format: Exclude<PaperFormat, 'custom'>): boolean {
  const sheet = A_SERIES.find(([name]) => name === format);
  if (!sheet) return false;
  const [, short, long] = sheet;
  const pageShort = Math.min(size.widthMm, size.heightMm);
  const pageLong = Math.max(size.widthMm, size.heightMm);
  return pageShort <= short + PAPER_FORMAT_TOLERANCE_MM && pageLong <= long + PAPER_FORMAT_TOLERANCE_MM;
}

/** The page's area in square metres, to a thousandth (a 1 × 2 m banner is 2.000). */
export const areaM2Of = (size: PageSize): number => Math.round((size.widthMm * size.heightMm) / 1000) / 1000;

/**
 * Where a page of a non-standard size is priced, among `formats` (those the product has page
 * prices for): the smallest of them it fits on, so a US-Letter page (215.9 × 279.4 mm, wider
 * than A4) is an A3 sheet, trimmed after printing. A page larger than A0 is priced per m² at the
 * A0 price when the product prints A0 (the large-format products); otherwise, and for a page
 * without a size, there is no price (the product does not print that size).
 */
export function sheetForSize(size: PageSize | null, formats: readonly PaperFormat[]): SheetForSize | null {
  if (!size || !(size.widthMm > 0) || !(size.heightMm > 0)) return null;
  // A_SERIES runs from A0 down: the last sheet that still fits is the smallest.
  let smallest: Exclude<PaperFormat, 'custom'> | null = null;
  for (const [format] of A_SERIES)
    if (formats.includes(format) && fitsOnSheet(size, format)) smallest = format;
  if (smallest) return { kind: 'sheet', format: smallest };
  if (formats.includes(LARGEST) && !fitsOnSheet(size, LARGEST))
    return { kind: 'area', format: LARGEST, areaM2: areaM2Of(size) };
  return null;
}

/** The size as the customer reads it, whole millimetres: 215.9 × 279.4 is 216 × 279. */
export const roundedSize = (size: PageSize): { width: number; height: number } => ({
  width: Math.round(size.widthMm),
  height: Math.round(size.heightMm),
});
