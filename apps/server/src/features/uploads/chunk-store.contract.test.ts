import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { type TempDir, tempDir } from '../../../test/temp-dir';
import { parseStorageUrl } from '../../config/storage-url';
import { type FileStorage, readAll } from '../../platform/storage/file-storage';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage';
import { createS3FileStorage } from '../../platform/storage/s3-file-storage';
import type { ChunkInput } from './chunk-store';
import type { ChunkStore } from './chunk-store-type';
import { localChunkStore } from './chunk-stores';
import { createStoredChunkStore } from './stored-chunk-store';

/**
 * The rules of a chunk store (decision 0128), the same on each implementation: the tuned local
 * store of one data file per upload, and the store of one stored file per chunk, on the local
 * disk and on an S3 bucket (s3rver, or TEST_STORAGE_URL). Two stores over one storage stand for
 * two instances: a chunk taken by either counts for both. The local store keeps what it knows of
 * an upload in memory, so it is one store for both (one machine, as decision 0119 required).
 */

const CHUNK = UPLOAD_CHUNK_SIZE_BYTES;

let scratch: TempDir;
let s3: S3TestServer | undefined;
beforeAll(async () => {
  scratch = await tempDir('portal-chunks-');
  if (!process.env.TEST_STORAGE_URL) s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await scratch.remove();
});

function s3Storage(prefix: string): FileStorage {
  const url = process.env.TEST_STORAGE_URL ?? s3?.storageUrl(prefix);
  const settings = parseStorageUrl(url, process.env);
  if (!('kind' in settings) || settings.kind !== 's3') throw new Error(`not an s3:// URL: ${url}`);
  return createS3FileStorage({
    ...settings,
    prefix: process.env.TEST_STORAGE_URL ? `${settings.prefix}/${prefix}` : settings.prefix,
    scratchDir: path.join(scratch.path, 's3-scratch'),
    credentials: process.env.TEST_STORAGE_URL ? undefined : S3_TEST_CREDENTIALS,
  });
}

type Setup = { storage: FileStorage; stores: [ChunkStore, ChunkStore] };
/** Each makes a storage and two chunk stores over it, as two instances would have. */
const implementations: { name: string; make: () => Setup }[] = [
  {
    name: 'the local disk (one data file per upload)',
    make: () => {
      const root = path.join(scratch.path, `local-${randomBytes(3).toString('hex')}`);
      const storage = createLocalFileStorage(root);
      // One machine's store: its chunks reach the instance on that machine only (sticky sessions).
      const store = localChunkStore(path.join(root, 'uploads'), storage);
      return { storage, stores: [store, store] };
    },
  },
  {
    name: 'stored files on the local disk',
    make: () => {
      const root = path.join(scratch.path, `stored-${randomBytes(3).toString('hex')}`);
      const storage = createLocalFileStorage(root);
      const store = (name: string) => createStoredChunkStore({ storage, workRoot: path.join(root, name) });
      return { storage, stores: [store('a'), store('b')] };
    },
  },
  {
    name: 'an S3 bucket',
    make: () => {
      const storage = s3Storage(`chunks-${randomBytes(4).toString('hex')}`);
      const store = (name: string) =>
        createStoredChunkStore({ storage, workRoot: path.join(scratch.path, `s3-work-${name}`) });
      return { storage, stores: [store('a'), store('b')] };
    },
  },
];

/** A file of `chunks` chunks whose last one is longer, as flow.js cuts it. */
function aFile(chunks: number) {
  const bytes = randomBytes(chunks * CHUNK + 1000);
  const sessionId = randomUUID();
  const identifier = `${bytes.length}-bestand${randomBytes(3).toString('hex')}pdf`;
  const input = (chunkNumber: number, changes: Partial<ChunkInput> = {}): ChunkInput => ({
    sessionId,
    identifier,
    chunkNumber,
    currentChunkSize: expectedChunkSize(bytes.length, chunkNumber) ?? CHUNK,
    totalSize: bytes.length,
    totalChunks: chunks,
    fileName: 'bestand.pdf',
    ...changes,
  });
  const body = (chunkNumber: number) =>
    Readable.from([
      bytes.subarray((chunkNumber - 1) * CHUNK, chunkNumber === chunks ? undefined : chunkNumber * CHUNK),
    ]);
  return { bytes, sessionId, identifier, chunks, input, body };
}

describe.each(implementations)('chunk store on $name', ({ make }) => {
  let storage: FileStorage;
  let a: ChunkStore;
  let b: ChunkStore;
  beforeAll(() => {
    ({
      storage,
      stores: [a, b],
    } = make());
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
    await storage.close();
  });

  it('joins chunks that reached either instance in any order into the file, once every one is whole', async () => {
    const file = aFile(3);
    await a.write(file.input(3), file.body(3));
    await b.write(file.input(1), file.body(1));
    expect(await a.hasChunk(file.sessionId, file.identifier, 1)).toBe(true);
    expect(await b.hasChunk(file.sessionId, file.identifier, 2)).toBe(false);
    expect(await a.isComplete(file.sessionId, file.identifier, 3)).toBe(false);
    await expect(b.complete(file.sessionId, file.identifier, 3)).rejects.toThrow('UPLOAD_INCOMPLETE');
    await a.write(file.input(2), file.body(2));
    // A chunk sent again changes nothing.
    await b.write(file.input(2), file.body(2), { prepared: true });

    expect(await b.isComplete(file.sessionId, file.identifier, 3)).toBe(true);
    // A finalise with another count is refused and leaves the chunks for the right one.
    expect(await b.isComplete(file.sessionId, file.identifier, 4)).toBe(false);
    await expect(b.complete(file.sessionId, file.identifier, 4)).rejects.toThrow('UPLOAD_INCOMPLETE');
    expect(await a.manifestOf(file.sessionId, file.identifier)).toMatchObject({
      totalSize: file.bytes.length,
      totalChunks: 3,
      fileName: 'bestand.pdf',
    });
    expect(await b.headOf(file.sessionId, file.identifier, 5)).toEqual(file.bytes.subarray(0, 5));

    const assembled = await b.complete(file.sessionId, file.identifier, 3);
    expect(assembled.size).toBe(file.bytes.length);
    const local = await assembled.localFile(
      path.join(scratch.path, `work-${randomBytes(3).toString('hex')}`),
    );
    expect((await readFile(local)).equals(file.bytes)).toBe(true);
    const key = `files/${randomUUID()}`;
    await assembled.store(key);
    expect((await readAll(storage, key)).equals(file.bytes)).toBe(true);
    await b.discard(file.sessionId, file.identifier);
    expect(await a.manifestOf(file.sessionId, file.identifier)).toBeNull();
    expect(await a.hasChunk(file.sessionId, file.identifier, 1)).toBe(false);
  });

  it('refuses a chunk that disagrees with the upload or has another size, and never counts it', async () => {
    const file = aFile(2);
    await a.write(file.input(1), file.body(1));
    // Another file under the same identifier, on the other instance.
    await expect(b.write(file.input(2, { totalSize: file.bytes.length + 1 }), file.body(2))).rejects.toThrow(
      'CHUNK_INVALID',
    );
    await expect(b.write(file.input(2, { fileName: 'ander.pdf' }), file.body(2))).rejects.toThrow(
      'CHUNK_INVALID',
    );
    await expect(b.write(file.input(2, { currentChunkSize: CHUNK }), file.body(2))).rejects.toThrow(
      'CHUNK_INVALID',
    );
    await expect(b.write(file.input(3), file.body(2))).rejects.toThrow('CHUNK_INVALID');
    // A body shorter than it says (a request cut off).
    await expect(b.write(file.input(2), Readable.from([randomBytes(100)]))).rejects.toThrow(
      'CHUNK_SIZE_MISMATCH',
    );
    expect(await a.hasChunk(file.sessionId, file.identifier, 2)).toBe(false);
    expect(await a.isComplete(file.sessionId, file.identifier, 2)).toBe(false);
    await b.write(file.input(2), file.body(2));
    expect(await a.isComplete(file.sessionId, file.identifier, 2)).toBe(true);
    await a.discardSession(file.sessionId);
  });

  it('keeps nothing of a chunk that arrives after its upload was finished and removed', async () => {
    const file = aFile(1);
    await a.write(file.input(1), file.body(1));
    await b.discard(file.sessionId, file.identifier);
    // The instance had prepared the upload already, so it goes straight to writing.
    await expect(a.write(file.input(1), file.body(1), { prepared: true })).rejects.toThrow('CHUNK_INVALID');
    expect(await b.hasChunk(file.sessionId, file.identifier, 1)).toBe(false);
    expect(await b.isComplete(file.sessionId, file.identifier, 1)).toBe(false);
  });

  it('counts a session’s other uploads in progress and the bytes they will bring, on every instance', async () => {
    const first = aFile(1);
    const second = { ...aFile(2), sessionId: first.sessionId };
    const secondInput = (n: number) => ({ ...second.input(n), sessionId: first.sessionId });
    await a.write(first.input(1), first.body(1));
    await b.write(secondInput(2), second.body(2));
    expect(await b.inProgress(first.sessionId, 'another')).toEqual({
      uploads: 2,
      bytes: first.bytes.length + second.bytes.length,
    });
    expect(await a.inProgress(first.sessionId, second.identifier)).toEqual({
      uploads: 1,
      bytes: first.bytes.length,
    });
    expect(await a.inProgress(randomUUID(), 'x')).toEqual({ uploads: 0, bytes: 0 });
    await b.discardSession(first.sessionId);
    expect(await a.inProgress(first.sessionId, 'x')).toEqual({ uploads: 0, bytes: 0 });
    expect(await a.hasChunk(first.sessionId, second.identifier, 2)).toBe(false);
  });

  it('sweeps an upload that received no chunk for the age given, and keeps a recent one', async () => {
    const file = aFile(2);
    await a.write(file.input(1), file.body(1));
    const hour = 60 * 60_000;
    await b.sweep(new Date(), hour);
    expect(await a.hasChunk(file.sessionId, file.identifier, 1)).toBe(true);
    // A day later, swept by the other instance.
    expect(await b.sweep(new Date(Date.now() + 24 * hour), hour)).toBeGreaterThanOrEqual(1);
    expect(await a.hasChunk(file.sessionId, file.identifier, 1)).toBe(false);
    expect(await a.manifestOf(file.sessionId, file.identifier)).toBeNull();
    expect(await a.inProgress(file.sessionId, 'x')).toEqual({ uploads: 0, bytes: 0 });
  });
});
