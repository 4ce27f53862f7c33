// One pass of the analysis over some files in this thread, as a whole process for an outside
// timer (`/usr/bin/time -v`, or a tool that runs two commands in turn): run it against this
// checkout and against an older one (`--root`, e.g. a `git archive` of the commit before a change
// with this checkout's node_modules linked in) and compare CPU time and peak memory pair by pair.
// Not run by tests.
//
// Run: node --import tsx bench/analysis/one-pass.mjs [--root DIR] [--write-generated DIR] [FILE|DIR ...]
//   no files: the pdf.js corpus in ../shared/corpus/pdfjs;
//   --write-generated DIR: writes the benchmark's generated documents there and exits.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDocuments } from './generate-documents.mjs';

const here = path.resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  options: { root: { type: 'string', default: here }, 'write-generated': { type: 'string' } },
  allowPositionals: true,
});

if (values['write-generated']) {
  console.log(await writeDocuments(values['write-generated']));
  process.exit(0);
}

const pdfsIn = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => path.join(dir, name));
const inputs = positionals.length > 0 ? positionals : [path.resolve(here, '../shared/corpus/pdfjs')];
const files = inputs.flatMap((input) => (statSync(input).isDirectory() ? pdfsIn(input) : [input]));

const module = path.join(
  path.resolve(values.root),
  'apps/server/src/features/uploads/analysis/analyse-file.ts',
);
const { analyseFile } = await import(pathToFileURL(module).href);

let pages = 0;
let textChars = 0;
const before = process.cpuUsage();
for (const file of files) {
  const result = await analyseFile(file, { analyse: true });
  pages += result.pageCount;
  textChars += result.textLayer?.length ?? 0;
}
const used = process.cpuUsage(before);
const cpuSeconds = (used.user + used.system) / 1e6;
console.log(
  `${files.length} files, ${pages} pages, ${textChars} characters of text, ${cpuSeconds.toFixed(2)} CPU s in the pass, ${Math.round(pages / cpuSeconds)} pages per CPU s`,
);
