import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from '../../../test/upload-client';
import { encryptPdf, jfifJpeg, lowResolutionScanPdf, textPdf } from './analysis/test-fixtures';
import { uploadedFiles } from './uploads.tables';

/**
 * The text layer of an uploaded PDF (issue 31, decision 0122): read by the analysis while it
 * measures the pages, saved on the file's row for the file store's search, and never part of
 * an answer. Through the real upload endpoints; on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let dataDir: string;
let browser: Browser;
let sessionId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'text-layer-api-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  const user = await aUser(database.db);
  browser = await logIn(app, user.email, user.password);
  sessionId = await openSession(app, browser);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Uploads the file through chunks and finalise, waits for its analysis and reads its row. */
async function uploadAndAnalyse(name: string, bytes: Uint8Array) {
  const finalised = await upload(app, browser, sessionId, name, bytes);
  expect(finalised.statusCode).toBe(201);
  const fileId: string = finalised.json().files[0].uuid;
  const file = await analysed(app, browser, sessionId, fileId);
  const [row] = await database.db
    .select({ textLayer: uploadedFiles.textLayer })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  return { fileId, file, textLayer: row?.textLayer };
}

describe('the text layer of an uploaded file', () => {
  it("is saved on a PDF's row, its pages in order with Dutch accents, and stays out of every answer", async () => {
    const bytes = await textPdf([
      ['Überweisung aan de café-coöperatie:', 'wij zijn zeer geïnteresseerd.'],
      ['Tweede pagina: offerte voor 500 brochures'],
    ]);
    const { fileId, file, textLayer } = await uploadAndAnalyse('offerte.pdf', bytes);
    expect(file).toMatchObject({ status: 'READY', pageCount: 2 });
    expect(textLayer).toBe(
      'Überweisung aan de café-coöperatie: wij zijn zeer geïnteresseerd.\nTweede pagina: offerte voor 500 brochures',
    );

    const answers = await Promise.all(
      [
        `/api/v3/uploads/${sessionId}/files/${fileId}`,
        `/api/v3/uploads/${sessionId}/files`,
        `/api/v3/uploads/${sessionId}/files/${fileId}/pages`,
      ].map((url) => app.inject({ method: 'GET', url, headers: headersOf(browser) })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('coöperatie');
      expect(answer.body).not.toContain('textLayer');
    }
  });

  it.each([
    ['a PDF of only a scanned image', 'scan.pdf', lowResolutionScanPdf, 'READY'],
    ['a JPEG', 'foto.jpg', () => jfifJpeg(150), 'READY'],
    [
      'a PDF that needs a password',
      'geheim.pdf',
      async () => encryptPdf(await textPdf([['vertrouwelijk']]), 'geheim', 'eigenaar'),
      'READY_PASSWORD_PROTECTED',
    ],
  ])('is null for %s', async (_case, name, bytes, status) => {
    const { file, textLayer } = await uploadAndAnalyse(name, await bytes());
    expect(file.status).toBe(status);
    expect(textLayer).toBeNull();
  });
});
