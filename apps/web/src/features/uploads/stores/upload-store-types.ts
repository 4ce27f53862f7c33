import type { SkippedEntryReason, UploadedFile } from '@portal/shared/schemas/uploads';
import type { QueryClient } from '@tanstack/react-query';
import type { FinaliseOptions, LowDpiPage } from '../utils/upload-rules';

// The upload store's types, shared by the store (upload-store.ts) and its work on the server's
// answers (upload-store-answers.ts), which it loads on demand.

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

export type NewNotice = UploadNotice extends infer N
  ? N extends UploadNotice
    ? Omit<N, 'id'>
    : never
  : never;

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

/** What the store's work on the server's answers (upload-store-answers.ts) reaches of it. */
export type UploadStoreCore = {
  queryClient: QueryClient;
  readonly state: UploadsLocalState;
  /** Bumped when the list is emptied; an answer for an older list is dropped. */
  readonly generation: number;
  readonly options: FinaliseOptions;
  /** Each pending file's list position, sent with its finalise. */
  positions: Map<string, number>;
  set(change: Partial<UploadsLocalState>): void;
  notify(notice: NewNotice): void;
  sessionId(): string | null;
  storedFiles(): UploadedFile[];
  findPending(id: string): UploadEntry | undefined;
  dropPending(ids: readonly string[]): void;
  unselect(ids: readonly string[]): ReadonlySet<string>;
  batchAfter(pending: readonly UploadEntry[]): UploadBatch | null;
  warnLowDpi(file: UploadedFile): void;
  problemText(error: unknown): string | null;
};
