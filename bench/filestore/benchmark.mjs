// The file store's reads under load (issue 31's quality bar): the first page of a folder of 20,000
// files beside a folder of 20 and a Fastify hello-world, and search over 100,000 files, with 20
// concurrent clients, on the embedded PGlite and (with --postgres) on PostgreSQL. Not run by tests.
// From the repo root:
//   node bench/filestore/benchmark.mjs [--seconds 10] [--connections 20] [--postgres postgres://user@host/db]
//     [--files 100000] [--large 20000] [--only listing,search] [--skip-pglite] [--profile dir]
// The files are written straight into the database between a first start of the portal (its
// migrations and demo data) and the measured one (bench/lib/api-load.mjs, `prepare`): made through
// the API they would take hours. They are rows only (no stored bytes): listing and search read
// rows. After the portal's rows, the honest reference (reference-server.mjs, decision 0129): the
// bare SQL of the same page and searches on the same database, with the same clients. Copy the
// tables to docs/PERFORMANCE.md. Figures only: exits non-zero on a real error.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { call, freePort, load, printTable, root, runOnDatabases, start, waitFor } from '../lib/api-load.mjs';
import { ARCHIVE, CUSTOMER, prepareArchive } from './archive.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    postgres: { type: 'string' },
    files: { type: 'string', default: '100000' },
    large: { type: 'string', default: '20000' },
    only: { type: 'string', default: 'listing,search' },
    'skip-pglite': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const TOTAL_FILES = Number(options.files);
const LARGE = Number(options.large);
const SMALL = 20;
const PARTS = new Set(options.only.split(','));

async function measure(label, { base, portal, databaseUrl }, hello) {
  const login = await (
    await call(base, 'POST', '/api/v3/auth/login', {
      body: { username: CUSTOMER.email, password: CUSTOMER.password },
    })
  ).json();
  const headers = { authorization: `Bearer ${login.jwtToken}` };
  const json = async (url) => (await call(base, 'GET', url, { headers })).json();
  const { archives } = await json('/api/v3/filestore/archives');
  const archive = archives.find((item) => item.name === ARCHIVE);
  const root = await json(`/api/v3/filestore/archives/${archive.id}/listing`);
  const folderOf = (name) => root.folders.find((folder) => folder.name === name);
  const large = folderOf('Groot');
  const small = folderOf('Klein');
  const listingUrl = (folder, query = '') =>
    `/api/v3/filestore/archives/${archive.id}/listing?folderId=${folder.id}${query}`;
  // A page deep in the large folder: the cursor of its 150th page, by name.
  let deep = await json(listingUrl(large));
  for (let page = 1; page < 150 && deep.nextCursor; page += 1)
    deep = await json(listingUrl(large, `&after=${deep.nextCursor}`));

  const run = { connections: CONNECTIONS, seconds: SECONDS, databaseUrl };
  const get = (title, url) => ({
    ...run,
    title,
    request: { url: `${base}${url}`, headers },
    serverPid: portal.pid,
  });
  const results = [];
  const record = async (measured) =>
    results.push({ ...(await load(measured)), reference: measured.reference });
  await record({
    ...run,
    title: 'Fastify hello-world',
    reference: 'hello',
    request: { url: `${hello.base}/` },
    serverPid: hello.pid,
    databaseUrl: undefined,
  });
  if (PARTS.has('listing')) {
    await record(
      get(`listing: first page of a folder of ${large.fileCount} files (by name)`, listingUrl(large)),
    );
    await record(
      get(`listing: first page of a folder of ${small.fileCount} files (by name)`, listingUrl(small)),
    );
    await record(
      get(
        `listing: ${large.fileCount} files, by date, newest first`,
        listingUrl(large, '&sort=date&direction=desc'),
      ),
    );
    await record(get(`listing: ${large.fileCount} files, by pages`, listingUrl(large, '&sort=pages')));
    await record(
      get(
        `listing: ${large.fileCount} files, page 151 (by name)`,
        listingUrl(large, `&after=${deep.nextCursor}`),
      ),
    );
  }
  if (PARTS.has('search')) {
    const hits = async (q) => {
      const first = await json(`/api/v3/filestore/search?q=${encodeURIComponent(q)}`);
      return `${first.hits.length}${first.nextCursor ? '+' : ''}`;
    };
    for (const [q, what] of [
      ['kadastrale', 'a rare word of the text'],
      ['kadast', 'its prefix, while typing'],
      ['polis', 'a part of a compound name'],
      ['Verzekeringspolis 000503', 'a file by its name'],
      ['vergunning', 'a word in ~40 % of the documents'],
    ])
      await record(
        get(
          `search '${q}': ${what} (${await hits(q)} hits on the first page)`,
          `/api/v3/filestore/search?q=${encodeURIComponent(q)}`,
        ),
      );
  }
  measured.set(label, results);
}

/** The rows measured on the portal, by database, until its reference rows join them. */
const measured = new Map();

/**
 * The honest reference (decision 0129), once the portal stopped: the portal's own statements for
 * the same first page and the same searches, and a plain select of the page, sent bare to the same
 * database (reference-server.mjs), 20 clients, no login; then the table of the portal's rows and these.
 */
async function reference(label, { dataDir, databaseUrl }) {
  const results = measured.get(label);
  const port = await freePort();
  const server = start(
    [path.join(import.meta.dirname, 'reference-server.mjs'), String(port), databaseUrl ?? dataDir],
    { cwd: path.join(root, 'apps/server') },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  // Warmed as the portal is before its rows (its 150 pages to the deep cursor): a fresh process
  // runs PGlite's WebAssembly in its baseline tier for its first seconds.
  const urls = ['/listing', '/page', '/search?q=kadastrale', '/search?q=vergunning'];
  for (let round = 0; round < 50; round += 1) for (const url of urls) await call(base, 'GET', url);
  const bare = (title, url) =>
    load({
      connections: CONNECTIONS,
      seconds: SECONDS,
      databaseUrl,
      title,
      request: { url: `${base}${url}` },
      serverPid: server.pid,
    });
  if (PARTS.has('listing')) {
    results.push(
      await bare(`reference: the listing's statement (first page of ${LARGE} files), bare`, '/listing'),
    );
    results.push(await bare(`reference: a plain select of that page's files only, bare`, '/page'));
  }
  if (PARTS.has('search'))
    for (const q of ['kadastrale', 'vergunning'])
      results.push(await bare(`reference: search '${q}', the search's statements, bare`, `/search?q=${q}`));
  server.kill('SIGTERM');
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each, logged in as the demo customer; ${TOTAL_FILES} files in the archive`,
  );
  const hello = results.find((row) => row.reference === 'hello').rps;
  printTable(results, [{ heading: 'share of hello-world', of: () => hello }]);
}

await runOnDatabases({
  name: 'filestore',
  skipPglite: options['skip-pglite'],
  postgres: options.postgres,
  profile: options.profile,
  prepare: (label, where) =>
    prepareArchive(label, where, { total: TOTAL_FILES, largeCount: LARGE, smallCount: SMALL }),
  measure,
  afterPortal: reference,
});
