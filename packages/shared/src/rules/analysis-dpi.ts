import { DPI_ASSUMED_WITHOUT_ANALYSIS, DPI_RECOMMENDED, DPI_WARNING_BELOW } from '../constants';
import type { DpisPerPage } from '../schemas/analysis';

/**
 * Images with fewer pixels than this on a side are spacers, rules or gradient strips
 * stretched over an area (a 1×8 px image measured 0.155 DPI): they carry no detail that a
 * low resolution could spoil, so they stay out of the DPI check.
 */
export const MIN_IMAGE_SIDE_PX = 4;

/** A raster image as placed on a page. */
export interface PlacedImage {
  widthPx: number;
  heightPx: number;
  bitsPerPixel: number;
  /** False for a stencil mask (/ImageMask): it has no colour space of its own. */
  hasColourSpace: boolean;
  /** Where the unit square of the image lands on the page, in points: [a b c d e f]. */
  matrix: readonly [number, number, number, number, number, number];
}

/**
 * Whether an image's resolution matters for print quality. 1-bit stencil masks (glyph-like
 * shapes filled with the current colour, often huge CCITT scans of line art) and tiny
 * placeholder images are left out.
 */
export function countsForDpi(image: PlacedImage): boolean {
  if (image.bitsPerPixel === 1 && !image.hasColourSpace) return false;
  return Math.min(image.widthPx, image.heightPx) >= MIN_IMAGE_SIDE_PX;
}

/**
 * Pixels per placed inch along each image axis, computed from the placement matrix (which
 * includes rotation and every enclosing form), the lower axis, rounded: a 200 DPI scan
 * measures 199.9 and must count as 200.
 */
export function effectiveDpi(image: PlacedImage): number {
  const [a, b, c, d] = image.matrix;
  const widthInches = Math.hypot(a, b) / 72;
  const heightInches = Math.hypot(c, d) / 72;
  if (widthInches === 0 || heightInches === 0) return 0;
  return Math.round(Math.min(image.widthPx / widthInches, image.heightPx / heightInches));
}

/** The distinct DPIs of the counted images of one page, lowest first. */
export function pageDpis(images: readonly PlacedImage[]): number[] {
  const dpis = new Set(images.filter(countsForDpi).map(effectiveDpi));
  return [...dpis].sort((x, y) => x - y);
}

/** Without analysis every page is assumed to be good enough (spec 01 section 5). */
export const assumedDpis = (): number[] => [DPI_ASSUMED_WITHOUT_ANALYSIS];

export function lowestDpi(dpisPerPage: DpisPerPage): number | null {
  let lowest: number | null = null;
  for (const { dpis } of dpisPerPage)
    for (const dpi of dpis) if (lowest === null || dpi < lowest) lowest = dpi;
  return lowest;
}

/** Pages holding an image under the recommended 200 DPI: these are reported per page. */
export function pagesBelowRecommended(dpisPerPage: DpisPerPage): number[] {
  return dpisPerPage.filter(({ dpis }) => dpis.some((dpi) => dpi < DPI_RECOMMENDED)).map(({ page }) => page);
}

/** The DPI warning dialog: only with the analysis option on, when the lowest DPI is under 197. */
export function needsDpiWarning(dpisPerPage: DpisPerPage, analysisOn: boolean): boolean {
  if (!analysisOn) return false;
  const lowest = lowestDpi(dpisPerPage);
  return lowest !== null && lowest < DPI_WARNING_BELOW;
}
