import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  access,
  constants,
  copyFile,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertKey,
  type FileStorage,
  type RandomAccessFile,
  StorageUnavailableError,
  type StoredFileEntry,
  StoredFileMissingError,
} from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
/** A file being written beside its place ends in this; it is nobody's stored file yet. */
const TEMPORARY_SUFFIX = '.tmp';

/** A file on this machine opened for reads anywhere in it, with its descriptor. */
export async function openLocalFile(file: string): Promise<RandomAccessFile> {
  const handle = await open(file, 'r');
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    size,
    fd: handle.fd,
    async read(position, length) {
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      let done = 0;
      while (done < bytes.length) {
        const { bytesRead } = await handle.read(bytes, done, bytes.length - done, position + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return bytes.subarray(0, done);
    },
    close: () => handle.close(),
  };
}

/**
 * The files on this machine's disk under `root` (DATA_DIR), a key being the path below it: the
 * layout the portal always had (`files/3f/3f2a…`, `previews/<file>/<width>-<page>.webp`,
 * `print-store/…`). A file is written beside its place under a temporary name and renamed into
 * it, so a reader sees the whole file or none.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const temporaryFor = (target: string) => `${target}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`;

  /** Writes into a temporary file beside `target` with `write`, then renames it into place. */
  async function writeInPlace(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryFor(target);
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const found = await stat(pathOf(key));
      return found.isFile() ? found.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function openFile(key: string) {
    try {
      return await open(pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(key, { cause: error });
      throw error;
    }
  }

  return {
    description: `local disk ${root}`,

    async put(key, source) {
      const target = pathOf(key);
      if ('file' in source) {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(source.file, target);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
        // Another volume: a copy, then the original goes.
        await writeInPlace(target, (temporary) => copyFile(source.file, temporary));
        await unlink(source.file);
        return;
      }
      if ('stream' in source) {
        await writeInPlace(target, (temporary) => pipeline(source.stream, createWriteStream(temporary)));
        return;
      }
      await writeInPlace(target, (temporary) => writeFile(temporary, source.bytes));
    },

    async read(key, range) {
      const handle = await openFile(key);
      try {
        if (range) {
          const { size } = await handle.stat();
          if (range.start >= size || range.start < 0 || range.end < range.start)
            throw new RangeError(`bytes ${range.start}-${range.end} of ${key} (${size} bytes)`);
        }
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
    },

    size: sizeOf,

    async openRandomAccess(key) {
      try {
        return await openLocalFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key, { cause: error });
        throw error;
      }
    },

    async withLocalCopy(key, use) {
      const file = pathOf(key);
      try {
        await access(file, constants.R_OK);
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key, { cause: error });
        throw error;
      }
      return use(file);
    },

    async copy(from, to) {
      const source = pathOf(from);
      try {
        await writeInPlace(pathOf(to), (temporary) => copyFile(source, temporary));
      } catch (error) {
        if (isMissing(error) && (await sizeOf(from)) === null)
          throw new StoredFileMissingError(from, { cause: error });
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async removeAll(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true, maxRetries: 3 });
    },

    async list(prefix) {
      const folder = pathOf(prefix);
      const names = await readdir(folder, { recursive: true }).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      const found: StoredFileEntry[] = [];
      for (const name of names) {
        if (name.endsWith(TEMPORARY_SUFFIX)) continue;
        // Removed or renamed since the folder was read: not there any more.
        const info = await stat(path.join(folder, name)).catch(() => null);
        if (!info?.isFile()) continue;
        found.push({
          key: `${prefix}/${name.split(path.sep).join('/')}`,
          size: info.size,
          modifiedAt: info.mtime,
        });
      }
      return found;
    },

    async verify() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new StorageUnavailableError(`cannot write under ${root}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    async close() {},
  };
}
