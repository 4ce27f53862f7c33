import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type {
  FileAnalysis,
  FileFacts,
  NotAnalysedReason,
  PageMeasurement,
} from '@portal/shared/schemas/analysis';
import type { FinalReply, ProgressReply, TaskMessage } from './analysis-protocol';
import { type EngineReason, isEngineReason } from './engine-reason';
import type { OpenedFile } from './open-files';
import { planRanges } from './page-ranges';
import { RenderFailure, type RenderProblem } from './render-failure';
import type { TaskQueue } from './task-queue';

/** A failure of the engine (time limit, memory, a trap) rather than of the file: worth a log line. */
export interface EngineProblem {
  path: string;
  reason: NotAnalysedReason;
  detail: string;
  work: 'analysis' | 'render';
}

/** A rendered page: RGBA, four bytes a pixel, rows without padding, opaque. */
export interface RenderedPage {
  width: number;
  height: number;
  data: Buffer;
}

/** An analysis in flight: its file is inspected first, then its pages measured range by range. */
interface AnalysisJob {
  kind: 'analysis';
  opened: OpenedFile;
  onFacts: ((facts: FileFacts) => void) | undefined;
  facts: FileFacts | undefined;
  measurements: PageMeasurement[];
  openRanges: number;
  settled: boolean;
  resolve: (analysis: FileAnalysis) => void;
  reject: (error: unknown) => void;
}

interface RenderJob {
  kind: 'render';
  opened: OpenedFile;
  settled: boolean;
  resolve: (page: RenderedPage) => void;
  reject: (error: unknown) => void;
}

export type Job = AnalysisJob | RenderJob;

/** One piece of a job that one worker runs. */
export interface PoolTask {
  readonly job: Job;
  readonly message: TaskMessage;
}

export interface PoolJobsOptions {
  /** Where the jobs put their tasks for the workers. */
  queue: TaskQueue<PoolTask>;
  /** Workers that measure pages: a file's ranges are planned so that each can take a share. */
  measurers: number;
  pagesPerTask: number;
  onEngineProblem: ((problem: EngineProblem) => void) | undefined;
}

export interface PoolJobs {
  /** Queues the inspection of an open file; its ranges follow once the facts are in. */
  analyse(
    opened: OpenedFile,
    analyse: boolean,
    onFacts: ((facts: FileFacts) => void) | undefined,
  ): Promise<FileAnalysis>;
  render(opened: OpenedFile, pageNumber: number, widthPx: number): Promise<RenderedPage>;
  /** A worker's report on a task that runs on. */
  progress(task: PoolTask, reply: ProgressReply): void;
  /** A worker's last reply on a task: what it means for the task's job. */
  answer(task: PoolTask, reply: FinalReply): void;
  /** A failure of the worker rather than of the file: ends an analysis or a render alike. */
  failByEngine(job: Job, reason: EngineReason, detail: string): void;
  /** Ends every job in flight as failed by the engine: no worker is left to run them. */
  failAllByEngine(reason: EngineReason, detail: string): void;
  /** Rejects every job in flight; their files are left to whoever closes the pool. */
  rejectAll(message: string): void;
  /** Analyses and renders not settled yet. */
  inFlight(): number;
  /** Pages rendered so far. */
  rendered(): number;
}

/**
 * The analyses and renders in flight: what each worker reply means for its job, settling each
 * job once (and letting go of its file then), and telling the operators about the engine's
 * failures.
 */
export function createPoolJobs({
  queue,
  measurers,
  pagesPerTask,
  onEngineProblem,
}: PoolJobsOptions): PoolJobs {
  const jobs = new Set<Job>();
  let nextTaskId = 1;
  let rendered = 0;

  /** Marks the job settled, once; false when it already was. */
  const endJob = (job: Job): boolean => {
    if (job.settled) return false;
    job.settled = true;
    jobs.delete(job);
    job.opened.letGo();
    return true;
  };

  const settle = (job: AnalysisJob, analysis: FileAnalysis) => {
    if (endJob(job)) job.resolve(analysis);
  };

  const reportEngineProblem = (job: Job, reason: NotAnalysedReason | RenderProblem, detail: string) => {
    if (isEngineReason(reason))
      onEngineProblem?.({
        path: job.opened.file.path,
        reason,
        detail,
        work: job.kind,
      });
  };

  const fail = (job: AnalysisJob, reason: NotAnalysedReason, detail: string) => {
    if (job.settled) return;
    reportEngineProblem(job, reason, detail);
    const { type } = job.opened.file;
    settle(job, summariseAnalysis(notAnalysedFacts(type, reason, job.facts?.pages ?? []), null));
  };

  const failRender = (job: RenderJob, problem: RenderProblem, detail: string) => {
    if (job.settled) return;
    reportEngineProblem(job, problem, detail);
    if (endJob(job)) job.reject(new RenderFailure(problem, detail));
  };

  const failByEngine = (job: Job, reason: EngineReason, detail: string) =>
    job.kind === 'analysis' ? fail(job, reason, detail) : failRender(job, reason, detail);

  const reportFacts = (job: AnalysisJob, facts: FileFacts): boolean => {
    try {
      job.onFacts?.(facts);
      return true;
    } catch (error) {
      if (endJob(job)) job.reject(error);
      return false;
    }
  };

  const enqueueRanges = (job: AnalysisJob, pageCount: number) => {
    for (const { first, last } of planRanges(pageCount, measurers, pagesPerTask)) {
      queue.add({
        job,
        message: { kind: 'measure', taskId: nextTaskId++, file: job.opened.file, first, last },
      });
      job.openRanges++;
    }
  };

  const answerAnalysis = (job: AnalysisJob, reply: FinalReply) => {
    if (reply.kind === 'inspected') {
      const { facts, pagesToMeasure } = reply.inspection;
      job.facts = facts;
      if (reportFacts(job, facts)) {
        if (pagesToMeasure > 0) enqueueRanges(job, pagesToMeasure);
        else settle(job, summariseAnalysis(facts, null));
      }
    } else if (reply.kind === 'measured') {
      job.openRanges--;
      if (job.openRanges === 0 && job.facts) settle(job, summariseAnalysis(job.facts, job.measurements));
    } else if (reply.kind === 'failed') {
      fail(job, reply.reason, reply.message);
    } else {
      fail(job, 'engineError', `unexpected reply ${reply.kind}`);
    }
  };

  const answerRender = (job: RenderJob, reply: FinalReply) => {
    if (reply.kind === 'rendered') {
      rendered++;
      const { width, height, data } = reply;
      if (endJob(job))
        job.resolve({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.length) });
    } else if (reply.kind === 'renderFailed') {
      failRender(job, reply.problem, reply.message);
    } else {
      failRender(job, 'engineError', `unexpected reply ${reply.kind}`);
    }
  };

  return {
    analyse: (opened, analyse, onFacts) =>
      new Promise<FileAnalysis>((resolve, reject) => {
        const job: AnalysisJob = {
          kind: 'analysis',
          opened,
          onFacts,
          facts: undefined,
          measurements: [],
          openRanges: 0,
          settled: false,
          resolve,
          reject,
        };
        jobs.add(job);
        queue.add({ job, message: { kind: 'inspect', taskId: nextTaskId++, file: opened.file, analyse } });
      }),
    render: (opened, pageNumber, widthPx) =>
      new Promise<RenderedPage>((resolve, reject) => {
        const job: RenderJob = { kind: 'render', opened, settled: false, resolve, reject };
        jobs.add(job);
        const message = {
          kind: 'render',
          taskId: nextTaskId++,
          file: opened.file,
          page: pageNumber,
          widthPx,
        } as const;
        queue.add({ job, message });
      }),
    progress({ job }, reply) {
      if (job.kind === 'analysis') job.measurements.push(reply.measurement);
    },
    answer({ job }, reply) {
      if (job.kind === 'render') answerRender(job, reply);
      else answerAnalysis(job, reply);
    },
    failByEngine,
    failAllByEngine(reason, detail) {
      for (const job of [...jobs]) failByEngine(job, reason, detail);
    },
    rejectAll(message) {
      for (const job of jobs) {
        job.settled = true;
        job.reject(new Error(message));
      }
      jobs.clear();
    },
    inFlight: () => jobs.size,
    rendered: () => rendered,
  };
}
