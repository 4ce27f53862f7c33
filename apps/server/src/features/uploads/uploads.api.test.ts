import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { chunkCountOf } from '@portal/shared/rules/upload-chunks';
import type { PageAnalysis } from '@portal/shared/schemas/analysis';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, type BuiltUser, revokedLogins } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase, testStorageUrl } from '../../../test/test-app';
import { testStorage } from '../../../test/test-storage';
import {
  analysed,
  type Browser,
  finalise,
  headersOf,
  logIn,
  newUpload,
  openSession,
  sendChunk,
  upload,
} from '../../../test/upload-client';
import { type FileStorage, readAll } from '../../platform/storage/file-storage';
import { SESSION_TTL_MS } from '../accounts/sessions.service';
import type { AnalysisResult } from './analysis/analyse-file';
import { encryptPdf, mixedKindsPdf, plainPdf, zipOf } from './analysis/test-fixtures';
import { storedFileKey } from './stored-files';
import { createUploadsRepository } from './uploads.repository';
import { uploadedFiles } from './uploads.tables';
import { buildZip, STORED } from './zip/zip-fixtures';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let dataDir: string;
let karinsAccount: BuiltUser;
let karin: Browser;
let sessionId: string;

/** The app's file storage: the local disk, or a bucket when the suite runs on S3 (scripts/test-api-s3.mjs). */
let storage: FileStorage;
const onS3 = () => process.env.TEST_STORAGE_URL !== undefined;
const storedBytes = (fileId: string) => readAll(storage, storedFileKey(fileId));
const isStored = async (fileId: string) => (await storage.size(storedFileKey(fileId))) !== null;
/** The sizes of every stored file. */
const storedSizes = async () => (await storage.list('files')).map((entry) => entry.size);
/**
 * An instance whose storage refuses every write of this upload: on the local disk a file where
 * the upload's folder should be; on S3 a second instance on the same bucket and database whose
 * bucket refuses the upload's keys (as a bucket policy or a full quota would).
 */
async function refusingWritesOf(identifier: string): Promise<FastifyInstance> {
  if (!onS3()) {
    await mkdir(path.join(dataDir, 'uploads', sessionId), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', sessionId, identifier), 'blokkade');
    return app;
  }
  const refusing: FileStorage = {
    ...storage,
    put: (key, source) =>
      key.includes(identifier) ? Promise.reject(new Error('AccessDenied')) : storage.put(key, source),
  };
  return createTestApp(database, {
    config: { DATA_DIR: dataDir, STORAGE_URL: testStorageUrl(dataDir) as string },
    deps: { clock, runJobs: false, storage: refusing },
  });
}

/**
 * The session's uploads in progress, wherever their chunks are: under DATA_DIR/uploads on the
 * local disk, in the bucket on S3 (decision 0128).
 */
async function uploadsInProgress(session: string): Promise<string[]> {
  const local = await readdir(path.join(dataDir, 'uploads', session)).catch(() => [] as string[]);
  const stored = (await storage.list(`upload-manifests/${session}`)).map((entry) =>
    entry.key.split('/').pop(),
  );
  return [...local, ...stored].filter((name): name is string => name !== undefined);
}
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const get = (url: string, browser: Browser) =>
  app.inject({ method: 'GET', url, headers: headersOf(browser) });
const filesOf = async (browser: Browser, session = sessionId): Promise<UploadedFile[]> =>
  (await get(`/api/v3/uploads/${session}/files`, browser)).json().files;
/** Which files the session holds, not how far their analyses have come: earlier tests' files may still be analysed. */
const fileIdsOf = async (browser: Browser): Promise<string[]> =>
  (await filesOf(browser)).map((file) => file.uuid);

/** An uncompressed PNG of about 1.4 MB: three chunks, and any mistake in joining them breaks it. */
async function largePng(): Promise<Buffer> {
  return sharp({ create: { width: 700, height: 700, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png({ compressionLevel: 0 })
    .withMetadata({ density: 150 })
    .toBuffer();
}

async function uploadedOk(name: string, bytes: Uint8Array, options = {}): Promise<UploadedFile> {
  const response = await upload(app, karin, sessionId, name, bytes, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files[0];
}

const clock = mutableClock();

/** A customer of their own, logged in with a fresh browser (no upload session yet). */
async function aLoggedInCustomer(name?: string): Promise<Browser> {
  const user = await aUser(database.db, { name });
  return logIn(app, user.email, user.password);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-api-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  storage = testStorage(dataDir);
  karinsAccount = await aUser(database.db, { name: 'Karin' });
  karin = await logIn(app, karinsAccount.email, karinsAccount.password);
  sessionId = await openSession(app, karin);
});

afterAll(async () => {
  await app.close();
  await storage.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the upload session', () => {
  it('needs a login, sets an httpOnly cookie and stays the same for this browser', async () => {
    expect((await get('/api/v3/uploads/session', {})).statusCode).toBe(401);
    const browser = await aLoggedInCustomer();
    const response = await get('/api/v3/uploads/session', browser);
    const cookie = response.cookies.find((item) => item.name === 'upload_session');
    expect(cookie?.httpOnly).toBe(true);
    browser.cookie = cookie?.value;
    const again = await openSession(app, browser);
    expect(again).toBe(response.json().sessionId);
    expect(again).not.toBe(sessionId);
  });

  // With files in the cart, a logout keeps them for the next login instead: cart-across-logins.api.test.ts.
  it('closes at logout when nothing is in the cart: the next login starts with an empty session, and the old files go', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(app, user.email, user.password);
    const first = await openSession(app, browser);
    const finalised = await upload(app, browser, first, 'vergeten.pdf', await plainPdf(1));
    expect(finalised.statusCode).toBe(201);
    const forgotten = finalised.json().files[0].uuid;
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/logout',
      headers: headersOf(browser),
    });
    expect(logout.statusCode).toBe(204);
    const again = await logIn(app, user.email, user.password);
    again.cookie = browser.cookie;
    const second = await openSession(app, again);
    expect(second).not.toBe(first);
    expect((await get(`/api/v3/uploads/${first}/files`, again)).statusCode).toBe(404);
    // Nobody can reach them, so they do not stay on disk or count for the quota.
    await app.jobs.drain();
    expect(await isStored(forgotten)).toBe(false);
  });
});

describe('chunks', () => {
  it('joins chunks that arrive out of order, twice and in parallel into the exact file', async () => {
    const bytes = await largePng();
    const item = newUpload(sessionId, 'poster.png', bytes);
    expect(Math.floor(bytes.length / UPLOAD_CHUNK_SIZE_BYTES)).toBeGreaterThanOrEqual(2);
    for (const number of [2, 1, 2]) expect((await sendChunk(app, karin, item, number)).statusCode).toBe(200);
    const parallel = await Promise.all([1, 2].map((number) => sendChunk(app, karin, item, number)));
    expect(parallel.map((response) => response.statusCode)).toEqual([200, 200]);

    const response = await finalise(app, karin, item);
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().files as UploadedFile[];
    expect(file).toMatchObject({ fileName: 'poster.png', size: bytes.length, status: 'ANALYZING' });
    expect((await storedBytes(file!.uuid)).equals(bytes)).toBe(true);

    const done = await analysed(app, karin, sessionId, file!.uuid);
    expect(done).toMatchObject({
      status: 'READY',
      fileType: 'png',
      pageCount: 1,
      pagesColour: 1,
      pagesBW: 0,
    });
    expect(done.dpisPerPage).toEqual([{ page: 1, dpis: [150] }]);
  });

  it('accepts the first chunks of an upload arriving at the same moment, as flow.js sends them', async () => {
    const bytes = await largePng();
    for (let round = 0; round < 10; round += 1) {
      const item = newUpload(sessionId, `gelijktijdig-${round}.png`, bytes);
      const answers = await Promise.all([1, 2].map((number) => sendChunk(app, karin, item, number)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
  });

  it('refuses a chunk whose size does not fit the file, and a body longer or shorter than announced', async () => {
    const bytes = await largePng();
    const item = newUpload(sessionId, 'scheef.png', bytes);
    const wrongSize = await sendChunk(
      app,
      karin,
      item,
      1,
      { flowCurrentChunkSize: 1000 },
      bytes.subarray(0, 1000),
    );
    expect(wrongSize.statusCode).toBe(422);
    expect(wrongSize.json().error).toBe('CHUNK_INVALID');

    // Parameters flow.js would never send answer 422, which it does not retry, not 400.
    const otherChunkSize = await sendChunk(app, karin, item, 1, { flowChunkSize: 1000 });
    expect(otherChunkSize.statusCode).toBe(422);
    expect(otherChunkSize.json().error).toBe('CHUNK_INVALID');

    const tooShort = await sendChunk(app, karin, item, 1, {}, bytes.subarray(0, 1000));
    expect(tooShort.json().error).toBe('CHUNK_SIZE_MISMATCH');

    // A lying total: the body brings more bytes than the chunk (and so the file) may have.
    const tooLong = await sendChunk(
      app,
      karin,
      item,
      1,
      {},
      bytes.subarray(0, UPLOAD_CHUNK_SIZE_BYTES + 5000),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error).toBe('CHUNK_SIZE_MISMATCH');

    const changedTotal = await sendChunk(app, karin, item, 1, {});
    expect(changedTotal.statusCode).toBe(200);
    const otherTotal = await sendChunk(app, karin, item, 2, {
      flowTotalSize: bytes.length + UPLOAD_CHUNK_SIZE_BYTES,
      flowTotalChunks: 3,
    });
    expect(otherTotal.json().error).toBe('CHUNK_INVALID');

    // Only chunk 1 arrived whole: the upload lacks chunk 2 until it comes as it should.
    expect((await finalise(app, karin, item)).json().error).toBe('UPLOAD_INCOMPLETE');
    expect((await sendChunk(app, karin, item, 2)).statusCode).toBe(200);
    expect((await finalise(app, karin, item)).statusCode).toBe(201);
  });

  it('refuses a declared total over 2 GB before writing anything', async () => {
    const item = newUpload(sessionId, 'enorm.iso', new Uint8Array(10));
    const response = await sendChunk(app, karin, item, 1, {
      flowTotalSize: 2147483649,
      flowTotalChunks: 4096,
      flowCurrentChunkSize: UPLOAD_CHUNK_SIZE_BYTES,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'FILE_TOO_LARGE',
      message: 'De maximaal toegestane bestandsgrootte is 2GB.',
    });
    expect(await uploadsInProgress(sessionId)).not.toContain(item.identifier);
  });

  it('fails a finalise with missing chunks with UPLOAD_INCOMPLETE, keeps the other files, and takes the retry', async () => {
    const before = await fileIdsOf(karin);
    const bytes = await largePng();
    const item = newUpload(sessionId, 'half.png', bytes);
    await sendChunk(app, karin, item, 1);
    const response = await finalise(app, karin, item);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('UPLOAD_INCOMPLETE');
    expect(await fileIdsOf(karin)).toEqual(before);
    // The chunks that did arrive are kept: the rest, then a finalise, completes the file.
    for (let number = 2; number <= chunkCountOf(bytes.length); number += 1)
      expect((await sendChunk(app, karin, item, number)).statusCode).toBe(200);
    expect((await finalise(app, karin, item)).statusCode).toBe(201);
  });

  it('leaves the chunks after a finalise with the wrong chunk count, so the correct retry succeeds', async () => {
    const bytes = await largePng();
    const item = newUpload(sessionId, 'verkeerd-geteld.png', bytes);
    const count = chunkCountOf(bytes.length);
    for (let number = 1; number <= count; number += 1) await sendChunk(app, karin, item, number);
    const wrong = await finalise(app, karin, item, { chunkCount: count - 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('UPLOAD_INCOMPLETE');
    expect((await finalise(app, karin, item)).statusCode).toBe(201);
  });

  it('refuses a NUL character in any input with VALIDATION_ERROR before it reaches the database', async () => {
    const item = newUpload(sessionId, 'nul.zip', zipOf({ 'lees-mij.txt': 'hallo' }));
    expect((await sendChunk(app, karin, item, 1)).statusCode).toBe(200);
    // In a name as well: the first chunk is refused.
    const named = newUpload(sessionId, 'nul\u0000.pdf', await plainPdf(1));
    expect((await sendChunk(app, karin, named, 1)).json().error).toBe('VALIDATION_ERROR');
    const response = await app.inject({
      method: 'POST',
      url: `/api/v3/uploads/${sessionId}/files`,
      headers: headersOf(karin),
      payload: {
        identifier: item.identifier,
        name: item.name,
        relativePath: 'map\u0000/x',
        chunkCount: 1,
        unzip: true,
        analyse: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
    // Nothing was lost: the same upload finalises once the path is right.
    expect((await finalise(app, karin, item, { unzip: true })).statusCode).toBe(201);
  });

  it('clears the work folder a crashed finalise left, when the server starts', async () => {
    const leftover = path.join(dataDir, 'uploads', sessionId, `iets.abcdef.work`);
    await mkdir(path.join(leftover, 'entries'), { recursive: true });
    await writeFile(path.join(leftover, 'entries', 'half-uitgepakt.pdf'), 'x'.repeat(1000));
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const dir of [leftover, path.join(leftover, 'entries')]) await utimes(dir, anHourAgo, anHourAgo);
    const restarted = await createTestApp(database, {
      config: { DATA_DIR: dataDir },
      deps: { runJobs: false },
    });
    await restarted.close();
    expect(await exists(leftover)).toBe(false);
  });

  it('fails only that file with UPLOAD_WRITE_FAILED when the storage refuses, leaving nothing behind', async () => {
    const item = newUpload(sessionId, 'schijf-vol.pdf', await plainPdf(1));
    const refusing = await refusingWritesOf(item.identifier);
    try {
      const response = await sendChunk(refusing, karin, item, 1);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: 'UPLOAD_WRITE_FAILED' });
      expect(await uploadsInProgress(sessionId)).not.toContain(item.identifier);
      expect((await filesOf(karin)).some((file) => file.fileName === 'schijf-vol.pdf')).toBe(false);
    } finally {
      if (refusing !== app) await refusing.close();
    }
  });

  it('sweeps away uploads that received no chunk for a day, and keeps those in progress', async () => {
    const abandoned = newUpload(sessionId, 'verlaten.pdf', await plainPdf(1));
    const active = newUpload(sessionId, 'bezig.pdf', await plainPdf(1));
    await sendChunk(app, karin, abandoned, 1);
    await sendChunk(app, karin, active, 1);
    // The sweep is an hourly job: an hour later it has run, and both uploads are recent. Then the
    // clock goes back: the logins of this file's customers last 15 minutes (decision 0035).
    const sweepAfter = async (ms: number) => {
      clock.advance(ms);
      await app.jobs.drain();
      clock.advance(-ms);
    };
    await sweepAfter(60 * 60 * 1000);
    expect((await finalise(app, karin, active)).statusCode).toBe(201);
    // Two days on, the upload that got no chunk since is gone, wherever its chunks were.
    await sweepAfter(2 * 24 * 60 * 60 * 1000);
    expect((await finalise(app, karin, abandoned)).json().error).toBe('UPLOAD_INCOMPLETE');
    expect(await uploadsInProgress(sessionId)).not.toContain(abandoned.identifier);
  });
});

describe('owners', () => {
  it("lets nobody read, list, delete, preview or add to another session's files", async () => {
    const mine = await uploadedOk('van-karin.pdf', await plainPdf(2));
    await analysed(app, karin, sessionId, mine.uuid);
    const mark = await aLoggedInCustomer('Mark');
    await openSession(app, mark);
    // Karin logged in on another browser, and Karin's cookie with Mark's token: neither is Karin's
    // session. (Her own login without her cookie ends her session here: one-session-per-login.api.test.ts.)
    const karinElsewhere = await logIn(app, karinsAccount.email, karinsAccount.password);
    await openSession(app, karinElsewhere);
    const markWithKarinsCookie: Browser = { token: mark.token, cookie: karin.cookie };

    for (const stranger of [mark, karinElsewhere, markWithKarinsCookie]) {
      expect((await get(`/api/v3/uploads/${sessionId}/files`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v3/uploads/${sessionId}/files/${mine.uuid}`, stranger)).statusCode).toBe(404);
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/v3/uploads/${sessionId}/files/${mine.uuid}`,
        headers: headersOf(stranger),
      });
      expect(removal.statusCode).toBe(404);
      const chunk = await sendChunk(
        app,
        stranger,
        newUpload(sessionId, 'indringer.pdf', await plainPdf(1)),
        1,
      );
      expect(chunk.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    }
    expect((await get(`/media/print-order/preview/${mine.uuid}/120`, mark)).statusCode).toBe(404);
    expect((await get(`/media/print-order/preview/${mine.uuid}/120`, karin)).statusCode).toBe(200);
    expect((await filesOf(karin)).map((file) => file.fileName)).toContain('van-karin.pdf');
  });
});

describe('one browser, two users', () => {
  it("closes the previous user's session when another user logs in on the same browser", async () => {
    const ruud = await aLoggedInCustomer('Ruud');
    const ruudsSession = await openSession(app, ruud);
    const response = await upload(app, ruud, ruudsSession, 'rivier.pdf', await plainPdf(1));
    const file = response.json().files[0] as UploadedFile;
    await analysed(app, ruud, ruudsSession, file.uuid);
    expect((await get(`/media/print-order/preview/${file.uuid}/120`, ruud)).statusCode).toBe(200);

    // Ruud's login expires without a logout; Bea logs in on the same browser (same cookie).
    const bea = await aLoggedInCustomer('Bea');
    bea.cookie = ruud.cookie;
    await openSession(app, bea);
    expect((await get(`/media/print-order/preview/${file.uuid}/120`, bea)).statusCode).toBe(404);
    expect((await get(`/api/v3/uploads/${ruudsSession}/files`, ruud)).statusCode).toBe(404);
  });
});

describe('names', () => {
  it('refuses a duplicate name at the first chunk and at finalise', async () => {
    await uploadedOk('offerte.pdf', await plainPdf(1));
    const again = await upload(app, karin, sessionId, 'offerte.pdf', await plainPdf(3));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('DUPLICATE_FILE_NAME');
    expect((await filesOf(karin)).filter((file) => file.fileName === 'offerte.pdf')).toHaveLength(1);
  });

  it('shows a name with ../ as given (without control characters) and stores nothing under it', async () => {
    const name = '../../etc/pass\u0007wd\u001b.pdf';
    const file = await uploadedOk(name, await plainPdf(1));
    expect(file.fileName).toBe('../../etc/passwd.pdf');
    expect(file.safeName).toBe('passwd.pdf');
    expect(await exists(path.join(dataDir, 'etc'))).toBe(false);
    expect(await readdir(path.join(dataDir))).toEqual(expect.not.arrayContaining(['etc']));
  });
});

describe('analysis of what customers upload', () => {
  it('splits a PDF into colour, black-white and blank pages with format and sizes', async () => {
    const file = await uploadedOk('gemengd.pdf', await mixedKindsPdf());
    const done = await analysed(app, karin, sessionId, file.uuid);
    expect(done).toMatchObject({ status: 'READY', fileType: 'pdf', format: 'A4', analysed: true });
    expect(done.pageCount).toBe((done.pagesColour ?? 0) + (done.pagesBW ?? 0) + (done.pagesBlank ?? 0));
    expect(done.pagesBlank).toBeGreaterThanOrEqual(1);
    expect(done.pagesColour).toBeGreaterThanOrEqual(1);
    expect(done.dimensions).toEqual({ widthMm: expect.closeTo(210, 0), heightMm: expect.closeTo(297, 0) });
  });

  it('marks a password-protected PDF READY_PASSWORD_PROTECTED', async () => {
    const file = await uploadedOk('geheim.pdf', await encryptPdf(await plainPdf(1), 'gebruiker', 'eigenaar'));
    expect(await analysed(app, karin, sessionId, file.uuid)).toMatchObject({
      status: 'READY_PASSWORD_PROTECTED',
      pagesColour: null,
    });
  });

  it('marks a truncated PDF, a .docx and an empty file READY_NOT_ANALYZED with the reason', async () => {
    const pdf = await plainPdf(3);
    const cases = [
      { name: 'afgebroken.pdf', bytes: pdf.subarray(0, Math.floor(pdf.length / 2)), reason: 'damaged' },
      {
        name: 'brief.docx',
        bytes: zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
        reason: 'unsupportedType',
      },
      { name: 'leeg.pdf', bytes: new Uint8Array(0), reason: 'empty' },
    ];
    for (const { name, bytes, reason } of cases) {
      const file = await uploadedOk(name, bytes);
      expect(await analysed(app, karin, sessionId, file.uuid), name).toMatchObject({
        status: 'READY_NOT_ANALYZED',
        reason,
      });
    }
  });

  it('assumes 300 DPI and measures no colour with analysis off', async () => {
    const file = await uploadedOk('zonder-analyse.pdf', await plainPdf(2), { analyse: false });
    const done = await analysed(app, karin, sessionId, file.uuid);
    expect(done).toMatchObject({ status: 'READY', analysed: false, pageCount: 2, pagesColour: null });
    expect(done.dpisPerPage).toEqual([
      { page: 1, dpis: [300] },
      { page: 2, dpis: [300] },
    ]);
  });
});

describe('zip files', () => {
  it('unpacks each entry into its own file with folders in its name when unzip is on', async () => {
    const zip = buildZip([
      { name: 'map/sub/een.pdf', data: Buffer.from(await plainPdf(1)) },
      { name: 'twee.pdf', data: Buffer.from(await plainPdf(2)) },
      { name: 'binnen.zip', data: Buffer.from(zipOf({ 'x.txt': 'x' })) },
      { name: '../ontsnapt.pdf', data: Buffer.from(await plainPdf(1)) },
    ]);
    const response = await upload(app, karin, sessionId, 'archief.zip', zip, { unzip: true });
    expect(response.statusCode, response.body).toBe(201);
    const { files, skipped } = response.json() as { files: UploadedFile[]; skipped: unknown[] };
    expect(files.map((file) => file.fileName).sort()).toEqual(['map/sub/een.pdf', 'twee.pdf']);
    expect(files.find((file) => file.fileName === 'map/sub/een.pdf')?.safeName).toBe('map_sub_een.pdf');
    expect(skipped).toEqual(
      expect.arrayContaining([
        { name: 'binnen.zip', reason: 'nestedZip' },
        { name: '../ontsnapt.pdf', reason: 'unsafePath' },
      ]),
    );
    const twee = files.find((file) => file.fileName === 'twee.pdf')!;
    expect(await analysed(app, karin, sessionId, twee.uuid)).toMatchObject({ status: 'READY', pageCount: 2 });
  });

  it('stops a zip bomb: the entry is skipped and nothing of it is stored', async () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    const zip = buildZip([
      { name: 'bom.pdf', data: zeros },
      { name: 'echt.pdf', data: Buffer.from(await plainPdf(1)) },
    ]);
    const response = await upload(app, karin, sessionId, 'bom.zip', zip, { unzip: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().skipped).toEqual([{ name: 'bom.pdf', reason: 'limit' }]);
    expect(response.json().files.map((file: UploadedFile) => file.fileName)).toEqual(['echt.pdf']);
    expect(await storedSizes()).not.toContain(zeros.length);
  });

  it('refuses a zip whose entries overlap with ZIP_REFUSED in Dutch, storing nothing of it', async () => {
    const before = await fileIdsOf(karin);
    const storedBefore = await storedSizes();
    const zip = buildZip([
      { name: '0.pdf', data: Buffer.alloc(1024 * 1024) },
      ...Array.from({ length: 99 }, (_, i) => ({ name: `${i + 1}.pdf`, sharesBytesOf: 0 })),
    ]);
    const response = await upload(app, karin, sessionId, 'overlap.zip', zip, { unzip: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'ZIP_REFUSED',
      message:
        'Dit ZIP-bestand pakken we niet uit: uitgepakt zou het onevenredig groot worden (een zogenoemde zipbom). Pak het zelf uit en upload de bestanden los.',
    });
    expect(await fileIdsOf(karin)).toEqual(before);
    expect((await storedSizes()).sort()).toEqual(storedBefore.sort());
  });

  it('keeps a zip as one file when unzip is off', async () => {
    const file = await uploadedOk('dicht.zip', zipOf({ 'a.pdf': 'x' }), { unzip: false });
    expect(await analysed(app, karin, sessionId, file.uuid)).toMatchObject({
      status: 'READY_NOT_ANALYZED',
      reason: 'unsupportedType',
    });
  });
});

describe('storage quota', () => {
  const KIB = 1024;
  let small: FastifyInstance;

  beforeAll(async () => {
    // A second instance on the same database and files with room for 1 MB per customer; the
    // first instance runs the jobs.
    small = await createTestApp(database, {
      config: { DATA_DIR: dataDir, STORAGE_QUOTA_MB: '1' },
      deps: { runJobs: false },
    });
  });

  afterAll(async () => {
    await small.close();
  });

  const namesIn = async (browser: Browser, session: string) =>
    (
      await small.inject({
        method: 'GET',
        url: `/api/v3/uploads/${session}/files`,
        headers: headersOf(browser),
      })
    )
      .json()
      .files.map((file: UploadedFile) => file.fileName);
  const leftOfUploads = uploadsInProgress;

  it('refuses a file or an unzip past the quota in Dutch, leaves nothing behind, and takes it after a removal', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(small, user.email, user.password);
    const session = await openSession(small, browser);
    const first = await upload(small, browser, session, 'eerste.bin', randomBytes(700 * KIB));
    expect(first.statusCode, first.body).toBe(201);
    const storedBefore = (await storedSizes()).sort();

    const tooLarge = await upload(small, browser, session, 'tweede.bin', randomBytes(400 * KIB));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({
      error: 'STORAGE_QUOTA_REACHED',
      message:
        'Uw opslagruimte is vol (1,0 MB). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
    });
    // A zip is measured by what it unpacks to: each entry would fit, both together do not.
    const zip = buildZip([
      { name: 'a.bin', data: randomBytes(200 * KIB), method: STORED },
      { name: 'b.bin', data: randomBytes(200 * KIB), method: STORED },
    ]);
    const unzipped = await upload(small, browser, session, 'map.zip', zip, { unzip: true });
    expect(unzipped.json().error).toBe('STORAGE_QUOTA_REACHED');
    // The quota is the user's, not the browser's: a login on another browser.
    const elsewhere = await logIn(small, user.email, user.password);
    const otherSession = await openSession(small, elsewhere);
    const fromElsewhere = await upload(small, elsewhere, otherSession, 'derde.bin', randomBytes(400 * KIB));
    expect(fromElsewhere.json().error).toBe('STORAGE_QUOTA_REACHED');

    expect(await namesIn(browser, session)).toEqual(['eerste.bin']);
    expect(await namesIn(elsewhere, otherSession)).toEqual([]);
    expect((await storedSizes()).sort()).toEqual(storedBefore);
    expect(await leftOfUploads(session)).toEqual([]);
    expect(await leftOfUploads(otherSession)).toEqual([]);

    const removal = await small.inject({
      method: 'DELETE',
      url: `/api/v3/uploads/${session}/files/${first.json().files[0].uuid}`,
      headers: headersOf(browser),
    });
    expect(removal.statusCode).toBe(204);
    expect((await upload(small, browser, session, 'map.zip', zip, { unzip: true })).statusCode).toBe(201);
    expect((await namesIn(browser, session)).sort()).toEqual(['a.bin', 'b.bin']);
  });

  it('refuses the first chunk of an upload for which the uploads still in progress leave no room', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(small, user.email, user.password);
    const session = await openSession(small, browser);
    // 700 KB on its way (its one chunk sent, not finalised yet), nothing stored yet.
    const first = newUpload(session, 'onderweg.bin', randomBytes(700 * KIB));
    expect((await sendChunk(small, browser, first, 1)).statusCode).toBe(200);

    const second = newUpload(session, 'erbij.bin', randomBytes(400 * KIB));
    const refused = await sendChunk(small, browser, second, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'STORAGE_QUOTA_REACHED',
      message:
        'Uw opslagruimte is vol (1,0 MB). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
    });
    // Nothing of the refused upload was written; the first is finalised and stored.
    expect(await leftOfUploads(session)).toEqual([first.identifier]);
    expect((await finalise(small, browser, first)).statusCode).toBe(201);
    expect(await namesIn(browser, session)).toEqual(['onderweg.bin']);
  });

  it("holds a second instance's check of the same user until the first has recorded its files", async () => {
    // On PostgreSQL the two transactions run at once; PGlite has one connection and runs them in turn.
    const user = await aUser(database.db);
    const browser = await logIn(small, user.email, user.password);
    const session = await openSession(small, browser);
    const other = await database.connectAgain();
    const here = createUploadsRepository(database.db);
    const there = createUploadsRepository(other.db);
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const row = { sessionId: session, size: 1000, status: 'ANALYZING' as const, analyse: false };

    const recording = database.db.transaction(async (tx) => {
      await here.lockStorageOfUser(user.id, tx);
      locked();
      await released;
      await here.insertFiles([{ ...row, fileName: 'a.bin', safeName: 'a.bin', relativePath: 'a.bin' }], tx);
    });
    await isLocked;
    const checking = other.db.transaction(async (tx) => {
      await there.lockStorageOfUser(user.id, tx);
      return there.storedBytesOfUser(user.id, tx);
    });
    // Time enough for an unlocked check to read the total without the first's file.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await recording;

    expect(await checking).toBe(1000);
    await other.close();
  });
});

describe('previews and removing', () => {
  it('renders a WebP preview once for the owner and refuses unknown sizes and pages', async () => {
    const file = await uploadedOk('voorbeeld.pdf', await plainPdf(2));
    await analysed(app, karin, sessionId, file.uuid);
    const first = await get(`/media/print-order/preview/${file.uuid}/240`, karin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(240);
    const again = await get(`/media/print-order/preview/${file.uuid}/240`, karin);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The browser keeps it but asks each time, so a closed session's cookie gets nothing from its cache.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await app.inject({
      method: 'GET',
      url: `/media/print-order/preview/${file.uuid}/240`,
      headers: { ...headersOf(karin), 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // A part of it by Range, while the ETag asked about in If-Range is still the preview's.
    const part = await app.inject({
      method: 'GET',
      url: `/media/print-order/preview/${file.uuid}/240`,
      headers: { ...headersOf(karin), range: 'bytes=0-11', 'if-range': String(first.headers.etag) },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(first.rawPayload.subarray(0, 12))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${first.rawPayload.length}`);
    const changed = await app.inject({
      method: 'GET',
      url: `/media/print-order/preview/${file.uuid}/240`,
      headers: { ...headersOf(karin), range: 'bytes=0-11', 'if-range': '"another"' },
    });
    expect([changed.statusCode, changed.rawPayload.length]).toEqual([200, first.rawPayload.length]);
    expect((await get(`/media/print-order/preview/${file.uuid}/240?page=2`, karin)).statusCode).toBe(200);
    expect((await get(`/media/print-order/preview/${file.uuid}/240?page=3`, karin)).statusCode).toBe(404);
    expect((await get(`/media/print-order/preview/${file.uuid}/241`, karin)).statusCode).toBe(400);
  });

  it('removes the row, the previews and the stored file, and leaves a copy with the same bytes alone', async () => {
    const bytes = await plainPdf(4);
    const one = await uploadedOk('kopie-1.pdf', bytes);
    const two = await uploadedOk('kopie-2.pdf', bytes);
    await analysed(app, karin, sessionId, two.uuid);
    expect((await get(`/media/print-order/preview/${one.uuid}/120`, karin)).statusCode).toBe(200);
    const remove = (id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v3/uploads/${sessionId}/files/${id}`,
        headers: headersOf(karin),
      });

    expect(await isStored(one.uuid)).toBe(true);
    expect(await storage.list(`previews/${one.uuid}`)).not.toEqual([]);
    expect((await remove(one.uuid)).statusCode).toBe(204);
    expect(await isStored(one.uuid)).toBe(false);
    expect(await storage.list(`previews/${one.uuid}`)).toEqual([]);
    expect((await storedBytes(two.uuid)).equals(Buffer.from(bytes))).toBe(true);
    expect((await remove(two.uuid)).statusCode).toBe(204);
    expect(await isStored(two.uuid)).toBe(false);
    expect((await remove(two.uuid)).statusCode).toBe(404);
    const names = (await filesOf(karin)).map((file) => file.fileName);
    expect(names).not.toContain('kopie-1.pdf');
    expect(names).toContain('van-karin.pdf');
  });
});

describe('polling', () => {
  it('answers an unchanged file or list with 304 and no body, a changed one in full', async () => {
    const browser = await aLoggedInCustomer();
    const session = await openSession(app, browser);
    const finalised = await upload(app, browser, session, 'peilen.pdf', await plainPdf(2));
    const fileId = finalised.json().files[0].uuid;
    await analysed(app, browser, session, fileId);
    for (const url of [`/api/v3/uploads/${session}/files/${fileId}`, `/api/v3/uploads/${session}/files`]) {
      const first = await get(url, browser);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { ...headersOf(browser), 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = await get(`/api/v3/uploads/${session}/files`, browser);
    await upload(app, browser, session, 'nog-een.pdf', await plainPdf(1));
    const after = await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${session}/files`,
      headers: { ...headersOf(browser), 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().files).toHaveLength(2);
  });
});

describe('a file of 20,000 pages', () => {
  const PAGES = 20_000;
  /** Every thousandth page holds a scan; the rest is text. */
  const pageOf = (page: number, measured: boolean): PageAnalysis => ({
    page,
    widthMm: 210,
    heightMm: 297,
    format: 'A4',
    kind: measured ? (page % 1000 === 0 ? 'blackWhite' : 'colour') : null,
    maxChroma: measured ? 40 : null,
    inkShare: measured ? 0.1 : null,
    dpis: measured && page % 1000 === 0 ? [150] : [],
  });
  const pagesOf = (measured: boolean) => Array.from({ length: PAGES }, (_, i) => pageOf(i + 1, measured));

  it('is polled with small answers, names the DPI of its image pages once ready, and pages its detail', async () => {
    const browser = await aLoggedInCustomer();
    const session = await openSession(app, browser);
    const fileId: string = (await upload(app, browser, session, 'archief.pdf', await plainPdf(1))).json()
      .files[0].uuid;
    await analysed(app, browser, session, fileId);
    // The analysis of a long scan archive under way: its facts (every page's size) are known.
    await database.db
      .update(uploadedFiles)
      .set({ status: 'ANALYZING', analysedAt: null, pageCount: PAGES, pages: pagesOf(false) })
      .where(eq(uploadedFiles.id, fileId));
    const poll = await get(`/api/v3/uploads/${session}/files/${fileId}`, browser);
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toMatchObject({ status: 'ANALYZING', pageCount: PAGES, dpisPerPage: [] });
    expect(poll.json().dimensions).toEqual({ widthMm: 210, heightMm: 297 });
    expect(poll.body.length).toBeLessThan(1_000);

    const analysis: AnalysisResult = {
      status: 'READY',
      fileType: 'pdf',
      analysed: true,
      pageCount: PAGES,
      pages: pagesOf(true),
      format: 'A4',
      pagesColour: PAGES - 20,
      pagesBW: 20,
      pagesBlank: 0,
      dpisPerPage: [],
      reason: null,
      // Its text layer, a million characters for the file store's search, is in no answer either.
      textLayer: 'drukwerk '.repeat(111_111),
    };
    await createUploadsRepository(database.db).saveAnalysis(fileId, analysis, new Date());
    const ready = await get(`/api/v3/uploads/${session}/files/${fileId}`, browser);
    expect(ready.json().dpisPerPage).toEqual(
      Array.from({ length: 20 }, (_, i) => ({ page: (i + 1) * 1000, dpis: [150] })),
    );
    expect(ready.body.length).toBeLessThan(2_000);
    const list = await get(`/api/v3/uploads/${session}/files`, browser);
    expect(list.json().files[0].dpisPerPage).toHaveLength(20);

    const block = (query: string, who = browser) =>
      get(`/api/v3/uploads/${session}/files/${fileId}/pages?${query}`, who);
    const first = (await block('')).json();
    expect(first.pageCount).toBe(PAGES);
    expect(first.pages.map((page: PageAnalysis) => page.page)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
    const last = (await block(`from=${PAGES - 10}&count=100`)).json();
    expect(last.pages.map((page: PageAnalysis) => page.page)).toEqual(
      Array.from({ length: 11 }, (_, i) => PAGES - 10 + i),
    );
    expect(last.pages.at(-1)).toEqual(pageOf(PAGES, true));
    expect((await block(`from=${PAGES + 1}`)).json().pages).toEqual([]);
    const tooMany = await block('count=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('VALIDATION_ERROR');
    // Somebody else's browser learns nothing of the file.
    const stranger = await aLoggedInCustomer();
    expect((await block('', stranger)).statusCode).toBe(404);
    const strangersSession = await openSession(app, stranger);
    const elsewhere = await get(`/api/v3/uploads/${strangersSession}/files/${fileId}/pages`, stranger);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe('FILE_NOT_FOUND');
  });
});

describe('the upload-session cookie', () => {
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((item) => item.name === 'upload_session')?.value;

  it('is issued by the server: a value the browser made up is replaced, not used', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(app, user.email, user.password);
    browser.cookie = 'A'.repeat(43);
    const response = await get('/api/v3/uploads/session', browser);
    expect(response.statusCode).toBe(200);
    const issued = cookieOf(response);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(browser.cookie);
  });

  it('is replaced at login (a cookie planted before it is worth nothing)', async () => {
    const user = await aUser(database.db);
    const first = await logIn(app, user.email, user.password);
    await openSession(app, first);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: user.email, password: user.password },
      headers: headersOf({ cookie: first.cookie }),
    });
    expect(login.statusCode).toBe(200);
    const rotated = cookieOf(login);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(first.cookie);
  });

  it('ends with a password reset: the old cookie reads no preview and sends no chunk', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(app, user.email, user.password);
    const session = await openSession(app, browser);
    const file = (await upload(app, browser, session, 'voor-reset.pdf', await plainPdf(1))).json().files[0];
    await analysed(app, browser, session, file.uuid);
    const preview = `/media/print-order/preview/${file.uuid}/120`;
    const shown = await get(preview, { cookie: browser.cookie });
    expect(shown.statusCode).toBe(200);
    const pending = newUpload(session, 'halverwege.pdf', await plainPdf(1));
    await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { username: user.email },
    });
    const mail = (await app.services.mail.latest(50)).find((item) => item.recipient === user.email);
    const resetId = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('i');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset-password',
      payload: { email: user.email, resetId, password: 'Nieuw-Wachtwoord-2' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await get(preview, { cookie: browser.cookie })).statusCode).toBe(404);
    // Nor a 'not changed' for the copy a browser kept: it may not show it again.
    const revalidated = await app.inject({
      method: 'GET',
      url: preview,
      headers: { cookie: browser.cookie!, 'if-none-match': String(shown.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(404);
    expect((await sendChunk(app, browser, pending, 1)).statusCode).toBe(401);
  });

  /** A logged-in customer with one analysed file, and the address of its first page's preview. */
  async function aPreviewedFile(name: string) {
    const user = await aUser(database.db);
    const browser = await logIn(app, user.email, user.password);
    const session = await openSession(app, browser);
    const file = (await upload(app, browser, session, name, await plainPdf(1))).json().files[0];
    await analysed(app, browser, session, file.uuid);
    const preview = `/media/print-order/preview/${file.uuid}/120`;
    expect((await get(preview, { cookie: browser.cookie })).statusCode).toBe(200);
    return { user, browser, session, preview };
  }

  it('shows no preview once the login of the session has ended without a logout: revoked elsewhere, or expired', async () => {
    const revoked = await aPreviewedFile('ingetrokken.pdf');
    // Ended elsewhere (another tab's refresh token reused, an administrator): no logout here.
    await revokedLogins(database.db, revoked.user.id, clock.now());
    expect((await get(revoked.preview, { cookie: revoked.browser.cookie })).statusCode).toBe(404);

    const {
      user: expiringUser,
      browser: expiring,
      session: expiringSession,
      preview: secondPreview,
    } = await aPreviewedFile('verlopen.pdf');
    clock.advance(SESSION_TTL_MS + 60_000);
    try {
      expect((await get(secondPreview, { cookie: expiring.cookie })).statusCode).toBe(404);
      // A new login in the same browser takes the session up again, and its previews with it.
      const again = {
        token: (await logIn(app, expiringUser.email, expiringUser.password)).token,
        cookie: expiring.cookie,
      };
      expect(await openSession(app, again)).toBe(expiringSession);
      expect((await get(secondPreview, { cookie: again.cookie })).statusCode).toBe(200);
    } finally {
      clock.advance(-(SESSION_TTL_MS + 60_000));
    }
  });

  it('lets a revoked login send chunks no longer than the grant of its last full check', async () => {
    const user = await aUser(database.db);
    const browser = await logIn(app, user.email, user.password);
    const session = await openSession(app, browser);
    const item = newUpload(session, 'lang.pdf', Buffer.alloc(4 * UPLOAD_CHUNK_SIZE_BYTES, 7));
    expect((await sendChunk(app, browser, item, 1)).statusCode).toBe(200);
    // The login is revoked elsewhere (another instance, an administrator): no event reaches us.
    await revokedLogins(database.db, user.id, clock.now());
    clock.advance(10_000);
    expect((await sendChunk(app, browser, item, 2)).statusCode).toBe(200);
    clock.advance(10_000);
    expect((await sendChunk(app, browser, item, 3)).statusCode).toBe(200);
    // Chunks do not extend the grant: 30 s after the check, the next one is checked again.
    clock.advance(11_000);
    expect((await sendChunk(app, browser, item, 4)).statusCode).toBe(401);
  });
});
