// The file store benchmark's honest reference (decisions 0059 and 0129): what the database alone
// costs for the same first page of the 20,000-file folder and the same searches, with the same 20
// concurrent clients. A bare Fastify without login, validation, breadcrumbs or the answer's shape:
// on the portal's own database (the PGlite folder the portal used, opened once it stopped, with the
// same extensions and parsers; or the same PostgreSQL database through a pool of 10, as the
// portal's) it sends the statements the portal sends for that request, as text and parameters
// straight to the driver. They are taken once at start from the portal's repository (the demo
// customer's caller, the same ids), so they are the portal's SQL to the letter. Started by
// benchmark.mjs (not run by tests):
//   node reference-server.mjs <port> <DATA_DIR | postgres URL>
// - GET /listing: the listing's one statement (the first page of 'Groot' by name);
// - GET /page: only a plain select of that page's 100 files (the least a listing can read);
// - GET /search?q=word: the search's statements for its first page (two, three for a common word).
import path from 'node:path';
import Fastify from 'fastify';
import { tsImport } from 'tsx/esm/api';
import { ARCHIVE, CUSTOMER } from './archive.mjs';

const [port, target] = process.argv.slice(2);
const server = path.resolve(import.meta.dirname, '../../apps/server/src');
const load = (file) => tsImport(path.join(server, file), import.meta.url);
const { openDatabase } = await load('db/database.ts');
const { searchWordsOf } = await load('db/search-columns.ts');
const { createFilestoreRepository } = await load('features/filestore/filestore.repository.ts');
const { createCustomersRepository } = await load('features/customers/customers.repository.ts');
const { FILESTORE_PAGE_SIZE, FILESTORE_SEARCH_PAGE_SIZE } = await load(
  '../../../packages/shared/src/schemas/filestore.ts',
);

const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { pgliteDir: path.join(target, 'pglite') },
);
const { db } = database;
// The driver's own client (PGlite, or node-postgres's pool): text and parameters, nothing between.
const client = db.$client;
const send = (statement) => client.query(statement.sql, statement.params);

const [place] = (
  await client.query(
    `select a.id as archive, d.id as folder, u.id as "user"
     from filestore_archives a join customers c on c.id = a.customer_id
     join filestore_folders d on d.archive_id = a.id and d.name = 'Groot'
     join users u on u.email = $3
     where c.customer_number = $1 and a.name = $2`,
    [CUSTOMER.number, ARCHIVE, CUSTOMER.email],
  )
).rows;
if (!place) throw new Error('the benchmark archive is missing');

/** The statements a repository call sends, as text and parameters (it runs once, here). */
async function statementsOf(call) {
  const taken = [];
  const execute = db.execute.bind(db);
  db.execute = (query) => {
    taken.push(db.dialect.sqlToQuery(query.getSQL ? query.getSQL() : query));
    return execute(query);
  };
  try {
    await call();
  } finally {
    db.execute = execute;
  }
  return taken;
}

const repository = createFilestoreRepository(db);
const cards = { query: createCustomersRepository(db).cardsQuery({ userId: place.user }), all: false };
const [listing] = await statementsOf(() =>
  repository.listing(
    cards,
    place.archive,
    place.folder,
    { sort: 'name', direction: 'asc', after: undefined, limit: FILESTORE_PAGE_SIZE + 1 },
    true,
  ),
);
const PAGE = {
  sql: `select json_agg(p) as page from (
    select id, name, size, file_type as "fileType", status, format, page_count as "pageCount",
      pages_colour as "pagesColour", pages_bw as "pagesBW", pages_blank as "pagesBlank",
      coalesce(octet_length(text_content), 0) > 0 as "hasText", created_at as "createdAt", version
    from filestore_files where archive_id = $1 and folder_id = $2 and trashed_at is null
    order by lower(name), id limit ${FILESTORE_PAGE_SIZE + 1}) p`,
  params: [place.archive, place.folder],
};
/** The search's statements by query text, as the service sends them for the first page. */
const searches = new Map();
async function searchStatements(q) {
  const words = searchWordsOf(q);
  const known = searches.get(words.join(' '));
  if (known) return known;
  const statements = await statementsOf(async () => {
    const rows = await repository.search(cards, words, undefined, undefined, FILESTORE_SEARCH_PAGE_SIZE + 1);
    const page = rows.slice(0, FILESTORE_SEARCH_PAGE_SIZE);
    await repository.hitDetails(
      page.filter((row) => row.kind === 'file').map((row) => row.id),
      page.filter((row) => row.kind === 'folder').map((row) => row.id),
      words,
    );
  });
  searches.set(words.join(' '), statements);
  return statements;
}

const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.get('/listing', async () => (await send(listing)).rows[0]);
app.get('/page', async () => (await send(PAGE)).rows[0]);
app.get('/search', async (request) => {
  const answers = [];
  for (const statement of await searchStatements(String(request.query.q ?? '')))
    answers.push((await send(statement)).rows);
  return answers;
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
