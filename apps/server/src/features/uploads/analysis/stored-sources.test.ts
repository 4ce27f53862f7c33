import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from '../../../../test/s3-test-server';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { createLocalFileStorage } from '../../../platform/storage/local-file-storage';
import { createS3FileStorage } from '../../../platform/storage/s3-file-storage';
import { type AnalysisPool, createAnalysisPool } from './analysis-pool';
import {
  A4,
  type FixtureDir,
  fixtureDir,
  jfifJpeg,
  mixedKindsPdf,
  multiPageTiff,
  zipOf,
} from './test-fixtures';

/** Pages of photographic noise, about 1 MB each: a file much larger than the engine's read block. */
async function noisePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const jpeg = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    doc.addPage(A4).drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: A4[0], height: A4[0] });
  }
  return doc.save();
}

/** The storage, counting the bytes read through its opened files (what the workers ask for). */
function counting(storage: FileStorage): { storage: FileStorage; bytesRead: () => number } {
  let bytes = 0;
  return {
    bytesRead: () => bytes,
    storage: {
      ...storage,
      async openRandomAccess(key) {
        const file = await storage.openRandomAccess(key);
        return {
          size: file.size,
          fd: file.fd,
          close: () => file.close(),
          async read(position, length) {
            const read = await file.read(position, length);
            bytes += read.length;
            return read;
          },
        };
      },
    },
  };
}

let files: FixtureDir;
let s3: S3TestServer;
let pool: AnalysisPool;
const fixtures: Record<string, Uint8Array> = {};

beforeAll(async () => {
  [files, s3, pool] = await Promise.all([fixtureDir(), startS3TestServer(), createAnalysisPool({ size: 2 })]);
  fixtures['mixed.pdf'] = await mixedKindsPdf();
  fixtures['scan.jpg'] = await jfifJpeg(150);
  fixtures['pages.tif'] = await multiPageTiff(3, 40);
  fixtures['brief.docx'] = zipOf({ '[Content_Types].xml': '<Types/>' });
  fixtures['archive.zip'] = zipOf({ 'a.txt': 'a' });
  fixtures['noise.pdf'] = await noisePdf(16);
});
afterAll(async () => {
  await pool.close();
  await s3.close();
  await files.remove();
});

const storages: { name: string; make: () => FileStorage }[] = [
  { name: 'the local disk', make: () => createLocalFileStorage(path.join(files.path, 'stored')) },
  {
    name: 'S3',
    make: () =>
      createS3FileStorage({
        bucket: s3.bucket,
        prefix: `analysis-${randomBytes(4).toString('hex')}`,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        scratchDir: path.join(files.path, 'scratch'),
        credentials: S3_TEST_CREDENTIALS,
      }),
  },
];

describe.each(storages)('analysing files stored on $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = make();
    for (const [name, bytes] of Object.entries(fixtures)) await storage.put(`files/${name}`, { bytes });
  });
  afterAll(async () => {
    await storage.close();
  });

  it('gives each file the analysis it gets from a path on this machine', async () => {
    for (const name of ['mixed.pdf', 'scan.jpg', 'pages.tif', 'brief.docx', 'archive.zip']) {
      const local = await files.write(name, fixtures[name]!);
      const fromPath = await pool.analyse(local, { analyse: true });
      const stored = await pool.analyse({ storage, key: `files/${name}` }, { analyse: true });
      expect({ name, ...stored }).toEqual({ name, ...fromPath });
    }
  });

  it('renders a page of a large PDF reading a few blocks of it, not the whole file', async () => {
    const { storage: counted, bytesRead } = counting(storage);
    const size = fixtures['noise.pdf']!.length;
    const page = await pool.renderPage({ storage: counted, key: 'files/noise.pdf' }, 5, 240);
    expect([page.width, page.height]).toEqual([240, 339]);
    // On local disk the workers read the descriptor itself, on S3 a few 1 MiB blocks.
    expect(bytesRead()).toBeLessThan(size / 2);
    expect(size).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('analyses every page of it, as from a path', async () => {
    const local = await files.write('noise.pdf', fixtures['noise.pdf']!);
    const stored = await pool.analyse({ storage, key: 'files/noise.pdf' }, { analyse: true });
    expect(stored).toEqual(await pool.analyse(local, { analyse: true }));
    expect(stored).toMatchObject({ status: 'READY', pageCount: 16 });
  });
});
