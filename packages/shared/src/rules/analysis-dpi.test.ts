import { describe, expect, it } from 'vitest';
import {
  assumedDpis,
  countsForDpi,
  effectiveDpi,
  lowestDpi,
  needsDpiWarning,
  type PlacedImage,
  pageDpis,
  pagesBelowRecommended,
} from './analysis-dpi';

const image = (partial: Partial<PlacedImage>): PlacedImage => ({
  widthPx: 600,
  heightPx: 300,
  bitsPerPixel: 24,
  hasColourSpace: true,
  matrix: [216, 0, 0, 108, 0, 0],
  ...partial,
});

describe('effective DPI', () => {
  it.each([
    ['placed at 3 × 1.5 inch', image({}), 200],
    ['rotated a quarter turn', image({ matrix: [0, 216, -108, 0, 300, 0] }), 200],
    ['stretched in one direction takes the lower axis', image({ matrix: [216, 0, 0, 216, 0, 0] }), 100],
    [
      'a 200 DPI scan that measures 199.9 counts as 200',
      image({ widthPx: 1654, heightPx: 2339, matrix: [595.9, 0, 0, 842.4, 0, 0] }),
      200,
    ],
    ['a degenerate placement', image({ matrix: [0, 0, 0, 0, 0, 0] }), 0],
  ] as const)('%s', (_name, placed, dpi) => {
    expect(effectiveDpi(placed)).toBe(dpi);
  });

  it.each([
    ['a photo', image({}), true],
    ['a 1-bit stencil mask', image({ bitsPerPixel: 1, hasColourSpace: false }), false],
    ['a 1-bit grey scan', image({ bitsPerPixel: 1, hasColourSpace: true }), true],
    ['a 1×1 placeholder', image({ widthPx: 1, heightPx: 1 }), false],
    ['a 1×8 strip', image({ widthPx: 1, heightPx: 8 }), false],
  ] as const)('counts %s: %s', (_name, placed, counts) => {
    expect(countsForDpi(placed)).toBe(counts);
  });

  it('lists the distinct DPIs of a page, lowest first, without masks and placeholders', () => {
    const twice = [
      image({ matrix: [432, 0, 0, 216, 0, 0] }),
      image({}),
      image({}),
      image({ widthPx: 1, heightPx: 1 }),
    ];
    expect(pageDpis(twice)).toEqual([100, 200]);
  });
});

describe('DPI rules of spec 01 section 5', () => {
  const pages = [
    { page: 1, dpis: [300] },
    { page: 2, dpis: [] },
    { page: 3, dpis: [198, 600] },
  ];

  it('reports pages under 200 but warns only under 197 with analysis on', () => {
    expect(pagesBelowRecommended(pages)).toEqual([3]);
    expect(lowestDpi(pages)).toBe(198);
    expect(needsDpiWarning(pages, true)).toBe(false);
    expect(needsDpiWarning([{ page: 1, dpis: [196] }], true)).toBe(true);
    expect(needsDpiWarning([{ page: 1, dpis: [196] }], false)).toBe(false);
    expect(lowestDpi([{ page: 1, dpis: [] }])).toBeNull();
  });

  it('assumes 300 without analysis', () => {
    expect(assumedDpis()).toEqual([300]);
  });
});
