import { ANALYSIS_POLL_INTERVAL_MS } from '@portal/shared/constants';
import type { SkippedEntryReason, UploadedFile } from '@portal/shared/schemas/uploads';
import { ApiRequestError, NetworkError } from '../api-client';
import { createEmitter, type SessionStore } from '../session';
import type { UploadedChunks, Uploader, UploaderCallbacks } from './flow-uploader';
import {
  type FinaliseOptions,
  hasLowDpi,
  isDuplicateError,
  type LowDpiPage,
  lowDpiPages,
  needsPolling,
  sortNewFiles,
  uploadErrorOf,
  uploadSessionLost,
} from './upload-rules';
import type { UploadsApi } from './uploads-api';

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
  | { kind: 'lowDpi'; name: string; pages: LowDpiPage[] }
  | { kind: 'removeFailed'; name: string; message: string | null }
  | { kind: 'sessionExpired' }
);
/** Polls in a row that all failed (20 × 500 ms = 10 s) before polling stops. */
const MAX_FAILED_POLLS = 20;

type NewNotice = UploadNotice extends infer N ? (N extends UploadNotice ? Omit<N, 'id'> : never) : never;

export type UploadsSnapshot = {
  entries: readonly UploadEntry[];
  /** Ids of the selected entries. */
  selected: ReadonlySet<string>;
  notices: readonly UploadNotice[];
};

export type UploadEvents = {
  /** Files wait for a login: the login dialog should open. */
  loginRequired: Record<string, never>;
};

export type UploadStoreDeps = {
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe' | 'on' | 'check'>;
  api: UploadsApi;
  createUploader: (sessionId: () => string | null, callbacks: UploaderCallbacks) => Uploader;
  newKey?: () => string;
};

/**
 * The files of this browser's upload session (spec 01 sections 4, 5 and 8, decision 0009):
 * the list, the chunked uploads, finalising, polling the analysis, removing, and what the
 * user must be told. App-wide, like the session: the home screen and the order screens show
 * the same list.
 */
export function createUploadStore(deps: UploadStoreDeps) {
  const events = createEmitter<UploadEvents>();
  const listeners = new Set<() => void>();
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  let entries: UploadEntry[] = [];
  let selected: ReadonlySet<string> = new Set();
  let notices: UploadNotice[] = [];
  let snapshot: UploadsSnapshot = { entries, selected, notices };
  let noticeCounter = 0;

  let sessionId: string | null = null;
  let sessionRequest: Promise<string | null> | null = null;
  let options: FinaliseOptions = { unzip: false, analyse: true };
  /** Bumped when the list is emptied (logout, lost session): answers for the old list are dropped. */
  let generation = 0;
  let userId: string | null = null;
  const waitingFiles = new Map<string, File>();
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pollRunning = false;
  let failedPolls = 0;
  let uploader: Uploader | null = null;
  let checking = false;

  function changed(): void {
    snapshot = { entries, selected, notices };
    for (const listener of [...listeners]) listener();
  }

  function notify(notice: NewNotice): void {
    noticeCounter += 1;
    notices = [...notices, { ...notice, id: noticeCounter } as UploadNotice];
  }

  function update(id: string, change: (entry: UploadEntry) => UploadEntry): void {
    entries = entries.map((entry) => (entry.id === id ? change(entry) : entry));
  }

  function drop(id: string): void {
    entries = entries.filter((entry) => entry.id !== id);
    if (selected.has(id)) {
      const next = new Set(selected);
      next.delete(id);
      selected = next;
    }
    waitingFiles.delete(id);
  }

  function find(id: string): UploadEntry | undefined {
    return entries.find((entry) => entry.id === id);
  }

  function storedFiles(): UploadedFile[] {
    return entries.flatMap((entry) => (entry.file ? [entry.file] : []));
  }

  function stored(file: UploadedFile): UploadEntry {
    return { id: file.uuid, name: file.fileName, size: file.size, phase: 'stored', progress: 1, file };
  }

  /** The server's Dutch message; the dialog has its own text for a failed connection. */
  function problemText(error: unknown): string | null {
    return error instanceof ApiRequestError ? error.message : null;
  }

  // ---------------------------------------------------------------------------------------
  // The upload session and the list of a session.

  function ensureSession(): Promise<string | null> {
    if (sessionId) return Promise.resolve(sessionId);
    if (sessionRequest) return sessionRequest;
    const started = generation;
    const request = deps.api
      .session()
      .then(async ({ sessionId: id }) => {
        if (started !== generation) return null;
        sessionId = id;
        // After a reload (or a login in a browser that kept its session) the files come back.
        const { files } = await deps.api.list(id);
        if (started !== generation) return null;
        const known = new Set(entries.map((entry) => entry.id));
        const restored = files.filter((file) => !known.has(file.uuid));
        // A file chosen before the login whose name the session already holds is a duplicate.
        const names = new Set(restored.map((file) => file.fileName));
        const clashing = entries.filter((entry) => !entry.file && names.has(entry.name));
        for (const entry of clashing) drop(entry.id);
        if (clashing.length > 0) notify({ kind: 'duplicate', names: clashing.map((entry) => entry.name) });
        entries = [...restored.map(stored), ...entries];
        changed();
        schedulePoll();
        return id;
      })
      .catch((error: unknown) => {
        if (started === generation) console.warn('upload session not available', error);
        return sessionId;
      })
      .finally(() => {
        if (sessionRequest === request) sessionRequest = null;
      });
    sessionRequest = request;
    return request;
  }

  function theUploader(): Uploader {
    uploader ??= deps.createUploader(() => sessionId, uploaderCallbacks);
    return uploader;
  }

  /** Starts every waiting file once logged in and the upload session is known. */
  async function startWaiting(): Promise<void> {
    if (!deps.session.getSnapshot().loggedIn) return;
    const started = generation;
    const id = await ensureSession();
    if (started !== generation) return;
    const waiting = entries.filter((entry) => entry.phase === 'waitingForLogin' || entry.phase === 'queued');
    if (waiting.length === 0) return;
    if (!id) {
      // Without a session nothing can be sent; one message for the whole choice.
      for (const entry of waiting) drop(entry.id);
      notify({ kind: 'problem', name: waiting.map((entry) => entry.name).join(', '), message: null });
      changed();
      return;
    }
    const send: [string, File][] = [];
    for (const entry of waiting) {
      const file = waitingFiles.get(entry.id);
      waitingFiles.delete(entry.id);
      if (!file) {
        drop(entry.id);
        continue;
      }
      update(entry.id, (current) => ({ ...current, phase: 'uploading', progress: 0 }));
      send.push([entry.id, file]);
    }
    changed();
    for (const [key, file] of send) theUploader().send(key, file);
  }

  // ---------------------------------------------------------------------------------------
  // Chunks, finalise and analysis.

  const uploaderCallbacks: UploaderCallbacks = {
    progress(key, fraction) {
      if (find(key)?.phase !== 'uploading') return;
      update(key, (current) => ({ ...current, progress: fraction }));
      changed();
    },
    success(key, chunks) {
      const entry = find(key);
      if (!entry) return;
      update(key, (current) => ({ ...current, phase: 'processing', progress: 1 }));
      changed();
      void finalise(key, entry.name, chunks);
    },
    error(key, responseText) {
      const entry = find(key);
      if (!entry) return;
      drop(key);
      const error = uploadErrorOf(responseText);
      if (isDuplicateError(error)) notify({ kind: 'duplicate', names: [entry.name] });
      else notify({ kind: 'problem', name: entry.name, message: error?.message ?? null });
      changed();
    },
  };

  async function finalise(key: string, name: string, chunks: UploadedChunks): Promise<void> {
    const started = generation;
    const id = sessionId;
    if (!id) return;
    try {
      const answer = await deps.api.finalise(id, {
        identifier: chunks.identifier,
        name: chunks.name,
        relativePath: chunks.relativePath,
        chunkCount: chunks.chunkCount,
        unzip: options.unzip,
        analyse: options.analyse,
      });
      if (started !== generation) return;
      const index = entries.findIndex((entry) => entry.id === key);
      if (index === -1) {
        // Removed while the server was still joining it: remove what it made.
        for (const file of answer.files) void deps.api.remove(id, file.uuid).catch(() => {});
        return;
      }
      const known = new Set(entries.map((entry) => entry.id));
      const added = answer.files.filter((file) => !known.has(file.uuid)).map(stored);
      entries = [...entries.slice(0, index), ...added, ...entries.slice(index + 1)];
      if (answer.skipped.length > 0) notify({ kind: 'skipped', entries: answer.skipped });
      for (const file of answer.files) warnLowDpi(file);
      changed();
      schedulePoll();
    } catch (error) {
      if (started !== generation || !find(key)) return;
      drop(key);
      if (error instanceof ApiRequestError && isDuplicateError({ code: error.code, message: error.message }))
        notify({ kind: 'duplicate', names: [name] });
      else if (error instanceof ApiRequestError)
        notify({ kind: 'finaliseFailed', name, status: error.status });
      else notify({ kind: 'problem', name, message: problemText(error) });
      changed();
    }
  }

  function warnLowDpi(file: UploadedFile): void {
    if (hasLowDpi(file)) notify({ kind: 'lowDpi', name: file.fileName, pages: lowDpiPages(file) });
  }

  /** One timer for all files; it runs only while something is being analysed. */
  function schedulePoll(): void {
    if (pollTimer !== undefined || pollRunning) return;
    if (!sessionId || !needsPolling(storedFiles())) return;
    pollTimer = setTimeout(() => {
      pollTimer = undefined;
      void poll();
    }, ANALYSIS_POLL_INTERVAL_MS);
  }

  function stopPolling(): void {
    clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  async function poll(): Promise<void> {
    const id = sessionId;
    if (!id) return;
    const started = generation;
    const analysing = storedFiles().filter((file) => file.status === 'ANALYZING');
    pollRunning = true;
    const answers = await Promise.allSettled(analysing.map((file) => deps.api.get(id, file.uuid)));
    pollRunning = false;
    if (started !== generation) return;
    let loggedOut = false;
    failedPolls = answers.every((answer) => answer.status === 'rejected') ? failedPolls + 1 : 0;
    answers.forEach((answer, index) => {
      const uuid = analysing[index]!.uuid;
      const entry = find(uuid);
      if (!entry?.file) return;
      if (answer.status === 'rejected') {
        // Gone on the server (removed in another tab): it leaves the list here too.
        if (answer.reason instanceof ApiRequestError && answer.reason.status === 404) drop(uuid);
        if (answer.reason instanceof ApiRequestError && answer.reason.status === 401) loggedOut = true;
        return;
      }
      const file = answer.value;
      update(uuid, () => stored(file));
      if (entry.file.status === 'ANALYZING' && file.status !== 'ANALYZING') warnLowDpi(file);
    });
    changed();
    // Logged out (the session handles that) or the server keeps failing: polling stops; the
    // next change to the list (a login, a new file) starts it again.
    if (loggedOut || failedPolls >= MAX_FAILED_POLLS) {
      failedPolls = 0;
      return;
    }
    schedulePoll();
  }

  // ---------------------------------------------------------------------------------------
  // Emptying the list: logout, cancelled login and a lost session.

  function clear(): void {
    generation += 1;
    stopPolling();
    pollRunning = false;
    uploader?.cancelAll();
    waitingFiles.clear();
    sessionId = null;
    sessionRequest = null;
    entries = [];
    selected = new Set();
  }

  function onSessionChange(): void {
    const user = deps.session.getSnapshot().user;
    const next = user?.uid ?? null;
    if (next === userId) return;
    const before = userId;
    userId = next;
    if (before !== null) {
      // Logout clears the files (spec 01 section 4); they belonged to the closed session.
      clear();
      notices = [];
      changed();
    }
    if (next !== null) void startWaiting();
  }

  function onLoginCancelled(): void {
    const waiting = entries.filter((entry) => entry.phase === 'waitingForLogin');
    if (waiting.length === 0) return;
    for (const entry of waiting) drop(entry.id);
    changed();
  }

  function removeOne(id: string): void {
    const index = entries.findIndex((entry) => entry.id === id);
    const entry = entries[index];
    if (!entry) return;
    drop(id);
    if (entry.phase === 'uploading') uploader?.cancel(id);
    const session = sessionId;
    if (entry.phase !== 'stored' || !session) return;
    const started = generation;
    deps.api.remove(session, id).catch((error: unknown) => {
      if (started !== generation) return;
      // Already gone is what the user wanted.
      if (error instanceof ApiRequestError && error.status === 404) return;
      if (!find(id)) {
        entries = [...entries.slice(0, index), entry, ...entries.slice(index)];
      }
      notify({
        kind: 'removeFailed',
        name: entry.name,
        message: error instanceof NetworkError ? null : problemText(error),
      });
      changed();
    });
  }

  return {
    getSnapshot: (): UploadsSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: events.on,

    /** Follows the session: loads the list after login or reload, empties it on logout. */
    connect(): () => void {
      const unsubscribe = deps.session.subscribe(onSessionChange);
      const offCancelled = deps.session.on('loginCancelled', onLoginCancelled);
      onSessionChange();
      return () => {
        unsubscribe();
        offCancelled();
      };
    },

    /** Finalise flags from the user's profile and the theme. */
    setFinaliseOptions(next: FinaliseOptions): void {
      options = next;
    },

    /** Files chosen or dropped: checked, listed, and sent once logged in. */
    add(files: readonly File[]): void {
      const { accepted, duplicates, tooLarge } = sortNewFiles(
        files,
        entries.map((entry) => entry.name),
      );
      if (duplicates.length > 0) notify({ kind: 'duplicate', names: duplicates });
      if (tooLarge.length > 0) notify({ kind: 'tooLarge', names: tooLarge });
      const loggedIn = deps.session.getSnapshot().loggedIn;
      for (const file of accepted) {
        const id = newKey();
        waitingFiles.set(id, file);
        entries = [
          ...entries,
          {
            id,
            name: file.name,
            size: file.size,
            phase: loggedIn ? 'queued' : 'waitingForLogin',
            progress: 0,
            file: null,
          },
        ];
      }
      changed();
      if (accepted.length === 0) return;
      if (loggedIn) void startWaiting();
      else events.emit('loginRequired', {});
    },

    /** Removes a file at once; a refusal from the server puts it back with a message. */
    remove(id: string): void {
      removeOne(id);
      changed();
    },

    removeSelected(): void {
      for (const id of [...selected]) removeOne(id);
      changed();
    },

    toggleSelected(id: string, on: boolean): void {
      if (!find(id) || selected.has(id) === on) return;
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      selected = next;
      changed();
    },

    selectAll(on: boolean): void {
      selected = new Set(on ? entries.map((entry) => entry.id) : []);
      changed();
    },

    /** The low-resolution explanation again, from the mark in the list. */
    showDpiWarning(id: string): void {
      const file = find(id)?.file;
      if (!file) return;
      notify({ kind: 'lowDpi', name: file.fileName, pages: lowDpiPages(file) });
      changed();
    },

    dismissNotice(id: number): void {
      const next = notices.filter((notice) => notice.id !== id);
      if (next.length === notices.length) return;
      notices = next;
      changed();
    },

    /**
     * Session check on window focus (spec 01 section 4): files exist but the server no longer
     * knows their upload session, so the list is emptied with a notice. A logged-out session
     * is left to the accounts check.
     */
    async checkSession(): Promise<void> {
      const filesSession = sessionId;
      if (checking || !filesSession || entries.length === 0) return;
      checking = true;
      let current: string;
      try {
        if ((await deps.session.check()) !== true) return;
        current = (await deps.api.session()).sessionId;
      } catch {
        return;
      } finally {
        checking = false;
      }
      if (sessionId !== filesSession) return;
      if (!uploadSessionLost(filesSession, current, entries.length)) return;
      clear();
      sessionId = current;
      notify({ kind: 'sessionExpired' });
      changed();
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
