import { open } from 'node:fs/promises';

/** Resolution an image file declares, in dots per inch along each axis. */
export interface Density {
  x: number;
  y: number;
}

type ImageType = 'jpeg' | 'png' | 'tiff';
type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** JPEG and PNG keep their resolution in the first segments; this much covers any sane header. */
const HEADER_BYTES = 256 * 1024;
/** A multi-page TIFF is walked up to this many pages; it also stops IFD loops. */
const MAX_TIFF_PAGES = 10_000;
const CM_PER_INCH = 2.54;
/** Values under this are placeholders some writers put in (1:1), not a printing resolution. */
const MIN_PLAUSIBLE_DPI = 10;

const plausible = (density: Density): Density | null =>
  Number.isFinite(density.x) &&
  Number.isFinite(density.y) &&
  Math.min(density.x, density.y) >= MIN_PLAUSIBLE_DPI
    ? density
    : null;

/**
 * Reads the resolution each page of an image declares (JFIF or EXIF for JPEG, pHYs for PNG,
 * the IFDs for TIFF); null where it declares none. sharp cannot tell a missing density from
 * a real 72 DPI and gives one value for 300 × 150 files, so the headers are read here.
 */
export async function readImageDensities(path: string, type: ImageType): Promise<(Density | null)[]> {
  const file = await open(path, 'r');
  const readAt: ReadAt = async (offset, length) => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead);
  };
  try {
    if (type === 'tiff') return await tiffDensities(readAt, 0, MAX_TIFF_PAGES);
    const head = await readAt(0, HEADER_BYTES);
    return [type === 'png' ? pngDensity(head) : await jpegDensity(head)];
  } finally {
    await file.close();
  }
}

function pngDensity(head: Buffer): Density | null {
  // Chunks after the 8-byte signature: length, type, data, CRC; pHYs must come before IDAT.
  for (let at = 8; at + 8 <= head.length; ) {
    const length = head.readUInt32BE(at);
    const type = head.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'pHYs' && at + 17 <= head.length) {
      const unitIsMetre = head[at + 16] === 1;
      if (!unitIsMetre) return null;
      const perInch = (perMetre: number) => (perMetre * CM_PER_INCH) / 100;
      return plausible({ x: perInch(head.readUInt32BE(at + 8)), y: perInch(head.readUInt32BE(at + 12)) });
    }
    at += 12 + length;
  }
  return null;
}

async function jpegDensity(head: Buffer): Promise<Density | null> {
  let exif: Density | null = null;
  for (let at = 2; at + 4 <= head.length; ) {
    if (head[at] !== 0xff) break;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start of scan: the headers are over.
    if (marker === 0xda || marker === 0xd9) break;
    const length = head.readUInt16BE(at + 2);
    const body = head.subarray(at + 4, at + 2 + length);
    if (marker === 0xe0 && body.toString('latin1', 0, 5) === 'JFIF\0' && body.length >= 12) {
      const units = body[7];
      const x = body.readUInt16BE(8);
      const y = body.readUInt16BE(10);
      // units 0 is an aspect ratio only; then EXIF may still know the resolution.
      if (units === 1) return plausible({ x, y });
      if (units === 2) return plausible({ x: x * CM_PER_INCH, y: y * CM_PER_INCH });
    }
    if (marker === 0xe1 && body.toString('latin1', 0, 6) === 'Exif\0\0') {
      const tiff = body.subarray(6);
      const readAt: ReadAt = async (offset, size) => tiff.subarray(offset, offset + size);
      exif = (await tiffDensities(readAt, 0, 1))[0] ?? null;
    }
    at += 2 + length;
  }
  return exif;
}

const TAG_X_RESOLUTION = 0x011a;
const TAG_Y_RESOLUTION = 0x011b;
const TAG_RESOLUTION_UNIT = 0x0128;
const TYPE_SHORT = 3;
const TYPE_RATIONAL = 5;

/** The resolution of each IFD (page) of a TIFF structure starting at `base`. */
async function tiffDensities(readAt: ReadAt, base: number, maxPages: number): Promise<(Density | null)[]> {
  const header = await readAt(base, 8);
  if (header.length < 8) return [null];
  const little = header.toString('latin1', 0, 2) === 'II';
  const u16 = (b: Buffer, at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (b: Buffer, at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const rational = async (offset: number) => {
    const value = await readAt(base + offset, 8);
    return value.length === 8 && u32(value, 4) !== 0 ? u32(value, 0) / u32(value, 4) : Number.NaN;
  };

  const pages: (Density | null)[] = [];
  const seen = new Set<number>();
  for (let ifd = u32(header, 4); ifd !== 0 && pages.length < maxPages && !seen.has(ifd); ) {
    seen.add(ifd);
    const countBytes = await readAt(base + ifd, 2);
    if (countBytes.length < 2) break;
    const count = u16(countBytes, 0);
    const entries = await readAt(base + ifd + 2, count * 12 + 4);
    if (entries.length < count * 12 + 4) break;
    let x = Number.NaN;
    let y = Number.NaN;
    let unit = 2;
    for (let i = 0; i < count; i++) {
      const at = i * 12;
      const tag = u16(entries, at);
      const type = u16(entries, at + 2);
      if (tag === TAG_X_RESOLUTION && type === TYPE_RATIONAL) x = await rational(u32(entries, at + 8));
      if (tag === TAG_Y_RESOLUTION && type === TYPE_RATIONAL) y = await rational(u32(entries, at + 8));
      if (tag === TAG_RESOLUTION_UNIT && type === TYPE_SHORT) unit = u16(entries, at + 8);
    }
    const factor = unit === 2 ? 1 : unit === 3 ? CM_PER_INCH : Number.NaN;
    pages.push(plausible({ x: x * factor, y: y * factor }));
    ifd = u32(entries, count * 12);
  }
  return pages.length > 0 ? pages : [null];
}
