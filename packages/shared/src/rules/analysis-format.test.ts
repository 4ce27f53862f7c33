import { describe, expect, it } from 'vitest';
import { dominantFormat, paperFormatOf, pixelsToMm, pointsToMm } from './analysis-format';

describe('paper format', () => {
  it.each([
    [210, 297, 'A4'],
    [297, 210, 'A4'],
    [209.9, 297, 'A4'],
    [210.3, 297, 'A4'],
    [210, 296.8, 'A4'],
    [212, 299, 'A4'],
    [212.1, 297, 'custom'],
    [841, 1189, 'A0'],
    [594, 841, 'A1'],
    [420, 594, 'A2'],
    [420, 297, 'A3'],
    [148, 210, 'A5'],
    [105, 148, 'A6'],
    [215.9, 279.4, 'custom'],
    [500, 300, 'custom'],
    [74, 105, 'custom'],
  ] as const)('%s × %s mm is %s', (width, height, format) => {
    expect(paperFormatOf(width, height)).toBe(format);
  });

  it('converts points and pixels to millimetres', () => {
    expect(pointsToMm(595.28)).toBe(210);
    expect(pointsToMm(841.89)).toBe(297);
    expect(pixelsToMm(2480, 300)).toBe(210);
    expect(pixelsToMm(100, 0)).toBe(0);
  });

  it('picks the format most pages have, the first on a tie', () => {
    expect(dominantFormat(['A4', 'A3', 'A4'])).toBe('A4');
    expect(dominantFormat(['custom', 'A4'])).toBe('custom');
    expect(dominantFormat([])).toBeNull();
  });
});
