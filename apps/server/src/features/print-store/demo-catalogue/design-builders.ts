import type { Glyph } from './svg/glyphs';
import { type Drawing, pictogramSign, signWithText } from './svg/sign-layouts';
import type { SignKind } from './svg/sign-shapes';
import type { DemoDesign, DemoProductTypeKey } from './types';

/** The demo store's own design studio; a few designs name a partner studio. */
export const HOUSE_DESIGNER = 'Studio Drukwerk Direct';

export type DesignFacts = {
  key: string;
  name: string;
  description: string;
  designer?: string;
  productType?: DemoProductTypeKey;
  extraInfo?: string;
  availableForAd?: boolean;
  isStockProduct?: boolean;
  actualStock?: number;
};

/**
 * A design from its facts and its drawing. The drawing is made once, here, so the declared
 * aspect ratio is the viewBox's own; svg() hands out the same string every time.
 */
export function design(facts: DesignFacts, drawing: Drawing): DemoDesign {
  const { designer = HOUSE_DESIGNER, productType = 'sign', ...rest } = facts;
  return { ...rest, designer, productType, svg: () => drawing.svg, aspectRatio: drawing.aspectRatio };
}

/** A safety sign: the pictogram alone (square) or, with a text, the combination sign (2:3). */
export function sign(kind: SignKind, glyph: Glyph, text?: string): Drawing {
  return text ? signWithText(kind, glyph, text) : pictogramSign(kind, glyph);
}
