import { MantineProvider } from '@mantine/core';
import { addFilestoreFilesToSession, getFolderListing, listArchives } from '@portal/shared/api/filestore.api';
import { getUploadSession, listUploadedFiles } from '@portal/shared/api/uploads.api';
import type { User } from '@portal/shared/schemas/account';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SelectFromFilestoreDialog } from '../../features/filestore/components/select-from-filestore-dialog';
import {
  testArchive,
  testFile,
  testFolder,
  testListing,
} from '../../features/filestore/testing/filestore-fixtures';
import { uploadedFilesQueryKey } from '../../features/uploads/api/list-uploaded-files';
import { UploadNotices } from '../../features/uploads/components/upload-notices';
import { createUploadStore, mergeEntries } from '../../features/uploads/stores/upload-store';
import { session as appSession, createSessionState } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { seriousViolations } from '../../testing/axe';
import { fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { uploadedFile } from '../../testing/uploaded-file';
import { FromFilestoreButton, useFromFilestore } from './select-from-filestore';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const PROJECTS = testFolder(1, 'Projecten 2024');
const PLAN = testFile(1, 'Plattegrond.pdf', { pageCount: 2, format: 'A3' });
const QUOTE = testFile(2, 'Offerte.pdf', { pageCount: 4 });

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
  appSession.setUser(null);
});

/**
 * 'Selecteer uit bestandsopslag' as the home and product order screens compose it (this folder's
 * select-from-filestore.tsx): the dialog's 'Toevoegen' into the real upload store of a logged-in
 * customer, whose file list takes the copies and whose notices name what the list held already.
 * The dialog on its own: features/filestore/components/select-from-filestore-dialog.test.tsx.
 */
function setup(files: UploadedFile[] = []) {
  const server = fakeServer();
  const adds: unknown[] = [];
  server.on(getUploadSession, () => ({ sessionId: SESSION }));
  server.on(listUploadedFiles, () => ({ files }));
  server.on(listArchives, () => ({
    archives: [testArchive()],
    customers: [{ customerNumber: '1000001', name: 'Bouwbedrijf Demo B.V.' }],
  }));
  server.on(getFolderListing, () =>
    testListing({ folders: [PROJECTS], files: [PLAN, QUOTE], totalFiles: 2 }),
  );
  server.on(addFilestoreFilesToSession, ({ params, body }) => {
    adds.push({ sessionId: params.sessionId, ...(body as object) });
    const ids = (body as { fileIds: string[] }).fileIds;
    const known = [PLAN, QUOTE];
    return {
      files: ids.map((id, index) => copyOf(known.find((file) => file.id === id)!, index + 1)),
      alreadyPresent: [],
    };
  });

  const session = createSessionState();
  session.setUser({ uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', securityLevel: 1 } as User);
  const uploadsClient = new QueryClient();
  const store = createUploadStore({
    queryClient: uploadsClient,
    session,
    createUploader: () => ({ send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() }),
  });
  store.connect({ checkLogin: async () => true });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter>
            <SelectFromFilestoreDialog
              opened
              onClose={onClose}
              onAdd={(fileIds) => store.addFromFilestore(fileIds)}
            />
            <UploadNotices store={store} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  /** The file list's names as the screens show them, in order. */
  const listNames = () =>
    mergeEntries(
      uploadsClient.getQueryData<UploadedFile[]>(uploadedFilesQueryKey(SESSION)) ?? [],
      store.getSnapshot(),
    ).map((entry) => entry.name);
  return { server, adds, store, onClose, view, listNames };
}

const dialog = () => screen.getByRole('dialog', { name: 'Selecteer uit bestandsopslag' });
const count = () => within(dialog()).getByRole('status').textContent;
const addButton = () => within(dialog()).getByRole('button', { name: 'Toevoegen' });
/** A document's checkbox, by the document's name. */
const documentBox = (name: string) => within(dialog()).getByRole('checkbox', { name: new RegExp(name) });

/** The session is known once the store has asked for it: only then can files be added. */
async function ready(store: ReturnType<typeof setup>['store']) {
  await waitFor(() => expect(store.sessionId()).toBe(SESSION));
}

describe('select from the file store into the file list', () => {
  it('puts the chosen documents at the end of the file list, selected so that they are priced at once', async () => {
    const earlier = uploadedFile('eerder.pdf', { status: 'READY' });
    const { adds, store, onClose, listNames } = setup([earlier]);
    await ready(store);
    await waitFor(() => expect(listNames()).toEqual(['eerder.pdf']));
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Offerte\.pdf/ }));
    fireEvent.click(documentBox('Plattegrond.pdf'));
    expect(count()).toBe('2 documenten gekozen');
    fireEvent.click(addButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds).toEqual([{ sessionId: SESSION, fileIds: [QUOTE.id, PLAN.id] }]);
    expect(listNames()).toEqual(['eerder.pdf', 'Offerte.pdf', 'Plattegrond.pdf']);
    // The new ones selected, so the product order screen prices them at once; no notice: nothing was there yet.
    expect([...store.getSnapshot().selected].sort()).toEqual(
      [copyOf(QUOTE, 1).uuid, copyOf(PLAN, 2).uuid].sort(),
    );
    expect(screen.queryByRole('dialog', { name: 'Niet alles is toegevoegd' })).toBeNull();
  });

  it('names the chosen documents the file list already holds in a notice, and adds the rest', async () => {
    const { server, store, listNames } = setup();
    server.on(addFilestoreFilesToSession, () => ({
      files: [copyOf(QUOTE, 9)],
      alreadyPresent: [{ fileId: PLAN.id, name: 'Plattegrond.pdf' }],
    }));
    await ready(store);
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Plattegrond\.pdf/ }));
    fireEvent.click(documentBox('Offerte.pdf'));
    fireEvent.click(addButton());

    const notice = await screen.findByRole('dialog', { name: 'Niet alles is toegevoegd' });
    expect(notice.textContent).toContain(
      'Dit bestand uit de bestandsopslag staat al in uw bestandenlijst en is niet nogmaals toegevoegd:',
    );
    expect(within(notice).getByRole('listitem').textContent).toBe('Plattegrond.pdf');
    expect(listNames()).toEqual(['Offerte.pdf']);
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(notice).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    await waitFor(() => expect(store.getSnapshot().notices).toEqual([]));
  });
});

/** The way in as the home and product order screens use it: the button when it is offered, and the dialog. */
function WayIn() {
  const fromFilestore = useFromFilestore();
  return (
    <>
      {fromFilestore.open ? <FromFilestoreButton onOpen={fromFilestore.open} /> : <p>Geen archief</p>}
      {fromFilestore.dialog}
    </>
  );
}

/** The way in, with the file store's answers for the dialog once it is opened. */
function renderWayIn() {
  const server = fakeServer();
  server.on(listArchives, () => ({ archives: [testArchive()], customers: [] }));
  server.on(getFolderListing, () =>
    testListing({ folders: [PROJECTS], files: [PLAN, QUOTE], totalFiles: 2 }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter>
            <WayIn />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  return server;
}

describe('the way in to the file store', () => {
  it('is offered to a logged-in customer with an archive, and opens the dialog (its code fetched then)', async () => {
    appSession.setUser(testUser({ hasArchives: true }));
    const server = renderWayIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Selecteer uit bestandsopslag' }));
    expect(await screen.findByRole('dialog', { name: 'Selecteer uit bestandsopslag' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: /Offerte\.pdf/ })).toBeTruthy();
    // Only the dialog asks the file store; whether to offer it, the user's answer said.
    expect(server.calls[0]).toBe('GET /api/v3/filestore/archives');
  });

  it('is not offered to a customer without an archive, and asks the file store nothing', async () => {
    appSession.setUser(testUser({ hasArchives: false }));
    const server = renderWayIn();
    await act(async () => {});
    expect(screen.getByText('Geen archief')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Selecteer uit bestandsopslag' })).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('is not offered to a visitor, and is once a customer with an archive logs in', async () => {
    const server = renderWayIn();
    await act(async () => {});
    expect(screen.getByText('Geen archief')).toBeTruthy();
    act(() => appSession.setUser(testUser({ hasArchives: true })));
    expect(await screen.findByRole('button', { name: 'Selecteer uit bestandsopslag' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('follows the user’s answer: offered from the first archive, gone with the last', async () => {
    appSession.setUser(testUser({ hasArchives: false }));
    renderWayIn();
    await act(async () => {});
    expect(screen.getByText('Geen archief')).toBeTruthy();
    act(() => appSession.setUser(testUser({ hasArchives: true })));
    expect(await screen.findByRole('button', { name: 'Selecteer uit bestandsopslag' })).toBeTruthy();
    act(() => appSession.setUser(testUser({ hasArchives: false })));
    expect(await screen.findByText('Geen archief')).toBeTruthy();
  });
});
