import path from 'node:path';
import type { Config } from '../../config/config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The storage STORAGE_URL names: the local disk under DATA_DIR when unset, else the bucket. */
export function storageFromConfig(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  const settings = config.storage;
  if (settings.kind === 'local') return createLocalFileStorage(config.dataDir);
  // Temporary local copies (libvips, yauzl) beside the upload chunks, not in a small /tmp.
  return createS3FileStorage({ ...settings, scratchDir: path.join(config.dataDir, 'storage-scratch') });
}
