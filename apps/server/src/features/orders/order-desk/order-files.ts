import type { FileStorage } from '../../../platform/storage/file-storage';
import type { StoredDownload } from '../../../platform/storage/send-stored-file';
import { storedFileKey } from '../../uploads/stored-files';

/** A stored file found for a download. */
export type OpenedFile = StoredDownload;

/**
 * The bytes of ordered files, by the storage reference an order line keeps (the stored file's
 * id: uploads/stored-files.ts). Files an order took are never discarded with their session
 * (uploaded_files.kept_for_order), so a missing file is an accident, answered as such.
 */
export function createOrderFiles(storage: FileStorage) {
  /** The file's key and size; null when the reference is no stored file's (or the bytes are gone). */
  async function locate(reference: string): Promise<OpenedFile | null> {
    let key: string;
    try {
      key = storedFileKey(reference);
    } catch {
      return null;
    }
    const size = await storage.size(key);
    return size === null ? null : { storage, key, size };
  }

  return {
    async sizeOf(reference: string): Promise<number | null> {
      return (await locate(reference))?.size ?? null;
    },
    open: locate,
  };
}
export type OrderFiles = ReturnType<typeof createOrderFiles>;
