import type { Config } from '../../config/config';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createChunkStore, type LocalChunkStore } from './chunk-store';
import { createStoredChunkStore } from './stored-chunk-store';

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

/** The local chunk store, its finished file moved into the storage (a rename on the same volume). */
export function localChunkStore(root: string, storage: FileStorage): ChunkStore {
  const local = createChunkStore(root);
  return {
    ...local,
    async complete(sessionId, identifier, chunkCount) {
      const { path, size } = await local.complete(sessionId, identifier, chunkCount);
      return { size, store: (key) => storage.put(key, { file: path }), localFile: async () => path };
    },
  };
}

/**
 * The chunk store for the storage in use: on the local disk the tuned store of one data file per
 * upload under `root`; in a bucket (STORAGE_URL) each chunk an object of the bucket, so that every
 * instance sees every chunk. `root` also holds the finalise's work folders either way.
 */
export function chunkStoreFor(
  config: Pick<Config, 'storage'>,
  storage: FileStorage,
  root: string,
): ChunkStore {
  return config.storage.kind === 'local'
    ? localChunkStore(root, storage)
    : createStoredChunkStore({ storage, workRoot: root });
}
