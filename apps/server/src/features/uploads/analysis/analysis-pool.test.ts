import { availableParallelism } from 'node:os';
import type { FileFacts } from '@portal/shared/schemas/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseFile } from './analyse-file';
import { type AnalysisPool, createAnalysisPool, type EngineProblem, measurersWithin } from './analysis-pool';
import {
  encryptPdf,
  type FixtureDir,
  fixtureDir,
  heavyPdf,
  jfifJpeg,
  longTextPdf,
  mixedKindsPdf,
  multiPageTiff,
  plainPdf,
  rotatedPdf,
  textPdf,
  zipOf,
} from './test-fixtures';
import { TEXT_LAYER_MAX_CHARS } from './text-layer';

let files: FixtureDir;
beforeAll(async () => {
  files = await fixtureDir();
});
afterAll(async () => {
  await files.remove();
});

describe('the analysis memory budget', () => {
  it('starts as many measuring workers as the budget holds beside the inspector, one per core at most', () => {
    // The default 6 GB: four workers of 1.5 GB, one of them the inspector.
    expect(measurersWithin(6144, 16)).toBe(3);
    expect(measurersWithin(6144, 2)).toBe(2);
    expect(measurersWithin(24_576, 16)).toBe(15);
    // Always one, however small the budget.
    expect(measurersWithin(1536, 8)).toBe(1);
  });
});

describe('analysis pool', () => {
  let pool: AnalysisPool;
  beforeAll(async () => {
    pool = await createAnalysisPool({ size: 2, pagesPerTask: 2 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('measures on every core by default, with one extra worker for first facts', async () => {
    const defaultPool = await createAnalysisPool();
    expect(defaultPool.size).toBe(availableParallelism());
    expect(defaultPool.stats().workers).toBe(availableParallelism() + 1);
    await defaultPool.close();
  });

  it('analyses several files at once, splitting PDFs into page ranges for both workers', async () => {
    const [mixed, long, image, docx] = await Promise.all([
      files.write('mixed.pdf', await mixedKindsPdf()),
      files.write('long.pdf', await plainPdf(12)),
      files.write('scan.jpg', await jfifJpeg(150)),
      files.write('brief.docx', zipOf({ '[Content_Types].xml': '<Types/>' })),
    ]);
    const results = await Promise.all(
      [mixed, long, image, docx].map((file) => pool.analyse(file, { analyse: true })),
    );
    expect(results.map((result) => [result.status, result.pageCount])).toEqual([
      ['READY', 6],
      ['READY', 12],
      ['READY', 1],
      ['READY_NOT_ANALYZED', 0],
    ]);
    expect(results[0]!.pages.map((page) => page.kind)).toEqual([
      'blackWhite',
      'blackWhite',
      'blank',
      'colour',
      'colour',
      'colour',
    ]);
    expect(results[1]!.pagesBW).toBe(12);
    expect(pool.stats()).toMatchObject({ peakBusy: 2, busy: 0, queuedTasks: 0, openFiles: 0 });
  });

  it('reports the first facts before the pages are measured', async () => {
    const file = await files.write('facts.pdf', await plainPdf(6));
    const events: string[] = [];
    let facts: FileFacts | undefined;
    const result = await pool.analyse(file, {
      analyse: true,
      onFacts: (first) => {
        facts = first;
        events.push('facts');
      },
    });
    events.push('result');
    expect(events).toEqual(['facts', 'result']);
    expect(facts).toMatchObject({ status: 'READY', pageCount: 6, format: 'A4' });
    expect(facts).not.toHaveProperty('pagesBW');
    expect(result.pagesBW).toBe(6);
  });

  it('renders pages side by side with an analysis, without waiting for all its ranges', async () => {
    const [long, mixed] = await Promise.all([
      files.write('side-long.pdf', await plainPdf(40)),
      files.write('side-mixed.pdf', await mixedKindsPdf()),
    ]);
    const before = pool.stats().rendered;
    const events: string[] = [];
    const record = (event: string) => (result: unknown) => {
      events.push(event);
      return result;
    };
    let renderedMeanwhile: Promise<unknown> = Promise.resolve();
    const analysed = pool
      .analyse(long, {
        analyse: true,
        // Asked for once the analysis's 20 ranges of two pages are queued: it must not wait for all.
        onFacts: () => {
          events.push('facts');
          renderedMeanwhile = pool.renderPage(mixed, 5, 120).then(record('rendered'));
        },
      })
      .then(record('analysed'));
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => pool.renderPage(mixed, page, 120)));
    await Promise.all([analysed, renderedMeanwhile]);
    expect(events).toEqual(['facts', 'rendered', 'analysed']);
    expect(await analysed).toMatchObject({ pagesBW: 40 });
    expect(pages.map(({ width, height }) => [width, height])).toEqual(Array(6).fill([120, 170]));
    expect(pages[0]!.data.length).toBe(120 * 170 * 4);
    expect(pool.stats()).toMatchObject({ rendered: before + 7, peakBusy: 2, queuedTasks: 0, openFiles: 0 });
  });

  it('renders as printed: RGBA on white, /Rotate followed', async () => {
    const [mixed, rotated] = await Promise.all([
      files.write('rgba.pdf', await mixedKindsPdf()),
      files.write('turned.pdf', await rotatedPdf()),
    ]);
    // Page 5 holds a CMYK magenta square: red and blue high, green low.
    const { width, data } = await pool.renderPage(mixed, 5, 240);
    const at = (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([255, 255, 255, 255]);
    const [r, g, b, a] = at(Math.round((125 / 595.28) * 240), Math.round(((841.89 - 125) / 595.28) * 240));
    expect([r! > 200, g! < 80, b! > 100, a]).toEqual([true, true, true, 255]);
    expect(await pool.renderPage(rotated, 1, 240)).toMatchObject({ width: 240, height: 170 });
  });

  it('rejects a page it cannot render with a typed reason', async () => {
    const [plain, locked, damaged, image] = await Promise.all([
      files.write('two.pdf', await plainPdf(2)),
      files.write('locked.pdf', await encryptPdf(await plainPdf(1), 'geheim', 'eigenaar')),
      files.write('damaged.pdf', '%PDF-1.7\nnothing else'),
      files.write('photo.jpg', await jfifJpeg(150)),
    ]);
    const problem = (path: string, page: number) =>
      pool.renderPage(path, page, 120).then(
        () => 'rendered',
        (error: { name: string; problem: string }) => `${error.name}: ${error.problem}`,
      );
    expect(
      await Promise.all([
        problem(plain, 3),
        problem(plain, 0),
        problem(locked, 1),
        problem(damaged, 1),
        problem(image, 1),
      ]),
    ).toEqual([
      'RenderFailure: pageOutOfRange',
      'RenderFailure: pageOutOfRange',
      'RenderFailure: passwordProtected',
      'RenderFailure: damaged',
      'RenderFailure: notPdf',
    ]);
    expect(pool.stats()).toMatchObject({ replaced: 0, openFiles: 0 });
  });

  it('measures a 500-page TIFF of one-pixel pages within its budget, every page its own', async () => {
    // Each page task used to walk the directories from the start: 261 s for this file.
    const file = await files.write('500.tif', await multiPageTiff(500));
    const problems: EngineProblem[] = [];
    const budgeted = await createAnalysisPool({
      size: 2,
      onEngineProblem: (problem) => problems.push(problem),
    });
    try {
      const result = await budgeted.analyse(file, { analyse: true });
      expect(result).toMatchObject({
        status: 'READY',
        reason: null,
        pageCount: 500,
        pagesBW: 250,
        pagesBlank: 250,
      });
      // White and black in turn: each page was read from its own directory.
      expect(result.pages.slice(0, 4).map((page) => page.kind)).toEqual([
        'blank',
        'blackWhite',
        'blank',
        'blackWhite',
      ]);
      expect(result.pages[499]).toMatchObject({ page: 500, kind: 'blackWhite', dpis: [300] });
      expect(problems).toEqual([]);
    } finally {
      await budgeted.close();
    }
  });

  it("lets another owner's file through while one owner floods the queue", async () => {
    const flood = await Promise.all(
      [1, 2, 3].map(async (n) => files.write(`flood-${n}.pdf`, await plainPdf(80))),
    );
    const single = await files.write('one-page.pdf', await plainPdf(1));
    const done: string[] = [];
    let floodQueued: () => void = () => {};
    const allQueued = new Promise<void>((resolve) => {
      floodQueued = resolve;
    });
    let factsIn = 0;
    const floods = flood.map((path) =>
      pool
        .analyse(path, { analyse: true, owner: 'sessie-a', onFacts: () => ++factsIn === 3 && floodQueued() })
        .then(() => done.push('a')),
    );
    // Once all of A's 120 ranges are queued, B's one-page file comes in.
    await allQueued;
    const other = pool.analyse(single, { analyse: true, owner: 'sessie-b' }).then(() => done.push('b'));
    await Promise.all([...floods, other]);
    // In line behind A's ranges B would come last; taking turns, its one range goes next.
    expect(done).toEqual(['b', 'a', 'a', 'a']);
  });

  it("puts a PDF's text together in page order from ranges measured side by side", async () => {
    const pages = Array.from({ length: 15 }, (_, i) => [`Pagina ${i + 1} van het coöperatieverslag`]);
    const [verslag, scan] = await Promise.all([
      files.write('verslag.pdf', await textPdf(pages)),
      files.write('scan.pdf', await heavyPdf(3, 200)),
    ]);
    const [text, image] = await Promise.all([
      pool.analyse(verslag, { analyse: true }),
      pool.analyse(scan, { analyse: true }),
    ]);
    expect(text.textLayer?.split('\n')).toEqual(pages.map(([line]) => line));
    expect(image.textLayer).toBeNull();
    expect(pool.stats().peakBusy).toBe(2);
  });

  it('cuts the text at a million characters as one thread does, whichever range finishes first', async () => {
    const { bytes } = await longTextPdf(1_200_000);
    const file = await files.write('handboek.pdf', bytes);
    const [pooled, alone] = await Promise.all([
      pool.analyse(file, { analyse: true }),
      analyseFile(file, { analyse: true }),
    ]);
    expect(pooled.textLayer).toHaveLength(TEXT_LAYER_MAX_CHARS);
    expect(pooled.textLayer === alone.textLayer).toBe(true);
  });

  it('gives sizes only, and 300 DPI, with analysis off', async () => {
    const file = await files.write('off.pdf', await plainPdf(3));
    const result = await pool.analyse(file, { analyse: false });
    expect(result).toMatchObject({ status: 'READY', analysed: false, pageCount: 3 });
    expect(result.dpisPerPage).toEqual([1, 2, 3].map((page) => ({ page, dpis: [300] })));
  });
});

describe('analysis pool under failure', () => {
  // The heavy PDFs take seconds to build on a busy machine: made once, before the tests' own time.
  let huge: string;
  let slow: string;
  beforeAll(async () => {
    huge = await files.write('huge.pdf', await heavyPdf(1, 4000));
    slow = await files.write('slow.pdf', await heavyPdf(2, 3000));
  });

  it('replaces a worker that runs out of WebAssembly memory and carries on', async () => {
    // 48 MB of heap cannot hold a decoded 4000 × 4000 image (48 MB on its own).
    const problems: EngineProblem[] = [];
    const pool = await createAnalysisPool({
      size: 1,
      maxHeapBytes: 48 * 1024 * 1024,
      onEngineProblem: (problem) => problems.push(problem),
    });
    try {
      const plain = await files.write('plain.pdf', await plainPdf(1));
      const failed = await pool.analyse(huge, { analyse: true });
      expect(failed).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'outOfMemory', pageCount: 1 });
      expect(failed.pages[0]).toMatchObject({ format: 'A4', kind: null });
      expect(await pool.analyse(plain, { analyse: true })).toMatchObject({ status: 'READY', pagesBW: 1 });
      expect(pool.stats()).toMatchObject({ workers: 2, replaced: 1 });
      expect(problems).toEqual([expect.objectContaining({ path: huge, reason: 'outOfMemory' })]);
    } finally {
      await pool.close();
    }
  });

  it('stops a file that uses up its time budget, marks it and carries on', async () => {
    // Pages of large images take a worker far more than a millisecond each.
    const problems: EngineProblem[] = [];
    const pool = await createAnalysisPool({
      size: 1,
      fileBudgetMs: 1,
      onEngineProblem: (problem) => problems.push(problem),
    });
    try {
      const result = await pool.analyse(slow, { analyse: true });
      expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'analysisBudget' });
      expect(pool.stats()).toMatchObject({ openFiles: 0 });
      expect(problems.map(({ reason, work }) => [reason, work])).toEqual([['analysisBudget', 'analysis']]);
      const docx = await files.write('after-budget.docx', zipOf({ '[Content_Types].xml': '' }));
      expect(await pool.analyse(docx, { analyse: true })).toMatchObject({ reason: 'unsupportedType' });
    } finally {
      await pool.close();
    }
  });

  it('stops work that runs over the time limit, marks the file and carries on', async () => {
    // Nothing a worker does for a PDF of large images finishes within a millisecond.
    const problems: EngineProblem[] = [];
    const pool = await createAnalysisPool({
      size: 1,
      pageTimeLimitMs: 1,
      onEngineProblem: (problem) => problems.push(problem),
    });
    try {
      const result = await pool.analyse(slow, { analyse: true });
      expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'timeLimit' });
      expect(pool.stats()).toMatchObject({ replaced: 1, openFiles: 0 });
      await expect(pool.renderPage(slow, 1, 960)).rejects.toMatchObject({ problem: 'timeLimit' });
      expect(pool.stats()).toMatchObject({ replaced: 2, openFiles: 0 });
      expect(problems.map(({ reason, work }) => [reason, work])).toEqual([
        ['timeLimit', 'analysis'],
        ['timeLimit', 'render'],
      ]);
      const docx = await files.write('still-works.docx', zipOf({ '[Content_Types].xml': '' }));
      expect(await pool.analyse(docx, { analyse: true })).toMatchObject({ reason: 'unsupportedType' });
    } finally {
      await pool.close();
    }
  });
});
