import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../lib/colour-scale';
import { AA_TEXT_CONTRAST, readableTextColour } from './contrast';

describe('readableTextColour', () => {
  it('keeps the preferred colour when it is readable', () => {
    expect(readableTextColour('#1f2937', '#ffffff')).toBe('#ffffff');
    expect(readableTextColour('#fef08a', '#1f2937')).toBe('#1f2937');
  });

  it.each(['#fef08a', '#bbf7d0', '#fed7aa', '#777777', '#166534', '#ffffff', '#000000', '#ff0000'])(
    'always passes WCAG AA on %s',
    (background) => {
      expect(contrastRatio(readableTextColour(background, '#999999'), background)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    },
  );
});
