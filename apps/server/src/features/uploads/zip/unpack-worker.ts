import { parentPort, workerData } from 'node:worker_threads';
import type { CrossingFailure, UnpackReply, UnpackTask } from './unpack-protocol';
import { NotAZipError, unpackZip, ZipRefusedError } from './unpack-zip';

/**
 * One zip-unpacking worker thread (zip-unpacker.ts): unpacks one zip, replies once and ends.
 * Inflating a gigabyte takes seconds; here they are not the server's seconds.
 */
const port = parentPort;
if (!port) throw new Error('unpack-worker.ts runs only as a worker thread');

function crossing(error: unknown): CrossingFailure {
  if (error instanceof NotAZipError) return { kind: 'notAZip', message: error.message };
  if (error instanceof ZipRefusedError) return { kind: 'refused', reason: error.reason };
  const systemError = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof systemError.syscall === 'string') {
    const { message, code, syscall, errno, path } = systemError;
    return { kind: 'system', message, code, syscall, errno, path };
  }
  if (error instanceof Error) return { kind: 'unexpected', message: error.message, stack: error.stack };
  return { kind: 'unexpected', message: String(error) };
}

const task = workerData as UnpackTask;
let reply: UnpackReply;
try {
  reply = { ok: true, result: await unpackZip(task.zipPath, task.targetDir, task.limits) };
} catch (error) {
  reply = { ok: false, failure: crossing(error) };
}
port.postMessage(reply);
