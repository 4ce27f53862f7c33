// Adds up the JSON reports that vitest and Playwright wrote into TEST_REPORT_DIR during a CI run
// and prints one plain closing line, "N passed, N failed, N skipped", as the very last line of the
// run (CI reads it). It fails when a report is missing, when any test failed or was skipped, or
// when no test ran at all, so a green CI always means every suite ran. A report that is missing
// because an earlier step failed counts as nothing: the line then shows what did run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TEST_REPORT_DIR;
if (!dir) {
  console.error('TEST_REPORT_DIR is not set.');
  process.exit(1);
}

const expected = ['vitest-pglite.json', 'playwright.json', 'vitest-postgres.json', 'vitest-s3.json'];

/** Counts of one report, by the runner that wrote it. */
function countsOf(file) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const { expected: ok, unexpected, flaky, skipped } = report.stats;
  return { passed: ok + flaky, failed: unexpected, skipped };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const file of expected) {
  let counts;
  try {
    counts = countsOf(file);
  } catch (error) {
    console.log(`${file}: no readable report (${error.message})`);
    missing = true;
    continue;
  }
  console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}

console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (missing || total.failed > 0 || total.skipped > 0 || total.passed === 0) process.exit(1);
