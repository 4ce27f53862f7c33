import { describe, expect, it } from 'vitest';
import type { PageAnalysis, PaperFormat } from '../schemas/analysis';
import {
  type CustomerWarning,
  customerWarnings,
  fileAtSize,
  orderedSheet,
  pageAtSize,
  preflightOfUpload,
} from './preflight-at-size';

const page = (
  overrides: Partial<PageAnalysis> & Pick<PageAnalysis, 'widthMm' | 'heightMm'>,
): PageAnalysis => ({
  page: 1,
  format: 'custom',
  kind: 'colour',
  maxChroma: 200,
  inkShare: 0.5,
  dpis: [],
  ...overrides,
});

// A 1800 × 1200 px photo at 72 DPI: 635 × 423.3 mm, its image at 72 DPI on that page.
const photo = page({ widthMm: 635, heightMm: 423.3, dpis: [72] });
// The same photo saved at 300 DPI: 152.4 × 101.6 mm.
const photo300 = page({ widthMm: 152.4, heightMm: 101.6, dpis: [300] });
const a4 = page({ widthMm: 210, heightMm: 297, format: 'A4', dpis: [300] });

describe('the sheet a page prints on', () => {
  it.each([
    ['A2', { widthMm: 210, heightMm: 297 }, { widthMm: 420, heightMm: 594 }],
    ['A2', { widthMm: 297, heightMm: 210 }, { widthMm: 594, heightMm: 420 }],
    ['A4', { widthMm: 100, heightMm: 100 }, { widthMm: 210, heightMm: 297 }],
    ['custom', { widthMm: 215.9, heightMm: 279.4 }, { widthMm: 215.9, heightMm: 279.4 }],
    [null, { widthMm: 50, heightMm: 80 }, { widthMm: 50, heightMm: 80 }],
    ['Als bestand', { widthMm: 50, heightMm: 80 }, { widthMm: 50, heightMm: 80 }],
  ] as const)('%s for a page of %o is %o', (format, size, sheet) => {
    expect(orderedSheet(format, size)).toEqual(sheet);
  });
});

describe('DPI at the ordered size: the image pixels over the inches they cover there', () => {
  it.each([
    // 1800 px over A2's long side (594 mm = 23.39 in): 77 DPI, whatever DPI the file claims.
    ['the 72 DPI photo as A2', photo, 'A2', 77],
    ['the 300 DPI photo as A2', photo300, 'A2', 77],
    // 1800 px over A4's long side (297 mm = 11.69 in): 154 DPI.
    ['the photo as A4', photo300, 'A4', 154],
    // 1800 px over A6's long side (148 mm = 5.83 in): 309 DPI.
    ['the photo as A6', photo300, 'A6', 309],
    ['an A4 page at 300 DPI as A4', a4, 'A4', 300],
    ['an A4 page at 300 DPI as A3', a4, 'A3', 212],
    ['an A4 page at 300 DPI as A2', a4, 'A2', 150],
    ['an A4 page at 300 DPI as A5', a4, 'A5', 426],
    ['an A4 page as the file', a4, 'custom', 300],
  ] as const)('%s: %s DPI', (_name, analysed, format, dpi) => {
    expect(pageAtSize(analysed, format, true).lowestDpi).toBe(dpi);
  });

  it('knows no DPI for a page without images or without measurement', () => {
    expect(pageAtSize(page({ widthMm: 210, heightMm: 297 }), 'A3', true).lowestDpi).toBeNull();
    // Without analysis the pages carry the assumed 300 DPI: no finding at any size.
    expect(pageAtSize(a4, 'A0', false).lowestDpi).toBeNull();
  });

  it('warns under 197 DPI at the ordered size, naming the pages', () => {
    const pages = [a4, { ...a4, page: 2, dpis: [150, 600] }, { ...a4, page: 3, dpis: [] }];
    expect(fileAtSize(pages, 'A4', true)).toMatchObject({
      lowestDpi: 150,
      lowDpiPages: [2],
      dpiWarning: true,
    });
    // 197 is enough; 196 is not.
    expect(fileAtSize([{ ...a4, dpis: [197] }], 'A4', true).dpiWarning).toBe(false);
    expect(fileAtSize([{ ...a4, dpis: [196] }], 'A4', true).dpiWarning).toBe(true);
    // Fine at A4, too coarse at A2.
    expect(fileAtSize([a4], 'A4', true).dpiWarning).toBe(false);
    expect(fileAtSize([a4], 'A2', true)).toMatchObject({
      lowestDpi: 150,
      lowDpiPages: [1],
      dpiWarning: true,
    });
  });
});

describe('the page size against the ordered format', () => {
  it('an A4 file ordered as A4 is as ordered (within rounding)', () => {
    expect(fileAtSize([a4, { ...a4, page: 2, widthMm: 209.9, heightMm: 296.8 }], 'A4', true).size).toEqual({
      kind: 'asOrdered',
    });
  });

  it('an A4 file ordered as A3 or A5 is scaled, with its factor', () => {
    expect(fileAtSize([a4], 'A3', true).size).toEqual({ kind: 'scaled', minFactor: 1.41, maxFactor: 1.41 });
    expect(fileAtSize([a4], 'A5', true).size).toEqual({ kind: 'scaled', minFactor: 0.7, maxFactor: 0.7 });
  });

  it('a Letter page or a 3:2 photo on an A size has other proportions, named by page', () => {
    const letter = page({ widthMm: 215.9, heightMm: 279.4 });
    expect(fileAtSize([a4, { ...letter, page: 2 }], 'A4', true).size).toEqual({
      kind: 'proportionsDiffer',
      pages: [2],
    });
    expect(fileAtSize([photo300], 'A2', true).size).toEqual({ kind: 'proportionsDiffer', pages: [1] });
  });

  it('a landscape page on an A size is turned, not squeezed', () => {
    const landscape = page({ widthMm: 297, heightMm: 210, dpis: [300] });
    expect(fileAtSize([landscape], 'A3', true)).toMatchObject({
      lowestDpi: 212,
      size: { kind: 'scaled', minFactor: 1.41, maxFactor: 1.41 },
    });
  });
});

describe('the warnings the customer was shown', () => {
  type File = Parameters<typeof customerWarnings>[0];
  const file: File = { status: 'READY', analysed: true, format: 'A4', pages: [a4], reason: null };
  it.each([
    ['none for a good A4 file', file, 'A4', []],
    [
      'the low resolution at its own size and a custom format with its size',
      { ...file, format: 'custom', pages: [photo] },
      'custom',
      [
        { code: 'lowDpi', dpi: 72 },
        { code: 'customFormat', widthMm: 635, heightMm: 423 },
      ],
    ],
    [
      'the low resolution at the ordered A2 of a photo sharp at its own size',
      { ...file, format: 'custom', pages: [photo300] },
      'A2',
      [
        { code: 'lowDpi', dpi: 77 },
        { code: 'customFormat', widthMm: 152, heightMm: 102 },
      ],
    ],
    [
      'no warning for an A4 page of 150 DPI ordered as A6',
      { ...file, pages: [{ ...a4, dpis: [150] }] },
      'A6',
      [],
    ],
    [
      'no DPI finding without analysis',
      { ...file, analysed: false, pages: [{ ...a4, dpis: [100] }] },
      'A4',
      [],
    ],
    [
      'no price calculation for a file not analysed',
      { ...file, status: 'READY_NOT_ANALYZED', reason: 'unsupportedType' },
      'A4',
      [{ code: 'notAnalysed', reason: 'unsupportedType' }],
    ],
    ['a password', { ...file, status: 'READY_PASSWORD_PROTECTED' }, 'A4', [{ code: 'passwordProtected' }]],
  ] as [string, File, PaperFormat | null, CustomerWarning[]][])('%s', (_name, given, format, expected) => {
    expect(customerWarnings(given, format)).toEqual(expected);
  });
});

describe('the preflight the upload screens show (from the file list’s facts)', () => {
  // The photo: 1800 × 1200 px at 300 DPI, 152.4 × 101.6 mm.
  const jpg = {
    status: 'READY',
    analysed: true,
    dimensions: { widthMm: 152.4, heightMm: 101.6 },
    dpisPerPage: [{ page: 1, dpis: [300] }],
  };
  it('warns of about 77 DPI when the photo is ordered as A2, scaled by 3.9 in other proportions', () => {
    expect(preflightOfUpload(jpg, 'A2')).toMatchObject({
      lowestDpi: 77,
      dpiWarning: true,
      size: { kind: 'proportionsDiffer', pages: [1] },
    });
  });
  it('does not warn when the same photo is ordered as A6 (105 × 148 mm)', () => {
    expect(preflightOfUpload(jpg, 'A6')).toMatchObject({ dpiWarning: false });
  });
  it('names the factor an A4 file is scaled by to A3, and its own size as ordered', () => {
    const a4File = { ...jpg, dimensions: { widthMm: 210, heightMm: 297 }, dpisPerPage: [] };
    expect(preflightOfUpload(a4File, 'A3')).toMatchObject({
      lowestDpi: null,
      dpiWarning: false,
      size: { kind: 'scaled', minFactor: 1.41, maxFactor: 1.41 },
    });
    expect(preflightOfUpload(a4File, 'A4')?.size).toEqual({ kind: 'asOrdered' });
    expect(preflightOfUpload(a4File, 'custom')?.size).toEqual({ kind: 'asOrdered' });
  });
  it('has nothing to say of a file without analysis or size', () => {
    expect(preflightOfUpload({ ...jpg, analysed: false }, 'A2')).toBeNull();
    expect(preflightOfUpload({ ...jpg, status: 'READY_NOT_ANALYZED' }, 'A2')).toBeNull();
    expect(preflightOfUpload({ ...jpg, dimensions: null }, 'A2')).toBeNull();
  });
});
