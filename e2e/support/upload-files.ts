import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { pagesDocx } from '../../apps/server/test/office-fixtures';
import { encryptPdf } from '../../apps/server/test/pdf-fixtures';

/** A file as Playwright's file chooser takes it. */
export type TestFile = { name: string; mimeType: string; buffer: Buffer };

const A4: [number, number] = [595.28, 841.89];

/**
 * Three A4 pages: a colour photo of 300 × 200 px placed 180 mm wide (about 42 DPI, so the
 * low-resolution warning), black text, and a blank page.
 */
export async function reportPdf(name = 'rapport.pdf'): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d23c2c' } })
    .png()
    .toBuffer();
  const image = await doc.embedPng(photo);
  const width = (180 / 25.4) * 72;
  doc.addPage(A4).drawImage(image, { x: 50, y: 300, width, height: (width * 2) / 3 });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(A4).drawText('Jaarverslag 2026', { x: 72, y: 700, size: 24, font, color: rgb(0, 0, 0) });
  doc.addPage(A4);
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** One page of plain black text. */
export async function letterPdf(name: string): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(A4).drawText('Geachte heer, mevrouw,', { x: 72, y: 760, size: 12, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A colour PNG of 600 × 400 px that declares 300 DPI: sharp enough, no warning. */
export async function photoPng(name = 'foto.png'): Promise<TestFile> {
  const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2563eb' } })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * Twelve A4 pages of vector text and shapes: nine black-white, three (pages 4, 8 and 12) with a
 * colour block. Vector only, so no resolution warning.
 */
export async function twelvePagePdf(name = 'handboek.pdf'): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 12; page += 1) {
    const sheet = doc.addPage(A4);
    sheet.drawText(`Hoofdstuk ${page}`, { x: 72, y: 760, size: 18, font, color: rgb(0, 0, 0) });
    if (page % 4 === 0)
      sheet.drawRectangle({ x: 72, y: 400, width: 300, height: 200, color: rgb(0.1, 0.4, 0.85) });
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** One US-Letter page (215.9 × 279.4 mm, wider than A4) of black text. */
/**
 * A letter that opens only with a password: the one kind of PDF that stays without a price
 * (spec 01 section 8; every size is priced since decision 0132). Encrypted with PDFium, as the
 * server's own tests do.
 */
export async function passwordProtectedPdf(name = 'beveiligd.pdf'): Promise<TestFile> {
  const letter = await letterPdf(name);
  const buffer = Buffer.from(await encryptPdf(letter.buffer, 'gebruiker', 'eigenaar'));
  return { ...letter, buffer };
}

export async function usLetterPdf(name = 'us-letter.pdf'): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Dear customer,', { x: 72, y: 720, size: 12, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A Word document of `pages` A4 pages of text, as Word writes the package (decision 0132). */
export function wordDocument(name: string, pages: number): TestFile {
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(pagesDocx(pages)),
  };
}

/**
 * The photo (issue 32 point 1): a colour JPG of 1800 × 1200 px that declares 300 DPI,
 * 152.4 × 101.6 mm. Sharp at its own size; about 77 DPI on an A2 poster.
 */
export async function photoJpg(name = 'foto-1800.jpg'): Promise<TestFile> {
  const buffer = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#c2410c' } })
    .withMetadata({ density: 300 })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
