import {
  ANALYSIS_RENDER_DPI,
  BLANK_CHECK_DPI,
  emptyTally,
  type PixelTally,
  pageKindOf,
  tallyPixels,
} from '@portal/shared/rules/analysis-colour';
import { type PixelRect, type Rect, rectOnDevice } from './page-geometry';
import type { PdfiumEngine } from './pdfium-engine';

const FPDF_ANNOT = 0x01;
/** As printed: annotations without the print flag stay off the page. */
const FPDF_PRINTING = 0x800;
const FPDF_RENDER_NO_SMOOTHTEXT = 0x1000;
const FPDF_RENDER_NO_SMOOTHIMAGE = 0x2000;
const FPDF_RENDER_NO_SMOOTHPATH = 0x4000;
const WHITE = 0xffffffff;
const BYTES_PER_PIXEL = 4;

/** How a page is looked at: resolution, PDFium's render flags and the bounds on the work. */
export interface InkLook {
  dpi: number;
  flags: number;
  /** Past this many pixels the page is rendered coarser. */
  maxPixels: number;
  /** Rendered in horizontal strips of at most this many pixels, so the bitmap stays small. */
  stripPixels: number;
}

/**
 * The look every page gets. No anti-aliasing of text, images and paths: a hairline or a 1 mm
 * dot keeps its full colour instead of being blended towards white under the chroma line, scan
 * noise is sampled as the reference renders sample it, and rendering takes about 30 % less
 * time. A 2 × 5 m banner at 50 DPI would need 155 MB; past 16 megapixels it is rendered
 * coarser, in one piece as always.
 */
export const COARSE_LOOK: InkLook = {
  dpi: ANALYSIS_RENDER_DPI,
  flags:
    FPDF_ANNOT |
    FPDF_PRINTING |
    FPDF_RENDER_NO_SMOOTHTEXT |
    FPDF_RENDER_NO_SMOOTHIMAGE |
    FPDF_RENDER_NO_SMOOTHPATH,
  maxPixels: 16_000_000,
  stripPixels: 16_000_000,
};

/**
 * The second look a page gets before it is called blank (decision 0034). Text and paths stay
 * aliased, so a dot of 0.25 mm or more always covers a pixel centre and keeps its full colour.
 * Images are averaged into each pixel instead of sampled: a mark in a scan cannot fall between
 * samples, while single noisy pixels of a blank scan are averaged with the paper around them
 * rather than picked out. An A0 page (35 megapixels) is rendered in strips of 16 MB; past 64
 * megapixels (a banner) coarser, which keeps the look well inside the page's time limit.
 */
export const FINE_LOOK: InkLook = {
  dpi: BLANK_CHECK_DPI,
  flags: FPDF_ANNOT | FPDF_PRINTING | FPDF_RENDER_NO_SMOOTHTEXT | FPDF_RENDER_NO_SMOOTHPATH,
  maxPixels: 64_000_000,
  stripPixels: 4_000_000,
};

function renderSize(widthPt: number, heightPt: number, look: InkLook) {
  let scale = look.dpi / 72;
  const pixels = widthPt * scale * (heightPt * scale);
  if (pixels > look.maxPixels) scale *= Math.sqrt(look.maxPixels / pixels);
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
export function tallyPageInk(
  engine: PdfiumEngine,
  page: number,
  area: Rect,
  look: InkLook = COARSE_LOOK,
): PixelTally {
  const { lib } = engine;
  const { width, height } = renderSize(lib.FPDF_GetPageWidthF(page), lib.FPDF_GetPageHeightF(page), look);
  const rect = printedPixels(engine, page, width, height, area);
  const stripRows = Math.max(1, Math.min(rect.y1 - rect.y0, Math.floor(look.stripPixels / width)));
  const bitmap = lib.FPDFBitmap_Create(width, stripRows, 0);
  if (bitmap === 0) throw new RangeError('PDFium could not allocate the render bitmap');
  try {
    let tally = emptyTally();
    for (let top = rect.y0; top < rect.y1; top += stripRows) {
      const rows = Math.min(stripRows, rect.y1 - top);
      lib.FPDFBitmap_FillRect(bitmap, 0, 0, width, stripRows, WHITE);
      // The whole page at its full size, shifted up so that this strip lands on the bitmap.
      lib.FPDF_RenderPageBitmap(bitmap, page, 0, -top, width, height, 0, look.flags);
      const buffer = lib.FPDFBitmap_GetBuffer(bitmap);
      const stride = lib.FPDFBitmap_GetStride(bitmap);
      const heap = engine.u8();
      for (let y = 0; y < rows; y++) {
        const row = buffer + y * stride;
        tally = tallyPixels(
          heap.subarray(row + rect.x0 * BYTES_PER_PIXEL, row + rect.x1 * BYTES_PER_PIXEL),
          BYTES_PER_PIXEL,
          tally,
        );
      }
    }
    return tally;
  } finally {
    lib.FPDFBitmap_Destroy(bitmap);
  }
}

/** A page without page objects and annotations prints nothing: no second look needed. */
const mayCarryMarks = (engine: PdfiumEngine, page: number) =>
  engine.lib.FPDFPage_CountObjects(page) > 0 || engine.lib.FPDFPage_GetAnnotCount(page) > 0;

/**
 * The tally a loaded page is judged by. A page the coarse look finds blank gets the fine look
 * before it is called blank: at 50 DPI a dot of about half a millimetre can fall between the
 * pixel centres. Pages with ink, and pages with nothing on them at all, never pay for it.
 */
export function measurePageInk(engine: PdfiumEngine, page: number, area: Rect): PixelTally {
  const coarse = tallyPageInk(engine, page, area, COARSE_LOOK);
  if (pageKindOf(coarse) !== 'blank' || !mayCarryMarks(engine, page)) return coarse;
  return tallyPageInk(engine, page, area, FINE_LOOK);
}
