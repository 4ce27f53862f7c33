import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertKey,
  type ByteRange,
  type FileStorage,
  type RandomAccessFile,
  StorageUnavailableError,
  type StoredFileEntry,
  StoredFileMissingError,
} from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  /** Keys live under this prefix of the bucket ('' for the bucket's root). */
  prefix: string;
  /** An S3-compatible server's URL (MinIO, a test server); unset: AWS for the region. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Where temporary local copies go (withLocalCopy): a folder of this machine. */
  scratchDir: string;
  /** Unset: the SDK's usual places (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Parts of a multipart upload: S3 wants at least 5 MiB but the last; 2 GB makes 128 of them. */
const PART_BYTES = 16 * 1024 * 1024;
/** Parts in flight at once for one file. */
const PARTS_IN_FLIGHT = 4;
/** A stream of unknown length goes up in parts held in memory: at most this many bytes each. */
const STREAM_PART_BYTES = 8 * 1024 * 1024;
/** Temporary copies a crash left are removed at start once older than this. */
const SCRATCH_MAX_AGE_MS = 60 * 60_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;
const isMissing = (error: unknown) =>
  nameOf(error) === 'NoSuchKey' || nameOf(error) === 'NotFound' || statusOf(error) === 404;

/** Reads of an opened file go by whole blocks of this size, each one GET. */
export const READ_BLOCK_BYTES = 1024 * 1024;
/** Blocks kept per opened file: the PDF engine and zip directories read near where they read last. */
const CACHED_BLOCKS = 4;

/**
 * A file read by ranged GETs of READ_BLOCK_BYTES, the last few blocks kept: many small reads
 * (a zip's directory, PDFium's objects) cost one request per block, not one each.
 */
function cachedBlocks(
  size: number,
  fetch: (position: number, length: number) => Promise<Buffer>,
): RandomAccessFile {
  const blocks = new Map<number, Promise<Buffer>>();
  const blockAt = (index: number) => {
    let block = blocks.get(index);
    if (block) {
      blocks.delete(index);
    } else {
      const start = index * READ_BLOCK_BYTES;
      block = fetch(start, Math.min(READ_BLOCK_BYTES, size - start));
      block.catch(() => blocks.delete(index));
    }
    blocks.set(index, block);
    for (const oldest of blocks.keys()) {
      if (blocks.size <= CACHED_BLOCKS) break;
      blocks.delete(oldest);
    }
    return block;
  };
  return {
    size,
    fd: undefined,
    async read(position, length) {
      const end = Math.min(size, position + length);
      if (end <= position) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      for (let index = Math.floor(position / READ_BLOCK_BYTES); index * READ_BLOCK_BYTES < end; index += 1) {
        const start = index * READ_BLOCK_BYTES;
        const block = await blockAt(index);
        parts.push(block.subarray(Math.max(0, position - start), Math.min(block.length, end - start)));
      }
      return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    },
    close: async () => {
      blocks.clear();
    },
  };
}

/** The `length` bytes of `body` after its first `skip`; the rest of it is not read. */
function sliceOf(body: Readable, skip: number, length: number): Readable {
  async function* cut() {
    let position = 0;
    try {
      for await (const part of body) {
        const bytes = part as Buffer;
        const from = Math.max(0, skip - position);
        const to = Math.min(bytes.length, skip + length - position);
        position += bytes.length;
        if (to > from) yield bytes.subarray(from, to);
        if (position >= skip + length) break;
      }
    } finally {
      body.destroy();
    }
  }
  return Readable.from(cut(), { objectMode: false });
}

/**
 * The files in an S3-compatible bucket (decision 0119), with the official AWS SDK client:
 * credentials come from the SDK's usual places (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
 * a profile, an instance role). A large local file goes up as a multipart upload whose parts are
 * read from the file as they are sent, so nothing of it is held in memory; reads are GETs, ranged
 * when a range is asked for.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // A bucket that stops answering fails the request instead of holding it (and its customer).
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    // No checksum trailers on streamed bodies (aws-chunked): S3 and MinIO take them, but not every
    // S3-compatible server does, and TLS and the part ETags already guard the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => {
    assertKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };
  const where = `s3://${bucket}${prefix ? `/${prefix}` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`;

  async function get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body as Readable;
      if (!range) return body;
      // Some S3-compatible servers send more than was asked (s3rver answers bytes=0-0 with the
      // whole file; a server may ignore Range): what they sent is cut to the range asked for.
      const from = Number(/^bytes (\d+)-/.exec(answer.ContentRange ?? '')?.[1] ?? 0);
      const wanted = range.end - range.start + 1;
      if (from === range.start && (answer.ContentLength ?? 0) <= wanted) return body;
      return sliceOf(body, range.start - from, wanted);
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(key, { cause: error });
      if (statusOf(error) === 416) throw new RangeError(`bytes ${range?.start}-${range?.end} of ${key}`);
      throw error;
    }
  }

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A file of PART_BYTES or more: its parts read from the file while they are sent, a few at once. */
  async function putInParts(key: string, file: string, size: number): Promise<void> {
    const Key = objectKey(key);
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }));
    try {
      const count = Math.ceil(size / PART_BYTES);
      const parts: CompletedPart[] = [];
      let next = 0;
      const sendParts = async () => {
        while (next < count) {
          const index = next++;
          const start = index * PART_BYTES;
          const end = Math.min(size, start + PART_BYTES) - 1;
          const { ETag } = await client.send(
            new UploadPartCommand({
              Bucket: bucket,
              Key,
              UploadId,
              PartNumber: index + 1,
              Body: createReadStream(file, { start, end }),
              ContentLength: end - start + 1,
            }),
          );
          parts[index] = { ETag, PartNumber: index + 1 };
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARTS_IN_FLIGHT, count) }, sendParts));
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async function putFile(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    if (size >= PART_BYTES) await putInParts(key, file, size);
    else
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(file),
          ContentLength: size,
        }),
      );
    await unlink(file);
  }

  return {
    description: where,

    async put(key, source) {
      if ('file' in source) return putFile(key, source.file);
      if ('bytes' in source) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: source.bytes,
            ContentLength: source.bytes.length,
          }),
        );
        return;
      }
      // Of unknown length: the SDK's managed upload, one part in memory per part in flight.
      await new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: source.stream },
        partSize: STREAM_PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      }).done();
    },

    async read(key, range) {
      if (range && (range.start < 0 || range.end < range.start))
        throw new RangeError(`bytes ${range.start}-${range.end} of ${key}`);
      return get(key, range);
    },

    size: sizeOf,

    async openRandomAccess(key): Promise<RandomAccessFile> {
      const size = await sizeOf(key);
      if (size === null) throw new StoredFileMissingError(key);
      return cachedBlocks(size, async (position, length) => {
        const parts: Buffer[] = [];
        for await (const part of await get(key, { start: position, end: position + length - 1 }))
          parts.push(part as Buffer);
        return Buffer.concat(parts);
      });
    },

    async withLocalCopy(key, use) {
      await mkdir(options.scratchDir, { recursive: true });
      const copy = path.join(options.scratchDir, `${randomBytes(8).toString('hex')}.copy`);
      try {
        await pipeline(await get(key), createWriteStream(copy));
        return await use(copy);
      } finally {
        await rm(copy, { force: true });
      }
    },

    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: objectKey(to),
            CopySource: `${bucket}/${objectKey(from)}`,
          }),
        );
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(from, { cause: error });
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async removeAll(folder) {
      const Prefix = `${objectKey(folder)}/`;
      for (;;) {
        // Listed again after each batch: what was deleted is gone from the listing.
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, MaxKeys: 1000 }));
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (!listed.IsTruncated) return;
      }
    },

    async list(folder) {
      const Prefix = `${objectKey(folder)}/`;
      const found: StoredFileEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix, MaxKeys: 1000, ContinuationToken }),
        );
        for (const object of listed.Contents ?? [])
          if (object.Key)
            found.push({
              key: `${folder}/${object.Key.slice(Prefix.length)}`,
              size: object.Size ?? 0,
              modifiedAt: object.LastModified ?? new Date(0),
            });
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const reason =
          status === 404
            ? 'the bucket does not exist'
            : status === 403 || status === 401
              ? 'access denied: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the profile or role in use)'
              : `${nameOf(error) ?? 'error'}: ${(error as Error).message}`;
        throw new StorageUnavailableError(`STORAGE_URL: cannot use ${where}: ${reason}`, { cause: error });
      }
      // Copies a crash left behind.
      const now = Date.now();
      for (const name of await readdir(options.scratchDir).catch(() => [] as string[])) {
        const file = path.join(options.scratchDir, name);
        const made = await stat(file).then(
          (found) => found.mtimeMs,
          () => now,
        );
        if (now - made > SCRATCH_MAX_AGE_MS) await rm(file, { force: true });
      }
    },

    async close() {
      client.destroy();
    },
  };
}
