// What reading the text layer (issue 31, decision 0122) adds to the analysis of a page: each page
// of each workload is loaded and measured as the analysis does it (images, then the ink render),
// then its text is read, and the thread's CPU time of each step is summed. Best of three passes
// after one to warm up; CPU time of this thread, which other work on a shared machine moves far
// less than wall time. Not run by tests.
//
// Run: node --import tsx bench/analysis/text-layer-share.mjs
import { openSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finishedBox } from '../../apps/server/src/features/uploads/analysis/pdfium/page-geometry.ts';
import { readPlacedImages } from '../../apps/server/src/features/uploads/analysis/pdfium/page-images.ts';
import { measurePageInk } from '../../apps/server/src/features/uploads/analysis/pdfium/page-ink.ts';
import { readPageText } from '../../apps/server/src/features/uploads/analysis/pdfium/page-text.ts';
import { openPdf } from '../../apps/server/src/features/uploads/analysis/pdfium/pdf-document.ts';
import { createPdfiumEngine } from '../../apps/server/src/features/uploads/analysis/pdfium/pdfium-engine.ts';
import { TEXT_LAYER_MAX_CHARS } from '../../apps/server/src/features/uploads/analysis/text-layer.ts';
import { writeDocuments } from './generate-documents.mjs';

const PASSES = 3;
const corpusDir = path.resolve(import.meta.dirname, '../../../shared/corpus/pdfjs');
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

const engine = await createPdfiumEngine();
const { lib } = engine;

/** One pass over the files: CPU milliseconds measuring the pages and reading their text. */
function pass(files) {
  const spent = { pages: 0, measure: 0, text: 0, chars: 0 };
  for (const file of files) {
    const opened = openPdf(engine, { fd: openSync(file, 'r'), size: statSync(file).size });
    if (!opened.ok) continue;
    const { document } = opened;
    for (let index = 0; index < document.pageCount; index++) {
      let at = cpuMs();
      const page = lib.FPDF_LoadPage(document.handle, index);
      const area = finishedBox(engine, document.handle, index);
      readPlacedImages(engine, page);
      if (area) measurePageInk(engine, page, area);
      let now = cpuMs();
      spent.measure += now - at;
      at = now;
      spent.chars += readPageText(engine, page, TEXT_LAYER_MAX_CHARS).length;
      now = cpuMs();
      spent.text += now - at;
      lib.FPDF_ClosePage(page);
      spent.pages++;
    }
    document.close();
  }
  return spent;
}

const dir = await mkdtemp(path.join(tmpdir(), 'text-layer-share-'));
const generated = await writeDocuments(dir);
const corpus = readdirSync(corpusDir)
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => path.join(corpusDir, name));
const workloads = [
  ['generated mixed', [generated.mixed]],
  ['generated scans', [generated.scans]],
  ['generated blank-looking', [generated.blankLooking]],
  ['pdf.js corpus', corpus],
];
const rows = [];
for (const [name, files] of workloads) {
  pass(files);
  const runs = Array.from({ length: PASSES }, () => pass(files));
  const best = (key) => Math.min(...runs.map((run) => run[key]));
  const measure = best('measure');
  const text = best('text');
  rows.push({
    workload: name,
    pages: runs[0].pages,
    'text characters': runs[0].chars,
    'measuring ms CPU': Math.round(measure),
    'text ms CPU': Math.round(text),
    'text per page ms': (text / runs[0].pages).toFixed(2),
    'text / measuring': `${((100 * text) / measure).toFixed(1)} %`,
  });
}
await rm(dir, { recursive: true, force: true });
console.table(rows);
