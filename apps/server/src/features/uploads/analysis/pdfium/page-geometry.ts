import { paperFormatOf, pointsToMm } from '@portal/shared/rules/analysis-format';
import type { PageGeometry } from '@portal/shared/schemas/analysis';
import type { PdfiumEngine } from './pdfium-engine';

/** EPDF_PAGE_BOX_TYPE of the PDFium build: the boxes are read from the page tree, with inheritance. */
const BOX = { media: 0, crop: 1, trim: 3 } as const;

/** A rectangle in PDF user space. */
export interface Rect {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** A rectangle on a rendered bitmap, in whole pixels, y downwards; not clamped to the bitmap. */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function readBox(engine: PdfiumEngine, doc: number, index: number, box: number, rect: number): Rect | null {
  if (!engine.lib.EPDF_GetPageBoxByIndex(doc, index, box, rect)) return null;
  // FS_RECTF is { left, top, right, bottom }; producers write corners in any order.
  const f = engine.f32();
  const [left, top, right, bottom] = [
    f[rect >> 2]!,
    f[(rect >> 2) + 1]!,
    f[(rect >> 2) + 2]!,
    f[(rect >> 2) + 3]!,
  ];
  return {
    left: Math.min(left, right),
    right: Math.max(left, right),
    bottom: Math.min(top, bottom),
    top: Math.max(top, bottom),
  };
}

function intersect(a: Rect, b: Rect): Rect | null {
  const rect = {
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
    top: Math.min(a.top, b.top),
  };
  return rect.right > rect.left && rect.top > rect.bottom ? rect : null;
}

/**
 * The finished page in PDF user space: the TrimBox when present, else the CropBox. Both are
 * clipped to the MediaBox, as ISO 32000-1 (14.11.2) says; a TrimBox reaching past the CropBox
 * still gives the finished size (poppler reads it the same way).
 */
export function finishedBox(engine: PdfiumEngine, doc: number, index: number): Rect | null {
  const rect = engine.malloc(16);
  try {
    const media = readBox(engine, doc, index, BOX.media, rect);
    if (!media) return null;
    const trimBox = readBox(engine, doc, index, BOX.trim, rect);
    const trim = trimBox && intersect(trimBox, media);
    if (trim) return trim;
    const cropBox = readBox(engine, doc, index, BOX.crop, rect);
    return (cropBox && intersect(cropBox, media)) ?? media;
  } finally {
    engine.free(rect);
  }
}

/** Quarter turns clockwise of /Rotate (inherited), 0–3. */
export const quarterTurns = (engine: PdfiumEngine, doc: number, index: number): number =>
  Math.max(0, engine.lib.EPDF_GetPageRotationByIndex(doc, index));

/** Page size as printed, without loading the page: fast enough for the first facts. */
export function readPageGeometry(engine: PdfiumEngine, doc: number, index: number): PageGeometry {
  const box = finishedBox(engine, doc, index) ?? { left: 0, bottom: 0, right: 0, top: 0 };
  const width = pointsToMm(box.right - box.left);
  const height = pointsToMm(box.top - box.bottom);
  const sideways = quarterTurns(engine, doc, index) % 2 === 1;
  const [widthMm, heightMm] = sideways ? [height, width] : [width, height];
  return { page: index + 1, widthMm, heightMm, format: paperFormatOf(widthMm, heightMm) };
}

/**
 * Where `rect` lands when the loaded page (its CropBox, turned by /Rotate) is rendered at
 * width × height pixels: the same mapping FPDF_RenderPageBitmap uses.
 */
export function rectOnDevice(
  engine: PdfiumEngine,
  page: number,
  width: number,
  height: number,
  rect: Rect,
): PixelRect {
  const out = engine.malloc(8);
  try {
    const corner = (x: number, y: number): [number, number] => {
      engine.lib.FPDF_PageToDevice(page, 0, 0, width, height, 0, x, y, out, out + 4);
      const i32 = engine.i32();
      return [i32[out >> 2]!, i32[(out >> 2) + 1]!];
    };
    const [ax, ay] = corner(rect.left, rect.bottom);
    const [bx, by] = corner(rect.right, rect.top);
    return { x0: Math.min(ax, bx), x1: Math.max(ax, bx), y0: Math.min(ay, by), y1: Math.max(ay, by) };
  } finally {
    engine.free(out);
  }
}
