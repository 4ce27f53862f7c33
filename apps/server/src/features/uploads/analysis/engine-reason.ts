import type { NotAnalysedReason } from '@portal/shared/schemas/analysis';
import type { RenderProblem } from './render-failure';

/**
 * A failure of the worker rather than of the file: the time limit, the heap cap or a broken
 * engine. The engine's reasons are the same for analyses and renders.
 */
export type EngineReason = Extract<
  NotAnalysedReason & RenderProblem,
  'timeLimit' | 'outOfMemory' | 'engineError'
>;

const ENGINE_REASONS: readonly string[] = [
  'timeLimit',
  'outOfMemory',
  'engineError',
] satisfies EngineReason[];

export const isEngineReason = (reason: string): reason is EngineReason => ENGINE_REASONS.includes(reason);
