// Runs the API suite against a PostgreSQL server, so that every query is proven on a real server
// as well as on the embedded PGlite: the test files of `npm run test:unit` whose imports reach the
// database module (vitest's `related`). The others (the PDF analysis, the XJDF writer, date
// maths) run the same code either way; on two cores they were a fifth of this stage.
import { execFileSync, spawnSync } from 'node:child_process';

const url =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { hostname, port } = new URL(url);

function ready() {
  return spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432'], { stdio: 'ignore' }).status === 0;
}

if (!ready()) {
  console.error(`PostgreSQL is not answering at ${hostname}:${port || 5432}.`);
  process.exit(1);
}

console.log(`API suite on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//***@')}`);
execFileSync('npx', ['vitest', 'related', 'apps/server/src/db/database.ts', '--run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
