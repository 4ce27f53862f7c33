// The file store benchmark's data (bench/filestore/benchmark.mjs, reference-server.mjs): the demo
// customer's archive of files with a page of text each, written straight into the database
// (made through the API they would take hours), and the names the measured requests use.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from '../lib/api-load.mjs';

/** The demo customer (apps/server/src/features/accounts/accounts.seed.ts, customers.seed.ts). */
export const CUSTOMER = {
  email: 'klant@bouwbedrijf-demo.example',
  password: 'Klant-Demo-2026',
  number: '1004217',
};
export const ARCHIVE = 'Benchmarkarchief';

/**
 * The words the documents' text is drawn from: what a construction company's letters, invoices
 * and contracts hold. `kadastrale` is rare (one document in a thousand), `vergunning` common.
 */
export const WORDS =
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

/** The files that are neither in the large nor the small folder: in folders of 1,000 each. */
const SPREAD_FOLDER_SIZE = 1000;

/**
 * The benchmark's archive of the demo customer: a folder of `largeCount` files ('Groot'), one of
 * `smallCount` ('Klein') and the rest in folders of 1,000, every file with a page of text; counts
 * kept as the service keeps them. `dataDir`: the portal's DATA_DIR (PGlite), else `databaseUrl`.
 */
export async function prepareArchive(label, { dataDir, databaseUrl }, { total, largeCount, smallCount }) {
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
    await fill(large, largeCount);
    await fill(small, smallCount);
    const rest = Math.max(0, total - largeCount - smallCount);
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
      `${label}: ${next - 1} files written in ${((Date.now() - started) / 1000).toFixed(0)} s (${largeCount} in 'Groot', ${smallCount} in 'Klein')`,
    );
  } finally {
    await database.close();
  }
}
