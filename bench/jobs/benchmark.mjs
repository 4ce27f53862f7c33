// The job runner under a queue of mixed jobs (issue 28): what one claim costs as the queue grows,
// and how a runner works through 10,000 queued jobs while other kinds' jobs arrive, on the
// embedded PGlite and, with --postgres, on PostgreSQL. Not run by tests. From the repo root:
//   node bench/jobs/benchmark.mjs [--jobs 10000] [--depths 10,1000,10000,100000] [--claims 200]
//     [--postgres postgres://user@host/db]   also on a fresh database on that server (dropped at the end)
//     [--skip-pglite]                         only the PostgreSQL server that --postgres names
//     [--before <commit> --before-depths 10,1000 --before-claims 20]   also the claim of that commit
//                                             (its server code and migrations, from git), at depths it can bear
// The portal's own code does the work (openDatabase, its migrations, the jobs repository and
// runner, loaded with tsx); the PGlite lives in a temporary folder, as under `npm start`. Copy
// the tables to docs/PERFORMANCE.md.
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    depths: { type: 'string', default: '10,1000,10000,100000' },
    claims: { type: 'string', default: '200' },
    postgres: { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
    before: { type: 'string' },
    'before-depths': { type: 'string', default: '10,1000' },
    'before-claims': { type: 'string', default: '20' },
  },
});
const JOBS = Number(options.jobs);
const DEPTHS = options.depths.split(',').map(Number);
const CLAIMS = Number(options.claims);
/** Upload sessions whose files wait in the queue (fair turns between them, decision 0026). */
const SESSIONS = 20;

const root = path.resolve(import.meta.dirname, '../..');
const load = (file, from = 'apps/server') => tsImport(path.join(root, from, 'src', file), import.meta.url);
const { openDatabase } = await load('db/database.ts');
const { createJobsRepository } = await load('platform/jobs/jobs.repository.ts');
const { createJobRunner } = await load('platform/jobs/job-runner.ts');
const { defineJob } = await load('platform/jobs/job-definition.ts');
const { jobs } = await load('platform/jobs/jobs.tables.ts');

const dir = mkdtempSync(path.join(tmpdir(), 'jobs-bench-'));
const cleanUps = [];
/** The earlier commit's server code, inside the checkout so that it finds node_modules. */
const beforeDir = path.join(root, 'bench/jobs/.before');
process.on('exit', () => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(beforeDir, { recursive: true, force: true });
});
let before;
if (options.before) {
  mkdirSync(beforeDir, { recursive: true });
  execSync(`git archive ${options.before} apps/server/src apps/server/migrations | tar -x -C ${beforeDir}`, {
    cwd: root,
  });
  const from = path.relative(root, path.join(beforeDir, 'apps/server'));
  before = {
    openDatabase: (await load('db/database.ts', from)).openDatabase,
    createJobsRepository: (await load('platform/jobs/jobs.repository.ts', from)).createJobsRepository,
    depths: options['before-depths'].split(',').map(Number),
  };
}

/**
 * The kinds, with the portal's settings: mail delivery (no group, 4 at once), file analysis
 * (grouped by upload session, 4 at once and at most 3 of one session), the hourly sweeps and
 * the discard of closed sessions' files (singletons), and a probe kind with no backlog.
 */
const mail = defineJob({ kind: 'mail.deliver', payload: z.object({}), maxAttempts: 8 });
const analysis = defineJob({
  kind: 'uploads.analyse-file',
  payload: z.object({}),
  maxAttempts: 3,
  grouped: true,
});
const discard = defineJob({
  kind: 'uploads.discard-closed-session-files',
  payload: z.object({}),
  maxAttempts: 3,
});
const sweeps = ['uploads.sweep-abandoned', 'orders.sweep-idempotency-keys'].map((kind) =>
  defineJob({ kind, payload: z.object({}), maxAttempts: 1 }),
);
const probe = defineJob({ kind: 'bench.probe', payload: z.object({}), maxAttempts: 1 });

async function open(name, opener = openDatabase) {
  if (name === 'PGlite') return opener({ pgliteDir: path.join(dir, `pglite-${randomUUID().slice(0, 8)}`) });
  const { default: pg } = await import('pg');
  const database = `jobs_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: options.postgres });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  cleanUps.push(async () => {
    const client = new pg.Client({ connectionString: options.postgres });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });
  const url = new URL(options.postgres);
  url.pathname = `/${database}`;
  return opener({ databaseUrl: url.toString() });
}

/**
 * `count` queued jobs, due since a minute before `now`: 60 % mails, 40 % analyses spread over
 * the sessions, one queued discard and the two sweeps due in an hour; and as many analyses done
 * in the last quarter of an hour, as the table keeps finished jobs.
 */
async function fill(db, count, now) {
  await db.delete(jobs);
  const due = new Date(now.getTime() - 60_000).toISOString();
  const finished = new Date(now.getTime() - 5 * 60_000).toISOString();
  const mails = Math.round(count * 0.6);
  const analyses = count - mails;
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts)
    select ${mail.kind}, '{}', ${due}::timestamptz + (i || ' ms')::interval, 8 from generate_series(1, ${mails}) i`);
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts, group_key)
    select ${analysis.kind}, '{}', ${due}::timestamptz + (i || ' ms')::interval, 3, 'sessie-' || (i % ${SESSIONS})
    from generate_series(1, ${analyses}) i`);
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts, group_key, status, finished_at)
    select ${analysis.kind}, '{}', ${due}::timestamptz, 3, 'sessie-' || (i % ${SESSIONS}), 'done', ${finished}::timestamptz
    from generate_series(1, ${count}) i`);
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts, singleton_key)
    values (${discard.kind}, '{}', ${due}::timestamptz, 3, ${discard.kind})`);
  for (const sweep of sweeps)
    await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts, singleton_key)
      values (${sweep.kind}, '{}', ${new Date(now.getTime() + 3_600_000).toISOString()}::timestamptz, 1, ${`recurring:${sweep.kind}`})`);
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
const ms = (value) => (value >= 10 ? value.toFixed(0) : value.toFixed(2));

/**
 * Claims as the runner does (4 free slots; analyses at most 3 of a session), mails and analyses
 * in turn, each claim given back untimed so the queue keeps its depth.
 */
async function claimLatencies(db, depth, code = { createJobsRepository }, claims = CLAIMS) {
  const now = new Date();
  await fill(db, depth, now);
  const repository = code.createJobsRepository(db);
  const leaseUntil = new Date(now.getTime() + 30_000);
  const timings = { [mail.kind]: [], [analysis.kind]: [] };
  const warm = Math.min(20, claims / 4);
  for (let i = 0; i < claims + warm; i += 1) {
    const kind = i % 2 === 0 ? mail.kind : analysis.kind;
    const started = performance.now();
    const analyses = kind === analysis.kind;
    // The earlier claim took maxPerGroup itself, and ranked every kind by groups.
    const groups = code === before ? (analyses ? 3 : undefined) : analyses ? { maxPerGroup: 3 } : undefined;
    const rows = await repository.claim(kind, 'bench', now, leaseUntil, 4, groups);
    const took = performance.now() - started;
    if (rows.length !== 4) throw new Error(`claimed ${rows.length} ${kind} jobs at depth ${depth}, not 4`);
    await repository.release(
      rows.map((row) => row.id),
      'bench',
    );
    if (i >= warm) timings[kind].push(took); // the first rounds warm the caches
  }
  return timings;
}

/**
 * A runner (one instance) with do-nothing handlers works through `count` queued jobs. Meanwhile,
 * every 100 ms, a probe job of a kind with no backlog and the first file of a new upload session
 * are enqueued: how long each waits to start is what a customer's upload feels of the backlog.
 */
async function throughput(db, count) {
  await fill(db, count, new Date());
  const log = { info() {}, warn() {}, error: (...args) => console.error(...args), child: () => log };
  const runner = createJobRunner({ db, clock: { now: () => new Date() }, log });
  let finished = 0;
  let allDone;
  const done = new Promise((resolve) => {
    allDone = resolve;
  });
  const work = async () => {
    finished += 1;
    if (finished === count) allDone();
  };
  const waits = { probe: [], session: [] };
  const started = new Map();
  const noted = (name) => async (payload) => {
    const at = started.get(payload.at);
    if (at !== undefined) waits[name].push(performance.now() - at);
  };
  const handler = (job, concurrency, run, extra = {}) => ({
    job,
    concurrency,
    retryDelayMs: () => 1000,
    run,
    ...extra,
  });
  runner.handle([
    handler(mail, 4, work),
    {
      ...handler(analysis, 4, (payload) => (payload.at ? noted('session')(payload) : work())),
      job: { ...analysis, payload: z.object({ at: z.string().optional() }) },
      maxPerGroup: 3,
    },
    handler(discard, 1, async () => {}),
    ...sweeps.map((sweep) => handler(sweep, 1, async () => {}, { everyMs: 3_600_000 })),
    { ...handler(probe, 1, noted('probe')), job: { ...probe, payload: z.object({ at: z.string() }) } },
  ]);
  const begin = performance.now();
  await runner.start();
  let probes = 0;
  const prober = setInterval(() => {
    probes += 1;
    const at = String(probes);
    started.set(at, performance.now());
    void runner.enqueue({ ...probe, payload: z.object({ at: z.string() }) }, { at });
    void runner.enqueue(
      { ...analysis, payload: z.object({ at: z.string() }) },
      { at },
      { groupKey: `probe-${at}` },
    );
  }, 100);
  await done;
  const seconds = (performance.now() - begin) / 1000;
  clearInterval(prober);
  await runner.stop();
  return { seconds, perSecond: count / seconds, waits };
}

const databases = [
  ...(options['skip-pglite'] ? [] : ['PGlite']),
  ...(options.postgres ? ['PostgreSQL'] : []),
];
console.log(
  `${cpus().length} CPUs (${cpus()[0]?.model}), load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, Node ${process.version}\n`,
);
const latencyRows = [];
const throughputRows = [];
for (const name of databases) {
  const database = await open(name);
  await database.migrate();
  for (const depth of DEPTHS) {
    const timings = await claimLatencies(database.db, depth);
    latencyRows.push(
      `| ${name} | ${depth.toLocaleString('en')} | ${ms(percentile(timings[mail.kind], 0.5))} | ${ms(percentile(timings[mail.kind], 0.99))} | ${ms(percentile(timings[analysis.kind], 0.5))} | ${ms(percentile(timings[analysis.kind], 0.99))} |`,
    );
    console.error(`${name}, ${depth} queued: claims measured`);
  }
  const run = await throughput(database.db, JOBS);
  await database.close();
  if (before) {
    const earlier = await open(name, before.openDatabase);
    await earlier.migrate();
    for (const depth of before.depths) {
      const timings = await claimLatencies(earlier.db, depth, before, Number(options['before-claims']));
      latencyRows.push(
        `| ${name}, ${options.before} (before) | ${depth.toLocaleString('en')} | ${ms(percentile(timings[mail.kind], 0.5))} | ${ms(percentile(timings[mail.kind], 0.99))} | ${ms(percentile(timings[analysis.kind], 0.5))} | ${ms(percentile(timings[analysis.kind], 0.99))} |`,
      );
      console.error(`${name}, ${options.before}, ${depth} queued: claims measured`);
    }
    await earlier.close();
  }
  const wait = (values) =>
    values.length === 0
      ? '–'
      : `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))} / ${ms(Math.max(...values))}`;
  throughputRows.push(
    `| ${name} | ${JOBS.toLocaleString('en')} | ${run.seconds.toFixed(1)} | **${run.perSecond.toFixed(0)}** | ${run.waits.probe.length} | ${wait(run.waits.probe)} | ${wait(run.waits.session)} |`,
  );
  console.error(`${name}: ${JOBS} jobs run`);
}

const beforeClaims = options.before ? `, ${Number(options['before-claims']) / 2} before` : '';
console.log(
  `Claim latency (${CLAIMS / 2} claims of each kind${beforeClaims}, 4 slots, given back untimed; ms):\n`,
);
console.log(
  '| database | queued jobs | mail claim p50 | mail claim p99 | analysis claim p50 | analysis claim p99 |',
);
console.log('|---|---|---|---|---|---|');
for (const row of latencyRows) console.log(row);
console.log(
  `\nOne runner through ${JOBS.toLocaleString('en')} queued jobs (60 % mails, 40 % analyses of ${SESSIONS} sessions, handlers that do nothing), with a probe job of an idle kind and a new session's first file every 100 ms (wait from enqueue to start, ms):\n`,
);
console.log(
  '| database | jobs | seconds | jobs/s | probes | probe wait p50 / p99 / max | new session file wait p50 / p99 / max |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of throughputRows) console.log(row);
for (const cleanUp of cleanUps) await cleanUp();
