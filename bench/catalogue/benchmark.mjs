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
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { call, cookieOf, load, printTable, root, runOnDatabases, sleep } from '../lib/api-load.mjs';

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
// The portal under load

/** Logs the demo customer in, uploads a 12-page PDF and waits for its analysis. */
async function aCustomerWithAFile(base) {
  const { jwtToken } = await (await call(base, 'POST', '/api/v3/auth/login', { body: CUSTOMER })).json();
  const auth = { authorization: `Bearer ${jwtToken}` };
  const sessionResponse = await call(base, 'GET', '/api/v3/uploads/session', { headers: auth });
  const cookie = cookieOf(sessionResponse, 'upload_session');
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
  const run = { connections: CONNECTIONS, seconds: SECONDS, databaseUrl };
  const results = [];
  results.push(
    await load({
      ...run,
      title: 'Fastify hello-world',
      request: { url: `${hello.base}/` },
      serverPid: hello.pid,
      databaseUrl: undefined,
    }),
  );
  if (ENDPOINTS.has('quote')) {
    const plainWriteOf = ({ fileId, configuration }) => ({
      method: 'PUT',
      path: `/lines/${fileId}`,
      headers: { 'content-type': 'application/json' },
      body: configuration,
    });
    results.push(
      await load({
        ...run,
        title: 'plain write (Fastify + one upsert a request)',
        request: {
          ...plainWriteOf(customers[0]),
          url: `${plainWrite.base}${plainWriteOf(customers[0]).path}`,
          path: undefined,
        },
        requestsOf: (connection) => [plainWriteOf(customerOf(connection))],
        serverPid: plainWrite.pid,
      }),
    );
  }
  if (ENDPOINTS.has('catalogue'))
    results.push(
      await load({
        ...run,
        title: 'catalogue (GET products)',
        request: { url: `${base}/api/v3/catalogue/products`, headers: customers[0].headers },
        requestsOf: (connection) => [
          { method: 'GET', path: '/api/v3/catalogue/products', headers: customerOf(connection).headers },
        ],
        serverPid: portal.pid,
      }),
    );
  if (ENDPOINTS.has('quote'))
    results.push(
      await load({
        ...run,
        title: 'quote (PUT configuration)',
        request: asOptions(quoteOf(customers[0])),
        requestsOf: (connection) => [quoteOf(customerOf(connection))],
        serverPid: portal.pid,
      }),
    );
  if (ENDPOINTS.has('cart'))
    results.push(
      await load({
        ...run,
        title: 'cart (GET cart)',
        request: asOptions(cartOf(customers[0])),
        requestsOf: (connection) => [cartOf(customerOf(connection))],
        serverPid: portal.pid,
      }),
    );
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each, ${CUSTOMERS === 1 ? 'one customer' : `${CUSTOMERS} customers`}`,
  );
  printTable(results, [{ heading: 'share of hello-world', of: () => results[0].rps }]);
}

await runOnDatabases({
  name: 'catalogue',
  skipPglite: options['skip-pglite'],
  postgres: options.postgres,
  profile: options.profile,
  portal: {
    semiSpace: options['semi-space'],
    env: {
      // Many logins from this one address for --customers: the per-IP login limit is not measured here.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      // Every customer is a login of the demo customer: none may end the others (decision 0067).
      LOGINS_PER_USER_MAX: String(Math.max(CUSTOMERS, 20)),
    },
  },
  before() {
    const pricing = pricingBenchmark();
    console.log(
      `\nprice engine: 10,000 cart lines (${pricing.priced} priced) in ${pricing.best.toFixed(1)} ms best, ${pricing.median.toFixed(1)} ms median of 7 (${((pricing.median * 1000) / 10_000).toFixed(2)} µs a line)`,
    );
  },
  measure: apiBenchmark,
});
