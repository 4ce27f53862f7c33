import { randomBytes } from 'node:crypto';
import { writeSync, writev } from 'node:fs';
import {
  type FileHandle,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { FailureError, raise } from '../../platform/failure';

/** What every chunk of one upload says about the whole file; all chunks must agree. */
export interface UploadManifest {
  totalSize: number;
  totalChunks: number;
  fileName: string;
}

export interface ChunkInput extends UploadManifest {
  sessionId: string;
  identifier: string;
  chunkNumber: number;
  currentChunkSize: number;
}

/** How far past its size a chunk is still read to the end for a clean answer. */
const OVERRUN_DRAINED_BYTES = 2 * 1024 * 1024;

const DATA_FILE = 'data';
const MANIFEST_FILE = 'manifest.json';
/** One line per chunk that arrived whole, appended after its bytes are written. */
const RECEIVED_FILE = 'received';
/** Uploads whose files stay open between chunks; the least recently used beyond this close. */
const MAX_OPEN_UPLOADS = 256;

/** The open files of one upload in progress: opened by its first chunk, closed when it ends. */
interface OpenUpload {
  data: FileHandle;
  received: FileHandle;
  /** Chunks writing right now: an upload is closed only when none is. */
  busy: number;
  lastUsed: number;
  /** Set when its files were closed: a chunk still running then failed because of that. */
  closed: boolean;
  /**
   * Writes on the raw descriptor in flight: its files close only after they end. FileHandle's
   * own methods hold the file open like this, but a raw descriptor does not, and a descriptor
   * closed under a queued write can be reused by another file, which would get the chunk.
   */
  writes: Set<Promise<unknown>>;
  /**
   * The chunk numbers in the received log (read when the upload's files were opened, added to
   * with every line): a test chunk, and whether the upload can be complete yet, are answered
   * without reading the log again.
   */
  chunksIn: Set<number>;
}

/** Whether the received log of an upload names every chunk from 1 to `chunkCount`. */
async function receivedAll(dir: string, chunkCount: number): Promise<boolean> {
  const log = await readFile(path.join(dir, RECEIVED_FILE), 'utf8').catch(() => '');
  const present = new Set(log.split('\n'));
  for (let number = 1; number <= chunkCount; number += 1) if (!present.has(String(number))) return false;
  return true;
}

/** A finalise's work folder (file-intake.service.ts) ends in this, beside the uploads. */
export const WORK_SUFFIX = '.work';
/**
 * A work folder untouched this long belongs to no running finalise: unpacking writes an entry
 * far more often, even for a 2 GB zip on a busy disk.
 */
const WORK_MAX_AGE_MS = 15 * 60_000;

/** The request body broke off (the browser went away): flow.js retries, nothing is lost. */
export class BodyBrokenError extends Error {}

/** A chunk reached an upload whose files were closed meanwhile (finished, removed or failed). */
class UploadClosedError extends Error {}

/**
 * Writes `parts` at `position` of the upload's data file with the callback form of writev: on
 * this hot path (about 2,000 chunks per GB) it costs measurably less than FileHandle's promise
 * form (docs/PERFORMANCE.md, "Upload throughput"). The write is registered in `upload.writes`
 * in the same tick as it is queued, so closeUpload waits for it.
 */
function writeDataAt(upload: OpenUpload, parts: Buffer[], position: number): Promise<number> {
  if (upload.closed) return Promise.reject(new UploadClosedError());
  const write = new Promise<number>((resolve, reject) =>
    writev(upload.data.fd, parts, position, (error, bytes) => (error ? reject(error) : resolve(bytes))),
  );
  const settled = () => upload.writes.delete(write);
  upload.writes.add(write);
  write.then(settled, settled);
  return write;
}

/**
 * Appends a line of a few bytes to the upload's received log in the calling thread. A trip
 * through the thread pool would cost more than the write itself and, in series with the chunk's
 * own write, adds to every chunk's latency; the append lands in the page cache like the
 * database's own writes. Being synchronous, it cannot overlap a close.
 */
function appendReceived(upload: OpenUpload, chunkNumber: number): void {
  if (upload.closed) throw new UploadClosedError();
  writeSync(upload.received.fd, `${chunkNumber}\n`);
  upload.chunksIn.add(chunkNumber);
}

/** The chunk numbers a received log names. */
const chunksInLog = (log: string) =>
  new Set(
    log
      .split('\n')
      .filter((line) => line !== '')
      .map(Number),
  );

/**
 * Reads a chunk's body into memory, keeping at most `expected` bytes. Bytes beyond it are read
 * and dropped, so the request can still be answered with 422, up to a margin; then the body is
 * cut off. A body that breaks off fails with BodyBrokenError.
 */
export async function readChunkBody(
  body: Readable,
  expected: number,
): Promise<{ parts: Buffer[]; received: number }> {
  const parts: Buffer[] = [];
  let received = 0;
  const pieces = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await pieces.next();
    } catch (error) {
      throw new BodyBrokenError('the request body broke off', { cause: error });
    }
    if (next.done) return { parts, received };
    received += next.value.length;
    if (received > expected + OVERRUN_DRAINED_BYTES) raise('CHUNK_SIZE_MISMATCH');
    if (received <= expected) parts.push(next.value);
  }
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

// The chunk count follows from the total size.
export const sameManifest = (a: UploadManifest, b: UploadManifest) =>
  a.totalSize === b.totalSize && a.fileName === b.fileName;

/**
 * Chunks of uploads in progress, on local disk under DATA_DIR/uploads/<session>/<identifier>/
 * (decision 0009). Every chunk is written straight to its place in one data file, and a line in
 * the `received` log says it arrived whole; finishing an upload then needs no copy and no read,
 * only a rename. Both files stay open while chunks arrive, so a chunk costs two writes. Session
 * ids and identifiers are validated by the route schemas (uuid and [A-Za-z0-9_-]), so they are
 * safe path segments.
 */
export function createChunkStore(root: string) {
  const uploadDir = (sessionId: string, identifier: string) => path.join(root, sessionId, identifier);
  const openUploads = new Map<string, Promise<OpenUpload>>();

  async function closeUpload(dir: string): Promise<void> {
    const entry = openUploads.get(dir);
    if (!entry) return;
    openUploads.delete(dir);
    const upload = await entry.catch(() => null);
    if (!upload) return;
    upload.closed = true;
    await Promise.allSettled(upload.writes);
    await upload.data.close().catch(() => undefined);
    await upload.received.close().catch(() => undefined);
  }

  async function closeUploadsUnder(prefix: string): Promise<void> {
    for (const dir of [...openUploads.keys()])
      if (dir === prefix || dir.startsWith(prefix + path.sep)) await closeUpload(dir);
  }

  /** The upload's open files (opening them for its first chunk on this instance). */
  async function openUpload(dir: string): Promise<OpenUpload> {
    let entry = openUploads.get(dir);
    if (!entry) {
      entry = (async () => {
        const data = await open(path.join(dir, DATA_FILE), 'r+');
        const received = await open(path.join(dir, RECEIVED_FILE), 'a').catch(async (error: unknown) => {
          await data.close();
          throw error;
        });
        const log = await readFile(path.join(dir, RECEIVED_FILE), 'utf8').catch(() => '');
        return {
          data,
          received,
          busy: 0,
          lastUsed: Date.now(),
          closed: false,
          writes: new Set(),
          chunksIn: chunksInLog(log),
        };
      })();
      openUploads.set(dir, entry);
      entry.catch(() => openUploads.delete(dir));
      if (openUploads.size > MAX_OPEN_UPLOADS) void closeLeastRecentlyUsed();
    }
    return entry;
  }

  async function closeLeastRecentlyUsed(): Promise<void> {
    let oldest: { dir: string; upload: OpenUpload } | null = null;
    for (const [dir, entry] of openUploads) {
      const upload = await entry.catch(() => null);
      if (upload && (!oldest || upload.lastUsed < oldest.upload.lastUsed)) oldest = { dir, upload };
    }
    // Checked again after the awaits above: a chunk may have started on it meanwhile.
    if (oldest && oldest.upload.busy === 0) await closeUpload(oldest.dir);
  }

  /**
   * Writes a chunk's body (at most one chunk, about 0.5 MiB, in memory) at `position` in one
   * system call, but only when it has exactly `expected` bytes: a wrong-size chunk writes
   * nothing. Returns the body's length.
   */
  async function writeBody(
    upload: OpenUpload,
    body: Readable,
    position: number,
    expected: number,
  ): Promise<number> {
    const { parts, received } = await readChunkBody(body, expected);
    if (received !== expected) return received;
    let written = await writeDataAt(upload, parts, position);
    // A short write (rare: a signal, a full disk) goes on from where it stopped.
    if (written < expected) {
      const rest = Buffer.concat(parts).subarray(written);
      for (let offset = 0; offset < rest.length; ) {
        const { bytesWritten } = await upload.data.write(
          rest,
          offset,
          rest.length - offset,
          position + written,
        );
        offset += bytesWritten;
        written += bytesWritten;
      }
    }
    return received;
  }

  async function readManifest(dir: string): Promise<UploadManifest | null> {
    try {
      return JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as UploadManifest;
    } catch {
      return null;
    }
  }

  /**
   * The manifest when it was made for `chunkCount` chunks and no chunk is still being written
   * (one in flight means the upload is not complete yet); null otherwise.
   */
  async function settledManifest(dir: string, chunkCount: number): Promise<UploadManifest | null> {
    const manifest = await readManifest(dir);
    if (!manifest || manifest.totalChunks !== chunkCount) return null;
    const inProgress = await openUploads.get(dir)?.catch(() => null);
    return inProgress && inProgress.busy > 0 ? null : manifest;
  }

  /**
   * The first chunk to arrive (any number) creates the upload: its data file and its manifest,
   * which appears whole or not at all (written aside, then linked into place), because chunks
   * arrive in parallel. Later chunks must agree with it.
   */
  async function prepare(dir: string, manifest: UploadManifest): Promise<void> {
    await mkdir(dir, { recursive: true });
    const aside = path.join(dir, `${MANIFEST_FILE}.${randomBytes(6).toString('hex')}`);
    await writeFile(aside, JSON.stringify(manifest));
    try {
      await link(aside, path.join(dir, MANIFEST_FILE));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = await readManifest(dir);
      if (!existing || !sameManifest(existing, manifest)) raise('CHUNK_INVALID');
    } finally {
      await unlink(aside).catch(() => undefined);
    }
    // Opening for append creates the file without ever truncating what other chunks wrote.
    await (await open(path.join(dir, DATA_FILE), 'a')).close();
  }

  return {
    /**
     * Streams one chunk into its place in the data file. A re-sent chunk writes the same bytes
     * again (idempotent); a chunk that breaks off gets no marker, so it never counts.
     * `prepared` skips creating the upload when this instance already did it for an earlier chunk.
     */
    async write(input: ChunkInput, body: Readable, options: { prepared?: boolean } = {}): Promise<void> {
      const expected = expectedChunkSize(input.totalSize, input.chunkNumber);
      if (
        input.totalChunks !== chunkCountOf(input.totalSize) ||
        expected === null ||
        expected !== input.currentChunkSize
      )
        raise('CHUNK_INVALID');

      const dir = uploadDir(input.sessionId, input.identifier);
      let upload: OpenUpload | undefined;
      try {
        if (!options.prepared) await prepare(dir, input);
        upload = await openUpload(dir);
        upload.busy += 1;
        const position = (input.chunkNumber - 1) * UPLOAD_CHUNK_SIZE_BYTES;
        const received = await writeBody(upload, body, position, expected);
        if (received !== expected) raise('CHUNK_SIZE_MISMATCH');
        appendReceived(upload, input.chunkNumber);
      } catch (error) {
        if (error instanceof FailureError) throw error;
        // A broken body, or an upload that is finishing or gone: this chunk failed, the upload
        // did not (flow.js retries the chunk, or finalise already has every chunk).
        if (error instanceof BodyBrokenError) raise('CHUNK_SIZE_MISMATCH');
        if (upload?.closed || isMissingFile(error)) raise('CHUNK_INVALID');
        // The disk refused: flow.js gives up on a 500, so none of this upload may stay.
        if (upload) upload.busy -= 1;
        upload = undefined;
        await closeUpload(dir);
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
        raise('UPLOAD_WRITE_FAILED');
      } finally {
        if (upload) {
          upload.busy -= 1;
          upload.lastUsed = Date.now();
        }
      }
    },

    /**
     * Whether chunk `chunkNumber` of the upload arrived whole: flow.js's test chunk (a GET
     * before each chunk) asks it, so a resumed upload sends only what is missing.
     */
    async hasChunk(sessionId: string, identifier: string, chunkNumber: number): Promise<boolean> {
      const dir = uploadDir(sessionId, identifier);
      const upload = await openUploads.get(dir)?.catch(() => null);
      if (upload && !upload.closed) return upload.chunksIn.has(chunkNumber);
      const log = await readFile(path.join(dir, RECEIVED_FILE), 'utf8').catch(() => '');
      return chunksInLog(log).has(chunkNumber);
    },

    /**
     * The first `length` bytes of the upload's data file as written so far (fewer when the file
     * is shorter): what the file is, by its content, once its first chunk is in.
     */
    async headOf(sessionId: string, identifier: string, length: number): Promise<Buffer> {
      const file = await open(path.join(uploadDir(sessionId, identifier), DATA_FILE), 'r');
      try {
        const head = Buffer.alloc(length);
        const { bytesRead } = await file.read(head, 0, length, 0);
        return head.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },

    /** The manifest every chunk of this upload agreed on, or null when no chunk arrived. */
    manifestOf(sessionId: string, identifier: string): Promise<UploadManifest | null> {
      return readManifest(uploadDir(sessionId, identifier));
    },

    /**
     * The session's uploads in progress (their manifests), but `except`: how many there are and
     * the bytes they say they will bring. What the storage quota and the files-per-session limit
     * count besides the stored files, so that many uploads started at once cannot pass them
     * before any of them is finalised.
     */
    async inProgress(sessionId: string, except: string): Promise<{ uploads: number; bytes: number }> {
      const identifiers = await readdir(path.join(root, sessionId)).catch(() => [] as string[]);
      let uploads = 0;
      let bytes = 0;
      for (const identifier of identifiers) {
        if (identifier === except || identifier.endsWith(WORK_SUFFIX)) continue;
        const manifest = await readManifest(uploadDir(sessionId, identifier));
        if (!manifest) continue;
        uploads += 1;
        bytes += manifest.totalSize;
      }
      return { uploads, bytes };
    },

    /**
     * Whether the upload looks finished for a finalise of `chunkCount` chunks: the count agrees
     * and every chunk arrived, none still being written. Reads only, so a finalise refused here
     * leaves the chunks for a corrected retry; complete() checks again as it takes the file.
     */
    async isComplete(sessionId: string, identifier: string, chunkCount: number): Promise<boolean> {
      const dir = uploadDir(sessionId, identifier);
      // Asked after every chunk by the design upload: while chunks are missing, no file is read.
      const upload = await openUploads.get(dir)?.catch(() => null);
      if (upload && !upload.closed && upload.chunksIn.size < chunkCount) return false;
      if (!(await settledManifest(dir, chunkCount))) return false;
      return receivedAll(dir, chunkCount);
    },

    /**
     * The finished file when every chunk arrived whole (else UPLOAD_INCOMPLETE). The caller
     * moves the file away; discard() removes the rest.
     */
    async complete(
      sessionId: string,
      identifier: string,
      chunkCount: number,
    ): Promise<{ path: string; size: number }> {
      const dir = uploadDir(sessionId, identifier);
      const manifest = await settledManifest(dir, chunkCount);
      if (!manifest) raise('UPLOAD_INCOMPLETE');
      await closeUpload(dir);
      if (!(await receivedAll(dir, chunkCount))) raise('UPLOAD_INCOMPLETE');
      // The file is taken out of reach of further chunks before it is stored and analysed: a
      // late or re-sent chunk that opened the file in between loses its handle at the second
      // close and is answered 422 (see write); it cannot change the renamed file any more.
      const file = path.join(dir, `${DATA_FILE}.${randomBytes(6).toString('hex')}.final`);
      await rename(path.join(dir, DATA_FILE), file).catch(() => {
        raise('UPLOAD_INCOMPLETE');
      });
      await closeUpload(dir);
      if ((await stat(file)).size !== manifest.totalSize) raise('UPLOAD_INCOMPLETE');
      return { path: file, size: manifest.totalSize };
    },

    async discard(sessionId: string, identifier: string): Promise<void> {
      await closeUpload(uploadDir(sessionId, identifier));
      await rm(uploadDir(sessionId, identifier), { recursive: true, force: true });
    },

    /**
     * Removes uploads that received no chunk for `maxAgeMs` (a closed tab, a lost connection),
     * finalise work folders (`*.work`, a zip being unpacked) untouched for WORK_MAX_AGE_MS (a
     * finalise that crashed), and the session folders they leave empty. Returns how many went.
     */
    async sweep(now: Date, maxAgeMs: number): Promise<number> {
      let removed = 0;
      const sessions = await readdir(root).catch(() => [] as string[]);
      for (const sessionId of sessions) {
        const sessionDir = path.join(root, sessionId);
        const uploads = await readdir(sessionDir).catch(() => [] as string[]);
        for (const upload of uploads) {
          const dir = path.join(sessionDir, upload);
          const work = upload.endsWith(WORK_SUFFIX);
          // The received log changes with every chunk, a work folder's entries folder with every
          // entry written; the folder itself only when files are added.
          const times = await Promise.all(
            [dir, path.join(dir, work ? 'entries' : RECEIVED_FILE)].map((file) =>
              stat(file).then(
                (info) => info.mtimeMs,
                () => 0,
              ),
            ),
          );
          const lastChunkAt = Math.max(...times);
          if (lastChunkAt > 0 && now.getTime() - lastChunkAt > (work ? WORK_MAX_AGE_MS : maxAgeMs)) {
            await closeUpload(dir);
            await rm(dir, { recursive: true, force: true });
            removed += 1;
          }
        }
        await rmdir(sessionDir).catch(() => undefined);
      }
      return removed;
    },

    /** Closes every open upload file (the app is stopping). */
    async close(): Promise<void> {
      await closeUploadsUnder(root);
    },

    async discardSession(sessionId: string): Promise<void> {
      await closeUploadsUnder(path.join(root, sessionId));
      await rm(path.join(root, sessionId), { recursive: true, force: true });
    },
  };
}
/** The local store as it is; chunk-stores.ts makes it a ChunkStore. */
export type LocalChunkStore = ReturnType<typeof createChunkStore>;
