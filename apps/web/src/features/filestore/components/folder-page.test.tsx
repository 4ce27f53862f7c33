import { notifications } from '@mantine/notifications';
import {
  createFolder,
  downloadFilestoreFile,
  fileUploads,
  getFilestoreFile,
  getFilestorePreview,
  getFolderListing,
  moveItems,
  renameFile,
  restoreItems,
  trashItems,
} from '@portal/shared/api/filestore.api';
import { finaliseUpload, getUploadedFile, getUploadSession } from '@portal/shared/api/uploads.api';
import type { FolderListing } from '@portal/shared/schemas/filestore';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkUploaderCallbacks } from '../../../lib/chunk-uploader';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import {
  ARCHIVE_ID,
  fsId,
  numberedFiles,
  rootCrumb,
  testArchive,
  testFile,
  testFolder,
  testListing,
} from '../testing/filestore-fixtures';
import { renderFilestore, where } from '../testing/render-filestore';

const ROOT = `/filestore/archive/${ARCHIVE_ID}`;
const PROJECTS = testFolder(1, 'Projecten 2024');
const PERMITS = testFolder(2, 'Vergunningen', { folderCount: 0 });

/** The rows of the table as a user reads them: the names, top to bottom. */
const names = () =>
  screen.getAllByTestId('filestore-row').map((row) =>
    row
      .querySelector('input[type="checkbox"]')
      ?.getAttribute('aria-label')
      ?.replace(/ selecteren$/, ''),
  );

/** A server whose listing answers `answer` and records each call's query. */
function setup(answer: (query: URLSearchParams) => FolderListing | FakeAnswer = () => testListing()) {
  const server = fakeServer();
  const queries: URLSearchParams[] = [];
  server.on(getFolderListing, ({ query }) => {
    queries.push(query);
    return answer(query);
  });
  return { server, queries };
}

/** What the page handed to the browser as downloads: name and object URL. */
function savedDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

beforeAll(initTestI18n);
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

describe('a folder of the archive', () => {
  it('shows the way there, the subfolders and then the files, and how many of how many files', async () => {
    setup(() =>
      testListing({
        folder: PROJECTS,
        breadcrumbs: [rootCrumb(), { folderId: PROJECTS.id, name: 'Projecten 2024' }],
        folders: [testFolder(5, 'Dorpsstraat 12', { parentId: PROJECTS.id })],
        files: [testFile(1, 'Bestek.pdf'), testFile(2, 'Tekening.pdf')],
        totalFiles: 2,
      }),
    );
    renderFilestore(`${ROOT}/folder/${PROJECTS.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projecten 2024' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Waar u bent' });
    expect(within(crumbs).getByRole('link', { name: 'Mijn archief' }).getAttribute('href')).toBe(
      '/filestore/dashboard',
    );
    expect(within(crumbs).getByRole('link', { name: 'Bouwdossiers' }).getAttribute('href')).toBe(ROOT);
    expect(names()).toEqual(['Dorpsstraat 12', 'Bestek.pdf', 'Tekening.pdf']);
    expect(screen.getByTestId('filestore-shown').textContent).toBe('2 van 2 bestanden');
    expect(document.title).toBe('Projecten 2024');
  });

  it('sorts by a column: the request asks for it, the table shows the answer’s order, and the address keeps it', async () => {
    const { queries } = setup((query) =>
      testListing({
        files:
          query.get('sort') === 'size'
            ? [testFile(2, 'Groot.pdf', { size: 9_000_000 }), testFile(1, 'Klein.pdf', { size: 1_000 })].sort(
                (a, b) => (query.get('direction') === 'asc' ? a.size - b.size : b.size - a.size),
              )
            : [testFile(1, 'Klein.pdf', { size: 1_000 }), testFile(2, 'Groot.pdf', { size: 9_000_000 })],
      }),
    );
    renderFilestore(ROOT);
    await screen.findByText('Klein.pdf');
    expect(queries.at(-1)?.toString()).toBe('sort=name&direction=asc');

    fireEvent.click(screen.getByRole('button', { name: 'Grootte' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('sort=size&direction=asc'));
    expect(where()).toBe(`${ROOT}?sorteer=grootte&volgorde=op`);
    await waitFor(() =>
      expect(names()).toEqual(['Projecten 2024', 'Vergunningen', 'Klein.pdf', 'Groot.pdf']),
    );
    expect(screen.getByRole('columnheader', { name: 'Grootte' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Grootte' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('sort=size&direction=desc'));
    expect(where()).toBe(`${ROOT}?sorteer=grootte&volgorde=af`);
    await waitFor(() =>
      expect(names()).toEqual(['Projecten 2024', 'Vergunningen', 'Groot.pdf', 'Klein.pdf']),
    );
  });

  it('opens with the order the address names (a reload, the back button)', async () => {
    const { queries } = setup();
    renderFilestore(`${ROOT}?sorteer=datum&volgorde=af`);
    await screen.findByText('Bestek.pdf');
    expect(queries[0]?.toString()).toBe('sort=date&direction=desc');
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('aria-sort')).toBe('descending');
    // Folders follow the dates too: the newest first.
    expect(names().slice(0, 2)).toEqual(['Vergunningen', 'Projecten 2024']);
  });

  it('adds the next 100 files with ‘Meer laden’, asking from the answer’s cursor', async () => {
    const { queries } = setup((query) =>
      query.get('after') === 'cursor-1'
        ? testListing({ folders: [], files: numberedFiles(101, 20), totalFiles: 120, nextCursor: null })
        : testListing({ files: numberedFiles(1, 100), totalFiles: 120, nextCursor: 'cursor-1' }),
    );
    renderFilestore(ROOT);
    expect((await screen.findByTestId('filestore-shown')).textContent).toBe('100 van 120 bestanden');
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() =>
      expect(screen.getByTestId('filestore-shown').textContent).toBe('120 van 120 bestanden'),
    );
    expect(queries.at(-1)?.get('after')).toBe('cursor-1');
    expect(names()).toHaveLength(122);
    expect(names().slice(-2)).toEqual(['Bouwtekening 119.pdf', 'Bouwtekening 120.pdf']);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('shows the server’s Dutch message when the folder cannot be read', async () => {
    setup(
      () =>
        new FakeAnswer(404, {
          error: 'FILESTORE_NOT_FOUND',
          message:
            'Dit archief, deze map of dit bestand bestaat niet (meer), of u heeft er geen toegang toe.',
        }),
    );
    renderFilestore(ROOT);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dit archief, deze map of dit bestand bestaat niet (meer), of u heeft er geen toegang toe.',
    );
  });
});

describe('changing a folder', () => {
  const select = (name: string) =>
    fireEvent.click(screen.getByRole('checkbox', { name: `${name} selecteren` }));

  it('moves the selection into a folder chosen in the archive’s tree, with the right call', async () => {
    const { server } = setup((query) =>
      query.get('folderId') === PERMITS.id
        ? testListing({ folder: PERMITS, folders: [], files: [] })
        : testListing({ folders: [PROJECTS, PERMITS] }),
    );
    const moves: unknown[] = [];
    server.on(moveItems, ({ params, body }) => {
      moves.push({ archiveId: params.archiveId, body });
      return { changed: 2 };
    });
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    select('Projecten 2024');
    select('Bestek.pdf');
    expect(screen.getByText('2 geselecteerd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verplaatsen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verplaatsen' });
    // A folder does not go into itself, and the root is where they are now.
    expect(
      (await within(dialog).findByRole('radio', { name: 'Projecten 2024 · Wordt verplaatst' })).hasAttribute(
        'disabled',
      ),
    ).toBe(true);
    expect(
      within(dialog)
        .getByRole('radio', { name: 'Bouwdossiers (hoofdmap) · Hier staat het nu' })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vergunningen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hierheen verplaatsen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([
      {
        archiveId: ARCHIVE_ID,
        body: {
          items: { folderIds: [PROJECTS.id], fileIds: [testFile(2, '').id] },
          targetFolderId: PERMITS.id,
        },
      },
    ]);
    expect(await screen.findByText('2 items zijn verplaatst naar ‘Vergunningen’.')).toBeTruthy();
  });

  it('puts the selection in the trash after a confirmation, and undoes it from the notice', async () => {
    const { server } = setup();
    const trashed: unknown[] = [];
    const restored: unknown[] = [];
    server.on(trashItems, ({ params, body }) => {
      trashed.push({ archiveId: params.archiveId, body });
      return { changed: 2 };
    });
    server.on(restoreItems, ({ body }) => {
      restored.push(body);
      return { changed: 2 };
    });
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    select('Aanvraag omgevingsvergunning.pdf');
    select('Bestek.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naar de prullenbak' });
    expect(
      within(dialog).getByText(
        '2 items naar de prullenbak verplaatsen? U kunt ze daar 30 dagen lang terugzetten.',
      ),
    ).toBeTruthy();
    expect(trashed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Naar de prullenbak' }));
    expect(await screen.findByText('2 items zijn naar de prullenbak verplaatst.')).toBeTruthy();
    const selection = { folderIds: [], fileIds: [testFile(1, '').id, testFile(2, '').id] };
    expect(trashed).toEqual([{ archiveId: ARCHIVE_ID, body: selection }]);
    expect(screen.queryByText('2 geselecteerd')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('2 items zijn teruggezet.')).toBeTruthy();
    expect(restored).toEqual([selection]);
  });

  it('renames one selected file with the version it read, after checking the name as the server does', async () => {
    const { server } = setup();
    const renames: unknown[] = [];
    server.on(renameFile, ({ params, body }) => {
      renames.push({ fileId: params.fileId, body });
      return testFile(2, 'Bestek definitief.pdf', { version: 2 });
    });
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    select('Bestek.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Hernoemen' }));
    const dialog = await screen.findByRole('dialog', { name: '‘Bestek.pdf’ hernoemen' });
    const field = within(dialog).getByRole('textbox', { name: 'Nieuwe naam' });
    expect((field as HTMLInputElement).value).toBe('Bestek.pdf');
    fireEvent.change(field, { target: { value: 'map/bestek.pdf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(
        'Een naam heeft 1 tot 255 tekens, mag geen / of \\ bevatten en niet alleen uit punten bestaan.',
      ),
    ).toBeTruthy();
    expect(renames).toEqual([]);
    fireEvent.change(field, { target: { value: ' Bestek definitief.pdf ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De naam is gewijzigd in ‘Bestek definitief.pdf’.')).toBeTruthy();
    expect(renames).toEqual([
      { fileId: testFile(2, '').id, body: { name: 'Bestek definitief.pdf', version: 1 } },
    ]);
  });

  it('makes a new folder, and keeps the dialog open with the server’s Dutch refusal', async () => {
    const { server } = setup();
    const bodies: unknown[] = [];
    server.on(createFolder, ({ body }) => {
      bodies.push(body);
      return new FakeAnswer(409, {
        error: 'FILESTORE_NAME_TAKEN',
        message: 'Er staat hier al een map of bestand met deze naam. Kies een andere naam.',
      });
    });
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe map' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van de map' }), {
      target: { value: 'Vergunningen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Er staat hier al een map of bestand met deze naam. Kies een andere naam.',
    );
    expect(bodies).toEqual([{ parentId: null, name: 'Vergunningen' }]);
  });

  it('in an archive the customer may not change: the reason in one line, no change controls, downloads still', async () => {
    const { server } = setup(() => testListing({ archive: testArchive({ allowChanges: false }) }));
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    expect(screen.getByTestId('filestore-read-only').textContent).toMatch(
      /^In dit archief kunt u niets wijzigen/,
    );
    for (const name of ['Nieuwe map', 'Bestanden toevoegen'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    select('Bestek.pdf');
    for (const name of ['Hernoemen', 'Verplaatsen', 'Verwijderen'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    server.on(downloadFilestoreFile, () => '%PDF');
    const saved = savedDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(saved).toEqual(['Bestek.pdf']));
    expect(server.calls).toContain(`GET /api/v3/filestore/files/${testFile(2, '').id}/download`);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the keyboard in the table', () => {
  it('moves between rows with the arrows, selects with Space, opens a file with Enter and a folder too', async () => {
    const { server } = setup((query) =>
      query.get('folderId') ? testListing({ folder: PROJECTS, folders: [], files: [] }) : testListing(),
    );
    server.on(getFilestoreFile, () => ({
      file: testFile(1, 'Aanvraag omgevingsvergunning.pdf'),
      archive: testArchive(),
      breadcrumbs: [rootCrumb()],
    }));
    server.on(getFilestorePreview, () => 'webp');
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    const rows = screen.getAllByTestId('filestore-row');
    // One row is in the tab order; the others are reached with the arrows.
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);
    act(() => rows[0]!.focus());
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: ' ' });
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Aanvraag omgevingsvergunning.pdf selecteren',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(screen.getByText('1 geselecteerd')).toBeTruthy();

    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Aanvraag omgevingsvergunning.pdf' });
    expect(where()).toBe(`${ROOT}?bestand=${testFile(1, '').id}`);
    expect(within(panel).getByText('Bouwdossiers')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(where()).toBe(ROOT));

    fireEvent.keyDown(screen.getAllByTestId('filestore-row')[0]!, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe(`${ROOT}/folder/${PROJECTS.id}`));
  });
});

describe('the file panel', () => {
  it('opens from the address with the file’s analysis, its page previews and its download', async () => {
    const file = testFile(3, 'Bouwtekening.pdf', {
      pageCount: 10,
      pagesColour: 2,
      pagesBW: 7,
      pagesBlank: 1,
      format: 'A3',
      hasText: false,
    });
    const { server } = setup(() => testListing({ files: [testFile(1, 'Bestek.pdf'), file] }));
    server.on(getFilestoreFile, () => ({
      file,
      archive: testArchive(),
      breadcrumbs: [rootCrumb(), { folderId: fsId(101), name: 'Projecten 2024' }],
    }));
    const pages: string[] = [];
    server.on(getFilestorePreview, ({ params, query }) => {
      pages.push(`${params.size}:${query.get('page')}`);
      return 'webp';
    });
    renderFilestore(`${ROOT}?bestand=${file.id}`);
    const panel = await screen.findByRole('dialog', { name: 'Bouwtekening.pdf' });
    const facts = within(panel).getByText('Staat in').closest('dl')!;
    expect(facts.textContent).toContain('Bouwdossiers › Projecten 2024');
    expect(within(facts).getByText('2 kleur')).toBeTruthy();
    expect(within(facts).getByText('7 zwart-wit')).toBeTruthy();
    expect(within(facts).getByText('1 leeg')).toBeTruthy();
    expect(within(facts).getByText('A3')).toBeTruthy();
    expect(within(facts).getByText('Alleen op naam (het document heeft geen tekstlaag)')).toBeTruthy();
    // The first eight pages, then eight more on request.
    expect(
      await within(panel).findAllByRole('img', { name: /^Pagina \d+ van Bouwtekening\.pdf$/ }),
    ).toHaveLength(8);
    expect(pages).toEqual(['240:1', '240:2', '240:3', '240:4', '240:5', '240:6', '240:7', '240:8']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Meer pagina’s tonen' }));
    await waitFor(() => expect(within(panel).getAllByRole('img')).toHaveLength(10));
    expect(within(panel).queryByRole('button', { name: 'Meer pagina’s tonen' })).toBeNull();
    server.on(downloadFilestoreFile, () => '%PDF');
    const saved = savedDownloads();
    fireEvent.click(within(panel).getByRole('button', { name: 'Bouwtekening.pdf downloaden' }));
    await waitFor(() => expect(saved).toEqual(['Bouwtekening.pdf']));
    // The row of the file in the table is marked (a search hit opens the folder so).
    await waitFor(() =>
      expect(
        screen.getAllByTestId('filestore-row').find((row) => row.hasAttribute('data-highlighted'))
          ?.textContent,
      ).toContain('Bouwtekening.pdf'),
    );
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('accessibility', () => {
  it('the folder page with a selection and each of its dialogs', async () => {
    setup();
    renderFilestore(ROOT);
    await screen.findByText('Bestek.pdf');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bestek.pdf selecteren' }));
    expect(await seriousViolations()).toEqual([]);
    for (const [button, title] of [
      ['Nieuwe map', 'Nieuwe map'],
      ['Hernoemen', '‘Bestek.pdf’ hernoemen'],
      ['Verplaatsen', 'Verplaatsen'],
      ['Verwijderen', 'Naar de prullenbak'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      if (title === 'Verplaatsen') await within(dialog).findByRole('radio', { name: 'Vergunningen' });
      expect(await seriousViolations()).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});

describe('adding files to a folder', () => {
  it('sends them through the upload session, waits for the analysis, then files them into the folder', async () => {
    const { server, queries } = setup((query) =>
      testListing({ folder: query.get('folderId') ? PERMITS : null, folders: [], files: [] }),
    );
    const SESSION = fsId(9000);
    const upload = uploadedFile('Scan 001.pdf', { uuid: fsId(9001) });
    server.on(getUploadSession, () => ({ sessionId: SESSION }));
    const finalised: unknown[] = [];
    server.on(finaliseUpload, ({ params, body }) => {
      finalised.push({ sessionId: params.sessionId, body });
      return { files: [upload], skipped: [] };
    });
    let polls = 0;
    server.on(getUploadedFile, () => {
      polls += 1;
      return polls < 2 ? upload : { ...upload, status: 'READY', pageCount: 3, analysed: true };
    });
    const filed: unknown[] = [];
    server.on(fileUploads, ({ params, body }) => {
      filed.push({ archiveId: params.archiveId, body });
      return { files: [testFile(40, 'Scan 001.pdf', { folderId: PERMITS.id })] };
    });
    // The chunk transfer (flow.js sends by XHR) is replaced: each file is sent when the test says so.
    const sent: { key: string; name: string }[] = [];
    let report: ChunkUploaderCallbacks | undefined;
    const chunkQueries: Record<string, string>[] = [];
    renderFilestore(`${ROOT}/folder/${PERMITS.id}`, {
      loadUploader: async (query, callbacks) => {
        report = callbacks;
        return {
          send: (key, file) => {
            chunkQueries.push(query(key));
            sent.push({ key, name: file.name });
          },
          resume: () => {},
          cancel: () => {},
          cancelAll: () => {},
        };
      },
      wait: () => Promise.resolve(),
    });
    await screen.findByText('Deze map is leeg.');
    const listings = queries.length;

    fireEvent.change(screen.getByTestId('filestore-file-input'), {
      target: { files: [new File(['%PDF-1.7'], 'Scan 001.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(sent.map((file) => file.name)).toEqual(['Scan 001.pdf']));
    expect(chunkQueries).toEqual([{ sessionId: SESSION }]);
    act(() => report!.progress(sent[0]!.key, 0.4));
    expect(await screen.findByRole('progressbar', { name: 'Wordt geüpload… 40%' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    act(() =>
      report!.success(
        sent[0]!.key,
        { identifier: 'flow-1', name: 'Scan 001.pdf', relativePath: 'Scan 001.pdf', chunkCount: 1 },
        '',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('filestore-upload').dataset.state).toBe('done'));
    expect(finalised).toEqual([
      {
        sessionId: SESSION,
        body: {
          identifier: 'flow-1',
          name: 'Scan 001.pdf',
          relativePath: 'Scan 001.pdf',
          chunkCount: 1,
          unzip: false,
          analyse: true,
        },
      },
    ]);
    // Filed only once the analysis had ended.
    expect(polls).toBe(2);
    expect(filed).toEqual([
      { archiveId: ARCHIVE_ID, body: { sessionId: SESSION, uploadIds: [upload.uuid], folderId: PERMITS.id } },
    ]);
    expect(screen.getByText('1 van 1 bestanden toegevoegd')).toBeTruthy();
    // The folder is asked again, and shows the file.
    await waitFor(() => expect(queries.length).toBeGreaterThan(listings));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('filestore-upload')).toBeNull();
  });

  it('shows a refused file with the server’s Dutch reason and files nothing', async () => {
    const { server } = setup();
    server.on(getUploadSession, () => ({ sessionId: fsId(9000) }));
    const filed: unknown[] = [];
    server.on(fileUploads, ({ body }) => {
      filed.push(body);
      return { files: [] };
    });
    let report: ChunkUploaderCallbacks | undefined;
    const keys: string[] = [];
    renderFilestore(ROOT, {
      loadUploader: async (_query, callbacks) => {
        report = callbacks;
        return { send: (key) => keys.push(key), resume: () => {}, cancel: () => {}, cancelAll: () => {} };
      },
    });
    await screen.findByText('Bestek.pdf');
    fireEvent.change(screen.getByTestId('filestore-file-input'), {
      target: { files: [new File(['x'], 'Groot.pdf')] },
    });
    await waitFor(() => expect(keys).toHaveLength(1));
    act(() =>
      report!.error(
        keys[0]!,
        JSON.stringify({ error: 'STORAGE_QUOTA_REACHED', message: 'Uw opslagruimte is vol.' }),
      ),
    );
    expect((await screen.findByTestId('filestore-upload')).textContent).toContain(
      'Niet toegevoegd: Uw opslagruimte is vol.',
    );
    expect(filed).toEqual([]);
  });
});
