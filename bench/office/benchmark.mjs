// Office conversion (issue 32 point 2, decision 0132): how long a 20-page Word document takes to
// become a PDF through the portal's converter (LibreOffice headless in its own process group,
// prlimit, a profile per slot), the first time (a new profile) and after that (the slot's profile
// reused), with the analysis of the PDF that follows; next to a bare `soffice --convert-to` with a
// fresh profile in the same run; and what the limits do with the hostile documents (a table of
// 200 000 rows, a zip bomb). The bar: a 20-page DOCX under 5 s on this machine.
// Not run by tests. Run: nice -n 19 npx tsx bench/office/benchmark.mjs   (copy the table to docs/PERFORMANCE.md)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { analyseFile } from '../../apps/server/src/features/uploads/analysis/analyse-file.ts';
import { createOfficeConverter } from '../../apps/server/src/features/uploads/office/office-converter.ts';
import { officePackageFits } from '../../apps/server/src/features/uploads/office/office-package-check.ts';
import { hugeTableDocx, pagesDocx, zipBombDocx } from '../../apps/server/test/office-fixtures.ts';

const SOFFICE = process.env.OFFICE_CONVERTER || '/usr/bin/soffice';
const WARM_RUNS = 5;
const PAGES = 20;
// About 40 lines of text a page: a letter or report of 20 full A4 pages.
const LINES_PER_PAGE = 40;

const work = await mkdtemp(path.join(tmpdir(), 'office-bench-'));
const docx = path.join(work, 'rapport.docx');
writeFileSync(docx, pagesDocx(PAGES, undefined, LINES_PER_PAGE));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => (ms / 1000).toFixed(2);

/** One conversion through the portal's converter and the analysis of its PDF; milliseconds of each. */
async function portalConversion(converter) {
  const started = performance.now();
  const outcome = await converter.convert(docx, 'rapport.docx');
  if (!outcome.ok) throw new Error(`${outcome.reason}: ${outcome.detail}`);
  const converted = performance.now();
  const analysis = await analyseFile(outcome.pdfPath, { analyse: true });
  const done = performance.now();
  await converter.release(outcome.pdfPath);
  if (analysis.pageCount !== PAGES) throw new Error(`expected ${PAGES} pages, got ${analysis.pageCount}`);
  return { convertMs: converted - started, analyseMs: done - converted };
}

/** The reference: soffice by hand with a fresh profile, no limits, no process group. */
function bareSoffice(run) {
  const profile = path.join(work, `bare-profile-${run}`);
  const started = performance.now();
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      path.join(work, `bare-${run}`),
      docx,
    ],
    { stdio: 'ignore' },
  );
  return performance.now() - started;
}

const converterOptions = { binary: SOFFICE, timeoutMs: 60_000, memoryMb: 2048, slots: 1 };
const rows = [];
try {
  // A new converter per cold run: its slot's profile is made on the first conversion. Interleaved
  // with the bare reference, so that neither has the warmer disk cache.
  const cold = [];
  const bare = [];
  for (let run = 0; run < 3; run++) {
    const converter = createOfficeConverter({
      ...converterOptions,
      workRoot: path.join(work, `cold-${run}`),
    });
    cold.push(await portalConversion(converter));
    bare.push(bareSoffice(run));
  }
  const converter = createOfficeConverter({ ...converterOptions, workRoot: path.join(work, 'warm') });
  await portalConversion(converter);
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run++) warm.push(await portalConversion(converter));

  const row = (what, runs) => {
    const convert = runs.map((r) => r.convertMs);
    const total = runs.map((r) => r.convertMs + r.analyseMs);
    rows.push(
      `| ${what} | ${runs.length} | ${seconds(median(convert))} | ${seconds(Math.max(...convert))} | ${seconds(median(total))} | ${seconds(Math.max(...total))} |`,
    );
  };
  row('portal converter, new profile (first conversion of a slot)', cold);
  row('portal converter, profile reused', warm);
  rows.push(
    `| reference: bare \`soffice --convert-to pdf\`, new profile | ${bare.length} | ${seconds(median(bare))} | ${seconds(Math.max(...bare))} | — | — |`,
  );

  // The hostile documents: how long until the limits answer.
  const hostile = [];
  const tableFile = path.join(work, 'tabel.docx');
  writeFileSync(tableFile, hugeTableDocx(200_000));
  const limited = createOfficeConverter({
    ...converterOptions,
    timeoutMs: 10_000,
    workRoot: path.join(work, 'limited'),
  });
  let started = performance.now();
  const table = await limited.convert(tableFile, 'tabel.docx');
  hostile.push(
    `| table of 200 000 rows, limit 10 s | ${table.ok ? 'converted' : table.reason} | ${seconds(performance.now() - started)} |`,
  );
  const bombFile = path.join(work, 'bom.docx');
  writeFileSync(bombFile, zipBombDocx(256));
  started = performance.now();
  const fits = await officePackageFits(bombFile);
  hostile.push(
    `| zip bomb (256 MB of zeros in a 256 kB package) | ${fits ? 'passed the check' : 'conversionTooLarge'} | ${seconds(performance.now() - started)} |`,
  );

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${new Date().toISOString()} · ${availableParallelism()} cores (${cpu}) · ${Math.round(totalmem() / 2 ** 30)} GB · load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} · LibreOffice ${execFileSync(SOFFICE, ['--version']).toString().trim()}\n`,
  );
  console.log(`A ${PAGES}-page DOCX (${LINES_PER_PAGE} lines a page), seconds:\n`);
  console.log(
    '| conversion | runs | convert, median | convert, max | to analysed PDF, median | to analysed PDF, max |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log('\nHostile documents:\n');
  console.log('| document | outcome | seconds |');
  console.log('|---|---|---|');
  for (const line of hostile) console.log(line);
} finally {
  await rm(work, { recursive: true, force: true });
}
