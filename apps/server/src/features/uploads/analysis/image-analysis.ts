import { DPI_ASSUMED_WITHOUT_ANALYSIS } from '@portal/shared/constants';
import {
  ANALYSIS_RENDER_DPI,
  emptyTally,
  inkShareOf,
  pageKindOf,
  tallyPixels,
} from '@portal/shared/rules/analysis-colour';
import { paperFormatOf, pixelsToMm } from '@portal/shared/rules/analysis-format';
import { notAnalysedFacts, readyFacts } from '@portal/shared/rules/analysis-summary';
import type { FileFacts, PageGeometry, PageMeasurement } from '@portal/shared/schemas/analysis';
import sharp from 'sharp';
import { AnalysisFailure } from './analysis-failure';
import { type Density, readImageDensities } from './image-density';

export type ImageType = 'jpeg' | 'png' | 'tiff';

/**
 * Decoding limits: an A0 scan at 600 DPI is 560 megapixels; past a gigapixel a file is not a
 * print job. A cut-off JPEG is an error rather than a grey lower half.
 */
const SHARP_OPTIONS = { failOn: 'truncated', limitInputPixels: 1_000_000_000, sequentialRead: true } as const;
/** The colour check never needs more detail than this, whatever the declared resolution. */
const MAX_MEASURE_SIDE_PX = 4000;
/** ...and never so little that a small logo vanishes in the average. */
const MIN_MEASURE_SIDE_PX = 512;

interface ImagePage {
  geometry: PageGeometry;
  /** As stored in the file, before the EXIF orientation turns it. */
  storedWidthPx: number;
  storedHeightPx: number;
  dpi: number;
}

/** EXIF orientations 5–8 turn the picture a quarter: width and height swap on paper. */
const isSideways = (orientation: number | undefined) => (orientation ?? 1) >= 5;

/** Size and resolution of each picture (a multi-page TIFF has several), from the headers only. */
async function readPages(path: string, type: ImageType): Promise<ImagePage[]> {
  const first = await sharp(path, SHARP_OPTIONS).metadata();
  const pageCount = type === 'tiff' ? Math.max(1, first.pages ?? 1) : 1;
  const densities = await readImageDensities(path, type);
  const pages: ImagePage[] = [];
  for (let index = 0; index < pageCount; index++) {
    const metadata = index === 0 ? first : await sharp(path, { ...SHARP_OPTIONS, page: index }).metadata();
    const declared: Density | null = densities[index] ?? null;
    const density = declared ?? { x: DPI_ASSUMED_WITHOUT_ANALYSIS, y: DPI_ASSUMED_WITHOUT_ANALYSIS };
    const sideways = isSideways(metadata.orientation);
    const widthPx = sideways ? metadata.height : metadata.width;
    const heightPx = sideways ? metadata.width : metadata.height;
    const [dpiX, dpiY] = sideways ? [density.y, density.x] : [density.x, density.y];
    if (!widthPx || !heightPx || !metadata.width || !metadata.height)
      throw new AnalysisFailure('damaged', 'image without dimensions');
    const widthMm = pixelsToMm(widthPx, dpiX);
    const heightMm = pixelsToMm(heightPx, dpiY);
    pages.push({
      geometry: { page: index + 1, widthMm, heightMm, format: paperFormatOf(widthMm, heightMm) },
      storedWidthPx: metadata.width,
      storedHeightPx: metadata.height,
      dpi: Math.round(Math.min(dpiX, dpiY)),
    });
  }
  return pages;
}

/** First facts of an image file; a header sharp cannot read makes it damaged. */
export async function imageFacts(path: string, type: ImageType): Promise<FileFacts> {
  try {
    return readyFacts(
      type,
      (await readPages(path, type)).map((page) => page.geometry),
    );
  } catch {
    return notAnalysedFacts(type, 'damaged');
  }
}

/**
 * The same pixel rule as for PDF pages, on a copy scaled to about the render resolution of
 * PDF pages, flattened on white (transparency prints as paper) and converted to sRGB (CMYK
 * and greyscale files included). Orientation does not change colour, so the picture is not
 * turned.
 */
async function measureImagePage(path: string, page: ImagePage): Promise<PageMeasurement> {
  const clampSide = (side: number, natural: number) =>
    Math.round(Math.min(natural, MAX_MEASURE_SIDE_PX, Math.max(side, MIN_MEASURE_SIDE_PX)));
  const scale = ANALYSIS_RENDER_DPI / Math.max(page.dpi, 1);
  const width = Math.max(1, clampSide(page.storedWidthPx * scale, page.storedWidthPx));
  const height = Math.max(1, clampSide(page.storedHeightPx * scale, page.storedHeightPx));
  const { data, info } = await sharp(path, { ...SHARP_OPTIONS, page: page.geometry.page - 1 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const tally = tallyPixels(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    info.channels,
    emptyTally(),
  );
  return {
    page: page.geometry.page,
    kind: pageKindOf(tally),
    maxChroma: tally.maxChroma,
    inkShare: inkShareOf(tally),
    dpis: [page.dpi],
  };
}

/** Measures pictures first..last (1-based); a file whose pixels cannot be decoded is damaged. */
export async function measureImagePages(
  path: string,
  type: ImageType,
  first: number,
  last: number,
  onPage: (measurement: PageMeasurement) => void,
): Promise<void> {
  try {
    const pages = (await readPages(path, type)).slice(first - 1, last);
    for (const page of pages) onPage(await measureImagePage(path, page));
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure('damaged', error instanceof Error ? error.message : String(error));
  }
}
