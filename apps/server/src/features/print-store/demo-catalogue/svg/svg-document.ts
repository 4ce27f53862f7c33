/**
 * The frame every demo preview is drawn in: a standalone SVG, drawn in viewBox units and sized
 * to MASTER_WIDTH pixels wide with the viewBox's proportions, so sharp (librsvg) renders a sharp
 * master at its default density and the design's aspectRatio is the viewBox's. No external
 * images or fonts: the seed renders on any machine.
 */

/** Twice the widest preview the media route serves (466 px), so every size is a downscale. */
export const MASTER_WIDTH = 932;

/** DejaVu ships with librsvg's usual environments; Arial and sans-serif are the fallbacks. */
export const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';

/**
 * Safety colours as printers approximate ISO 3864-4 (signal red, signal yellow, signal blue,
 * signal green), plus the black and white of the pictograms.
 */
export const SAFETY = {
  red: '#D52B1E',
  yellow: '#F9B000',
  blue: '#005EB8',
  green: '#009A49',
  black: '#1D1D1B',
  white: '#FFFFFF',
} as const;

/** A sign's height for its width: the product types' sizes are square or 2:3 ('200x300', '400x600'). */
export const SQUARE = { width: 200, height: 200 } as const;
export const PORTRAIT = { width: 200, height: 300 } as const;

export type Frame = { width: number; height: number };

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * A complete SVG document. The background is the printed plate (white unless said otherwise)
 * with a hairline edge, so a white sign stays visible on a white card.
 */
export function svgDocument(
  frame: Frame,
  body: string,
  options: { background?: string | null; edge?: boolean } = {},
): string {
  const { width, height } = frame;
  const background = options.background === undefined ? SAFETY.white : options.background;
  const plate =
    background === null
      ? ''
      : `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="${background}"${
          options.edge === false ? '' : ' stroke="#C9CCD1" stroke-width="1"'
        }/>`;
  const pixelHeight = Math.round((MASTER_WIDTH * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MASTER_WIDTH}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">${plate}${body}</svg>`;
}

/** Places a drawing made in a 100 × 100 box into a square of `size` at (x, y). */
export function placed(x: number, y: number, size: number, drawing: string): string {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(size / 100)})">${drawing}</g>`;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
