import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// With TEST_REPORT_DIR set (CI), each run also writes a JSON report that scripts/ci-summary.mjs
// adds up into the closing line; the database in use names the file, so the PGlite and the
// PostgreSQL runs do not overwrite each other.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_DATABASE_URL ? 'vitest-postgres' : 'vitest-pglite';

/**
 * Two workers, as CI has two cores, and the projects one after another (sequence.groupOrder):
 * each project has a pool of its own, and pools running side by side put four or six busy
 * workers on two cores, where a component test's first render then outlasted its 5 s.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    // Only the server project runs in threads: those share a worker's modules and its PGlite
    // from file to file (started once, emptied for each file: test/test-app.ts), which halves the
    // API suite's time. Isolation is a pool setting, so it is set here for the threads pool.
    poolOptions: { threads: { isolate: false } },
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `${reportName}.json`) } : undefined,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/test/setup.ts'],
          pool: 'threads',
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
