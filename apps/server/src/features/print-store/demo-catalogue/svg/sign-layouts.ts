import type { Glyph } from './glyphs';
import { emergencyExit, turnedArrow } from './glyphs';
import { PANEL_COLOURS, SIGN_SHAPES, type SignKind } from './sign-shapes';
import { escapeXml, FONT_FAMILY, PORTRAIT, placed, SAFETY, SQUARE, svgDocument } from './svg-document';
import { fittedText, fittingFontSize } from './text-panel';

/**
 * Whole previews, composed from the sign shapes, glyphs and text panels. Each returns the SVG
 * document and the aspect ratio its viewBox has, so a design cannot declare one and draw another.
 */
export type Drawing = { svg: string; aspectRatio: number };

const drawing = (frame: { width: number; height: number }, svg: string): Drawing => ({
  svg,
  aspectRatio: frame.width / frame.height,
});

/** The pictogram alone, as a square sticker or sign. */
export function pictogramSign(kind: SignKind, glyph: Glyph): Drawing {
  return drawing(SQUARE, svgDocument(SQUARE, SIGN_SHAPES[kind](16, 16, 168, glyph)));
}

/** A combination sign (2:3): the pictogram above, its Dutch text on a panel in the safety colour. */
export function signWithText(kind: SignKind, glyph: Glyph, text: string): Drawing {
  const panel = PANEL_COLOURS[kind];
  const body = `${SIGN_SHAPES[kind](22, 18, 156, glyph)}<rect x="12" y="192" width="176" height="96" rx="4" fill="${
    panel.ground
  }"/>${fittedText(text, { x: 20, y: 198, width: 160, height: 84 }, panel.ink)}`;
  return drawing(PORTRAIT, svgDocument(PORTRAIT, body));
}

/** Escape route sign (2:3): the exit pictogram above, the direction arrow and the text below, all green. */
export function escapeRouteSign(direction: 'left' | 'right' | 'ahead' | 'downLeft', text: string): Drawing {
  const degrees = { left: 180, right: 0, ahead: -90, downLeft: 135 }[direction];
  const exit = emergencyExit(direction === 'left' || direction === 'downLeft');
  const body = `${SIGN_SHAPES.safeCondition(22, 18, 156, exit)}<rect x="12" y="186" width="176" height="102" rx="4" fill="${
    SAFETY.green
  }"/>${placed(70, 190, 60, turnedArrow(degrees)(SAFETY.white, SAFETY.green))}${fittedText(
    text,
    { x: 18, y: 250, width: 164, height: 34 },
    SAFETY.white,
    { maxFontSize: 20, maxLines: 1 },
  )}`;
  return drawing(PORTRAIT, svgDocument(PORTRAIT, body));
}

/** A text-only sign (square): a coloured plate with a contrasting border and the text. */
export function textSign(text: string, colours: { ground: string; ink: string }): Drawing {
  const body = `<rect x="10" y="10" width="180" height="180" rx="8" fill="${colours.ground}"/><rect x="18" y="18" width="164" height="164" rx="5" fill="none" stroke="${
    colours.ink
  }" stroke-width="3"/>${fittedText(text, { x: 28, y: 28, width: 144, height: 144 }, colours.ink, {
    maxFontSize: 26,
    maxLines: 5,
  })}`;
  return drawing(SQUARE, svgDocument(SQUARE, body));
}

export type BoardRow = { kind: SignKind; glyph: Glyph; caption: string };

/**
 * A combined board (2:3, drawn at 400 × 600): a title band, one main sign with its text, and a
 * grid of smaller signs with captions, as site entrances carry them.
 */
export function combinedBoard(
  title: string,
  main: BoardRow,
  grid: BoardRow[],
  titleColours: { ground: string; ink: string } = { ground: SAFETY.yellow, ink: SAFETY.black },
): Drawing {
  const frame = { width: 400, height: 600 };
  const titleBand = `<rect x="16" y="16" width="368" height="70" rx="6" fill="${titleColours.ground}"/>${fittedText(
    title,
    { x: 28, y: 20, width: 344, height: 62 },
    titleColours.ink,
    { maxFontSize: 40, maxLines: 1 },
  )}`;
  const mainSign = `${SIGN_SHAPES[main.kind](28, 102, 120, main.glyph)}${fittedText(
    main.caption,
    { x: 160, y: 104, width: 216, height: 116 },
    SAFETY.black,
    { maxFontSize: 26, maxLines: 4 },
  )}`;
  // Up to three signs a row; fewer signs get bigger cells, so a short board has no empty bottom.
  const columns = grid.length === 4 ? 2 : Math.min(3, grid.length);
  const rows = Math.ceil(grid.length / columns);
  const cell = { width: 368 / columns, height: 344 / rows };
  const size = Math.min(cell.width - 24, cell.height - 64, 130);
  const captionBox = (x: number, y: number) => ({
    x: x + 4,
    y: y + size + 10,
    width: cell.width - 8,
    height: 48,
  });
  const captionOptions = { maxFontSize: 20, maxLines: 2, uppercase: false };
  // One size for all captions, so the board reads as one sign rather than a patchwork.
  const captionSize = Math.min(
    ...grid.map((row) => fittingFontSize(row.caption, captionBox(0, 0), captionOptions)),
  );
  const cells = grid
    .map((row, index) => {
      const x = 16 + (index % columns) * cell.width;
      const y = 240 + Math.floor(index / columns) * cell.height;
      return `${SIGN_SHAPES[row.kind](x + (cell.width - size) / 2, y + 6, size, row.glyph)}${fittedText(
        row.caption,
        captionBox(x, y),
        SAFETY.black,
        { ...captionOptions, fontSize: captionSize },
      )}`;
    })
    .join('');
  return drawing(frame, svgDocument(frame, `${titleBand}${mainSign}${cells}`));
}

/**
 * A round floor sticker: the sign on a white disc with a ring in the safety colour and a short
 * text; no plate around it, the corners stay transparent as the sticker is cut round.
 */
export function roundFloorSticker(kind: SignKind, glyph: Glyph, text: string): Drawing {
  const ring = PANEL_COLOURS[kind].ground === SAFETY.yellow ? SAFETY.black : PANEL_COLOURS[kind].ground;
  const body = `<circle cx="100" cy="100" r="96" fill="${SAFETY.white}" stroke="${ring}" stroke-width="8"/>${SIGN_SHAPES[
    kind
  ](
    48,
    22,
    104,
    glyph,
  )}${fittedText(text, { x: 34, y: 132, width: 132, height: 44 }, SAFETY.black, { maxFontSize: 18, maxLines: 2 })}`;
  return drawing(SQUARE, svgDocument(SQUARE, body, { background: null }));
}

/** A floor arrow, cut to shape: fill in the route's colour with a contrasting edge. */
export function floorArrow(colours: { ground: string; edge: string }, degrees: number): Drawing {
  const body = `<g transform="rotate(${degrees} 100 100)"><path d="M16 76 H108 V36 L184 100 L108 164 V124 H16 Z" fill="${
    colours.ground
  }" stroke="${colours.edge}" stroke-width="8" stroke-linejoin="round"/></g>`;
  return drawing(SQUARE, svgDocument(SQUARE, body, { background: null }));
}

/** Yellow and black hazard stripes with a text plate: floor zones that must stay clear. */
export function hazardStripeSticker(text: string, stripe: string = SAFETY.yellow): Drawing {
  const stripes = Array.from(
    { length: 12 },
    (_, index) => `<rect x="${index * 40 - 200}" y="-20" width="20" height="460" fill="${SAFETY.black}"/>`,
  ).join('');
  const body = `<defs><clipPath id="plate"><rect x="6" y="6" width="188" height="188" rx="6"/></clipPath></defs><g clip-path="url(#plate)"><rect x="0" y="0" width="200" height="200" fill="${stripe}"/><g transform="rotate(45 100 100)">${stripes}</g></g><rect x="30" y="62" width="140" height="76" rx="6" fill="${SAFETY.white}" stroke="${SAFETY.black}" stroke-width="3"/>${fittedText(
    text,
    { x: 38, y: 66, width: 124, height: 68 },
    SAFETY.black,
    { maxFontSize: 22, maxLines: 3 },
  )}`;
  return drawing(SQUARE, svgDocument(SQUARE, body, { background: null }));
}

/** A square floor sticker with a glyph on a coloured ground and a text line (footprints, queues). */
export function squareFloorSticker(
  glyph: Glyph,
  text: string,
  colours: { ground: string; ink: string },
): Drawing {
  const body = `<rect x="6" y="6" width="188" height="188" rx="14" fill="${colours.ground}"/>${placed(
    46,
    20,
    108,
    glyph(colours.ink, colours.ground),
  )}${fittedText(text, { x: 16, y: 134, width: 168, height: 50 }, colours.ink, { maxFontSize: 20, maxLines: 2 })}`;
  return drawing(SQUARE, svgDocument(SQUARE, body, { background: null }));
}

/** An inspection or maintenance label (stock item): a title band, a glyph and a grid of months or fields. */
export function inspectionLabel(
  title: string,
  lines: string[],
  colours: { ground: string; ink: string },
  glyph?: Glyph,
): Drawing {
  const months = Array.from({ length: 12 }, (_, index) => {
    const x = 28 + (index % 6) * 24;
    const y = 146 + Math.floor(index / 6) * 20;
    return `<rect x="${x}" y="${y}" width="22" height="18" fill="none" stroke="${SAFETY.black}" stroke-width="1.5"/><text x="${
      x + 11
    }" y="${y + 13}" font-family="${FONT_FAMILY}" font-size="10" font-weight="bold" text-anchor="middle" fill="${
      SAFETY.black
    }">${index + 1}</text>`;
  }).join('');
  const body = `<rect x="6" y="6" width="188" height="188" rx="10" fill="${SAFETY.white}" stroke="${
    colours.ground
  }" stroke-width="6"/><rect x="6" y="6" width="188" height="42" rx="8" fill="${colours.ground}"/>${fittedText(
    title,
    { x: 14, y: 8, width: 172, height: 38 },
    colours.ink,
    { maxFontSize: 20, maxLines: 1 },
  )}${glyph ? placed(22, 58, 56, glyph(colours.ground, SAFETY.white)) : ''}${lines
    .map(
      (line, index) =>
        `<text x="${glyph ? 88 : 24}" y="${78 + index * 20}" font-family="${FONT_FAMILY}" font-size="14" font-weight="bold" fill="${
          SAFETY.black
        }">${escapeXml(line)}</text>`,
    )
    .join('')}${months}`;
  return drawing(SQUARE, svgDocument(SQUARE, body, { background: null }));
}
