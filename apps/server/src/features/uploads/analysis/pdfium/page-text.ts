import { normalisePageText } from '../text-layer';
import type { PdfiumEngine } from './pdfium-engine';

/** PDFium hands text out as UTF-16LE code units. */
const UTF16 = new TextDecoder('utf-16le');
const UNIT_BYTES = 2;

/**
 * The text layer of a loaded page (FPDF_LoadPage) through PDFium's text API, normalised for
 * search (text-layer.ts): '' for a page without text, such as a scan. At most `maxChars` code
 * units are read, so a page of millions of characters costs no more heap than the cap.
 */
export function readPageText(engine: PdfiumEngine, page: number, maxChars: number): string {
  const { lib } = engine;
  const textPage = lib.FPDFText_LoadPage(page);
  // A page whose text cannot be laid out still prints: no text, and the analysis goes on.
  if (textPage === 0) return '';
  try {
    const count = Math.min(lib.FPDFText_CountChars(textPage), maxChars);
    if (count <= 0) return '';
    // One call for the whole page: PDFium writes `count` units and a terminating NUL.
    const buffer = engine.malloc((count + 1) * UNIT_BYTES);
    try {
      const written = lib.FPDFText_GetText(textPage, 0, count, buffer) - 1;
      if (written <= 0) return '';
      // The heap may have grown (and moved) inside PDFium: take the view after the call.
      return normalisePageText(UTF16.decode(engine.u8().subarray(buffer, buffer + written * UNIT_BYTES)));
    } finally {
      engine.free(buffer);
    }
  } finally {
    lib.FPDFText_ClosePage(textPage);
  }
}
