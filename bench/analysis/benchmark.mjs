// Analysis speed (issue 4): pages per second of the warm worker pool on a generated 300-page
// mixed document, a generated scan-heavy document, generated pages that look blank and the
// pdf.js corpus, side by side with Ghostscript's inkcov device (1 and 2 processes) on the same
// files in the same run, and pages per CPU second of one thread (hardly moved by other work).
// Not run by tests. Run: npx tsx bench/analysis/benchmark.mjs   (copy the table to docs/PERFORMANCE.md)
// Ghostscript and poppler are reference tools, never dependencies: installed here if missing.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { analyseFile } from '../../apps/server/src/features/uploads/analysis/analyse-file.ts';
import { createAnalysisPool } from '../../apps/server/src/features/uploads/analysis/analysis-pool.ts';
import { pagesPerCpuSecond } from './cpu-per-page.mjs';
import { writeDocuments } from './generate-documents.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const corpusDir = path.resolve(root, '../shared/corpus/pdfjs');
const RUNS = 2; // best of two: the machine is shared, the better run is the less disturbed one
const GS_RESOLUTION = 50; // the resolution our pages are rendered at
const GS_PAGES_PER_TASK = 50;

const has = (tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function ensureReferenceTools() {
  if (has('gs') && has('pdfimages')) return true;
  if (process.getuid?.() !== 0) {
    console.warn('Ghostscript/poppler missing and not root: the reference columns stay empty.');
    return false;
  }
  console.log('installing ghostscript and poppler-utils (reference tools for this benchmark only)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'ghostscript', 'poppler-utils'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return has('gs');
}

/** Samples the process's resident memory (the workers are threads of it). */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024 / 1024);
  };
}

async function timeOurs(pool, files) {
  let best = Number.POSITIVE_INFINITY;
  let pages = 0;
  let peakRss = 0;
  for (let run = 0; run < RUNS; run++) {
    const stop = rssSampler();
    const started = performance.now();
    const results = await Promise.all(files.map((file) => pool.analyse(file, { analyse: true })));
    best = Math.min(best, (performance.now() - started) / 1000);
    peakRss = Math.max(peakRss, stop());
    pages = results.reduce((sum, result) => sum + result.pageCount, 0);
  }
  return { pages, seconds: best, peakRss };
}

/** Milliseconds from handing a file to the pool to its first facts, idle and while busy. */
async function firstFacts(pool, small, busyWith) {
  const factsOf = async (file) => {
    const started = performance.now();
    let latency = 0;
    await pool.analyse(file, {
      analyse: true,
      onFacts: () => {
        latency = performance.now() - started;
      },
    });
    return Math.round(latency);
  };
  const idle = await factsOf(small);
  const busy = pool.analyse(busyWith, { analyse: true });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [whileBusy] = await Promise.all([factsOf(small), busy]);
  return { idle, whileBusy };
}

function gs(file, first, last) {
  return new Promise((resolve, reject) => {
    const args = ['-q', '-dSAFER', '-dPrinted', `-r${GS_RESOLUTION}`, '-sDEVICE=inkcov', '-o', '/dev/null'];
    args.push(`-dFirstPage=${first}`, `-dLastPage=${last}`, file);
    const child = spawn('gs', args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gs ${code} on ${file}`))));
  });
}

/** Ghostscript over page-range tasks with `lanes` processes at a time. */
async function timeGs(tasks, lanes) {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const queue = [...tasks];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let task = queue.shift(); task; task = queue.shift()) await gs(task.file, task.first, task.last);
      }),
    );
    best = Math.min(best, (performance.now() - started) / 1000);
  }
  return best;
}

const rangesOf = (file, pages) =>
  Array.from({ length: Math.ceil(pages / GS_PAGES_PER_TASK) }, (_, i) => ({
    file,
    first: i * GS_PAGES_PER_TASK + 1,
    last: Math.min(pages, (i + 1) * GS_PAGES_PER_TASK),
  }));

const withGs = ensureReferenceTools();
const dir = await mkdtemp(path.join(tmpdir(), 'analysis-bench-'));
console.log('generating documents…');
const generated = await writeDocuments(dir);
const corpus = existsSync(corpusDir)
  ? readdirSync(corpusDir)
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => path.join(corpusDir, name))
  : [];
if (corpus.length === 0) console.warn(`no corpus at ${corpusDir}: that row stays empty`);

const load = loadavg()[0].toFixed(1);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
// Generating the documents leaves sharp and pdf-lib memory behind: the pool is measured from here.
const baseRss = mb(process.memoryUsage.rss());
const pool = await createAnalysisPool();
const warmRss = mb(process.memoryUsage.rss());
const workloads = [
  { name: 'generated mixed, 300 p', files: [generated.mixed] },
  { name: 'generated scans, 60 p', files: [generated.scans] },
  { name: 'generated blank-looking, 40 p', files: [generated.blankLooking] },
  { name: `pdf.js corpus, ${corpus.length} files`, files: corpus },
];
const rows = [];
for (const workload of workloads) {
  if (workload.files.length === 0) continue;
  const ours = await timeOurs(pool, workload.files);
  const row = {
    workload: workload.name,
    pages: ours.pages,
    'PDFium pool p/s': Math.round(ours.pages / ours.seconds),
    'RSS growth MB': ours.peakRss - baseRss,
  };
  if (withGs) {
    // Ghostscript gets the files it can open (the corpus has a locked and a broken one).
    const results = await Promise.all(workload.files.map((file) => pool.analyse(file, { analyse: false })));
    const tasks = workload.files.flatMap((file, i) =>
      results[i].status === 'READY' ? rangesOf(file, results[i].pageCount) : [],
    );
    const gsPages = results.reduce((sum, r) => sum + (r.status === 'READY' ? r.pageCount : 0), 0);
    row['gs inkcov 1 proc p/s'] = Math.round(gsPages / (await timeGs(tasks, 1)));
    row['gs inkcov 2 procs p/s'] = Math.round(gsPages / (await timeGs(tasks, 2)));
  }
  rows.push(row);
}
const facts = await firstFacts(pool, generated.scans, generated.mixed);
await pool.close();
// After the pool is gone, so that its threads add no CPU time and this thread's engine no RSS above.
for (const row of rows) {
  const { files } = workloads.find((workload) => workload.name === row.workload);
  row['1 thread p/CPU s'] = Math.round(await pagesPerCpuSecond(analyseFile, files, RUNS));
}
await rm(dir, { recursive: true, force: true });

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, ${Math.round(totalmem() / 2 ** 30)} GB, load average ${load} at start`,
);
console.table(rows);
console.log(
  `RSS: ${baseRss} MB before the pool, +${warmRss - baseRss} MB with the warm pool (${pool.size} measuring workers + 1 for first facts); the table shows the peak growth over ${baseRss} MB during each workload`,
);
console.log(
  `first facts (page count, sizes, password) of a 60-page file: ${facts.idle} ms with the pool idle, ${facts.whileBusy} ms while it measures a 300-page file`,
);
