import { copyFile, mkdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where finished uploads live, one stored file per uploaded-file row, named by the row's id
 * (decision 0011). Local disk today; an S3-compatible store can implement the same interface.
 */
export interface FileStorage {
  /** Takes a finished file (moved, not copied, when it can) and stores it as the file `fileId`. */
  put(localFile: string, fileId: string): Promise<void>;
  /** A path the analysis workers and preview renderer can read the content from. */
  pathOf(fileId: string): string;
  remove(fileId: string): Promise<void>;
}

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (fileId: string) => {
    // The id becomes a path: never let anything else through.
    if (!UUID.test(fileId)) throw new Error(`not a file id: ${fileId}`);
    // Spread over 256 folders, so that no folder holds every file.
    return path.join(root, fileId.slice(0, 2), fileId);
  };

  return {
    pathOf,
    async put(localFile, fileId) {
      const target = pathOf(fileId);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localFile, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another volume: copy under a temporary name first, so a half copy is never the file.
        const temporary = `${target}.${process.pid}.tmp`;
        try {
          await copyFile(localFile, temporary);
          await rename(temporary, target);
        } finally {
          await rm(temporary, { force: true });
        }
        await unlink(localFile);
      }
    },
    async remove(fileId) {
      await rm(pathOf(fileId), { force: true });
    },
  };
}
