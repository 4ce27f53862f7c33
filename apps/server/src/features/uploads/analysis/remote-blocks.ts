import type { RemoteRead } from './pdfium/pdf-document';

/**
 * How a worker reads a file that has no descriptor on this machine (a PDF in an S3 bucket,
 * decision 0119). PDFium asks for bytes synchronously, in the middle of a call, so the worker
 * cannot await a request: it asks the pool's thread for the block (a message), waits on a shared
 * memory cell (Atomics.wait) until that thread has put the block there, and keeps the last
 * blocks it got. No whole file is ever held: a block is 1 MiB, and a worker keeps a few.
 */

/** The unit of a read: PDFium's reads are far smaller, and near each other. */
export const BLOCK_BYTES = 1024 * 1024;
/** Blocks a worker keeps, of all the files it reads: a page's objects are mostly close together. */
const CACHED_BLOCKS = 16;
/** Longer than the worker's time limit for a page: the pool replaces a worker stuck before this. */
const WAIT_MS = 120_000;

/** The cell's states: [0] says where the exchange is, [1] how many bytes the block has. */
const IDLE = 0;
const WAITING = 1;
const FILLED = 2;
const FAILED = 3;
const HEADER_BYTES = 8;

/** The worker asks the pool's thread for a block of a held file. */
export type BlockRequest = { kind: 'block'; key: number; position: number };

/** One worker's exchange cell: a header and room for one block, shared with the pool's thread. */
export const createBlockChannel = () => new SharedArrayBuffer(HEADER_BYTES + BLOCK_BYTES);

/**
 * The pool's side: fetches the block asked for and hands it to the waiting worker. A block that
 * cannot be had wakes the worker with a failure, which fails that file's task, not the worker.
 */
export async function answerBlockRequest(
  channel: SharedArrayBuffer,
  request: BlockRequest,
  read: (key: number, position: number, length: number) => Promise<Uint8Array>,
): Promise<void> {
  const header = new Int32Array(channel, 0, 2);
  try {
    const block = await read(request.key, request.position, BLOCK_BYTES);
    new Uint8Array(channel, HEADER_BYTES, block.length).set(block);
    header[1] = block.length;
    Atomics.store(header, 0, FILLED);
  } catch {
    Atomics.store(header, 0, FAILED);
  }
  Atomics.notify(header, 0);
}

/** A block could not be read: the file's task fails (the engine state is unknown after it). */
export class BlockReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockReadError';
  }
}

/** The worker's side: the reader PDFium's documents without a descriptor read through. */
export function createRemoteBlocks(
  channel: SharedArrayBuffer,
  ask: (request: BlockRequest) => void,
): { read: RemoteRead; forget(key: number): void } {
  const header = new Int32Array(channel, 0, 2);
  const cache = new Map<string, Uint8Array>();

  function block(key: number, index: number): Uint8Array {
    const id = `${key}/${index}`;
    const kept = cache.get(id);
    if (kept) {
      cache.delete(id);
      cache.set(id, kept);
      return kept;
    }
    Atomics.store(header, 0, WAITING);
    ask({ kind: 'block', key, position: index * BLOCK_BYTES });
    Atomics.wait(header, 0, WAITING, WAIT_MS);
    const state = Atomics.exchange(header, 0, IDLE);
    if (state !== FILLED) throw new BlockReadError(`block ${index} of file ${key} could not be read`);
    const bytes = new Uint8Array(channel, HEADER_BYTES, header[1]).slice();
    cache.set(id, bytes);
    for (const oldest of cache.keys()) {
      if (cache.size <= CACHED_BLOCKS) break;
      cache.delete(oldest);
    }
    return bytes;
  }

  return {
    // Throws BlockReadError from inside PDFium's call when the storage fails: the task fails and
    // the worker is replaced, rather than the file being judged damaged for a network error.
    read(key, position, target) {
      let done = 0;
      while (done < target.length) {
        const at = position + done;
        const bytes = block(key, Math.floor(at / BLOCK_BYTES));
        const offset = at % BLOCK_BYTES;
        if (offset >= bytes.length) return false;
        const taken = Math.min(bytes.length - offset, target.length - done);
        target.set(bytes.subarray(offset, offset + taken), done);
        done += taken;
      }
      return true;
    },
    forget(key) {
      for (const id of [...cache.keys()]) if (id.startsWith(`${key}/`)) cache.delete(id);
    },
  };
}
