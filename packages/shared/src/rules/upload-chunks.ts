import { UPLOAD_CHUNK_SIZE_BYTES } from '../constants';

/**
 * The chunk geometry of flow.js with forceChunkSize off (decision 0009): floor(total / size)
 * chunks, at least one, and the last chunk takes the remainder (up to twice the chunk size).
 * The server checks every chunk against it, so the bytes it accepts always add up to the
 * declared total.
 */
export function chunkCountOf(totalSize: number, chunkSize = UPLOAD_CHUNK_SIZE_BYTES): number {
  return Math.max(Math.floor(totalSize / chunkSize), 1);
}

/** The size chunk `chunkNumber` (1-based) must have; null when there is no such chunk. */
export function expectedChunkSize(
  totalSize: number,
  chunkNumber: number,
  chunkSize = UPLOAD_CHUNK_SIZE_BYTES,
): number | null {
  const count = chunkCountOf(totalSize, chunkSize);
  if (!Number.isInteger(chunkNumber) || chunkNumber < 1 || chunkNumber > count) return null;
  const start = (chunkNumber - 1) * chunkSize;
  return chunkNumber === count ? totalSize - start : chunkSize;
}
