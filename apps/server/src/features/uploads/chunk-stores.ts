import type { Config } from '../../config/config';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createChunkStore } from './chunk-store';
import type { ChunkStore } from './chunk-store-type';
import { createStoredChunkStore } from './stored-chunk-store';

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
