import type { PaperFormat } from '../schemas/analysis';
import type { PageLimits, SheetRange } from '../schemas/catalogue';
import { A_SERIES } from './analysis-format';
import { fitsOnSheet, type PageSize } from './sheet-for-size';

/**
 * What a product can physically make of a file (issue 32 point 1, decision 0134): the pages a
 * binding holds and the page sizes a product prints at the file's own size. Pure, so the screen
 * says why an option cannot be chosen and the server refuses the same with a stable code.
 */

export type BindingFit =
  | {
      ok: true;
      /** The pages as bound: the file's, with blank pages up to the next multiple. */
      boundPages: number;
      blankPagesAdded: number;
    }
  | { ok: false };

/**
 * Whether a binding holds a file of `pages` pages (every page, blank ones too: they are leaves of
 * the book). Outside the range the option is unavailable; inside, a count that is not a multiple
 * gets blank pages added (a saddle-stitched booklet of 62 pages is bound as 64).
 */
export function bindingFit(limits: PageLimits, pages: number): BindingFit {
  if (!Number.isInteger(pages) || pages < limits.minPages || pages > limits.maxPages) return { ok: false };
  const boundPages = Math.ceil(pages / limits.multipleOf) * limits.multipleOf;
  return { ok: true, boundPages, blankPagesAdded: boundPages - pages };
}

type Sheet = Exclude<PaperFormat, 'custom'>;

/** The A sheet one size smaller (A5 for A4); null below the smallest the analysis knows. */
function sheetBelow(format: Sheet): Sheet | null {
  const index = A_SERIES.findIndex(([name]) => name === format);
  return A_SERIES[index + 1]?.[0] ?? null;
}

export type SheetFit = 'fits' | 'tooSmall' | 'tooLarge';

/**
 * A page against a product's sheet range: too small when it fits on the sheet below the smallest
 * (an A5 page for a product that prints A4 and up; a Letter page, wider than A4, is not), too
 * large when it does not fit on the largest (with the 2 mm a format name allows). A page between
 * two sizes is printed on the smallest sheet it fits on and trimmed (decision 0132).
 */
export function sheetFit(range: SheetRange, size: PageSize): SheetFit {
  const below = sheetBelow(range.smallest);
  if (below && fitsOnSheet(size, below)) return 'tooSmall';
  if (range.largest && !fitsOnSheet(size, range.largest)) return 'tooLarge';
  return 'fits';
}

/** Why a configuration cannot be made, with what the customer needs to know to choose again. */
export type PrintLimitProblem =
  | {
      code: 'BINDING_PAGE_COUNT';
      /** The binding's title ('Rugnieten'). */
      option: string;
      pages: number;
      limits: PageLimits;
    }
  | {
      code: 'SHEET_SIZE_OUT_OF_RANGE';
      fit: Exclude<SheetFit, 'fits'>;
      size: PageSize;
      range: SheetRange;
    };

/** The text of a problem: a key of the catalogue's 'preflight.limits' and its values. */
export function printLimitText(problem: PrintLimitProblem): {
  key:
    | 'preflight.limits.bindingPages'
    | 'preflight.limits.bindingPagesMultiple'
    | 'preflight.limits.sheetTooSmall'
    | 'preflight.limits.sheetTooLarge'
    | 'preflight.limits.sheetTooLargeNoMax';
  values: Record<string, string | number>;
} {
  if (problem.code === 'BINDING_PAGE_COUNT') {
    const { minPages, maxPages, multipleOf } = problem.limits;
    return {
      key: multipleOf > 1 ? 'preflight.limits.bindingPagesMultiple' : 'preflight.limits.bindingPages',
      values: {
        option: problem.option,
        min: minPages,
        max: maxPages,
        multiple: multipleOf,
        pages: problem.pages,
      },
    };
  }
  const values = {
    width: Math.round(problem.size.widthMm),
    height: Math.round(problem.size.heightMm),
    smallest: problem.range.smallest,
    largest: problem.range.largest ?? '',
  };
  if (problem.fit === 'tooSmall') return { key: 'preflight.limits.sheetTooSmall', values };
  return {
    key: problem.range.largest ? 'preflight.limits.sheetTooLarge' : 'preflight.limits.sheetTooLargeNoMax',
    values,
  };
}
