import type { PageKind } from '../schemas/analysis';

/**
 * Colour / black-white / blank, measured on a render of the page as it will print
 * (docs/analysis.md). Pages are rendered at this resolution: enough for a 1 mm dot to cover
 * a few pixels, cheap enough to keep several hundred pages per second.
 */
export const ANALYSIS_RENDER_DPI = 50;

/**
 * A page the 50 DPI render finds blank is looked at again at this resolution before it is
 * called blank (decision 0034): at 50 DPI a dot of about half a millimetre can fall between
 * the pixels, at 150 DPI any dot of 0.25 mm or more covers at least one.
 */
export const BLANK_CHECK_DPI = 150;

/**
 * A pixel is chromatic when max(R,G,B) − min(R,G,B) exceeds this. Black-and-white paper
 * scanned in colour mode peaks around 29; the faintest real colour measured peaks at 33–36.
 */
export const CHROMA_THRESHOLD = 32;

/** A pixel carries ink when 255 − min(R,G,B) exceeds this: paper tone and JPEG noise stay below it. */
export const INK_THRESHOLD = 16;

/** Running counts over the pixels of one page, so a page can be measured in strips. */
export interface PixelTally {
  pixels: number;
  chromaticPixels: number;
  inkPixels: number;
  maxChroma: number;
}

export const emptyTally = (): PixelTally => ({ pixels: 0, chromaticPixels: 0, inkPixels: 0, maxChroma: 0 });

/**
 * Adds interleaved 8-bit pixels to a tally. Only the first three channels count, in any
 * order (RGB, BGR, BGRx): the rule is symmetric in the channels.
 */
export function tallyPixels(data: Uint8Array, bytesPerPixel: number, tally: PixelTally): PixelTally {
  let { chromaticPixels, inkPixels, maxChroma } = tally;
  const end = data.length - (data.length % bytesPerPixel);
  for (let i = 0; i < end; i += bytesPerPixel) {
    const a = data[i]!;
    const b = data[i + 1]!;
    const c = data[i + 2]!;
    const max = a > b ? (a > c ? a : c) : b > c ? b : c;
    const min = a < b ? (a < c ? a : c) : b < c ? b : c;
    const chroma = max - min;
    if (chroma > CHROMA_THRESHOLD) chromaticPixels++;
    if (chroma > maxChroma) maxChroma = chroma;
    if (255 - min > INK_THRESHOLD) inkPixels++;
  }
  return { pixels: tally.pixels + end / bytesPerPixel, chromaticPixels, inkPixels, maxChroma };
}

/** One chromatic pixel makes a page colour (a 1 mm logo is printed in colour); no ink makes it blank. */
export function pageKindOf(tally: PixelTally): PageKind {
  if (tally.chromaticPixels > 0) return 'colour';
  if (tally.inkPixels > 0) return 'blackWhite';
  return 'blank';
}

/** Share of inked pixels, rounded to 4 decimals so results stay stable and small. */
export function inkShareOf(tally: PixelTally): number {
  if (tally.pixels === 0) return 0;
  return Math.round((tally.inkPixels / tally.pixels) * 10_000) / 10_000;
}
