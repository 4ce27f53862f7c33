// Design upload throughput (issue 30's quality bar, decisions 0113 and 0115): a 200 MiB PDF through
// the print store's design upload (POST /api/v2/print-store/file as the web client sends a new
// upload, and with flow.js's test chunks as it sends a resumed one) next to the portal's own
// customer upload (POST /api/v3/upload and finalise) of the same file, in the same run on the same
// server, interleaved; the server's RSS sampled every 100 ms.
// Not run by tests. Run from the repo root (copy the table to docs/PERFORMANCE.md):
//   node bench/design-upload/benchmark.mjs [--runs 7] [--mib 200] [--postgres postgres://user@host/db]
// Figures only: exits non-zero on a real error (a non-2xx answer, a server that does not start), never on a target.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    mib: { type: 'string', default: '200' },
    postgres: { type: 'string' },
  },
});
const RUNS = Number(options.runs); // the machine is shared: the best run is the least disturbed, the median the typical one
const TARGET = Number(options.mib) * 2 ** 20;
if (!Number.isInteger(RUNS) || RUNS < 1 || !(TARGET >= 4 * 2 ** 20))
  throw new Error('--runs must be at least 1 and --mib at least 4');
const CHUNK = 524288; // UPLOAD_CHUNK_SIZE_BYTES
const IN_FLIGHT = 3; // flow.js simultaneousUploads
const TARGET_SHARE = 0.9;
const TARGET_RSS_MB = 100;
// The demo accounts (apps/server/src/features/accounts/accounts.seed.ts, seeded outside production).
const CUSTOMER = { username: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
const ADMIN = { username: 'beheer@drukwerkdirect.example', password: 'Beheerder-2026' };

const mib = (bytes) => bytes / 2 ** 20;
const seconds = (from) => (performance.now() - from) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const serverNode = existsSync(path.join(root, 'node_modules/node/bin/node'))
  ? path.join(root, 'node_modules/node/bin/node')
  : process.execPath;

// ---------------------------------------------------------------------------------------------
// Processes and clean-up (as bench/upload/benchmark.mjs)

const dir = mkdtempSync(path.join(tmpdir(), 'design-upload-bench-'));
const children = new Set();
const cleanUps = [];
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
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and removing ${dir}`);
    void shutDown(130);
  });

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

function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Peak resident memory of the server from now on, read every 100 ms. */
function rssSampler(pid) {
  let peak = rssOf(pid);
  const sample = () => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone: the error shows elsewhere
    }
  };
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP over loopback with keep-alive

function request(portal, { method = 'GET', url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const json = body !== undefined && !Buffer.isBuffer(body);
    const payload = json ? Buffer.from(JSON.stringify(body)) : body;
    const allHeaders = { ...headers };
    if (json) allHeaders['content-type'] = 'application/json';
    if (payload) allHeaders['content-length'] = payload.length;
    const outgoing = http.request({
      host: '127.0.0.1',
      port: portal.port,
      method,
      path: url,
      headers: allHeaders,
      agent: portal.agent,
    });
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
    outgoing.end(payload);
  });
}

function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: HTTP ${response.status} (expected ${status}): ${response.text.slice(0, 300)}`);
  return response;
}

// ---------------------------------------------------------------------------------------------
// The test file: a real PDF of about --mib MiB. Page 1 is a red A4 (what the preview shows), each
// further page a photo of noise (an incompressible JPEG of about 2 MB), written object by object
// with its cross-reference table, never held whole in memory.

async function writeLargePdf(file, targetBytes) {
  const noise = await sharp({
    create: { width: 1100, height: 1100, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 80 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const photoPages = Math.max(1, Math.round(targetBytes / noise.length));
  const handle = await open(file, 'w');
  const offsets = [];
  let position = 0;
  const write = async (data) => {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    await handle.write(bytes);
    position += bytes.length;
  };
  const object = async (number, ...parts) => {
    offsets[number] = position;
    await write(`${number} 0 obj\n`);
    for (const part of parts) await write(part);
    await write('\nendobj\n');
  };
  // Objects: 1 catalog, 2 pages, 3/4 the red page and its content; then per photo page p (0-based)
  // 5 + 3p the page, 6 + 3p its content, 7 + 3p its image.
  const pageIds = [3, ...Array.from({ length: photoPages }, (_, p) => 5 + 3 * p)];
  await write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  await object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  await object(
    2,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  const red = '1 0 0 rg 0 0 595 842 re f';
  await object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  await object(4, `<< /Length ${red.length} >>\nstream\n${red}\nendstream`);
  const draw = 'q 595 0 0 595 0 0 cm /Im0 Do Q';
  for (let p = 0; p < photoPages; p += 1) {
    const [page, content, image] = [5 + 3 * p, 6 + 3 * p, 7 + 3 * p];
    await object(
      page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${image} 0 R >> >> /Contents ${content} 0 R >>`,
    );
    await object(content, `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    await object(
      image,
      `<< /Type /XObject /Subtype /Image /Width 1100 /Height 1100 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${noise.length} >>\nstream\n`,
      noise,
      '\nendstream',
    );
  }
  const xref = position;
  const count = offsets.length;
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let n = 1; n < count; n += 1) table += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  await write(`${table}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  await handle.close();
  return { size: position, pages: pageIds.length };
}

// ---------------------------------------------------------------------------------------------
// The portal

async function benchmarkDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `design_upload_bench_${randomUUID().slice(0, 8)}`;
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
  delete env.DATABASE_URL;
  if (options.postgres) env.DATABASE_URL = await benchmarkDatabase(options.postgres);
  // As `npm start` runs the portal (apps/server/package.json, decisions 0012 and 0014).
  const server = spawn(serverNode, ['--max-semi-space-size=2', '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', openSync(path.join(dir, 'portal.log'), 'a'), 'inherit'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      MALLOC_ARENA_MAX: '2',
    },
  });
  children.add(server);
  server.exited = new Promise((resolve) => server.on('exit', () => resolve()));
  server.exited.then(() => children.delete(server));
  const portal = { server, port, agent: new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 1 }) };
  const started = performance.now();
  for (;;) {
    if (!children.has(server))
      throw new Error('the portal server stopped during start (see its output above)');
    if (seconds(started) > 180)
      throw new Error('the portal server did not answer /api/v3/health within 180 s');
    const health = await request(portal, { url: '/api/v3/health' }).catch(() => null);
    if (health?.status === 200) return { ...portal, database: health.json().database };
    await sleep(250);
  }
}

async function logIn(portal, account) {
  const login = await request(portal, { method: 'POST', url: '/api/v3/auth/login', body: account });
  return { authorization: `Bearer ${expectStatus(login, 200, `login ${account.username}`).json().jwtToken}` };
}

/** The customer's browser: a login and the upload session's cookie. */
async function customerBrowser(portal) {
  const headers = await logIn(portal, CUSTOMER);
  const session = expectStatus(
    await request(portal, { url: '/api/v3/uploads/session', headers }),
    200,
    'session',
  );
  const cookie = (session.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('upload_session='));
  return { headers: { ...headers, cookie }, sessionId: session.json().sessionId };
}

/** The demo admin's store: a collection to put designs in, and a product type they may use. */
async function adminStore(portal, headers) {
  const store = expectStatus(
    await request(portal, { url: '/api/v3/print-store/admin/store', headers }),
    200,
    'admin store',
  ).json();
  const collection = store.collections.find((row) => row.designCount > 0);
  const page = expectStatus(
    await request(portal, { url: `/api/v3/print-store/collections/${collection.id}` }),
    200,
    'collection page',
  ).json();
  const product = expectStatus(
    await request(portal, { url: `/api/v3/print-store/products/${page.products[0].id}` }),
    200,
    'product page',
  ).json();
  return { collectionId: collection.id, productTypeId: product.productType.id };
}

const chunkCountOf = (size) => Math.max(Math.floor(size / CHUNK), 1);
const chunkSizeOf = (size, number) => (number === chunkCountOf(size) ? size - (number - 1) * CHUNK : CHUNK);

/** Sends every chunk of the file, IN_FLIGHT at a time, as flow.js does; `send` makes one request. */
async function inLanes(handle, size, send) {
  let next = 1;
  const count = chunkCountOf(size);
  const latencies = [];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      const buffer = Buffer.allocUnsafe(2 * CHUNK);
      for (let number = next++; number <= count; number = next++) {
        const chunkSize = chunkSizeOf(size, number);
        await handle.read(buffer, 0, chunkSize, (number - 1) * CHUNK);
        const sent = performance.now();
        await send(number, buffer.subarray(0, chunkSize));
        latencies.push({ number, ms: performance.now() - sent });
      }
    }),
  );
  return latencies;
}

const flowQuery = (size, number, identifier, name) => ({
  flowChunkNumber: String(number),
  flowChunkSize: String(CHUNK),
  flowCurrentChunkSize: String(chunkSizeOf(size, number)),
  flowTotalSize: String(size),
  flowIdentifier: identifier,
  flowFilename: name,
  flowRelativePath: name,
  flowTotalChunks: String(chunkCountOf(size)),
});

/** The customers' upload: chunks, then finalise (which stores the file and starts its analysis). */
async function customerUpload(portal, browser, handle, size) {
  const identifier = randomUUID();
  const name = `ontwerp-${identifier.slice(0, 8)}.pdf`;
  const started = performance.now();
  const latencies = await inLanes(handle, size, async (number, body) => {
    const query = new URLSearchParams({
      sessionId: browser.sessionId,
      ...flowQuery(size, number, identifier, name),
    });
    expectStatus(
      await request(portal, {
        method: 'POST',
        url: `/api/v3/upload?${query}`,
        headers: { ...browser.headers, 'content-type': 'application/octet-stream' },
        body,
      }),
      200,
      `customer chunk ${number}`,
    );
  });
  const chunkSeconds = seconds(started);
  const finalised = await request(portal, {
    method: 'POST',
    url: `/api/v3/uploads/${browser.sessionId}/files`,
    headers: browser.headers,
    body: {
      identifier,
      name,
      relativePath: name,
      chunkCount: chunkCountOf(size),
      unzip: false,
      analyse: true,
    },
  });
  const fileId = expectStatus(finalised, 201, 'finalise').json().files[0].uuid;
  return { chunkSeconds, totalSeconds: seconds(started), latencies, fileId };
}

/** Waits for the analysis (not timed: the customer's file is stored when finalise answered), then removes the file. */
async function removeCustomerFile(portal, browser, fileId) {
  const url = `/api/v3/uploads/${browser.sessionId}/files/${fileId}`;
  const waitStart = performance.now();
  while (
    expectStatus(await request(portal, { url, headers: browser.headers }), 200, 'poll').json().status ===
    'ANALYZING'
  ) {
    if (seconds(waitStart) > 300) throw new Error('still ANALYZING after 300 s');
    await sleep(200);
  }
  expectStatus(
    await request(portal, { method: 'DELETE', url, headers: browser.headers }),
    204,
    'remove file',
  );
}

/**
 * The design upload as the admin's browser sends it: the design-info dialog first (not timed),
 * then the chunks; the chunk that completes the file answers once it is checked, stored and its
 * preview made. The web client (lib/chunk-uploader.ts, decision 0115) sends a new upload without
 * test chunks; `testChunks` sends flow.js's test chunk (GET, 204: not there yet) before each chunk,
 * as it does for an upload it resumes after an interruption (here every chunk is still missing).
 */
async function designUpload(portal, admin, store, handle, size, { testChunks }) {
  const created = await request(portal, {
    method: 'POST',
    url: '/api/v3/print-store/admin/designs',
    headers: admin,
    body: { ...store, name: `Benchmark ${randomUUID().slice(0, 8)}` },
  });
  const design = expectStatus(created, 201, 'create design').json();
  const identifier = randomUUID();
  const name = `ontwerp-${identifier.slice(0, 8)}.pdf`;
  let answer;
  const started = performance.now();
  const latencies = await inLanes(handle, size, async (number, body) => {
    const query = new URLSearchParams({
      ...flowQuery(size, number, identifier, name),
      isPreview: 'false',
      fileType: 'SOURCE',
      productId: design.id,
      collectionId: store.collectionId,
    });
    const url = `/api/v2/print-store/file?${query}`;
    if (testChunks) expectStatus(await request(portal, { url, headers: admin }), 204, `test chunk ${number}`);
    const sent = expectStatus(
      await request(portal, {
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': 'application/octet-stream' },
        body,
      }),
      200,
      `design chunk ${number}`,
    ).json();
    if (sent.complete) answer = sent;
  });
  const totalSeconds = seconds(started);
  if (!answer?.previewImage) throw new Error('no chunk answered the stored design file with its preview');
  const completing = latencies.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    totalSeconds,
    latencies,
    completingMs: completing.ms,
    designId: design.id,
    version: design.version,
  };
}

async function removeDesign(portal, admin, designId, version) {
  expectStatus(
    await request(portal, {
      method: 'DELETE',
      url: `/api/v3/print-store/admin/designs/${designId}?version=${version}`,
      headers: admin,
    }),
    204,
    'delete design',
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const file = path.join(dir, 'large.pdf');
  console.log(`writing a PDF of about ${mib(TARGET)} MiB to ${dir}…`);
  const { size, pages } = await writeLargePdf(file, TARGET);
  console.log(
    `${mib(size).toFixed(1)} MiB, ${pages} pages; starting the portal on ${options.postgres ? 'PostgreSQL' : 'PGlite'}…`,
  );
  const portal = await startPortal(path.join(dir, 'data'));
  const pid = portal.server.pid;
  const browser = await customerBrowser(portal);
  const admin = await logIn(portal, ADMIN);
  const store = await adminStore(portal, admin);
  const handle = await open(file, 'r');

  // Warm-up of both paths (the analysis workers, PDFium, first calls), not counted.
  const warm = await customerUpload(portal, browser, handle, size);
  await removeCustomerFile(portal, browser, warm.fileId);
  const warmDesign = await designUpload(portal, admin, store, handle, size, { testChunks: true });
  await removeDesign(portal, admin, warmDesign.designId, warmDesign.version);
  await sleep(1000);
  const base = rssOf(pid);

  const kinds = ['customer', 'design', 'designNoTest'];
  const results = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let run = 1; run <= RUNS; run += 1) {
    // Interleaved, the order turning each run, so that a disturbance of the shared machine spreads over all.
    const order = kinds.map((_, i) => kinds[(i + run - 1) % kinds.length]);
    for (const kind of order) {
      execFileSync('sync');
      const before = rssOf(pid);
      const peak = rssSampler(pid);
      const cpuBefore = cpuOf(pid);
      if (kind === 'customer') {
        const timing = await customerUpload(portal, browser, handle, size);
        results.customer.push({ ...timing, cpu: cpuOf(pid) - cpuBefore, before, peak: peak() });
        await removeCustomerFile(portal, browser, timing.fileId);
      } else {
        const timing = await designUpload(portal, admin, store, handle, size, {
          testChunks: kind === 'design',
        });
        results[kind].push({ ...timing, cpu: cpuOf(pid) - cpuBefore, before, peak: peak() });
        await removeDesign(portal, admin, timing.designId, timing.version);
      }
      const last = results[kind].at(-1);
      console.log(
        `run ${run}: ${kind.padEnd(12)} ${(mib(size) / last.totalSeconds).toFixed(0)} MB/s until stored, RSS peak ${Math.round(mib(last.peak))} MB`,
      );
    }
  }
  await handle.close();
  const after = rssOf(pid);

  const best = (list) => list.reduce((a, b) => (b.totalSeconds < a.totalSeconds ? b : a));
  const median = (list) => {
    const sorted = list.map((r) => r.totalSeconds).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const customerRate = mib(size) / best(results.customer).totalSeconds;
  const customerMedianRate = mib(size) / median(results.customer);
  const p = (list, share) => {
    const all = list.flatMap((result) => result.latencies.map((entry) => entry.ms)).sort((a, b) => a - b);
    return all[Math.min(all.length - 1, Math.floor(share * all.length))].toFixed(1);
  };
  const labels = {
    customer: 'customer upload (chunks + finalise)',
    design: 'design upload resumed: a test chunk before each chunk',
    designNoTest: 'design upload as the web client sends it (no test chunks)',
  };
  const rows = kinds.map((kind) => {
    const list = results[kind];
    const rate = mib(size) / best(list).totalSeconds;
    // While the upload runs: its peak over the RSS right before it, the most of any run. (The
    // customer's file is analysed afterwards in the worker threads, whose heaps grow and stay:
    // the drift over all runs is printed below the table.)
    const growth = mib(Math.max(...list.map((r) => r.peak - r.before)));
    const medianRate = mib(size) / median(list);
    return {
      workload: labels[kind],
      'MB/s until stored': Math.round(rate),
      '% of customer': Math.round((100 * rate) / customerRate),
      'median MB/s': Math.round(medianRate),
      'median %': Math.round((100 * medianRate) / customerMedianRate),
      'server CPU s': (list.reduce((sum, r) => sum + r.cpu, 0) / list.length).toFixed(1),
      'chunk p50 ms': p(list, 0.5),
      'chunk p95 ms': p(list, 0.95),
      'RSS growth in upload MB': Math.round(growth),
      '≥ 90 %': kind === 'customer' ? '' : rate >= TARGET_SHARE * customerRate ? 'yes' : 'NO',
      'RSS < 100 MB': growth < TARGET_RSS_MB ? 'yes' : 'NO',
    };
  });
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, ${Math.round(totalmem() / 2 ** 30)} GB, load average ${load} at start; server on Node ${execFileSync(serverNode, ['--version']).toString().trim()}, database ${portal.database}`,
  );
  console.log(
    `a ${mib(size).toFixed(1)} MiB PDF of ${pages} pages (MB = 2^20 bytes), ${CHUNK}-byte chunks, ${IN_FLIGHT} in flight, best and median of ${RUNS} runs each (interleaved)`,
  );
  console.table(rows);
  for (const kind of ['design', 'designNoTest'])
    console.log(
      `${labels[kind]}: the completing chunk (check by content, first page rendered, stored) took ${results[kind].map((r) => Math.round(r.completingMs)).join(', ')} ms`,
    );
  const perRun = (kind) => results[kind].map((r) => Math.round(mib(size) / r.totalSeconds)).join(', ');
  console.log(
    `MB/s per run: customer ${perRun('customer')}; design ${perRun('design')}; no test chunks ${perRun('designNoTest')}`,
  );
  console.log(
    `server RSS ${Math.round(mib(base))} MB before the runs (after a warm-up of both), ${Math.round(mib(after))} MB after them; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} at the end`,
  );
  await stopChild(portal.server);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!shuttingDown) console.error(error);
  exitCode = 1;
}
await shutDown(exitCode);
