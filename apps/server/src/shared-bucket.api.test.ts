import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkCountOf } from '@portal/shared/rules/upload-chunks';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../test/builders';
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app';
import {
  type Browser,
  finalise,
  headersOf,
  logIn,
  newUpload,
  openSession,
  sendChunk,
} from '../test/upload-client';
import { parseStorageUrl } from './config/storage-url';
import { type AnalysisPool, createAnalysisPool } from './features/uploads/analysis/analysis-pool';
import { plainPdf } from './features/uploads/analysis/test-fixtures';
import { storedFileKey } from './features/uploads/stored-files';
import { buildZip, STORED } from './features/uploads/zip/zip-fixtures';
import { type FileStorage, readAll } from './platform/storage/file-storage';
import { createS3FileStorage } from './platform/storage/s3-file-storage';

/**
 * Two instances on two machines (each its own DATA_DIR) sharing one database and one bucket, as
 * behind a load balancer without sticky sessions (decision 0128): the chunks of one upload reach
 * both instances in turn, and the file is whole, stored and analysed, whichever instance finalises.
 */

let database: TestDatabase;
let s3: S3TestServer;
let pool: AnalysisPool;
const dataDirs: string[] = [];
const instances: FastifyInstance[] = [];
const storages: FileStorage[] = [];
let secondConnection: Awaited<ReturnType<TestDatabase['connectAgain']>> | undefined;
let storageUrl: string;

function bucketStorage(dataDir: string): FileStorage {
  const settings = parseStorageUrl(storageUrl, {});
  if (!('kind' in settings) || settings.kind !== 's3') throw new Error(`not an s3:// URL: ${storageUrl}`);
  const storage = createS3FileStorage({
    ...settings,
    scratchDir: path.join(dataDir, 'storage-scratch'),
    credentials: S3_TEST_CREDENTIALS,
  });
  storages.push(storage);
  return storage;
}

async function startInstance(): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shared-bucket-'));
  dataDirs.push(dataDir);
  if (instances.length > 0) secondConnection = await database.connectAgain();
  const app = await createTestApp(secondConnection ?? database, {
    config: { DATA_DIR: dataDir, STORAGE_URL: storageUrl },
    deps: { analysisPool: pool, storage: bucketStorage(dataDir), jobPollMs: 25 },
  });
  instances.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3TestServer();
  storageUrl = s3.storageUrl('shared-bucket');
  pool = await createAnalysisPool({ size: 1 });
  await startInstance();
  await startInstance();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  for (const storage of storages) await storage.close();
  await secondConnection?.close();
  await pool.close();
  await s3.close();
  await database.drop();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

/** Every chunk of the upload, chunk n to instance n mod 2, as a round-robin load balancer would. */
async function sendAlternately(browser: Browser, item: ReturnType<typeof newUpload>) {
  const count = chunkCountOf(item.bytes.length);
  for (let number = 1; number <= count; number += 1) {
    const response = await sendChunk(instances[number % 2] as FastifyInstance, browser, item, number);
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The file as the customer's list shows it once its analysis ended, on whichever instance. */
async function analysedFile(app: FastifyInstance, browser: Browser, sessionId: string, fileId: string) {
  let file: UploadedFile | undefined;
  await expect
    .poll(
      async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v3/uploads/${sessionId}/files/${fileId}`,
          headers: headersOf(browser),
        });
        file = response.json();
        return file?.status;
      },
      // A bound on a busy two-core machine, not a measure.
      { timeout: 60_000 },
    )
    .not.toBe('ANALYZING');
  return file as UploadedFile;
}

describe('two instances on one database and one bucket', { timeout: 90_000 }, () => {
  it('join the chunks of one upload that reached each of them in turn, and analyse the file', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const customer = await aUser(database.db);
    const browser = await logIn(a, customer.email, customer.password);
    const sessionId = await openSession(a, browser);
    // Random pixels, uncompressed: about 1.5 MB, three chunks.
    const { data, info } = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let index = 0; index < data.length; index += 1) data[index] = (index * 7919) % 251;
    const png = await sharp(data, { raw: info })
      .png({ compressionLevel: 0 })
      .withMetadata({ density: 300 })
      .toBuffer();
    const item = newUpload(sessionId, 'affiche.png', png);
    expect(chunkCountOf(png.length)).toBeGreaterThanOrEqual(2);

    await sendAlternately(browser, item);
    // Finalised by the instance that did not take the last chunk.
    const last = chunkCountOf(png.length) % 2;
    const finalising = instances[1 - last] as FastifyInstance;
    const response = await finalise(finalising, browser, item);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = response.json().files as UploadedFile[];
    expect((await readAll(storages[0] as FileStorage, storedFileKey(stored!.uuid))).equals(png)).toBe(true);

    const file = await analysedFile(b, browser, sessionId, stored!.uuid);
    expect(file).toMatchObject({ status: 'READY', fileType: 'png', pageCount: 1, pagesColour: 1 });
    // Nothing of the upload is left in progress, on either instance.
    const other = newUpload(sessionId, 'nog-een.pdf', await plainPdf(1));
    expect((await sendChunk(a, browser, other, 1)).statusCode).toBe(200);
    const list = await a.inject({
      method: 'GET',
      url: `/api/v3/uploads/${sessionId}/files`,
      headers: headersOf(browser),
    });
    expect(list.json().files.map((entry: UploadedFile) => entry.fileName)).toEqual(['affiche.png']);
    expect(await storages[0]!.list(`upload-chunks/${sessionId}/${item.identifier}`)).toEqual([]);
  });

  it('unpack a zip whose chunks reached both, finalised on either', async () => {
    const [a] = instances as [FastifyInstance, FastifyInstance];
    const customer = await aUser(database.db);
    const browser = await logIn(a, customer.email, customer.password);
    const sessionId = await openSession(a, browser);
    const pdf = Buffer.from(await plainPdf(2));
    const filler = Buffer.alloc(1024 * 1024, 7);
    const zip = buildZip([
      { name: 'opvulling.bin', data: filler, method: STORED },
      { name: 'rapport.pdf', data: pdf, method: STORED },
    ]);
    const item = newUpload(sessionId, 'map.zip', zip);
    await sendAlternately(browser, item);
    const response = await finalise(instances[1] as FastifyInstance, browser, item, { unzip: true });
    expect(response.statusCode, response.body).toBe(201);
    const files = response.json().files as UploadedFile[];
    expect(files.map((file) => file.fileName).sort()).toEqual(['opvulling.bin', 'rapport.pdf']);
    const report = files.find((file) => file.fileName === 'rapport.pdf') as UploadedFile;
    expect((await readAll(storages[1] as FileStorage, storedFileKey(report.uuid))).equals(pdf)).toBe(true);
    expect(await analysedFile(a, browser, sessionId, report.uuid)).toMatchObject({
      status: 'READY',
      pageCount: 2,
    });
  });
});
