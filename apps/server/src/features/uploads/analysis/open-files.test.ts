import { fstatSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpenFiles } from './open-files';
import { type FixtureDir, fixtureDir, plainPdf } from './test-fixtures';

let files: FixtureDir;
let pdf: string;
// Kept: a PDF made a second later may differ in size, its date compressing differently.
let pdfBytes: Uint8Array;
beforeAll(async () => {
  files = await fixtureDir();
  pdfBytes = await plainPdf(1);
  pdf = await files.write('one.pdf', pdfBytes);
});
afterAll(async () => {
  await files.remove();
});

/** Whether the process still has this descriptor open. */
const isOpen = (fd: number | undefined) => {
  if (fd === undefined) return false;
  try {
    fstatSync(fd);
    return true;
  } catch {
    return false;
  }
};
const closes = (fd: number | undefined) => vi.waitFor(() => expect(isOpen(fd)).toBe(false));

/** Open files whose releases (the keys the workers are told to drop) are recorded. */
function openFilesForTest() {
  const released: number[] = [];
  return { open: createOpenFiles((key) => released.push(key)), released };
}

describe('open files', () => {
  it('hands the workers the descriptor and size of the file', async () => {
    const { open } = openFilesForTest();
    const opened = await open.holdForAnalysis(pdf, 'pdf');
    expect(opened.file).toMatchObject({
      path: pdf,
      type: 'pdf',
      source: { size: pdfBytes.length },
    });
    expect(opened.file.source.fd).toBeGreaterThan(2);
    opened.letGo();
  });

  it('keeps a file open until its analysis is settled and no worker reads it any more', async () => {
    const { open, released } = openFilesForTest();
    const opened = await open.holdForAnalysis(pdf, 'pdf');
    opened.startReading();
    opened.letGo();
    expect([open.count(), released]).toEqual([1, []]);
    expect(isOpen(opened.file.source.fd)).toBe(true);
    opened.stopReading();
    expect([open.count(), released]).toEqual([0, [opened.file.key]]);
    await closes(opened.file.source.fd);
  });

  it('gives each analysis a file of its own', async () => {
    const { open, released } = openFilesForTest();
    const [first, second] = await Promise.all([
      open.holdForAnalysis(pdf, 'pdf'),
      open.holdForAnalysis(pdf, 'pdf'),
    ]);
    expect(first!.file.key).not.toBe(second!.file.key);
    first!.letGo();
    expect([open.count(), released]).toEqual([1, [first!.file.key]]);
    second!.letGo();
  });

  it('shares one file among the renders of a path while any is in flight', async () => {
    const { open, released } = openFilesForTest();
    const [first, second] = await Promise.all([open.holdForRendering(pdf), open.holdForRendering(pdf)]);
    expect(second).toBe(first);
    expect(open.count()).toBe(1);
    first!.letGo();
    expect([open.count(), released]).toEqual([1, []]);
    second!.letGo();
    expect([open.count(), released]).toEqual([0, [first!.file.key]]);

    const later = await open.holdForRendering(pdf);
    expect(later.file.key).not.toBe(first!.file.key);
    later.letGo();
  });

  it('opens the file afresh for a render that waited while the last one holding it ended', async () => {
    const { open, released } = openFilesForTest();
    const first = await open.holdForRendering(pdf);
    const waiting = open.holdForRendering(pdf);
    first.letGo();
    const second = await waiting;
    expect(second.file.key).not.toBe(first.file.key);
    expect([open.count(), released]).toEqual([1, [first.file.key]]);
    second.letGo();
  });

  it('does not remember a file that failed to open: the next render tries again', async () => {
    const { open } = openFilesForTest();
    const path = join(files.path, 'appears-later.pdf');
    await expect(open.holdForRendering(path)).rejects.toMatchObject({ code: 'ENOENT' });
    await files.write('appears-later.pdf', await plainPdf(1));
    const opened = await open.holdForRendering(path);
    expect(open.count()).toBe(1);
    opened.letGo();
  });

  it('refuses files once the pool is closing and closes those still held', async () => {
    const { open, released } = openFilesForTest();
    const other = await files.write('other.pdf', await plainPdf(1));
    const analysed = await open.holdForAnalysis(pdf, 'pdf');
    const rendered = await open.holdForRendering(pdf);
    open.stopOpening();
    await expect(open.holdForAnalysis(pdf, 'pdf')).rejects.toThrow('analysis pool closed');
    await expect(open.holdForRendering(other)).rejects.toThrow('analysis pool closed');
    expect(open.count()).toBe(2);
    await open.closeAll();
    // The workers are gone by then: nobody is left to be told to release a document.
    expect([open.count(), released]).toEqual([0, []]);
    expect([isOpen(analysed.file.source.fd), isOpen(rendered.file.source.fd)]).toEqual([false, false]);
  });
});
