// Upload throughput (issue 4): a 1 GiB file through the real upload protocol (decision 0009) over
// loopback, as flow.js sends it (524288-byte octet chunks, 3 in flight), once as one file and once
// as three files of a third each, next to a plain one-request stream of the same bytes to the same
// disk in the same run (and the same plain server taking the same 524288-byte requests, to show
// what chunking itself costs). Samples the server's RSS (/proc/<pid>/status) every 100 ms.
// Not run by tests. Run from the repo root (copy the table to docs/PERFORMANCE.md):
//   node bench/upload/benchmark.mjs [--runs 3] [--mib 1024] [--profile] [--postgres postgres://user@host/db]
//     [--server-flags="--some-v8-flag"]
// Figures only: exits non-zero on a real error (a non-2xx answer, a server that does not start), never on a target.
import { execFileSync, spawn } from 'node:child_process';
import { randomFillSync, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    mib: { type: 'string', default: '1024' },
    profile: { type: 'boolean', default: false },
    // A PostgreSQL server to measure on instead of the embedded PGlite: the benchmark makes a
    // fresh database there (upload_bench_<random>) and drops it at the end.
    postgres: { type: 'string' },
    // Extra Node/V8 flags for the portal server, to try a setting without changing the code,
    // e.g. --server-flags="--heap-growing-percent=100" (with "=": the value starts with a dash).
    'server-flags': { type: 'string', default: '' },
  },
});
const RUNS = Number(options.runs); // best of three: the machine is shared, the best run is the least disturbed
const TOTAL = Number(options.mib) * 2 ** 20;
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(TOTAL) || TOTAL < 8 * 2 ** 20)
  throw new Error('--runs must be at least 1 and --mib a whole number of at least 8');
const CHUNK = 524288; // UPLOAD_CHUNK_SIZE_BYTES
const IN_FLIGHT = 3; // flow.js simultaneousUploads, across all files
const BLOCK = 64 * 2 ** 20; // the random block the test file repeats
const TARGET_SHARE = 0.8;
const TARGET_RSS_MB = 100;
// DEMO_ACCOUNTS.customer in apps/server/src/features/seed/demo-seed.ts (seeded outside production).
const CUSTOMER = { username: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };

const mib = (bytes) => bytes / 2 ** 20;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;
const seconds = (from) => (performance.now() - from) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The project's Node (24) for the servers, whichever node runs this script. */
const serverNode = existsSync(path.join(root, 'node_modules/node/bin/node'))
  ? path.join(root, 'node_modules/node/bin/node')
  : process.execPath;

// ---------------------------------------------------------------------------------------------
// Processes and clean-up

const dir = mkdtempSync(path.join(tmpdir(), 'upload-bench-'));
const children = new Set();
const cleanUps = []; // async steps after the servers stopped (dropping the benchmark database)
// Last resort, whatever happened: no server child and no temporary file outlive the benchmark.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
let shuttingDown = false;
async function shutDown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all([...children].map((child) => stopChild(child)));
  for (const step of cleanUps) await step().catch((error) => console.error('clean-up:', error.message));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing ${dir}`);
    void shutDown(130);
  });
}

function startChild(args, { cwd = root, env = process.env, stdout = 'inherit' } = {}) {
  const child = spawn(serverNode, args, { cwd, env, stdio: ['ignore', stdout, 'inherit'] });
  children.add(child);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(() => children.delete(child));
  return child;
}

async function stopChild(child) {
  if (!children.has(child)) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timer);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Peak resident memory of another process, read from /proc every 100 ms. */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}
/** CPU seconds (user + system, all threads) another process has used so far. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime and stime (fields 14, 15)
}
/** CPU seconds of the server child and of this process (the client) from now on. */
function cpuMeter(pid) {
  const server = cpuOf(pid);
  const client = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(client);
    return { serverCpu: cpuOf(pid) - server, clientCpu: (used.user + used.system) / 1e6 };
  };
}

/** Peak RSS from now on; segment() gives the peak since the last segment (chunks, finalise, analysis). */
function rssSampler(pid) {
  let peak = rssOf(pid);
  let segmentPeak = peak;
  const sample = () => {
    try {
      const rss = rssOf(pid);
      peak = Math.max(peak, rss);
      segmentPeak = Math.max(segmentPeak, rss);
    } catch {
      // the process is gone: the error shows elsewhere
    }
  };
  const timer = setInterval(sample, 100);
  return {
    segment() {
      sample();
      const result = segmentPeak;
      segmentPeak = 0;
      return result;
    },
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/**
 * Writes the page cache out before each measured phase. Without it, the kernel is still
 * writing back (and the file system discarding) the previous phase's gigabyte while the next
 * one runs, and whichever workload comes first after the plain runs measured 20–40 % slower.
 */
function settleDisk() {
  execFileSync('sync');
}

// ---------------------------------------------------------------------------------------------
// HTTP over loopback with keep-alive

/** One request; `body` is a Buffer, a readable stream or an object (sent as JSON). */
function request(agent, port, { method = 'GET', url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const json = body !== undefined && !Buffer.isBuffer(body) && typeof body.pipe !== 'function';
    const payload = json ? Buffer.from(JSON.stringify(body)) : body;
    const allHeaders = { ...headers };
    if (json) allHeaders['content-type'] = 'application/json';
    if (Buffer.isBuffer(payload)) allHeaders['content-length'] = payload.length;
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: url, headers: allHeaders, agent });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    if (payload && typeof payload.pipe === 'function') payload.pipe(outgoing);
    else outgoing.end(payload);
  });
}

function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: HTTP ${response.status} (expected ${status}): ${response.text.slice(0, 300)}`);
  return response;
}

// ---------------------------------------------------------------------------------------------
// The test file: 1 GiB of a repeated 64 MiB random block (incompressible, never zeros)

async function writeTestFile(file, size) {
  const block = randomFillSync(Buffer.allocUnsafe(Math.min(BLOCK, size)));
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < size; ) {
      const { bytesWritten } = await handle.write(block, 0, Math.min(block.length, size - written));
      written += bytesWritten;
    }
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The portal

/** A fresh database on the given PostgreSQL server, dropped again at the end. */
async function benchmarkDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `upload_bench_${randomUUID().slice(0, 8)}`;
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

async function startPortal(dataDir) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL; // PGlite under DATA_DIR, the default of `npm start`, unless --postgres
  if (options.postgres) env.DATABASE_URL = await benchmarkDatabase(options.postgres);
  const profileDir = path.join(dir, 'profile');
  const args = [
    // As `npm start` runs the portal (apps/server/package.json, decision 0014).
    '--max-semi-space-size=2',
    ...options['server-flags'].split(' ').filter(Boolean),
    ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ];
  const server = startChild([...args, '--import', 'tsx', 'src/server.ts'], {
    // The log as in production (level info, JSON lines), to a file instead of a collector.
    stdout: openSync(path.join(dir, 'portal.log'), 'a'),
    cwd: path.join(root, 'apps/server'),
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      // As `npm start` runs the portal (apps/server/package.json, decision 0012).
      MALLOC_ARENA_MAX: '2',
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const started = performance.now();
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the portal server stopped during start (see its output above)');
    if (seconds(started) > 180)
      throw new Error('the portal server did not answer /api/v3/health within 180 s');
    const health = await request(agent, port, { url: '/api/v3/health' }).catch(() => null);
    if (health?.status === 200) return { server, port, agent, profileDir, database: health.json().database };
    await sleep(250);
  }
}

async function openBrowser(portal) {
  const login = await request(portal.agent, portal.port, {
    method: 'POST',
    url: '/api/v3/auth/login',
    body: CUSTOMER,
  });
  const token = expectStatus(login, 200, 'login').json().jwtToken;
  const session = expectStatus(
    await request(portal.agent, portal.port, {
      url: '/api/v3/uploads/session',
      headers: { authorization: `Bearer ${token}` },
    }),
    200,
    'upload session',
  );
  const cookie = (session.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('upload_session='));
  if (!cookie) throw new Error('the upload session answer set no upload_session cookie');
  return { headers: { authorization: `Bearer ${token}`, cookie }, sessionId: session.json().sessionId };
}

// flow.js geometry with forceChunkSize off (packages/shared/src/rules/upload-chunks.ts).
const chunkCountOf = (size) => Math.max(Math.floor(size / CHUNK), 1);
const chunkSizeOf = (size, number) => (number === chunkCountOf(size) ? size - (number - 1) * CHUNK : CHUNK);

/**
 * Uploads byte ranges of the source file as flow.js does: one queue of chunks, file after file
 * in order, IN_FLIGHT requests at a time across all files; a file is finalised as soon as its
 * last chunk is in, while the next file's chunks go on. Returns the timings.
 */
async function uploadAsFlow(portal, browser, source, files, meter = () => ({})) {
  const queue = files.flatMap((file) =>
    Array.from({ length: chunkCountOf(file.size) }, (_, i) => ({ file, number: i + 1 })),
  );
  for (const file of files) {
    file.identifier = randomUUID();
    file.remaining = chunkCountOf(file.size);
  }
  const latencies = [];
  const finalised = [];
  const started = performance.now();

  const finalise = async (file) => {
    const answer = await request(portal.agent, portal.port, {
      method: 'POST',
      url: `/api/v3/uploads/${browser.sessionId}/files`,
      headers: browser.headers,
      body: {
        identifier: file.identifier,
        name: file.name,
        relativePath: file.name,
        chunkCount: chunkCountOf(file.size),
        unzip: false,
        analyse: true,
      },
    });
    file.uuid = expectStatus(answer, 201, `finalise ${file.name}`).json().files[0].uuid;
  };

  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      const buffer = Buffer.allocUnsafe(2 * CHUNK); // the last chunk takes the remainder (< 2 chunks)
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { file, number } = item;
        const size = chunkSizeOf(file.size, number);
        const { bytesRead } = await source.read(buffer, 0, size, file.offset + (number - 1) * CHUNK);
        if (bytesRead !== size) throw new Error(`short read of chunk ${number} of ${file.name}`);
        const query = new URLSearchParams({
          sessionId: browser.sessionId,
          flowChunkNumber: String(number),
          flowChunkSize: String(CHUNK),
          flowCurrentChunkSize: String(size),
          flowTotalSize: String(file.size),
          flowIdentifier: file.identifier,
          flowFilename: file.name,
          flowRelativePath: file.name,
          flowTotalChunks: String(chunkCountOf(file.size)),
        });
        const sent = performance.now();
        const answer = await request(portal.agent, portal.port, {
          method: 'POST',
          url: `/api/v3/upload?${query}`,
          headers: { ...browser.headers, 'content-type': 'application/octet-stream' },
          body: buffer.subarray(0, size),
        });
        expectStatus(answer, 200, `chunk ${number} of ${file.name}`);
        latencies.push(performance.now() - sent);
        file.remaining -= 1;
        if (file.remaining === 0) finalised.push(finalise(file));
      }
    }),
  );
  const chunksDone = seconds(started);
  const chunkCpu = meter();
  await Promise.all(finalised);
  const total = seconds(started);
  return { chunkSeconds: chunksDone, totalSeconds: total, latencies, chunkCpu, totalCpu: meter() };
}

/** Waits until the analysis of each file is done, then removes it (frees disk and the name). */
async function settleAndRemove(portal, browser, files) {
  for (const file of files) {
    const url = `/api/v3/uploads/${browser.sessionId}/files/${file.uuid}`;
    const waitStart = performance.now();
    for (;;) {
      const row = expectStatus(
        await request(portal.agent, portal.port, { url, headers: browser.headers }),
        200,
        `poll ${file.name}`,
      ).json();
      if (row.status !== 'ANALYZING') break;
      if (seconds(waitStart) > 120) throw new Error(`${file.name} still ANALYZING after 120 s`);
      await sleep(200);
    }
    expectStatus(
      await request(portal.agent, portal.port, { method: 'DELETE', url, headers: browser.headers }),
      204,
      `remove ${file.name}`,
    );
  }
}

/**
 * The other promise: page count and sizes within 300 ms of finalise. A generated
 * 300-page mixed PDF goes through the protocol; then the file is polled every 5 ms from the
 * moment finalise answered until its page count is there, and on until it is READY.
 */
async function firstFacts(portal, browser) {
  const { mixedDocument } = await import('../analysis/generate-documents.mjs');
  const file = path.join(dir, 'first-facts.pdf');
  await writeFile(file, await mixedDocument(300));
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  const item = { name: 'first-facts.pdf', offset: 0, size };
  await uploadAsFlow(portal, browser, handle, [item]);
  const answered = performance.now();
  await handle.close();
  const url = `/api/v3/uploads/${browser.sessionId}/files/${item.uuid}`;
  let factsMs = null;
  for (;;) {
    const row = expectStatus(
      await request(portal.agent, portal.port, { url, headers: browser.headers }),
      200,
      'poll first-facts.pdf',
    ).json();
    if (factsMs === null && row.pageCount !== null) factsMs = performance.now() - answered;
    if (row.status !== 'ANALYZING') {
      console.log(
        `first facts of a ${row.pageCount}-page PDF (${mib(size).toFixed(1)} MiB): ${factsMs.toFixed(0)} ms after finalise answered (target 300 ms); ${row.status} after ${((performance.now() - answered) / 1000).toFixed(1)} s`,
      );
      break;
    }
    if (performance.now() - answered > 120_000)
      throw new Error('first-facts.pdf still ANALYZING after 120 s');
    await sleep(5);
  }
  await request(portal.agent, portal.port, { method: 'DELETE', url, headers: browser.headers });
}

// ---------------------------------------------------------------------------------------------
// The plain reference: one request, the same bytes, the same disk

async function startPlainServer(target) {
  await mkdir(target, { recursive: true });
  const child = startChild([path.join(import.meta.dirname, 'plain-server.mjs'), target], { stdout: 'pipe' });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.exited.then(() => reject(new Error('the plain server stopped during start')));
  });
  return { child, port, agent: new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT }), target };
}

async function plainStream(plain, source, run) {
  const name = `plain-${run}.bin`;
  const started = performance.now();
  const answer = await request(plain.agent, plain.port, {
    method: 'POST',
    url: `/${name}`,
    headers: { 'content-type': 'application/octet-stream', 'content-length': TOTAL },
    body: createReadStream(source),
  });
  expectStatus(answer, 200, 'plain stream');
  const elapsed = seconds(started);
  await rm(path.join(plain.target, name), { force: true });
  return elapsed;
}

/**
 * The cost of chunking itself: the same 524288-byte requests, 3 in flight, to the plain server,
 * each chunk to a file of its own, without any check, manifest or rename.
 */
async function plainChunks(plain, source, run) {
  const count = chunkCountOf(TOTAL);
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      const buffer = Buffer.allocUnsafe(2 * CHUNK);
      for (let number = next++; number <= count; number = next++) {
        const size = chunkSizeOf(TOTAL, number);
        await source.read(buffer, 0, size, (number - 1) * CHUNK);
        const answer = await request(plain.agent, plain.port, {
          method: 'POST',
          url: `/chunk-${run}-${number}`,
          headers: { 'content-type': 'application/octet-stream' },
          body: buffer.subarray(0, size),
        });
        expectStatus(answer, 200, `plain chunk ${number}`);
      }
    }),
  );
  const elapsed = seconds(started);
  for (let number = 1; number <= count; number += 1)
    await rm(path.join(plain.target, `chunk-${run}-${number}`), { force: true });
  return elapsed;
}

// ---------------------------------------------------------------------------------------------
// CPU profile of the server (--profile): where the server's main thread spends its time while
// chunks arrive. V8's profile clock and process.hrtime are both CLOCK_MONOTONIC.

const CATEGORIES = [
  ['PGlite (SQL, WebAssembly)', (url) => url.includes('@electric-sql/pglite')],
  ['drizzle-orm', (url) => url.includes('drizzle-orm')],
  ['JWT (jose)', (url) => url.includes('/jose/')],
  ['zod', (url) => url.includes('/zod/')],
  [
    'Fastify + plugins, pino',
    (url) => /\/(fastify|@fastify|find-my-way|avvio|light-my-request|pino|fast-json-stringify)/.test(url),
  ],
  ['fs (write streams, rename, mkdir, manifest)', (url) => /^node:(internal\/)?fs/.test(url)],
  ['streams', (url) => /^node:(internal\/)?stream/.test(url) || url.startsWith('node:internal/webstreams')],
  [
    'http parser + sockets',
    (url) => /^node:(_http|internal\/http|net|internal\/net|internal\/stream_base)/.test(url),
  ],
  ['crypto (hashes)', (url) => url.startsWith('node:internal/crypto') || url === 'node:crypto'],
  ['portal code', (url) => url.includes('/apps/server/src/') || url.includes('/packages/shared/src/')],
  ['other node internals', (url) => url.startsWith('node:')],
];

function summariseProfile(profileDir, windows) {
  const files = existsSync(profileDir)
    ? readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))
    : [];
  // The main thread's profile: thread id 0 in CPU.<date>.<time>.<pid>.<tid>.<seq>.cpuprofile
  const main = files.find((name) => name.split('.')[4] === '0') ?? files[0];
  if (!main) return null;
  // Kept for a closer look (Chrome DevTools, Performance, load profile); the temp dir goes.
  const kept = path.join(tmpdir(), 'upload-bench-server.cpuprofile');
  copyFileSync(path.join(profileDir, main), kept);
  const profile = JSON.parse(readFileSync(kept, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** Native frames (no url: fs bindings, hashing) count for the JavaScript that called them. */
  const callerOf = (id) => {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (frame.url) return frame;
    }
    return nodes.get(id).callFrame;
  };
  /** PGlite's own file I/O (its NODEFS calls node:fs synchronously) counts as PGlite. */
  const withinPglite = (id) => {
    for (let at = id; at !== undefined; at = parents.get(at))
      if (CATEGORIES[0][1](nodes.get(at).callFrame.url)) return true;
    return false;
  };
  const packageOf = (url) => `other: ${/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url || '?')}`;
  const byCategory = new Map();
  const byFunction = new Map();
  let time = profile.startTime;
  let inWindow = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i];
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (!windows.some(([from, to]) => time >= from && time <= to)) continue;
    inWindow += delta;
    const leaf = nodes.get(profile.samples[i]).callFrame;
    const caller = callerOf(profile.samples[i]);
    const category = leaf.functionName.startsWith('(')
      ? leaf.functionName
      : withinPglite(profile.samples[i])
        ? CATEGORIES[0][0]
        : (CATEGORIES.find(([, test]) => test(caller.url))?.[0] ?? packageOf(caller.url));
    byCategory.set(category, (byCategory.get(category) ?? 0) + delta);
    const where = (frame) =>
      `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(root, '')}`;
    const key = leaf.url ? where(leaf) : `${leaf.functionName} (native) < ${where(caller)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
  }
  return { inWindow, byCategory, byFunction, kept };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const load = loadavg()[0].toFixed(1);
  const source = path.join(dir, 'source.bin');
  console.log(`writing a ${mib(TOTAL)} MiB test file to ${dir}…`);
  await writeTestFile(source, TOTAL);

  console.log(
    `starting the portal server on ${options.postgres ? 'PostgreSQL' : 'PGlite'} (migrations, demo seed)…`,
  );
  const portal = await startPortal(path.join(dir, 'data'));
  const browser = await openBrowser(portal);
  const plain = await startPlainServer(path.join(dir, 'plain'));
  const handle = await open(source, 'r');

  // A warm-up upload (8 MiB) so that the first measured run does not pay for first calls.
  const warmUp = [{ name: 'warm-up.bin', offset: 0, size: Math.min(8 * 2 ** 20, TOTAL) }];
  await uploadAsFlow(portal, browser, handle, warmUp);
  await settleAndRemove(portal, browser, warmUp);
  await sleep(1000);
  const portalBase = rssOf(portal.server.pid);
  const plainBase = rssOf(plain.child.pid);

  const third = Math.floor(TOTAL / 3);
  const workloads = {
    one: (run) => [{ name: `bench-${run}-whole.bin`, offset: 0, size: TOTAL }],
    three: (run) =>
      [TOTAL - 2 * third, third, third].map((size, i) => ({
        name: `bench-${run}-part-${i + 1}.bin`,
        offset: i === 0 ? 0 : TOTAL - (3 - i) * third,
        size,
      })),
  };
  const results = { plain: [], plainChunks: [], one: [], three: [] };
  const windows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Interleaved, so that a disturbance of the shared machine spreads over all three.
    settleDisk();
    const plainRss = rssSampler(plain.child.pid);
    const plainCpu = cpuMeter(plain.child.pid);
    const plainSeconds = await plainStream(plain, source, run);
    results.plain.push({ seconds: plainSeconds, ...plainCpu(), peak: plainRss.stop() });
    settleDisk();
    const chunksRss = rssSampler(plain.child.pid);
    const chunksCpu = cpuMeter(plain.child.pid);
    const chunkSeconds = await plainChunks(plain, handle, run);
    results.plainChunks.push({ seconds: chunkSeconds, ...chunksCpu(), peak: chunksRss.stop() });
    console.log(
      `run ${run}: plain stream ${(mib(TOTAL) / plainSeconds).toFixed(0)} MB/s, plain server with ${CHUNK}-byte requests ${(mib(TOTAL) / chunkSeconds).toFixed(0)} MB/s`,
    );

    for (const kind of ['one', 'three']) {
      const files = workloads[kind](run);
      settleDisk();
      const rss = rssSampler(portal.server.pid);
      const cpu = cpuMeter(portal.server.pid);
      const meter = () => ({ ...cpu(), rss: rss.segment() });
      const from = process.hrtime.bigint() / 1000n;
      // CPU until the last chunk and until the last finalise answered; the analysis after is not counted.
      const timing = await uploadAsFlow(portal, browser, handle, files, meter);
      windows.push([Number(from), Number(process.hrtime.bigint() / 1000n)]);
      await settleAndRemove(portal, browser, files);
      const analysisRss = rss.segment();
      results[kind].push({ ...timing, analysisRss, peak: rss.stop() });
      console.log(
        `run ${run}: protocol, ${files.length === 1 ? 'one file' : 'three files'} ${(mib(TOTAL) / timing.chunkSeconds).toFixed(0)} MB/s chunks, ${(mib(TOTAL) / timing.totalSeconds).toFixed(0)} MB/s with finalise, server RSS ${signed(mib(results[kind].at(-1).peak - portalBase))} MB (${Math.round(mib(rssOf(portal.server.pid)))} MB after)`,
      );
    }
  }
  await handle.close();
  const portalAfter = rssOf(portal.server.pid);

  // ---- the table
  const best = (list, key) => list.reduce((a, b) => (b[key] < a[key] ? b : a));
  const plainBest = best(results.plain, 'seconds').seconds;
  const plainRate = mib(TOTAL) / plainBest;
  const peakOf = (list) => Math.max(...list.map((item) => item.peak));
  const mbRound = (bytes) => Math.round(mib(bytes));
  // CPU seconds per GiB, the mean over the runs: far less disturbed by other work than MB/s.
  const perGiB = (list, pick) =>
    (list.reduce((sum, item) => sum + pick(item), 0) / list.length / (TOTAL / 2 ** 30)).toFixed(1);
  const plainRow = (label, list) => {
    const rate = mib(TOTAL) / best(list, 'seconds').seconds;
    return {
      workload: label,
      'MB/s': Math.round(rate),
      '% of plain': Math.round((100 * rate) / plainRate),
      'server CPU s/GiB': perGiB(list, (item) => item.serverCpu),
      'client CPU s/GiB': perGiB(list, (item) => item.clientCpu),
      'RSS base MB': mbRound(plainBase),
      'RSS peak MB': mbRound(peakOf(list)),
      'RSS growth MB': mbRound(peakOf(list) - plainBase),
      '≥ 80 %': '',
      'RSS < 100 MB': '',
    };
  };
  const rows = [
    plainRow('plain stream, 1 request', results.plain),
    plainRow(`plain server, ${CHUNK} B requests`, results.plainChunks),
  ];
  for (const [kind, label] of [
    ['one', 'protocol, 1 file'],
    ['three', 'protocol, 3 files'],
  ]) {
    const growth = mib(peakOf(results[kind]) - portalBase);
    for (const [key, cpuKey, suffix] of [
      ['chunkSeconds', 'chunkCpu', 'chunks'],
      ['totalSeconds', 'totalCpu', 'incl. finalise'],
    ]) {
      const rate = mib(TOTAL) / best(results[kind], key)[key];
      rows.push({
        workload: `${label}, ${suffix}`,
        'MB/s': Math.round(rate),
        '% of plain': Math.round((100 * rate) / plainRate),
        'server CPU s/GiB': perGiB(results[kind], (item) => item[cpuKey].serverCpu),
        'client CPU s/GiB': perGiB(results[kind], (item) => item[cpuKey].clientCpu),
        'RSS base MB': mbRound(portalBase),
        'RSS peak MB': mbRound(peakOf(results[kind])),
        'RSS growth MB': Math.round(growth),
        '≥ 80 %': rate >= TARGET_SHARE * plainRate ? 'yes' : 'NO',
        'RSS < 100 MB': growth < TARGET_RSS_MB ? 'yes' : 'NO',
      });
    }
  }

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, ${Math.round(totalmem() / 2 ** 30)} GB, load average ${load} at start; servers on Node ${execFileSync(serverNode, ['--version']).toString().trim()}, database ${portal.database}`,
  );
  console.log(
    `${mib(TOTAL)} MiB (MB = 2^20 bytes), ${CHUNK}-byte chunks, ${IN_FLIGHT} in flight, best of ${RUNS} runs each (interleaved)`,
  );
  console.table(rows);
  for (const kind of ['one', 'three']) {
    const all = results[kind].flatMap((result) => result.latencies).sort((a, b) => a - b);
    const at = (share) => all[Math.min(all.length - 1, Math.floor(share * all.length))].toFixed(1);
    const runs = results[kind].map((result) => Math.round(mib(TOTAL) / result.chunkSeconds)).join(', ');
    const segment = (pick) => Math.round(mib(Math.max(...results[kind].map(pick)) - portalBase));
    console.log(
      `${kind === 'one' ? '1 file ' : '3 files'}: RSS growth peaks while chunks arrive ${segment((r) => r.chunkCpu.rss)} MB, while finalising ${segment((r) => r.totalCpu.rss)} MB, until analysed and deleted ${segment((r) => r.analysisRss)} MB`,
    );
    console.log(
      `${kind === 'one' ? '1 file ' : '3 files'}: chunk latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; chunk MB/s per run ${runs}`,
    );
  }
  const perRun = (list) => list.map((result) => Math.round(mib(TOTAL) / result.seconds)).join(', ');
  console.log(
    `plain MB/s per run: one request ${perRun(results.plain)}; ${CHUNK}-byte requests ${perRun(results.plainChunks)}`,
  );
  console.log(
    `portal RSS ${mbRound(portalBase)} MB before the runs (warm analysis pool, after an 8 MiB warm-up upload), ${mbRound(portalAfter)} MB after them; growth is the peak of any run over that base`,
  );

  await firstFacts(portal, browser);

  await stopChild(plain.child);
  await stopChild(portal.server);
  if (options.profile) {
    const summary = summariseProfile(portal.profileDir, windows);
    if (!summary || summary.inWindow === 0) {
      console.warn('no CPU profile samples in the upload windows');
    } else {
      const chunks =
        RUNS * (chunkCountOf(TOTAL) + workloads.three(0).reduce((n, f) => n + chunkCountOf(f.size), 0));
      const share = (micros) => `${((100 * micros) / summary.inWindow).toFixed(1)} %`;
      const perChunk = (micros) => `${(micros / 1000 / chunks).toFixed(3)} ms`;
      console.log(
        `\nserver main thread during the protocol runs: ${(summary.inWindow / 1e6).toFixed(1)} s wall, ${chunks} chunks`,
      );
      console.table(
        [...summary.byCategory.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([category, micros]) => ({ category, share: share(micros), 'per chunk': perChunk(micros) })),
      );
      console.table(
        [...summary.byFunction.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([fn, micros]) => ({ 'function (self time)': fn.slice(0, 130), share: share(micros) })),
      );
      console.log(`server profile kept at ${summary.kept}`);
    }
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  // After Ctrl-C the requests in flight fail as the servers stop: that is no error to show.
  if (!shuttingDown) console.error(error);
  exitCode = 1;
}
// Stops what is still running, drops the benchmark database, removes the temp dir, and exits
// (keep-alive sockets would otherwise hold the process open).
await shutDown(exitCode);
