import { fileAnalysisSchema } from '@portal/shared/schemas/analysis';
import { rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseFile, MAX_PAGES_MEASURED } from './analyse-file';
import {
  annotatedPdf,
  blankPagesPdf,
  blankScanJpeg,
  bleedPdf,
  croppedPdf,
  dotScanPng,
  encryptPdf,
  type FixtureDir,
  fixtureDir,
  imagesPdf,
  jfifJpeg,
  lonelyDotPdf,
  longTextPdf,
  lowResolutionScanPdf,
  mixedKindsPdf,
  multiPageTiff,
  plainPdf,
  rotatedPdf,
  solidPng,
  textPdf,
  zipOf,
} from './test-fixtures';
import { TEXT_LAYER_MAX_CHARS } from './text-layer';

const halve = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

let files: FixtureDir;
beforeAll(async () => {
  files = await fixtureDir();
});
afterAll(async () => {
  await files.remove();
});

const analyse = async (name: string, bytes: Uint8Array | string, analyse = true) => {
  const result = await analyseFile(await files.write(name, bytes), { analyse });
  return fileAnalysisSchema.parse(result);
};

describe('PDF pages: colour, black-white, blank', () => {
  it('classifies black RGB text, grey, blank, a 1 mm dot, CMYK colour and a colour hairline', async () => {
    const result = await analyse('mixed.pdf', await mixedKindsPdf());
    expect(result.status).toBe('READY');
    expect(result.analysed).toBe(true);
    expect(result.pages.map((page) => page.kind)).toEqual([
      'blackWhite',
      'blackWhite',
      'blank',
      'colour',
      'colour',
      'colour',
    ]);
    expect(result).toMatchObject({ pageCount: 6, pagesColour: 3, pagesBW: 2, pagesBlank: 1, format: 'A4' });
    expect(result.pages[2]).toMatchObject({ maxChroma: 0, inkShare: 0 });
    expect(result.pages[1]!.inkShare).toBeGreaterThan(0.1);
  });

  it('reports page size and format after /Rotate', async () => {
    const result = await analyse('rotated.pdf', await rotatedPdf());
    expect(result.pages[0]).toMatchObject({ widthMm: 297, heightMm: 210, format: 'A4', kind: 'blackWhite' });
  });

  it('takes a trim box reaching past the crop box as the finished size', async () => {
    const result = await analyse('cropped.pdf', await croppedPdf());
    expect(result.pages[0]).toMatchObject({ widthMm: 210, heightMm: 297, format: 'A4' });
  });

  it('takes the trim box inside a bleed box and ignores colour outside the trim', async () => {
    const result = await analyse('bleed.pdf', await bleedPdf());
    expect(result.pages[0]).toMatchObject({ widthMm: 210, heightMm: 297, format: 'A4', kind: 'blackWhite' });
  });

  it('renders as printed: an annotation without the print flag does not make a page colour', async () => {
    const hidden = await analyse('note.pdf', await annotatedPdf(false));
    const printed = await analyse('stamp.pdf', await annotatedPdf(true));
    expect(hidden.pages[0]!.kind).toBe('blackWhite');
    expect(printed.pages[0]!.kind).toBe('colour');
  });
});

describe('blank only when nothing prints (decision 0034)', () => {
  it('counts pages whose only mark is a dot of half a millimetre as printed pages', async () => {
    const black = await analyse('dots.pdf', await lonelyDotPdf(0.5));
    const red = await analyse('red-dots.pdf', await lonelyDotPdf(0.5, rgb(1, 0, 0)));
    expect(black).toMatchObject({ pageCount: 9, pagesBW: 9, pagesBlank: 0 });
    expect(red).toMatchObject({ pageCount: 9, pagesColour: 9, pagesBlank: 0 });
  });

  it('counts an empty page and a page of only white as blank', async () => {
    const result = await analyse('blank.pdf', await blankPagesPdf());
    expect(result).toMatchObject({ pageCount: 2, pagesBlank: 2 });
  });

  it('finds a dot of half a millimetre in a 300 DPI scan, also at the worst place', async () => {
    const black = await analyse('dot.png', await dotScanPng(0.5, { r: 0, g: 0, b: 0 }));
    const red = await analyse('red-dot.png', await dotScanPng(0.5, { r: 255, g: 0, b: 0 }));
    const lightGrey = await analyse('grey-dot.png', await dotScanPng(0.5, { r: 191, g: 191, b: 191 }));
    expect(black.pages[0]!.kind).toBe('blackWhite');
    expect(red.pages[0]!.kind).toBe('colour');
    expect(lightGrey.pages[0]!.kind).toBe('blackWhite');
  });

  it('keeps a scanned blank sheet with faint noise blank, as a JPEG file', async () => {
    const result = await analyse('blank-scan.jpg', await blankScanJpeg());
    expect(result.pages[0]).toMatchObject({ kind: 'blank', format: 'A4', dpis: [300] });
  });
});

describe('PDF image DPI', () => {
  it('measures each placement, through rotation and scaled forms, without masks and placeholders', async () => {
    const result = await analyse('images.pdf', await imagesPdf());
    expect(result.dpisPerPage).toEqual([{ page: 1, dpis: [72, 100, 200] }]);
  });

  it('finds a scan under 197 DPI', async () => {
    const result = await analyse('low.pdf', await lowResolutionScanPdf());
    expect(result.dpisPerPage[0]!.dpis).toEqual([47]);
    expect(result.pages[0]!.kind).toBe('blackWhite');
  });

  it('assumes 300 DPI and measures nothing with analysis off', async () => {
    const result = await analyse('off.pdf', await imagesPdf(), false);
    expect(result).toMatchObject({ status: 'READY', analysed: false, pageCount: 1, format: 'A4' });
    expect(result.pages[0]).toMatchObject({ kind: null, dpis: [300], widthMm: 210, heightMm: 297 });
  });
});

describe('PDF status', () => {
  it('needs a password: READY_PASSWORD_PROTECTED', async () => {
    const result = await analyse('locked.pdf', await encryptPdf(await plainPdf(2), 'geheim', 'eigenaar'));
    expect(result).toMatchObject({ status: 'READY_PASSWORD_PROTECTED', pageCount: 0, reason: null });
  });

  it('opens a file with only an owner password normally', async () => {
    const result = await analyse('owner-only.pdf', await encryptPdf(await plainPdf(2), '', 'eigenaar'));
    expect(result).toMatchObject({ status: 'READY', pageCount: 2, pagesBW: 2 });
  });

  it.each([
    ['a PDF cut off half-way', async () => halve(await imagesPdf()), 'damaged', 'pdf'],
    [
      'HTML named .pdf',
      async () => '<!doctype html><html><body>Niet gevonden</body></html>',
      'unsupportedType',
      'unknown',
    ],
    ['a zero-byte file', async () => '', 'empty', 'empty'],
    [
      'a .docx (zip with [Content_Types].xml)',
      async () => zipOf({ '[Content_Types].xml': '<Types/>' }),
      'unsupportedType',
      'officeDocument',
    ],
    ['a plain zip', async () => zipOf({ 'a.txt': 'hallo' }), 'unsupportedType', 'zip'],
  ])('%s is READY_NOT_ANALYZED', async (_name, bytes, reason, fileType) => {
    const result = await analyse('file.pdf', await bytes());
    expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason, fileType, pageCount: 0 });
  });
});

describe('images', () => {
  const colour = { r: 20, g: 120, b: 220 };

  it('reads a JPEG JFIF density of 150 DPI', async () => {
    const result = await analyse('scan.pdf', await jfifJpeg(150));
    expect(result).toMatchObject({ status: 'READY', fileType: 'jpeg', pageCount: 1, pagesColour: 1 });
    expect(result.pages[0]).toMatchObject({ widthMm: 50.8, heightMm: 101.6, dpis: [150] });
  });

  it('reads the pHYs of a PNG', async () => {
    const png = await sharp({ create: { width: 1654, height: 2339, channels: 3, background: '#fff' } })
      .png()
      .withDensity(200)
      .toBuffer();
    const result = await analyse('page.png', png);
    expect(result.pages[0]).toMatchObject({ format: 'A4', kind: 'blank', dpis: [200] });
  });

  it('reads a TIFF resolution and tells greyscale from colour', async () => {
    const tiff = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#444' } })
      .tiff({ xres: 300 / 25.4, yres: 300 / 25.4, resolutionUnit: 'inch' })
      .toBuffer();
    const result = await analyse('plan.tif', tiff);
    expect(result).toMatchObject({ fileType: 'tiff', pagesBW: 1 });
    expect(result.pages[0]).toMatchObject({ widthMm: 50.8, heightMm: 25.4, dpis: [300] });
  });

  it('assumes 300 DPI for an image without a density', async () => {
    const jpeg = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const result = await analyse('photo.jpg', jpeg);
    expect(result.pages[0]).toMatchObject({
      widthMm: 210,
      heightMm: 297,
      format: 'A4',
      dpis: [300],
      kind: 'colour',
    });
  });

  it('reads the pages of a BigTIFF, which the directory walk leaves to sharp', async () => {
    const tiff = await sharp({
      create: { width: 4, height: 12, channels: 3, background: '#000', pageHeight: 4 },
    })
      .tiff({ bigtiff: true })
      .toBuffer();
    const result = await analyse('big.tif', tiff);
    expect(result).toMatchObject({ status: 'READY', pageCount: 3, pagesBW: 3 });
  });

  it('measures no more pages than the work budget allows, but still gives their sizes', async () => {
    const tiff = await multiPageTiff(MAX_PAGES_MEASURED + 1);
    const result = await analyse('archive.tif', tiff);
    expect(result).toMatchObject({
      status: 'READY_NOT_ANALYZED',
      reason: 'tooManyPages',
      pageCount: MAX_PAGES_MEASURED + 1,
      analysed: false,
    });
    expect(await analyse('archive.tif', tiff, false)).toMatchObject({
      status: 'READY',
      pageCount: MAX_PAGES_MEASURED + 1,
    });
  });

  it('calls a cut-off JPEG damaged but keeps its size', async () => {
    const jpeg = await jfifJpeg(150);
    const result = await analyse('cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'damaged', pageCount: 1 });
  });
});

describe('the text layer (issue 31)', () => {
  const textOf = async (name: string, bytes: Uint8Array, analyse = true) =>
    (await analyseFile(await files.write(name, bytes), { analyse })).textLayer;

  it('reads Dutch text with its accents, in one line of single spaces, hyphenated words whole', async () => {
    const bytes = await textPdf([
      ['Überweisung aan de café-coöperatie:', 'wij zijn zeer geïnteres-', 'seerd in   uw  offerte.'],
    ]);
    expect(await textOf('brief.pdf', bytes)).toBe(
      'Überweisung aan de café-coöperatie: wij zijn zeer geïnteresseerd in uw offerte.',
    );
  });

  it('gives both pages of a two-page PDF in order, a line each', async () => {
    const bytes = await textPdf([['Pagina een: offerte'], ['Pagina twee: factuur']]);
    expect(await textOf('twee.pdf', bytes)).toBe('Pagina een: offerte\nPagina twee: factuur');
  });

  it('keeps line n for page n when a page between has no text', async () => {
    const bytes = await textPdf([['voorblad'], [], ['bijlage']]);
    expect(await textOf('drie.pdf', bytes)).toBe('voorblad\n\nbijlage');
  });

  it.each([
    ['a PDF of only a scanned image', lowResolutionScanPdf],
    ['a PDF of only drawings', mixedKindsPdfWithoutText],
  ])('is null for %s, which is found by its name', async (_case, pdf) => {
    expect(await textOf('scan.pdf', await pdf())).toBeNull();
  });

  it.each([
    ['JPEG', 'foto.jpg', () => jfifJpeg(150)],
    ['PNG', 'tekening.png', () => solidPng(40, 40, { r: 0, g: 0, b: 0 })],
    ['TIFF', 'scan.tif', () => multiPageTiff(2)],
  ])('is null for an image file (%s)', async (_type, name, image) => {
    expect(await textOf(name, await image())).toBeNull();
  });

  it('is null for a PDF that needs a password, whose result is otherwise what it was', async () => {
    const result = await analyseFile(
      await files.write('locked.pdf', await encryptPdf(await textPdf([['geheim']]), 'geheim', 'eigenaar')),
      { analyse: true },
    );
    expect(result).toMatchObject({ status: 'READY_PASSWORD_PROTECTED', pageCount: 0, textLayer: null });
  });

  it('is null for a damaged PDF, which is READY_NOT_ANALYZED as before', async () => {
    const result = await analyseFile(await files.write('kapot.pdf', halve(await textPdf([['kapot']]))), {
      analyse: true,
    });
    expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'damaged', textLayer: null });
  });

  it('is read only while the pages are measured: none with the analysis switched off', async () => {
    expect(await textOf('uit.pdf', await textPdf([['offerte']]), false)).toBeNull();
  });

  it('stops at a million characters, the first ones in page order', async () => {
    const { bytes, text } = await longTextPdf(1_200_000);
    expect(text.length).toBeGreaterThan(1_200_000);
    const layer = await textOf('handboek.pdf', bytes);
    expect(layer).toHaveLength(TEXT_LAYER_MAX_CHARS);
    // Not toBe: a failure would print two megabytes.
    expect(layer === text.slice(0, TEXT_LAYER_MAX_CHARS)).toBe(true);
  });
});

/** The mixed-kinds document with its two lines of text left out: grey, blank, colour and a hairline. */
async function mixedKindsPdfWithoutText() {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(await mixedKindsPdf());
  doc.removePage(3);
  doc.removePage(0);
  return doc.save();
}
