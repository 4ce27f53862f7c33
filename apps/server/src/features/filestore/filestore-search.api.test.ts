import {
  archiveSummarySchema,
  filestoreFolderSchema,
  searchResultsSchema,
} from '@portal/shared/schemas/filestore';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomerUser, filesIn, filestoreClient } from '../../../test/filestore-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import type { Browser } from '../../../test/upload-client';

/**
 * Search in the file store (issue 31 point 3; decisions 0118 and 0121): Dutch full-text over file
 * names, folder names and the documents' text, with prefixes while typing and parts of compound
 * names, ranked, in the caller's archives only, live items only, each hit with its way from the
 * root and a piece of the text around the words.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
const call = filestoreClient(() => app);
const API = '/api/v3/filestore';

let karin: Browser;
let karinsNumber: string;
let archiveId: string;
let personnel: string;
let contract: string;
let instructions: string;
let stranger: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  const customer = await aCustomerUser(app, database.db);
  karin = customer.browser;
  karinsNumber = customer.customerNumber;
  const archive = archiveSummarySchema.parse(
    (await call(karin, 'POST', `${API}/archives`, { customerNumber: karinsNumber, name: 'Kantoor' })).json(),
  );
  archiveId = archive.id;
  const folder = async (name: string, parentId: string | null) =>
    filestoreFolderSchema.parse(
      (await call(karin, 'POST', `${API}/archives/${archiveId}/folders`, { parentId, name })).json(),
    );
  const afdelingen = await folder('Afdelingen', null);
  personnel = (await folder('Personeelszaken', afdelingen.id)).id;
  const place = (folderId: string | null) => ({ archiveId, folderId, userId: customer.user.id });
  [contract, instructions] = (await filesIn(database, null, place(personnel), [
    {
      name: 'Scan 0042.pdf',
      // The text layer, as the analysis extracts it from a PDF (put here directly).
      textContent:
        'Hierbij ontvangt u de huurovereenkomst voor het kantoorpand aan de Aannemersweg. ' +
        'De huurprijs wordt jaarlijks geïndexeerd. Opzegging geschiedt per aangetekende brief.',
    },
    { name: 'Veiligheidsinstructies bouwplaats.pdf', textContent: null },
  ])) as [string, string];
  await filesIn(database, null, place(null), [
    { name: 'Begroting 2026.pdf', textContent: 'Een overzicht van de kosten.' },
    { name: 'Notulen.pdf', textContent: 'Besproken: de begroting voor volgend jaar.' },
  ]);
  const other = await aCustomerUser(app, database.db);
  stranger = other.browser;
  const strangersArchive = archiveSummarySchema.parse(
    (
      await call(stranger, 'POST', `${API}/archives`, {
        customerNumber: other.customerNumber,
        name: 'Ander kantoor',
      })
    ).json(),
  );
  await filesIn(database, null, { archiveId: strangersArchive.id, folderId: null, userId: other.user.id }, [
    { name: 'Huurovereenkomst buren.pdf', textContent: 'huurovereenkomst van de buren' },
  ]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function search(browser: Browser, query: Record<string, string>) {
  const response = await call(browser, 'GET', `${API}/search?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json());
}

/** Every page of a search, following each answer's cursor until there is none. */
async function everyPage(browser: Browser, q: string) {
  const pages = [await search(browser, { q })];
  while (pages.at(-1)!.nextCursor) pages.push(await search(browser, { q, after: pages.at(-1)!.nextCursor! }));
  return pages;
}

describe('search', () => {
  it('finds a scanned document by a word in its text, with the place it is in and the words marked in a piece of the text', async () => {
    const { hits } = await search(karin, { q: 'huurovereenkomst' });
    expect(hits.map((hit) => hit.id)).toEqual([contract]);
    const [hit] = hits;
    expect(hit).toMatchObject({
      kind: 'file',
      name: 'Scan 0042.pdf',
      archiveId,
      archiveName: 'Kantoor',
      folderId: personnel,
    });
    expect(hit!.breadcrumbs).toEqual([
      { folderId: null, name: 'Kantoor' },
      { folderId: expect.any(String), name: 'Afdelingen' },
      { folderId: personnel, name: 'Personeelszaken' },
    ]);
    expect(hit!.snippet).toContain('«huurovereenkomst»');
    expect(hit!.file).toMatchObject({ id: contract, hasText: true });
  });

  it('finds while typing (a prefix), by another Dutch form of a word (opzeggingen: opzegging), accents ignored (geindexeerd)', async () => {
    expect((await search(karin, { q: 'huurover' })).hits.map((hit) => hit.id)).toEqual([contract]);
    expect((await search(karin, { q: 'geindexeerd' })).hits.map((hit) => hit.id)).toEqual([contract]);
    expect((await search(karin, { q: 'opzeggingen aangetekende' })).hits.map((hit) => hit.id)).toEqual([
      contract,
    ]);
  });

  it('finds a file by a part of a compound word in its name', async () => {
    const { hits } = await search(karin, { q: 'instructies' });
    expect(hits.map((hit) => hit.id)).toEqual([instructions]);
    expect(hits[0]!.snippet).toBeNull();
    expect((await search(karin, { q: 'bouwpl' })).hits.map((hit) => hit.id)).toEqual([instructions]);
  });

  it('finds a folder by its name, and opens it in the folder that holds it', async () => {
    const { hits } = await search(karin, { q: 'personeel' });
    expect(hits).toMatchObject([
      { kind: 'folder', id: personnel, name: 'Personeelszaken', file: null, snippet: null },
    ]);
    expect(hits[0]!.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Kantoor', 'Afdelingen']);
    expect(hits[0]!.folderId).toBe(hits[0]!.breadcrumbs[1]!.folderId);
  });

  it('ranks a file named by the word above one that only mentions it', async () => {
    const { hits } = await search(karin, { q: 'begroting' });
    expect(hits.map((hit) => hit.name)).toEqual(['Begroting 2026.pdf', 'Notulen.pdf']);
  });

  it('searches only the caller’s archives (and one of them when asked); the order desk searches all', async () => {
    expect((await search(stranger, { q: 'huurovereenkomst' })).hits.map((hit) => hit.name)).toEqual([
      'Huurovereenkomst buren.pdf',
    ]);
    expect((await search(karin, { q: 'huurovereenkomst', archiveId })).hits.map((hit) => hit.id)).toEqual([
      contract,
    ]);
    const { browser: desk } = await aCustomerUser(app, database.db, { staffRoles: ['orderDesk'] });
    expect((await search(desk, { q: 'huurovereenkomst' })).hits.map((hit) => hit.name).sort()).toEqual([
      'Huurovereenkomst buren.pdf',
      'Scan 0042.pdf',
    ]);
  });

  it('does not find what is in the trash, and finds it again once restored', async () => {
    await call(karin, 'POST', `${API}/archives/${archiveId}/trash`, { folderIds: [personnel] });
    expect((await search(karin, { q: 'huurovereenkomst' })).hits).toEqual([]);
    expect((await search(karin, { q: 'personeel' })).hits).toEqual([]);
    await call(karin, 'POST', `${API}/trash/restore`, { folderIds: [personnel] });
    expect((await search(karin, { q: 'huurovereenkomst' })).hits.map((hit) => hit.id)).toEqual([contract]);
  });

  it('pages 25 hits at a time with a cursor of its own query', async () => {
    const customer = await aCustomerUser(app, database.db);
    const archive = archiveSummarySchema.parse(
      (
        await call(customer.browser, 'POST', `${API}/archives`, {
          customerNumber: customer.customerNumber,
          name: 'Veel',
        })
      ).json(),
    );
    await filesIn(
      database,
      null,
      { archiveId: archive.id, folderId: null, userId: customer.user.id },
      Array.from({ length: 130 }, (_, i) => ({
        name: `Brief ${String(i).padStart(3, '0')}.pdf`,
        textContent: `Een brief over de jaarrekening ${'en nog meer '.repeat(i % 4)}`,
      })),
    );
    const pages = await everyPage(customer.browser, 'jaarrekening');
    expect(pages.map((page) => page.hits.length)).toEqual([25, 25, 25, 25, 25, 5]);
    expect(new Set(pages.flatMap((page) => page.hits.map((hit) => hit.id))).size).toBe(130);
    const response = await call(
      customer.browser,
      'GET',
      `${API}/search?q=brief&after=${pages[0]!.nextCursor}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('FILESTORE_CURSOR_INVALID');
  });

  it('marks the words in a piece of a long text, however far into it they are, accents ignored', async () => {
    const customer = await aCustomerUser(app, database.db);
    const archive = archiveSummarySchema.parse(
      (
        await call(customer.browser, 'POST', `${API}/archives`, {
          customerNumber: customer.customerNumber,
          name: 'Lang',
        })
      ).json(),
    );
    const filler = 'Dit hoofdstuk beschrijft de uitvoering van het werk. '.repeat(600);
    await filesIn(database, null, { archiveId: archive.id, folderId: null, userId: customer.user.id }, [
      {
        name: 'Rapport.pdf',
        textContent: `${filler}De huurprijs wordt jaarlijks geïndexeerd volgens de CPI. ${filler}`,
      },
    ]);
    const { hits } = await search(customer.browser, { q: 'geindexeerd' });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.snippet).toContain('«geïndexeerd»');
    expect(hits[0]!.snippet).toContain('huurprijs');
  });

  it('puts hits by name first and files found by their text after them, newest first, also across pages', async () => {
    const customer = await aCustomerUser(app, database.db);
    const archive = archiveSummarySchema.parse(
      (
        await call(customer.browser, 'POST', `${API}/archives`, {
          customerNumber: customer.customerNumber,
          name: 'Contracten',
        })
      ).json(),
    );
    const place = { archiveId: archive.id, folderId: null, userId: customer.user.id };
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    // 30 files named by the word, older than every file that only mentions it.
    const named = await filesIn(
      database,
      null,
      place,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Huurcontract ${String(i).padStart(2, '0')}.pdf`,
        textContent: null,
        createdAt: day(i),
      })),
    );
    // 100 scans that mention it in their text, one a day after them, added in a shuffled order.
    const scans = Array.from({ length: 100 }, (_, i) => ({
      name: `Scan ${String(i).padStart(3, '0')}.pdf`,
      textContent: `Bijgaand het getekende huurcontract, kenmerk ${i}.`,
      createdAt: day(100 + i),
    }));
    const shuffled = scans.map((_scan, i) => scans[(i * 37) % 100]!);
    await filesIn(database, null, place, shuffled);
    const folder = filestoreFolderSchema.parse(
      (
        await call(customer.browser, 'POST', `${API}/archives/${archive.id}/folders`, {
          parentId: null,
          name: 'Huurcontracten',
        })
      ).json(),
    );

    // 131 hits over pages of 25: the second page holds the last name hits and the first scans.
    const pages = await everyPage(customer.browser, 'huurcontract');
    expect(pages.map((page) => page.hits.length)).toEqual([25, 25, 25, 25, 25, 6]);
    const hits = pages.flatMap((page) => page.hits);
    // The name hits: the folder and the 30 files, in any order among themselves (their names match alike).
    expect(new Set(hits.slice(0, 31).map((hit) => hit.id))).toEqual(new Set([folder.id, ...named]));
    // Then the scans, newest first, across the pages.
    const newestFirst = scans.map((scan) => scan.name).reverse();
    expect(hits.slice(31).map((hit) => hit.name)).toEqual(newestFirst);
  });

  it('answers nothing for a query without letters or digits, and refuses an empty one', async () => {
    expect((await search(karin, { q: '&&' })).hits).toEqual([]);
    const empty = await call(karin, 'GET', `${API}/search?q=`);
    expect(empty.statusCode).toBe(400);
  });
});
