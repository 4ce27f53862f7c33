import type { PaperFormat } from '../schemas/analysis';

/**
 * How far a page may be off an A size and still carry its name. 2 mm covers rounding in
 * PDF producers (209.9 × 297, 210 × 296.8) and scanners, and is what the reference tools use;
 * a Letter page (215.9 mm wide) stays custom.
 */
export const PAPER_FORMAT_TOLERANCE_MM = 2;

/** The A sheets from A0 down to A6: short and long side in millimetres. */
export const A_SERIES: readonly (readonly [Exclude<PaperFormat, 'custom'>, number, number])[] = [
  ['A0', 841, 1189],
  ['A1', 594, 841],
  ['A2', 420, 594],
  ['A3', 297, 420],
  ['A4', 210, 297],
  ['A5', 148, 210],
  ['A6', 105, 148],
];

/** The A sizes in millimetres, short side first (what preflight at the ordered size scales to). */
export const A_SERIES_MM: Readonly<Partial<Record<PaperFormat, readonly [number, number]>>> =
  Object.fromEntries(A_SERIES.map(([name, short, long]) => [name, [short, long] as const]));

const MM_PER_POINT = 25.4 / 72;

/** PDF points to millimetres, to 0.1 mm. */
export const pointsToMm = (points: number): number => Math.round(points * MM_PER_POINT * 10) / 10;

/** Pixels at a resolution to millimetres, to 0.1 mm. */
export const pixelsToMm = (pixels: number, dpi: number): number =>
  dpi > 0 ? Math.round((pixels / dpi) * 254) / 10 : 0;

/** A0–A6 in either orientation within the tolerance, else custom. */
export function paperFormatOf(widthMm: number, heightMm: number): PaperFormat {
  const short = Math.min(widthMm, heightMm);
  const long = Math.max(widthMm, heightMm);
  for (const [name, a, b] of A_SERIES) {
    if (Math.abs(short - a) <= PAPER_FORMAT_TOLERANCE_MM && Math.abs(long - b) <= PAPER_FORMAT_TOLERANCE_MM)
      return name;
  }
  return 'custom';
}

/** The format most pages have; on a tie the one that comes first in the document. */
export function dominantFormat(formats: readonly PaperFormat[]): PaperFormat | null {
  const counts = new Map<PaperFormat, number>();
  for (const format of formats) counts.set(format, (counts.get(format) ?? 0) + 1);
  let best: PaperFormat | null = null;
  for (const [format, count] of counts) if (best === null || count > counts.get(best)!) best = format;
  return best;
}
