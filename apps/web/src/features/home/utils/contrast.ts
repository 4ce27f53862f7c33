import { contrastRatio } from '../../../lib/colour-scale';

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const DARK_TEXT = '#1f2937';

/**
 * The text colour to use on `background`: the preferred one when it passes WCAG AA,
 * else dark grey, white or black, whichever passes first. Colours come from themes and
 * post-its that staff edit, so the page guards against a combination nobody can read.
 */
export function readableTextColour(background: string, preferred: string = DARK_TEXT): string {
  const candidates = [preferred, DARK_TEXT, '#ffffff', '#000000'];
  return (
    candidates.find((colour) => contrastRatio(colour, background) >= AA_TEXT_CONTRAST) ??
    (contrastRatio('#000000', background) > contrastRatio('#ffffff', background) ? '#000000' : '#ffffff')
  );
}
