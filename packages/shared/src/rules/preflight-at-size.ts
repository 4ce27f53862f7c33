import { DPI_WARNING_BELOW } from '../constants';
import type { PageAnalysis, PaperFormat } from '../schemas/analysis';
import { A_SERIES_MM } from './analysis-format';

/**
 * Preflight at the ordered size (issue 32 points 1 and 4; decision 0133): a file's pages as they
 * print on the format the customer ordered, from the stored analysis alone (no second pass over
 * the file). A page is scaled to fit the ordered sheet (the smaller of the two ratios), so an
 * image's effective resolution there is its resolution on the page divided by that factor: the
 * same as its pixels divided by the inches it covers at the ordered size.
 */

/** Proportions that differ by more than this share cannot be scaled onto the sheet without a margin or a crop. */
export const PROPORTION_TOLERANCE = 0.02;
/** Scale factors this close to 1 are the file's own size (rounding in producers). */
export const SAME_SIZE_TOLERANCE = 0.01;

export type SheetMm = { widthMm: number; heightMm: number };

/**
 * The sheet the page prints on: the ordered A size turned as the page is (landscape stays
 * landscape); the page's own size for 'custom' (as the file) or no format.
 */
export function orderedSheet(format: PaperFormat | string | null, page: SheetMm): SheetMm {
  const size = format ? A_SERIES_MM[format as PaperFormat] : undefined;
  if (!size) return { widthMm: page.widthMm, heightMm: page.heightMm };
  const [short, long] = size;
  return page.widthMm > page.heightMm
    ? { widthMm: long, heightMm: short }
    : { widthMm: short, heightMm: long };
}

/** What the rules read of a page: its size and the DPIs of its images at that size. */
export type PageFacts = Pick<PageAnalysis, 'page' | 'widthMm' | 'heightMm' | 'dpis'>;

export type PageAtSize = {
  page: number;
  /** How much the page is enlarged (> 1) or reduced (< 1) to fit the sheet, to 2 decimals. */
  scale: number;
  /** The page's proportions differ from the sheet's (a margin or a crop, not only a scale). */
  proportionsDiffer: boolean;
  /** The lowest effective DPI of the page's images at the ordered size; null without images or measurement. */
  lowestDpi: number | null;
};

/** One page on the ordered sheet. `measured`: the DPIs were measured (not the assumed value without analysis). */
export function pageAtSize(
  page: PageFacts,
  format: PaperFormat | string | null,
  measured: boolean,
): PageAtSize {
  const sheet = orderedSheet(format, page);
  const ratioW = page.widthMm > 0 ? sheet.widthMm / page.widthMm : 1;
  const ratioH = page.heightMm > 0 ? sheet.heightMm / page.heightMm : 1;
  const scale = Math.min(ratioW, ratioH);
  const proportionsDiffer = Math.abs(ratioW - ratioH) / Math.max(ratioW, ratioH) > PROPORTION_TOLERANCE;
  const dpis = measured && scale > 0 ? page.dpis.map((dpi) => Math.round(dpi / scale)) : [];
  return {
    page: page.page,
    scale: Math.round(scale * 100) / 100,
    proportionsDiffer,
    lowestDpi: dpis.length > 0 ? Math.min(...dpis) : null,
  };
}

/** How the file's size meets the ordered format. */
export type SizeVerdict =
  | { kind: 'asOrdered' }
  | { kind: 'scaled'; minFactor: number; maxFactor: number }
  | { kind: 'proportionsDiffer'; pages: number[] };

export type FileAtSize = {
  pages: PageAtSize[];
  /** The lowest effective DPI of any image at the ordered size; null without measured images. */
  lowestDpi: number | null;
  /** Pages with an image under the warning limit (197 DPI) at the ordered size. */
  lowDpiPages: number[];
  /** Whether the lowest DPI at the ordered size is under the warning limit. */
  dpiWarning: boolean;
  size: SizeVerdict;
};

/** Every page of a file on the ordered format, and what the operator should know of it. */
export function fileAtSize(
  pages: readonly PageFacts[],
  format: PaperFormat | string | null,
  measured: boolean,
): FileAtSize {
  const atSize = pages.map((page) => pageAtSize(page, format, measured));
  const dpis = atSize.flatMap((page) => (page.lowestDpi === null ? [] : [page.lowestDpi]));
  const lowestDpi = dpis.length > 0 ? Math.min(...dpis) : null;
  const lowDpiPages = atSize
    .filter((page) => page.lowestDpi !== null && page.lowestDpi < DPI_WARNING_BELOW)
    .map((page) => page.page);
  return {
    pages: atSize,
    lowestDpi,
    lowDpiPages,
    dpiWarning: lowDpiPages.length > 0,
    size: sizeVerdict(atSize),
  };
}

function sizeVerdict(pages: readonly PageAtSize[]): SizeVerdict {
  const differ = pages.filter((page) => page.proportionsDiffer).map((page) => page.page);
  if (differ.length > 0) return { kind: 'proportionsDiffer', pages: differ };
  const factors = pages.map((page) => page.scale);
  if (factors.every((factor) => Math.abs(factor - 1) <= SAME_SIZE_TOLERANCE)) return { kind: 'asOrdered' };
  return { kind: 'scaled', minFactor: Math.min(...factors), maxFactor: Math.max(...factors) };
}

/** What the customer's screens know of an uploaded file (schemas/uploads.ts UploadedFile). */
export type UploadFacts = {
  status: string;
  analysed: boolean;
  /** The first page's size. */
  dimensions: { widthMm: number; heightMm: number } | null;
  /** The pages with images and their DPIs at the file's own size. */
  dpisPerPage: readonly { page: number; dpis: readonly number[] }[];
};

/**
 * The preflight the upload screens show (product order screen, Printen, Controleren): the same
 * rule as the desk's, on the facts the file list already has, so nothing is read again. The file
 * list carries the first page's size only, so every page is taken at that size (a file of mixed
 * sizes is judged by its first page; the desk's check has every page's). Null for a file without
 * analysis (nothing measured; the spec assumes 300 DPI) or without a size.
 */
export function preflightOfUpload(file: UploadFacts, format: PaperFormat | null): FileAtSize | null {
  if (file.status !== 'READY' || !file.analysed || !file.dimensions) return null;
  const { widthMm, heightMm } = file.dimensions;
  const pages: PageFacts[] = file.dpisPerPage.map(({ page, dpis }) => ({
    page,
    widthMm,
    heightMm,
    dpis: [...dpis],
  }));
  if (!pages.some((page) => page.page === 1)) pages.unshift({ page: 1, widthMm, heightMm, dpis: [] });
  return fileAtSize(pages, format, true);
}

/** A warning the customer was shown for the file while ordering (and ordered anyway). */
export type CustomerWarning =
  | { code: 'lowDpi'; dpi: number }
  | { code: 'customFormat'; widthMm: number; heightMm: number }
  | { code: 'notAnalysed'; reason: string | null }
  | { code: 'passwordProtected' };

/**
 * The warnings the upload screens showed for a file, by the same rules they use on the same
 * stored analysis: the low resolution at the format it was ordered in (lowest DPI under 197, with
 * the analysis on; decision 0134, as the product order screen, Printen and Controleren show it:
 * from the first page's size, preflightOfUpload), 'Afwijkend formaat' (no A size), no price
 * calculation (not analysed) and a password. The order was placed with them, so the customer
 * accepted them.
 */
export function customerWarnings(
  file: {
    status: string;
    analysed: boolean;
    format: PaperFormat | null;
    pages: readonly PageFacts[];
    reason: string | null;
  },
  orderedFormat: PaperFormat | null,
): CustomerWarning[] {
  if (file.status === 'READY_PASSWORD_PROTECTED') return [{ code: 'passwordProtected' }];
  if (file.status !== 'READY') return [{ code: 'notAnalysed', reason: file.reason }];
  const warnings: CustomerWarning[] = [];
  const first = file.pages[0];
  const seen = first
    ? preflightOfUpload(
        {
          status: file.status,
          analysed: file.analysed,
          dimensions: { widthMm: first.widthMm, heightMm: first.heightMm },
          dpisPerPage: file.pages.filter((page) => page.dpis.length > 0),
        },
        orderedFormat,
      )
    : null;
  if (seen?.dpiWarning && seen.lowestDpi !== null) warnings.push({ code: 'lowDpi', dpi: seen.lowestDpi });
  if (file.format === 'custom' && first)
    warnings.push({
      code: 'customFormat',
      widthMm: Math.round(first.widthMm),
      heightMm: Math.round(first.heightMm),
    });
  return warnings;
}
