import type { PlacedImage } from '@portal/shared/rules/analysis-dpi';
import type { PdfiumEngine } from './pdfium-engine';

const FPDF_PAGEOBJ_IMAGE = 3;
const FPDF_PAGEOBJ_FORM = 5;
/** Forms nest rarely more than a few levels; this only stops pathological files. */
const MAX_FORM_DEPTH = 32;
/** FPDF_IMAGEOBJ_METADATA: width, height, horizontal_dpi, vertical_dpi, bits_per_pixel, colorspace, marked_content_id. */
const METADATA_BYTES = 28;
const FPDF_COLORSPACE_UNKNOWN = 0;
/** JPEG and JPEG 2000 images are never stencil masks, and PDFium would decode them to tell. */
const NEVER_MASK_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode']);
const FILTER_NAME_BYTES = 32;

type Matrix = PlacedImage['matrix'];

/** `inner` then `outer`, in PDF's row-vector convention: a point maps through inner first. */
export function concat(inner: Matrix, outer: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = inner;
  const [a2, b2, c2, d2, e2, f2] = outer;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/**
 * Every raster image drawn by the page's content, with the matrix that places it on the
 * page. PDFium's own per-image DPI ignores rotation and enclosing forms, so the matrix of
 * each image is combined with the matrices of all forms around it here.
 */
export function readPlacedImages(engine: PdfiumEngine, page: number): PlacedImage[] {
  const { lib } = engine;
  const scratch = engine.malloc(24 + 8 + METADATA_BYTES + FILTER_NAME_BYTES);
  const matrixAt = scratch;
  const sizeAt = scratch + 24;
  const metadataAt = scratch + 32;
  const filterAt = metadataAt + METADATA_BYTES;
  const images: PlacedImage[] = [];

  const matrixOf = (object: number): Matrix => {
    if (!lib.FPDFPageObj_GetMatrix(object, matrixAt)) return IDENTITY;
    const f = engine.f32();
    const i = matrixAt >> 2;
    return [f[i]!, f[i + 1]!, f[i + 2]!, f[i + 3]!, f[i + 4]!, f[i + 5]!];
  };

  const cannotBeMask = (object: number): boolean => {
    const count = lib.FPDFImageObj_GetImageFilterCount(object);
    for (let index = 0; index < count; index++) {
      const length = lib.FPDFImageObj_GetImageFilter(object, index, filterAt, FILTER_NAME_BYTES);
      if (length <= 0 || length > FILTER_NAME_BYTES) continue;
      const name = Buffer.from(engine.u8().subarray(filterAt, filterAt + length - 1)).toString('latin1');
      if (NEVER_MASK_FILTERS.has(name)) return true;
    }
    return false;
  };

  const addImage = (object: number, matrix: Matrix) => {
    if (!lib.FPDFImageObj_GetImagePixelSize(object, sizeAt, sizeAt + 4)) return;
    const u32 = engine.u32();
    const widthPx = u32[sizeAt >> 2]!;
    const heightPx = u32[(sizeAt >> 2) + 1]!;
    // Bits per pixel and colour space tell a stencil mask from an image. PDFium works them
    // out by starting to decode the image, which costs seconds for JPEG 2000: JPEG and JPX
    // images are never masks, so they are not asked.
    let bitsPerPixel = 24;
    let hasColourSpace = true;
    if (!cannotBeMask(object) && lib.FPDFImageObj_GetImageMetadata(object, page, metadataAt)) {
      const i = metadataAt >> 2;
      bitsPerPixel = engine.u32()[i + 4]!;
      hasColourSpace = engine.i32()[i + 5]! !== FPDF_COLORSPACE_UNKNOWN;
    }
    images.push({ widthPx, heightPx, bitsPerPixel, hasColourSpace, matrix });
  };

  const walk = (count: number, objectAt: (index: number) => number, outer: Matrix, depth: number) => {
    for (let index = 0; index < count; index++) {
      const object = objectAt(index);
      const type = lib.FPDFPageObj_GetType(object);
      if (type === FPDF_PAGEOBJ_IMAGE) addImage(object, concat(matrixOf(object), outer));
      else if (type === FPDF_PAGEOBJ_FORM && depth < MAX_FORM_DEPTH)
        walk(
          lib.FPDFFormObj_CountObjects(object),
          (inner) => lib.FPDFFormObj_GetObject(object, inner),
          concat(matrixOf(object), outer),
          depth + 1,
        );
    }
  };

  try {
    walk(lib.FPDFPage_CountObjects(page), (index) => lib.FPDFPage_GetObject(page, index), IDENTITY, 0);
  } finally {
    engine.free(scratch);
  }
  return images;
}
