import { describe, expect, it } from 'vitest';
import { chunkCountOf, expectedChunkSize } from './upload-chunks';

const MiB = 1024 * 1024;
const chunk = 524288;

describe('flow.js chunk geometry', () => {
  it('gives an empty or small file one chunk of its own size', () => {
    expect(chunkCountOf(0)).toBe(1);
    expect(expectedChunkSize(0, 1)).toBe(0);
    expect(chunkCountOf(1000)).toBe(1);
    expect(expectedChunkSize(1000, 1)).toBe(1000);
  });

  it('lets the last chunk take the remainder, up to twice the chunk size', () => {
    const total = 2 * MiB + 1000;
    expect(chunkCountOf(total)).toBe(4);
    expect(expectedChunkSize(total, 1)).toBe(chunk);
    expect(expectedChunkSize(total, 4)).toBe(chunk + 1000);
    const sizes = Array.from({ length: 4 }, (_, index) => expectedChunkSize(total, index + 1) ?? 0);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(total);
  });

  it('knows no chunk before the first or after the last', () => {
    expect(expectedChunkSize(MiB, 0)).toBeNull();
    expect(expectedChunkSize(MiB, 3)).toBeNull();
    expect(expectedChunkSize(MiB, 1.5)).toBeNull();
  });

  it('cuts 2 GB into 4096 chunks', () => {
    expect(chunkCountOf(2147483648)).toBe(4096);
  });
});
