import { uploadChunk } from '@portal/shared/api/uploads.api';
import { createChunkUploader, type UploadedChunks } from '../../../lib/chunk-uploader';

/** What a finished upload needs for finalising (decision 0009). */
export type { UploadedChunks };

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

/**
 * The portal's chunk uploader (lib/chunk-uploader.ts: flow.js with the protocol's settings, three
 * files side by side) on the uploadChunk contract's path (?sessionId=…), without test chunks: a
 * customer's upload is finalised by its own call and is never resumed.
 */
export function createFlowUploader(deps: UploaderDeps, callbacks: UploaderCallbacks): Uploader {
  const uploader = createChunkUploader(
    {
      target: uploadChunk.path,
      bearerToken: deps.bearerToken,
      query: () => ({ sessionId: deps.sessionId() ?? '' }),
      answersTestChunks: false,
    },
    {
      progress: callbacks.progress,
      success: (key, chunks) => callbacks.success(key, chunks),
      error: callbacks.error,
    },
  );
  return {
    send: (key, file) => uploader.send(key, file),
    cancel: uploader.cancel,
    cancelAll: uploader.cancelAll,
  };
}
