import type { FileStorage } from '../src/platform/storage/file-storage';
import { storageFromConfig } from '../src/platform/storage/storage-from-config';
import { testConfig, testStorageUrl } from './test-app';

/** The storage the app under test with `dataDir` uses, for a test that looks at its files. */
export function testStorage(dataDir: string): FileStorage {
  const url = testStorageUrl(dataDir);
  return storageFromConfig(testConfig({ DATA_DIR: dataDir, ...(url ? { STORAGE_URL: url } : {}) }));
}
