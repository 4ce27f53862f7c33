import { open } from 'node:fs/promises';
import { type ReadAt, readTiffDirectories, type TiffResolution } from './tiff-directories';

/** Resolution an image file declares, in dots per inch along each axis. */
export interface Density {
  x: number;
  y: number;
}

/** JPEG and PNG keep their resolution in the first segments; this much covers any sane header. */
const HEADER_BYTES = 256 * 1024;
const CM_PER_INCH = 2.54;
/** Values under this are placeholders some writers put in (1:1), not a printing resolution. */
const MIN_PLAUSIBLE_DPI = 10;

const plausible = (density: Density): Density | null =>
  Number.isFinite(density.x) &&
  Number.isFinite(density.y) &&
  Math.min(density.x, density.y) >= MIN_PLAUSIBLE_DPI
    ? density
    : null;

/** Runs `use` with a reader of the file's bytes at any offset, and closes the file after. */
export async function withFileReader<T>(path: string, use: (readAt: ReadAt) => Promise<T>): Promise<T> {
  const file = await open(path, 'r');
  const readAt: ReadAt = async (offset, length) => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, offset);
    return buffer.subarray(0, bytesRead);
  };
  try {
    return await use(readAt);
  } finally {
    await file.close();
  }
}

/**
 * Reads the resolution a JPEG (JFIF or EXIF) or PNG (pHYs) declares; null where it declares
 * none. sharp cannot tell a missing density from a real 72 DPI and gives one value for
 * 300 × 150 files, so the headers are read here. A TIFF's are in its directories (densityOf).
 */
export async function readImageDensity(path: string, type: 'jpeg' | 'png'): Promise<Density | null> {
  return withFileReader(path, async (readAt) => {
    const head = await readAt(0, HEADER_BYTES);
    return type === 'png' ? pngDensity(head) : await jpegDensity(head);
  });
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
      const directory = (await readTiffDirectories(readAt, 0, 1))?.directories[0];
      exif = directory ? densityOf(directory.resolution) : null;
    }
    at += 2 + length;
  }
  return exif;
}

/** A TIFF directory's resolution in dots per inch; null without a plausible one. */
export function densityOf({ x, y, unit }: TiffResolution): Density | null {
  const factor = unit === 2 ? 1 : unit === 3 ? CM_PER_INCH : Number.NaN;
  return plausible({ x: x * factor, y: y * factor });
}
