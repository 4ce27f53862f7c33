import { crc32 } from 'node:zlib';
import {
  type Color,
  cmyk,
  concatTransformationMatrix,
  degrees,
  drawObject,
  grayscale,
  PDFDocument,
  PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import sharp from 'sharp';
import { type TempDir, tempDir } from '../../../../test/temp-dir';
import { createPdfiumEngine } from './pdfium/pdfium-engine';

/**
 * Small PDFs and images made at test time, so that the unit tests need nothing outside the
 * repository. Each builder returns bytes; `fixtureDir` writes them to a temporary folder.
 */

export const A4: [number, number] = [595.28, 841.89];
const MM = 72 / 25.4;

export type FixtureDir = TempDir;
export const fixtureDir = (): Promise<FixtureDir> => tempDir('analysis-test-');

export async function solidPng(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function text(page: PDFPage, doc: PDFDocument, colour = rgb(0, 0, 0)) {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Offerte 2026 – drukwerk', { x: 72, y: 700, size: 24, font, color: colour });
}

/**
 * Page 1 black RGB text, 2 grey area, 3 blank, 4 black text with one red dot of 1 mm,
 * 5 CMYK magenta, 6 one light-blue hairline of 0.1 pt.
 */
export async function mixedKindsPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  await text(doc.addPage(A4), doc);
  doc.addPage(A4).drawRectangle({ x: 100, y: 100, width: 300, height: 300, color: grayscale(0.5) });
  doc.addPage(A4);
  const dotted = doc.addPage(A4);
  await text(dotted, doc);
  dotted.drawCircle({ x: 300, y: 300, size: 0.5 * MM, color: rgb(1, 0, 0) });
  doc.addPage(A4).drawRectangle({ x: 100, y: 100, width: 50, height: 50, color: cmyk(0, 1, 0, 0) });
  doc.addPage(A4).drawLine({
    start: { x: 100, y: 100.3 },
    end: { x: 400, y: 160.7 },
    thickness: 0.1,
    color: rgb(0.6, 0.8, 1),
  });
  return doc.save();
}

/** One pixel of the 50 DPI analysis render, in points. */
const COARSE_PIXEL_PT = 72 / 50;

/**
 * Nine A4 pages holding nothing but one round dot `diameterMm` across, its centre moved by a
 * third of a 50 DPI pixel each way from page to page: some of the dots fall between the pixel
 * centres of a 50 DPI render.
 */
export async function lonelyDotPdf(diameterMm: number, colour: Color = grayscale(0)): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      doc.addPage(A4).drawCircle({
        x: 300 + (column * COARSE_PIXEL_PT) / 3,
        y: 400 + (row * COARSE_PIXEL_PT) / 3,
        size: (diameterMm / 2) * MM,
        color: colour,
      });
  return doc.save();
}

/** Page 1 has no content at all; page 2 only white: a white rectangle and white text. */
export async function blankPagesPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4);
  const white = doc.addPage(A4);
  white.drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: rgb(1, 1, 1) });
  await text(white, doc, rgb(1, 1, 1));
  return doc.save();
}

/** The same numbers on every run (mulberry32), so that a noisy fixture is the same file each time. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const A4_AT_300_DPI = { width: 2480, height: 3508 };

/**
 * A blank sheet scanned at 300 DPI in greyscale, as a scanner saves it (JPEG, quality 75):
 * paper tone 247 (ink 8) with sensor noise (Gaussian, σ 2.2). About fifteen single pixels
 * come out just over the ink line of 16, too few for the 50 DPI render to sample one; a
 * finer look that picked pixels instead of averaging them would find some.
 */
export async function blankScanJpeg(): Promise<Buffer> {
  const { width, height } = A4_AT_300_DPI;
  const random = seededRandom(7);
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) {
    // Box–Muller: a normally distributed number from two uniform ones.
    const normal = Math.sqrt(-2 * Math.log(random() || Number.MIN_VALUE)) * Math.cos(2 * Math.PI * random());
    pixels[i] = Math.max(0, Math.min(255, Math.round(247 + 2.2 * normal)));
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 75 })
    .withDensity(300)
    .toBuffer();
}

/** blankScanJpeg placed on a whole A4 page, as a scanner's PDF holds it. */
export async function blankScanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  page.drawImage(await doc.embedJpg(await blankScanJpeg()), { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}

/**
 * A 300 DPI A4 scan (PNG) of white paper with one dot `diameterMm` across, its edge smoothed as
 * a scanner's optics smooth it, centred where four pixels of a 50 DPI copy meet: its ink is
 * shared out over four of them, the worst place for it.
 */
export async function dotScanPng(diameterMm: number, colour: { r: number; g: number; b: number }) {
  const { width, height } = A4_AT_300_DPI;
  const pixels = Buffer.alloc(width * height * 3, 255);
  const radius = ((diameterMm / 25.4) * 300) / 2;
  const [centreX, centreY] = [1200, 1800];
  const samples = 4;
  for (let y = Math.floor(centreY - radius); y <= Math.ceil(centreY + radius); y++)
    for (let x = Math.floor(centreX - radius); x <= Math.ceil(centreX + radius); x++) {
      let inside = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const dx = x + (sx + 0.5) / samples - centreX;
          const dy = y + (sy + 0.5) / samples - centreY;
          if (dx * dx + dy * dy <= radius * radius) inside++;
        }
      const cover = inside / samples ** 2;
      const at = (y * width + x) * 3;
      pixels[at] = Math.round(255 - cover * (255 - colour.r));
      pixels[at + 1] = Math.round(255 - cover * (255 - colour.g));
      pixels[at + 2] = Math.round(255 - cover * (255 - colour.b));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .withDensity(300)
    .toBuffer();
}

/** One A4 page with /Rotate 90: printed as 297 × 210 mm. */
export async function rotatedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  await text(page, doc);
  page.setRotation(degrees(90));
  return doc.save();
}

/**
 * A4 trim inside a 3 mm bleed media box, with a colour bar in the bleed: the page is A4 and
 * black-and-white, as it will be after cutting.
 */
export async function bleedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const bleed = 3 * MM;
  const page = doc.addPage([A4[0] + 2 * bleed, A4[1] + 2 * bleed]);
  page.setTrimBox(bleed, bleed, A4[0], A4[1]);
  await text(page, doc);
  page.drawRectangle({ x: 0, y: 0, width: A4[0] + 2 * bleed, height: bleed * 0.8, color: rgb(0, 0.6, 1) });
  return doc.save();
}

/** An A4 trim box over the whole media box, with a smaller crop box showing only part of it. */
export async function croppedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  await text(page, doc);
  page.setCropBox(100, 200, 300, 300);
  page.setTrimBox(0, 0, A4[0], A4[1]);
  return doc.save();
}

/**
 * Black text and a red square annotation; printable false leaves out the annotation's print
 * flag, as a reviewer's note that must not end up on paper.
 */
export async function annotatedPdf(printable: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  await text(page, doc);
  const { context } = doc;
  const appearance = context.register(
    context.stream('1 0 0 rg 0 0 100 100 re f', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 100, 100] }),
  );
  const annotation = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Square',
      Rect: [100, 100, 200, 200],
      F: printable ? 4 : 0,
      C: [1, 0, 0],
      IC: [1, 0, 0],
      AP: { N: appearance },
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([annotation]));
  return doc.save();
}

/**
 * Images for the DPI rules: one 300 × 150 px photo placed at 3 × 1.5 in (100 DPI) and at
 * 1.5 × 0.75 in (200 DPI), the same photo rotated inside a form scaled 1.5 × with a /Matrix
 * of 2 (300 × 150 pt: 72 DPI), a 1 × 1 placeholder stretched over the page and an 8 × 8
 * stencil mask.
 */
export async function imagesPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const photo = await doc.embedPng(await solidPng(300, 150, { r: 200, g: 30, b: 30 }));
  page.drawImage(photo, { x: 20, y: 20, width: 216, height: 108 });
  page.drawImage(photo, { x: 20, y: 300, width: 108, height: 54 });
  const placeholder = await doc.embedPng(await solidPng(1, 1, { r: 0, g: 0, b: 0 }));
  page.drawImage(placeholder, { x: 0, y: 700, width: 500, height: 100 });

  const { context } = doc;
  const form = context.register(
    context.stream('q 0 100 -50 0 50 0 cm /Photo Do Q', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 100, 100],
      Matrix: [2, 0, 0, 2, 0, 0],
      Resources: { XObject: { Photo: photo.ref } },
    }),
  );
  const mask = context.register(
    context.stream(new Uint8Array(8).fill(0xaa), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 8,
      Height: 8,
      ImageMask: true,
      BitsPerComponent: 1,
    }),
  );
  const formName = page.node.newXObject('Fm', form);
  const maskName = page.node.newXObject('Mask', mask);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(1.5, 0, 0, 1.5, 300, 400),
    drawObject(formName),
    popGraphicsState(),
    pushGraphicsState(),
    concatTransformationMatrix(200, 0, 0, 200, 300, 100),
    drawObject(maskName),
    popGraphicsState(),
  );
  return doc.save();
}

/** A 390 × 390 px greyscale scan placed on a whole A4 page: about 47 DPI. */
export async function lowResolutionScanPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const scan = await sharp({ create: { width: 390, height: 551, channels: 3, background: '#777' } })
    .greyscale()
    .jpeg()
    .toBuffer();
  page.drawImage(await doc.embedJpg(scan), { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}

/** Pages with a large decoded image each: work that takes a worker well over a millisecond. */
export async function heavyPdf(pages: number, side = 2000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await solidPng(side, side, { r: 30, g: 90, b: 200 }));
  for (let i = 0; i < pages; i++)
    doc.addPage(A4).drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[0] });
  return doc.save();
}

export async function plainPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) await text(doc.addPage(A4), doc);
  return doc.save();
}

/** US-Letter pages (215.9 × 279.4 mm) with a line of text each: a non-standard size (decision 0132). */
export async function letterPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) await text(doc.addPage([612, 792]), doc);
  return doc.save();
}

/** A4 pages of lines of Helvetica (WinAnsi: Dutch and German accents included), `size` points high. */
export async function textPdf(pages: readonly (readonly string[])[], size = 12): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage(A4);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 36, y: A4[1] - 36 - (i + 1) * size * 1.2, size, font });
    });
  }
  return doc.save();
}

/**
 * At least `chars` characters of Dutch prose in lines of whole words, in type so small that a
 * page holds about 100,000 of them: the file, and its text as one line a page.
 */
export async function longTextPdf(chars: number): Promise<{ bytes: Uint8Array; text: string }> {
  const words = 'Drukwerk op maat: offertes, brochures en rapporten worden hier opgemaakt en geprint.'.split(
    ' ',
  );
  const lines: string[] = [];
  let line: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const word = words[i % words.length] ?? '';
    line.push(word);
    length += word.length + 1;
    if (line.length === 40) {
      lines.push(line.join(' '));
      line = [];
    }
  }
  if (line.length > 0) lines.push(line.join(' '));
  const perPage = 350;
  const pages = Array.from({ length: Math.ceil(lines.length / perPage) }, (_, i) =>
    lines.slice(i * perPage, (i + 1) * perPage),
  );
  return { bytes: await textPdf(pages, 1.8), text: pages.map((page) => page.join(' ')).join('\n') };
}

/**
 * Encrypts with PDFium itself (pdf-lib cannot): a user password makes the file unreadable
 * without it; an owner password alone only restricts permissions.
 */
export async function encryptPdf(bytes: Uint8Array, userPassword: string, ownerPassword: string) {
  const engine = await createPdfiumEngine();
  const { lib } = engine;
  const data = engine.malloc(bytes.length);
  engine.u8().set(bytes, data);
  const doc = lib.FPDF_LoadMemDocument(data, bytes.length, '');
  const allPermissions = 0xfffffffc;
  if (!doc || !lib.EPDF_SetEncryption(doc, userPassword, ownerPassword, allPermissions))
    throw new Error('PDFium could not encrypt the fixture');
  const writer = lib.PDFiumExt_OpenFileWriter();
  lib.PDFiumExt_SaveAsCopy(doc, writer);
  const size = lib.PDFiumExt_GetFileWriterSize(writer);
  const out = engine.malloc(size);
  lib.PDFiumExt_GetFileWriterData(writer, out, size);
  const encrypted = engine.u8().slice(out, out + size);
  lib.PDFiumExt_CloseFileWriter(writer);
  lib.FPDF_CloseDocument(doc);
  return encrypted;
}

/** A zip with stored (uncompressed) entries, written by hand: .docx and friends are zips. */
export function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A TIFF of `pages` pages of `side` × `side` px at 300 DPI, black and white in turn (page 1
 * white): each page is its own directory, as a scanner writes a multi-page scan.
 */
export async function multiPageTiff(pages: number, side = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(pages * side * side * 3);
  for (let page = 0; page < pages; page++) {
    const start = page * side * side * 3;
    pixels.fill(page % 2 === 0 ? 255 : 0, start, start + side * side * 3);
  }
  return sharp(pixels, { raw: { width: side, height: pages * side, channels: 3, pageHeight: side } })
    .tiff({ xres: 300 / 25.4, yres: 300 / 25.4, resolutionUnit: 'inch' })
    .toBuffer();
}

/** A JPEG whose only resolution is a JFIF header saying `dpi` (sharp writes EXIF, not JFIF). */
export async function jfifJpeg(dpi: number, colour = { r: 20, g: 120, b: 220 }): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 300, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 2, 1, 0, 0, 0, 0, 0, 0]);
  app0.writeUInt16BE(dpi, 12);
  app0.writeUInt16BE(dpi, 14);
  return Buffer.concat([jpeg.subarray(0, 2), app0, jpeg.subarray(2)]);
}
