// The catalogue, quote and cart APIs under load (issue 11), next to a Fastify hello-world in the
// same run, and the price engine over 10,000 cart lines. Not run by tests. From the repo root:
//   node bench/catalogue/benchmark.mjs [--seconds 10] [--connections 50] [--postgres postgres://user@host/db]
//     [--customers 1]   logins of the demo customer, each with its own browser, upload session and file;
//                       connection i calls as customer i mod N (1: one customer in 50 tabs)
//     [--profile <dir>]   the portal runs with --cpu-prof; its .cpuprofile files go under <dir>
//     [--only catalogue,quote,cart]   only these endpoints (and hello-world)
//     [--skip-pglite]   only the PostgreSQL server that --postgres names
//     [--semi-space 2]   the portal's --max-semi-space-size in MB (npm start passes 2: decision 0014)
// Without --postgres the portal runs on its embedded PGlite (as `npm start`); with it, on a fresh
// database on that server (dropped at the end). Copy the tables to docs/PERFORMANCE.md.
// Figures only: exits non-zero on a real error (a non-2xx answer, a server that does not start).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    customers: { type: 'string', default: '1' },
    postgres: { type: 'string' },
    profile: { type: 'string' },
    only: { type: 'string', default: 'catalogue,quote,cart' },
    'skip-pglite': { type: 'boolean', default: false },
    'semi-space': { type: 'string', default: '2' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const CUSTOMERS = Number(options.customers);
const ENDPOINTS = new Set(options.only.split(','));
// DEMO_ACCOUNTS.customer (apps/server/src/features/accounts/accounts.seed.ts), seeded outside production.
const CUSTOMER = { username: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The project's Node (24) for the servers, whichever node runs this script. */
const serverNode = existsSync(path.join(root, 'node_modules/node/bin/node'))
  ? path.join(root, 'node_modules/node/bin/node')
  : process.execPath;

const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-bench-'));
const children = new Set();
const cleanUps = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function start(args, { cwd = root, env = process.env } = {}) {
  const child = spawn(serverNode, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function waitFor(url) {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 180_000) throw new Error(`${url} did not answer within 180 s`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await sleep(250);
  }
}

async function call(base, method, url, { headers = {}, body, raw } = {}) {
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

// ---------------------------------------------------------------------------------------------
// The price engine: 10,000 cart lines over the demo catalogue

const { priceLine } = await tsImport(
  path.join(root, 'packages/shared/src/rules/pricing.ts'),
  import.meta.url,
);
const { defaultSpecs, priceInputFor } = await tsImport(
  path.join(root, 'packages/shared/src/rules/configuration.ts'),
  import.meta.url,
);
const { demoProducts } = await tsImport(
  path.join(root, 'apps/server/src/features/catalogue/catalogue.seed.ts'),
  import.meta.url,
);

function pricingBenchmark() {
  let seed = 42;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const lines = Array.from({ length: 10_000 }, () => {
    const { product } = demoProducts[random(demoProducts.length)];
    // A file in a format the product prints (a poster-sized file for posters, and so on).
    const offered = [...new Set(product.pricing.pagePrices.map((row) => row.format))];
    const file = {
      format: offered[random(offered.length)],
      pagesBW: random(200),
      pagesColour: random(40),
      pagesBlank: random(5),
    };
    if (file.pagesBW + file.pagesColour + file.pagesBlank === 0) file.pagesBW = 1;
    return { product, file, specs: defaultSpecs(product, file), quantity: product.minQuantity + random(500) };
  });
  const runs = [];
  let priced = 0;
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    priced = 0;
    for (const line of lines) {
      const built = priceInputFor(line.product, line.file, line.specs, line.quantity);
      if (built.ok && priceLine(built.input).ok) priced += 1;
    }
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { best: runs[0], median: runs[3], priced };
}

// ---------------------------------------------------------------------------------------------
// The servers

async function startHelloWorld() {
  const port = await freePort();
  const script = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
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

async function benchmarkDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `catalogue_bench_${randomUUID().slice(0, 8)}`;
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

async function startPortal(postgres) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = await benchmarkDatabase(postgres);
  const profiling = options.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profile, postgres ? 'postgres' : 'pglite')}`]
    : [];
  const portal = start(
    [...profiling, `--max-semi-space-size=${options['semi-space']}`, '--import', 'tsx', 'src/server.ts'],
    {
      cwd: path.join(root, 'apps/server'),
      env: {
        ...env,
        DATA_DIR: path.join(dir, postgres ? 'pg' : 'pglite'),
        PORT: String(port),
        HOST: '127.0.0.1',
        // Development: the demo seed (catalogue and accounts) is added at start.
        NODE_ENV: 'development',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        MALLOC_ARENA_MAX: '2',
        // Many logins from this one address for --customers: the per-IP login limit is not measured here.
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
        // Every customer is a login of the demo customer: none may end the others (decision 0067).
        LOGINS_PER_USER_MAX: String(Math.max(CUSTOMERS, 20)),
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v3/health`);
  return { base, portal, databaseUrl: env.DATABASE_URL, plainWrite: await startPlainWrite(env.DATABASE_URL) };
}

/**
 * The reference for the quote (plain-write-server.mjs): a bare Fastify that upserts each PUT's
 * body as one row, on the same kind of database as the portal it is measured beside (for
 * PostgreSQL the portal's own benchmark database, in a table of its own).
 */
async function startPlainWrite(databaseUrl) {
  const port = await freePort();
  const child = start(
    [
      path.join(import.meta.dirname, 'plain-write-server.mjs'),
      String(port),
      databaseUrl ?? path.join(dir, 'plain-pglite'),
    ],
    { cwd: path.join(root, 'apps/server') },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  return { base, pid: child.pid };
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

/** Stops a portal and waits for it to exit (a CPU profile is written on the way out). */
async function stopPortal(portal) {
  if (portal.exitCode !== null) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  portal.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
}

/** Logs the demo customer in, uploads a 12-page PDF and waits for its analysis. */
async function aCustomerWithAFile(base) {
  const { jwtToken } = await (await call(base, 'POST', '/api/v3/auth/login', { body: CUSTOMER })).json();
  const auth = { authorization: `Bearer ${jwtToken}` };
  const sessionResponse = await call(base, 'GET', '/api/v3/uploads/session', { headers: auth });
  const cookie = sessionResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('upload_session='));
  const headers = { ...auth, cookie };
  const { sessionId } = await sessionResponse.json();
  const { plainPdf } = await tsImport(
    path.join(root, 'apps/server/src/features/uploads/analysis/test-fixtures.ts'),
    import.meta.url,
  );
  const bytes = Buffer.from(await plainPdf(12));
  const identifier = randomUUID();
  const query = new URLSearchParams({
    sessionId,
    flowChunkNumber: '1',
    flowChunkSize: '524288',
    flowCurrentChunkSize: String(bytes.length),
    flowTotalSize: String(bytes.length),
    flowIdentifier: identifier,
    flowFilename: 'rapport.pdf',
    flowRelativePath: 'rapport.pdf',
    flowTotalChunks: '1',
  });
  await call(base, 'POST', `/api/v3/upload?${query}`, { headers, raw: bytes });
  const finalised = await call(base, 'POST', `/api/v3/uploads/${sessionId}/files`, {
    headers,
    body: {
      identifier,
      name: 'rapport.pdf',
      relativePath: 'rapport.pdf',
      chunkCount: 1,
      unzip: false,
      analyse: true,
    },
  });
  const fileId = (await finalised.json()).files[0].uuid;
  for (;;) {
    const file = await (
      await call(base, 'GET', `/api/v3/uploads/${sessionId}/files/${fileId}`, { headers })
    ).json();
    if (file.status !== 'ANALYZING') return { headers, sessionId, fileId, file };
    await sleep(200);
  }
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)];

/**
 * autocannon on one endpoint; `requestOf(i)` (optional) gives connection i its own request (its
 * customer's path and headers).
 */
async function load(title, request, requestOf, serverPid, databaseUrl) {
  const backendsBefore = databaseUrl ? await backendCpuOf(databaseUrl) : null;
  const measured = await new Promise((resolve, reject) => {
    const cpuBefore = cpuMsOf(serverPid);
    // Every connection's first request also waits for a busy server to accept the connection
    // (Node accepts one per event-loop turn): kept apart, so the steady state shows too.
    const answered = new Set();
    const steady = [];
    let connection = 0;
    const instance = autocannon(
      {
        ...request,
        connections: CONNECTIONS,
        duration: SECONDS,
        // A slow answer counts in the latencies instead of being dropped as a timeout (10 s).
        timeout: 60,
        // setRequests, not setRequest: the latter changes only the connection's first request,
        // after which autocannon goes back to the shared `request` (so every connection called
        // as customer 0: the figures before 25 November 2026 were one customer's).
        ...(requestOf ? { setupClient: (client) => client.setRequests([requestOf(connection++)]) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0)
          return reject(
            new Error(
              `${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
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

/** A customer with an analysed file, configured and in the cart; the quote's body for that file. */
async function aCustomerWithACart(base) {
  const { headers, sessionId, fileId, file } = await aCustomerWithAFile(base);
  const { products } = await (await call(base, 'GET', '/api/v3/catalogue/products', { headers })).json();
  const product = products.find((candidate) => candidate.id === 'documenten');
  const analysis = {
    format: file.format,
    pagesBW: file.pagesBW,
    pagesColour: file.pagesColour,
    pagesBlank: file.pagesBlank,
  };
  const configuration = JSON.stringify({
    productId: product.id,
    specs: defaultSpecs(product, analysis),
    quantity: 25,
  });
  await call(base, 'PUT', `/api/v3/uploads/${sessionId}/files/${fileId}/configuration`, {
    headers,
    body: JSON.parse(configuration),
  });
  await call(base, 'POST', `/api/v3/uploads/${sessionId}/cart`, { headers, body: { fileIds: [fileId] } });
  return { headers, sessionId, fileId, configuration };
}

async function apiBenchmark(label, { base, portal, databaseUrl, plainWrite }, hello) {
  const customers = [];
  // One after the other: logins of one account at once would be throttled as guessing.
  while (customers.length < CUSTOMERS) customers.push(await aCustomerWithACart(base));
  const customerOf = (connection) => customers[connection % customers.length];
  const quoteOf = ({ headers, sessionId, fileId, configuration }) => ({
    method: 'PUT',
    path: `/api/v3/uploads/${sessionId}/files/${fileId}/configuration`,
    headers: { ...headers, 'content-type': 'application/json' },
    body: configuration,
  });
  const cartOf = ({ headers, sessionId }) => ({
    method: 'GET',
    path: `/api/v3/uploads/${sessionId}/cart`,
    headers,
  });
  const asOptions = ({ path: requestPath, ...rest }) => ({ url: `${base}${requestPath}`, ...rest });
  const results = [];
  results.push(await load('Fastify hello-world', { url: `${hello.base}/` }, undefined, hello.pid));
  if (ENDPOINTS.has('quote')) {
    const plainWriteOf = ({ fileId, configuration }) => ({
      method: 'PUT',
      path: `/lines/${fileId}`,
      headers: { 'content-type': 'application/json' },
      body: configuration,
    });
    results.push(
      await load(
        'plain write (Fastify + one upsert a request)',
        {
          ...plainWriteOf(customers[0]),
          url: `${plainWrite.base}${plainWriteOf(customers[0]).path}`,
          path: undefined,
        },
        (connection) => plainWriteOf(customerOf(connection)),
        plainWrite.pid,
        databaseUrl,
      ),
    );
  }
  if (ENDPOINTS.has('catalogue'))
    results.push(
      await load(
        'catalogue (GET products)',
        { url: `${base}/api/v3/catalogue/products`, headers: customers[0].headers },
        (connection) => ({
          method: 'GET',
          path: '/api/v3/catalogue/products',
          headers: customerOf(connection).headers,
        }),
        portal.pid,
        databaseUrl,
      ),
    );
  if (ENDPOINTS.has('quote'))
    results.push(
      await load(
        'quote (PUT configuration)',
        asOptions(quoteOf(customers[0])),
        (connection) => quoteOf(customerOf(connection)),
        portal.pid,
        databaseUrl,
      ),
    );
  if (ENDPOINTS.has('cart'))
    results.push(
      await load(
        'cart (GET cart)',
        asOptions(cartOf(customers[0])),
        (connection) => cartOf(customerOf(connection)),
        portal.pid,
        databaseUrl,
      ),
    );
  const hello_rps = results[0].rps;
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each, ${CUSTOMERS === 1 ? 'one customer' : `${CUSTOMERS} customers`}`,
  );
  console.log(
    '| endpoint | p50 ms | p99 ms | p99 ms without first requests | req/s | share of hello-world | server CPU µs a request | PostgreSQL CPU µs a request | bytes a response |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const micros = (value) => (value === null || value === undefined ? '–' : Math.round(value));
  for (const row of results)
    console.log(
      `| ${row.title} | ${row.p50} | ${row.p99} | ${row.steadyP99} | ${Math.round(row.rps)} | ${((row.rps / hello_rps) * 100).toFixed(1)} % | ${micros(row.cpuUs)} | ${micros(row.databaseCpuUs)} | ${row.bytes} |`,
    );
}

try {
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const pricing = pricingBenchmark();
  console.log(
    `\nprice engine: 10,000 cart lines (${pricing.priced} priced) in ${pricing.best.toFixed(1)} ms best, ${pricing.median.toFixed(1)} ms median of 7 (${((pricing.median * 1000) / 10_000).toFixed(2)} µs a line)`,
  );
  const hello = await startHelloWorld();
  if (!options['skip-pglite']) {
    const embedded = await startPortal();
    await apiBenchmark('PGlite (embedded, as npm start)', embedded, hello);
    await stopPortal(embedded.portal);
  }
  if (options.postgres) {
    const server = await startPortal(options.postgres);
    await apiBenchmark('PostgreSQL', server, hello);
    await stopPortal(server.portal);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  for (const step of cleanUps) await step().catch((error) => console.error('clean-up:', error.message));
}
process.exit(0);
