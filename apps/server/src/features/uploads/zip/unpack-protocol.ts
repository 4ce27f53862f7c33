import type { UnpackResult, ZipLimits, ZipRefusal } from './unpack-zip';

/** What an unpacking worker is started with (its workerData). */
export interface UnpackTask {
  zipPath: string;
  targetDir: string;
  limits: Partial<ZipLimits>;
}

/**
 * A failure as it crosses to the main thread: a thrown error loses its class and its `code` on
 * the way, and the caller tells a zip that is not one, a zip bomb and a full disk apart.
 */
export type CrossingFailure =
  | { kind: 'notAZip'; message: string }
  | { kind: 'refused'; reason: ZipRefusal }
  | { kind: 'system'; message: string; code?: string; syscall: string; errno?: number; path?: string }
  | { kind: 'unexpected'; message: string; stack?: string };

/** The worker's one message; it ends after sending it. */
export type UnpackReply = { ok: true; result: UnpackResult } | { ok: false; failure: CrossingFailure };
