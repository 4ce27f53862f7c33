import { inkShareOf, pageKindOf } from '@portal/shared/rules/analysis-colour';
import { pageDpis } from '@portal/shared/rules/analysis-dpi';
import { notAnalysedFacts, passwordProtectedFacts, readyFacts } from '@portal/shared/rules/analysis-summary';
import type { FileFacts, PageMeasurement } from '@portal/shared/schemas/analysis';
import { AnalysisFailure } from './analysis-failure';
import { finishedBox, readPageGeometry } from './pdfium/page-geometry';
import { readPlacedImages } from './pdfium/page-images';
import { measurePageInk } from './pdfium/page-ink';
import { readPageText } from './pdfium/page-text';
import type { OpenPdfResult, PdfDocument } from './pdfium/pdf-document';
import type { PdfiumEngine } from './pdfium/pdfium-engine';
import { TEXT_LAYER_MAX_CHARS } from './text-layer';

/** Page count, sizes and password status: read from the page tree, no page is rendered. */
export function pdfFacts(engine: PdfiumEngine, opened: OpenPdfResult): FileFacts {
  if (!opened.ok)
    return opened.problem === 'passwordRequired'
      ? passwordProtectedFacts()
      : notAnalysedFacts('pdf', 'damaged');
  const { document } = opened;
  if (document.pageCount <= 0) return notAnalysedFacts('pdf', 'damaged');
  const pages = Array.from({ length: document.pageCount }, (_, index) =>
    readPageGeometry(engine, document.handle, index),
  );
  return readyFacts('pdf', pages);
}

/** One measured page, with its text layer when it was asked for. */
interface MeasuredPage {
  measurement: PageMeasurement;
  text: string | undefined;
}

function measurePage(
  engine: PdfiumEngine,
  document: PdfDocument,
  index: number,
  text: boolean,
): MeasuredPage {
  const { lib } = engine;
  const page = lib.FPDF_LoadPage(document.handle, index);
  if (page === 0) throw new AnalysisFailure('damaged', `page ${index + 1} cannot be loaded`);
  try {
    const area = finishedBox(engine, document.handle, index);
    if (!area) throw new AnalysisFailure('damaged', `page ${index + 1} has no size`);
    const dpis = pageDpis(readPlacedImages(engine, page));
    const tally = measurePageInk(engine, page, area);
    return {
      measurement: {
        page: index + 1,
        kind: pageKindOf(tally),
        maxChroma: tally.maxChroma,
        inkShare: inkShareOf(tally),
        dpis,
      },
      // While the page is loaded anyway: its content is parsed once for both. A page is read
      // whole (up to the cap: a page of more than a million characters is cut there, and the
      // pages after it still follow), so the text layer can cut the file's text where it must.
      text: text ? readPageText(engine, page, TEXT_LAYER_MAX_CHARS) : undefined,
    };
  } finally {
    lib.FPDF_ClosePage(page);
  }
}

/** Pages first..last (1-based, inclusive); text: read each page's text layer as well. */
export interface PdfPageRange {
  first: number;
  last: number;
  text: boolean;
}

/**
 * Measures the pages of the range, handing each result over as soon as it is known so that a
 * watchdog can tell a slow page from a hung one, until `enough` says the task has had its turn.
 * Returns the number of the last page measured: `last` when the task went through (pages past
 * the end of the document do not exist). Text is read until the range's pages hold the text
 * layer's cap: the pages after those are cut away from the file's text anyway (text-layer.ts).
 */
export function measurePdfPages(
  engine: PdfiumEngine,
  document: PdfDocument,
  { first, last, text }: PdfPageRange,
  onPage: (measurement: PageMeasurement, text: string | undefined) => void,
  enough: () => boolean = () => false,
): number {
  const end = Math.min(last, document.pageCount);
  let textRead = 0;
  for (let pageNumber = first; pageNumber <= end; pageNumber++) {
    const measured = measurePage(engine, document, pageNumber - 1, text && textRead < TEXT_LAYER_MAX_CHARS);
    // Past the heap cap PDFium may have skipped an image it could not decode: the page
    // would look emptier than it is, so the result is not trusted.
    if (engine.heapLimitHit) throw new AnalysisFailure('outOfMemory', `page ${pageNumber} hit the heap cap`);
    textRead += measured.text?.length ?? 0;
    onPage(measured.measurement, measured.text);
    if (enough() && pageNumber < end) return pageNumber;
  }
  return last;
}
