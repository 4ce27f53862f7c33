import type { AddedFilestoreFiles } from '@portal/shared/schemas/filestore';
import type { SkippedEntryReason, UploadedFile } from '@portal/shared/schemas/uploads';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { createEmitter } from '../../../lib/emitter';
import type { SessionView } from '../../../lib/session';
import { finaliseUpload } from '../api/finalise-upload';
import {
  fetchUploadSessionId,
  uploadSessionQueryKey,
  uploadSessionQueryOptions,
} from '../api/get-upload-session';
import {
  fetchUploadedFiles,
  updateUploadedFiles,
  uploadedFilesQueryKey,
  uploadedFilesQueryOptions,
} from '../api/list-uploaded-files';
import { removeUploadedFile } from '../api/remove-uploaded-file';
import { unpackUploadedFile } from '../api/unpack-uploaded-file';
import type { UploadedChunks, Uploader, UploaderCallbacks } from '../api/upload-chunks';
import {
  type FinaliseOptions,
  hasLowDpi,
  isDuplicateError,
  type LowDpiPage,
  lowDpiPages,
  sortNewFiles,
  uploadErrorOf,
  uploadSessionLost,
} from '../utils/upload-rules';

/** How long a removed file can be brought back before the server removes it. */
export const UNDO_REMOVE_MS = 5000;

/**
 * Finalise refusals whose server message tells the customer what to do (a full quota, a full
 * file list, a zip bomb).
 */
const EXPLAINED_REFUSALS = new Set(['STORAGE_QUOTA_REACHED', 'SESSION_FILES_LIMIT_REACHED', 'ZIP_REFUSED']);

/**
 * Where a file in the list stands:
 * - waitingForLogin: chosen while logged out; starts after login, leaves on cancel;
 * - queued: waits for the upload session;
 * - uploading: chunks are being sent;
 * - processing: all chunks arrived, the server joins them (finalise);
 * - stored: the server's file, with its analysis (`file`).
 */
export type UploadPhase = 'waitingForLogin' | 'queued' | 'uploading' | 'processing' | 'stored';

export type UploadEntry = {
  /** A local key until stored, then the file's uuid. */
  id: string;
  name: string;
  size: number;
  phase: UploadPhase;
  /** 0–1 while uploading. */
  progress: number;
  file: UploadedFile | null;
};

/** Something the user must be told; the uploads feature shows them one at a time. */
export type UploadNotice = { id: number } & (
  | { kind: 'tooLarge'; names: string[] }
  | { kind: 'duplicate'; names: string[] }
  /** message: the server's text; null when there is none (network failure). */
  | { kind: 'problem'; name: string; message: string | null }
  | { kind: 'finaliseFailed'; name: string; status: number }
  | { kind: 'skipped'; entries: { name: string; reason: SkippedEntryReason }[] }
  | { kind: 'lowDpi'; files: { name: string; pages: LowDpiPage[] }[] }
  | { kind: 'removeFailed'; name: string; message: string | null }
  | { kind: 'removed'; name: string; undo: () => void; commit: () => void }
  | { kind: 'sessionExpired' }
  /** The session was taken up again without these files (not in the cart): decision 0066. */
  | { kind: 'filesGone'; names: string[] }
  /** Files chosen in the file store that the list holds already (spec 01 section 8, decision 0125). */
  | { kind: 'filestorePresent'; names: string[] }
  /** 'Uitpakken' failed: message is the server's text, null after a network failure; empty: nothing in it. */
  | { kind: 'unpackFailed'; name: string; message: string | null; empty?: boolean }
);

type NewNotice = UploadNotice extends infer N ? (N extends UploadNotice ? Omit<N, 'id'> : never) : never;

/** The client's side of the list: files not yet stored, the selection, the notices and the order. */
export type UploadsLocalState = {
  /** Files chosen here that the server does not have yet. */
  pending: readonly UploadEntry[];
  /** Ids in the order the user added them (a pending key is replaced by its files' uuids). */
  order: readonly string[];
  selected: ReadonlySet<string>;
  notices: readonly UploadNotice[];
  /** Stored files removed in the list while their removal can still be undone. */
  hidden: ReadonlySet<string>;
  /** The files being sent now, for the overall progress (null when nothing is on its way). */
  batch: UploadBatch | null;
  /** Zips kept whole that are being unpacked ('Uitpakken'). */
  unpacking: ReadonlySet<string>;
};

/**
 * The files of a drop, with those added while it was still on its way (decision 0036): its size
 * in bytes per key. A file that failed or was cancelled leaves it; a stored one counts as sent.
 */
export type UploadBatch = { sizes: ReadonlyMap<string, number> };

/** A copy of `set` with `id` in it (`on`) or not. */
function withMember(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Bytes sent of the files on their way and their total, for the globe; null when none are. */
export function batchProgress(state: UploadsLocalState): { sent: number; total: number } | null {
  if (!state.batch) return null;
  const pending = new Map(state.pending.map((entry) => [entry.id, entry]));
  let sent = 0;
  let total = 0;
  for (const [id, size] of state.batch.sizes) {
    total += size;
    const entry = pending.get(id);
    sent += entry
      ? size * (entry.phase === 'uploading' ? entry.progress : entry.phase === 'processing' ? 1 : 0)
      : size;
  }
  return { sent, total };
}

export type UploadEvents = {
  /** Files wait for a login: the login dialog should open. */
  loginRequired: Record<string, never>;
};

export type UploadStoreDeps = {
  queryClient: QueryClient;
  session: SessionView;
  createUploader: (sessionId: () => string | null, callbacks: UploaderCallbacks) => Uploader;
  newKey?: () => string;
  /** The clock that numbers files as they are added (their list position, decision 0036). */
  now?: () => number;
};

export const storedEntry = (file: UploadedFile): UploadEntry => ({
  id: file.uuid,
  name: file.fileName,
  size: file.size,
  phase: 'stored',
  progress: 1,
  file,
});

/**
 * The list the user sees: the server's files (those restored after a login or reload first),
 * then everything in the order it was added, with the files still on their way.
 */
export function mergeEntries(stored: readonly UploadedFile[], local: UploadsLocalState): UploadEntry[] {
  const byId = new Map<string, UploadEntry>();
  for (const file of stored) byId.set(file.uuid, storedEntry(file));
  for (const entry of local.pending) byId.set(entry.id, entry);
  const placed = new Set(local.order);
  const restored = stored.filter((file) => !placed.has(file.uuid)).map((file) => byId.get(file.uuid)!);
  return [...restored, ...local.order.flatMap((id) => byId.get(id) ?? [])].filter(
    (entry) => !local.hidden.has(entry.id),
  );
}

/**
 * The client state of this browser's uploads (spec 01 sections 4, 5 and 8, decision 0009):
 * the chunked uploads with their progress, finalising, the selection and what the user must
 * be told. The server's files live in TanStack Query's cache (api/*): this store reads them
 * there and adds what a finalise returns. App-wide, like the session: the home screen and the
 * order screens show the same list.
 */
export function createUploadStore(deps: UploadStoreDeps) {
  const { queryClient } = deps;
  const events = createEmitter<UploadEvents>();
  const listeners = new Set<() => void>();
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  let state: UploadsLocalState = {
    pending: [],
    order: [],
    selected: new Set(),
    notices: [],
    hidden: new Set(),
    batch: null,
    unpacking: new Set(),
  };
  let noticeCounter = 0;
  const now = deps.now ?? Date.now;
  /** Each file's list position, chosen as it is added and sent with its finalise. */
  const positions = new Map<string, number>();
  let lastPosition = 0;
  /**
   * The moment of adding in microseconds, one up at least from the previous file: later drops
   * (also after a reload) come later, and the files of one drop keep their order.
   */
  const nextPosition = () => {
    lastPosition = Math.max(lastPosition + 1, now() * 1000);
    return lastPosition;
  };
  let options: FinaliseOptions = { unzip: false, analyse: true };
  /** Bumped when the list is emptied (logout, lost session): answers for the old list are dropped. */
  let generation = 0;
  let userId: string | null = null;
  const waitingFiles = new Map<string, File>();
  let uploader: Uploader | null = null;
  let checking = false;

  function set(change: Partial<UploadsLocalState>): void {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener();
  }

  function notify(notice: NewNotice): void {
    // One low-resolution dialog for a drop: a file whose analysis ends while one is waiting or
    // open joins it, instead of a dialog after dialog.
    if (notice.kind === 'lowDpi') {
      const waiting = state.notices.find((queued) => queued.kind === 'lowDpi');
      if (waiting) {
        const names = new Set(waiting.files.map((file) => file.name));
        const added = notice.files.filter((file) => !names.has(file.name));
        const merged = { ...waiting, files: [...waiting.files, ...added] };
        set({ notices: state.notices.map((queued) => (queued === waiting ? merged : queued)) });
        return;
      }
    }
    noticeCounter += 1;
    set({ notices: [...state.notices, { ...notice, id: noticeCounter } as UploadNotice] });
  }

  function updatePending(id: string, change: (entry: UploadEntry) => UploadEntry): void {
    set({ pending: state.pending.map((entry) => (entry.id === id ? change(entry) : entry)) });
  }

  function unselect(ids: readonly string[]): ReadonlySet<string> {
    if (!ids.some((id) => state.selected.has(id))) return state.selected;
    const next = new Set(state.selected);
    for (const id of ids) next.delete(id);
    return next;
  }

  function dropPending(ids: readonly string[]): void {
    for (const id of ids) {
      waitingFiles.delete(id);
      positions.delete(id);
    }
    const pending = state.pending.filter((entry) => !ids.includes(entry.id));
    set({
      pending,
      order: state.order.filter((id) => !ids.includes(id)),
      selected: unselect(ids),
      batch: batchAfter(pending, ids),
    });
  }

  /**
   * The batch once `gone` left it (failed or cancelled; none when a file was stored): null when
   * nothing of it is on its way any more, so the globe returns to its normal state.
   */
  function batchAfter(pending: readonly UploadEntry[], gone: readonly string[] = []): UploadBatch | null {
    if (!state.batch) return null;
    const sizes = new Map(state.batch.sizes);
    for (const id of gone) sizes.delete(id);
    const onItsWay = pending.some((entry) => sizes.has(entry.id));
    return onItsWay ? { sizes } : null;
  }

  function findPending(id: string): UploadEntry | undefined {
    return state.pending.find((entry) => entry.id === id);
  }

  const sessionId = (): string | null =>
    queryClient.getQueryData<string>(uploadSessionQueryKey(userId)) ?? null;

  function storedFiles(): UploadedFile[] {
    const id = sessionId();
    return (id && queryClient.getQueryData<UploadedFile[]>(uploadedFilesQueryKey(id))) || [];
  }

  function entries(): UploadEntry[] {
    return mergeEntries(storedFiles(), state);
  }

  /** The server's Dutch message; the dialog has its own text for a failed connection. */
  function problemText(error: unknown): string | null {
    return error instanceof ApiRequestError ? error.message : null;
  }

  // ---------------------------------------------------------------------------------------
  // The upload session and its files.

  /** The session (fetched once per login) and, after a reload or login, the files it holds. */
  async function ensureSession(): Promise<string | null> {
    const started = generation;
    try {
      const id = await queryClient.fetchQuery(uploadSessionQueryOptions(userId));
      const files = await queryClient.fetchQuery(uploadedFilesQueryOptions(id));
      if (started !== generation) return null;
      // A file chosen before the login whose name the session already holds is a duplicate.
      const names = new Set(files.map((file) => file.fileName));
      const clashing = state.pending.filter(
        (entry) => entry.phase === 'waitingForLogin' && names.has(entry.name),
      );
      if (clashing.length > 0) {
        dropPending(clashing.map((entry) => entry.id));
        notify({ kind: 'duplicate', names: clashing.map((entry) => entry.name) });
      }
      return id;
    } catch (error) {
      if (started === generation) console.warn('upload session not available', error);
      return started === generation ? sessionId() : null;
    }
  }

  /**
   * The same session can lose files while this page is open: a call of this login without the
   * upload-session cookie (cleared cookies, a restarted browser) ends the session and takes it up
   * again with only its cart (decision 0066). The stored files the server no longer lists leave
   * the list with a notice, so that nobody acts on a file that is gone. Only files the list held
   * before asking can go: one finalised meanwhile may be missing from the answer.
   */
  async function dropFilesGone(filesSession: string): Promise<void> {
    const asked = new Set(storedFiles().map((file) => file.uuid));
    if (asked.size === 0) return;
    const started = generation;
    const listed = new Set((await fetchUploadedFiles(filesSession)).map((file) => file.uuid));
    if (started !== generation || sessionId() !== filesSession) return;
    const gone = storedFiles().filter((file) => asked.has(file.uuid) && !listed.has(file.uuid));
    if (gone.length === 0) return;
    const ids = gone.map((file) => file.uuid);
    updateUploadedFiles(queryClient, filesSession, (files) =>
      files.filter((file) => !ids.includes(file.uuid)),
    );
    set({ order: state.order.filter((id) => !ids.includes(id)), selected: unselect(ids) });
    // A file removed here whose undo is still open was going anyway.
    const names = gone.filter((file) => !state.hidden.has(file.uuid)).map((file) => file.fileName);
    if (names.length > 0) notify({ kind: 'filesGone', names });
  }

  function theUploader(): Uploader {
    uploader ??= deps.createUploader(sessionId, uploaderCallbacks);
    return uploader;
  }

  /** Starts every waiting file once logged in and the upload session is known. */
  async function startWaiting(): Promise<void> {
    if (!deps.session.getSnapshot().loggedIn) return;
    const started = generation;
    const id = await ensureSession();
    if (started !== generation) return;
    const waiting = state.pending.filter(
      (entry) => entry.phase === 'waitingForLogin' || entry.phase === 'queued',
    );
    if (waiting.length === 0) return;
    if (!id) {
      // Without a session nothing can be sent; one message for the whole choice.
      dropPending(waiting.map((entry) => entry.id));
      notify({ kind: 'problem', name: waiting.map((entry) => entry.name).join(', '), message: null });
      return;
    }
    const send: [string, File][] = [];
    for (const entry of waiting) {
      const file = waitingFiles.get(entry.id);
      waitingFiles.delete(entry.id);
      if (file) send.push([entry.id, file]);
      else dropPending([entry.id]);
    }
    const sending = new Set(send.map(([key]) => key));
    const sizes = new Map(state.batch?.sizes);
    for (const [key, file] of send) sizes.set(key, file.size);
    set({
      pending: state.pending.map((entry) =>
        sending.has(entry.id) ? { ...entry, phase: 'uploading', progress: 0 } : entry,
      ),
      batch: sizes.size > 0 ? { sizes } : state.batch,
    });
    for (const [key, file] of send) theUploader().send(key, file);
  }

  // ---------------------------------------------------------------------------------------
  // Chunks and finalise.

  const uploaderCallbacks: UploaderCallbacks = {
    progress(key, fraction) {
      if (findPending(key)?.phase !== 'uploading') return;
      updatePending(key, (current) => ({ ...current, progress: fraction }));
    },
    success(key, chunks) {
      const entry = findPending(key);
      if (!entry) return;
      updatePending(key, (current) => ({ ...current, phase: 'processing', progress: 1 }));
      void finalise(key, entry.name, chunks);
    },
    error(key, responseText) {
      const entry = findPending(key);
      if (!entry) return;
      dropPending([key]);
      const error = uploadErrorOf(responseText);
      if (isDuplicateError(error)) notify({ kind: 'duplicate', names: [entry.name] });
      else notify({ kind: 'problem', name: entry.name, message: error?.message ?? null });
    },
  };

  async function finalise(key: string, name: string, chunks: UploadedChunks): Promise<void> {
    const started = generation;
    const id = sessionId();
    if (!id) return;
    try {
      const answer = await finaliseUpload(id, {
        identifier: chunks.identifier,
        name: chunks.name,
        relativePath: chunks.relativePath,
        chunkCount: chunks.chunkCount,
        unzip: options.unzip,
        analyse: options.analyse,
        position: positions.get(key),
      });
      if (started !== generation) return;
      const index = state.order.indexOf(key);
      if (!findPending(key) || index === -1) {
        // Removed while the server was still joining it: remove what it made.
        for (const file of answer.files) void removeUploadedFile(id, file.uuid).catch(() => {});
        return;
      }
      const known = new Set(storedFiles().map((file) => file.uuid));
      const added = answer.files.filter((file) => !known.has(file.uuid));
      updateUploadedFiles(queryClient, id, (files) => [...files, ...added]);
      positions.delete(key);
      const pending = state.pending.filter((entry) => entry.id !== key);
      set({
        pending,
        batch: batchAfter(pending),
        order: [
          ...state.order.slice(0, index),
          ...added.map((file) => file.uuid),
          ...state.order.slice(index + 1),
        ],
        selected: unselect([key]),
      });
      if (answer.skipped.length > 0) notify({ kind: 'skipped', entries: answer.skipped });
      for (const file of answer.files) warnLowDpi(file);
    } catch (error) {
      if (started !== generation || !findPending(key)) return;
      dropPending([key]);
      if (error instanceof ApiRequestError && isDuplicateError({ code: error.code, message: error.message }))
        notify({ kind: 'duplicate', names: [name] });
      // Refusals the customer can act on say why, in a dialog that stays until it is read.
      else if (error instanceof ApiRequestError && EXPLAINED_REFUSALS.has(error.code))
        notify({ kind: 'problem', name, message: error.message });
      else if (error instanceof ApiRequestError)
        notify({ kind: 'finaliseFailed', name, status: error.status });
      else notify({ kind: 'problem', name, message: problemText(error) });
    }
  }

  // ---------------------------------------------------------------------------------------
  // 'Uitpakken' of a zip kept whole (decision 0036).

  function setUnpacking(fileId: string, on: boolean): void {
    set({ unpacking: withMember(state.unpacking, fileId, on) });
  }

  /** The zip's files take its place, in the server's list and in this browser's order. */
  function replaceZip(id: string, zipId: string, files: readonly UploadedFile[]): void {
    updateUploadedFiles(queryClient, id, (current) => {
      const others = current.filter((file) => !files.some((added) => added.uuid === file.uuid));
      const at = others.findIndex((file) => file.uuid === zipId);
      if (at === -1) return [...others, ...files];
      return [...others.slice(0, at), ...files, ...others.slice(at + 1)];
    });
    const at = state.order.indexOf(zipId);
    set({
      order:
        at === -1
          ? state.order
          : [...state.order.slice(0, at), ...files.map((file) => file.uuid), ...state.order.slice(at + 1)],
      selected: unselect([zipId]),
    });
  }

  async function unpack(zip: UploadedFile): Promise<void> {
    const id = sessionId();
    if (!id || state.unpacking.has(zip.uuid)) return;
    const started = generation;
    setUnpacking(zip.uuid, true);
    try {
      const answer = await unpackUploadedFile(id, zip.uuid);
      if (started !== generation) return;
      if (answer.files.length > 0) replaceZip(id, zip.uuid, answer.files);
      if (answer.skipped.length > 0) notify({ kind: 'skipped', entries: answer.skipped });
      else if (answer.files.length === 0)
        notify({ kind: 'unpackFailed', name: zip.fileName, message: null, empty: true });
    } catch (error) {
      if (started !== generation) return;
      notify({ kind: 'unpackFailed', name: zip.fileName, message: problemText(error) });
    } finally {
      if (started === generation) setUnpacking(zip.uuid, false);
    }
  }

  // The files whose low resolution the customer has been told of (spec 01 section 5): the
  // warning comes once per file, when its analysis ends or, for a file analysed before this page
  // was loaded, when it goes into the cart; the mark in the list shows it again on request.
  const lowDpiTold = new Set<string>();

  /** True once for a low-resolution file the customer has not been told of yet, which it marks told. */
  function firstLowDpiTelling(file: UploadedFile): boolean {
    if (!hasLowDpi(file) || lowDpiTold.has(file.uuid)) return false;
    lowDpiTold.add(file.uuid);
    return true;
  }

  function warnLowDpi(file: UploadedFile): void {
    if (firstLowDpiTelling(file))
      notify({ kind: 'lowDpi', files: [{ name: file.fileName, pages: lowDpiPages(file) }] });
  }

  // ---------------------------------------------------------------------------------------
  // Emptying the list: logout, cancelled login and a lost session.

  function clear(): void {
    generation += 1;
    lowDpiTold.clear();
    uploader?.cancelAll();
    waitingFiles.clear();
    positions.clear();
    state = {
      ...state,
      pending: [],
      order: [],
      selected: new Set(),
      hidden: new Set(),
      batch: null,
      unpacking: new Set(),
    };
  }

  function onSessionChange(): void {
    const next = deps.session.getSnapshot().user?.uid ?? null;
    if (next === userId) return;
    const before = userId;
    userId = next;
    if (before !== null) {
      // Logout clears the files (spec 01 section 4); they belonged to the closed session.
      clear();
      queryClient.removeQueries({ queryKey: ['uploads'] });
      set({ notices: [] });
    }
    if (next !== null) void startWaiting();
  }

  function onLoginCancelled(): void {
    const waiting = state.pending.filter((entry) => entry.phase === 'waitingForLogin');
    if (waiting.length > 0) dropPending(waiting.map((entry) => entry.id));
  }

  /** Whether the server still knows the login; the accounts feature answers (composed in src/app). */
  let checkLogin: () => Promise<boolean | null> = async () => null;

  return {
    getSnapshot: (): UploadsLocalState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: events.on,
    /** The upload session of the logged-in user, once known. */
    sessionId,

    /** Follows the session: loads the list after login or reload, empties it on logout. */
    connect(options: { checkLogin: () => Promise<boolean | null> }): () => void {
      checkLogin = options.checkLogin;
      const unsubscribe = deps.session.subscribe(onSessionChange);
      const offCancelled = deps.session.on('loginCancelled', onLoginCancelled);
      onSessionChange();
      return () => {
        unsubscribe();
        offCancelled();
      };
    },

    /**
     * After an order is placed (or refused because its files did not arrive): the list empties as
     * at a logout, and the upload session is asked for again, so that the next files go to the
     * session the server opens for the next cart.
     */
    startOver(): void {
      clear();
      queryClient.removeQueries({ queryKey: ['uploads', 'files'] });
      void queryClient.resetQueries({ queryKey: uploadSessionQueryKey(userId) });
      set({ notices: [] });
    },

    /** Finalise flags from the user's profile and the theme. */
    setFinaliseOptions(next: FinaliseOptions): void {
      options = next;
    },

    /** Files chosen or dropped: checked, listed, and sent once logged in. */
    add(files: readonly File[]): void {
      const { accepted, duplicates, tooLarge } = sortNewFiles(
        files,
        entries().map((entry) => entry.name),
      );
      if (duplicates.length > 0) notify({ kind: 'duplicate', names: duplicates });
      if (tooLarge.length > 0) notify({ kind: 'tooLarge', names: tooLarge });
      if (accepted.length === 0) return;
      const loggedIn = deps.session.getSnapshot().loggedIn;
      const added: UploadEntry[] = accepted.map((file) => {
        const id = newKey();
        waitingFiles.set(id, file);
        positions.set(id, nextPosition());
        return {
          id,
          name: file.name,
          size: file.size,
          phase: loggedIn ? 'queued' : 'waitingForLogin',
          progress: 0,
          file: null,
        };
      });
      set({
        pending: [...state.pending, ...added],
        order: [...state.order, ...added.map((entry) => entry.id)],
      });
      if (loggedIn) void startWaiting();
      else events.emit('loginRequired', {});
    },

    /** A file not yet stored leaves the list (its upload stops); stored files go through the removal mutation. */
    cancel(id: string): void {
      const entry = findPending(id);
      if (!entry) return;
      if (entry.phase === 'uploading') uploader?.cancel(id);
      dropPending([id]);
    },

    /**
     * A stored file leaves the list at once, but its removal waits UNDO_REMOVE_MS for an undo;
     * `commit` then removes it on the server (the list's removal hook).
     */
    removeWithUndo(file: UploadedFile, commit: () => void): void {
      let settled = false;
      const settle = (action: () => void) => () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
      };
      const hide = (on: boolean) => set({ hidden: withMember(state.hidden, file.uuid, on) });
      const commitNow = settle(commit);
      const timer = setTimeout(commitNow, UNDO_REMOVE_MS);
      hide(true);
      notify({ kind: 'removed', name: file.fileName, undo: settle(() => hide(false)), commit: commitNow });
    },

    /** The removal reached the server (or failed and the file is back): nothing is hidden for it. */
    removalSettled(fileId: string): void {
      if (state.hidden.has(fileId)) set({ hidden: withMember(state.hidden, fileId, false) });
    },

    /** The removal mutation failed: the file is back in the list; the user is told why. */
    removeFailed(file: UploadedFile, error: unknown): void {
      notify({ kind: 'removeFailed', name: file.fileName, message: problemText(error) });
    },

    toggleSelected(id: string, on: boolean): void {
      if (!entries().some((entry) => entry.id === id) || state.selected.has(id) === on) return;
      set({ selected: withMember(state.selected, id, on) });
    },

    selectAll(on: boolean): void {
      set({ selected: new Set(on ? entries().map((entry) => entry.id) : []) });
    },

    /** Exactly these files selected (the product order screen points at the ones still to do). */
    selectOnly(ids: readonly string[]): void {
      const known = new Set(entries().map((entry) => entry.id));
      set({ selected: new Set(ids.filter((id) => known.has(id))) });
    },

    /**
     * 'Uitpakken': a zip kept whole at upload becomes its files at its place in the list; a
     * second click while it runs does nothing (the server would answer with the same files).
     */
    unpack,

    /**
     * 'Selecteer uit bestandsopslag' (decision 0125): the chosen files join the end of the list,
     * analysed, and are selected so that the product order screen prices them at once; those the
     * list holds already are named in a notice. A refusal throws (ApiRequestError) and adds none.
     */
    async addFromFilestore(fileIds: string[]): Promise<AddedFilestoreFiles> {
      const id = sessionId();
      if (!id) throw new Error('no upload session yet');
      const started = generation;
      // Only a customer with an archive gets here: the call loads with its first use.
      const { addFilestoreFiles } = await import('../api/add-filestore-files');
      const answer = await addFilestoreFiles(id, fileIds);
      if (started !== generation) return answer;
      const known = new Set(storedFiles().map((file) => file.uuid));
      const added = answer.files.filter((file) => !known.has(file.uuid));
      updateUploadedFiles(queryClient, id, (files) => [...files, ...added]);
      set({
        order: [...state.order, ...added.map((file) => file.uuid)],
        selected: added.length > 0 ? new Set(added.map((file) => file.uuid)) : state.selected,
      });
      if (answer.alreadyPresent.length > 0)
        notify({ kind: 'filestorePresent', names: answer.alreadyPresent.map((file) => file.name) });
      for (const file of added) warnLowDpi(file);
      return answer;
    },

    /** The low-resolution explanation, when an analysis ends and again from the mark in the list. */
    showDpiWarning(file: UploadedFile): void {
      lowDpiTold.add(file.uuid);
      notify({ kind: 'lowDpi', files: [{ name: file.fileName, pages: lowDpiPages(file) }] });
    },

    /**
     * Whether putting this file in the cart should warn of its low resolution: true once for a
     * low-resolution file the customer has not been told of yet (it was analysed before this page
     * was loaded), false for one whose dialog they have seen ('Begrepen') or already heard of.
     */
    takeLowDpiWarning: firstLowDpiTelling,

    /** An analysis ended (the poll saw it): a low resolution is reported once. */
    analysed(file: UploadedFile): void {
      warnLowDpi(file);
    },

    dismissNotice(id: number): void {
      const next = state.notices.filter((notice) => notice.id !== id);
      if (next.length !== state.notices.length) set({ notices: next });
    },

    /**
     * Session check on window focus (spec 01 section 4): files exist but the server no longer
     * knows their upload session, so the list is emptied with a notice. A logged-out session
     * is left to the accounts check. When the session is still the same, the files it lost
     * meanwhile leave the list (`dropFilesGone`).
     */
    async checkSession(): Promise<void> {
      const filesSession = sessionId();
      const count = entries().length;
      if (checking || !filesSession || count === 0) return;
      checking = true;
      let current: string;
      try {
        if ((await checkLogin()) !== true) return;
        current = await fetchUploadSessionId();
        if (current === filesSession) return await dropFilesGone(filesSession);
      } catch {
        return;
      } finally {
        checking = false;
      }
      if (sessionId() !== filesSession || !uploadSessionLost(filesSession, current, count)) return;
      clear();
      queryClient.removeQueries({ queryKey: uploadedFilesQueryKey(filesSession) });
      queryClient.setQueryData(uploadSessionQueryKey(userId), current);
      queryClient.setQueryData(uploadedFilesQueryKey(current), []);
      notify({ kind: 'sessionExpired' });
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
