import {
  finaliseUpload,
  getUploadSession,
  listUploadedFiles,
  removeUploadedFile,
  unpackUploadedFile,
} from '@portal/shared/api/uploads.api';
import type { User } from '@portal/shared/schemas/account';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionState } from '../../../lib/session';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { uploadedFile } from '../../../testing/uploaded-file';
import { uploadedFilesQueryKey } from '../api/list-uploaded-files';
import type { UploaderCallbacks } from '../api/upload-chunks';
import { batchProgress, createUploadStore, mergeEntries } from './upload-store';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const OTHER_SESSION = '9f8e7d6c-5b4a-4392-8d1e-0f1e2d3c4b5a';

const user = { uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', securityLevel: 1 } as User;

const uploaded = uploadedFile;

/** The browser's clock in ms; files are numbered by it as they are added. */
const clock = { now: 1_795_000_000_000 };

function setup({ loggedIn = true, files = [] as UploadedFile[] } = {}) {
  const server = fakeServer();
  server.on(getUploadSession, () => ({ sessionId: SESSION }));
  server.on(listUploadedFiles, () => ({ files }));
  const finalise = vi.fn((_body: unknown): unknown => ({ files: [], skipped: [] }));
  server.on(finaliseUpload, ({ body }) => finalise(body));
  server.on(removeUploadedFile, () => null);
  const session = createSessionState();
  if (loggedIn) session.setUser(user);
  const queryClient = new QueryClient();
  let callbacks: UploaderCallbacks | undefined;
  const uploader = { send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() };
  let key = 0;
  const checkLogin = vi.fn(async (): Promise<boolean | null> => session.getSnapshot().loggedIn);
  const store = createUploadStore({
    queryClient,
    session,
    createUploader: (_sessionId, given) => {
      callbacks = given;
      return uploader;
    },
    newKey: () => `key-${++key}`,
    now: () => clock.now,
  });
  const disconnect = store.connect({ checkLogin });
  const stored = () => queryClient.getQueryData<UploadedFile[]>(uploadedFilesQueryKey(SESSION)) ?? [];
  const entries = () => mergeEntries(stored(), store.getSnapshot());
  const notices = () => store.getSnapshot().notices.map(({ id: _id, ...notice }) => notice);
  return {
    store,
    server,
    session,
    queryClient,
    finalise,
    checkLogin,
    uploader,
    callbacks: () => callbacks!,
    entries,
    notices,
    disconnect,
    logIn: () => {
      session.setUser(user);
      session.emit('loggedIn', { user });
    },
    logOut: () => {
      session.setUser(null);
      session.emit('loggedOut', { reason: 'user' });
    },
  };
}

const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const chunks = (name: string) => ({ identifier: `id-${name}`, name, relativePath: name, chunkCount: 1 });

/** Lets the fake server's answers and what follows them run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    // The store loads its answers' module (upload-store-answers.ts) with the first of them.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adding files', () => {
  it('sends files at once when logged in, after fetching the upload session', async () => {
    const { store, uploader, server, entries } = setup();
    store.add([pdf('a.pdf'), pdf('b.pdf')]);
    await settle();
    expect(server.calls.filter((call) => call === `GET ${getUploadSession.path}`)).toHaveLength(1);
    expect(uploader.send.mock.calls.map(([key, file]) => [key, (file as File).name])).toEqual([
      ['key-1', 'a.pdf'],
      ['key-2', 'b.pdf'],
    ]);
    expect(entries().map((entry) => [entry.name, entry.phase])).toEqual([
      ['a.pdf', 'uploading'],
      ['b.pdf', 'uploading'],
    ]);
  });

  it('ignores duplicates (one notice for the drop) and refuses files over 2 GB', async () => {
    const { store, entries, notices } = setup({ files: [uploaded('x.pdf', { status: 'READY' })] });
    await settle();
    store.add([pdf('a.pdf')]);
    await settle();
    const huge = pdf('groot.pdf');
    Object.defineProperty(huge, 'size', { value: 2147483649 });
    store.add([pdf('a.pdf'), pdf('x.pdf'), pdf('c.pdf'), pdf('c.pdf'), huge]);
    expect(entries().map((entry) => entry.name)).toEqual(['x.pdf', 'a.pdf', 'c.pdf']);
    expect(notices()).toEqual([
      { kind: 'duplicate', names: ['a.pdf', 'x.pdf', 'c.pdf'] },
      { kind: 'tooLarge', names: ['groot.pdf'] },
    ]);
  });

  it('keeps files waiting while logged out, asks for a login, and starts them after it', async () => {
    const { store, logIn, uploader, entries } = setup({ loggedIn: false });
    const loginRequired = vi.fn();
    store.on('loginRequired', loginRequired);
    store.add([pdf('a.pdf')]);
    expect(loginRequired).toHaveBeenCalledTimes(1);
    expect(entries()[0]?.phase).toBe('waitingForLogin');
    expect(uploader.send).not.toHaveBeenCalled();

    logIn();
    await settle();
    expect(uploader.send).toHaveBeenCalledTimes(1);
    expect(entries()[0]?.phase).toBe('uploading');
  });

  it('after the login, a waiting file whose name the session already holds is a duplicate', async () => {
    const { store, logIn, uploader, entries, notices } = setup({
      loggedIn: false,
      files: [uploaded('a.pdf', { status: 'READY' })],
    });
    store.add([pdf('a.pdf'), pdf('b.pdf')]);
    logIn();
    await settle();
    expect(entries().map((entry) => [entry.name, entry.phase])).toEqual([
      ['a.pdf', 'stored'],
      ['b.pdf', 'uploading'],
    ]);
    expect(uploader.send).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([{ kind: 'duplicate', names: ['a.pdf'] }]);
  });

  it('drops waiting files when the login is cancelled', () => {
    const { store, session, entries } = setup({ loggedIn: false });
    store.add([pdf('a.pdf')]);
    session.emit('loginCancelled', {});
    expect(entries()).toEqual([]);
  });
});

describe('uploading and finalising', () => {
  async function uploading(name = 'a.pdf', options: Parameters<typeof setup>[0] = {}) {
    const context = setup(options);
    context.store.add([pdf(name)]);
    await settle();
    return context;
  }

  it('follows the progress, finalises with the flags and lists what comes back in the query cache', async () => {
    const { store, callbacks, finalise, entries, queryClient } = await uploading();
    callbacks().progress('key-1', 0.5);
    expect(entries()[0]?.progress).toBe(0.5);
    callbacks().progress('key-1', 0.75);
    expect(entries()[0]).toMatchObject({ phase: 'uploading', progress: 0.75 });

    const file = uploaded('a.pdf');
    finalise.mockReturnValue({ files: [file], skipped: [] });
    store.setFinaliseOptions({ unzip: true, analyse: false });
    callbacks().success('key-1', chunks('a.pdf'));
    expect(entries()[0]?.phase).toBe('processing');
    await settle();
    expect(finalise).toHaveBeenCalledWith({
      identifier: 'id-a.pdf',
      name: 'a.pdf',
      relativePath: 'a.pdf',
      chunkCount: 1,
      unzip: true,
      analyse: false,
      position: clock.now * 1000,
    });
    expect(entries()).toMatchObject([{ id: file.uuid, phase: 'stored', file }]);
    expect(queryClient.getQueryData(uploadedFilesQueryKey(SESSION))).toEqual([file]);
    expect(store.getSnapshot().pending).toEqual([]);
  });

  it('keeps the order in which files were added when a later one is stored first', async () => {
    const { store, callbacks, finalise, entries } = setup();
    store.add([pdf('a.pdf'), pdf('b.pdf')]);
    await settle();
    const b = uploaded('b.pdf');
    finalise.mockReturnValue({ files: [b], skipped: [] });
    callbacks().success('key-2', chunks('b.pdf'));
    await settle();
    expect(entries().map((entry) => [entry.name, entry.phase])).toEqual([
      ['a.pdf', 'uploading'],
      ['b.pdf', 'stored'],
    ]);
  });

  it('lists every file of a zip and reports its skipped entries once', async () => {
    const { callbacks, finalise, entries, notices } = await uploading('map.zip');
    const skipped = [
      { name: 'binnen.zip', reason: 'nestedZip' as const },
      { name: '../uit.pdf', reason: 'unsafePath' as const },
    ];
    finalise.mockReturnValue({
      files: [uploaded('map/a.pdf', { status: 'READY' }), uploaded('map/b.pdf', { status: 'READY' })],
      skipped,
    });
    callbacks().success('key-1', chunks('map.zip'));
    await settle();
    expect(entries().map((entry) => entry.name)).toEqual(['map/a.pdf', 'map/b.pdf']);
    expect(notices()).toEqual([{ kind: 'skipped', entries: skipped }]);
  });

  it('turns a chunk error into a problem notice, or into the duplicate warning', async () => {
    const { store, callbacks, entries, notices } = await uploading();
    callbacks().error('key-1', JSON.stringify({ error: 'CHUNK_INVALID', message: 'Past niet.' }));
    expect(entries()).toEqual([]);
    store.add([pdf('b.pdf')]);
    await settle();
    callbacks().error('key-2', JSON.stringify({ error: 'DUPLICATE_FILE_NAME', message: 'Bestaat al.' }));
    store.add([pdf('c.pdf')]);
    await settle();
    callbacks().error('key-3', '');
    expect(notices()).toEqual([
      { kind: 'problem', name: 'a.pdf', message: 'Past niet.' },
      { kind: 'duplicate', names: ['b.pdf'] },
      { kind: 'problem', name: 'c.pdf', message: null },
    ]);
  });

  it('a failed finalise leaves the list with its status code', async () => {
    const { callbacks, finalise, entries, notices } = await uploading();
    finalise.mockReturnValue(new FakeAnswer(500, { error: 'INTERNAL_ERROR', message: 'Mis.' }));
    callbacks().success('key-1', chunks('a.pdf'));
    await settle();
    expect(entries()).toEqual([]);
    expect(notices()).toEqual([{ kind: 'finaliseFailed', name: 'a.pdf', status: 500 }]);
  });

  it.each([
    [
      'a full storage quota',
      'STORAGE_QUOTA_REACHED',
      'Uw opslagruimte is vol (10,0 GB). Verwijder bestanden die u niet meer nodig heeft en probeer het opnieuw.',
    ],
    [
      'a full file list',
      'SESSION_FILES_LIMIT_REACHED',
      'Er kunnen maximaal 1.000 bestanden tegelijk in uw bestandenlijst staan. Bestel of verwijder eerst bestanden.',
    ],
  ])(
    'explains %s with the server message, in a dialog rather than a status code',
    async (_, error, message) => {
      const { callbacks, finalise, entries, notices } = await uploading();
      finalise.mockReturnValue(new FakeAnswer(422, { error, message }));
      callbacks().success('key-1', chunks('a.pdf'));
      await settle();
      expect(entries()).toEqual([]);
      expect(notices()).toEqual([{ kind: 'problem', name: 'a.pdf', message }]);
    },
  );

  it('warns about a low resolution in one dialog for the files of a drop, as their analyses end', async () => {
    const { store, callbacks, finalise, notices } = await uploading('scan.pdf');
    const lowDpi = { status: 'READY' as const, analysed: true, dpisPerPage: [{ page: 2, dpis: [150] }] };
    finalise.mockReturnValue({ files: [uploaded('scan.pdf', lowDpi)], skipped: [] });
    callbacks().success('key-1', chunks('scan.pdf'));
    await settle();
    store.analysed(uploaded('later.pdf', lowDpi));
    store.analysed(
      uploaded('fine.pdf', { status: 'READY', analysed: true, dpisPerPage: [{ page: 1, dpis: [300] }] }),
    );
    expect(notices()).toEqual([
      {
        kind: 'lowDpi',
        files: [
          { name: 'scan.pdf', pages: [{ page: 2, dpi: 150 }] },
          { name: 'later.pdf', pages: [{ page: 2, dpi: 150 }] },
        ],
      },
    ]);
  });
});

describe('the low-resolution warning, once per file', () => {
  const lowDpi = { status: 'READY' as const, analysed: true, dpisPerPage: [{ page: 2, dpis: [150] }] };

  it("does not come back for a file the customer confirmed with 'Begrepen', neither from the poll nor on adding it to the cart", () => {
    const { store, notices } = setup();
    const scan = uploaded('scan.pdf', lowDpi);
    store.analysed(scan);
    expect(notices()).toEqual([
      { kind: 'lowDpi', files: [{ name: 'scan.pdf', pages: [{ page: 2, dpi: 150 }] }] },
    ]);
    store.dismissNotice(store.getSnapshot().notices[0]!.id);
    store.analysed(scan);
    expect(notices()).toEqual([]);
    expect(store.takeLowDpiWarning(scan)).toBe(false);
  });

  it('warns on adding a file analysed before this page was loaded, once, and never for a sharp file', () => {
    const { store, notices } = setup();
    const earlier = uploaded('rapport.pdf', lowDpi);
    const sharp = uploaded('foto.pdf', {
      status: 'READY',
      analysed: true,
      dpisPerPage: [{ page: 1, dpis: [300] }],
    });
    expect(store.takeLowDpiWarning(sharp)).toBe(false);
    expect(store.takeLowDpiWarning(earlier)).toBe(true);
    expect(store.takeLowDpiWarning(earlier)).toBe(false);
    // Told on adding: its analysis ending later raises no dialog either.
    store.analysed(earlier);
    expect(notices()).toEqual([]);
  });

  it('shows the explanation again when the customer asks for it from the mark in the list', () => {
    const { store, notices } = setup();
    const scan = uploaded('scan.pdf', lowDpi);
    store.analysed(scan);
    store.dismissNotice(store.getSnapshot().notices[0]!.id);
    store.showDpiWarning(scan);
    expect(notices()).toHaveLength(1);
    expect(store.takeLowDpiWarning(scan)).toBe(false);
  });
});

describe('cancelling and selecting', () => {
  it('cancels a file still uploading without asking the server', async () => {
    const { store, server, uploader, entries } = setup();
    store.add([pdf('b.pdf')]);
    await settle();
    store.toggleSelected('key-1', true);
    store.cancel('key-1');
    expect(entries()).toEqual([]);
    expect(store.getSnapshot().selected.size).toBe(0);
    expect(uploader.cancel).toHaveBeenCalledWith('key-1');
    expect(server.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('selects all entries, stored and pending', async () => {
    const a = uploaded('a.pdf', { status: 'READY' });
    const { store } = setup({ files: [a] });
    await settle();
    store.add([pdf('b.pdf')]);
    store.selectAll(true);
    expect([...store.getSnapshot().selected]).toEqual([a.uuid, 'key-1']);
    store.selectAll(false);
    expect(store.getSnapshot().selected.size).toBe(0);
  });
});

describe('logout', () => {
  it('empties the list: pending uploads stop, the server files leave the cache', async () => {
    const { store, logOut, entries, uploader, queryClient } = setup({ files: [uploaded('a.pdf')] });
    await settle();
    store.add([pdf('b.pdf')]);
    await settle();
    expect(entries()).toHaveLength(2);
    logOut();
    expect(entries()).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ pending: [], order: [], notices: [] });
    expect(uploader.cancelAll).toHaveBeenCalled();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['uploads'] })).toEqual([]);
  });
});

describe('starting over after an order', () => {
  it('empties the list and asks for the upload session again, which the order closed', async () => {
    const { store, server, entries, uploader, queryClient } = setup({ files: [uploaded('a.pdf')] });
    await settle();
    store.add([pdf('b.pdf')]);
    await settle();
    expect(entries()).toHaveLength(2);
    server.on(getUploadSession, () => ({ sessionId: OTHER_SESSION }));
    store.startOver();
    expect(entries()).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ pending: [], order: [], notices: [] });
    expect(uploader.cancelAll).toHaveBeenCalled();
    expect(queryClient.getQueryData(uploadedFilesQueryKey(SESSION))).toBeUndefined();
    // Nothing shows the list here, so the session is asked for by the next one who needs it.
    expect(store.sessionId()).toBeNull();
    store.add([pdf('c.pdf')]);
    await settle();
    expect(store.sessionId()).toBe(OTHER_SESSION);
  });
});

describe('session check on focus', () => {
  it('empties the list with a notice when the server has another upload session', async () => {
    const { store, server, entries, notices } = setup({ files: [uploaded('a.pdf', { status: 'READY' })] });
    await settle();
    await store.checkSession();
    expect(entries()).toHaveLength(1);

    server.on(getUploadSession, () => ({ sessionId: OTHER_SESSION }));
    await store.checkSession();
    expect(entries()).toEqual([]);
    expect(store.sessionId()).toBe(OTHER_SESSION);
    expect(notices()).toEqual([{ kind: 'sessionExpired' }]);
  });

  it('drops the files the same session lost elsewhere, with a notice naming them', async () => {
    const kept = uploaded('in-winkelwagen.pdf', { status: 'READY' });
    const lost = uploaded('niet-in-winkelwagen.pdf', { status: 'READY' });
    const { store, server, entries, notices } = setup({ files: [kept, lost] });
    await settle();
    store.toggleSelected(lost.uuid, true);
    expect(store.getSnapshot().selected.has(lost.uuid)).toBe(true);
    // The session was ended and taken up again with only its cart (decision 0066).
    server.on(listUploadedFiles, () => ({ files: [kept] }));
    await store.checkSession();
    expect(entries().map((entry) => entry.name)).toEqual(['in-winkelwagen.pdf']);
    expect(store.getSnapshot().selected.has(lost.uuid)).toBe(false);
    expect(store.sessionId()).toBe(SESSION);
    expect(notices()).toEqual([{ kind: 'filesGone', names: ['niet-in-winkelwagen.pdf'] }]);
  });

  it('keeps a file stored while it asked, and says nothing when no file went', async () => {
    const first = uploaded('eerste.pdf', { status: 'READY' });
    const meanwhile = uploaded('tussendoor.pdf', { status: 'READY' });
    const { store, server, entries, notices, queryClient } = setup({ files: [first] });
    await settle();
    // A finalise answers while the list is asked for: the answer does not have that file yet.
    server.on(listUploadedFiles, () => {
      queryClient.setQueryData<UploadedFile[]>(uploadedFilesQueryKey(SESSION), (files) => [
        ...(files ?? []),
        meanwhile,
      ]);
      return { files: [first] };
    });
    await store.checkSession();
    expect(entries().map((entry) => entry.name)).toEqual(['eerste.pdf', 'tussendoor.pdf']);
    expect(notices()).toEqual([]);
  });

  it('leaves a logged-out session to the accounts check', async () => {
    const { store, server, checkLogin, entries } = setup({ files: [uploaded('a.pdf', { status: 'READY' })] });
    await settle();
    checkLogin.mockResolvedValue(false);
    const before = server.calls.length;
    await store.checkSession();
    expect(server.calls.slice(before)).toEqual([]);
    expect(entries()).toHaveLength(1);
  });
});

describe('removing with undo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides a removed file at once, brings it back on undo, and removes nothing on the server', () => {
    vi.useFakeTimers();
    const { store, queryClient, entries, notices } = setup();
    const file = uploaded('weg.pdf', { status: 'READY' });
    queryClient.setQueryData(uploadedFilesQueryKey(SESSION), [file]);
    const commit = vi.fn();
    store.removeWithUndo(file, commit);
    expect(entries()).toEqual([]);
    const [notice] = store.getSnapshot().notices;
    expect(notices()).toEqual([
      { kind: 'removed', name: 'weg.pdf', undo: expect.any(Function), commit: expect.any(Function) },
    ]);
    if (notice?.kind === 'removed') notice.undo();
    expect(entries().map((entry) => entry.name)).toEqual(['weg.pdf']);
    vi.advanceTimersByTime(10_000);
    expect(commit).not.toHaveBeenCalled();
  });

  it('removes on the server once the undo window has passed, and only once', () => {
    vi.useFakeTimers();
    const { store, queryClient, entries } = setup();
    const file = uploaded('weg.pdf', { status: 'READY' });
    queryClient.setQueryData(uploadedFilesQueryKey(SESSION), [file]);
    const commit = vi.fn();
    store.removeWithUndo(file, commit);
    vi.advanceTimersByTime(4_999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    const [notice] = store.getSnapshot().notices;
    if (notice?.kind === 'removed') notice.commit();
    expect(commit).toHaveBeenCalledTimes(1);
    // Until the server's answer, the file stays out of the list.
    expect(entries()).toEqual([]);
    store.removalSettled(file.uuid);
    expect(entries().map((entry) => entry.name)).toEqual(['weg.pdf']);
  });
});

describe('the order of the list across reloads (decision 0036)', () => {
  it('numbers files as they are added, later drops after earlier ones, and sends the number at finalise', async () => {
    const { store, callbacks, finalise } = setup();
    store.add([pdf('a.pdf'), pdf('b.pdf')]);
    clock.now += 5;
    store.add([pdf('c.pdf')]);
    await settle();
    // They finish in another order than they were added.
    for (const [key, name] of [
      ['key-3', 'c.pdf'],
      ['key-1', 'a.pdf'],
      ['key-2', 'b.pdf'],
    ] as const) {
      finalise.mockReturnValueOnce({ files: [uploaded(name)], skipped: [] });
      callbacks().success(key, chunks(name));
      await settle();
    }
    const positions = Object.fromEntries(
      finalise.mock.calls.map(([body]) => [
        (body as { name: string }).name,
        (body as { position: number }).position,
      ]),
    );
    expect(positions['b.pdf']).toBe(positions['a.pdf']! + 1);
    expect(positions['c.pdf']).toBe(clock.now * 1000);
    expect(positions['c.pdf']).toBeGreaterThan(positions['b.pdf']!);
  });

  it('keeps numbering upwards when the clock stands still or goes back', async () => {
    const { store, finalise, callbacks } = setup();
    store.add([pdf('a.pdf')]);
    clock.now -= 60_000;
    store.add([pdf('b.pdf')]);
    await settle();
    for (const [key, name] of [
      ['key-1', 'a.pdf'],
      ['key-2', 'b.pdf'],
    ] as const) {
      callbacks().success(key, chunks(name));
      await settle();
    }
    const [a, b] = finalise.mock.calls.map(([body]) => (body as { position: number }).position);
    expect(b).toBe(a! + 1);
  });
});

describe('the overall progress for the globe (decision 0036)', () => {
  it('adds up the bytes sent of every file on its way, counts stored files whole, and ends when all are stored', async () => {
    const { store, callbacks, finalise } = setup();
    const progress = () => batchProgress(store.getSnapshot());
    expect(progress()).toBeNull();
    store.add([pdf('a.pdf', 1000), pdf('b.pdf', 3000)]);
    await settle();
    expect(progress()).toEqual({ sent: 0, total: 4000 });
    callbacks().progress('key-1', 0.5);
    callbacks().progress('key-2', 0.25);
    expect(progress()).toEqual({ sent: 1250, total: 4000 });

    // A file added while the drop is on its way joins it.
    store.add([pdf('c.pdf', 1000)]);
    await settle();
    expect(progress()).toEqual({ sent: 1250, total: 5000 });

    finalise.mockReturnValueOnce({ files: [uploaded('a.pdf')], skipped: [] });
    callbacks().success('key-1', chunks('a.pdf'));
    await settle();
    expect(progress()).toEqual({ sent: 1750, total: 5000 });

    // A failed file leaves the count; the rest goes on.
    callbacks().error('key-3', '');
    expect(progress()).toEqual({ sent: 1750, total: 4000 });

    callbacks().success('key-2', chunks('b.pdf'));
    expect(progress()).toEqual({ sent: 4000, total: 4000 });
    finalise.mockReturnValueOnce({ files: [uploaded('b.pdf')], skipped: [] });
    await settle();
    expect(progress()).toBeNull();
  });

  it('ends when the last file on its way is cancelled, and starts afresh with the next drop', async () => {
    const { store, callbacks } = setup();
    store.add([pdf('a.pdf', 1000)]);
    await settle();
    callbacks().progress('key-1', 0.9);
    store.cancel('key-1');
    expect(batchProgress(store.getSnapshot())).toBeNull();
    store.add([pdf('b.pdf', 2000)]);
    await settle();
    expect(batchProgress(store.getSnapshot())).toEqual({ sent: 0, total: 2000 });
  });
});

describe("'Uitpakken' (decision 0036)", () => {
  async function withZip() {
    const before = uploaded('voor.pdf', { status: 'READY' });
    const zip = uploaded('archief.zip', { status: 'READY_NOT_ANALYZED', fileType: 'zip' });
    const after = uploaded('na.pdf', { status: 'READY' });
    const context = setup({ files: [before, zip, after] });
    const unpack = vi.fn((): unknown => ({ files: [], skipped: [] }));
    context.server.on(unpackUploadedFile, () => unpack());
    await settle();
    return { ...context, zip, unpack };
  }

  it('puts the zip’s files at its place, once, however often it is asked, and reports skipped entries', async () => {
    const { store, zip, unpack, entries, notices, server } = await withZip();
    const skipped = [{ name: 'binnen.zip', reason: 'nestedZip' as const }];
    unpack.mockReturnValue({ files: [uploaded('een.pdf'), uploaded('twee.pdf')], skipped });
    store.toggleSelected(zip.uuid, true);
    const first = store.unpack(zip);
    void store.unpack(zip);
    expect(store.getSnapshot().unpacking.has(zip.uuid)).toBe(true);
    await first;
    await settle();
    expect(server.calls.filter((call) => call.endsWith('/unpack'))).toHaveLength(1);
    expect(entries().map((entry) => [entry.name, entry.phase])).toEqual([
      ['voor.pdf', 'stored'],
      ['een.pdf', 'stored'],
      ['twee.pdf', 'stored'],
      ['na.pdf', 'stored'],
    ]);
    expect(store.getSnapshot().unpacking.size).toBe(0);
    expect(store.getSnapshot().selected.has(zip.uuid)).toBe(false);
    expect(notices()).toEqual([{ kind: 'skipped', entries: skipped }]);
  });

  it('keeps the zip and says why when the server refuses, or when nothing in it could be unpacked', async () => {
    const { store, zip, unpack, entries, notices } = await withZip();
    const message = 'Dit ZIP-bestand pakken we niet uit.';
    unpack.mockReturnValueOnce(new FakeAnswer(422, { error: 'ZIP_REFUSED', message }));
    await store.unpack(zip);
    unpack.mockReturnValueOnce({ files: [], skipped: [] });
    await store.unpack(zip);
    expect(entries().map((entry) => entry.name)).toEqual(['voor.pdf', 'archief.zip', 'na.pdf']);
    expect(notices()).toEqual([
      { kind: 'unpackFailed', name: 'archief.zip', message },
      { kind: 'unpackFailed', name: 'archief.zip', message: null, empty: true },
    ]);
    expect(store.getSnapshot().unpacking.size).toBe(0);
  });
});
