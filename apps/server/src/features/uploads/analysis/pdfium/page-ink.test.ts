import { closeSync, openSync } from 'node:fs';
import { type PixelTally, pageKindOf } from '@portal/shared/rules/analysis-colour';
import { grayscale, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blankPagesPdf,
  blankScanPdf,
  type FixtureDir,
  fixtureDir,
  lonelyDotPdf,
  mixedKindsPdf,
} from '../test-fixtures';
import { finishedBox } from './page-geometry';
import { COARSE_LOOK, FINE_LOOK, type InkLook, measurePageInk, tallyPageInk } from './page-ink';
import { openPdf } from './pdf-document';
import { createPdfiumEngine, type PdfiumEngine } from './pdfium-engine';

let engine: PdfiumEngine;
let files: FixtureDir;
beforeAll(async () => {
  engine = await createPdfiumEngine();
  files = await fixtureDir();
});
afterAll(async () => {
  await files.remove();
});

type PageJudge = (page: number, area: NonNullable<ReturnType<typeof finishedBox>>) => PixelTally;

/** Opens the PDF and runs `judge` on every page, in order. */
async function eachPage(name: string, bytes: Uint8Array, judge: PageJudge): Promise<PixelTally[]> {
  const fd = openSync(await files.write(name, bytes), 'r');
  const opened = openPdf(engine, { fd, size: bytes.length });
  try {
    if (!opened.ok) throw new Error(`${name} does not open: ${opened.problem}`);
    const { handle, pageCount } = opened.document;
    return Array.from({ length: pageCount }, (_, index) => {
      const page = engine.lib.FPDF_LoadPage(handle, index);
      try {
        return judge(page, finishedBox(engine, handle, index)!);
      } finally {
        engine.lib.FPDF_ClosePage(page);
      }
    });
  } finally {
    if (opened.ok) opened.document.close();
    closeSync(fd);
  }
}

const kinds = (tallies: PixelTally[]) => tallies.map(pageKindOf);
const measured: PageJudge = (page, area) => measurePageInk(engine, page, area);
const lookedAt =
  (look: InkLook): PageJudge =>
  (page, area) =>
    tallyPageInk(engine, page, area, look);

describe('a page is called blank only after a finer look (decision 0034)', () => {
  it('the 50 DPI look alone misses some dots of half a millimetre: the fixture sits on the edge', async () => {
    const coarse = kinds(await eachPage('dots.pdf', await lonelyDotPdf(0.5), lookedAt(COARSE_LOOK)));
    expect(coarse).toContain('blank');
  });

  it('finds a black dot of half a millimetre wherever it lies: black-and-white, never blank', async () => {
    const pages = kinds(await eachPage('dots.pdf', await lonelyDotPdf(0.5), measured));
    expect(pages).toEqual(Array(9).fill('blackWhite'));
  });

  it('finds a red dot of half a millimetre wherever it lies: colour', async () => {
    const pages = kinds(await eachPage('red-dots.pdf', await lonelyDotPdf(0.5, rgb(1, 0, 0)), measured));
    expect(pages).toEqual(Array(9).fill('colour'));
  });

  it('also finds a dot of a quarter of a millimetre', async () => {
    const pages = kinds(await eachPage('small-dots.pdf', await lonelyDotPdf(0.25, grayscale(0.2)), measured));
    expect(pages).toEqual(Array(9).fill('blackWhite'));
  });

  it('keeps an empty page and a page of only white blank', async () => {
    const pages = await eachPage('blank.pdf', await blankPagesPdf(), measured);
    expect(kinds(pages)).toEqual(['blank', 'blank']);
  });

  it('keeps a scanned blank sheet with faint noise blank: the finer look averages the scan', async () => {
    const pages = await eachPage('blank-scan.pdf', await blankScanPdf(), measured);
    expect(kinds(pages)).toEqual(['blank']);
  });

  it('judges pages the same in strips as in one piece', async () => {
    const bytes = await mixedKindsPdf();
    const inOnePiece = await eachPage('mixed.pdf', bytes, lookedAt(FINE_LOOK));
    const inStrips = await eachPage('mixed.pdf', bytes, lookedAt({ ...FINE_LOOK, stripPixels: 100_000 }));
    expect(inOnePiece[0]!.pixels).toBe(1240 * 1754);
    expect(kinds(inStrips)).toEqual(kinds(inOnePiece));
    // Text and filled shapes give the very same pixels. The 0.1 pt hairline of page 6 may gain
    // or lose a pixel where it crosses a strip's edge, as PDFium clips the stroke there.
    expect(inStrips.slice(0, 5)).toEqual(inOnePiece.slice(0, 5));
    expect(inStrips[5]!.maxChroma).toBe(inOnePiece[5]!.maxChroma);
  });
});
