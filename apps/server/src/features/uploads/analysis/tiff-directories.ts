/** Reads `length` bytes at `offset`; fewer when the data ends first. */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** What a TIFF directory (IFD, one page) says about resolution, as written: unit 2 inch, 3 cm. */
export interface TiffResolution {
  x: number;
  y: number;
  unit: number;
}

/** Where one directory sits in the file: enough to show that page alone (showOnly). */
export interface DirectoryPlace {
  littleEndian: boolean;
  /** Where the directory starts, from the start of the TIFF structure. */
  offset: number;
  /** Where the directory keeps the offset of the next one. */
  nextPointerAt: number;
}

/** One page of a TIFF, read from its directory alone. */
export interface TiffDirectory {
  place: DirectoryPlace;
  /** 0 when the directory leaves the size out. */
  widthPx: number;
  heightPx: number;
  /** EXIF orientation 1–8; undefined when absent. */
  orientation: number | undefined;
  resolution: TiffResolution;
}

export interface TiffStructure {
  directories: TiffDirectory[];
  /** False when the chain went on past `maxDirectories`: the list holds only the first ones. */
  complete: boolean;
}

const TAG_WIDTH = 0x0100;
const TAG_HEIGHT = 0x0101;
const TAG_ORIENTATION = 0x0112;
const TAG_X_RESOLUTION = 0x011a;
const TAG_Y_RESOLUTION = 0x011b;
const TAG_RESOLUTION_UNIT = 0x0128;
const TYPE_SHORT = 3;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;
const CLASSIC_TIFF = 42;
const ENTRY_BYTES = 12;

/**
 * Walks a classic TIFF's chain of directories once, from the first to the last, reading each
 * directory's entries in one read. libtiff (under sharp) walks the chain from the start for
 * every page it opens, so a file of many tiny pages cost time quadratic in its pages; this
 * walk gives every page's size and resolution, and where its directory is, in one pass.
 * Null for anything that is not a classic TIFF (BigTIFF, say). A loop in the chain ends it.
 */
export async function readTiffDirectories(
  readAt: ReadAt,
  base: number,
  maxDirectories: number,
): Promise<TiffStructure | null> {
  const header = await readAt(base, 8);
  if (header.length < 8) return null;
  const byteOrder = header.toString('latin1', 0, 2);
  if (byteOrder !== 'II' && byteOrder !== 'MM') return null;
  const littleEndian = byteOrder === 'II';
  const u16 = (b: Buffer, at: number) => (littleEndian ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (b: Buffer, at: number) => (littleEndian ? b.readUInt32LE(at) : b.readUInt32BE(at));
  if (u16(header, 2) !== CLASSIC_TIFF) return null;
  const rational = async (offset: number) => {
    const value = await readAt(base + offset, 8);
    return value.length === 8 && u32(value, 4) !== 0 ? u32(value, 0) / u32(value, 4) : Number.NaN;
  };

  const directories: TiffDirectory[] = [];
  const seen = new Set<number>();
  let offset = u32(header, 4);
  for (; offset !== 0 && !seen.has(offset); ) {
    if (directories.length === maxDirectories) return { directories, complete: false };
    seen.add(offset);
    const countBytes = await readAt(base + offset, 2);
    if (countBytes.length < 2) break;
    const count = u16(countBytes, 0);
    const entries = await readAt(base + offset + 2, count * ENTRY_BYTES + 4);
    if (entries.length < count * ENTRY_BYTES + 4) break;
    const directory: TiffDirectory = {
      place: { littleEndian, offset, nextPointerAt: offset + 2 + count * ENTRY_BYTES },
      widthPx: 0,
      heightPx: 0,
      orientation: undefined,
      resolution: { x: Number.NaN, y: Number.NaN, unit: 2 },
    };
    for (let i = 0; i < count; i++) {
      const at = i * ENTRY_BYTES;
      const tag = u16(entries, at);
      const type = u16(entries, at + 2);
      // A SHORT sits in the first two bytes of the value field, a LONG fills it.
      const whole =
        type === TYPE_SHORT ? u16(entries, at + 8) : type === TYPE_LONG ? u32(entries, at + 8) : 0;
      if (tag === TAG_WIDTH) directory.widthPx = whole;
      else if (tag === TAG_HEIGHT) directory.heightPx = whole;
      else if (tag === TAG_ORIENTATION && type === TYPE_SHORT) directory.orientation = whole;
      else if (tag === TAG_RESOLUTION_UNIT && type === TYPE_SHORT) directory.resolution.unit = whole;
      else if (tag === TAG_X_RESOLUTION && type === TYPE_RATIONAL)
        directory.resolution.x = await rational(u32(entries, at + 8));
      else if (tag === TAG_Y_RESOLUTION && type === TYPE_RATIONAL)
        directory.resolution.y = await rational(u32(entries, at + 8));
    }
    directories.push(directory);
    offset = u32(entries, count * ENTRY_BYTES);
  }
  return { directories, complete: true };
}

/**
 * Makes `bytes` (a whole classic TIFF) show only the given directory, as its first and last
 * page, until the returned function puts the bytes back. Strips, tiles and sub-directories are
 * found by absolute offsets, so they stay valid; libtiff then reads one directory instead of
 * walking every one before it. The caller must not hand `bytes` to anything else meanwhile.
 */
export function showOnly(bytes: Buffer, { littleEndian, offset, nextPointerAt }: DirectoryPlace): () => void {
  const write = (value: number, at: number) =>
    littleEndian ? bytes.writeUInt32LE(value, at) : bytes.writeUInt32BE(value, at);
  // Both are copied before either is written: the put-back is exact even if they overlapped.
  const first = Buffer.from(bytes.subarray(4, 8));
  const next = Buffer.from(bytes.subarray(nextPointerAt, nextPointerAt + 4));
  write(offset, 4);
  write(0, nextPointerAt);
  return () => {
    first.copy(bytes, 4);
    next.copy(bytes, nextPointerAt);
  };
}
