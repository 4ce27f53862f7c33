import {
  ANALYSIS_RENDER_DPI,
  emptyTally,
  type PixelTally,
  tallyPixels,
} from '@portal/shared/rules/analysis-colour';
import { type PixelRect, type Rect, rectOnDevice } from './page-geometry';
import type { PdfiumEngine } from './pdfium-engine';

const FPDF_ANNOT = 0x01;
/** As printed: annotations without the print flag stay off the page. */
const FPDF_PRINTING = 0x800;
/**
 * No anti-aliasing of text, images and paths: a hairline or a 1 mm dot keeps its full colour
 * instead of being blended towards white under the chroma line, scan noise is sampled as the
 * reference renders sample it, and rendering takes about 30 % less time.
 */
const NO_SMOOTHING = 0x1000 | 0x2000 | 0x4000;
const RENDER_FLAGS = FPDF_ANNOT | FPDF_PRINTING | NO_SMOOTHING;
const WHITE = 0xffffffff;
/** A 2 × 5 m banner at 50 DPI would need 155 MB; past this the page is rendered coarser. */
const MAX_RENDER_PIXELS = 16_000_000;
const BYTES_PER_PIXEL = 4;

function renderSize(widthPt: number, heightPt: number) {
  let scale = ANALYSIS_RENDER_DPI / 72;
  const pixels = widthPt * scale * (heightPt * scale);
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  return {
    width: Math.max(1, Math.round(widthPt * scale)),
    height: Math.max(1, Math.round(heightPt * scale)),
  };
}

/** The finished area on the render, clamped to it. */
function printedPixels(
  engine: PdfiumEngine,
  page: number,
  width: number,
  height: number,
  area: Rect,
): PixelRect {
  const onDevice = rectOnDevice(engine, page, width, height, area);
  const clampX = (x: number) => Math.min(width, Math.max(0, x));
  const clampY = (y: number) => Math.min(height, Math.max(0, y));
  const rect = {
    x0: clampX(onDevice.x0),
    x1: clampX(onDevice.x1),
    y0: clampY(onDevice.y0),
    y1: clampY(onDevice.y1),
  };
  // The render shows the CropBox; a trim box outside it leaves the whole render to judge.
  const empty = rect.x1 <= rect.x0 || rect.y1 <= rect.y0;
  return empty ? { x0: 0, y0: 0, x1: width, y1: height } : rect;
}

/**
 * Renders a loaded page (its CropBox) as it will print, on white, and tallies the pixels
 * inside the finished area: bleed, crop marks and colour bars outside the trim box are cut
 * off and do not count.
 */
export function tallyPageInk(engine: PdfiumEngine, page: number, area: Rect): PixelTally {
  const { lib } = engine;
  const { width, height } = renderSize(lib.FPDF_GetPageWidthF(page), lib.FPDF_GetPageHeightF(page));
  const bitmap = lib.FPDFBitmap_Create(width, height, 0);
  if (bitmap === 0) throw new RangeError('PDFium could not allocate the render bitmap');
  try {
    lib.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
    lib.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_FLAGS);
    const rect = printedPixels(engine, page, width, height, area);
    const buffer = lib.FPDFBitmap_GetBuffer(bitmap);
    const stride = lib.FPDFBitmap_GetStride(bitmap);
    const heap = engine.u8();
    let tally = emptyTally();
    for (let y = rect.y0; y < rect.y1; y++) {
      const row = buffer + y * stride;
      tally = tallyPixels(
        heap.subarray(row + rect.x0 * BYTES_PER_PIXEL, row + rect.x1 * BYTES_PER_PIXEL),
        BYTES_PER_PIXEL,
        tally,
      );
    }
    return tally;
  } finally {
    lib.FPDFBitmap_Destroy(bitmap);
  }
}
