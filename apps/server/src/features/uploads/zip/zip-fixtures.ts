import { crc32, deflateRawSync } from 'node:zlib';
import { type TempDir, tempDir } from '../../../../test/temp-dir';

/**
 * A small zip writer for tests. Unlike a real one it writes whatever the test asks for, so it can
 * build the hostile zips an attacker would: names that climb out of the folder, headers that lie
 * about sizes or checksums, symbolic links, encrypted or unsupported entries, entries that share
 * their bytes.
 */

export const STORED = 0;
export const DEFLATED = 8;

export const UNIX_FILE = 0o100644;
export const UNIX_DIRECTORY = 0o040755;
export const UNIX_SYMLINK = 0o120777;

export interface ZipEntrySpec {
  /** Written byte for byte (UTF-8), so "../x" and "C:\\x" arrive as they are. */
  name: string;
  data?: Uint8Array | string;
  /** Deflated unless said otherwise; any other number makes an entry no reader supports. */
  method?: number;
  /** Claimed in both headers instead of the real uncompressed size. */
  declaredSize?: number;
  /** Claimed instead of the real CRC-32. */
  declaredCrc?: number;
  /** Unix st_mode, stored in the upper half of the external attributes as Info-ZIP does. */
  unixMode?: number;
  /** Sets the "encrypted" flag; the bytes stay plain, which is enough to be refused. */
  encrypted?: boolean;
  /** Stored as the entry's bytes instead of `data` compressed, e.g. a broken deflate stream. */
  payload?: Uint8Array;
  /** Claimed in both headers instead of the real compressed size: the entry reaches further. */
  declaredCompressedSize?: number;
  /**
   * Writes no bytes of its own: the central record points at the local header of the entry at
   * this index, with that entry's sizes and checksum (the overlapping zip bomb).
   */
  sharesBytesOf?: number;
}

const UTF8_NAMES_FLAG = 0x0800;
const ENCRYPTED_FLAG = 0x0001;
const MADE_BY_UNIX = (3 << 8) | 20;
const VERSION_NEEDED = 20;

interface EncodedEntry {
  name: Buffer;
  payload: Buffer;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  externalAttributes: number;
}

function encode(spec: ZipEntrySpec): EncodedEntry {
  const data = typeof spec.data === 'string' ? Buffer.from(spec.data) : Buffer.from(spec.data ?? []);
  const method = spec.method ?? DEFLATED;
  const payload = spec.payload
    ? Buffer.from(spec.payload)
    : method === DEFLATED
      ? deflateRawSync(data)
      : data;
  return {
    name: Buffer.from(spec.name, 'utf8'),
    payload,
    method,
    flags: UTF8_NAMES_FLAG | (spec.encrypted ? ENCRYPTED_FLAG : 0),
    crc: spec.declaredCrc ?? crc32(data),
    compressedSize: spec.declaredCompressedSize ?? payload.length,
    uncompressedSize: spec.declaredSize ?? data.length,
    externalAttributes: ((spec.unixMode ?? 0) << 16) >>> 0,
  };
}

function localHeader(entry: EncodedEntry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: EncodedEntry, localOffset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY_UNIX, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.uncompressedSize, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.externalAttributes, 38);
  header.writeUInt32LE(localOffset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** The bytes of a zip holding `specs` in order (no zip64, so keep it under 4 GB). */
export function buildZip(specs: ZipEntrySpec[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  const written: { entry: EncodedEntry; offset: number }[] = [];
  let offset = 0;
  for (const spec of specs) {
    const entry = encode(spec);
    const shared = spec.sharesBytesOf === undefined ? undefined : written[spec.sharesBytesOf];
    if (shared) {
      centrals.push(centralHeader({ ...shared.entry, name: entry.name }, shared.offset));
      written.push(shared);
      continue;
    }
    const local = localHeader(entry);
    centrals.push(centralHeader(entry, offset));
    written.push({ entry, offset });
    parts.push(local, entry.payload);
    offset += local.length + entry.payload.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...parts, directory, endOfCentralDirectory(specs.length, directory.length, offset)]);
}

/** Temporary folders for the zip tests. */
export const zipTestDir = () => tempDir('zip-test-');
export type { TempDir };
