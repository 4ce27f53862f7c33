// Compares the file analysis with the reference results of the pdf.js corpus in
// ../shared/corpus/pdfjs (issue 4): page counts, sizes (1 mm), formats, colour / black-white /
// blank per page against the anchors' render classification and the lowest image DPI per page
// against pdfimages. Exits non-zero on any disagreement that docs/analysis-exceptions.json does
// not explain. The corpus is read in place and never copied into the repository.
// Run: npm run analysis:accuracy (tsx, so that the TypeScript engine is imported as is).
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAnalysisPool } from '../apps/server/src/features/uploads/analysis/analysis-pool.ts';
import { openPdf } from '../apps/server/src/features/uploads/analysis/pdfium/pdf-document.ts';
import { createPdfiumEngine } from '../apps/server/src/features/uploads/analysis/pdfium/pdfium-engine.ts';

const root = path.resolve(import.meta.dirname, '..');
const corpus = path.resolve(root, '../shared/corpus/pdfjs');
const anchorsFile = path.join(corpus, 'anchor-results.json');
const exceptionsFile = path.join(root, 'docs/analysis-exceptions.json');
const SIZE_TOLERANCE_MM = 1;
const DPI_TOLERANCE = 1; // pdfimages prints whole numbers

if (!existsSync(anchorsFile)) {
  console.error(
    `analysis:accuracy needs the reference corpus at ${corpus} (with anchor-results.json).\n` +
      'It lives in the shared folder beside the clone (../shared) and is never copied into the repository.',
  );
  process.exit(1);
}

const anchors = JSON.parse(readFileSync(anchorsFile, 'utf8'));
const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8')).exceptions;
const A_SERIES = new Set(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
const STATUS_OF = { ok: 'READY', password: 'READY_PASSWORD_PROTECTED', error: 'READY_NOT_ANALYZED' };
const KIND_OF = { colour: 'colour', bw: 'blackWhite', blank: 'blank' };

/** Every disagreement as { file, page, check, anchor, ours }. */
function compare(file, anchor, result) {
  const found = [];
  const differ = (page, check, expected, ours) => found.push({ file, page, check, anchor: expected, ours });
  const expectedStatus = STATUS_OF[anchor.pdfinfo.status];
  if (result.status !== expectedStatus) differ(null, 'status', expectedStatus, result.status);
  if (anchor.pdfinfo.status !== 'ok') return found;
  if (result.pageCount !== anchor.pdfinfo.pageCount)
    differ(null, 'pageCount', anchor.pdfinfo.pageCount, result.pageCount);

  const minPpi = anchor.pdfimages?.minPpiByPage ?? {};
  for (const expected of anchor.pdfinfo.pages) {
    const ours = result.pages[expected.n - 1];
    if (!ours) continue;
    const [width, height] = expected.sizeMm;
    if (
      Math.abs(ours.widthMm - width) > SIZE_TOLERANCE_MM ||
      Math.abs(ours.heightMm - height) > SIZE_TOLERANCE_MM
    )
      differ(expected.n, 'size', `${width}×${height}`, `${ours.widthMm}×${ours.heightMm}`);
    // Our formats are A0–A6 or custom; the anchors also name Letter and other sizes.
    const format = A_SERIES.has(expected.format) ? expected.format : 'custom';
    if (ours.format !== format) differ(expected.n, 'format', format, ours.format);

    const rendered = anchor.render?.pages?.[expected.n - 1];
    if (rendered && KIND_OF[rendered.class] !== ours.kind)
      differ(
        expected.n,
        'kind',
        `${KIND_OF[rendered.class]} (chroma ${rendered.stats.maxChroma})`,
        `${ours.kind} (chroma ${ours.maxChroma})`,
      );

    const anchorDpi = minPpi[String(expected.n)] ?? null;
    const ourDpi = ours.dpis.length > 0 ? Math.min(...ours.dpis) : null;
    const same =
      anchorDpi === null || ourDpi === null
        ? anchorDpi === ourDpi
        : Math.abs(anchorDpi - ourDpi) <= DPI_TOLERANCE;
    if (!same) differ(expected.n, 'dpi', anchorDpi, ourDpi);
  }
  return found;
}

const isExplained = (d) =>
  exceptions.some(
    (e) =>
      e.file === d.file &&
      (e.page ?? null) === d.page &&
      e.check === d.check &&
      String(e.ours) === String(d.ours),
  );

/** A file that needs a password must open with the right one: then it is locked, not broken. */
async function checkPasswords() {
  const engine = await createPdfiumEngine();
  const problems = [];
  for (const [file, password] of Object.entries(anchors.passwords ?? {})) {
    const fd = openSync(path.join(corpus, file), 'r');
    const opened = openPdf(engine, { fd, size: fstatSync(fd).size }, password);
    if (!opened.ok || opened.document.pageCount < 1) problems.push(`${file} does not open with its password`);
    else opened.document.close();
    closeSync(fd);
  }
  return problems;
}

const files = readdirSync(corpus)
  .filter((name) => name.endsWith('.pdf'))
  .sort();
const pool = await createAnalysisPool();
const started = performance.now();
const results = await Promise.all(
  files.map((file) => pool.analyse(path.join(corpus, file), { analyse: true })),
);
const seconds = (performance.now() - started) / 1000;
await pool.close();

const rows = [];
const unexplained = [];
const explained = [];
for (const [index, file] of files.entries()) {
  const anchor = anchors.files[file];
  const result = results[index];
  if (!anchor) {
    unexplained.push({ file, page: null, check: 'anchor', anchor: 'missing', ours: result.status });
    continue;
  }
  const disagreements = compare(file, anchor, result);
  for (const d of disagreements) (isExplained(d) ? explained : unexplained).push(d);
  const count = (check) => disagreements.filter((d) => d.check === check).length;
  const pages = result.pageCount;
  const score = (check) => (pages === 0 ? '–' : `${pages - count(check)}/${pages}`);
  rows.push({
    file,
    status: result.status,
    pages,
    size: score('size'),
    format: score('format'),
    kind: score('kind'),
    dpi: score('dpi'),
    explained: disagreements.filter(isExplained).length,
  });
}

const pageTotal = results.reduce((sum, result) => sum + result.pageCount, 0);
console.table(rows);
console.log(
  `${files.length} files, ${pageTotal} pages in ${seconds.toFixed(1)} s (${(pageTotal / seconds).toFixed(0)} pages/s, ${pool.size} workers)`,
);

const passwordProblems = await checkPasswords();
for (const problem of passwordProblems) console.log(`password check: ${problem}`);

const stale = exceptions.filter(
  (e) => !explained.some((d) => d.file === e.file && d.page === (e.page ?? null) && d.check === e.check),
);
for (const e of explained)
  console.log(`explained: ${e.file} p${e.page ?? '-'} ${e.check}: anchor ${e.anchor}, ours ${e.ours}`);
for (const e of stale)
  console.log(`no longer needed (remove from docs/analysis-exceptions.json): ${JSON.stringify(e)}`);
for (const d of unexplained)
  console.log(`DISAGREES: ${d.file} p${d.page ?? '-'} ${d.check}: anchor ${d.anchor}, ours ${d.ours}`);

const failed = unexplained.length > 0 || passwordProblems.length > 0 || stale.length > 0;
console.log(
  failed
    ? `analysis accuracy: ${unexplained.length} unexplained disagreement(s), ${stale.length} stale exception(s), ${passwordProblems.length} password problem(s)`
    : `analysis accuracy: ok (${explained.length} explained disagreement(s), see docs/analysis.md)`,
);
process.exit(failed ? 1 : 0);
