import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotAZipError, ZipRefusedError } from './unpack-zip';
import { buildZip, STORED, type TempDir, zipTestDir } from './zip-fixtures';
import { createZipUnpacker } from './zip-unpacker';

const MIB = 1024 * 1024;

let dir: TempDir;
let target: string;

beforeEach(async () => {
  dir = await zipTestDir();
  target = path.join(dir.path, 'out');
});

afterEach(async () => {
  await dir.remove();
});

/** The size of a file, or -1 while it is not there; synchronous, so this thread never yields. */
const sizeNow = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
};

/** Sleeps this thread without letting its event loop run: no timer, no promise, no message. */
function blockThisThreadUntil(done: () => boolean, timeoutMs: number): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) Atomics.wait(cell, 0, 0, 10);
}

describe('createZipUnpacker', () => {
  it('unpacks in a worker thread: the entries are written while this thread is blocked', async () => {
    const data = randomBytes(2 * MIB);
    const zipPath = await dir.write('upload.zip', buildZip([{ name: 'scan.tif', data, method: STORED }]));
    const unpack = createZipUnpacker();

    const pending = unpack(zipPath, target);
    // Unpacking on this thread could not take a single step until the loop below ends.
    const written = path.join(target, '1');
    blockThisThreadUntil(() => sizeNow(written) === data.length, 30_000);

    expect(sizeNow(written)).toBe(data.length);
    expect(await pending).toEqual({
      entries: [{ name: 'scan.tif', path: written, size: data.length }],
      skipped: [],
    });
    expect((await readFile(written)).equals(data)).toBe(true);
  });

  it('brings failures across as the errors unpackZip throws', async () => {
    const unpack = createZipUnpacker();
    const notZip = await dir.write('flyer.zip', '%PDF-1.7 not a zip at all');
    const bomb = await dir.write(
      'bom.zip',
      buildZip([
        { name: 'a.pdf', data: 'gedeeld' },
        { name: 'b.pdf', sharesBytesOf: 0 },
      ]),
    );
    const good = await dir.write('goed.zip', buildZip([{ name: 'a.pdf', data: 'a' }]));
    await mkdir(path.join(dir.path, 'bezet'));
    await writeFile(path.join(dir.path, 'bezet', '1'), 'van de aanroeper');

    await expect(unpack(notZip, target)).rejects.toBeInstanceOf(NotAZipError);
    const refused = unpack(bomb, target);
    await expect(refused).rejects.toBeInstanceOf(ZipRefusedError);
    await expect(refused).rejects.toMatchObject({ reason: 'overlappingEntries' });
    await expect(unpack(path.join(dir.path, 'weg.zip'), target)).rejects.toMatchObject({
      code: 'ENOENT',
      syscall: expect.any(String),
    });
    await expect(unpack(good, path.join(dir.path, 'bezet'))).rejects.toMatchObject({ code: 'EEXIST' });
  });

  it('passes the limits on and queues unpackings past its workers', async () => {
    const unpack = createZipUnpacker({ maxWorkers: 1 });
    const zips = await Promise.all(
      [1, 2, 3].map((n) =>
        dir.write(
          `${n}.zip`,
          buildZip([
            { name: `${n}.pdf`, data: 'x'.repeat(n) },
            { name: 'groot.pdf', data: randomBytes(100) },
          ]),
        ),
      ),
    );

    const results = await Promise.all(
      zips.map((zip, index) => unpack(zip, path.join(target, String(index)), { maxEntryBytes: 10 })),
    );

    expect(results.map(({ entries }) => entries.map((entry) => [entry.name, entry.size]))).toEqual([
      [['1.pdf', 1]],
      [['2.pdf', 2]],
      [['3.pdf', 3]],
    ]);
    expect(results.every(({ skipped }) => skipped[0]?.reason === 'limit')).toBe(true);
  });
});
