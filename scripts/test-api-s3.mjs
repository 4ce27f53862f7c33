// Runs the API suites that store files with the app's storage on an S3 bucket (decision 0128):
// s3rver started here (scripts/s3-test-server.mjs), or TEST_STORAGE_URL's bucket when it is set
// (credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY). Each app under test gets a prefix
// of its own in the bucket (apps/server/test/test-storage.ts). On PGlite, or on the PostgreSQL
// server named by TEST_DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const SUITES = [
  'apps/server/src/features/uploads/uploads.api.test.ts',
  'apps/server/src/features/uploads/filestore-files.api.test.ts',
  'apps/server/src/features/shares/shares.api.test.ts',
  'apps/server/src/features/orders/order-desk/scan-delivery.api.test.ts',
  'apps/server/src/features/orders/order-desk/order-desk.api.test.ts',
];

let server;
let env = { ...process.env };
if (!process.env.TEST_STORAGE_URL) {
  server = spawn(process.execPath, [path.join(root, 'scripts/s3-test-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: server.stdout }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the S3 test server stopped (${code})`)));
  });
  const { endpoint, bucket } = JSON.parse(line);
  env = {
    ...env,
    TEST_STORAGE_URL: `s3://${bucket}/api?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    // The keys s3rver accepts (test/s3-test-server.ts).
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}
console.log(`API suites that store files, on S3: ${env.TEST_STORAGE_URL}`);
// In CI its report is a file of its own (vitest.config.ts would name it after the database).
const report = process.env.TEST_REPORT_DIR
  ? [`--outputFile.json=${path.join(process.env.TEST_REPORT_DIR, 'vitest-s3.json')}`]
  : [];
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', ...report, ...SUITES, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
server?.kill('SIGTERM');
process.exit(run.status ?? 1);
