import { describe, expect, it } from 'vitest';
import { emptyTally, inkShareOf, pageKindOf, tallyPixels } from './analysis-colour';

const rgb = (...pixels: [number, number, number][]) => Uint8Array.from(pixels.flat());

describe('colour rule', () => {
  it.each([
    ['white paper', [[255, 255, 255]], 'blank', 0],
    ['paper tone just under the ink line', [[250, 245, 239]], 'blank', 11],
    ['black text', [[0, 0, 0]], 'blackWhite', 0],
    ['grey', [[128, 128, 128]], 'blackWhite', 0],
    ['colour-scan noise of black-and-white paper (29)', [[200, 210, 229]], 'blackWhite', 29],
    ['exactly on the chroma line (32) is not colour', [[100, 132, 110]], 'blackWhite', 32],
    ['just over the chroma line (33)', [[100, 133, 110]], 'colour', 33],
    [
      'one red pixel among white',
      [
        [255, 255, 255],
        [255, 0, 0],
        [255, 255, 255],
      ],
      'colour',
      255,
    ],
  ] as const)('%s -> %s', (_name, pixels, kind, maxChroma) => {
    const tally = tallyPixels(rgb(...(pixels as unknown as [number, number, number][])), 3, emptyTally());
    expect(pageKindOf(tally)).toBe(kind);
    expect(tally.maxChroma).toBe(maxChroma);
  });

  it('ignores the fourth byte of BGRx pixels and counts pixels, not bytes', () => {
    const bgrx = Uint8Array.from([255, 255, 255, 0, 0, 0, 0, 255]);
    const tally = tallyPixels(bgrx, 4, emptyTally());
    expect(tally).toEqual({ pixels: 2, chromaticPixels: 0, inkPixels: 1, maxChroma: 0 });
    expect(inkShareOf(tally)).toBe(0.5);
  });

  it('adds strips to one tally', () => {
    const first = tallyPixels(rgb([0, 0, 0]), 3, emptyTally());
    const both = tallyPixels(rgb([255, 255, 255], [0, 200, 0]), 3, first);
    expect(both).toEqual({ pixels: 3, chromaticPixels: 1, inkPixels: 2, maxChroma: 200 });
  });

  it('gives an empty page no ink share', () => {
    expect(inkShareOf(emptyTally())).toBe(0);
    expect(pageKindOf(emptyTally())).toBe('blank');
  });
});
