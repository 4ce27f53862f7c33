import type { NotAnalysedReason } from '@portal/shared/schemas/analysis';

/** An analysis that ends in READY_NOT_ANALYZED for a known reason, thrown out of page loops. */
export class AnalysisFailure extends Error {
  constructor(
    readonly reason: NotAnalysedReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'AnalysisFailure';
  }
}

/**
 * What an unexpected error from the engine means for the file. A WebAssembly trap leaves
 * the instance unusable; when it followed a refused heap growth it was an out-of-memory.
 */
export function reasonOf(error: unknown, heapLimitHit: boolean): NotAnalysedReason {
  if (error instanceof AnalysisFailure) return error.reason;
  if (heapLimitHit) return 'outOfMemory';
  if (error instanceof RangeError && /memory|alloc/i.test(error.message)) return 'outOfMemory';
  return 'engineError';
}
