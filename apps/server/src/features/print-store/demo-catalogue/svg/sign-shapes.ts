import type { Glyph } from './glyphs';
import { placed, round, SAFETY } from './svg-document';

/**
 * The five sign shapes of ISO 3864-1 / ISO 7010, each drawn into a square of `size` at (x, y)
 * with its glyph in the shape's safety colours.
 */
export type SignKind = 'warning' | 'prohibition' | 'mandatory' | 'fire' | 'safeCondition';
export type SignShape = (x: number, y: number, size: number, glyph: Glyph) => string;

/** Yellow equilateral triangle with a black band and rounded corners: warning (W-series). */
export const warningTriangle: SignShape = (x, y, size, glyph) => {
  const height = (size * Math.sqrt(3)) / 2;
  const top = y + (size - height) / 2;
  const bottom = top + height;
  const inradius = size / (2 * Math.sqrt(3));
  const centre = { x: x + size / 2, y: bottom - inradius };
  // A triangle shrunk towards the incentre by `inset` keeps its band width all round.
  const triangle = (inset: number, colour: string, corner: number) => {
    const k = (inradius - inset) / inradius;
    const points = [
      [x + size / 2, top],
      [x + size, bottom],
      [x, bottom],
    ]
      .map(
        ([px, py]) => `${round(centre.x + (px! - centre.x) * k)},${round(centre.y + (py! - centre.y) * k)}`,
      )
      .join(' ');
    return `<polygon points="${points}" fill="${colour}" stroke="${colour}" stroke-width="${round(corner)}" stroke-linejoin="round"/>`;
  };
  const glyphSize = size * 0.5;
  return `${triangle(size * 0.03, SAFETY.yellow, size * 0.06)}${triangle(size * 0.045, SAFETY.black, size * 0.05)}${triangle(
    size * 0.115,
    SAFETY.yellow,
    size * 0.02,
  )}${placed(centre.x - glyphSize / 2, centre.y - glyphSize * 0.44, glyphSize, glyph(SAFETY.black, SAFETY.yellow))}`;
};

/** Red ring with a diagonal bar over a black glyph: prohibition (P-series). */
export const prohibitionCircle: SignShape = (x, y, size, glyph) => {
  const c = { x: x + size / 2, y: y + size / 2 };
  const r = size / 2;
  const glyphSize = size * 0.6;
  const bar = r * 0.78;
  const d = bar / Math.SQRT2;
  return `<circle cx="${round(c.x)}" cy="${round(c.y)}" r="${round(r)}" fill="${SAFETY.red}"/><circle cx="${round(c.x)}" cy="${round(
    c.y,
  )}" r="${round(r * 0.8)}" fill="${SAFETY.white}"/>${placed(
    c.x - glyphSize / 2,
    c.y - glyphSize / 2,
    glyphSize,
    glyph(SAFETY.black, SAFETY.white),
  )}<line x1="${round(c.x - d)}" y1="${round(c.y - d)}" x2="${round(c.x + d)}" y2="${round(c.y + d)}" stroke="${
    SAFETY.red
  }" stroke-width="${round(size * 0.1)}"/>`;
};

/** Blue disc with a white glyph: mandatory action (M-series). */
export const mandatoryCircle: SignShape = (x, y, size, glyph) => {
  const c = { x: x + size / 2, y: y + size / 2 };
  const glyphSize = size * 0.62;
  return `<circle cx="${round(c.x)}" cy="${round(c.y)}" r="${round(size / 2)}" fill="${SAFETY.blue}"/>${placed(
    c.x - glyphSize / 2,
    c.y - glyphSize / 2,
    glyphSize,
    glyph(SAFETY.white, SAFETY.blue),
  )}`;
};

const square =
  (colour: string): SignShape =>
  (x, y, size, glyph) => {
    const glyphSize = size * 0.74;
    return `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" rx="${round(
      size * 0.05,
    )}" fill="${colour}"/>${placed(x + (size - glyphSize) / 2, y + (size - glyphSize) / 2, glyphSize, glyph(SAFETY.white, colour))}`;
  };

/** Red square with a white glyph: fire equipment (F-series). */
export const fireSquare: SignShape = square(SAFETY.red);

/** Green square with a white glyph: escape routes and first aid (E-series). */
export const safeConditionSquare: SignShape = square(SAFETY.green);

export const SIGN_SHAPES: Record<SignKind, SignShape> = {
  warning: warningTriangle,
  prohibition: prohibitionCircle,
  mandatory: mandatoryCircle,
  fire: fireSquare,
  safeCondition: safeConditionSquare,
};

/** The supplementary text panel's colours per kind (ISO 3864-1: the safety colour with its contrast colour). */
export const PANEL_COLOURS: Record<SignKind, { ground: string; ink: string }> = {
  warning: { ground: SAFETY.yellow, ink: SAFETY.black },
  prohibition: { ground: SAFETY.red, ink: SAFETY.white },
  mandatory: { ground: SAFETY.blue, ink: SAFETY.white },
  fire: { ground: SAFETY.red, ink: SAFETY.white },
  safeCondition: { ground: SAFETY.green, ink: SAFETY.white },
};
