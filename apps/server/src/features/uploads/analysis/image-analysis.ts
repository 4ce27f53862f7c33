import { readFile, stat } from 'node:fs/promises';
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
import type {
  FileFacts,
  NotAnalysedReason,
  PageGeometry,
  PageMeasurement,
} from '@portal/shared/schemas/analysis';
import sharp, { type Sharp } from 'sharp';
import { AnalysisFailure } from './analysis-failure';
import { type Density, densityOf, readImageDensity, withFileReader } from './image-density';
import { type DirectoryPlace, readTiffDirectories, showOnly } from './tiff-directories';

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
/** A multi-page TIFF is read up to this many pages; past it the file is not analysed. */
const MAX_TIFF_PAGES = 10_000;
/**
 * A TIFF up to this size is read into memory once per task so that each page is opened alone.
 * Larger TIFFs have large pages, whose decoding costs far more than walking the directories.
 */
const MAX_TIFF_IN_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * One picture of an image file, read from the headers once when the file is inspected; the
 * tasks that measure the pictures are handed these rather than reading the headers again.
 */
export interface ImagePage {
  geometry: PageGeometry;
  /** As stored in the file, before the EXIF orientation turns it. */
  storedWidthPx: number;
  storedHeightPx: number;
  dpi: number;
  /** Where a TIFF page's directory is; null for JPEG, PNG and TIFFs the walk cannot read. */
  tiff: DirectoryPlace | null;
}

/** What inspecting an image file found: its pictures, or why it is not analysed. */
export type ImageInspection = { ok: true; pages: ImagePage[] } | { ok: false; reason: NotAnalysedReason };

/** EXIF orientations 5–8 turn the picture a quarter: width and height swap on paper. */
const isSideways = (orientation: number | undefined) => (orientation ?? 1) >= 5;

interface StoredPicture {
  widthPx: number | undefined;
  heightPx: number | undefined;
  orientation: number | undefined;
  density: Density | null;
  tiff: DirectoryPlace | null;
}

function imagePage(index: number, picture: StoredPicture): ImagePage {
  const { widthPx: width, heightPx: height, orientation } = picture;
  if (!width || !height) throw new AnalysisFailure('damaged', `picture ${index + 1} without dimensions`);
  const density = picture.density ?? { x: DPI_ASSUMED_WITHOUT_ANALYSIS, y: DPI_ASSUMED_WITHOUT_ANALYSIS };
  const sideways = isSideways(orientation);
  const [widthPx, heightPx] = sideways ? [height, width] : [width, height];
  const [dpiX, dpiY] = sideways ? [density.y, density.x] : [density.x, density.y];
  const widthMm = pixelsToMm(widthPx, dpiX);
  const heightMm = pixelsToMm(heightPx, dpiY);
  return {
    geometry: { page: index + 1, widthMm, heightMm, format: paperFormatOf(widthMm, heightMm) },
    storedWidthPx: width,
    storedHeightPx: height,
    dpi: Math.round(Math.min(dpiX, dpiY)),
    tiff: picture.tiff,
  };
}

/**
 * The pictures of a TIFF from one walk of its directories. A TIFF the walk cannot read
 * (BigTIFF) is asked of sharp page by page, which walks from the start each time: slow for
 * thousands of pages, which the file's time budget then stops.
 */
async function readTiffPages(path: string, pageCount: number): Promise<ImagePage[] | 'tooManyPages'> {
  if (pageCount > MAX_TIFF_PAGES) return 'tooManyPages';
  const structure = await withFileReader(path, (readAt) => readTiffDirectories(readAt, 0, MAX_TIFF_PAGES));
  if (structure && !structure.complete) return 'tooManyPages';
  if (structure && structure.directories.length > 0)
    return structure.directories.map((directory, index) =>
      imagePage(index, { ...directory, density: densityOf(directory.resolution), tiff: directory.place }),
    );
  const pages: ImagePage[] = [];
  for (let index = 0; index < pageCount; index++) {
    const { width, height, orientation } = await sharp(path, { ...SHARP_OPTIONS, page: index }).metadata();
    pages.push(
      imagePage(index, { widthPx: width, heightPx: height, orientation, density: null, tiff: null }),
    );
  }
  return pages;
}

/** Size and resolution of each picture (a multi-page TIFF has several), from the headers only. */
export async function inspectImage(path: string, type: ImageType): Promise<ImageInspection> {
  try {
    // sharp reads the first header whatever the type: a file it cannot open is damaged.
    const first = await sharp(path, SHARP_OPTIONS).metadata();
    if (type === 'tiff') {
      const pages = await readTiffPages(path, Math.max(1, first.pages ?? 1));
      return pages === 'tooManyPages' ? { ok: false, reason: pages } : { ok: true, pages };
    }
    const density = await readImageDensity(path, type);
    const { width, height, orientation } = first;
    return {
      ok: true,
      pages: [imagePage(0, { widthPx: width, heightPx: height, orientation, density, tiff: null })],
    };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** First facts of an image file from its inspection. */
export const imageFacts = (type: ImageType, inspection: ImageInspection): FileFacts =>
  inspection.ok
    ? readyFacts(
        type,
        inspection.pages.map((page) => page.geometry),
      )
    : notAnalysedFacts(type, inspection.reason);

/**
 * The same pixel rule as for PDF pages, on a copy scaled to about the render resolution of
 * PDF pages, flattened on white (transparency prints as paper) and converted to sRGB (CMYK
 * and greyscale files included). Orientation does not change colour, so the picture is not
 * turned.
 */
async function measureImagePage(image: Sharp, page: ImagePage): Promise<PageMeasurement> {
  const clampSide = (side: number, natural: number) =>
    Math.round(Math.min(natural, MAX_MEASURE_SIDE_PX, Math.max(side, MIN_MEASURE_SIDE_PX)));
  const scale = ANALYSIS_RENDER_DPI / Math.max(page.dpi, 1);
  const width = Math.max(1, clampSide(page.storedWidthPx * scale, page.storedWidthPx));
  const height = Math.max(1, clampSide(page.storedHeightPx * scale, page.storedHeightPx));
  const { data, info } = await image
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

/** Runs `measure` on one picture of the file, opened for sharp. */
type PictureOpener = (
  page: ImagePage,
  measure: (image: Sharp) => Promise<PageMeasurement>,
) => Promise<PageMeasurement>;

/**
 * How a task opens its pictures. sharp asked for page n of a TIFF file walks n directories and
 * counts all of them first; a TIFF small enough is read once instead, and each page is shown
 * to sharp as the only directory of those bytes (showOnly), one page at a time.
 */
async function pictureOpener(path: string, pages: readonly ImagePage[]): Promise<PictureOpener> {
  const places = pages.map((page) => page.tiff);
  if (places.length > 0 && places.every((place) => place !== null)) {
    const { size } = await stat(path);
    if (size <= MAX_TIFF_IN_MEMORY_BYTES) {
      const bytes = await readFile(path);
      return async (page, measure) => {
        const putBack = showOnly(bytes, page.tiff!);
        try {
          return await measure(sharp(bytes, SHARP_OPTIONS));
        } finally {
          putBack();
        }
      };
    }
  }
  return (page, measure) => measure(sharp(path, { ...SHARP_OPTIONS, page: page.geometry.page - 1 }));
}

/**
 * Measures the given pictures (from the file's inspection) in order, handing each result over
 * as soon as it is known, until `enough` says the task has had its turn. Returns the number
 * of the last page measured; a file whose pixels cannot be decoded is damaged.
 */
export async function measureImagePages(
  path: string,
  pages: readonly ImagePage[],
  onPage: (measurement: PageMeasurement) => void,
  enough: () => boolean = () => false,
): Promise<number> {
  try {
    const open = await pictureOpener(path, pages);
    let last = 0;
    for (const page of pages) {
      onPage(await open(page, (image) => measureImagePage(image, page)));
      last = page.geometry.page;
      if (enough()) break;
    }
    return last;
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw new AnalysisFailure('damaged', error instanceof Error ? error.message : String(error));
  }
}
