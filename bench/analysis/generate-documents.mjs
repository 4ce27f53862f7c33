// Test documents for the analysis benchmark, generated in a temporary folder at run time.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { degrees, grayscale, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

const A4 = [595.28, 841.89];
const A3 = [841.89, 1190.55];
const LOREM =
  'Drukwerk op maat: offertes, brochures en rapporten worden hier opgemaakt, gecontroleerd en geprint. ';

/** Deterministic pseudo-random bytes, so every run measures the same documents. */
function noise(length, seed) {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A photo-like picture: smooth blobs of colour (or grey) upscaled from a small noise field. */
async function picture(width, height, seed, { grey = false, quality = 80 } = {}) {
  const small = { width: Math.ceil(width / 40), height: Math.ceil(height / 40), channels: 3 };
  let image = sharp(noise(small.width * small.height * 3, seed), { raw: small }).resize(width, height, {
    kernel: 'cubic',
  });
  if (grey) image = image.greyscale();
  return image.jpeg({ quality }).toBuffer();
}

/**
 * A paper scan: mostly white with dark text-like strokes and faint sensor noise in every
 * channel, as a colour scanner makes of black-and-white paper; every fourth page has a
 * colour photo on it.
 */
async function scan(width, height, seed, withPhoto) {
  const strokes = noise(Math.ceil(width / 8) * Math.ceil(height / 16), seed).map((b) => (b > 200 ? 30 : 250));
  const base = sharp(strokes, {
    raw: { width: Math.ceil(width / 8), height: Math.ceil(height / 16), channels: 1 },
  })
    .resize(width, height, { kernel: 'nearest' })
    .toColourspace('srgb');
  const layers = [];
  if (withPhoto)
    layers.push({
      input: await picture(Math.round(width / 2), Math.round(height / 4), seed + 7),
      top: 80,
      left: 80,
    });
  // Grain at half resolution: cheaper to make, and scanner noise is not pixel-sharp either.
  const grainSize = { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3 };
  const grain = await sharp(
    noise(grainSize.width * grainSize.height * 3, seed + 3).map((b) => 128 + ((b % 25) - 12)),
    {
      raw: grainSize,
    },
  )
    .resize(width, height)
    .png({ compressionLevel: 1 })
    .toBuffer();
  layers.push({ input: grain, blend: 'overlay' });
  return base.composite(layers).jpeg({ quality: 75 }).toBuffer();
}

/**
 * 300 pages in a mix seen in print orders: text, text with a colour heading, vector charts,
 * photos (one shared, one per page), greyscale pictures, blank pages, rotated and A3 pages.
 */
export async function mixedDocument(pages = 300) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const shared = await doc.embedJpg(await picture(1200, 800, 1));
  const writeText = (page, colourHeading) => {
    const { height } = page.getSize();
    page.drawText('Hoofdstuk', {
      x: 60,
      y: height - 80,
      size: 22,
      font,
      color: colourHeading ? rgb(0.8, 0.1, 0.2) : rgb(0, 0, 0),
    });
    for (let line = 0; line < 45; line++)
      page.drawText(LOREM.slice(0, 80), {
        x: 60,
        y: height - 120 - line * 15,
        size: 10,
        font,
        color: rgb(0, 0, 0),
      });
  };
  for (let i = 0; i < pages; i++) {
    const kind = i % 10;
    const page = doc.addPage(kind === 8 ? A3 : A4);
    // Every 20th page is left blank, as between chapters.
    if (i % 20 === 19) continue;
    if (kind === 0 || kind === 1 || kind === 8) writeText(page, false);
    if (kind === 2) writeText(page, true);
    if (kind === 3) {
      for (let bar = 0; bar < 12; bar++)
        page.drawRectangle({
          x: 60 + bar * 38,
          y: 200,
          width: 30,
          height: 40 + ((bar * 37) % 300),
          color: rgb((bar % 3) / 2, 0.4, 1 - (bar % 4) / 3),
        });
      writeText(page, false);
    }
    if (kind === 4) page.drawImage(shared, { x: 60, y: 300, width: 480, height: 320 });
    if (kind === 5)
      page.drawImage(await doc.embedJpg(await picture(900, 600, 100 + i)), {
        x: 60,
        y: 300,
        width: 480,
        height: 320,
      });
    if (kind === 6)
      page.drawImage(await doc.embedJpg(await picture(800, 1000, 200 + i, { grey: true })), {
        x: 60,
        y: 200,
        width: 400,
        height: 500,
      });
    if (kind === 7) page.drawRectangle({ x: 60, y: 60, width: 400, height: 600, color: grayscale(0.85) });
    if (kind === 9) {
      writeText(page, false);
      page.setRotation(degrees(90));
    }
  }
  return doc.save();
}

/** Full-page A4 scans at 200 DPI, each its own JPEG (no shared image cache to help). */
export async function scanDocument(pages = 60) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const image = await doc.embedJpg(await scan(1654, 2339, 1000 + i, i % 4 === 0));
    doc.addPage(A4).drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  }
  return doc.save();
}

/**
 * Pages that print nothing but are not empty, the ones a page must pass a second, finer look
 * for before it counts as blank (decision 0034): a white rectangle with white text over the
 * page, as office programs leave behind, and a blank sheet scanned at 200 DPI in greyscale
 * (paper tone 245–249, each page its own JPEG), in turn.
 */
export async function blankLookingDocument(pages = 40) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = [1654, 2339];
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage(A4);
    if (i % 2 === 0) {
      page.drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: rgb(1, 1, 1) });
      page.drawText(LOREM.slice(0, 80), { x: 60, y: 700, size: 10, font, color: rgb(1, 1, 1) });
      continue;
    }
    const paper = noise(width * height, 2000 + i).map((b) => 245 + (b % 5));
    const sheet = await sharp(paper, { raw: { width, height, channels: 1 } })
      .jpeg({ quality: 75 })
      .toBuffer();
    page.drawImage(await doc.embedJpg(sheet), { x: 0, y: 0, width: A4[0], height: A4[1] });
  }
  return doc.save();
}

export async function writeDocuments(dir) {
  const mixed = path.join(dir, 'mixed-300.pdf');
  const scans = path.join(dir, 'scans-60.pdf');
  const blankLooking = path.join(dir, 'blank-looking-40.pdf');
  await writeFile(mixed, await mixedDocument());
  await writeFile(scans, await scanDocument());
  await writeFile(blankLooking, await blankLookingDocument());
  return { mixed, scans, blankLooking };
}
