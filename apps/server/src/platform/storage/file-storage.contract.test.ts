import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { type TempDir, tempDir } from '../../../test/temp-dir';
import { parseStorageUrl } from '../../config/storage-url';
import {
  assertKey,
  exists,
  type FileStorage,
  readAll,
  StorageUnavailableError,
  StoredFileMissingError,
  spreadKey,
} from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

const MIB = 1024 * 1024;

/** A repeated random block: a large file without holding it, and a hash to check it by. */
const BLOCK = randomBytes(MIB);
async function writeLargeFile(file: string, mib: number): Promise<string> {
  const hash = createHash('sha256');
  async function* blocks() {
    for (let i = 0; i < mib; i += 1) {
      hash.update(BLOCK);
      yield BLOCK;
    }
  }
  await pipeline(Readable.from(blocks()), createWriteStream(file));
  return hash.digest('hex');
}

async function hashOf(stream: Readable): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const part of stream) {
    hash.update(part as Buffer);
    bytes += (part as Buffer).length;
  }
  return { hash: hash.digest('hex'), bytes };
}

/** V8's collector, which tests may call once it is exposed (as node --expose-gc would). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The most this thread's memory (JavaScript heap and buffers) held above where it started while
 * `work` ran, each sample taken after a collection: what is kept, not what waits to be collected.
 */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  const now = () => {
    collectGarbage();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const start = now();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, now());
  }, 250);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, now()) - start;
}

const text = (value: string) => ({ bytes: Buffer.from(value) });
const readText = async (storage: FileStorage, key: string) => (await readAll(storage, key)).toString();
const readRange = async (storage: FileStorage, key: string, start: number, end: number) => {
  const parts: Buffer[] = [];
  for await (const part of await storage.read(key, { start, end })) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
};

let scratch: TempDir;
let s3: S3TestServer | undefined;

beforeAll(async () => {
  scratch = await tempDir('portal-storage-');
  // TEST_STORAGE_URL names another S3-compatible server (a MinIO, a real bucket); else s3rver here.
  if (!process.env.TEST_STORAGE_URL) s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await scratch.remove();
});

/** The test server's bucket (or TEST_STORAGE_URL's) under a prefix of its own. */
function s3Storage(prefix: string, bucket?: string): FileStorage {
  const url = process.env.TEST_STORAGE_URL ?? s3?.storageUrl(prefix);
  const settings = parseStorageUrl(url, process.env);
  if (!('kind' in settings) || settings.kind !== 's3') throw new Error(`not an s3:// URL: ${url}`);
  return createS3FileStorage({
    ...settings,
    bucket: bucket ?? settings.bucket,
    prefix: process.env.TEST_STORAGE_URL ? `${settings.prefix}/${prefix}` : settings.prefix,
    scratchDir: path.join(scratch.path, 's3-scratch'),
    credentials: process.env.TEST_STORAGE_URL ? undefined : S3_TEST_CREDENTIALS,
  });
}

/** One run of the contract per implementation; every test writes under a key of its own. */
const implementations: { name: string; make: () => FileStorage }[] = [
  { name: 'local disk', make: () => createLocalFileStorage(path.join(scratch.path, 'local')) },
  { name: 'S3', make: () => s3Storage(`contract-${randomBytes(4).toString('hex')}`) },
];

describe.each(implementations)('file storage on $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = make();
    await storage.verify();
  });
  afterAll(async () => {
    await storage.close();
  });
  /** A key no other test uses. */
  const fresh = (name = 'file') => `t-${randomBytes(6).toString('hex')}/${name}`;

  it('stores bytes, a stream and a local file, and reads each back whole', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    await storage.put(a, text('from bytes'));
    await storage.put(b, { stream: Readable.from([Buffer.from('from '), Buffer.from('a stream')]) });
    const local = await scratch.write(`local-${randomBytes(3).toString('hex')}`, 'from a local file');
    await storage.put(c, { file: local });

    expect(await readText(storage, a)).toBe('from bytes');
    expect(await readText(storage, b)).toBe('from a stream');
    expect(await readText(storage, c)).toBe('from a local file');
    // The local file was taken, not copied.
    await expect(stat(local)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.size(a)).toBe(10);
    expect(await exists(storage, b)).toBe(true);
  });

  it('replaces a file stored again under the same key', async () => {
    const key = fresh();
    await storage.put(key, text('first version, longer'));
    await storage.put(key, text('second'));
    expect(await readText(storage, key)).toBe('second');
    expect(await storage.size(key)).toBe(6);
  });

  it('reads a byte range, an end past the file stopping at its end, and refuses a start past it', async () => {
    const key = fresh();
    await storage.put(key, text('0123456789'));
    expect(await readRange(storage, key, 2, 5)).toBe('2345');
    expect(await readRange(storage, key, 7, 1000)).toBe('789');
    expect(await readRange(storage, key, 0, 0)).toBe('0');
    await expect(storage.read(key, { start: 10, end: 12 })).rejects.toBeInstanceOf(RangeError);
  });

  it('reads anywhere in an opened file, fewer bytes only at its end', async () => {
    const key = fresh();
    await storage.put(key, text('abcdefghij'));
    const file = await storage.openRandomAccess(key);
    try {
      expect(file.size).toBe(10);
      expect((await file.read(3, 4)).toString()).toBe('defg');
      expect((await file.read(8, 10)).toString()).toBe('ij');
      expect((await file.read(10, 4)).length).toBe(0);
    } finally {
      await file.close();
    }
  });

  it('answers a missing key as missing everywhere, and removing it is no error', async () => {
    const key = fresh();
    expect(await storage.size(key)).toBeNull();
    expect(await exists(storage, key)).toBe(false);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.read(key, { start: 0, end: 3 })).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.openRandomAccess(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.withLocalCopy(key, async () => 'used')).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
    await expect(storage.copy(key, fresh())).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.remove(key);
  });

  it('removes a file, and with removeAll every file under a folder but no other', async () => {
    const one = fresh();
    await storage.put(one, text('x'));
    await storage.remove(one);
    expect(await storage.size(one)).toBeNull();

    const folder = fresh('previews');
    const inside = [`${folder}/a/120-1.webp`, `${folder}/a/240-1.webp`, `${folder}/a/deeper/x`];
    // A folder whose name starts with the same letters is another folder.
    const beside = [`${folder}/ab/120-1.webp`, `${folder}/b`];
    for (const key of [...inside, ...beside]) await storage.put(key, text(key));
    await storage.removeAll(`${folder}/a`);
    for (const key of inside) expect(await storage.size(key)).toBeNull();
    for (const key of beside) expect(await readText(storage, key)).toBe(key);
    await storage.removeAll(`${folder}/nothing-here`);
  });

  it('lists every file under a folder with its size and when it was written, none beside it', async () => {
    const folder = fresh('chunks');
    const before = Date.now();
    await storage.put(`${folder}/a/1`, text('one'));
    await storage.put(`${folder}/a/deeper/2`, text('two!'));
    await storage.put(`${folder}/ab`, text('beside'));
    const listed = await storage.list(`${folder}/a`);
    expect(listed.map(({ key, size }) => ({ key, size })).sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [
        { key: `${folder}/a/1`, size: 3 },
        { key: `${folder}/a/deeper/2`, size: 4 },
      ],
    );
    // Clocks of a file system or a bucket round to seconds.
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before - 5_000);
    expect(await storage.list(`${folder}/nothing-here`)).toEqual([]);
  });

  it('lists a folder of more than 1,000 files whole (a bucket answers in pages): an upload of 1,001 chunks', async () => {
    const folder = fresh('many');
    const keys = Array.from(
      { length: 1001 },
      (_, index) => `${folder}/${String(index + 1).padStart(4, '0')}`,
    );
    // Ten at a time: the test server takes them one by one anyway.
    for (let start = 0; start < keys.length; start += 10)
      await Promise.all(keys.slice(start, start + 10).map((key) => storage.put(key, text('x'))));
    const listed = (await storage.list(folder)).map((entry) => entry.key).sort();
    expect(listed).toEqual(keys);
    await storage.removeAll(folder);
    expect(await storage.list(folder)).toEqual([]);
  });

  it('copies a file into one of its own', async () => {
    const [from, to] = [fresh(), fresh()];
    await storage.put(from, text('original'));
    await storage.copy(from, to);
    await storage.remove(from);
    expect(await readText(storage, to)).toBe('original');
  });

  it('lends a local path holding the bytes; a temporary copy goes afterwards', async () => {
    const key = fresh();
    await storage.put(key, text('on this machine'));
    let lent = '';
    const answer = await storage.withLocalCopy(key, async (file) => {
      lent = file;
      return (await readFile(file)).toString();
    });
    expect(answer).toBe('on this machine');
    // On local disk the path is the stored file itself, which stays; a copy is removed.
    const isTheStoredFile = lent.startsWith(path.join(scratch.path, 'local'));
    expect(
      await stat(lent).then(
        () => true,
        () => false,
      ),
    ).toBe(isTheStoredFile);
  });

  it('refuses keys that could leave the storage or hide a file', async () => {
    for (const key of ['../outside', '/absolute', 'a//b', 'a/../b', '.hidden', 'a/', '', 'with space'])
      await expect(storage.put(key, text('x'))).rejects.toBeInstanceOf(RangeError);
    expect(() => assertKey('files/3f/3f2a-ok.webp')).not.toThrow();
    expect(spreadKey('files', '3f2a0c1e-1234-4abc-8def-0123456789ab')).toBe(
      'files/3f/3f2a0c1e-1234-4abc-8def-0123456789ab',
    );
    expect(() => spreadKey('files', '../etc/passwd')).toThrow(RangeError);
  });

  // Two 160 MiB transfers with a collection every 250 ms, while other test files keep the cores busy.
  it('stores and reads back a 160 MiB file in parts, holding at most half of it in this thread’s memory', async () => {
    const key = fresh('large');
    const file = path.join(scratch.path, `large-${randomBytes(3).toString('hex')}`);
    const written = await writeLargeFile(file, 160);
    let read = { hash: '', bytes: 0 };
    const growth = await peakGrowth(async () => {
      await storage.put(key, { file });
      read = await hashOf(await storage.read(key));
    });
    expect(read).toEqual({ hash: written, bytes: 160 * MIB });
    // Holding the file would be 160 MiB; parts and chunks in flight come and go (measured 0–58 MiB).
    expect(growth).toBeLessThan(80 * MIB);
    // A range deep inside it, as a download resumed there asks.
    const tail = await storage.read(key, { start: 150 * MIB + 5, end: 150 * MIB + 9 });
    expect((await hashOf(tail)).bytes).toBe(5);
    // Reads across block boundaries (the S3 file reads whole 1 MiB blocks), and again from its cache.
    const opened = await storage.openRandomAccess(key);
    try {
      const expected = Buffer.concat([BLOCK.subarray(MIB - 3), BLOCK, BLOCK, BLOCK.subarray(0, 3)]);
      for (let round = 0; round < 2; round += 1)
        expect((await opened.read(7 * MIB - 3, 2 * MIB + 6)).equals(expected)).toBe(true);
      expect((await opened.read(160 * MIB - 2, 10)).equals(BLOCK.subarray(MIB - 2))).toBe(true);
    } finally {
      await opened.close();
    }
    await storage.remove(key);
  }, 120_000);

  it('stores a 20 MiB stream of unknown length in parts', async () => {
    const key = fresh('streamed');
    const hash = createHash('sha256');
    async function* blocks() {
      for (let i = 0; i < 20; i += 1) {
        hash.update(BLOCK);
        yield BLOCK;
      }
    }
    await storage.put(key, { stream: Readable.from(blocks()) });
    expect(await hashOf(await storage.read(key))).toEqual({ hash: hash.digest('hex'), bytes: 20 * MIB });
  });
});

describe('S3 storage that cannot be used', () => {
  it('says at start which bucket and why', async () => {
    const storage = s3Storage('verify', `no-such-bucket-${randomBytes(4).toString('hex')}`);
    const refusal = storage.verify();
    await expect(refusal).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(refusal).rejects.toThrow(/s3:\/\/no-such-bucket-\w+.* the bucket does not exist/);
    await storage.close();
  });
});
