import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Where finished uploads live, addressed by the SHA-256 of their content (decision 0009):
 * the same bytes are stored once, and the database holds only the hash. Local disk today;
 * an S3-compatible store can implement the same interface.
 */
export interface FileStorage {
  /** Takes a finished file (moved, not copied, when it can) and stores it under its hash; bytes already stored under it stay. */
  put(localFile: string, hash: string): Promise<void>;
  /** A path the analysis workers and preview renderer can read the content from. */
  pathOf(hash: string): string;
  remove(hash: string): Promise<void>;
}

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (hash: string) => {
    // The hash becomes a path: never let anything else through.
    if (!SHA256_HEX.test(hash)) throw new Error(`not a content hash: ${hash}`);
    return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };

  return {
    pathOf,
    async put(localFile, hash) {
      const target = pathOf(hash);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // Create if absent: bytes already stored under this hash stay (the same content, maybe
        // being read by an analysis right now); the new copy is dropped.
        await link(localFile, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EXDEV') {
          // Another volume: copy under a temporary name first, so a half copy is never the file.
          const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
          try {
            await copyFile(localFile, temporary);
            await link(temporary, target).catch((linkError: NodeJS.ErrnoException) => {
              if (linkError.code !== 'EEXIST') throw linkError;
            });
          } finally {
            await unlink(temporary).catch(() => undefined);
          }
        } else if (code !== 'EEXIST') throw error;
      }
      await unlink(localFile);
    },
    async remove(hash) {
      await rm(pathOf(hash), { force: true });
    },
  };
}

export const sha256 = () => createHash('sha256');
