import type { Readable } from 'node:stream';

/**
 * Where every stored file of the portal lives (decision 0119): uploads, their page previews,
 * ordered files, the print store's images and design originals. A file is named by a key, a
 * relative path of safe segments (`files/3f/3f2a…`); the database keeps ids that keys are made of,
 * never a path. Two implementations: the local disk under DATA_DIR (the default) and an
 * S3-compatible bucket (STORAGE_URL), so that several instances on several machines share the files.
 */
export interface FileStorage {
  /** For log lines and the start-up message: where the files are. */
  readonly description: string;
  /**
   * Stores `source` as `key`, replacing what was there; nobody ever reads a half-written file. A
   * local file is taken: moved when it can be (the same volume), else copied and then deleted.
   */
  put(key: string, source: PutSource): Promise<void>;
  /**
   * The file's bytes, or those of `range` (both ends inclusive, as HTTP's Range; an end past the
   * file stops at its end). Rejects with StoredFileMissingError when there is no such file, and
   * with a RangeError when the range starts past its end.
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's length in bytes; null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Opens the file for reads at any position (the PDF engine's blocks); see RandomAccessFile. */
  openRandomAccess(key: string): Promise<RandomAccessFile>;
  /**
   * Runs `use` with a path on this machine holding the file's bytes, for readers that need one
   * (libvips, yauzl): the file itself on local disk, a temporary copy (removed afterwards) on S3.
   * `use` must not change or keep the path.
   */
  withLocalCopy<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Stores a copy of `from` as `to` (on S3 without the bytes passing through this server). */
  copy(from: string, to: string): Promise<void>;
  /** Removes the file; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a file's previews). */
  removeAll(prefix: string): Promise<void>;
  /**
   * Every file whose key starts with `prefix/`, in no particular order, with its size and when it
   * was last written (the chunks of uploads in progress: which arrived, and how long ago).
   */
  list(prefix: string): Promise<StoredFileEntry[]>;
  /** Checks at start that the storage can be used; rejects with a StorageUnavailableError saying why. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

/** What put() stores: a local file (taken), a stream, or bytes in memory (small files only). */
export type PutSource = { file: string } | { stream: Readable } | { bytes: Uint8Array };

/** A stored file as list() names it. */
export type StoredFileEntry = { key: string; size: number; modifiedAt: Date };

/** Bytes `start` to `end` of a file, both inclusive. */
export type ByteRange = { start: number; end: number };

/**
 * A stored file open for reads anywhere in it. On local disk it has the descriptor (`fd`), which
 * the analysis workers read directly; on S3 each read is a ranged GET.
 */
export interface RandomAccessFile {
  readonly size: number;
  /** The descriptor of a local file, owned by this object: closed by close(). */
  readonly fd: number | undefined;
  /** `length` bytes at `position`, fewer only at the end of the file. */
  read(position: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A file asked for by key is not in the storage. */
export class StoredFileMissingError extends Error {
  constructor(
    readonly key: string,
    options?: ErrorOptions,
  ) {
    super(`no stored file ${key}`, options);
    this.name = 'StoredFileMissingError';
  }
}

/** The storage cannot be used (a bucket that does not exist, refused credentials, a full disk). */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Throws unless `key` is segments of letters, digits, '.', '_' and '-' joined by '/', none empty
 * or starting with a dot: a key becomes a path on local disk, so nothing else gets through.
 */
export function assertKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((part) => SEGMENT.test(part)))
    throw new RangeError(`not a storage key: ${JSON.stringify(key)}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key of a file named by a uuid under `folder`, spread over 256 sub-folders by its first two
 * characters (`files/3f/3f2a…`), as the local disk has always laid them out: no folder holds
 * every file, and a DATA_DIR copied to a bucket keeps its keys.
 */
export function spreadKey(folder: string, id: string): string {
  if (!UUID.test(id)) throw new RangeError(`not a file id: ${JSON.stringify(id)}`);
  return `${folder}/${id.slice(0, 2)}/${id}`;
}

/** Reads a whole stored file into memory: for small files only (an image master, a preview). */
export async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await storage.read(key)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Whether the key names a stored file. */
export async function exists(storage: FileStorage, key: string): Promise<boolean> {
  return (await storage.size(key)) !== null;
}
