import type { NotAnalysedReason, PageMeasurement } from '@portal/shared/schemas/analysis';
import type { AnalysisFile, Inspection, MeasureRange } from './analyse-file';
import type { CompiledPdfium } from './pdfium/pdfium-engine';
import type { RenderProblem } from './render-failure';

/** What a worker needs to start: the PDFium module compiled once by the pool. */
export interface WorkerSetup {
  module: CompiledPdfium;
  maxHeapBytes: number;
  /** The worker's cell for blocks of files without a descriptor here (remote-blocks.ts). */
  channel?: SharedArrayBuffer;
}

/**
 * Messages to a worker. The file's descriptor is opened by the pool: threads share it, and
 * it stays owned (and closed) by the pool even when a worker is terminated half-way.
 */
export type WorkerTask =
  | { kind: 'inspect'; taskId: number; file: AnalysisFile; analyse: boolean }
  /**
   * Measure the range; after `sliceMs` the worker ends the task at the next page boundary, so
   * that a long range takes turns with other files' work (the pool queues the rest again).
   */
  | ({ kind: 'measure'; taskId: number; file: AnalysisFile; sliceMs: number } & MeasureRange)
  | { kind: 'render'; taskId: number; file: AnalysisFile; page: number; widthPx: number }
  /** The file is done: close its cached document. No reply. */
  | { kind: 'release'; key: number };

/** A message that gives a worker a task; its replies about the task carry the same taskId. */
export type TaskMessage = Extract<WorkerTask, { taskId: number }>;

/**
 * engineUsable false: the worker's PDFium trapped or hit its heap cap and the worker must be
 * replaced; heapBytes lets the pool retire a worker whose heap grew large (it never shrinks).
 */
interface EngineState {
  engineUsable: boolean;
  heapBytes: number;
}

export type WorkerReply =
  | { kind: 'ready' }
  | ({ kind: 'inspected'; taskId: number; inspection: Inspection } & EngineState)
  /** text: the page's text layer, when the range asked for it (a PDF's, up to the cap). */
  | { kind: 'page'; taskId: number; measurement: PageMeasurement; text?: string }
  /** upTo: the last page of the range measured; short of the range's last when its turn ran out. */
  | ({ kind: 'measured'; taskId: number; upTo: number } & EngineState)
  | ({ kind: 'failed'; taskId: number; reason: NotAnalysedReason; message: string } & EngineState)
  /** data is RGBA, rows without padding; its memory is transferred, not copied. */
  | ({ kind: 'rendered'; taskId: number; width: number; height: number; data: Uint8Array } & EngineState)
  | ({ kind: 'renderFailed'; taskId: number; problem: RenderProblem; message: string } & EngineState);

/** A reply while the task runs on: one page measured. */
export type ProgressReply = Extract<WorkerReply, { kind: 'page' }>;
/** The worker's last reply about a task: it is free for the next one. */
export type FinalReply = Exclude<WorkerReply, { kind: 'ready' | 'page' }>;
