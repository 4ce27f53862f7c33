import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { AppError } from '../../lib/app-error';
import { sha256 } from './file-storage';

/** What every chunk of one upload says about the whole file; all chunks must agree. */
interface UploadManifest {
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

const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * Chunks of uploads in progress, on local disk under DATA_DIR/uploads/<session>/<identifier>/
 * (decision 0009). Session ids and identifiers are validated by the route schemas (uuid and
 * [A-Za-z0-9_-]), so they are safe path segments.
 */
export function createChunkStore(root: string) {
  const uploadDir = (sessionId: string, identifier: string) => path.join(root, sessionId, identifier);
  const manifestPath = (dir: string) => path.join(dir, 'manifest.json');

  /** The first chunk to arrive (any number) writes the manifest; later ones must agree with it. */
  async function checkManifest(dir: string, manifest: UploadManifest): Promise<void> {
    const text = JSON.stringify(manifest);
    try {
      await writeFile(manifestPath(dir), text, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = JSON.parse(await readFile(manifestPath(dir), 'utf8')) as UploadManifest;
    if (
      existing.totalSize !== manifest.totalSize ||
      existing.totalChunks !== manifest.totalChunks ||
      existing.fileName !== manifest.fileName
    )
      throw new AppError(422, 'CHUNK_INVALID');
  }

  return {
    /**
     * Streams one chunk to disk. A re-sent chunk replaces the earlier copy (rename is atomic),
     * so retries and parallel duplicates are harmless; a chunk that breaks off never counts.
     */
    async write(input: ChunkInput, body: Readable): Promise<void> {
      const expected = expectedChunkSize(input.totalSize, input.chunkNumber);
      if (
        input.totalChunks !== chunkCountOf(input.totalSize) ||
        expected === null ||
        expected !== input.currentChunkSize
      )
        throw new AppError(422, 'CHUNK_INVALID');

      const dir = uploadDir(input.sessionId, input.identifier);
      const temporary = path.join(dir, `${input.chunkNumber}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await checkManifest(dir, {
          totalSize: input.totalSize,
          totalChunks: input.totalChunks,
          fileName: input.fileName,
        });
        const limit = new ByteLimit(expected);
        await pipeline(body, limit, createWriteStream(temporary));
        if (limit.received !== expected) throw new AppError(422, 'CHUNK_SIZE_MISMATCH');
        await rename(temporary, path.join(dir, String(input.chunkNumber)));
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        if (isAppError(error)) throw error;
        throw new AppError(500, 'UPLOAD_WRITE_FAILED');
      }
    },

    /** The name every chunk of this upload announced, or null when no chunk arrived. */
    async fileNameOf(sessionId: string, identifier: string): Promise<string | null> {
      try {
        const manifest = JSON.parse(await readFile(manifestPath(uploadDir(sessionId, identifier)), 'utf8'));
        return (manifest as UploadManifest).fileName;
      } catch {
        return null;
      }
    },

    /**
     * Joins the chunks into `target` one after the other (never more than a stream buffer in
     * memory) and hashes them on the way. Fails with UPLOAD_INCOMPLETE when a chunk is missing
     * or has the wrong size, before anything is written.
     */
    async assemble(
      sessionId: string,
      identifier: string,
      chunkCount: number,
      target: string,
    ): Promise<{ size: number; hash: string }> {
      const dir = uploadDir(sessionId, identifier);
      const manifest = await readFile(manifestPath(dir), 'utf8').then(
        (text) => JSON.parse(text) as UploadManifest,
        () => null,
      );
      if (!manifest || manifest.totalChunks !== chunkCount) throw new AppError(422, 'UPLOAD_INCOMPLETE');
      const chunks: string[] = [];
      for (let number = 1; number <= chunkCount; number += 1) {
        const file = path.join(dir, String(number));
        const size = await stat(file).then(
          (info) => info.size,
          () => -1,
        );
        if (size !== expectedChunkSize(manifest.totalSize, number))
          throw new AppError(422, 'UPLOAD_INCOMPLETE');
        chunks.push(file);
      }

      const hash = sha256();
      const output = createWriteStream(target);
      try {
        for (const file of chunks) {
          await pipeline(
            createReadStream(file),
            new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                hash.update(chunk);
                callback(null, chunk);
              },
            }),
            output,
            { end: false },
          );
        }
        await new Promise<void>((resolve, reject) =>
          output.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
      } catch {
        output.destroy();
        await rm(target, { force: true });
        throw new AppError(500, 'UPLOAD_WRITE_FAILED');
      }
      return { size: manifest.totalSize, hash: hash.digest('hex') };
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
