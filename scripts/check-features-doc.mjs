// Checks docs/FEATURES.md, so that a newcomer who follows it lands on a real file: every
// backticked repo path exists and is no glob; in the tables, every code cell names files, every
// `api:`/`unit:`/`e2e:` proof names its test by its full path, and every row that is done or
// partial has code to read and a proof (a file, or an `npm run` script of package.json).
// Fails listing every problem; part of `npm run lint`. Another file to check may be given as the
// argument (paths in it still count from the repository's root).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const docPath = process.argv[2] ?? 'docs/FEATURES.md';
const lines = readFileSync(path.resolve(root, docPath), 'utf8').split('\n');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};

/** A word that names a file in the repository: a folder in it and a known file extension. */
const REPO_PATH = /^[\w.@*<>{}-][^\s]*\/[^\s]*\.(ts|tsx|js|jsx|mjs|cjs|css|md|json|sql|yml|yaml|html)$/;
const TEST_PREFIX = /^(api|unit|e2e):\s*(\S+)/;

const problems = [];
const problem = (lineNumber, text) => problems.push(`${docPath}:${lineNumber}: ${text}`);

const isFile = (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();
const backticked = (text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
/** The repo paths in a text: words of its backticked spans, without punctuation around them. */
const repoPaths = (text) =>
  backticked(text)
    .flatMap((span) => span.split(/\s+/))
    .map((word) => word.replace(/^[([]+|[)\],;:]+$/g, ''))
    .filter((word) => REPO_PATH.test(word));

/** Checks one path: there, and a file rather than a pattern. True when it is usable. */
function checkPath(file, lineNumber) {
  if (file.includes('*')) {
    problem(lineNumber, `\`${file}\` is a glob; name the file`);
    return false;
  }
  if (!isFile(file)) {
    problem(lineNumber, `\`${file}\` does not exist`);
    return false;
  }
  return true;
}

let pathCount = 0;
let rowCount = 0;
let columns = null;

lines.forEach((line, index) => {
  const lineNumber = index + 1;
  for (const file of repoPaths(line)) {
    pathCount += 1;
    checkPath(file, lineNumber);
  }

  if (!line.startsWith('|')) {
    columns = null;
    return;
  }
  // Cells, split on the pipes that are not escaped (`\|` inside a cell).
  const cells = line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());
  if (cells.every((cell) => /^:?-+:?$/.test(cell))) return;
  if (columns === null) {
    columns = cells.map((cell) => cell.toLowerCase());
    for (const needed of ['status', 'code', 'proof']) {
      if (!columns.includes(needed)) problem(lineNumber, `table without a "${needed}" column`);
    }
    return;
  }

  rowCount += 1;
  const cell = (name) => cells[columns.indexOf(name)] ?? '';
  const status = cell('status');
  const code = cell('code');
  const proof = cell('proof');
  const mustBeProven = /^(done|partial)\b/i.test(status);

  // The code cell: files only (a root file such as `.dependency-cruiser.cjs` included), or —.
  let codeFiles = 0;
  for (const span of backticked(code)) {
    if (span.includes('*')) problem(lineNumber, `\`${span}\` in the code column is a glob; name the file`);
    else if (!isFile(span)) problem(lineNumber, `\`${span}\` in the code column is not a file`);
    else codeFiles += 1;
  }
  if (mustBeProven && codeFiles === 0)
    problem(lineNumber, `a ${status.split(/\W/)[0]} row names no code file`);

  // The proof cell: tests by their full path; a done or partial row has a proof.
  let proofs = 0;
  for (const span of backticked(proof)) {
    const test = TEST_PREFIX.exec(span);
    if (test) {
      if (!REPO_PATH.test(test[2])) problem(lineNumber, `\`${span}\` names no repo-relative test path`);
      else if (isFile(test[2]) && !test[2].includes('*')) proofs += 1;
      continue;
    }
    const npmRun = /^npm run ([\w:.-]+)/.exec(span);
    if (npmRun) {
      if (scripts[npmRun[1]] === undefined)
        problem(lineNumber, `\`${span}\`: package.json has no such script`);
      else proofs += 1;
      continue;
    }
    proofs += repoPaths(`\`${span}\``).filter((file) => isFile(file) && !file.includes('*')).length;
  }
  if (mustBeProven && proofs === 0)
    problem(lineNumber, `a ${status.split(/\W/)[0]} row names no test or check`);
});

if (problems.length > 0) {
  console.error(`${docPath}: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${docPath}: OK, ${rowCount} rows, ${pathCount} paths, every one a file that exists`);
