// The print store's public APIs under load (issue 29's quality bar): a visitor's reads (context,
// dashboard, a category, a collection, a product page, search, ad products) next to a Fastify
// hello-world, and the store cart's write (a visitor adds a line) next to the plain write of the
// same body on the same database (decision 0059), all in the same run. Not run by tests. From the
// repo root:
//   node bench/print-store/benchmark.mjs [--seconds 10] [--connections 50] [--postgres postgres://user@host/db]
//     [--only context,dashboard,category,collection,product,search,prefix,ads,cart]
//     [--visitors 10]   visitors (browsers with a cart of their own) each connection adds as in turn
//     [--profile <dir>]   the portal runs with --cpu-prof; its .cpuprofile files go under <dir>
//     [--skip-pglite]   only the PostgreSQL server that --postgres names
// Without --postgres the portal runs on its embedded PGlite (as `npm start`); with it, on a fresh
// database on that server (dropped at the end). Copy the tables to docs/PERFORMANCE.md.
// Figures only: exits non-zero on a real error (a non-2xx answer, a server that does not start).
import { parseArgs } from 'node:util';
import { call, cookieOf, load, printTable, runOnDatabases, startHelloWorld } from '../lib/api-load.mjs';

const READS = ['context', 'dashboard', 'category', 'collection', 'product', 'search', 'prefix', 'ads'];
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    profile: { type: 'string' },
    only: { type: 'string', default: [...READS, 'cart'].join(',') },
    visitors: { type: 'string', default: '10' },
    'skip-pglite': { type: 'boolean', default: false },
    /** The portal's young generation in MB: 2 as `npm start` (decision 0014); larger to see what GC costs. */
    'semi-space': { type: 'string', default: '2' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const VISITORS_PER_CONNECTION = Number(options.visitors);
const ENDPOINTS = new Set(options.only.split(','));
/** What a visitor types: a whole word that is also a part of compounds, and a prefix while typing. */
const SEARCH_WORD = 'bord';
const SEARCH_PREFIX = 'brandbl';
/** The bottom bar's ad: the most products an ad call gives (spec 01 section 9). */
const AD_PRODUCTS = 20;
const STORE = '/api/v3/print-store';

/** The menus' defaults: what the product page has chosen before the visitor touches a menu. */
const defaultSpecsOf = (productType) =>
  Object.fromEntries(
    productType.menus.filter((menu) => menu.default !== null).map((menu) => [menu.name, menu.default]),
  );

/**
 * What the benchmark browses, found as a visitor finds it: the sidebar's first category, its first
 * collection, and of that collection's designs the one whose product page carries the largest
 * price table; a package and a second design for the carts.
 */
async function storeTour(base) {
  const json = async (url) => (await call(base, 'GET', url)).json();
  const context = await json(STORE);
  const category = context.categories[0];
  const categoryPage = await json(`${STORE}/categories/${category.id}`);
  const collection = categoryPage.collections[0];
  const collectionPage = await json(`${STORE}/collections/${collection.id}?categoryId=${category.id}`);
  const pages = await Promise.all(
    collectionPage.products.map((product) => json(`${STORE}/products/${product.id}`)),
  );
  pages.sort((a, b) => b.productType.prices.length - a.productType.prices.length);
  const [product, other] = pages;
  let pack;
  for (const row of context.categories) {
    pack ??= (await json(`${STORE}/categories/${row.id}`)).packages[0];
  }
  if (!pack) throw new Error('the demo store has no package');
  return { category, collection, product, other, pack };
}

/**
 * A visitor with a cart of three lines (a package, another design, and the design the load adds
 * to), and the cookie their browser got with the first. Every add of the load then finds its
 * line and raises its quantity: the path of a visitor clicking 'In winkelwagen' again, with a
 * cart of a believable size priced in the answer.
 */
async function aVisitorWithACart(base, tour) {
  const first = await call(base, 'POST', `${STORE}/cart`, { body: { packageId: tour.pack.id, quantity: 1 } });
  const cookie = cookieOf(first, 'upload_session');
  const headers = { cookie };
  const add = (product) =>
    call(base, 'POST', `${STORE}/cart`, {
      headers,
      body: { productId: product.product.id, specs: defaultSpecsOf(product.productType), quantity: 1 },
    });
  await add(tour.other);
  const { lines } = await (await add(tour.product)).json();
  if (lines.length !== 3) throw new Error(`a visitor's cart has ${lines.length} lines instead of 3`);
  return headers;
}

async function apiBenchmark(label, { base, portal, databaseUrl, plainWrite }, hello) {
  const tour = await storeTour(base);
  const run = { connections: CONNECTIONS, seconds: SECONDS, databaseUrl };
  const get = (title, url) => ({
    ...run,
    title,
    read: true,
    request: { url: `${base}${url}` },
    serverPid: portal.pid,
  });
  const reads = {
    context: get('context (GET print-store)', STORE),
    dashboard: get('dashboard', `${STORE}/dashboard`),
    category: get(`category '${tour.category.name}'`, `${STORE}/categories/${tour.category.id}`),
    collection: get(
      `collection '${tour.collection.name}'`,
      `${STORE}/collections/${tour.collection.id}?categoryId=${tour.category.id}`,
    ),
    product: get(
      `product '${tour.product.product.name}' (${tour.product.productType.prices.length} price rows)`,
      `${STORE}/products/${tour.product.product.id}`,
    ),
    search: get(`search '${SEARCH_WORD}'`, `${STORE}/search?q=${SEARCH_WORD}`),
    prefix: get(`search '${SEARCH_PREFIX}'`, `${STORE}/search?q=${SEARCH_PREFIX}`),
    ads: get(`ad products (${AD_PRODUCTS})`, `${STORE}/ad-products?max=${AD_PRODUCTS}`),
  };
  const results = [];
  const record = async (measure) => {
    const measured = await load(measure);
    results.push({ ...measured, read: measure.read, write: measure.write, reference: measure.reference });
  };
  await record({
    ...run,
    title: 'Fastify hello-world',
    reference: 'hello',
    request: { url: `${hello.base}/` },
    serverPid: hello.pid,
    databaseUrl: undefined,
  });
  for (const name of READS) if (ENDPOINTS.has(name)) await record(reads[name]);
  if (ENDPOINTS.has('product')) {
    // The product page is the largest answer: what a bare Fastify reaches with as many bytes.
    const page = await call(base, 'GET', `${STORE}/products/${tour.product.product.id}`);
    const bytes = (await page.arrayBuffer()).byteLength;
    const sized = await startHelloWorld({ bytes });
    await record({
      ...run,
      title: `Fastify hello-world of the product page's size (${bytes} bytes of JSON)`,
      read: true,
      request: { url: `${sized.base}/` },
      serverPid: sized.pid,
      databaseUrl: undefined,
    });
  }
  if (ENDPOINTS.has('cart')) {
    // One after the other, as browsers arrive; every connection adds as its own visitors in turn.
    const visitors = [];
    while (visitors.length < CONNECTIONS * VISITORS_PER_CONNECTION)
      visitors.push(await aVisitorWithACart(base, tour));
    const visitorsOf = (connection) =>
      visitors.slice(connection * VISITORS_PER_CONNECTION, (connection + 1) * VISITORS_PER_CONNECTION);
    const body = JSON.stringify({
      productId: tour.product.product.id,
      specs: defaultSpecsOf(tour.product.productType),
      quantity: 1,
    });
    // The same body to both: the plain write keeps it under the visitor's Cookie header as it comes.
    const addTo = (server, requestPath) => (headers) => ({
      method: 'POST',
      path: requestPath,
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      url: `${server}${requestPath}`,
    });
    const plainAdd = addTo(plainWrite.base, '/store-lines');
    const portalAdd = addTo(base, `${STORE}/cart`);
    await record({
      ...run,
      title: 'plain write (Fastify + one upsert a request)',
      reference: 'plain',
      request: plainAdd(visitors[0]),
      requestsOf: (connection) => visitorsOf(connection).map(plainAdd),
      serverPid: plainWrite.pid,
    });
    await record({
      ...run,
      title: 'store cart (POST a line, as a visitor)',
      write: true,
      request: portalAdd(visitors[0]),
      requestsOf: (connection) => visitorsOf(connection).map(portalAdd),
      serverPid: portal.pid,
    });
  }
  const rpsOf = (reference) => results.find((row) => row.reference === reference)?.rps ?? null;
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each; reads as a visitor without a login, the cart's adds as ${CONNECTIONS * VISITORS_PER_CONNECTION} visitors (${VISITORS_PER_CONNECTION} a connection, in turn)`,
  );
  printTable(results, [
    {
      heading: 'share of hello-world (reads)',
      of: (row) => (row.read || row.reference === 'hello' ? rpsOf('hello') : null),
    },
    {
      heading: 'share of the plain write (writes)',
      of: (row) => (row.write || row.reference === 'plain' ? rpsOf('plain') : null),
    },
  ]);
}

await runOnDatabases({
  name: 'print_store',
  skipPglite: options['skip-pglite'],
  postgres: options.postgres,
  profile: options.profile,
  portal: { semiSpace: options['semi-space'] },
  measure: apiBenchmark,
});
