import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// With TEST_REPORT_DIR set (CI), each run also writes a JSON report that scripts/ci-summary.mjs
// adds up into the closing line; the database in use names the file, so the PGlite and the
// PostgreSQL runs do not overwrite each other.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_DATABASE_URL ? 'vitest-postgres' : 'vitest-pglite';

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `${reportName}.json`) } : undefined,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/test/setup.ts'],
          // Files share their worker: its modules are loaded once and its PGlite started once
          // (emptied for each file, test/test-app.ts). Starting PGlite costs a second of CPU.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
