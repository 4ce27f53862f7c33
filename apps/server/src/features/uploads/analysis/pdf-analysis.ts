import { inkShareOf, pageKindOf } from '@portal/shared/rules/analysis-colour';
import { pageDpis } from '@portal/shared/rules/analysis-dpi';
import { notAnalysedFacts, passwordProtectedFacts, readyFacts } from '@portal/shared/rules/analysis-summary';
import type { FileFacts, PageMeasurement } from '@portal/shared/schemas/analysis';
import { AnalysisFailure } from './analysis-failure';
import { finishedBox, readPageGeometry } from './pdfium/page-geometry';
import { readPlacedImages } from './pdfium/page-images';
import { measurePageInk } from './pdfium/page-ink';
import type { OpenPdfResult, PdfDocument } from './pdfium/pdf-document';
import type { PdfiumEngine } from './pdfium/pdfium-engine';

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

function measurePage(engine: PdfiumEngine, document: PdfDocument, index: number): PageMeasurement {
  const { lib } = engine;
  const page = lib.FPDF_LoadPage(document.handle, index);
  if (page === 0) throw new AnalysisFailure('damaged', `page ${index + 1} cannot be loaded`);
  try {
    const area = finishedBox(engine, document.handle, index);
    if (!area) throw new AnalysisFailure('damaged', `page ${index + 1} has no size`);
    const dpis = pageDpis(readPlacedImages(engine, page));
    const tally = measurePageInk(engine, page, area);
    return {
      page: index + 1,
      kind: pageKindOf(tally),
      maxChroma: tally.maxChroma,
      inkShare: inkShareOf(tally),
      dpis,
    };
  } finally {
    lib.FPDF_ClosePage(page);
  }
}

/**
 * Measures pages first..last (1-based, inclusive), handing each result over as soon as it is
 * known so that a watchdog can tell a slow page from a hung one, until `enough` says the task
 * has had its turn. Returns the number of the last page measured: `last` when the task went
 * through (pages past the end of the document do not exist).
 */
export function measurePdfPages(
  engine: PdfiumEngine,
  document: PdfDocument,
  first: number,
  last: number,
  onPage: (measurement: PageMeasurement) => void,
  enough: () => boolean = () => false,
): number {
  const end = Math.min(last, document.pageCount);
  for (let pageNumber = first; pageNumber <= end; pageNumber++) {
    const measurement = measurePage(engine, document, pageNumber - 1);
    // Past the heap cap PDFium may have skipped an image it could not decode: the page
    // would look emptier than it is, so the result is not trusted.
    if (engine.heapLimitHit) throw new AnalysisFailure('outOfMemory', `page ${pageNumber} hit the heap cap`);
    onPage(measurement);
    if (enough() && pageNumber < end) return pageNumber;
  }
  return last;
}
