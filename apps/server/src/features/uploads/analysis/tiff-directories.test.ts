import { describe, expect, it } from 'vitest';
import { multiPageTiff } from './test-fixtures';
import { type ReadAt, readTiffDirectories, showOnly } from './tiff-directories';

/** Reads from the bytes, counting how often each offset is read. */
function countingReader(bytes: Buffer) {
  const reads = new Map<number, number>();
  const readAt: ReadAt = async (offset, length) => {
    reads.set(offset, (reads.get(offset) ?? 0) + 1);
    return bytes.subarray(offset, offset + length);
  };
  return { readAt, reads };
}

describe('TIFF directories', () => {
  it("reads a 500-page TIFF's directories in one walk, each directory once", async () => {
    const bytes = await multiPageTiff(500);
    const { readAt, reads } = countingReader(bytes);
    const structure = await readTiffDirectories(readAt, 0, 10_000);
    expect(structure?.complete).toBe(true);
    expect(structure?.directories).toHaveLength(500);
    expect(structure?.directories[499]).toMatchObject({
      widthPx: 1,
      heightPx: 1,
      resolution: { x: 300, y: 300, unit: 2 },
    });
    // Each directory's entry count and its entries: one read each, never a second walk.
    const offsets = structure!.directories.map((directory) => directory.place.offset);
    expect(offsets.map((offset) => reads.get(offset))).toEqual(Array(500).fill(1));
    expect(new Set(offsets).size).toBe(500);
  });

  it('stops at the cap and says the list is incomplete', async () => {
    const { readAt } = countingReader(await multiPageTiff(12));
    const structure = await readTiffDirectories(readAt, 0, 10);
    expect([structure?.complete, structure?.directories.length]).toEqual([false, 10]);
    expect((await readTiffDirectories(readAt, 0, 12))?.complete).toBe(true);
  });

  it('ends a chain that loops back on itself', async () => {
    const bytes = Buffer.from(await multiPageTiff(3));
    const { readAt } = countingReader(bytes);
    const [, , last] = (await readTiffDirectories(readAt, 0, 10))!.directories;
    bytes.writeUInt32LE(bytes.readUInt32LE(4), last!.place.nextPointerAt);
    expect((await readTiffDirectories(readAt, 0, 10))?.directories).toHaveLength(3);
  });

  it('reads nothing from a file that is not a classic TIFF', async () => {
    const { readAt } = countingReader(Buffer.from('%PDF-1.7\n'));
    expect(await readTiffDirectories(readAt, 0, 10)).toBeNull();
  });

  it('shows one page as the only directory, and puts the bytes back exactly', async () => {
    const bytes = Buffer.from(await multiPageTiff(3));
    const original = Buffer.from(bytes);
    const { readAt } = countingReader(bytes);
    const [, second] = (await readTiffDirectories(readAt, 0, 10))!.directories;
    const putBack = showOnly(bytes, second!.place);
    const shown = await readTiffDirectories(readAt, 0, 10);
    expect(shown?.directories.map((directory) => directory.place.offset)).toEqual([second!.place.offset]);
    putBack();
    expect(bytes.equals(original)).toBe(true);
  });
});
