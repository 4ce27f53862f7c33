import type { LocalChunkStore } from './chunk-store';

/**
 * An upload whose chunks all arrived, taken from the chunk store: its bytes are joined only by
 * the one of these that the finalise needs.
 */
export interface AssembledUpload {
  size: number;
  /** Stores the whole file as `key` of the file storage (from the local disk: moved there). */
  store(key: string): Promise<void>;
  /**
   * A path on this machine holding the whole file, for a reader that needs one (unzipping): the
   * assembled file itself on the local disk, else a copy made under `scratchDir`, which the caller
   * removes. store() may still be called afterwards.
   */
  localFile(scratchDir: string): Promise<string>;
}

/**
 * Chunks of uploads in progress (decision 0009), as the intake, the finalise and the print
 * store's design upload use them, on either implementation (decision 0128).
 */
export type ChunkStore = Omit<LocalChunkStore, 'complete'> & {
  /** The upload when every chunk arrived whole (else UPLOAD_INCOMPLETE); discard() removes the rest. */
  complete(sessionId: string, identifier: string, chunkCount: number): Promise<AssembledUpload>;
};
