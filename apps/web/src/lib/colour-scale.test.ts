import { describe, expect, it } from 'vitest';
import { colourScale, contrastRatio } from './colour-scale';

describe('colourScale', () => {
  it('puts the brand colour at Mantine’s primary shade 6, lighter before, darker after', () => {
    const scale = colourScale('#1d4ed8');
    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#1d4ed8');
    expect(contrastRatio(scale[0], '#ffffff')).toBeLessThan(contrastRatio(scale[6], '#ffffff'));
    expect(contrastRatio(scale[9], '#ffffff')).toBeGreaterThan(contrastRatio(scale[6], '#ffffff'));
  });

  it('accepts three-digit hex', () => {
    expect(colourScale('#fff')[6]).toBe('#ffffff');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBeCloseTo(1, 5);
  });
});
