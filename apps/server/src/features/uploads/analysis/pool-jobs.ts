import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type { FileFacts, NotAnalysedReason, PageMeasurement } from '@portal/shared/schemas/analysis';
import { type AnalysisResult, withoutText } from './analyse-file';
import type { FinalReply, ProgressReply, TaskMessage } from './analysis-protocol';
import { type EngineReason, isEngineReason } from './engine-reason';
import type { ImagePage } from './image-analysis';
import type { OpenedFile } from './open-files';
import { planRanges } from './page-ranges';
import { RenderFailure, type RenderProblem } from './render-failure';
import type { TaskQueue, WorkerRole } from './task-queue';
import { createTextLayer, type TextLayer } from './text-layer';
import { createWorkBudget, type WorkBudget } from './work-budget';

/**
 * A failure of the engine (time limit, memory, a trap) rather than of the file, or a file
 * stopped at its time budget: worth a log line.
 */
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
  /** Whose file it is (an upload session): the queue lets owners take turns. */
  owner: string;
  /** An image's pictures from its inspection: each range is handed its share. */
  pictures: ImagePage[];
  budget: WorkBudget;
  onFacts: ((facts: FileFacts) => void) | undefined;
  facts: FileFacts | undefined;
  measurements: PageMeasurement[];
  /** A PDF's text layer, its pages as they come in from ranges in any order. */
  text: TextLayer;
  openRanges: number;
  settled: boolean;
  resolve: (result: AnalysisResult) => void;
  reject: (error: unknown) => void;
}

interface RenderJob {
  kind: 'render';
  opened: OpenedFile;
  /** Renders (previews) do not say whose they are: they queue as one owner. */
  owner: '';
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
  /** A range task ends at the first page boundary after this long; the rest queues again. */
  sliceMs: number;
  /** Worker time one file's analysis may use in all (work-budget.ts). */
  fileBudgetMs: number;
  /** Stops the workers running tasks of the job: its budget is spent, its result given. */
  stopTasksOf: (job: Job) => void;
  onEngineProblem: ((problem: EngineProblem) => void) | undefined;
}

export interface PoolJobs {
  /** Queues the inspection of an open file; its ranges follow once the facts are in. */
  analyse(
    opened: OpenedFile,
    options: { analyse: boolean; owner: string; onFacts: ((facts: FileFacts) => void) | undefined },
  ): Promise<AnalysisResult>;
  render(opened: OpenedFile, pageNumber: number, widthPx: number): Promise<RenderedPage>;
  /**
   * The task a free worker of this role runs next, from the queue: a range whose pages the text
   * layer no longer wants, since earlier ranges filled its cap meanwhile, goes without reading text.
   */
  next(role: WorkerRole): PoolTask | undefined;
  /** A worker took the task: its file's time budget runs. */
  started(task: PoolTask): void;
  /** The task's worker is done with it, answered or lost. */
  ended(task: PoolTask): void;
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
  sliceMs,
  fileBudgetMs,
  stopTasksOf,
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
    if (job.kind === 'analysis') job.budget.close();
    job.opened.letGo();
    return true;
  };

  const settle = (job: AnalysisJob, result: AnalysisResult) => {
    if (endJob(job)) job.resolve(result);
  };

  const reportEngineProblem = (job: Job, reason: NotAnalysedReason | RenderProblem, detail: string) => {
    if (isEngineReason(reason) || reason === 'analysisBudget')
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
    settle(job, withoutText(summariseAnalysis(notAnalysedFacts(type, reason, job.facts?.pages ?? []), null)));
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

  /** A task for pages first..last of the job. */
  const rangeTask = (job: AnalysisJob, first: number, last: number): PoolTask => {
    const pictures = job.pictures.slice(first - 1, last);
    const { file } = job.opened;
    const text = file.type === 'pdf' && job.text.wants(first);
    return {
      job,
      message: { kind: 'measure', taskId: nextTaskId++, file, first, last, pictures, text, sliceMs },
    };
  };

  const enqueueRanges = (job: AnalysisJob, pageCount: number) => {
    for (const { first, last } of planRanges(pageCount, measurers, pagesPerTask)) {
      queue.add(rangeTask(job, first, last));
      job.openRanges++;
    }
  };

  /** The job has used its time budget: it ends now, and its workers are stopped. */
  const budgetSpent = (job: AnalysisJob) => {
    fail(job, 'analysisBudget', `used ${Math.round(job.budget.spentMs())} ms of worker time`);
    stopTasksOf(job);
  };

  const answerAnalysis = (task: PoolTask, job: AnalysisJob, reply: FinalReply) => {
    if (reply.kind === 'inspected') {
      const { facts, pagesToMeasure, pictures } = reply.inspection;
      job.facts = facts;
      job.pictures = pictures;
      if (reportFacts(job, facts)) {
        if (pagesToMeasure > 0) enqueueRanges(job, pagesToMeasure);
        else settle(job, withoutText(summariseAnalysis(facts, null)));
      }
    } else if (reply.kind === 'measured') {
      const { first, last } = task.message.kind === 'measure' ? task.message : { first: 0, last: 0 };
      // The range's turn ran out: the rest waits for its owner's next turn, after other owners' work.
      if (reply.upTo >= first && reply.upTo < last) return queue.resume(rangeTask(job, reply.upTo + 1, last));
      job.openRanges--;
      if (job.openRanges === 0 && job.facts)
        settle(job, { ...summariseAnalysis(job.facts, job.measurements), textLayer: job.text.result() });
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
    analyse: (opened, { analyse, owner, onFacts }) =>
      new Promise<AnalysisResult>((resolve, reject) => {
        const job: AnalysisJob = {
          kind: 'analysis',
          opened,
          owner,
          pictures: [],
          budget: createWorkBudget({ limitMs: fileBudgetMs, onSpent: () => budgetSpent(job) }),
          onFacts,
          facts: undefined,
          measurements: [],
          text: createTextLayer(),
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
        const job: RenderJob = { kind: 'render', opened, owner: '', settled: false, resolve, reject };
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
    next(role) {
      const task = queue.next(role);
      if (task?.job.kind !== 'analysis' || task.message.kind !== 'measure' || !task.message.text) return task;
      if (task.job.text.wants(task.message.first)) return task;
      return { job: task.job, message: { ...task.message, text: false } };
    },
    started({ job }) {
      if (job.kind === 'analysis') job.budget.taskStarted();
    },
    ended({ job }) {
      if (job.kind === 'analysis') job.budget.taskEnded();
    },
    progress({ job }, { measurement, text }) {
      if (job.kind !== 'analysis') return;
      job.measurements.push(measurement);
      if (text !== undefined) job.text.add(measurement.page, text);
    },
    answer(task, reply) {
      const { job } = task;
      if (job.kind === 'render') answerRender(job, reply);
      else answerAnalysis(task, job, reply);
    },
    failByEngine,
    failAllByEngine(reason, detail) {
      for (const job of [...jobs]) failByEngine(job, reason, detail);
    },
    rejectAll(message) {
      for (const job of jobs) {
        job.settled = true;
        if (job.kind === 'analysis') job.budget.close();
        job.reject(new Error(message));
      }
      jobs.clear();
    },
    inFlight: () => jobs.size,
    rendered: () => rendered,
  };
}
