import Flow from '@flowjs/flow.js';
import { uploadChunk } from '@portal/shared/api/uploads.api';
import { UPLOAD_CHUNK_SIZE_BYTES, UPLOAD_RETRIES, UPLOAD_RETRY_INTERVAL_MS } from '@portal/shared/constants';
import { FILES_AT_ONCE, type FileTurn, nextFileToSend } from './chunk-turns';

/** What a finished upload needs for finalising (decision 0009). */
export type UploadedChunks = { identifier: string; name: string; relativePath: string; chunkCount: number };

export type UploaderCallbacks = {
  progress(key: string, fraction: number): void;
  success(key: string, chunks: UploadedChunks): void;
  /** `responseText` is the failing chunk's answer (empty after a network failure). */
  error(key: string, responseText: string): void;
};

/** The chunked transfer, behind a small interface so the store can be tested without XHR. */
export type Uploader = {
  /** Queues a file under the store's key and starts sending. */
  send(key: string, file: File): void;
  cancel(key: string): void;
  cancelAll(): void;
};

export type UploaderDeps = {
  /** The upload session the chunks belong to. */
  sessionId: () => string | null;
  bearerToken: () => string | undefined;
};

/** Spec 01 section 7: answers that retrying cannot fix. */
const PERMANENT_ERRORS = [404, 409, 415, 422, 500, 501];

/** What flow.js's chunks say of themselves (its typings call status() void). */
type ChunkState = { status(): 'pending' | 'reading' | 'uploading' | 'success' | 'error'; send(): void };
const chunksOf = (file: Flow.FlowFile) => file.chunks as unknown as ChunkState[];
const onTheirWay = (chunk: ChunkState) => {
  const status = chunk.status();
  return status === 'reading' || status === 'uploading';
};

function turnOf(file: Flow.FlowFile): FileTurn {
  const chunks = chunksOf(file);
  return {
    inFlight: chunks.filter(onTheirWay).length,
    hasPending: chunks.some((chunk) => chunk.status() === 'pending'),
  };
}

/**
 * Replaces flow.js's choice of the next chunk (the first waiting chunk of the first file, so
 * files went one after the other) by turns over three files (chunk-turns.ts). flow.js calls it
 * for each free slot and after each finished chunk; it never has more than simultaneousUploads
 * chunks on their way. flow.js 2.14 is the version this relies on; the test with the real
 * library (parallel-uploads.test.ts) fails when that changes.
 */
function sendChunksInTurns(flow: Flow): void {
  (flow as unknown as { uploadNextChunk: () => boolean }).uploadNextChunk = () => {
    const files = flow.files.filter((file) => !file.paused && !file.error);
    const index = nextFileToSend(files.map(turnOf));
    if (index === -1) return false;
    chunksOf(files[index]!)
      .find((chunk) => chunk.status() === 'pending')!
      .send();
    return true;
  };
}

/**
 * flow.js with the protocol's settings: raw octet chunks of 524288 bytes to the uploadChunk
 * contract's path (?sessionId=…), three at a time spread over up to three files, 3 retries at
 * 100 ms, no test chunks.
 */
export function createFlowUploader(deps: UploaderDeps, callbacks: UploaderCallbacks): Uploader {
  const flow = new Flow({
    target: uploadChunk.path,
    method: 'octet',
    // Functions, so each chunk carries the token and session of the moment it is sent.
    headers: () => {
      const token = deps.bearerToken();
      return {
        'Content-Type': 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
    },
    query: () => ({ sessionId: deps.sessionId() ?? '' }),
    chunkSize: UPLOAD_CHUNK_SIZE_BYTES,
    forceChunkSize: false,
    simultaneousUploads: FILES_AT_ONCE,
    maxChunkRetries: UPLOAD_RETRIES,
    chunkRetryInterval: UPLOAD_RETRY_INTERVAL_MS,
    testChunks: false,
    permanentErrors: PERMANENT_ERRORS,
    withCredentials: true,
    generateUniqueIdentifier: () => crypto.randomUUID(),
    allowDuplicateUploads: false,
  });
  sendChunksInTurns(flow);
  const keys = new Map<Flow.FlowFile, string>();
  // Files of one drop arrive one call after the other: starting once they are all in lets each
  // take its turn from the first chunk, instead of the first file taking every slot.
  let starting = false;
  const startSoon = () => {
    if (starting) return;
    starting = true;
    queueMicrotask(() => {
      starting = false;
      flow.upload();
    });
  };
  const byKey = new Map<string, Flow.FlowFile>();

  function forget(file: Flow.FlowFile): string | undefined {
    const key = keys.get(file);
    keys.delete(file);
    if (key !== undefined) byKey.delete(key);
    flow.removeFile(file);
    return key;
  }

  flow.on('fileProgress', (file) => {
    const key = keys.get(file);
    if (key !== undefined) callbacks.progress(key, file.progress());
  });
  flow.on('fileSuccess', (file) => {
    const chunks: UploadedChunks = {
      identifier: String(file.uniqueIdentifier),
      name: file.name,
      relativePath: file.relativePath,
      chunkCount: file.chunks.length,
    };
    const key = forget(file);
    if (key !== undefined) callbacks.success(key, chunks);
  });
  flow.on('fileError', (file, message) => {
    const key = forget(file);
    if (key !== undefined) callbacks.error(key, message);
  });

  return {
    send(key, file) {
      const before = new Set(flow.files);
      flow.addFile(file);
      const added = flow.files.find((candidate) => !before.has(candidate));
      if (!added) {
        callbacks.error(key, '');
        return;
      }
      keys.set(added, key);
      byKey.set(key, added);
      startSoon();
    },
    cancel(key) {
      const file = byKey.get(key);
      if (file) forget(file);
    },
    cancelAll() {
      keys.clear();
      byKey.clear();
      flow.cancel();
    },
  };
}
