// Upload throughput to the S3 store next to the local disk (issue 31 point 7, decision 0119): the
// same file through the real upload protocol (flow.js's 524288-byte chunks, 3 in flight, then the
// finalise that stores it) to a portal that keeps its files on the local disk and to one that keeps
// them in an S3 bucket (STORAGE_URL), in the same run, runs interleaved. The bucket is served by
// s3rver (scripts/s3-test-server.mjs) on this machine, the only S3-protocol server an npm install
// brings; as a reference, the same file sent straight to that server with the AWS SDK (multipart,
// 16 MiB parts, 4 in flight, as the portal sends it) shows what the server itself can take.
// Samples the portal's RSS (/proc/<pid>/status) every 100 ms.
// Not run by tests. Run from the repo root (copy the table to docs/PERFORMANCE.md):
//   node bench/storage/benchmark.mjs [--runs 3] [--mib 512]
// Figures only: exits non-zero on a real error (a non-2xx answer, a server that does not start), never on a target.
import { execFileSync, spawn } from 'node:child_process';
import { randomFillSync, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    mib: { type: 'string', default: '512' },
  },
});
const RUNS = Number(options.runs);
const TOTAL = Number(options.mib) * 2 ** 20;
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(TOTAL) || TOTAL < 16 * 2 ** 20)
  throw new Error('--runs must be at least 1 and --mib a whole number of at least 16');
const CHUNK = 524288; // UPLOAD_CHUNK_SIZE_BYTES
const IN_FLIGHT = 3; // flow.js simultaneousUploads
const BLOCK = 64 * 2 ** 20; // the random block the test file repeats
const TARGET_SHARE = 0.8;
const CUSTOMER = { username: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
const S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

const mib = (bytes) => bytes / 2 ** 20;
const seconds = (from) => (performance.now() - from) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const serverNode = existsSync(path.join(root, 'node_modules/node/bin/node'))
  ? path.join(root, 'node_modules/node/bin/node')
  : process.execPath;

// ---------------------------------------------------------------------------------------------
// Processes

const dir = mkdtempSync(path.join(tmpdir(), 'storage-bench-'));
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing ${dir}`);
    process.exit(130);
  });

function startChild(args, { cwd = root, env = process.env, stdout = 'inherit', stdin = 'ignore' } = {}) {
  const child = spawn(serverNode, args, { cwd, env, stdio: [stdin, stdout, 'inherit'] });
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

function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Peak RSS of a process from now on, sampled every 100 ms. */
function rssSampler(pid) {
  let peak = rssOf(pid);
  const sample = () => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // gone: the error shows elsewhere
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

function request(agent, port, { method = 'GET', url, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const json = body !== undefined && !Buffer.isBuffer(body);
    const payload = json ? Buffer.from(JSON.stringify(body)) : body;
    const allHeaders = { ...headers };
    if (json) allHeaders['content-type'] = 'application/json';
    if (payload) allHeaders['content-length'] = payload.length;
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
    outgoing.end(payload);
  });
}

function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: HTTP ${response.status} (expected ${status}): ${response.text.slice(0, 300)}`);
  return response;
}

// ---------------------------------------------------------------------------------------------
// The S3-protocol server and the portals

async function startS3Server() {
  const child = startChild([path.join(root, 'scripts/s3-test-server.mjs')], {
    stdout: 'pipe',
    stdin: 'pipe',
  });
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.exited.then(() => reject(new Error('the S3 test server stopped before it answered')));
  });
  return { child, ...JSON.parse(line) };
}

async function startPortal(name, storageUrl) {
  const port = await freePort();
  const env = { ...process.env, ...S3_KEYS };
  delete env.DATABASE_URL;
  delete env.STORAGE_URL;
  if (storageUrl) env.STORAGE_URL = storageUrl;
  const server = startChild(['--max-semi-space-size=2', '--import', 'tsx', 'src/server.ts'], {
    stdout: openSync(path.join(dir, `portal-${name}.log`), 'a'),
    cwd: path.join(root, 'apps/server'),
    env: {
      ...env,
      DATA_DIR: path.join(dir, `data-${name}`),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
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
    if (exited) throw new Error(`the ${name} portal stopped during start (see ${dir}/portal-${name}.log)`);
    if (seconds(started) > 180) throw new Error(`the ${name} portal did not answer within 180 s`);
    const health = await request(agent, port, { url: '/api/v3/health' }).catch(() => null);
    if (health?.status === 200) break;
    await sleep(250);
  }
  const portal = { name, server, port, agent };
  const login = await request(agent, port, { method: 'POST', url: '/api/v3/auth/login', body: CUSTOMER });
  const token = expectStatus(login, 200, 'login').json().jwtToken;
  const session = expectStatus(
    await request(agent, port, {
      url: '/api/v3/uploads/session',
      headers: { authorization: `Bearer ${token}` },
    }),
    200,
    'upload session',
  );
  const cookie = (session.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('upload_session='));
  portal.browser = {
    headers: { authorization: `Bearer ${token}`, cookie },
    sessionId: session.json().sessionId,
  };
  return portal;
}

const chunkCountOf = (size) => Math.max(Math.floor(size / CHUNK), 1);
const chunkSizeOf = (size, number) => (number === chunkCountOf(size) ? size - (number - 1) * CHUNK : CHUNK);

/** The file through the upload protocol as flow.js sends it, then finalised: seconds in all. */
async function uploadOnce(portal, source) {
  const { browser, agent, port } = portal;
  const identifier = randomUUID();
  const name = `bestand-${identifier.slice(0, 8)}.bin`;
  const count = chunkCountOf(TOTAL);
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      const buffer = Buffer.allocUnsafe(2 * CHUNK);
      for (let number = next++; number <= count; number = next++) {
        const size = chunkSizeOf(TOTAL, number);
        await source.read(buffer, 0, size, (number - 1) * CHUNK);
        const query = new URLSearchParams({
          sessionId: browser.sessionId,
          flowChunkNumber: String(number),
          flowChunkSize: String(CHUNK),
          flowCurrentChunkSize: String(size),
          flowTotalSize: String(TOTAL),
          flowIdentifier: identifier,
          flowFilename: name,
          flowRelativePath: name,
          flowTotalChunks: String(count),
        });
        const answer = await request(agent, port, {
          method: 'POST',
          url: `/api/v3/upload?${query}`,
          headers: { ...browser.headers, 'content-type': 'application/octet-stream' },
          body: buffer.subarray(0, size),
        });
        expectStatus(answer, 200, `chunk ${number}`);
      }
    }),
  );
  const chunksSeconds = seconds(started);
  const finalised = await request(agent, port, {
    method: 'POST',
    url: `/api/v3/uploads/${browser.sessionId}/files`,
    headers: browser.headers,
    body: { identifier, name, relativePath: name, chunkCount: count, unzip: false, analyse: true },
  });
  const uuid = expectStatus(finalised, 201, 'finalise').json().files[0].uuid;
  const totalSeconds = seconds(started);
  return { uuid, chunksSeconds, totalSeconds };
}

/** Waits for the analysis (random bytes: unknown, at once), then removes the file. */
async function settleAndRemove(portal, uuid) {
  const url = `/api/v3/uploads/${portal.browser.sessionId}/files/${uuid}`;
  for (let tries = 0; ; tries += 1) {
    const row = expectStatus(
      await request(portal.agent, portal.port, { url, headers: portal.browser.headers }),
      200,
      'poll',
    ).json();
    if (row.status !== 'ANALYZING') break;
    if (tries > 600) throw new Error('still ANALYZING after 120 s');
    await sleep(200);
  }
  expectStatus(
    await request(portal.agent, portal.port, { method: 'DELETE', url, headers: portal.browser.headers }),
    204,
    'remove',
  );
}

/** The reference: the same file straight to the S3 server with the SDK, as the portal sends it. */
async function directToS3(s3, file) {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const sdk = require('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.AWS_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const PART = 16 * 2 ** 20;
  const Key = `direct/${randomUUID()}`;
  const started = performance.now();
  const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: s3.bucket, Key }));
  const count = Math.ceil(TOTAL / PART);
  const parts = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const index = next++;
        const start = index * PART;
        const end = Math.min(TOTAL, start + PART) - 1;
        const { ETag } = await client.send(
          new sdk.UploadPartCommand({
            Bucket: s3.bucket,
            Key,
            UploadId,
            PartNumber: index + 1,
            Body: createReadStream(file, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        parts[index] = { ETag, PartNumber: index + 1 };
      }
    }),
  );
  await client.send(
    new sdk.CompleteMultipartUploadCommand({
      Bucket: s3.bucket,
      Key,
      UploadId,
      MultipartUpload: { Parts: parts },
    }),
  );
  const total = seconds(started);
  await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key }));
  client.destroy();
  return total;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const file = path.join(dir, 'upload.bin');
  {
    const block = randomFillSync(Buffer.allocUnsafe(Math.min(BLOCK, TOTAL)));
    const handle = await open(file, 'w');
    for (let written = 0; written < TOTAL; written += block.length)
      await handle.write(block, 0, Math.min(block.length, TOTAL - written));
    await handle.close();
  }
  const source = await open(file, 'r');
  const s3 = await startS3Server();
  const storageUrl = `s3://${s3.bucket}/bench?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&forcePathStyle=true`;
  const portals = [await startPortal('local', undefined), await startPortal('s3', storageUrl)];
  console.log(
    `${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version} (portals: ${serverNode}), load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${mib(TOTAL)} MiB, ${RUNS} runs, interleaved; best run of each.\n`);

  // A warm-up of each (JIT, first upload session, the S3 client's connections): not measured.
  for (const portal of portals) {
    const warm = await uploadOnce(portal, source);
    await settleAndRemove(portal, warm.uuid);
  }

  const results = { local: [], s3: [], direct: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const portal of portals) {
      execFileSync('sync');
      const idleRss = rssOf(portal.server.pid);
      const stopRss = rssSampler(portal.server.pid);
      const cpuBefore = cpuOf(portal.server.pid);
      const s3CpuBefore = cpuOf(s3.child.pid);
      const upload = await uploadOnce(portal, source);
      const peakRss = stopRss();
      results[portal.name].push({
        ...upload,
        mbps: mib(TOTAL) / upload.totalSeconds,
        rssGrowthMb: mib(peakRss - idleRss),
        serverCpu: cpuOf(portal.server.pid) - cpuBefore,
        s3Cpu: cpuOf(s3.child.pid) - s3CpuBefore,
      });
      await settleAndRemove(portal, upload.uuid);
      console.log(
        `run ${run + 1} ${portal.name}: ${(mib(TOTAL) / upload.totalSeconds).toFixed(0)} MB/s (chunks ${upload.chunksSeconds.toFixed(1)} s, finalise ${(upload.totalSeconds - upload.chunksSeconds).toFixed(1)} s), RSS +${mib(peakRss - idleRss).toFixed(0)} MB`,
      );
    }
    execFileSync('sync');
    const direct = await directToS3(s3, file);
    results.direct.push({ totalSeconds: direct, mbps: mib(TOTAL) / direct });
    console.log(`run ${run + 1} direct to s3rver: ${(mib(TOTAL) / direct).toFixed(0)} MB/s`);
  }
  await source.close();
  for (const portal of portals) await stopChild(portal.server);
  await stopChild(s3.child);

  const best = (rows) => rows.reduce((a, b) => (b.mbps > a.mbps ? b : a));
  const [local, onS3, direct] = [best(results.local), best(results.s3), best(results.direct)];
  const worstRss = (rows) => Math.max(...rows.map((row) => row.rssGrowthMb));
  const share = onS3.mbps / local.mbps;
  console.log(
    '\n| workload | MB/s | % of local | finalise s | portal CPU s/GiB | s3rver CPU s/GiB | portal RSS growth MB (worst run) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const perGib = (cpu) => (cpu / (TOTAL / 2 ** 30)).toFixed(1);
  console.log(
    `| protocol → local disk | ${local.mbps.toFixed(0)} | 100 | ${(local.totalSeconds - local.chunksSeconds).toFixed(2)} | ${perGib(local.serverCpu)} | – | ${worstRss(results.local).toFixed(0)} |`,
  );
  console.log(
    `| protocol → S3 (s3rver) | **${onS3.mbps.toFixed(0)}** | **${Math.round(share * 100)}** | ${(onS3.totalSeconds - onS3.chunksSeconds).toFixed(2)} | ${perGib(onS3.serverCpu)} | ${perGib(onS3.s3Cpu)} | ${worstRss(results.s3).toFixed(0)} |`,
  );
  console.log(
    `| SDK straight to s3rver (reference) | ${direct.mbps.toFixed(0)} | ${Math.round((direct.mbps / local.mbps) * 100)} | – | – | – | – |`,
  );
  console.log(
    `\nS3 within ${Math.round(TARGET_SHARE * 100)} % of local: ${share >= TARGET_SHARE ? 'yes' : 'no'} (${Math.round(share * 100)} %); the portal on S3 reaches ${Math.round((onS3.mbps / direct.mbps) * 100)} % of what s3rver takes straight from the SDK.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
