import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DetectedFileType } from '@portal/shared/schemas/analysis';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../../platform/storage/local-file-storage';
import { type AnalysisPool, createAnalysisPool } from '../analysis/analysis-pool';
import {
  A4,
  encryptPdf,
  type FixtureDir,
  fixtureDir,
  imagesPdf,
  rotatedPdf,
  zipOf,
} from '../analysis/test-fixtures';
import {
  createPreviewStore,
  type Preview,
  type PreviewStore,
  PreviewUnavailableError,
} from './preview-store';

const halve = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

/** Page 1 red all over, page 2 blank, page 3 landscape A4. */
async function threePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4).drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: rgb(0.9, 0.1, 0.1) });
  doc.addPage(A4);
  doc.addPage([A4[1], A4[0]]).drawRectangle({ x: 100, y: 100, width: 200, height: 100, color: rgb(0, 0, 0) });
  return doc.save();
}

/** Decoded pixels of a preview: size, channels and the widest spread between R, G and B. */
async function pixelsOf(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let maxChroma = 0;
  let darkest = 255;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    maxChroma = Math.max(maxChroma, Math.max(r, g, b) - Math.min(r, g, b));
    darkest = Math.min(darkest, r, g, b);
  }
  return { width: info.width, height: info.height, channels: info.channels, maxChroma, darkest };
}

let files: FixtureDir;
let pool: AnalysisPool;
let store: PreviewStore;
let directory: string;
let pdf: string;
beforeAll(async () => {
  files = await fixtureDir();
  directory = path.join(files.path, 'previews');
  pool = await createAnalysisPool({ size: 1, inspectors: 0 });
  // The fixtures' folder is the storage: a fixture's name is its key.
  store = createPreviewStore({ pool, storage: createLocalFileStorage(files.path) });
  pdf = await files.write('three.pdf', await threePagePdf());
});
afterAll(async () => {
  await pool.close();
  await files.remove();
});

/** Where a preview is on disk. */
const pathOf = (preview: Preview) => path.join(files.path, preview.key);

const request = (sourcePath: string, page = 1, width = 240, fileType: DetectedFileType = 'pdf') => ({
  fileId: randomUUID(),
  source: path.relative(files.path, sourcePath),
  fileType,
  page,
  width,
});

const unavailable = (reason: string) => expect.objectContaining({ name: 'PreviewUnavailableError', reason });

describe('PDF previews', () => {
  it('renders a page to a WebP of the requested width with the page’s aspect ratio', async () => {
    const wanted = request(pdf, 1, 240);
    const preview = await store.get(wanted);
    expect(preview).toMatchObject({ key: `previews/${wanted.fileId}/240-1.webp`, contentType: 'image/webp' });
    expect(pathOf(preview)).toBe(path.join(directory, wanted.fileId, '240-1.webp'));
    expect(await sharp(pathOf(preview)).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 339,
    });
  });

  it('follows landscape pages and /Rotate 90', async () => {
    const rotated = await files.write('rotated.pdf', await rotatedPdf());
    for (const [source, page] of [
      [pdf, 3],
      [rotated, 1],
    ] as const) {
      const preview = await store.get(request(source, page, 480));
      expect(await sharp(pathOf(preview)).metadata()).toMatchObject({ width: 480, height: 339 });
    }
  });

  it('shows a colour page in colour and a blank page white, without an alpha channel', async () => {
    const fileId = randomUUID();
    const colour = await pixelsOf(pathOf(await store.get({ ...request(pdf, 1, 120), fileId })));
    const blank = await pixelsOf(pathOf(await store.get({ ...request(pdf, 2, 120), fileId })));
    expect(colour).toMatchObject({ channels: 3 });
    expect(colour.maxChroma).toBeGreaterThan(150);
    expect(blank.darkest).toBeGreaterThanOrEqual(250);
    expect(blank.maxChroma).toBeLessThan(5);
  });

  it('renders once and serves the cached file after that', async () => {
    const wanted = request(pdf, 1, 480);
    const before = pool.stats().rendered;
    const first = await store.get(wanted);
    const written = (await stat(pathOf(first))).mtimeMs;
    const again = await store.get(wanted);
    expect(again).toEqual(first);
    expect((await stat(pathOf(again))).mtimeMs).toBe(written);
    expect(pool.stats().rendered).toBe(before + 1);
  });

  it('renders once for requests that arrive together, leaving no temporary files', async () => {
    const wanted = request(pdf, 3, 120);
    const before = pool.stats().rendered;
    const previews = await Promise.all([store.get(wanted), store.get(wanted), store.get({ ...wanted })]);
    expect(new Set(previews.map((preview) => preview.key)).size).toBe(1);
    expect(pool.stats().rendered).toBe(before + 1);
    expect(await readdir(path.join(directory, wanted.fileId))).toEqual(['120-3.webp']);
  });

  it('has none for a page out of range, a password-protected or a damaged PDF', async () => {
    const locked = await files.write(
      'locked.pdf',
      await encryptPdf(await threePagePdf(), 'geheim', 'eigenaar'),
    );
    const damaged = await files.write('damaged.pdf', halve(await imagesPdf()));
    await expect(store.get(request(pdf, 4))).rejects.toThrow(PreviewUnavailableError);
    await expect(store.get(request(pdf, 4))).rejects.toEqual(unavailable('pageOutOfRange'));
    await expect(store.get(request(locked))).rejects.toEqual(unavailable('passwordProtected'));
    await expect(store.get(request(damaged))).rejects.toEqual(unavailable('damaged'));
  });
});

describe('image previews', () => {
  it('turns a JPEG by its EXIF orientation and scales it to the width', async () => {
    // Stored 300 × 600, shown a quarter turned: 600 × 300.
    const jpeg = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#1478dc' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const source = await files.write('photo.jpg', jpeg);
    const pixels = await pixelsOf(pathOf(await store.get(request(source, 1, 240, 'jpeg'))));
    expect(pixels).toMatchObject({ width: 240, height: 120 });
    expect(pixels.maxChroma).toBeGreaterThan(150);
    await expect(store.get(request(source, 2, 240, 'jpeg'))).rejects.toEqual(unavailable('pageOutOfRange'));
  });

  it('puts a transparent PNG on white', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const preview = await store.get(request(await files.write('clear.png', png), 1, 120, 'png'));
    expect(await pixelsOf(pathOf(preview))).toMatchObject({
      width: 120,
      height: 60,
      channels: 3,
      darkest: 255,
    });
  });

  it('shows each picture of a multi-page TIFF as a page', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 100, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
    const tiff = await sharp([await frame('#ffffff'), await frame('#ff0000')], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const source = await files.write('pages.tif', tiff);
    const second = await pixelsOf(pathOf(await store.get(request(source, 2, 120, 'tiff'))));
    expect(second.maxChroma).toBeGreaterThan(200);
    await expect(store.get(request(source, 3, 120, 'tiff'))).rejects.toEqual(unavailable('pageOutOfRange'));
  });
});

describe('files without previews', () => {
  it.each<[string, string | Uint8Array, DetectedFileType, string]>([
    ['empty', '', 'empty', 'unsupportedType'],
    ['an office document', zipOf({ '[Content_Types].xml': '<Types/>' }), 'officeDocument', 'unsupportedType'],
    ['a zip', zipOf({ 'a.txt': 'a' }), 'zip', 'unsupportedType'],
    ['unknown', '<html></html>', 'unknown', 'unsupportedType'],
    ['a JPEG cut off', 'not a jpeg at all', 'jpeg', 'damaged'],
  ])('has none for %s', async (name, bytes, fileType, reason) => {
    const source = await files.write(`${name.replaceAll(' ', '-')}.bin`, bytes);
    await expect(store.get(request(source, 1, 120, fileType))).rejects.toEqual(unavailable(reason));
  });

  it('refuses a width the API does not offer and an id that is no safe folder name', async () => {
    await expect(store.get(request(pdf, 1, 241))).rejects.toThrow(RangeError);
    await expect(store.get({ ...request(pdf), fileId: '../etc' })).rejects.toThrow(RangeError);
  });
});

describe('removing', () => {
  it('deletes the previews of one file and leaves the others', async () => {
    const gone = request(pdf, 1, 120);
    const kept = request(pdf, 1, 120);
    await store.get(gone);
    await store.get({ ...gone, page: 2 });
    const keptPreview = await store.get(kept);
    await store.remove(gone.fileId);
    await expect(stat(path.join(directory, gone.fileId))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await stat(pathOf(keptPreview))).isFile()).toBe(true);
    await store.remove(randomUUID());
  });

  it('does not write a preview that was being made when its file was removed', async () => {
    const wanted = request(pdf, 1, 480);
    const making = store.get(wanted);
    await store.remove(wanted.fileId);
    await expect(making).rejects.toEqual(unavailable('removed'));
    await expect(stat(path.join(directory, wanted.fileId))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
