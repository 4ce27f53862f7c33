// The file store's reads under load (issue 31's quality bar): the first page of a folder of 20,000
// files beside a folder of 20 and a Fastify hello-world, and search over 100,000 files, with 20
// concurrent clients, on the embedded PGlite and (with --postgres) on PostgreSQL. Not run by tests.
// From the repo root:
//   node bench/filestore/benchmark.mjs [--seconds 10] [--connections 20] [--postgres postgres://user@host/db]
//     [--files 100000] [--large 20000] [--only listing,search] [--skip-pglite]
// The files are written straight into the database between a first start of the portal (its
// migrations and demo data) and the measured one (bench/lib/api-load.mjs, `prepare`): made through
// the API they would take hours. They are rows only (no stored bytes): listing and search read
// rows. Copy the tables to docs/PERFORMANCE.md. Figures only: exits non-zero on a real error.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { call, load, printTable, root, runOnDatabases } from '../lib/api-load.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    postgres: { type: 'string' },
    files: { type: 'string', default: '100000' },
    large: { type: 'string', default: '20000' },
    only: { type: 'string', default: 'listing,search' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const TOTAL_FILES = Number(options.files);
const LARGE = Number(options.large);
const SMALL = 20;
/** The files that are neither in the large nor the small folder: in folders of 1,000 each. */
const SPREAD_FOLDER_SIZE = 1000;
const PARTS = new Set(options.only.split(','));

/** The demo customer (apps/server/src/features/accounts/accounts.seed.ts, customers.seed.ts). */
const CUSTOMER = { email: 'klant@bouwbedrijf-demo.example', password: 'Klant-Demo-2026', number: '1004217' };
const ARCHIVE = 'Benchmarkarchief';

/**
 * The words the documents' text is drawn from: what a construction company's letters, invoices
 * and contracts hold. `kadastrale` is rare (one document in a thousand), `vergunning` common.
 */
const WORDS =
  `aannemer aanvraag adres afspraak akkoord artikel bedrag begroting bepaling beschikking besluit bestek
betaling bijlage bouwplaats bouwwerk brief contract datum dossier eigenaar factuur fundering gemeente gebouw
gegevens handtekening huur inspectie jaar kosten kozijnen levering maand materiaal medewerker meerwerk nota
offerte omschrijving onderhoud opdracht opdrachtgever oplevering overeenkomst perceel planning project rapport
rekening schade termijn tekening uitvoering vergunning verzekering voorwaarden werkzaamheden woning zaak
aangetekend afrekening betonwerk dakbedekking elektra garantie isolatie loodgieter metselwerk renovatie
steigers tegelwerk timmerwerk ventilatie verbouwing wijziging`
    .split(/\s+/)
    .filter(Boolean);
const KINDS = ['Scan', 'Factuur', 'Brief', 'Offerte', 'Tekening', 'Rapport', 'Contract', 'Nota'];

/**
 * The benchmark's archive of the demo customer: a folder of LARGE files, one of 20, and the rest
 * in folders of 1,000, every file with a page of text; counts kept as the service keeps them.
 */
async function prepare(label, { dataDir, databaseUrl }) {
  const started = Date.now();
  const { openDatabase } = await tsImport(path.join(root, 'apps/server/src/db/database.ts'), import.meta.url);
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
  );
  const db = database.db;
  const rows = async (query) => (await db.execute(query)).rows;
  try {
    const [customer] = await rows(sql`select id from customers where customer_number = ${CUSTOMER.number}`);
    const [user] = await rows(sql`select id from users where email = ${CUSTOMER.email}`);
    if (!customer || !user) throw new Error('the demo customer is missing: was the portal seeded?');
    const [archive] = await rows(sql`
      insert into filestore_archives (customer_id, name, created_by) values (${customer.id}, ${ARCHIVE}, ${user.id})
      returning id`);
    const folder = async (name, parent) => {
      const [row] = await rows(sql`
        insert into filestore_folders (archive_id, parent_id, name, path, created_by)
        values (${archive.id}, ${parent?.id ?? null}, ${name}, '', ${user.id}) returning id`);
      const path = `${parent?.path ?? '/'}${row.id}/`;
      await db.execute(sql`update filestore_folders set path = ${path} where id = ${row.id}`);
      return { id: row.id, path, name };
    };
    const large = await folder('Groot', null);
    const small = await folder('Klein', null);
    const spread = await folder('Verspreid', null);
    const words = `{${WORDS.join(',')}}`;
    const kinds = `{${KINDS.join(',')}}`;
    /** Files `from` to `to` (1-based numbers over the whole archive) into a folder, in one statement. */
    const filesInto = (target, from, to) =>
      db.execute(sql`
        insert into filestore_files (archive_id, folder_id, name, storage_key, size, file_type, status, format,
          page_count, pages_colour, pages_bw, pages_blank, analysed, text_content, created_at, created_by)
        select ${archive.id}::uuid, ${target.id}::uuid,
          case when i % 500 = 3 then 'Verzekeringspolis ' else (${kinds}::text[])[1 + i % 8] || ' ' end
            || lpad(i::text, 6, '0') || '.pdf',
          'filestore/bench/' || i, 50000 + (i * 7919) % 5000000, 'pdf', 'READY', 'A4',
          1 + (i * 31) % 40, 0, 1 + (i * 31) % 40, 0, true,
          (select string_agg((${words}::text[])[1 + ((i * 7919 + k * 104729) % ${WORDS.length})], ' ')
             from generate_series(1, 150) k)
            || case when i % 1000 = 7 then ' kadastrale gegevens van het perceel' else '' end,
          timestamptz '2026-01-01' + (i || ' seconds')::interval, ${user.id}::uuid
        from generate_series(${from}::int, ${to}::int) i`);
    // The search indexes are built once after the load: as fast as keeping them up row by row, or faster.
    await db.execute(sql`drop index filestore_files_search`);
    await db.execute(sql`drop index filestore_files_name_trgm`);
    let next = 1;
    const fill = async (target, count) => {
      for (let done = 0; done < count; done += 5000) {
        const batch = Math.min(5000, count - done);
        await filesInto(target, next, next + batch - 1);
        next += batch;
      }
    };
    await fill(large, LARGE);
    await fill(small, SMALL);
    const rest = Math.max(0, TOTAL_FILES - LARGE - SMALL);
    for (let part = 0; part * SPREAD_FOLDER_SIZE < rest; part += 1) {
      const sub = await folder(`Doos ${String(part + 1).padStart(3, '0')}`, spread);
      await fill(sub, Math.min(SPREAD_FOLDER_SIZE, rest - part * SPREAD_FOLDER_SIZE));
      if (part % 10 === 9) process.stdout.write(`  ${label}: ${next - 1} files\n`);
    }
    await db.execute(sql`create index filestore_files_search on filestore_files using gin (search)`);
    await db.execute(
      sql`create index filestore_files_name_trgm on filestore_files using gin (lower(store_unaccent(name)) gin_trgm_ops)`,
    );
    // The counts the service keeps, made once here by counting.
    await db.execute(sql`
      update filestore_folders d set
        file_count = (select count(*) from filestore_files f where f.folder_id = d.id and f.trashed_at is null),
        folder_count = (select count(*) from filestore_folders c where c.parent_id = d.id and c.trashed_at is null)
      where d.archive_id = ${archive.id}`);
    await db.execute(sql`
      update filestore_archives a set
        file_count = (select count(*) from filestore_files f where f.archive_id = a.id),
        used_bytes = (select coalesce(sum(size), 0) from filestore_files f where f.archive_id = a.id),
        folder_count = (select count(*) from filestore_folders d where d.archive_id = a.id),
        root_folder_count = (select count(*) from filestore_folders d where d.archive_id = a.id and d.parent_id is null)
      where a.id = ${archive.id}`);
    await db.execute(sql`analyze`);
    console.log(
      `${label}: ${next - 1} files written in ${((Date.now() - started) / 1000).toFixed(0)} s (${LARGE} in 'Groot', ${SMALL} in 'Klein')`,
    );
  } finally {
    await database.close();
  }
}

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
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each, logged in as the demo customer; ${TOTAL_FILES} files in the archive`,
  );
  const hello_ = results.find((row) => row.reference === 'hello').rps;
  printTable(results, [{ heading: 'share of hello-world', of: () => hello_ }]);
}

await runOnDatabases({
  name: 'filestore',
  skipPglite: options['skip-pglite'],
  postgres: options.postgres,
  prepare,
  measure,
});
