import { MantineProvider } from '@mantine/core';
import {
  addFilestoreFilesToSession,
  getFolderListing,
  listArchives,
  searchFilestore,
} from '@portal/shared/api/filestore.api';
import type { ArchiveSummary, FolderListing } from '@portal/shared/schemas/filestore';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { SiteContext } from '../../../lib/site-context';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n, testSite } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import {
  ARCHIVE_ID,
  OTHER_ARCHIVE_ID,
  rootCrumb,
  testArchive,
  testFile,
  testFolder,
  testHit,
  testListing,
} from '../testing/filestore-fixtures';
import { SelectFromFilestoreDialog } from './select-from-filestore-dialog';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const PROJECTS = testFolder(1, 'Projecten 2024');
const PLAN = testFile(1, 'Plattegrond.pdf', { pageCount: 2, format: 'A3' });
const QUOTE = testFile(2, 'Offerte.pdf', { pageCount: 4 });
const DRAWING = testFile(3, 'Gevel.pdf', { folderId: PROJECTS.id, pageCount: 1 });

/** The list's copy of a file-store file as the server answers the add: analysed, with its stored pages. */
const copyOf = (file: { name: string; pageCount: number | null }, n: number): UploadedFile =>
  uploadedFile(file.name, {
    uuid: `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'READY',
    fileType: 'pdf',
    analysed: true,
    format: 'A4',
    pageCount: file.pageCount,
    pagesColour: 1,
    pagesBW: (file.pageCount ?? 1) - 1,
    pagesBlank: 0,
  });

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The dialog with the file store's answers from the fake server; its 'Toevoegen' calls the
 * contract's add through the real API client, as the app's upload store does (the file list and
 * its notice are composed in src/app: select-from-filestore.test.tsx).
 */
function setup({
  archives = [testArchive()],
  listings = {},
}: {
  archives?: ArchiveSummary[];
  listings?: Record<string, FolderListing>;
} = {}) {
  const server = fakeServer();
  const adds: unknown[] = [];
  server.on(listArchives, () => ({
    archives,
    customers: [{ customerNumber: '1000001', name: 'Bouwbedrijf Demo B.V.' }],
  }));
  server.on(getFolderListing, ({ params, query }) => {
    const key = `${params.archiveId}/${query.get('folderId') ?? ''}`;
    return listings[key] ?? testListing({ folders: [PROJECTS], files: [PLAN, QUOTE], totalFiles: 2 });
  });
  server.on(searchFilestore, () => ({
    hits: [testHit({ name: 'Bouwvergunning Dorpsstraat.pdf' })],
    nextCursor: null,
  }));
  server.on(addFilestoreFilesToSession, ({ params, body }) => {
    adds.push({ sessionId: params.sessionId, ...(body as object) });
    const ids = (body as { fileIds: string[] }).fileIds;
    const known = [PLAN, QUOTE, DRAWING, testHit().file!];
    return {
      files: ids.map((id, index) => copyOf(known.find((file) => file.id === id)!, index + 1)),
      alreadyPresent: [],
    };
  });
  const added: UploadedFile[][] = [];
  const onAdd = vi.fn(async (fileIds: string[]) => {
    const answer = await callApi(contracts.filestore, 'addFilestoreFilesToSession', {
      params: { sessionId: SESSION },
      body: { fileIds },
    });
    added.push(answer.files);
    return answer;
  });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter>
            <SelectFromFilestoreDialog opened onClose={onClose} onAdd={onAdd} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  return { server, adds, added, onAdd, onClose, view };
}

const dialog = () => screen.getByRole('dialog', { name: 'Selecteer uit bestandsopslag' });
const count = () => within(dialog()).getByRole('status').textContent;
const addButton = () => within(dialog()).getByRole('button', { name: 'Toevoegen' });
/** A document's checkbox, by the document's name. */
const documentBox = (name: string) => within(dialog()).getByRole('checkbox', { name: new RegExp(name) });

describe('select from the file store', () => {
  it('opens in the only archive, counts the ticked documents and adds them with one call', async () => {
    const { adds, added, onClose } = setup();
    const list = await within(dialog()).findByRole('list', { name: 'Mappen en documenten in Bouwdossiers' });
    // A folder says what it holds: its folders and its documents.
    expect(within(list).getByRole('button', { name: 'Map Projecten 2024 openen' }).textContent).toContain(
      '2 mappen · 12 bestanden',
    );
    // Each document with what it is: pages, format and size.
    expect(documentBox('Plattegrond.pdf').closest('li')!.textContent).toContain('2 pagina’s · A3');
    expect(count()).toBe('Nog geen document gekozen');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(documentBox('Plattegrond.pdf'));
    expect(count()).toBe('1 document gekozen');
    fireEvent.click(documentBox('Offerte.pdf'));
    expect(count()).toBe('2 documenten gekozen');
    fireEvent.click(documentBox('Plattegrond.pdf'));
    expect(count()).toBe('1 document gekozen');
    fireEvent.click(documentBox('Plattegrond.pdf'));
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(addButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds).toEqual([{ sessionId: SESSION, fileIds: [QUOTE.id, PLAN.id] }]);
    expect(added.flat().map((file) => file.fileName)).toEqual(['Offerte.pdf', 'Plattegrond.pdf']);
    // Closed after the add, with the choice forgotten for the next time it opens.
    expect(count()).toBe('Nog geen document gekozen');
  });

  it('is worked with the keyboard: archives and folders are buttons, documents checkboxes named with their facts', async () => {
    setup({
      archives: [testArchive(), testArchive({ id: OTHER_ARCHIVE_ID, name: 'Personeel' })],
    });
    const archives = await within(dialog()).findByRole('list', { name: 'Uw archieven' });
    const open = within(archives).getByRole('button', { name: 'Archief Bouwdossiers openen' });
    open.focus();
    expect(document.activeElement).toBe(open);
    // Enter on a native button clicks it.
    fireEvent.click(open);
    const box = await within(dialog()).findByRole('checkbox', { name: /Offerte\.pdf/ });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toContain(
      '4 pagina’s',
    );
    box.focus();
    expect(document.activeElement).toBe(box);
    // Space on a native checkbox toggles it (a click event).
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(count()).toBe('1 document gekozen');
  });

  it('keeps the choice while the customer browses folders, follows the breadcrumbs back and searches', async () => {
    const { adds } = setup({
      archives: [testArchive(), testArchive({ id: OTHER_ARCHIVE_ID, name: 'Personeel' })],
      listings: {
        [`${ARCHIVE_ID}/${PROJECTS.id}`]: testListing({
          folder: PROJECTS,
          breadcrumbs: [rootCrumb(), { folderId: PROJECTS.id, name: PROJECTS.name }],
          folders: [],
          files: [DRAWING],
          totalFiles: 1,
        }),
      },
    });
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Archief Bouwdossiers openen' }));
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Offerte\.pdf/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Map Projecten 2024 openen' }));
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Gevel\.pdf/ }));
    expect(count()).toBe('2 documenten gekozen');

    const crumbs = within(dialog()).getByRole('navigation', { name: 'Waar u bent' });
    expect(within(crumbs).getByText('Projecten 2024').getAttribute('aria-current')).toBe('location');
    fireEvent.click(within(crumbs).getByRole('button', { name: 'Bouwdossiers' }));
    // Back in the root the earlier tick is still there.
    expect(
      ((await within(dialog()).findByRole('checkbox', { name: /Offerte\.pdf/ })) as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.change(within(dialog()).getByRole('searchbox', { name: 'Zoeken in uw archieven' }), {
      target: { value: 'vergunning' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Zoeken' }));
    const results = await within(dialog()).findByRole('list', { name: 'Gevonden voor ‘vergunning’' });
    fireEvent.click(within(results).getByRole('checkbox', { name: /Bouwvergunning Dorpsstraat\.pdf/ }));
    expect(count()).toBe('3 documenten gekozen');
    expect(within(results).getByText(/In Bouwdossiers › Vergunningen/)).toBeTruthy();

    fireEvent.click(addButton());
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toEqual({ sessionId: SESSION, fileIds: [QUOTE.id, DRAWING.id, testHit().id] });
  });

  it('shows a refusal in Dutch, stays open with the choice and adds nothing', async () => {
    const { server, onClose, added } = setup();
    server.on(
      addFilestoreFilesToSession,
      () =>
        new FakeAnswer(409, {
          error: 'FILESTORE_FILE_TRASHED',
          message: 'Dit bestand staat in de prullenbak. Zet het eerst terug.',
        }),
    );
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Offerte\.pdf/ }));
    fireEvent.click(addButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Dit bestand staat in de prullenbak. Zet het eerst terug.');
    expect(count()).toBe('1 document gekozen');
    expect(onClose).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it('says so when the customer has no archive yet, with the way to make one', async () => {
    setup({ archives: [] });
    expect(await within(dialog()).findByText('U heeft nog geen archief')).toBeTruthy();
    expect(
      within(dialog()).getByRole('link', { name: 'Naar Archieven beheren' }).getAttribute('href'),
    ).toMatch(/archives/);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lets at most 100 documents be ticked, as one add takes', async () => {
    const many = Array.from({ length: 101 }, (_, index) => testFile(100 + index, `Blad ${index + 1}.pdf`));
    setup({
      listings: { [`${ARCHIVE_ID}/`]: testListing({ folders: [], files: many, totalFiles: 101 }) },
    });
    const boxes = await within(dialog()).findAllByRole('checkbox');
    act(() => {
      for (const box of boxes.slice(0, 100)) fireEvent.click(box);
    });
    expect(count()).toBe('100 documenten gekozen U kunt 100 documenten tegelijk toevoegen.');
    expect((boxes[100] as HTMLInputElement).disabled).toBe(true);
  });
});
