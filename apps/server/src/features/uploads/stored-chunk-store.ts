import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { FailureError, raise } from '../../platform/failure';
import { type FileStorage, readAll, StoredFileMissingError } from '../../platform/storage/file-storage';
import {
  BodyBrokenError,
  type ChunkInput,
  createChunkStore,
  readChunkBody,
  sameManifest,
  type UploadManifest,
} from './chunk-store';
import type { AssembledUpload, ChunkStore } from './chunk-store-type';

/** Each chunk of an upload in progress: `upload-chunks/<session>/<identifier>/<number>`. */
const CHUNKS = 'upload-chunks';
/**
 * Each upload's manifest: `upload-manifests/<session>/<identifier>`, apart from the chunks, so
 * that a session's uploads in progress are one short listing, not every chunk of them.
 */
const MANIFESTS = 'upload-manifests';
/**
 * Chunks read ahead while an upload is joined: enough to keep the bucket busy, each at most a
 * chunk (0.5 MiB, or up to twice that for the last) in memory.
 */
const CHUNKS_READ_AHEAD = 8;

const chunksOf = (sessionId: string, identifier: string) => `${CHUNKS}/${sessionId}/${identifier}`;
const chunkKey = (sessionId: string, identifier: string, chunkNumber: number) =>
  `${chunksOf(sessionId, identifier)}/${chunkNumber}`;
const manifestKey = (sessionId: string, identifier: string) => `${MANIFESTS}/${sessionId}/${identifier}`;

/** A chunk changed or went while its upload was being joined. */
class ChunkChangedError extends Error {}

/**
 * Chunks of uploads in progress in the file storage (decision 0128): each chunk is a file of its
 * own and each upload has a manifest, so on a bucket (STORAGE_URL) a chunk that reaches any
 * instance counts for every instance, and the finalise may run on yet another. The rules are the
 * local store's (chunk-store.ts): every chunk agrees with the manifest the first one made, sizes
 * are checked, a chunk counts only once it is whole (a stored file appears whole or not at all),
 * and the finished file is joined by streaming, a few chunks in memory at a time. The finalise's
 * work folders (unpacking a zip) stay on this machine under `workRoot`, swept as before.
 */
export function createStoredChunkStore(deps: { storage: FileStorage; workRoot: string }): ChunkStore {
  const { storage } = deps;
  // Only for what stays on this machine: the work folders of a finalise.
  const local = createChunkStore(deps.workRoot);

  async function readManifest(sessionId: string, identifier: string): Promise<UploadManifest | null> {
    try {
      return JSON.parse(
        (await readAll(storage, manifestKey(sessionId, identifier))).toString(),
      ) as UploadManifest;
    } catch (error) {
      if (error instanceof StoredFileMissingError || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  /**
   * The first chunk this instance sees of an upload makes its manifest unless one is there, and
   * must agree with the one that is. Without a conditional write, two first chunks that disagree
   * and arrive at the same moment can both pass here; the check after each chunk and the sizes
   * checked at complete() keep such chunks out of a file.
   */
  async function prepare(input: ChunkInput): Promise<void> {
    const manifest: UploadManifest = {
      totalSize: input.totalSize,
      totalChunks: input.totalChunks,
      fileName: input.fileName,
    };
    const existing = await readManifest(input.sessionId, input.identifier);
    if (existing) {
      if (!sameManifest(existing, manifest)) raise('CHUNK_INVALID');
      return;
    }
    await storage.put(manifestKey(input.sessionId, input.identifier), {
      bytes: Buffer.from(JSON.stringify(manifest)),
    });
  }

  /** The chunks of the upload that are stored with the size they must have, by number. */
  async function wholeChunks(sessionId: string, identifier: string, totalSize: number): Promise<Set<number>> {
    const folder = chunksOf(sessionId, identifier);
    const whole = new Set<number>();
    for (const entry of await storage.list(folder)) {
      const number = Number(entry.key.slice(folder.length + 1));
      if (expectedChunkSize(totalSize, number) === entry.size) whole.add(number);
    }
    return whole;
  }

  /** The manifest when it was made for `chunkCount` chunks and every one of them is whole. */
  async function completeManifest(
    sessionId: string,
    identifier: string,
    chunkCount: number,
  ): Promise<UploadManifest | null> {
    const manifest = await readManifest(sessionId, identifier);
    if (!manifest || manifest.totalChunks !== chunkCount) return null;
    const whole = await wholeChunks(sessionId, identifier, manifest.totalSize);
    for (let number = 1; number <= chunkCount; number += 1) if (!whole.has(number)) return null;
    return manifest;
  }

  /**
   * The upload's chunks one after another as one stream, a few read ahead. A chunk that went or
   * changed size meanwhile (the upload was discarded, a chunk sent again with other bytes' length)
   * breaks the stream, so nothing short or long is ever stored.
   */
  function joined(sessionId: string, identifier: string, manifest: UploadManifest): Readable {
    const count = manifest.totalChunks;
    async function* chunks() {
      const reads: Promise<Buffer>[] = [];
      let next = 1;
      const readAhead = () => {
        while (next <= count && reads.length < CHUNKS_READ_AHEAD) {
          const read = readAll(storage, chunkKey(sessionId, identifier, next));
          // Awaited in order below; a failure ahead of that must not count as unhandled.
          read.catch(() => undefined);
          reads.push(read);
          next += 1;
        }
      };
      for (let number = 1; number <= count; number += 1) {
        readAhead();
        const bytes = await (reads.shift() as Promise<Buffer>).catch((error: unknown) => {
          throw new ChunkChangedError(`chunk ${number} went`, { cause: error });
        });
        if (bytes.length !== expectedChunkSize(manifest.totalSize, number))
          throw new ChunkChangedError(`chunk ${number} has ${bytes.length} bytes`);
        yield bytes;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  function assembled(sessionId: string, identifier: string, manifest: UploadManifest): AssembledUpload {
    const incompleteIfChanged = (error: unknown): never => {
      if (error instanceof ChunkChangedError) raise('UPLOAD_INCOMPLETE');
      throw error;
    };
    return {
      size: manifest.totalSize,
      async store(key) {
        await storage
          .put(key, { stream: joined(sessionId, identifier, manifest) })
          .catch(incompleteIfChanged);
      },
      async localFile(scratchDir) {
        await mkdir(scratchDir, { recursive: true });
        const file = path.join(scratchDir, 'assembled');
        await pipeline(joined(sessionId, identifier, manifest), createWriteStream(file)).catch(
          incompleteIfChanged,
        );
        return file;
      },
    };
  }

  async function discard(sessionId: string, identifier: string): Promise<void> {
    // The manifest first: a chunk stored after this finds no upload and removes itself (write).
    await storage.remove(manifestKey(sessionId, identifier));
    await storage.removeAll(chunksOf(sessionId, identifier));
  }

  return {
    /**
     * Stores one chunk as a file of its own, only when it has exactly its size. A re-sent chunk
     * replaces it with the same bytes. Once stored, the upload must still be there and agree: a
     * chunk that arrives after its upload was finished or removed removes itself again.
     * `prepared` skips making the manifest when this instance already did it for an earlier chunk.
     */
    async write(input, body, options = {}) {
      const expected = expectedChunkSize(input.totalSize, input.chunkNumber);
      if (
        input.totalChunks !== chunkCountOf(input.totalSize) ||
        expected === null ||
        expected !== input.currentChunkSize
      )
        raise('CHUNK_INVALID');
      const key = chunkKey(input.sessionId, input.identifier, input.chunkNumber);
      try {
        if (!options.prepared) await prepare(input);
        const { parts, received } = await readChunkBody(body, expected);
        if (received !== expected) raise('CHUNK_SIZE_MISMATCH');
        await storage.put(key, { bytes: parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts) });
        const manifest = await readManifest(input.sessionId, input.identifier);
        if (!manifest || !sameManifest(manifest, input)) {
          await storage.remove(key);
          raise('CHUNK_INVALID');
        }
      } catch (error) {
        if (error instanceof FailureError) throw error;
        // The request body broke off: flow.js sends the chunk again.
        if (error instanceof BodyBrokenError) raise('CHUNK_SIZE_MISMATCH');
        // The storage refused: flow.js gives up on a 500, so none of this upload may stay.
        await discard(input.sessionId, input.identifier).catch(() => undefined);
        raise('UPLOAD_WRITE_FAILED');
      }
    },

    async hasChunk(sessionId, identifier, chunkNumber) {
      return (await storage.size(chunkKey(sessionId, identifier, chunkNumber))) !== null;
    },

    /** The first `length` bytes of the upload as far as its first chunks are in. */
    async headOf(sessionId, identifier, length) {
      const parts: Buffer[] = [];
      let have = 0;
      for (let number = 1; have < length; number += 1) {
        const part = await readAll(storage, chunkKey(sessionId, identifier, number)).catch(
          (error: unknown) => {
            if (error instanceof StoredFileMissingError) return null;
            throw error;
          },
        );
        if (!part || part.length === 0) break;
        parts.push(part);
        have += part.length;
      }
      return Buffer.concat(parts).subarray(0, length);
    },

    manifestOf: readManifest,

    async inProgress(sessionId, except) {
      let uploads = 0;
      let bytes = 0;
      const folder = `${MANIFESTS}/${sessionId}`;
      for (const entry of await storage.list(folder)) {
        const identifier = entry.key.slice(folder.length + 1);
        if (identifier === except) continue;
        const manifest = await readManifest(sessionId, identifier);
        if (!manifest) continue;
        uploads += 1;
        bytes += manifest.totalSize;
      }
      return { uploads, bytes };
    },

    async isComplete(sessionId, identifier, chunkCount) {
      return (await completeManifest(sessionId, identifier, chunkCount)) !== null;
    },

    async complete(sessionId, identifier, chunkCount) {
      const manifest = await completeManifest(sessionId, identifier, chunkCount);
      if (!manifest) raise('UPLOAD_INCOMPLETE');
      return assembled(sessionId, identifier, manifest);
    },

    discard,

    /**
     * Removes uploads whose newest chunk (or manifest) is older than `maxAgeMs`, and chunks whose
     * upload has no manifest left (a discard that stopped half-way), then this machine's stale
     * work folders. Lists every chunk in progress: once an hour, a few requests per 1,000 chunks.
     */
    async sweep(now, maxAgeMs) {
      const newest = new Map<string, number>();
      for (const root of [MANIFESTS, CHUNKS])
        for (const entry of await storage.list(root)) {
          const [sessionId, identifier] = entry.key.slice(root.length + 1).split('/');
          if (!sessionId || !identifier) continue;
          const upload = `${sessionId}/${identifier}`;
          newest.set(upload, Math.max(newest.get(upload) ?? 0, entry.modifiedAt.getTime()));
        }
      let removed = 0;
      for (const [upload, lastChunkAt] of newest) {
        if (now.getTime() - lastChunkAt <= maxAgeMs) continue;
        const [sessionId, identifier] = upload.split('/') as [string, string];
        await discard(sessionId, identifier);
        removed += 1;
      }
      return removed + (await local.sweep(now, maxAgeMs));
    },

    close: () => local.close(),

    async discardSession(sessionId) {
      await storage.removeAll(`${MANIFESTS}/${sessionId}`);
      await storage.removeAll(`${CHUNKS}/${sessionId}`);
      await local.discardSession(sessionId);
    },
  };
}
