import { describe, expect, it } from 'vitest';
import type { PaperFormat } from '../schemas/analysis';
import { areaM2Of, fitsOnSheet, roundedSize, sheetForSize } from './sheet-for-size';

const documents: PaperFormat[] = ['A4', 'A3'];
const everySheet: PaperFormat[] = ['A6', 'A5', 'A4', 'A3', 'A2', 'A1', 'A0'];
const largeFormat: PaperFormat[] = ['A2', 'A1', 'A0'];

describe('sheetForSize (decision 0132: a non-standard size is priced on the smallest sheet it fits on)', () => {
  it.each([
    // [what, width, height, formats the product prices, expected]
    ['US Letter is wider than A4: A3', 215.9, 279.4, documents, 'A3'],
    ['US Letter in landscape: A3 as well', 279.4, 215.9, documents, 'A3'],
    ['US Legal: A3', 215.9, 355.6, documents, 'A3'],
    ['a 200 × 200 mm square fits A4', 200, 200, documents, 'A4'],
    ['a business card on a documents product: A4, its smallest sheet', 85, 55, documents, 'A4'],
    ['a business card where A6 is printed: A6', 85, 55, everySheet, 'A6'],
    ['within the 2 mm an A4 may be off: A4', 211.5, 290, documents, 'A4'],
    ['a 500 × 700 mm poster: A1', 500, 700, everySheet, 'A1'],
    ['an A0 plus 1 mm: A0 within the tolerance', 842, 1190, largeFormat, 'A0'],
  ] as const)('%s', (_what, widthMm, heightMm, formats, expected) => {
    expect(sheetForSize({ widthMm, heightMm }, formats)).toEqual({ kind: 'sheet', format: expected });
  });

  it('prices a page larger than A0 per m² at the A0 price, where the product prints A0', () => {
    expect(sheetForSize({ widthMm: 900, heightMm: 2000 }, largeFormat)).toEqual({
      kind: 'area',
      format: 'A0',
      areaM2: 1.8,
    });
    // A long, narrow banner does not fit A0's 1189 mm either, however small its area.
    expect(sheetForSize({ widthMm: 300, heightMm: 1500 }, largeFormat)).toEqual({
      kind: 'area',
      format: 'A0',
      areaM2: 0.45,
    });
  });

  it('has no sheet when the product prints no sheet the page fits on, or the page has no size', () => {
    expect(sheetForSize({ widthMm: 500, heightMm: 700 }, documents)).toBeNull();
    expect(sheetForSize({ widthMm: 900, heightMm: 2000 }, documents)).toBeNull();
    expect(sheetForSize(null, documents)).toBeNull();
    expect(sheetForSize({ widthMm: 0, heightMm: 297 }, documents)).toBeNull();
    expect(sheetForSize({ widthMm: 200, heightMm: 200 }, [])).toBeNull();
  });

  it('fits in either orientation, and never past the tolerance', () => {
    expect(fitsOnSheet({ widthMm: 297, heightMm: 210 }, 'A4')).toBe(true);
    expect(fitsOnSheet({ widthMm: 212, heightMm: 299 }, 'A4')).toBe(true);
    expect(fitsOnSheet({ widthMm: 212.1, heightMm: 250 }, 'A4')).toBe(false);
  });

  it('names the size in whole millimetres and its area in m²', () => {
    expect(roundedSize({ widthMm: 215.9, heightMm: 279.4 })).toEqual({ width: 216, height: 279 });
    expect(areaM2Of({ widthMm: 841, heightMm: 1189 })).toBe(1);
  });
});
