// Issue 32's quality bars for preflight at the ordered size, measured in one run:
// (a) the analysis preflight stands on against MuPDF (npm `mupdf`, AGPL, installed into the bench
//     cache by mupdf-analysis.mjs, never a dependency) finding the same facts per page, on the
//     pdf.js corpus, a generated 320-page book and the corpus's real 352-page book;
// (b) preflight of a generated 500-page PDF at A3 and A2 from the stored analysis, against the
//     time of the analysis alone.
// CPU seconds of the measuring thread are the figures to compare on a shared machine; pages per
// second (wall) are printed beside them. Rounds are interleaved (the order flips each round) and
// the medians printed. A column of our analysis without its text layer explains the difference
// where there is one (it is not a side of the bar). Not run by tests.
// Run: npx tsx bench/preflight/benchmark.mjs [--rounds 5] [--no-pool]   (copy the tables to docs/PERFORMANCE.md)
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { fileCheckOf } from '../../apps/server/src/features/orders/order-desk/file-check.ts';
import {
  analyseFile,
  inspectFile,
  measurePages,
} from '../../apps/server/src/features/uploads/analysis/analyse-file.ts';
import { createAnalysisPool } from '../../apps/server/src/features/uploads/analysis/analysis-pool.ts';
import { createDocumentCache } from '../../apps/server/src/features/uploads/analysis/pdfium/pdf-document.ts';
import { createPdfiumEngine } from '../../apps/server/src/features/uploads/analysis/pdfium/pdfium-engine.ts';
import { mixedDocument } from '../analysis/generate-documents.mjs';
import { analyseWithMupdf, loadMupdf, MUPDF_VERSION } from './mupdf-analysis.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, 'no-pool': { type: 'boolean', default: false } },
});
const ROUNDS = Number(values.rounds);
const root = path.resolve(import.meta.dirname, '../..');
const corpusDir = path.resolve(root, '../shared/corpus/pdfjs');
const PAGES_PER_TASK = 50;
const PREFLIGHT_REPEATS = 50; // the reference pool's page ranges, as bench/analysis gives Ghostscript

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
// CPU time of this thread only: neither the pool's idle threads nor the garbage collector's
// helpers, and hardly moved by other work on a shared machine.
const cpuSeconds = (since) => {
  const used = process.threadCpuUsage(since);
  return (used.user + used.system) / 1e6;
};

const mupdf = await loadMupdf();
const startLoad = loadavg().map((x) => x.toFixed(1));
const dir = await mkdtemp(path.join(tmpdir(), 'preflight-bench-'));
console.log('generating documents…');
const book = path.join(dir, 'book-320.pdf');
const big = path.join(dir, 'mixed-500.pdf');
await writeFile(book, await mixedDocument(320));
await writeFile(big, await mixedDocument(500));
const corpus = existsSync(corpusDir)
  ? readdirSync(corpusDir)
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => path.join(corpusDir, name))
  : [];
if (corpus.length === 0) console.warn(`no corpus at ${corpusDir}: its rows stay empty`);
const realBook = corpus.filter((file) => path.basename(file) === 'freeculture.pdf');

const workloads = [
  { name: `pdf.js corpus, ${corpus.length} files`, files: corpus },
  { name: 'generated book, 320 p', files: [book] },
  { name: 'real book (freeculture), 352 p', files: realBook },
].filter((workload) => workload.files.length > 0);

const engine = await createPdfiumEngine();
/**
 * Not a side of the bar, an explanation of it: our analysis with the text layer (decision 0122)
 * left unread, the one thing it does that the MuPDF side does not. The same steps as analyseFile.
 */
async function analyseWithoutText(file) {
  const handle = await open(file, 'r');
  const documents = createDocumentCache(engine, 1);
  const pdfium = async () => ({ engine, documents });
  try {
    const source = { fd: handle.fd, size: (await handle.stat()).size };
    const pdf = { key: 1, path: file, type: 'pdf', source };
    const { facts, pagesToMeasure } = await inspectFile(pdf, true, pdfium);
    const range = { first: 1, last: pagesToMeasure, pictures: [], text: false };
    if (pagesToMeasure > 0) await measurePages(pdf, range, pdfium, () => {}).catch(() => {});
    return facts.pageCount;
  } finally {
    documents.releaseAll();
    await handle.close();
  }
}

// Each side as the other would be run: one file after another in this thread.
const sides = {
  ours: async (file) => (await analyseFile(file, { analyse: true })).pageCount,
  mupdf: async (file) => analyseWithMupdf(mupdf, file).pages.length,
  oursWithoutText: analyseWithoutText,
};

/** Both sides' facts of every file, side by side: mismatches are printed, never hidden. Also the warm-up. */
async function compareFacts(files) {
  const mismatches = [];
  const pageCounts = new Map();
  let pagesCompared = 0;
  for (const file of files) {
    const name = path.basename(file);
    const ours = await analyseFile(file, { analyse: true });
    const theirs = analyseWithMupdf(mupdf, file);
    pageCounts.set(file, theirs.pages.length);
    if (ours.pageCount !== theirs.pageCount || (ours.analysed && ours.pages.length !== theirs.pages.length))
      mismatches.push(
        `${name}: ${ours.status} ${ours.pageCount} pages, MuPDF ${theirs.status} ${theirs.pageCount}`,
      );
    if (!ours.analysed) continue;
    for (const page of ours.pages) {
      const other = theirs.pages[page.page - 1];
      if (!other) continue;
      pagesCompared++;
      const at = `${name} p${page.page}`;
      if (Math.abs(page.widthMm - other.widthMm) > 1 || Math.abs(page.heightMm - other.heightMm) > 1)
        mismatches.push(
          `${at}: size ${Math.round(page.widthMm)}×${Math.round(page.heightMm)} mm, MuPDF ${Math.round(other.widthMm)}×${Math.round(other.heightMm)}`,
        );
      if (page.kind !== other.kind) mismatches.push(`${at}: ${page.kind}, MuPDF ${other.kind}`);
      const lowest = (dpis) => (dpis.length > 0 ? Math.min(...dpis) : null);
      const [a, b] = [lowest(page.dpis), lowest(other.dpis)];
      if ((a === null) !== (b === null) || Math.abs((a ?? 0) - (b ?? 0)) > 1)
        mismatches.push(`${at}: lowest DPI ${a}, MuPDF ${b}`);
    }
  }
  return { pagesCompared, mismatches, pageCounts };
}

/** One side over the files in this thread: pages, CPU seconds of the thread, wall seconds. */
async function timeSide(analyse, files) {
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  let pages = 0;
  for (const file of files) pages += await analyse(file);
  return { pages, cpu: cpuSeconds(cpu), wall: (performance.now() - started) / 1000 };
}

/** MuPDF in one worker thread per core, over page-range tasks: the reference for our warm pool. */
async function mupdfPool(size, pageCounts) {
  const workers = await Promise.all(
    Array.from({ length: size }, async () => {
      const worker = new Worker(new URL('./mupdf-worker.mjs', import.meta.url));
      await new Promise((resolve) => worker.once('message', resolve));
      return worker;
    }),
  );
  const run = (worker, task) =>
    new Promise((resolve) => {
      worker.once('message', ({ pages }) => resolve(pages));
      worker.postMessage(task);
    });
  return {
    async analyse(files) {
      const tasks = files.flatMap((file) =>
        Array.from({ length: Math.ceil((pageCounts.get(file) ?? 0) / PAGES_PER_TASK) }, (_, i) => ({
          file,
          first: i * PAGES_PER_TASK + 1,
          last: (i + 1) * PAGES_PER_TASK,
        })),
      );
      let pages = 0;
      await Promise.all(
        workers.map(async (worker) => {
          for (let task = tasks.shift(); task; task = tasks.shift()) {
            // Not `pages += await …`: that reads `pages` before the wait and loses the other lane's pages.
            const measured = await run(worker, task);
            pages += measured;
          }
        }),
      );
      return pages;
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

console.log('comparing the facts of both (and warming up)…');
const check = await compareFacts([...new Set([...corpus, book, big])]);

// (a) one thread, interleaved rounds.
const samples = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const workload of workloads) {
    const order =
      round % 2 === 0 ? ['ours', 'mupdf', 'oursWithoutText'] : ['oursWithoutText', 'mupdf', 'ours'];
    for (const side of order) {
      const key = `${workload.name}|${side}`;
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key).push(await timeSide(sides[side], workload.files));
    }
  }
  console.log(`round ${round + 1}/${ROUNDS} done, load ${loadavg()[0].toFixed(1)}`);
}
const oneThread = workloads.map((workload) => {
  const of = (side) => {
    const runs = samples.get(`${workload.name}|${side}`);
    return {
      pages: runs[0].pages,
      cpu: median(runs.map((r) => r.cpu)),
      wall: median(runs.map((r) => r.wall)),
    };
  };
  const [ours, theirs, withoutText] = [of('ours'), of('mupdf'), of('oursWithoutText')];
  const perCpu = (side) => side.pages / side.cpu;
  const perWall = (side) => side.pages / side.wall;
  return {
    workload: workload.name,
    'pages ours/MuPDF': `${ours.pages}/${theirs.pages}`,
    'ours p/CPU s': Math.round(perCpu(ours)),
    'MuPDF p/CPU s': Math.round(perCpu(theirs)),
    'ratio CPU': +(perCpu(ours) / perCpu(theirs)).toFixed(2),
    'ours w/o text p/CPU s': Math.round(perCpu(withoutText)),
    'ours p/s': Math.round(perWall(ours)),
    'MuPDF p/s': Math.round(perWall(theirs)),
    'ratio wall': +(perWall(ours) / perWall(theirs)).toFixed(2),
  };
});

// (a) warm pools: ours as the server runs it, MuPDF with as many threads as our measuring workers.
let pools = [];
if (!values['no-pool']) {
  const pool = await createAnalysisPool();
  const reference = await mupdfPool(pool.size, check.pageCounts);
  const wall = new Map();
  const runOurs = async (files) =>
    (await Promise.all(files.map((file) => pool.analyse(file, { analyse: true })))).reduce(
      (sum, result) => sum + result.pageCount,
      0,
    );
  for (let round = 0; round <= ROUNDS; round++) {
    for (const workload of workloads) {
      const order = round % 2 === 0 ? ['ours', 'mupdf'] : ['mupdf', 'ours'];
      for (const side of order) {
        const started = performance.now();
        const pages =
          side === 'ours' ? await runOurs(workload.files) : await reference.analyse(workload.files);
        const key = `${workload.name}|${side}`;
        if (!wall.has(key)) wall.set(key, []);
        // Round 0 warms both pools up and is not counted.
        if (round > 0) wall.get(key).push(pages / ((performance.now() - started) / 1000));
      }
    }
  }
  pools = workloads.map((workload) => {
    const ours = median(wall.get(`${workload.name}|ours`));
    const theirs = median(wall.get(`${workload.name}|mupdf`));
    return {
      workload: workload.name,
      [`ours pool (${pool.size}) p/s`]: Math.round(ours),
      [`MuPDF ${pool.size} threads p/s`]: Math.round(theirs),
      ratio: +(ours / theirs).toFixed(2),
    };
  });
  await reference.close();
  await pool.close();
}

// (b) preflight of the 500-page file at the ordered size, from the analysis as the server stores
// and reads it (the pages as jsonb text, parsed back), through the order desk's own file check.
const preflight = [];
for (let round = 0; round < ROUNDS; round++) {
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  const result = await analyseFile(big, { analyse: true });
  const analysis = { cpu: cpuSeconds(cpu), wall: (performance.now() - started) / 1000 };
  const stored = JSON.stringify(result.pages);
  for (const format of ['A3', 'A2']) {
    // The step takes about a millisecond, less than the thread clock's tick: timed over repeats.
    const before = performance.now();
    const cpuBefore = process.threadCpuUsage();
    let checked;
    for (let repeat = 0; repeat < PREFLIGHT_REPEATS; repeat++) {
      const row = { ...result, id: 'bench', pages: JSON.parse(stored) };
      checked = fileCheckOf(row, format);
    }
    preflight.push({
      format,
      pages: result.pageCount,
      analysis,
      preflightCpu: cpuSeconds(cpuBefore) / PREFLIGHT_REPEATS,
      preflightWall: (performance.now() - before) / 1000 / PREFLIGHT_REPEATS,
      lowestDpi: checked.lowestDpi,
      size: checked.size.kind,
    });
  }
}
const preflightRows = ['A3', 'A2'].map((format) => {
  const runs = preflight.filter((run) => run.format === format);
  const analysisCpu = median(runs.map((run) => run.analysis.cpu));
  const analysisWall = median(runs.map((run) => run.analysis.wall));
  const stepCpu = median(runs.map((run) => run.preflightCpu));
  const stepWall = median(runs.map((run) => run.preflightWall));
  return {
    'ordered size': format,
    pages: runs[0].pages,
    'analysis CPU s': +analysisCpu.toFixed(2),
    'analysis wall s': +analysisWall.toFixed(2),
    'preflight CPU ms': +(stepCpu * 1000).toFixed(2),
    'preflight wall ms': +(stepWall * 1000).toFixed(2),
    'overhead CPU %': +((stepCpu / analysisCpu) * 100).toFixed(3),
    'overhead wall %': +((stepWall / analysisWall) * 100).toFixed(3),
    'lowest DPI at size': runs[0].lowestDpi,
    verdict: runs[0].size,
  };
});
await rm(dir, { recursive: true, force: true });

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, MuPDF ${MUPDF_VERSION}, load average ${startLoad.join(' ')} at start, ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} at the end, ${ROUNDS} rounds, medians`,
);
console.log(
  `facts compared on ${check.pagesCompared} pages: ${check.mismatches.length} mismatches${check.mismatches.length ? ':' : ''}`,
);
for (const line of check.mismatches) console.log(`  ${line}`);
console.log('\n(a) one thread: pages per CPU second (the figure to compare) and per second');
console.table(oneThread);
if (pools.length > 0) {
  console.log('(a) warm pools, pages per second (wall: moved by other work on the machine)');
  console.table(pools);
}
console.log(
  '(b) preflight at the ordered size from the stored analysis, against the analysis alone (one thread)',
);
console.table(preflightRows);
