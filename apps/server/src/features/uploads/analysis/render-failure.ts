import { reasonOf } from './analysis-failure';

/**
 * Why a page could not be rendered. The last three are the engine's, as for an analysis: the
 * page ran past the time limit, needed more than the heap cap, or the engine broke.
 */
export type RenderProblem =
  | 'notPdf'
  | 'pageOutOfRange'
  | 'passwordProtected'
  | 'damaged'
  | 'timeLimit'
  | 'outOfMemory'
  | 'engineError';

/** A page render that failed for a known reason; what a caller of pool.renderPage catches. */
export class RenderFailure extends Error {
  constructor(
    readonly problem: RenderProblem,
    message: string = problem,
  ) {
    super(message);
    this.name = 'RenderFailure';
  }
}

/** What an error thrown while rendering means; anything unexpected is the engine's fault. */
export function problemOf(error: unknown, heapLimitHit: boolean): RenderProblem {
  if (error instanceof RenderFailure) return error.problem;
  return reasonOf(error, heapLimitHit) === 'outOfMemory' ? 'outOfMemory' : 'engineError';
}
