import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  type Browser,
  finalise,
  headersOf,
  logIn,
  newUpload,
  openSession,
  sendChunk,
  upload,
} from '../../../test/upload-client';
import { jobs } from '../../platform/jobs/jobs.tables';
import { buildZip, STORED } from './zip/zip-fixtures';

/**
 * The files one upload session may hold (SESSION_FILES_MAX, decision 0063), here 3: a finalise,
 * a first chunk, an unzip and an 'Uitpakken' past it are refused whole with
 * SESSION_FILES_LIMIT_REACHED, leaving no row, stored bytes, job or chunks; a removal makes room.
 * The copy for 'Opnieuw bestellen' is in orders/reorder.api.test.ts. Files of a few bytes: the
 * count is what matters. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const LIMIT_MESSAGE =
  'Er kunnen maximaal 3 bestanden tegelijk in uw bestandenlijst staan. Bestel of verwijder eerst bestanden.';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'session-file-limit-'));
  database = await createTestDatabase();
  // Without the job runner: every analysis job a finalise enqueues stays to be counted.
  app = await createTestApp(database, {
    config: { DATA_DIR: dataDir, SESSION_FILES_MAX: '3' },
    deps: { runJobs: false },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function aLoggedInCustomer(): Promise<{ browser: Browser; session: string }> {
  const user = await aUser(database.db);
  const browser = await logIn(app, user.email, user.password);
  return { browser, session: await openSession(app, browser) };
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function uploaded(
  browser: Browser,
  session: string,
  name: string,
  bytes: Uint8Array = bytesOf(name),
  options: { unzip?: boolean } = {},
): Promise<UploadedFile[]> {
  const response = await upload(app, browser, session, name, bytes, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files;
}

const remove = async (browser: Browser, session: string, file: UploadedFile | undefined) => {
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/v3/uploads/${session}/files/${file!.uuid}`,
    headers: headersOf(browser),
  });
  expect(response.statusCode).toBe(204);
};

const namesIn = async (browser: Browser, session: string): Promise<string[]> =>
  (await app.inject({ method: 'GET', url: `/api/v3/uploads/${session}/files`, headers: headersOf(browser) }))
    .json()
    .files.map((file: UploadedFile) => file.fileName);

/** Everything a session has left a trace in: its rows' names, its analysis jobs, its stored files and its chunks. */
async function tracesOf(browser: Browser, session: string) {
  const storedFiles = await readdir(path.join(dataDir, 'files'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return {
    names: await namesIn(browser, session),
    jobs: (await database.db.select().from(jobs).where(eq(jobs.groupKey, session))).length,
    stored: storedFiles.filter((entry) => entry.isFile()).length,
    uploads: await readdir(path.join(dataDir, 'uploads', session)).catch(() => [] as string[]),
  };
}

function expectLimitReached(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ error: 'SESSION_FILES_LIMIT_REACHED', message: LIMIT_MESSAGE });
}

const twoFileZip = () =>
  buildZip([
    { name: 'a.txt', data: Buffer.from('a'), method: STORED },
    { name: 'b.txt', data: Buffer.from('b'), method: STORED },
  ]);

describe('files per upload session', () => {
  it('refuses a finalise and a first chunk past the limit, leaving nothing of them, and takes a file after a removal', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const [first] = await uploaded(browser, session, 'een.txt');
    // Admitted at its first chunk with room to spare; then a zip's two entries fill the session.
    const late = newUpload(session, 'laat.txt', bytesOf('laat'));
    expect((await sendChunk(app, browser, late, 1)).statusCode).toBe(200);
    await uploaded(browser, session, 'map.zip', twoFileZip(), { unzip: true });
    const full = await tracesOf(browser, session);
    expect(full).toMatchObject({ names: ['een.txt', 'a.txt', 'b.txt'], jobs: 3, uploads: [late.identifier] });

    expectLimitReached(await finalise(app, browser, late));
    expect(await tracesOf(browser, session)).toEqual({ ...full, uploads: [] });
    // A new upload is refused at its first chunk: no bytes of it are received.
    const next = newUpload(session, 'vier.txt', bytesOf('vier'));
    expectLimitReached(await sendChunk(app, browser, next, 1));
    expect(await tracesOf(browser, session)).toEqual({ ...full, uploads: [] });

    await remove(browser, session, first);
    await uploaded(browser, session, 'vier.txt');
    expect(await namesIn(browser, session)).toEqual(['a.txt', 'b.txt', 'vier.txt']);
  });

  it("refuses an upload's first chunk when the uploads in progress take the last places", async () => {
    const { browser, session } = await aLoggedInCustomer();
    await uploaded(browser, session, 'een.txt');
    const second = newUpload(session, 'twee.txt', bytesOf('twee'));
    const third = newUpload(session, 'drie.txt', bytesOf('drie'));
    expect((await sendChunk(app, browser, second, 1)).statusCode).toBe(200);
    expect((await sendChunk(app, browser, third, 1)).statusCode).toBe(200);

    const fourth = newUpload(session, 'vier.txt', bytesOf('vier'));
    expectLimitReached(await sendChunk(app, browser, fourth, 1));
    expect((await tracesOf(browser, session)).uploads.sort()).toEqual(
      [second.identifier, third.identifier].sort(),
    );
    // The two that were admitted finish.
    expect((await finalise(app, browser, second)).statusCode).toBe(201);
    expect((await finalise(app, browser, third)).statusCode).toBe(201);
    expect(await namesIn(browser, session)).toEqual(['een.txt', 'twee.txt', 'drie.txt']);
  });

  it('refuses an unzip whose entries would pass the limit as a whole, and takes it when they fit', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const [first] = await uploaded(browser, session, 'een.txt');
    await uploaded(browser, session, 'twee.txt');
    const before = await tracesOf(browser, session);

    // The zip itself would fit; its two entries do not.
    expectLimitReached(await upload(app, browser, session, 'map.zip', twoFileZip(), { unzip: true }));
    expect(await tracesOf(browser, session)).toEqual(before);

    await remove(browser, session, first);
    await uploaded(browser, session, 'map.zip', twoFileZip(), { unzip: true });
    expect(await namesIn(browser, session)).toEqual(['twee.txt', 'a.txt', 'b.txt']);
  });

  it("refuses an 'Uitpakken' whose entries would pass the limit, keeping the zip; the zip's own place counts for them", async () => {
    const { browser, session } = await aLoggedInCustomer();
    const [zip] = await uploaded(browser, session, 'map.zip', twoFileZip());
    const [second] = await uploaded(browser, session, 'twee.txt');
    await uploaded(browser, session, 'drie.txt');
    const before = await tracesOf(browser, session);
    const unpack = () =>
      app.inject({
        method: 'POST',
        url: `/api/v3/uploads/${session}/files/${zip!.uuid}/unpack`,
        headers: headersOf(browser),
      });

    // Two entries in place of the zip: four files.
    expectLimitReached(await unpack());
    expect(await tracesOf(browser, session)).toEqual(before);

    // With one file fewer, the entries take the zip's place and one more: three.
    await remove(browser, session, second);
    const unpacked = await unpack();
    expect(unpacked.statusCode, unpacked.body).toBe(200);
    expect(await namesIn(browser, session)).toEqual(['a.txt', 'b.txt', 'drie.txt']);
  });
});
