import { RenderFailure } from '../render-failure';
import { finishedBox, quarterTurns, rectOnDevice } from './page-geometry';
import type { PdfiumEngine } from './pdfium-engine';

const FPDF_ANNOT = 0x01;
/** Red first: the bytes go to sharp as RGBA without a conversion. */
const FPDF_REVERSE_BYTE_ORDER = 0x10;
/** As printed: annotations without the print flag stay off the page. */
const FPDF_PRINTING = 0x800;
/** Unlike the colour measurement, anti-aliased: these pixels are for the eye. */
const RENDER_FLAGS = FPDF_ANNOT | FPDF_PRINTING | FPDF_REVERSE_BYTE_ORDER;
const WHITE = 0xffffffff;
const BYTES_PER_PIXEL = 4;
/** A 5 m banner shows its top at a readable size instead of a sliver. */
export const MAX_HEIGHT_PER_WIDTH = 2;
/**
 * 3600 DPI. A finished area a few points wide would otherwise ask for a page render of
 * millions of pixels on a side; past this the picture stays narrower than the bitmap.
 */
const MAX_SCALE = 50;

/** RGBA, four bytes a pixel, rows without padding; opaque. */
export interface PageBitmap {
  width: number;
  height: number;
  data: Uint8Array<ArrayBuffer>;
}

/**
 * Renders a loaded page as it will print, on white: the finished area (the size the analysis
 * reports, after /Rotate) `widthPx` wide, its height following the page up to
 * MAX_HEIGHT_PER_WIDTH × the width.
 */
export function renderPageBitmap(
  engine: PdfiumEngine,
  doc: number,
  page: number,
  index: number,
  widthPx: number,
): PageBitmap {
  const { lib } = engine;
  const area = finishedBox(engine, doc, index);
  if (!area) throw new RenderFailure('damaged', `page ${index + 1} has no size`);
  const sideways = quarterTurns(engine, doc, index) % 2 === 1;
  const across = sideways ? area.top - area.bottom : area.right - area.left;
  const down = sideways ? area.right - area.left : area.top - area.bottom;
  const scale = Math.min(widthPx / across, MAX_SCALE);
  const width = widthPx;
  const height = Math.min(Math.max(1, Math.round(down * scale)), widthPx * MAX_HEIGHT_PER_WIDTH);
  // The whole CropBox at this scale, shifted so that the finished area's corner is at 0, 0.
  const pageWidth = Math.max(1, Math.round(lib.FPDF_GetPageWidthF(page) * scale));
  const pageHeight = Math.max(1, Math.round(lib.FPDF_GetPageHeightF(page) * scale));
  const origin = rectOnDevice(engine, page, pageWidth, pageHeight, area);

  const bitmap = lib.FPDFBitmap_Create(width, height, 1);
  if (bitmap === 0) throw new RangeError('PDFium could not allocate the render bitmap');
  try {
    lib.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
    lib.FPDF_RenderPageBitmap(bitmap, page, -origin.x0, -origin.y0, pageWidth, pageHeight, 0, RENDER_FLAGS);
    const buffer = lib.FPDFBitmap_GetBuffer(bitmap);
    const stride = lib.FPDFBitmap_GetStride(bitmap);
    const rowBytes = width * BYTES_PER_PIXEL;
    const heap = engine.u8();
    // A copy of its own, so that the worker can hand the memory over instead of cloning it.
    if (stride === rowBytes) return { width, height, data: heap.slice(buffer, buffer + rowBytes * height) };
    const data = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++)
      data.set(heap.subarray(buffer + y * stride, buffer + y * stride + rowBytes), y * rowBytes);
    return { width, height, data };
  } finally {
    lib.FPDFBitmap_Destroy(bitmap);
  }
}
