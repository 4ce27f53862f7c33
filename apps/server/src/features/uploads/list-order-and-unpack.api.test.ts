import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkCountOf } from '@portal/shared/rules/upload-chunks';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  analysed,
  type Browser,
  finalise,
  headersOf,
  logIn,
  newUpload,
  openSession,
  sendChunk,
} from '../../../test/upload-client';
import { plainPdf } from './analysis/test-fixtures';
import { buildZip, STORED } from './zip/zip-fixtures';

/**
 * Decision 0036: the list keeps the order in which the customer added files, also after a
 * reload, and a zip kept whole can be unpacked later ('Uitpakken') at its place in the list.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let dataDir: string;

const storedPath = (fileId: string) => path.join(dataDir, 'files', fileId.slice(0, 2), fileId);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function aLoggedInCustomer(on: FastifyInstance = app): Promise<{ browser: Browser; session: string }> {
  const user = await aUser(database.db);
  const browser = await logIn(on, user.email, user.password);
  return { browser, session: await openSession(on, browser) };
}

/** Sends every chunk of a file, without finalising: several uploads can then finish in any order. */
async function sent(browser: Browser, session: string, name: string, bytes: Uint8Array, on = app) {
  const item = newUpload(session, name, bytes);
  for (let number = 1; number <= chunkCountOf(bytes.length); number += 1)
    expect((await sendChunk(on, browser, item, number)).statusCode).toBe(200);
  return item;
}

function finaliseAt(
  browser: Browser,
  item: Awaited<ReturnType<typeof sent>>,
  options: { position?: unknown; unzip?: boolean } = {},
  on = app,
) {
  return finalise(on, browser, item, options);
}

async function uploadedAt(
  browser: Browser,
  session: string,
  name: string,
  bytes: Uint8Array,
  options: { position?: number; unzip?: boolean } = {},
  on = app,
): Promise<UploadedFile[]> {
  const response = await finaliseAt(browser, await sent(browser, session, name, bytes, on), options, on);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files;
}

const namesIn = async (browser: Browser, session: string, on = app): Promise<string[]> =>
  (await on.inject({ method: 'GET', url: `/api/v3/uploads/${session}/files`, headers: headersOf(browser) }))
    .json()
    .files.map((file: UploadedFile) => file.fileName);

const unpack = (browser: Browser, session: string, fileId: string, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/v3/uploads/${session}/files/${fileId}/unpack`,
    headers: headersOf(browser),
  });

/** Names out of alphabetical order, so that zip order and name order cannot be confused. */
async function threePdfZip(): Promise<Buffer> {
  return buildZip([
    { name: 'zomer.pdf', data: Buffer.from(await plainPdf(1)) },
    { name: 'map/herfst.pdf', data: Buffer.from(await plainPdf(2)) },
    { name: 'binnen.zip', data: buildZip([{ name: 'x.txt', data: 'x' }]) },
    { name: 'april.pdf', data: Buffer.from(await plainPdf(1)) },
  ]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-order-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the order of the list', () => {
  it('follows the positions the browser gave, not the order in which uploads finished, with a zip’s entries in zip order', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const first = await sent(browser, session, 'groot.pdf', await plainPdf(30));
    const second = await sent(browser, session, 'klein.pdf', await plainPdf(1));
    const third = await sent(browser, session, 'archief.zip', await threePdfZip());
    // The small and the zip finish before the large one that was dropped first.
    expect((await finaliseAt(browser, third, { position: 1_700_000_000_002, unzip: true })).statusCode).toBe(
      201,
    );
    expect((await finaliseAt(browser, second, { position: 1_700_000_000_001 })).statusCode).toBe(201);
    expect((await finaliseAt(browser, first, { position: 1_700_000_000_000 })).statusCode).toBe(201);
    const expected = ['groot.pdf', 'klein.pdf', 'zomer.pdf', 'map/herfst.pdf', 'april.pdf'];
    expect(await namesIn(browser, session)).toEqual(expected);

    // A finalise that names no position (a script) goes after everything.
    await uploadedAt(browser, session, 'los.pdf', await plainPdf(1));
    expect(await namesIn(browser, session)).toEqual([...expected, 'los.pdf']);
  });

  it('refuses a position that is not a whole, non-negative number, keeping the upload for the retry', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const item = await sent(browser, session, 'brief.pdf', await plainPdf(1));
    for (const position of [-1, 1.5, '12', Number.MAX_SAFE_INTEGER + 2]) {
      const response = await finaliseAt(browser, item, { position });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect((await finaliseAt(browser, item, { position: 5 })).statusCode).toBe(201);
  });
});

describe("'Uitpakken' of a zip kept whole", () => {
  it('replaces the zip by its files at its place, in zip order, analyses them and removes the zip', async () => {
    const { browser, session } = await aLoggedInCustomer();
    await uploadedAt(browser, session, 'voor.pdf', await plainPdf(1), { position: 10 });
    const [zip] = await uploadedAt(browser, session, 'archief.zip', await threePdfZip(), { position: 11 });
    await uploadedAt(browser, session, 'na.pdf', await plainPdf(1), { position: 12 });
    expect(await analysed(app, browser, session, zip!.uuid)).toMatchObject({
      fileType: 'zip',
      status: 'READY_NOT_ANALYZED',
    });

    const response = await unpack(browser, session, zip!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const { files, skipped } = response.json() as { files: UploadedFile[]; skipped: unknown[] };
    expect(files.map((file) => [file.fileName, file.status])).toEqual([
      ['zomer.pdf', 'ANALYZING'],
      ['map/herfst.pdf', 'ANALYZING'],
      ['april.pdf', 'ANALYZING'],
    ]);
    expect(files[1]?.relativePath).toBe('archief.zip/map/herfst.pdf');
    expect(skipped).toEqual([{ name: 'binnen.zip', reason: 'nestedZip' }]);
    expect(await namesIn(browser, session)).toEqual([
      'voor.pdf',
      'zomer.pdf',
      'map/herfst.pdf',
      'april.pdf',
      'na.pdf',
    ]);
    expect(await analysed(app, browser, session, files[1]!.uuid)).toMatchObject({
      status: 'READY',
      pageCount: 2,
    });
    // The zip is gone, its bytes too: it no longer counts for the quota or takes room.
    await app.jobs.idle();
    expect(await exists(storedPath(zip!.uuid))).toBe(false);
    const file = await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${session}/files/${zip!.uuid}`,
      headers: headersOf(browser),
    });
    expect(file.statusCode).toBe(404);
  });

  it('unpacks once: a second call, one after the other or at the same moment, answers with the same files', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const [zip] = await uploadedAt(browser, session, 'dubbel.zip', await threePdfZip());
    const together = await Promise.all([
      unpack(browser, session, zip!.uuid),
      unpack(browser, session, zip!.uuid),
    ]);
    expect(together.map((response) => response.statusCode)).toEqual([200, 200]);
    const ids = (response: { json(): { files: UploadedFile[] } }) =>
      response.json().files.map((file) => file.uuid);
    expect(ids(together[1]!)).toEqual(ids(together[0]!));

    const again = await unpack(browser, session, zip!.uuid);
    expect(again.statusCode).toBe(200);
    expect(ids(again)).toEqual(ids(together[0]!));
    expect(await namesIn(browser, session)).toEqual(['zomer.pdf', 'map/herfst.pdf', 'april.pdf']);
    const workFolders = (await readdir(path.join(dataDir, 'uploads', session)).catch(() => [])).filter(
      (name) => name.endsWith('.work'),
    );
    expect(workFolders).toEqual([]);
  });

  it('recognises a zip that stores its PDFs uncompressed (so "%PDF-" shows in its first bytes) as a zip', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const stored = buildZip([{ name: 'los.pdf', data: Buffer.from(await plainPdf(1)), method: STORED }]);
    const [zip] = await uploadedAt(browser, session, 'ongecomprimeerd.zip', stored);
    expect(await analysed(app, browser, session, zip!.uuid)).toMatchObject({ fileType: 'zip' });
    const response = await unpack(browser, session, zip!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await namesIn(browser, session)).toEqual(['los.pdf']);
  });

  it('refuses a zip bomb with ZIP_REFUSED in Dutch and keeps the zip as it was', async () => {
    const { browser, session } = await aLoggedInCustomer();
    const bomb = buildZip([
      { name: '0.pdf', data: Buffer.alloc(1024 * 1024) },
      ...Array.from({ length: 99 }, (_, i) => ({ name: `${i + 1}.pdf`, sharesBytesOf: 0 })),
    ]);
    const [zip] = await uploadedAt(browser, session, 'bom.zip', bomb);
    const response = await unpack(browser, session, zip!.uuid);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'ZIP_REFUSED',
      message:
        'Dit ZIP-bestand pakken we niet uit: uitgepakt zou het onevenredig groot worden (een zogenoemde zipbom). Pak het zelf uit en upload de bestanden los.',
    });
    expect(await namesIn(browser, session)).toEqual(['bom.zip']);
    expect(await exists(storedPath(zip!.uuid))).toBe(true);
  });

  it("finds nothing of another customer's session or file, and refuses a file that is no zip", async () => {
    const karin = await aLoggedInCustomer();
    const mark = await aLoggedInCustomer();
    const [zip] = await uploadedAt(karin.browser, karin.session, 'van-karin.zip', await threePdfZip());
    const inKarinsSession = await unpack(mark.browser, karin.session, zip!.uuid);
    expect(inKarinsSession.statusCode).toBe(404);
    expect(inKarinsSession.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    const inMarksSession = await unpack(mark.browser, mark.session, zip!.uuid);
    expect(inMarksSession.statusCode).toBe(404);
    expect(inMarksSession.json()).toEqual({
      error: 'FILE_NOT_FOUND',
      message: 'Dit bestand bestaat niet (meer).',
    });
    expect(await namesIn(karin.browser, karin.session)).toEqual(['van-karin.zip']);

    const [pdf] = await uploadedAt(karin.browser, karin.session, 'brief.pdf', await plainPdf(1));
    const notAZip = await unpack(karin.browser, karin.session, pdf!.uuid);
    expect(notAZip.statusCode).toBe(422);
    expect(notAZip.json()).toEqual({
      error: 'NOT_A_ZIP',
      message: 'Dit bestand is geen ZIP-bestand en kan niet worden uitgepakt.',
    });
  });

  it('refuses files that would pass the storage quota with STORAGE_QUOTA_REACHED, keeping the zip', async () => {
    // A second instance with room for 1 MB per customer, on the same database and files.
    const small = await createTestApp(database, {
      config: { DATA_DIR: dataDir, STORAGE_QUOTA_MB: '1' },
      deps: { runJobs: false },
    });
    try {
      const { browser, session } = await aLoggedInCustomer(small);
      await uploadedAt(browser, session, 'ruimte.bin', new Uint8Array(300 * 1024), {}, small);
      // 900 KB of zeros packs into a few KB: the zip fits, its content does not.
      const zipBytes = buildZip([{ name: 'nullen.pdf', data: Buffer.alloc(900 * 1024) }]);
      const [zip] = await uploadedAt(browser, session, 'vol.zip', zipBytes, {}, small);
      const response = await unpack(browser, session, zip!.uuid, small);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'STORAGE_QUOTA_REACHED',
        message:
          'Uw opslagruimte is vol (1,0 MB). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
      });
      expect(await namesIn(browser, session, small)).toEqual(['ruimte.bin', 'vol.zip']);
      expect(await exists(storedPath(zip!.uuid))).toBe(true);
    } finally {
      await small.close();
    }
  });
});
