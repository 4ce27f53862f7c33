import { readyFacts } from '@portal/shared/rules/analysis-summary';
import type { PageMeasurement } from '@portal/shared/schemas/analysis';
import { describe, expect, it, vi } from 'vitest';
import type { EngineProblem } from './analysis-pool';
import type { FinalReply } from './analysis-protocol';
import type { OpenedFile } from './open-files';
import { createPoolJobs, type PoolTask } from './pool-jobs';
import { createTaskQueue } from './task-queue';
import { TEXT_LAYER_MAX_CHARS } from './text-layer';

/** A stand-in for a file the pool holds open: counts how often its job lets go of it. */
function openedFile(path = '/uploads/offerte.pdf'): OpenedFile & { letGo: ReturnType<typeof vi.fn> } {
  return {
    file: { key: 1, path, type: 'pdf', source: { fd: 99, size: 1000 } },
    startReading: vi.fn(),
    stopReading: vi.fn(),
    letGo: vi.fn(),
  };
}

const A4 = { widthMm: 210, heightMm: 297, format: 'A4' as const };
const factsOf = (pages: number) =>
  readyFacts(
    'pdf',
    Array.from({ length: pages }, (_, i) => ({ page: i + 1, ...A4 })),
  );
const engine = { engineUsable: true, heapBytes: 0 };
const BUDGET_MS = 60_000;
const blackWhite = (page: number): PageMeasurement => ({
  page,
  kind: 'blackWhite',
  maxChroma: 0,
  inkShare: 0.1,
  dpis: [],
});

/** Jobs on a queue of their own, with the engine problems they report. */
function jobsForTest() {
  const queue = createTaskQueue<PoolTask>();
  const problems: EngineProblem[] = [];
  const stopped: PoolTask['job'][] = [];
  const jobs = createPoolJobs({
    queue,
    measurers: 2,
    pagesPerTask: 8,
    sliceMs: 1000,
    fileBudgetMs: BUDGET_MS,
    stopTasksOf: (job) => stopped.push(job),
    onEngineProblem: (problem) => problems.push(problem),
  });
  /** The next task a measuring worker takes, which must be there. */
  const take = () => {
    const task = queue.next('measurer');
    if (!task) throw new Error('no task queued');
    return task;
  };
  return { queue, jobs, problems, stopped, take };
}

/** Whether the promise has settled by now. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

const inspected = (task: PoolTask, pages: number, pagesToMeasure = pages): FinalReply => ({
  kind: 'inspected',
  taskId: task.message.taskId,
  inspection: { facts: factsOf(pages), pagesToMeasure, pictures: [] },
  ...engine,
});
/** The task went through its range, or (upTo) stopped after that page when its turn ran out. */
const measured = (
  task: PoolTask,
  upTo = task.message.kind === 'measure' ? task.message.last : 0,
): FinalReply => ({
  kind: 'measured',
  taskId: task.message.taskId,
  upTo,
  ...engine,
});

describe('pool jobs: analyses', () => {
  it('inspects a file, measures it in ranges and settles once the last range is in', async () => {
    const { queue, jobs, take } = jobsForTest();
    const opened = openedFile();
    const facts = vi.fn();
    const analysis = jobs.analyse(opened, { analyse: true, owner: 'sessie-a', onFacts: facts });
    const inspection = take();
    expect(inspection.message).toMatchObject({ kind: 'inspect', analyse: true, file: opened.file });

    jobs.answer(inspection, inspected(inspection, 3));
    expect(facts).toHaveBeenCalledWith(factsOf(3));
    const [first, second] = [take(), take()];
    expect([first.message, second.message]).toMatchObject([
      { kind: 'measure', first: 1, last: 2 },
      { kind: 'measure', first: 3, last: 3 },
    ]);
    expect(queue.size()).toBe(0);

    for (const page of [1, 2])
      jobs.progress(first, { kind: 'page', taskId: first.message.taskId, measurement: blackWhite(page) });
    jobs.progress(second, { kind: 'page', taskId: second.message.taskId, measurement: blackWhite(3) });
    jobs.answer(second, measured(second));
    expect(await isSettled(analysis)).toBe(false);
    jobs.answer(first, measured(first));
    expect(await analysis).toMatchObject({ status: 'READY', analysed: true, pageCount: 3, pagesBW: 3 });
    expect(opened.letGo).toHaveBeenCalledTimes(1);
    expect(jobs.inFlight()).toBe(0);
  });

  it('settles with the facts alone when no page is to be measured', async () => {
    const { queue, jobs, take } = jobsForTest();
    const analysis = jobs.analyse(openedFile(), { analyse: false, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.answer(inspection, inspected(inspection, 2, 0));
    expect(await analysis).toMatchObject({ status: 'READY', analysed: false, pageCount: 2 });
    expect(queue.size()).toBe(0);
  });

  it("ends a file's problem as READY_NOT_ANALYZED without telling the operators", async () => {
    const { jobs, problems, take } = jobsForTest();
    const analysis = jobs.analyse(openedFile(), { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.answer(inspection, {
      kind: 'failed',
      taskId: inspection.message.taskId,
      reason: 'damaged',
      message: 'no xref',
      ...engine,
    });
    expect(await analysis).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'damaged' });
    expect(problems).toEqual([]);
  });

  it("tells the operators about the engine's failure, keeps the known pages and drops the file's other ranges", async () => {
    const { queue, jobs, problems, take } = jobsForTest();
    const opened = openedFile();
    const analysis = jobs.analyse(opened, { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.answer(inspection, inspected(inspection, 3));
    const range = take();
    jobs.answer(range, {
      kind: 'failed',
      taskId: range.message.taskId,
      reason: 'outOfMemory',
      message: 'heap cap',
      ...engine,
    });
    expect(await analysis).toMatchObject({
      status: 'READY_NOT_ANALYZED',
      reason: 'outOfMemory',
      pageCount: 3,
    });
    expect(problems).toEqual([
      { path: opened.file.path, reason: 'outOfMemory', detail: 'heap cap', work: 'analysis' },
    ]);
    expect(queue.next('measurer')).toBeUndefined();
  });

  it("puts the pages' text in page order and reads none in a range the cap has left behind", async () => {
    const { jobs } = jobsForTest();
    const analysis = jobs.analyse(openedFile(), { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const next = () => {
      const task = jobs.next('measurer');
      if (!task) throw new Error('no task queued');
      return task;
    };
    const inspection = next();
    jobs.answer(inspection, inspected(inspection, 24));
    const [first, second] = [next(), next()];
    expect([first.message, second.message]).toMatchObject([
      { first: 1, last: 8, text: true },
      { first: 9, last: 16, text: true },
    ]);
    const page = (task: PoolTask, number: number, text: string | undefined) =>
      jobs.progress(task, {
        kind: 'page',
        taskId: task.message.taskId,
        measurement: blackWhite(number),
        text,
      });
    for (let number = 9; number <= 16; number++) page(second, number, `pagina ${number}`);
    jobs.answer(second, measured(second));
    page(first, 1, 'x'.repeat(TEXT_LAYER_MAX_CHARS - 10));
    page(first, 2, 'pagina 2, die over de grens gaat');
    // The worker stops reading once its range holds the cap.
    for (let number = 3; number <= 8; number++) page(first, number, undefined);
    jobs.answer(first, measured(first));
    const third = next();
    expect(third.message).toMatchObject({ first: 17, last: 24, text: false });
    for (let number = 17; number <= 24; number++) page(third, number, undefined);
    jobs.answer(third, measured(third));
    const { textLayer, pagesBW } = await analysis;
    expect(pagesBW).toBe(24);
    expect(textLayer).toHaveLength(TEXT_LAYER_MAX_CHARS);
    // Page 1, a line break, and as much of page 2 as the cap leaves; nothing of pages 9 to 16.
    expect(textLayer?.slice(-12)).toBe('xx\npagina 2,');
  });

  it('gives no text with an analysis that ended early, whatever pages were read', async () => {
    const { jobs, take } = jobsForTest();
    const analysis = jobs.analyse(openedFile(), { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.answer(inspection, inspected(inspection, 2));
    const range = take();
    jobs.progress(range, {
      kind: 'page',
      taskId: range.message.taskId,
      measurement: blackWhite(1),
      text: 'offerte',
    });
    jobs.answer(range, {
      kind: 'failed',
      taskId: range.message.taskId,
      reason: 'timeLimit',
      message: 'page 2',
      ...engine,
    });
    expect(await analysis).toMatchObject({
      status: 'READY_NOT_ANALYZED',
      reason: 'timeLimit',
      textLayer: null,
    });
  });

  it('rejects the analysis with the error of an onFacts that throws', async () => {
    const { queue, jobs, take } = jobsForTest();
    const opened = openedFile();
    const analysis = jobs.analyse(opened, {
      analyse: true,
      owner: 'sessie-a',
      onFacts: () => {
        throw new Error('database gone');
      },
    });
    const inspection = take();
    jobs.answer(inspection, inspected(inspection, 3));
    await expect(analysis).rejects.toThrow('database gone');
    expect(queue.size()).toBe(0);
    expect(opened.letGo).toHaveBeenCalledTimes(1);
  });

  it("queues the rest of a range whose turn ran out behind another owner's range", async () => {
    const { queue, jobs, take } = jobsForTest();
    const long = jobs.analyse(openedFile(), { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.answer(inspection, inspected(inspection, 16));
    const range = take();
    expect(range.message).toMatchObject({ first: 1, last: 8 });
    const short = jobs.analyse(openedFile('/uploads/flyer.pdf'), {
      analyse: true,
      owner: 'sessie-b',
      onFacts: undefined,
    });
    const other = take();
    jobs.answer(other, inspected(other, 1));
    for (const page of [1, 2, 3])
      jobs.progress(range, { kind: 'page', taskId: range.message.taskId, measurement: blackWhite(page) });
    jobs.answer(range, measured(range, 3));
    // B's one range, then the rest of A's first range, then A's second.
    const next = [take(), take(), take()];
    expect(next.map((task) => [task.job === other.job, task.message])).toMatchObject([
      [true, { first: 1, last: 1 }],
      [false, { first: 4, last: 8 }],
      [false, { first: 9, last: 16 }],
    ]);
    jobs.progress(next[0]!, { kind: 'page', taskId: next[0]!.message.taskId, measurement: blackWhite(1) });
    jobs.answer(next[0]!, measured(next[0]!));
    expect(await short).toMatchObject({ status: 'READY', pagesBW: 1 });
    for (const task of next.slice(1)) {
      const { first, last } = task.message as { first: number; last: number };
      for (let page = first; page <= last; page++)
        jobs.progress(task, { kind: 'page', taskId: task.message.taskId, measurement: blackWhite(page) });
      jobs.answer(task, measured(task));
    }
    expect(await long).toMatchObject({ status: 'READY', pagesBW: 16 });
    expect(queue.size()).toBe(0);
  });

  it('ends a file that used its time budget as READY_NOT_ANALYZED and stops its workers', async () => {
    vi.useFakeTimers();
    try {
      const { queue, jobs, problems, stopped, take } = jobsForTest();
      const opened = openedFile();
      const analysis = jobs.analyse(opened, { analyse: true, owner: 'sessie-a', onFacts: undefined });
      const inspection = take();
      jobs.started(inspection);
      jobs.answer(inspection, inspected(inspection, 40));
      jobs.ended(inspection);
      const [first, second] = [take(), take()];
      jobs.started(first);
      jobs.started(second);
      // Two workers on one file spend its budget twice as fast.
      vi.advanceTimersByTime(BUDGET_MS / 2 + 1);
      expect(await analysis).toMatchObject({
        status: 'READY_NOT_ANALYZED',
        reason: 'analysisBudget',
        pageCount: 40,
      });
      expect(stopped).toEqual([first.job]);
      expect(problems).toMatchObject([{ reason: 'analysisBudget', work: 'analysis' }]);
      expect(opened.letGo).toHaveBeenCalledTimes(1);
      // The file's other ranges are dropped.
      expect(queue.next('measurer')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles a job once: what a lost worker still says afterwards changes nothing', async () => {
    const { jobs, problems, take } = jobsForTest();
    const opened = openedFile();
    const analysis = jobs.analyse(opened, { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const inspection = take();
    jobs.failByEngine(inspection.job, 'timeLimit', 'no progress within 30000 ms');
    jobs.answer(inspection, inspected(inspection, 3));
    jobs.failByEngine(inspection.job, 'engineError', 'worker exited');
    expect(await analysis).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'timeLimit' });
    expect(opened.letGo).toHaveBeenCalledTimes(1);
    expect(problems.map(({ reason }) => reason)).toEqual(['timeLimit']);
  });
});

describe('pool jobs: renders', () => {
  it('resolves a render with its bitmap and counts it', async () => {
    const { jobs, take } = jobsForTest();
    const opened = openedFile();
    const page = jobs.render(opened, 2, 120);
    const task = take();
    expect(task.message).toMatchObject({ kind: 'render', page: 2, widthPx: 120, file: opened.file });
    const data = new Uint8Array(120 * 170 * 4).fill(255);
    jobs.answer(task, {
      kind: 'rendered',
      taskId: task.message.taskId,
      width: 120,
      height: 170,
      data,
      ...engine,
    });
    const rendered = await page;
    expect([rendered.width, rendered.height, rendered.data.length, Buffer.isBuffer(rendered.data)]).toEqual([
      120,
      170,
      120 * 170 * 4,
      true,
    ]);
    expect(jobs.rendered()).toBe(1);
    expect(opened.letGo).toHaveBeenCalledTimes(1);
  });

  it('rejects with a typed RenderFailure, telling the operators only about the engine', async () => {
    const { jobs, problems, take } = jobsForTest();
    const opened = openedFile();
    const missing = jobs.render(opened, 9, 120);
    const slow = jobs.render(opened, 1, 960);
    const [first, second] = [take(), take()];
    jobs.answer(first, {
      kind: 'renderFailed',
      taskId: first.message.taskId,
      problem: 'pageOutOfRange',
      message: 'no page 9',
      ...engine,
    });
    jobs.failByEngine(second.job, 'timeLimit', 'no progress within 30000 ms');
    await expect(missing).rejects.toMatchObject({ name: 'RenderFailure', problem: 'pageOutOfRange' });
    await expect(slow).rejects.toMatchObject({ name: 'RenderFailure', problem: 'timeLimit' });
    expect(problems).toEqual([
      { path: opened.file.path, reason: 'timeLimit', detail: 'no progress within 30000 ms', work: 'render' },
    ]);
    expect(jobs.rendered()).toBe(0);
  });
});

describe('pool jobs: all at once', () => {
  it('fails every job by the engine when no worker can run them', async () => {
    const { jobs } = jobsForTest();
    const analysis = jobs.analyse(openedFile(), { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const page = jobs.render(openedFile(), 1, 120);
    jobs.failAllByEngine('engineError', 'analysis workers cannot start');
    expect(await analysis).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'engineError' });
    await expect(page).rejects.toMatchObject({ problem: 'engineError' });
    expect(jobs.inFlight()).toBe(0);
  });

  it('rejects every job when the pool closes, leaving their files to the closing pool', async () => {
    const { queue, jobs } = jobsForTest();
    const opened = openedFile();
    const analysis = jobs.analyse(opened, { analyse: true, owner: 'sessie-a', onFacts: undefined });
    const page = jobs.render(opened, 1, 120);
    jobs.rejectAll('analysis pool closed');
    await expect(analysis).rejects.toThrow('analysis pool closed');
    await expect(page).rejects.toThrow('analysis pool closed');
    expect([jobs.inFlight(), opened.letGo.mock.calls.length]).toEqual([0, 0]);
    expect(queue.next('measurer')).toBeUndefined();
  });
});
