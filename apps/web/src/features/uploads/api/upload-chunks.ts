import Flow from '@flowjs/flow.js';
import { uploadChunk } from '@portal/shared/api/uploads.api';
import { UPLOAD_CHUNK_SIZE_BYTES, UPLOAD_RETRIES, UPLOAD_RETRY_INTERVAL_MS } from '@portal/shared/constants';

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

/**
 * flow.js with the protocol's settings: raw octet chunks of 524288 bytes to
 * the uploadChunk contract's path (?sessionId=…), three at a time, 3 retries at 100 ms, no test chunks.
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
    simultaneousUploads: 3,
    maxChunkRetries: UPLOAD_RETRIES,
    chunkRetryInterval: UPLOAD_RETRY_INTERVAL_MS,
    testChunks: false,
    permanentErrors: PERMANENT_ERRORS,
    withCredentials: true,
    generateUniqueIdentifier: () => crypto.randomUUID(),
    allowDuplicateUploads: false,
  });
  const keys = new Map<Flow.FlowFile, string>();
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
      flow.upload();
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
