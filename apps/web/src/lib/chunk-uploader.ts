import Flow from '@flowjs/flow.js';
import { UPLOAD_CHUNK_SIZE_BYTES, UPLOAD_RETRIES, UPLOAD_RETRY_INTERVAL_MS } from '@portal/shared/constants';
import { FILES_AT_ONCE, type FileTurn, nextFileToSend } from './chunk-turns';

/**
 * The portal's one chunked upload client (decision 0009): flow.js with the protocol's settings,
 * files kept under the caller's keys. The customers' uploads (features/uploads) and the print
 * store's design files (decision 0115) both send through it; each names its path and the query
 * its chunks carry besides flow.js's own.
 */

/** What a finished file is on the server: the customers' upload finalises it by these. */
export type UploadedChunks = { identifier: string; name: string; relativePath: string; chunkCount: number };

export type ChunkUploaderCallbacks = {
  progress(key: string, fraction: number): void;
  /** `responseText` is the answer of the chunk that finished the file (empty when a test chunk did). */
  success(key: string, chunks: UploadedChunks, responseText: string): void;
  /** `responseText` is the failing chunk's answer (empty after a network failure). */
  error(key: string, responseText: string): void;
};

export type SendOptions = {
  /** Added but not sent until resume(key) (spec 02 section 4: a design's file waits for its dialog). */
  paused?: boolean;
  /**
   * The file's upload id on the server; a new one when not given. Sending a file again under the
   * id it had, with `resume`, lets the server keep the chunks it already has.
   */
  identifier?: string;
  /**
   * The file was sent before under `identifier` and broke off: each chunk is first asked for with
   * flow.js's test chunk (GET), and only the missing ones are sent. Without it no test chunks are
   * sent: a new upload has nothing to test, and a test chunk per chunk costs a round trip each
   * (decision 0113 measured 68–88 % of the throughput with them, 95–101 % without).
   */
  resume?: boolean;
};

export type ChunkUploader = {
  /** Queues a file under the caller's key and starts sending it (unless paused). */
  send(key: string, file: File, options?: SendOptions): void;
  /** Sends a paused file. */
  resume(key: string): void;
  cancel(key: string): void;
  cancelAll(): void;
};

export type ChunkUploaderOptions = {
  /** The path chunks are POSTed to (and test chunks asked at with GET). */
  target: string;
  bearerToken: () => string | undefined;
  /** The query of a file's chunks besides flow.js's parameters, asked at each chunk. */
  query: (key: string | undefined) => Record<string, string>;
  /** Whether this path answers test chunks (GET): only then is `resume` honoured. */
  answersTestChunks: boolean;
};

/** Spec 01 section 7 and spec 02 section 8: answers that retrying cannot fix. */
const PERMANENT_ERRORS = [404, 409, 415, 422, 500, 501];

/** What flow.js's chunks say of themselves (its typings call status() void). */
type ChunkState = {
  status(): 'pending' | 'reading' | 'uploading' | 'success' | 'error';
  send(): void;
  /** flow.js sends a test chunk first while this is false (with opts.testChunks on). */
  tested: boolean;
};
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
 * chunks on their way. A chunk of a file that is not resumed is marked tested before it leaves,
 * so flow.js sends it without a test chunk first. flow.js 2.14 is the version this relies on; the
 * tests with the real library (features/uploads/api/parallel-uploads.test.ts,
 * chunk-uploader.test.ts) fail when that changes.
 */
function sendChunksInTurns(flow: Flow, resumed: (file: Flow.FlowFile) => boolean): void {
  (flow as unknown as { uploadNextChunk: () => boolean }).uploadNextChunk = () => {
    const files = flow.files.filter((file) => !file.paused && !file.error);
    const index = nextFileToSend(files.map(turnOf));
    if (index === -1) return false;
    const file = files[index]!;
    const chunk = chunksOf(file).find((candidate) => candidate.status() === 'pending')!;
    if (!resumed(file)) chunk.tested = true;
    chunk.send();
    return true;
  };
}

/**
 * flow.js with the protocol's settings: raw octet chunks of 524288 bytes, three at a time spread
 * over up to three files, 3 retries at 100 ms, test chunks only for a resumed file.
 */
export function createChunkUploader(
  options: ChunkUploaderOptions,
  callbacks: ChunkUploaderCallbacks,
): ChunkUploader {
  const keys = new Map<Flow.FlowFile, string>();
  const byKey = new Map<string, Flow.FlowFile>();
  const resumedFiles = new Set<Flow.FlowFile>();
  // The identifier the next added file gets (send's option), else a new one.
  let nextIdentifier: string | undefined;
  const flow = new Flow({
    target: options.target,
    method: 'octet',
    // Functions, so each chunk carries the token and query of the moment it is sent.
    headers: () => {
      const token = options.bearerToken();
      return {
        'Content-Type': 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      };
    },
    query: (file?: Flow.FlowFile) => options.query(file ? keys.get(file) : undefined),
    chunkSize: UPLOAD_CHUNK_SIZE_BYTES,
    forceChunkSize: false,
    simultaneousUploads: FILES_AT_ONCE,
    maxChunkRetries: UPLOAD_RETRIES,
    chunkRetryInterval: UPLOAD_RETRY_INTERVAL_MS,
    // On for a path that answers them; sendChunksInTurns marks every chunk of a file that is not
    // resumed as tested, so only a resumed file's chunks are tested.
    testChunks: options.answersTestChunks,
    permanentErrors: PERMANENT_ERRORS,
    withCredentials: true,
    generateUniqueIdentifier: () => nextIdentifier ?? crypto.randomUUID(),
    allowDuplicateUploads: false,
  });
  sendChunksInTurns(flow, (file) => resumedFiles.has(file));
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

  function forget(file: Flow.FlowFile): string | undefined {
    const key = keys.get(file);
    keys.delete(file);
    resumedFiles.delete(file);
    if (key !== undefined) byKey.delete(key);
    flow.removeFile(file);
    return key;
  }

  flow.on('fileProgress', (file) => {
    const key = keys.get(file);
    if (key !== undefined) callbacks.progress(key, file.progress());
  });
  flow.on('fileSuccess', (file, message) => {
    const chunks: UploadedChunks = {
      identifier: String(file.uniqueIdentifier),
      name: file.name,
      relativePath: file.relativePath,
      chunkCount: file.chunks.length,
    };
    const key = forget(file);
    if (key !== undefined) callbacks.success(key, chunks, typeof message === 'string' ? message : '');
  });
  flow.on('fileError', (file, message) => {
    const key = forget(file);
    if (key !== undefined) callbacks.error(key, message);
  });

  return {
    send(key, file, sendOptions = {}) {
      const before = new Set(flow.files);
      nextIdentifier = sendOptions.identifier;
      try {
        flow.addFile(file);
      } finally {
        nextIdentifier = undefined;
      }
      const added = flow.files.find((candidate) => !before.has(candidate));
      if (!added) {
        callbacks.error(key, '');
        return;
      }
      keys.set(added, key);
      byKey.set(key, added);
      if (sendOptions.resume && options.answersTestChunks) resumedFiles.add(added);
      if (sendOptions.paused) added.pause();
      else startSoon();
    },
    resume(key) {
      const file = byKey.get(key);
      if (file?.paused) file.resume();
    },
    cancel(key) {
      const file = byKey.get(key);
      if (file) forget(file);
    },
    cancelAll() {
      keys.clear();
      byKey.clear();
      resumedFiles.clear();
      flow.cancel();
    },
  };
}
