import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary folder for one test file: write files into it, remove it afterwards. */
export interface TempDir {
  readonly path: string;
  write(name: string, bytes: Uint8Array | string): Promise<string>;
  remove(): Promise<void>;
}

export async function tempDir(prefix: string): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return {
    path: dir,
    async write(name, bytes) {
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
