import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { SkippedEntryReason } from '@portal/shared/schemas/uploads';
import yauzl from 'yauzl';
import { sniffFileType } from '../analysis/sniff-file-type';
import { safeZipEntryPath } from '../file-names';

/**
 * Unpacks an uploaded zip into numbered files, refusing what could harm the server (zip slip,
 * zip bombs, links) and reporting every file entry it did not unpack with a reason. This runs in
 * the calling thread: the server calls it through zip-unpacker.ts, in a worker (decision 0025).
 */

export interface ZipLimits {
  maxEntries: number;
  maxTotalUnpackedBytes: number;
  maxEntryBytes: number;
  maxCompressionRatio: number;
}

export const DEFAULT_ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 1000,
  maxTotalUnpackedBytes: MAX_FILE_SIZE_BYTES,
  maxEntryBytes: MAX_FILE_SIZE_BYTES,
  maxCompressionRatio: 200,
});

export interface UnpackedEntry {
  /** Safe path inside the zip, e.g. 'map/sub/file.pdf'. */
  name: string;
  /** Where the bytes were written: `<targetDir>/<number>`. */
  path: string;
  size: number;
}

export interface SkippedEntry {
  /** The entry's name as it is in the zip, for display only. */
  name: string;
  reason: SkippedEntryReason;
}

export interface UnpackResult {
  entries: UnpackedEntry[];
  skipped: SkippedEntry[];
}

export class NotAZipError extends Error {
  override name = 'NotAZipError';
}

/**
 * Why a whole zip is refused: entries whose bytes overlap (each other or the central directory),
 * which is how a small zip names the same compressed run a thousand times; or more unpacked
 * bytes than the per-entry ratio allows the archive as a whole.
 */
export type ZipRefusal = 'overlappingEntries' | 'compressionRatio';

/** A zip built to overload the server: nothing of it is unpacked. */
export class ZipRefusedError extends Error {
  override name = 'ZipRefusedError';

  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
  }
}

const MIB = 1024 * 1024;
/** Below this any ratio is harmless: a megabyte of spaces compresses a thousandfold. */
const RATIO_EXEMPT_BYTES = MIB;
/**
 * The central directory is walked for at most this many records per allowed entry: enough for
 * folders and __MACOSX shadows, while a zip of millions of tiny entries can neither keep the
 * server busy nor grow the skipped list without end. Entries after that are not listed.
 */
const RECORDS_WALKED_PER_ENTRY = 4;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

function isZipSignature(head: Buffer): boolean {
  const magic = head.subarray(0, 4);
  return magic.equals(LOCAL_FILE_HEADER) || magic.equals(END_OF_CENTRAL_DIRECTORY);
}

/** Local file header (PK\x03\x04) or the end record an empty zip consists of (PK\x05\x06). */
export async function isZipFile(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return isZipSignature(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * Streams every acceptable file entry of `zipPath` to `targetDir/<running number>`; `targetDir`
 * is created when missing and existing files in it are never overwritten.
 * Throws NotAZipError when the file is not a readable zip and ZipRefusedError when it is a zip
 * bomb, both before anything is written; on any other failure removes what it wrote and rethrows.
 */
export async function unpackZip(
  zipPath: string,
  targetDir: string,
  limits: Partial<ZipLimits> = {},
): Promise<UnpackResult> {
  const allLimits = { ...DEFAULT_ZIP_LIMITS, ...limits };
  await survey(zipPath, allLimits);
  const zip = await openZip(zipPath);
  const run = newRun(targetDir, allLimits);
  try {
    await mkdir(targetDir, { recursive: true });
    const nextEntry = entryReader(zip);
    for (let records = 0; records < maxRecords(run.limits); records++) {
      const entry = await nextEntry();
      if (entry === null) break;
      await handleEntry(zip, entry, run);
    }
    return { entries: run.entries, skipped: run.skipped };
  } catch (error) {
    await Promise.all(run.entries.map((entry) => rm(entry.path, { force: true })));
    throw error;
  } finally {
    zip.close();
  }
}

const maxRecords = (limits: ZipLimits) => limits.maxEntries * RECORDS_WALKED_PER_ENTRY;

/** Bytes of the zip file, [start, end). */
interface Extent {
  start: number;
  end: number;
}

/**
 * Walks the central directory once before anything is inflated and refuses the zip when its
 * entries overlap or when what it may unpack is out of proportion to its size. Only numbers are
 * kept, so a directory of thousands of long names costs no memory; unpacking walks it again.
 */
async function survey(zipPath: string, limits: ZipLimits): Promise<void> {
  const zip = await openZip(zipPath);
  try {
    // The central directory and the end records after it belong to no entry.
    const extents: Extent[] = [{ start: centralDirectoryOffset(zip), end: zip.fileSize }];
    let fileEntries = 0;
    let mayUnpack = 0;
    const nextEntry = entryReader(zip);
    for (let records = 0; records < maxRecords(limits); records++) {
      const entry = await nextEntry();
      if (entry === null) break;
      const extent = await extentOf(zip, entry);
      if (extent !== null) extents.push(extent);
      const name = entryName(entry);
      if (isDirectory(entry, name) || isMacMetadata(name)) continue;
      fileEntries++;
      if (fileEntries <= limits.maxEntries && mayInflate(entry, name, limits))
        mayUnpack += entry.uncompressedSize;
    }
    if (overlaps(extents)) throw new ZipRefusedError('overlappingEntries');
    // Small entries escape the per-entry ratio, not this one: a thousand of them are a bomb too.
    if (mayUnpack > zip.fileSize * limits.maxCompressionRatio + RATIO_EXEMPT_BYTES)
      throw new ZipRefusedError('compressionRatio');
  } finally {
    zip.close();
  }
}

/**
 * Where the central directory starts. yauzl reads it from the end record, and starts its cursor
 * there; its typings call the field a boolean.
 */
function centralDirectoryOffset(zip: yauzl.ZipFile): number {
  const cursor: unknown = (zip as unknown as { readEntryCursor: unknown }).readEntryCursor;
  if (typeof cursor !== 'number') throw new Error('yauzl no longer exposes the central directory offset');
  return cursor;
}

/** From the local header to the end of the compressed bytes; null when the header is unreadable. */
async function extentOf(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Extent | null> {
  try {
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    return { start: entry.relativeOffsetOfLocalHeader, end: fileDataStart + entry.compressedSize };
  } catch (error) {
    if (isSystemError(error)) throw error;
    // Unpacking refuses such an entry as unreadable without reading a byte of it.
    return null;
  }
}

function overlaps(extents: Extent[]): boolean {
  const sorted = [...extents].sort((a, b) => a.start - b.start);
  let reach = 0;
  for (const extent of sorted) {
    if (extent.start < reach) return true;
    reach = Math.max(reach, extent.end);
  }
  return false;
}

interface Run {
  readonly limits: ZipLimits;
  readonly targetDir: string;
  readonly entries: UnpackedEntry[];
  readonly skipped: SkippedEntry[];
  readonly safePaths: Set<string>;
  fileEntries: number;
  unpackedBytes: number;
  fileNumber: number;
}

function newRun(targetDir: string, limits: ZipLimits): Run {
  return {
    limits,
    targetDir,
    entries: [],
    skipped: [],
    safePaths: new Set(),
    fileEntries: 0,
    unpackedBytes: 0,
    fileNumber: 0,
  };
}

/** A full disk or a missing file is the server's problem; anything else is the zip's. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

async function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  try {
    // Names are decoded here, not by yauzl: it rejects the whole zip for one "../" entry, and
    // sizes are checked while streaming, where a lie costs one entry instead of the whole zip.
    return await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: false,
      strictFileNames: false,
    });
  } catch (error) {
    if (isSystemError(error)) throw error;
    throw new NotAZipError(`not a zip: ${(error as Error).message}`, { cause: error });
  }
}

/** Reads the central directory one record at a time; null at its end. */
function entryReader(zip: yauzl.ZipFile): () => Promise<yauzl.Entry | null> {
  let failure: unknown;
  // Always listening: yauzl also reports a failed close this way, which would otherwise crash the
  // process, and after an error it never answers readEntry again.
  zip.on('error', (error: unknown) => {
    failure ??= error;
  });
  return () =>
    new Promise((resolve, reject) => {
      const settle = (action: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        action();
      };
      const onEntry = (entry: yauzl.Entry) => settle(() => resolve(entry));
      const onEnd = () => settle(() => resolve(null));
      const onError = (error: unknown) => settle(() => reject(directoryError(error)));
      if (failure !== undefined) return reject(directoryError(failure));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
}

function directoryError(error: unknown): unknown {
  if (isSystemError(error)) return error;
  return new NotAZipError(`damaged central directory: ${(error as Error).message}`, { cause: error });
}

/** The name as stored, backslashes and all; yauzl's non-strict mode would rewrite them. */
function entryName(entry: yauzl.Entry): string {
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}

const unixFileType = (entry: yauzl.Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) >>> 0;

function isDirectory(entry: yauzl.Entry, name: string): boolean {
  return /[/\\]$/.test(name) || unixFileType(entry) === S_IFDIR;
}

/** Finder's resource forks and folder settings: noise to every customer. */
function isMacMetadata(name: string): boolean {
  const segments = name.split(/[/\\]/);
  return segments[0] === '__MACOSX' || segments.at(-1) === '.DS_Store';
}

/** Links and devices; a file type of 0 means the zipper stored permissions only. */
function isSpecial(entry: yauzl.Entry): boolean {
  const type = unixFileType(entry);
  return type !== 0 && type !== S_IFREG;
}

async function handleEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, run: Run): Promise<void> {
  const name = entryName(entry);
  if (isDirectory(entry, name) || isMacMetadata(name)) return;
  run.fileEntries++;
  const outcome = await unpackFileEntry(zip, entry, name, run);
  if (typeof outcome === 'string') {
    run.skipped.push({ name, reason: outcome });
    return;
  }
  run.entries.push(outcome);
  run.safePaths.add(outcome.name);
  run.unpackedBytes += outcome.size;
}

async function unpackFileEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  run: Run,
): Promise<UnpackedEntry | SkippedEntryReason> {
  if (run.fileEntries > run.limits.maxEntries) return 'limit';
  const safePath = safeZipEntryPath(name);
  if (safePath === null) return 'unsafePath';
  const refusal = refuseBeforeReading(entry, safePath, run);
  if (refusal !== null) return refusal;
  const target = path.join(run.targetDir, String(++run.fileNumber));
  const written = await writeEntry(zip, entry, target, run);
  return typeof written === 'string' ? written : { name: safePath, ...written };
}

function refuseBeforeReading(entry: yauzl.Entry, safePath: string, run: Run): SkippedEntryReason | null {
  const refusal = refusalOf(entry, safePath, run.limits);
  if (refusal !== null) return refusal;
  if (run.safePaths.has(safePath)) return 'duplicate';
  if (entry.uncompressedSize > run.limits.maxTotalUnpackedBytes - run.unpackedBytes) return 'limit';
  return null;
}

/** What the entry's own header tells; duplicates and the running total need the run. */
function refusalOf(entry: yauzl.Entry, safePath: string, limits: ZipLimits): SkippedEntryReason | null {
  if (isSpecial(entry)) return 'special';
  if (safePath.toLowerCase().endsWith('.zip')) return 'nestedZip';
  if (!entry.canDecodeFileData()) return 'unreadable';
  if (declaresTooMuch(entry, limits)) return 'limit';
  return null;
}

/** Whether unpacking might inflate the entry: what the survey adds up. */
function mayInflate(entry: yauzl.Entry, name: string, limits: ZipLimits): boolean {
  const safePath = safeZipEntryPath(name);
  return safePath !== null && refusalOf(entry, safePath, limits) === null;
}

function declaresTooMuch(entry: yauzl.Entry, limits: ZipLimits): boolean {
  const size = entry.uncompressedSize;
  if (size > limits.maxEntryBytes) return true;
  return (
    entry.compressedSize > 0 &&
    size > RATIO_EXEMPT_BYTES &&
    size / entry.compressedSize > limits.maxCompressionRatio
  );
}

/**
 * The most bytes an entry may produce: the header is the attacker's, so every limit applies. Never
 * more than it declares, so the survey's sum of declared sizes bounds the whole archive too.
 */
function byteBudget(entry: yauzl.Entry, run: Run): number {
  const { maxEntryBytes, maxTotalUnpackedBytes, maxCompressionRatio } = run.limits;
  return Math.min(
    entry.uncompressedSize,
    maxEntryBytes,
    maxTotalUnpackedBytes - run.unpackedBytes,
    entry.compressedSize * maxCompressionRatio + RATIO_EXEMPT_BYTES,
  );
}

class OverBudgetError extends Error {}

/** Counts and checksums the bytes as they pass, and stops them at the budget. */
class EntryMeter extends Transform {
  bytes = 0;
  crc = 0;
  head = Buffer.alloc(0);

  constructor(private readonly budget: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.budget) {
      callback(new OverBudgetError());
      return;
    }
    this.crc = crc32(chunk, this.crc);
    if (this.head.length < 4) this.head = Buffer.concat([this.head, chunk.subarray(0, 4)]);
    callback(null, chunk);
  }
}

type Written = Omit<UnpackedEntry, 'name'>;

/** Writes one entry to `target`; on any refusal or failure no partial file remains. */
async function writeEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  target: string,
  run: Run,
): Promise<Written | SkippedEntryReason> {
  // Created before anything can fail, so that a failure only ever removes our own file; 'wx'
  // because a file already in targetDir is the caller's.
  const file = await open(target, 'wx');
  const discardTarget = async () => {
    await file.close();
    await rm(target, { force: true });
  };
  // The entry's bytes start flowing as soon as its stream exists, and zlib reports damaged data
  // as an 'error' event: the pipeline must listen from the same tick on, or that event would go
  // unheard and crash the server. So nothing is awaited between opening the stream and piping it.
  const source = await openEntryStream(zip, entry).catch(async (error: unknown) => {
    await discardTarget();
    throw error;
  });
  if (source === null) {
    await discardTarget();
    return 'unreadable';
  }
  const meter = new EntryMeter(byteBudget(entry, run));
  try {
    await pipeline(source, meter, file.createWriteStream());
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof OverBudgetError) return 'limit';
    if (isSystemError(error)) throw error;
    return 'unreadable';
  }
  const refusal = await refuseAfterReading(entry, meter, target);
  if (refusal !== null) {
    await rm(target, { force: true });
    return refusal;
  }
  return { path: target, size: meter.bytes };
}

async function openEntryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable | null> {
  try {
    return await zip.openReadStreamPromise(entry);
  } catch (error) {
    if (isSystemError(error)) throw error;
    return null;
  }
}

async function refuseAfterReading(
  entry: yauzl.Entry,
  meter: EntryMeter,
  target: string,
): Promise<SkippedEntryReason | null> {
  // yauzl checks neither: a short entry or a wrong checksum means damaged (or forged) data.
  if (meter.bytes !== entry.uncompressedSize || meter.crc !== entry.crc32) return 'unreadable';
  // A .docx or .odt is a zip as well, and a document the customer meant to upload.
  if (isZipSignature(meter.head) && (await sniffFileType(target)) === 'zip') return 'nestedZip';
  return null;
}
