import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { AppError } from '../../lib/app-error';
import { sha256 } from './file-storage';

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

/**
 * Passes at most `limit` bytes on. Bytes beyond it are counted and dropped (never written), so
 * the request can still be answered with 422; a body far beyond it is cut off.
 */
class ByteLimit extends Transform {
  received = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ) {
    const before = this.received;
    this.received += chunk.length;
    if (this.received <= this.limit) return callback(null, chunk);
    if (this.received > this.limit + OVERRUN_DRAINED_BYTES)
      return callback(new AppError(422, 'CHUNK_SIZE_MISMATCH'));
    callback(null, before < this.limit ? chunk.subarray(0, this.limit - before) : undefined);
  }
}

/** How far past its size a chunk is still read to the end for a clean answer. */
const OVERRUN_DRAINED_BYTES = 2 * 1024 * 1024;

const DATA_FILE = 'data';
const MANIFEST_FILE = 'manifest.json';
const doneMarker = (chunkNumber: number) => `${chunkNumber}.done`;

const sameManifest = (a: UploadManifest, b: UploadManifest) =>
  a.totalSize === b.totalSize && a.totalChunks === b.totalChunks && a.fileName === b.fileName;

/**
 * Chunks of uploads in progress, on local disk under DATA_DIR/uploads/<session>/<identifier>/
 * (decision 0009). Every chunk is written straight to its place in one data file, and an empty
 * `<n>.done` marker says it arrived whole; finishing an upload then needs no copy, only a read
 * for the hash. Session ids and identifiers are validated by the route schemas (uuid and
 * [A-Za-z0-9_-]), so they are safe path segments.
 */
export function createChunkStore(root: string) {
  const uploadDir = (sessionId: string, identifier: string) => path.join(root, sessionId, identifier);

  async function readManifest(dir: string): Promise<UploadManifest | null> {
    try {
      return JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as UploadManifest;
    } catch {
      return null;
    }
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
      if (!existing || !sameManifest(existing, manifest)) throw new AppError(422, 'CHUNK_INVALID');
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
        throw new AppError(422, 'CHUNK_INVALID');

      const dir = uploadDir(input.sessionId, input.identifier);
      try {
        if (!options.prepared) await prepare(dir, input);
        const limit = new ByteLimit(expected);
        await pipeline(
          body,
          limit,
          createWriteStream(path.join(dir, DATA_FILE), {
            flags: 'r+',
            start: (input.chunkNumber - 1) * UPLOAD_CHUNK_SIZE_BYTES,
          }),
        );
        if (limit.received !== expected) throw new AppError(422, 'CHUNK_SIZE_MISMATCH');
        await writeFile(path.join(dir, doneMarker(input.chunkNumber)), '');
      } catch (error) {
        if (error instanceof AppError) throw error;
        // flow.js gives up on a 500: the whole upload has failed, so none of it may stay.
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
        throw new AppError(500, 'UPLOAD_WRITE_FAILED');
      }
    },

    /** The manifest every chunk of this upload agreed on, or null when no chunk arrived. */
    manifestOf(sessionId: string, identifier: string): Promise<UploadManifest | null> {
      return readManifest(uploadDir(sessionId, identifier));
    },

    /**
     * The finished file when every chunk arrived whole (else UPLOAD_INCOMPLETE), with its
     * SHA-256, read once from disk. The caller moves the file away; discard() removes the rest.
     */
    async complete(
      sessionId: string,
      identifier: string,
      chunkCount: number,
    ): Promise<{ path: string; size: number; hash: string }> {
      const dir = uploadDir(sessionId, identifier);
      const manifest = await readManifest(dir);
      if (!manifest || manifest.totalChunks !== chunkCount) throw new AppError(422, 'UPLOAD_INCOMPLETE');
      const present = new Set(await readdir(dir));
      for (let number = 1; number <= chunkCount; number += 1)
        if (!present.has(doneMarker(number))) throw new AppError(422, 'UPLOAD_INCOMPLETE');
      const file = path.join(dir, DATA_FILE);
      if ((await stat(file)).size !== manifest.totalSize) throw new AppError(422, 'UPLOAD_INCOMPLETE');

      const hash = sha256();
      for await (const block of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(block);
      return { path: file, size: manifest.totalSize, hash: hash.digest('hex') };
    },

    async discard(sessionId: string, identifier: string): Promise<void> {
      await rm(uploadDir(sessionId, identifier), { recursive: true, force: true });
    },

    /**
     * Removes uploads that received no chunk for `maxAgeMs` (a closed tab, a lost connection)
     * and the session folders they leave empty. Returns how many uploads went.
     */
    async sweep(now: Date, maxAgeMs: number): Promise<number> {
      let removed = 0;
      const sessions = await readdir(root).catch(() => [] as string[]);
      for (const sessionId of sessions) {
        const sessionDir = path.join(root, sessionId);
        const uploads = await readdir(sessionDir).catch(() => [] as string[]);
        for (const upload of uploads) {
          const dir = path.join(sessionDir, upload);
          const info = await stat(dir).catch(() => null);
          if (info && now.getTime() - info.mtimeMs > maxAgeMs) {
            await rm(dir, { recursive: true, force: true });
            removed += 1;
          }
        }
        await rmdir(sessionDir).catch(() => undefined);
      }
      return removed;
    },

    async discardSession(sessionId: string): Promise<void> {
      await rm(path.join(root, sessionId), { recursive: true, force: true });
    },
  };
}
export type ChunkStore = ReturnType<typeof createChunkStore>;
