import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../uploads/file-storage';

/** A stored file opened for a download: its length and its bytes. */
export type OpenedFile = { size: number; stream: Readable };

/**
 * The bytes of ordered files, by the storage reference an order line keeps (the stored file's
 * id: uploads/file-storage.ts). Files an order took are never discarded with their session
 * (uploaded_files.kept_for_order), so a missing file is an accident, answered as such.
 */
export function createOrderFiles(storage: Pick<FileStorage, 'pathOf'>) {
  /** The file's path and size; null when the reference is no stored file's (or the bytes are gone). */
  async function locate(reference: string): Promise<{ path: string; size: number } | null> {
    try {
      const path = storage.pathOf(reference);
      const facts = await stat(path);
      return facts.isFile() ? { path, size: facts.size } : null;
    } catch {
      return null;
    }
  }

  return {
    async sizeOf(reference: string): Promise<number | null> {
      return (await locate(reference))?.size ?? null;
    },
    async open(reference: string): Promise<OpenedFile | null> {
      const found = await locate(reference);
      return found ? { size: found.size, stream: createReadStream(found.path) } : null;
    },
  };
}
export type OrderFiles = ReturnType<typeof createOrderFiles>;
