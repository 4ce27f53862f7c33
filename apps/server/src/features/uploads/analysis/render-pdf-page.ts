import type { AnalysisFile, Pdfium } from './analyse-file';
import { type PageBitmap, renderPageBitmap } from './pdfium/page-render';
import { RenderFailure } from './render-failure';

/**
 * Renders page `pageNumber` (1-based) of an open PDF, `widthPx` wide. Throws RenderFailure
 * for problems of the file or the heap cap, anything else when the engine broke.
 */
export function renderPdfPage(
  { engine, documents }: Pdfium,
  file: AnalysisFile,
  pageNumber: number,
  widthPx: number,
): PageBitmap {
  const opened = documents.open(file.key, file.source);
  if (!opened.ok)
    throw opened.problem === 'passwordRequired'
      ? new RenderFailure('passwordProtected', `${file.path} needs a password`)
      : new RenderFailure('damaged', `${file.path} cannot be opened`);
  const { document } = opened;
  if (document.pageCount <= 0) throw new RenderFailure('damaged', `${file.path} has no pages`);
  if (pageNumber > document.pageCount)
    throw new RenderFailure('pageOutOfRange', `page ${pageNumber} of ${document.pageCount}`);
  const { lib } = engine;
  const page = lib.FPDF_LoadPage(document.handle, pageNumber - 1);
  if (page === 0) throw new RenderFailure('damaged', `page ${pageNumber} cannot be loaded`);
  try {
    const bitmap = renderPageBitmap(engine, document.handle, page, pageNumber - 1, widthPx);
    // Past the heap cap PDFium may have left out an image it could not decode.
    if (engine.heapLimitHit) throw new RenderFailure('outOfMemory', `page ${pageNumber} hit the heap cap`);
    return bitmap;
  } finally {
    lib.FPDF_ClosePage(page);
  }
}
