import type { User } from '@portal/shared/schemas/account';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import { createEmitter, type SessionEvents, type SessionSnapshot } from '../session';
import type { UploaderCallbacks } from './flow-uploader';
import { createUploadStore } from './upload-store';
import type { UploadsApi } from './uploads-api';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const OTHER_SESSION = '9f8e7d6c-5b4a-4392-8d1e-0f1e2d3c4b5a';

const user = { uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b' } as User;

function fakeSession(loggedIn: boolean) {
  const events = createEmitter<SessionEvents>();
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = {
    user: loggedIn ? user : null,
    loggedIn,
    securityLevel: loggedIn ? 1 : 0,
    loggingOut: false,
  };
  const set = (next: boolean) => {
    snapshot = { ...snapshot, user: next ? user : null, loggedIn: next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    on: events.on,
    check: vi.fn(async () => snapshot.loggedIn as boolean | null),
    logIn: () => {
      set(true);
      events.emit('loggedIn', { user });
    },
    logOut: () => {
      set(false);
      events.emit('loggedOut', { reason: 'user' });
    },
    cancelLogin: () => events.emit('loginCancelled', {}),
  };
}

let uuidCounter = 0;
function uploaded(name: string, partial: Partial<UploadedFile> = {}): UploadedFile {
  uuidCounter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`,
    fileName: name,
    safeName: name,
    relativePath: name,
    size: 1000,
    status: 'ANALYZING',
    fileType: null,
    analysed: false,
    format: null,
    dimensions: null,
    pageCount: null,
    pagesColour: null,
    pagesBW: null,
    pagesBlank: null,
    dpisPerPage: [],
    reason: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    ...partial,
  };
}

function fakeApi(files: UploadedFile[] = []) {
  return {
    session: vi.fn(async () => ({ sessionId: SESSION })),
    list: vi.fn(async () => ({ files })),
    get: vi.fn<UploadsApi['get']>(),
    finalise: vi.fn<UploadsApi['finalise']>(),
    remove: vi.fn<UploadsApi['remove']>(async () => null),
  };
}

function setup({ loggedIn = true, files = [] as UploadedFile[] } = {}) {
  const session = fakeSession(loggedIn);
  const api = fakeApi(files);
  let callbacks: UploaderCallbacks | undefined;
  const uploader = { send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() };
  let key = 0;
  const store = createUploadStore({
    session,
    api: api as unknown as UploadsApi,
    createUploader: (_sessionId, given) => {
      callbacks = given;
      return uploader;
    },
    newKey: () => `key-${++key}`,
  });
  const disconnect = store.connect();
  const entries = () => store.getSnapshot().entries;
  const notices = () => store.getSnapshot().notices.map(({ id: _id, ...notice }) => notice);
  return { store, session, api, uploader, callbacks: () => callbacks!, entries, notices, disconnect };
}

const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const chunks = (name: string) => ({ identifier: `id-${name}`, name, relativePath: name, chunkCount: 1 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('adding files', () => {
  it('sends files at once when logged in, after fetching the upload session', async () => {
    const { store, uploader, api, entries } = setup();
    store.add([pdf('a.pdf'), pdf('b.pdf')]);
    await vi.runAllTimersAsync();
    expect(api.session).toHaveBeenCalledTimes(1);
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
    const { store, entries, notices } = setup();
    store.add([pdf('a.pdf')]);
    await vi.runAllTimersAsync();
    const huge = pdf('groot.pdf');
    Object.defineProperty(huge, 'size', { value: 2147483649 });
    store.add([pdf('a.pdf'), pdf('c.pdf'), pdf('c.pdf'), huge]);
    expect(entries().map((entry) => entry.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(notices()).toEqual([
      { kind: 'duplicate', names: ['a.pdf', 'c.pdf'] },
      { kind: 'tooLarge', names: ['groot.pdf'] },
    ]);
  });

  it('keeps files waiting while logged out, asks for a login, and starts them after it', async () => {
    const { store, session, uploader, entries } = setup({ loggedIn: false });
    const loginRequired = vi.fn();
    store.on('loginRequired', loginRequired);
    store.add([pdf('a.pdf')]);
    expect(loginRequired).toHaveBeenCalledTimes(1);
    expect(entries()[0]?.phase).toBe('waitingForLogin');
    expect(uploader.send).not.toHaveBeenCalled();

    session.logIn();
    await vi.runAllTimersAsync();
    expect(uploader.send).toHaveBeenCalledTimes(1);
    expect(entries()[0]?.phase).toBe('uploading');
  });

  it('drops waiting files when the login is cancelled', () => {
    const { store, session, entries } = setup({ loggedIn: false });
    store.add([pdf('a.pdf')]);
    session.cancelLogin();
    expect(entries()).toEqual([]);
  });
});

describe('uploading and finalising', () => {
  async function uploading(name = 'a.pdf', options: Parameters<typeof setup>[0] = {}) {
    const context = setup(options);
    context.store.add([pdf(name)]);
    await vi.runAllTimersAsync();
    return context;
  }

  it('follows the progress, finalises with the flags and lists what comes back', async () => {
    const { store, callbacks, api, entries } = await uploading();
    callbacks().progress('key-1', 0.5);
    expect(entries()[0]?.progress).toBe(0.5);

    const file = uploaded('a.pdf');
    api.finalise.mockResolvedValue({ files: [file], skipped: [] });
    store.setFinaliseOptions({ unzip: true, analyse: false });
    callbacks().success('key-1', chunks('a.pdf'));
    expect(entries()[0]?.phase).toBe('processing');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.finalise).toHaveBeenCalledWith(SESSION, {
      identifier: 'id-a.pdf',
      name: 'a.pdf',
      relativePath: 'a.pdf',
      chunkCount: 1,
      unzip: true,
      analyse: false,
    });
    expect(entries()).toMatchObject([{ id: file.uuid, phase: 'stored', file }]);
  });

  it('lists every file of a zip and reports its skipped entries once', async () => {
    const { callbacks, api, entries, notices } = await uploading('map.zip');
    const skipped = [
      { name: 'binnen.zip', reason: 'nestedZip' as const },
      { name: '../uit.pdf', reason: 'unsafePath' as const },
    ];
    api.finalise.mockResolvedValue({
      files: [uploaded('map/a.pdf', { status: 'READY' }), uploaded('map/b.pdf', { status: 'READY' })],
      skipped,
    });
    callbacks().success('key-1', chunks('map.zip'));
    await vi.advanceTimersByTimeAsync(0);
    expect(entries().map((entry) => entry.name)).toEqual(['map/a.pdf', 'map/b.pdf']);
    expect(notices()).toEqual([{ kind: 'skipped', entries: skipped }]);
  });

  it('turns a chunk error into a problem notice, or into the duplicate warning', async () => {
    const { store, callbacks, entries, notices } = await uploading();
    callbacks().error('key-1', JSON.stringify({ error: 'CHUNK_INVALID', message: 'Past niet.' }));
    expect(entries()).toEqual([]);
    store.add([pdf('b.pdf')]);
    await vi.runAllTimersAsync();
    callbacks().error('key-2', JSON.stringify({ error: 'DUPLICATE_FILE_NAME', message: 'Bestaat al.' }));
    store.add([pdf('c.pdf')]);
    await vi.runAllTimersAsync();
    callbacks().error('key-3', '');
    expect(notices()).toEqual([
      { kind: 'problem', name: 'a.pdf', message: 'Past niet.' },
      { kind: 'duplicate', names: ['b.pdf'] },
      { kind: 'problem', name: 'c.pdf', message: null },
    ]);
  });

  it('a failed finalise leaves the list with its status code', async () => {
    const { callbacks, api, entries, notices } = await uploading();
    api.finalise.mockRejectedValue(new ApiRequestError(500, 'INTERNAL_ERROR', 'Mis.'));
    callbacks().success('key-1', chunks('a.pdf'));
    await vi.advanceTimersByTimeAsync(0);
    expect(entries()).toEqual([]);
    expect(notices()).toEqual([{ kind: 'finaliseFailed', name: 'a.pdf', status: 500 }]);
  });
});

describe('polling the analysis', () => {
  it('polls every 500 ms with one timer for all files and stops when none is analysing', async () => {
    const a = uploaded('a.pdf');
    const b = uploaded('b.pdf');
    const { api, entries } = setup({ files: [a, b] });
    await vi.advanceTimersByTimeAsync(0);
    expect(entries().map((entry) => entry.name)).toEqual(['a.pdf', 'b.pdf']);

    api.get.mockImplementation(async (_session, uuid) => (uuid === a.uuid ? { ...a, status: 'READY' } : b));
    await vi.advanceTimersByTimeAsync(499);
    expect(api.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.get).toHaveBeenCalledTimes(2);

    // Only b is still analysing.
    await vi.advanceTimersByTimeAsync(500);
    expect(api.get).toHaveBeenCalledTimes(3);
    expect(api.get).toHaveBeenLastCalledWith(SESSION, b.uuid);

    api.get.mockImplementation(async () => ({ ...b, status: 'READY_NOT_ANALYZED', reason: 'damaged' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(api.get).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.get).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
    expect(entries().map((entry) => entry.file?.status)).toEqual(['READY', 'READY_NOT_ANALYZED']);
  });

  it('does not poll when nothing is analysing', async () => {
    const { api } = setup({ files: [uploaded('a.pdf', { status: 'READY' })] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.get).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('warns once when a file ends READY with a low resolution', async () => {
    const a = uploaded('scan.pdf');
    const { api, notices } = setup({ files: [a] });
    api.get.mockResolvedValue({
      ...a,
      status: 'READY',
      analysed: true,
      dpisPerPage: [
        { page: 1, dpis: [300] },
        { page: 2, dpis: [150, 400] },
      ],
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(notices()).toEqual([{ kind: 'lowDpi', name: 'scan.pdf', pages: [{ page: 2, dpi: 150 }] }]);
  });

  it('stops on logout and forgets the list', async () => {
    const { api, session, entries } = setup({ files: [uploaded('a.pdf')] });
    await vi.advanceTimersByTimeAsync(0);
    session.logOut();
    expect(entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('removing', () => {
  it('removes at once and puts the file back with a message when the server refuses', async () => {
    const a = uploaded('a.pdf', { status: 'READY' });
    const b = uploaded('b.pdf', { status: 'READY' });
    const { store, api, entries, notices } = setup({ files: [a, b] });
    await vi.advanceTimersByTimeAsync(0);
    let refuse: (error: Error) => void = () => {};
    api.remove.mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    store.remove(a.uuid);
    expect(entries().map((entry) => entry.name)).toEqual(['b.pdf']);
    refuse(new ApiRequestError(500, 'INTERNAL_ERROR', 'Mis.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(entries().map((entry) => entry.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(notices()).toEqual([{ kind: 'removeFailed', name: 'a.pdf', message: 'Mis.' }]);
  });

  it('removes the selection, and cancels a file still uploading without asking the server', async () => {
    const a = uploaded('a.pdf', { status: 'READY' });
    const { store, api, uploader, entries } = setup({ files: [a] });
    await vi.advanceTimersByTimeAsync(0);
    store.add([pdf('b.pdf')]);
    await vi.advanceTimersByTimeAsync(0);
    store.selectAll(true);
    expect(store.getSnapshot().selected.size).toBe(2);
    store.removeSelected();
    expect(entries()).toEqual([]);
    expect(store.getSnapshot().selected.size).toBe(0);
    expect(api.remove).toHaveBeenCalledTimes(1);
    expect(api.remove).toHaveBeenCalledWith(SESSION, a.uuid);
    expect(uploader.cancel).toHaveBeenCalledWith('key-1');
  });
});

describe('session check on focus', () => {
  it('empties the list with a notice when the server has another upload session', async () => {
    const { store, api, entries, notices } = setup({ files: [uploaded('a.pdf', { status: 'READY' })] });
    await vi.advanceTimersByTimeAsync(0);
    await store.checkSession();
    expect(entries()).toHaveLength(1);

    api.session.mockResolvedValue({ sessionId: OTHER_SESSION });
    await store.checkSession();
    expect(entries()).toEqual([]);
    expect(notices()).toEqual([{ kind: 'sessionExpired' }]);
  });

  it('leaves a logged-out session to the accounts check', async () => {
    const { store, session, api, entries } = setup({ files: [uploaded('a.pdf', { status: 'READY' })] });
    await vi.advanceTimersByTimeAsync(0);
    session.check.mockResolvedValue(false);
    api.session.mockClear();
    await store.checkSession();
    expect(api.session).not.toHaveBeenCalled();
    expect(entries()).toHaveLength(1);
  });
});
