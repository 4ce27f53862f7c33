import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { bindingFit, printLimitText, sheetFit } from './print-limits';

const saddleStitch = { minPages: 8, maxPages: 64, multipleOf: 4 };
const perfect = { minPages: 32, maxPages: 400, multipleOf: 2 };
const wireO = { minPages: 4, maxPages: 300, multipleOf: 1 };

describe('the pages a binding holds (decision 0134)', () => {
  it.each([
    ['saddle stitch, 8 pages: as they are', saddleStitch, 8, { ok: true, boundPages: 8, blankPagesAdded: 0 }],
    [
      'saddle stitch, 62 pages: 2 blank pages to 64',
      saddleStitch,
      62,
      { ok: true, boundPages: 64, blankPagesAdded: 2 },
    ],
    [
      'saddle stitch, 9 pages: 3 blank pages to 12',
      saddleStitch,
      9,
      { ok: true, boundPages: 12, blankPagesAdded: 3 },
    ],
    ['saddle stitch, 64 pages: the most', saddleStitch, 64, { ok: true, boundPages: 64, blankPagesAdded: 0 }],
    ['saddle stitch, 6 pages: too few', saddleStitch, 6, { ok: false }],
    ['saddle stitch, 65 pages: too many', saddleStitch, 65, { ok: false }],
    ['saddle stitch, 352 pages: too many', saddleStitch, 352, { ok: false }],
    ['perfect binding, 31 pages: too few for a spine', perfect, 31, { ok: false }],
    [
      'perfect binding, 33 pages: one blank leaf side',
      perfect,
      33,
      { ok: true, boundPages: 34, blankPagesAdded: 1 },
    ],
    ['perfect binding, 352 pages', perfect, 352, { ok: true, boundPages: 352, blankPagesAdded: 0 }],
    ['wire-o, 3 pages: too few', wireO, 3, { ok: false }],
    ['wire-o, 301 pages: too many', wireO, 301, { ok: false }],
    ['wire-o, 77 pages: no blank pages', wireO, 77, { ok: true, boundPages: 77, blankPagesAdded: 0 }],
  ] as const)('%s', (_name, limits, pages, expected) => {
    expect(bindingFit(limits, pages)).toEqual(expected);
  });
});

describe('the sizes a product prints at the file’s own size (decision 0134)', () => {
  const documents = { smallest: 'A4', largest: 'A3' } as const;
  const drawings = { smallest: 'A2', largest: null } as const;
  it.each([
    ['an A4 page on documents', documents, { widthMm: 210, heightMm: 297 }, 'fits'],
    ['an A3 landscape page on documents', documents, { widthMm: 420, heightMm: 297 }, 'fits'],
    [
      'a Letter page (wider than A4, on A3) on documents',
      documents,
      { widthMm: 215.9, heightMm: 279.4 },
      'fits',
    ],
    ['an A5 page on documents', documents, { widthMm: 148, heightMm: 210 }, 'tooSmall'],
    ['a business card on documents', documents, { widthMm: 85, heightMm: 55 }, 'tooSmall'],
    ['an A2 page on documents', documents, { widthMm: 420, heightMm: 594 }, 'tooLarge'],
    ['an A3 page on drawings', drawings, { widthMm: 297, heightMm: 420 }, 'tooSmall'],
    ['a 1 × 2 m banner on drawings (per m²)', drawings, { widthMm: 1000, heightMm: 2000 }, 'fits'],
  ] as const)('%s: %s', (_name, range, size, expected) => {
    expect(sheetFit(range, size)).toBe(expected);
  });
});

describe('the reason the customer and the API read', () => {
  it('names the binding’s range, its multiple and the file’s pages', () => {
    const text = printLimitText({
      code: 'BINDING_PAGE_COUNT',
      option: 'Rugnieten',
      pages: 352,
      limits: saddleStitch,
    });
    expect(translate(text.key, text.values)).toBe(
      "Rugnieten kan 8 tot 64 pagina's binden, in veelvouden van 4; dit bestand heeft er 352. Kies een andere afwerking.",
    );
  });

  it('names the size in millimetres and the range', () => {
    const small = printLimitText({
      code: 'SHEET_SIZE_OUT_OF_RANGE',
      fit: 'tooSmall',
      size: { widthMm: 148.1, heightMm: 209.9 },
      range: { smallest: 'A4', largest: 'A3' },
    });
    expect(translate(small.key, small.values)).toBe(
      'Dit bestand (148 × 210 mm) is kleiner dan dit product drukt (vanaf A4). Kies een formaat of een ander product.',
    );
    const large = printLimitText({
      code: 'SHEET_SIZE_OUT_OF_RANGE',
      fit: 'tooLarge',
      size: { widthMm: 420, heightMm: 594 },
      range: { smallest: 'A4', largest: 'A3' },
    });
    expect(translate(large.key, large.values)).toContain('groter dan dit product drukt (tot en met A3)');
  });
});
