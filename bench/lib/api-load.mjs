// What the API benchmarks share (bench/catalogue, bench/print-store): the portal server as a child
// process on PGlite or a fresh database on a PostgreSQL server, the references measured beside it in
// the same run (a Fastify hello-world, the plain write of decision 0059), autocannon with the
// figures the tables print, and the clean-up. Each benchmark is its own process, so the children,
// the temporary folder and the databases to drop are this module's state. Not run by tests.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The project's Node (24) for the servers, whichever node runs the benchmark. */
const serverNode = existsSync(path.join(root, 'node_modules/node/bin/node'))
  ? path.join(root, 'node_modules/node/bin/node')
  : process.execPath;

const children = new Set();
/** The children the benchmark stopped itself (any other exit of a portal is reported). */
const stopped = new WeakSet();
/** Async steps after the servers stopped: dropping the benchmark databases. */
const cleanUps = [];
const folders = [];
// Last resort, whatever happened: no server child and no temporary file outlives the benchmark.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder (the portals' DATA_DIRs), removed when the benchmark exits. */
function temporaryFolder(prefix) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/** The portals' logs, whose last lines a failed run prints. */
const portalLogs = [];

/**
 * Stops every server the benchmark started and drops its databases; after a failure (`error`),
 * first prints the error and the last lines of each portal's log.
 */
async function finish(error) {
  for (const child of children) stopped.add(child);
  if (error) {
    console.error(error);
    for (const log of portalLogs) {
      const lines = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-20) : [];
      console.error(`\n${log}, last lines:\n${lines.join('\n')}`);
    }
  }
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  for (const step of cleanUps) await step().catch((error) => console.error('clean-up:', error.message));
}

/** The machine as the tables' heading says it: cores and the load average when the run began. */
function machineLine() {
  return `${cpus().length} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A server child of the benchmark, on the project's Node, stopped when the benchmark ends. `log`: a
 * file for the child's standard output (its log lines), else they are dropped.
 */
export function start(args, { cwd = root, env = process.env, log } = {}) {
  const stdout = log ? openSync(log, 'a') : 'ignore';
  const child = spawn(serverNode, args, { cwd, env, stdio: ['ignore', stdout, 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Waits until the URL answers 2xx (at most 180 s). */
export async function waitFor(url) {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 180_000) throw new Error(`${url} did not answer within 180 s`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await sleep(250);
  }
}

/** One call for setting a run up; anything but 2xx stops the benchmark. */
export async function call(base, method, url, { headers = {}, body, raw } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...headers,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(raw ? { 'content-type': 'application/octet-stream' } : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** The `name=value` of a cookie the answer sets, for the next calls' Cookie header. */
export const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));

/**
 * The first reference of every table: a Fastify that answers `{ hello: 'world' }`; with `bytes`,
 * one that answers a JSON body of that many bytes, made once (what sending an answer of that
 * size costs this machine, server and client, without any work to make it).
 */
export async function startHelloWorld({ bytes } = {}) {
  const port = await freePort();
  const answer = bytes
    ? `const body = Buffer.from(JSON.stringify({ hello: 'w'.repeat(${Math.max(bytes - 12, 1)}) }));
app.get('/', (request, reply) => reply.type('application/json; charset=utf-8').send(body));`
    : `app.get('/', async () => ({ hello: 'world' }));`;
  const script = `import Fastify from 'fastify';
const app = Fastify();
${answer}
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = start(['--input-type=module', '-e', script], { cwd: path.join(root, 'apps/server') });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`);
  return { base, pid: child.pid };
}

/**
 * CPU time (user + system, all threads) a process has used, in ms, from /proc (Linux); null
 * elsewhere. Per request it moves less with other work on the machine than req/s does.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A fresh database `<prefix>_<random>` on the given PostgreSQL server, dropped at `finish()`. */
async function benchmarkDatabase(serverUrl, prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanUps.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The portal as a child process (the project's Node with tsx, `NODE_ENV=development` so the demo
 * data exists), on PGlite under `dataDir` or, with `postgres`, on a fresh database of that server;
 * with the plain write of decision 0059 on the same database beside it.
 * - `profileDir`: the portal runs with `--cpu-prof` and writes its profile there when stopped.
 * - `semiSpace`: `--max-semi-space-size` in MB (`npm start` passes 2: decision 0014).
 * - `env`: more of the portal's environment.
 */
async function startPortal({
  postgres,
  databaseUrl,
  dataDir,
  databasePrefix,
  profileDir,
  semiSpace = '2',
  env: extra = {},
}) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  // `databaseUrl`: the database of an earlier start of this portal (its data kept); else a fresh one.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else if (postgres) env.DATABASE_URL = await benchmarkDatabase(postgres, databasePrefix);
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const log = path.join(dataDir, 'portal.log');
  mkdirSync(dataDir, { recursive: true });
  portalLogs.push(log);
  const portal = start(
    [
      ...profiling,
      `--max-semi-space-size=${semiSpace}`,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'portal-process.mjs'),
    ],
    {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...env,
        DATA_DIR: path.join(dataDir, 'portal'),
        PORT: String(port),
        HOST: '127.0.0.1',
        // Development: the demo seed (catalogues, stores and accounts) is added at start.
        NODE_ENV: 'development',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        MALLOC_ARENA_MAX: '2',
        ...extra,
      },
      log,
    },
  );
  // Said at once: a load against a portal that is gone reports only connection errors.
  portal.once('exit', (code, signal) => {
    if (!stopped.has(portal))
      console.error(`\nthe portal (pid ${portal.pid}) stopped: ${signal ?? `exit code ${code}`}`);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v3/health`);
  const plainWrite = await startPlainWrite(env.DATABASE_URL ?? path.join(dataDir, 'plain-pglite'));
  return { base, portal, databaseUrl: env.DATABASE_URL, plainWrite };
}

/**
 * The reference for writes (plain-write-server.mjs): a bare Fastify that upserts each body as
 * one row, on the same kind of database as the portal it is measured beside (for PostgreSQL the
 * portal's own benchmark database, in a table of its own).
 */
async function startPlainWrite(database) {
  const port = await freePort();
  const child = start([path.join(import.meta.dirname, 'plain-write-server.mjs'), String(port), database], {
    cwd: path.join(root, 'apps/server'),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  return { base, pid: child.pid };
}

/** Stops a portal and waits for it to exit (a CPU profile is written on the way out). */
async function stopPortal(portal) {
  stopped.add(portal);
  if (portal.exitCode !== null || portal.signalCode !== null) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  portal.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
}

/**
 * CPU time (ms) of the PostgreSQL backends serving the benchmark's database, per backend pid:
 * the database's part of a request, which the server process's CPU does not show.
 */
async function backendCpuOf(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]).filter(([, ms]) => ms !== null));
  } finally {
    await client.end();
  }
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)];

/**
 * autocannon on one endpoint: `request` holds the URL and what every connection sends;
 * `requestsOf(i)` (optional) gives connection i the requests it sends in turn instead (its own
 * customer's or visitor's path and headers). `serverPid` is the process whose CPU a request is
 * counted; `databaseUrl` a PostgreSQL database whose backends' CPU is counted too. Any non-2xx
 * answer, error or timeout rejects: a figure is only given for a run in which every call
 * succeeded.
 */
export async function load({ title, request, requestsOf, serverPid, databaseUrl, connections, seconds }) {
  const backendsBefore = databaseUrl ? await backendCpuOf(databaseUrl) : null;
  const measured = await new Promise((resolve, reject) => {
    const cpuBefore = cpuMsOf(serverPid);
    // Every connection's first request also waits for a busy server to accept the connection
    // (Node accepts one per event-loop turn): kept apart, so the steady state shows too.
    const answered = new Set();
    const steady = [];
    let firstError;
    let connection = 0;
    const instance = autocannon(
      {
        ...request,
        connections,
        duration: seconds,
        // A slow answer counts in the latencies instead of being dropped as a timeout (10 s).
        timeout: 60,
        // setRequests, not setRequest: the latter changes only the connection's first request,
        // after which autocannon goes back to the shared `request` (so every connection called
        // as customer 0: the catalogue figures before 25 November 2026 were one customer's).
        ...(requestsOf ? { setupClient: (client) => client.setRequests(requestsOf(connection++)) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(
            new Error(
              `${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts${firstError ? ` (the first: ${firstError.message})` : ''}`,
            ),
          );
        steady.sort((a, b) => a - b);
        const cpuAfter = cpuMsOf(serverPid);
        resolve({
          cpuUs:
            cpuBefore === null || cpuAfter === null
              ? null
              : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
          title,
          p50: result.latency.p50,
          p99: result.latency.p99,
          steadyP99: Math.round(percentile(steady, 0.99)),
          rps: result.requests.average,
          bytes: Math.round(result.throughput.total / result.requests.total),
          requests: result.requests.total,
        });
      },
    );
    instance.on('reqError', (error) => {
      firstError ??= error;
    });
    instance.on('response', (client, _status, _bytes, responseTime) => {
      if (answered.has(client)) steady.push(responseTime);
      else answered.add(client);
    });
  });
  if (backendsBefore) {
    // Backends the pool opened during the load count whole.
    let ms = 0;
    for (const [pid, after] of await backendCpuOf(databaseUrl)) ms += after - (backendsBefore.get(pid) ?? 0);
    measured.databaseCpuUs = (ms * 1000) / measured.requests;
  }
  return measured;
}

/**
 * A Markdown table of measured rows. `shares` are its share columns: a heading and, per row, the
 * req/s of the reference the row is read against (null: the column does not apply to the row).
 */
export function printTable(rows, shares) {
  const micros = (value) => (value === null || value === undefined ? '–' : Math.round(value));
  const headings = [
    'endpoint',
    'p50 ms',
    'p99 ms',
    'p99 ms without first requests',
    'req/s',
    ...shares.map((share) => share.heading),
    'server CPU µs a request',
    'PostgreSQL CPU µs a request',
    'bytes a response',
  ];
  console.log(`| ${headings.join(' | ')} |`);
  console.log(`|${headings.map(() => '---').join('|')}|`);
  for (const row of rows) {
    const shareCells = shares.map((share) => {
      const reference = share.of(row);
      return reference ? `${((row.rps / reference) * 100).toFixed(1)} %` : '–';
    });
    const cells = [
      row.title,
      row.p50,
      row.p99,
      row.steadyP99,
      Math.round(row.rps),
      ...shareCells,
      micros(row.cpuUs),
      micros(row.databaseCpuUs),
      row.bytes,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

/**
 * A benchmark's run: `measure(label, portal, hello)` on the portal on PGlite (unless `skipPglite`)
 * and on a fresh database of the `postgres` server, with one hello-world for both, then every
 * server stopped and every benchmark database dropped; the process exits (1 after a failure,
 * with the error and the portals' last log lines).
 * - `name`: the benchmark's, for its temporary folder and databases (`<name>_bench_…`).
 * - `profile`: a folder for the portals' CPU profiles (`<profile>/pglite`, `<profile>/postgres`).
 * - `portal`: more of startPortal's options (`semiSpace`, `env`).
 * - `before()`: measured first, before any server starts (the catalogue's price engine).
 * - `prepare(label, { dataDir, databaseUrl })`: data too large to make through the API (the file
 *   store's 100,000 files), written straight into the database between a first start of the portal
 *   (migrations, demo data) and the measured one; PGlite is one process's, so the portal is stopped
 *   meanwhile. `dataDir` is the portal's DATA_DIR, `databaseUrl` its PostgreSQL database (or undefined).
 * - `afterPortal(label, { dataDir, databaseUrl })`: run once the measured portal has stopped, on its
 *   database (the file store's bare SQL on the same PGlite folder, which one process opens at a time).
 */
export async function runOnDatabases({
  name,
  skipPglite,
  postgres,
  profile,
  portal = {},
  before,
  prepare,
  measure,
  afterPortal,
}) {
  try {
    console.log(machineLine());
    await before?.();
    const dir = temporaryFolder(`${name.replaceAll('_', '-')}-bench-`);
    const hello = await startHelloWorld();
    const databases = [
      ...(skipPglite ? [] : [{ label: 'PGlite (embedded, as npm start)', folder: 'pglite' }]),
      ...(postgres ? [{ label: 'PostgreSQL', folder: 'postgres', server: postgres }] : []),
    ];
    for (const { label, folder, server } of databases) {
      const options = {
        ...portal,
        postgres: server,
        dataDir: path.join(dir, folder),
        databasePrefix: `${name}_bench`,
        profileDir: profile ? path.join(profile, folder) : undefined,
      };
      let started = await startPortal(options);
      if (prepare) {
        await stopPortal(started.portal);
        // The second start brings a plain write of its own, on the same embedded database folder.
        process.kill(started.plainWrite.pid, 'SIGTERM');
        await sleep(500);
        await prepare(label, {
          dataDir: path.join(options.dataDir, 'portal'),
          databaseUrl: started.databaseUrl,
        });
        started = await startPortal({ ...options, databaseUrl: started.databaseUrl });
      }
      await measure(label, started, hello);
      await stopPortal(started.portal);
      await afterPortal?.(label, {
        dataDir: path.join(options.dataDir, 'portal'),
        databaseUrl: started.databaseUrl,
      });
    }
  } catch (error) {
    await finish(error);
    process.exit(1);
  }
  await finish();
  process.exit(0);
}
