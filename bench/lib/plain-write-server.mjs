// The reference for the API benchmarks' writes (decision 0059): the least a write endpoint can do.
// A bare Fastify that parses a JSON body and upserts it as one row, one statement a request, on
// the same database as the portal under test (PGlite in this process, or a PostgreSQL server's
// pool of 10). No login, no validation, no price, no notices: what a portal write costs above
// this is the portal's own work. PGlite keeps only the built-in types' parsers, as the portal's
// does (apps/server/src/db/pglite-parsers.ts), so that neither side pays for what the other
// skips. Two bodies, one route each:
// - PUT /lines/:fileId: the catalogue benchmark's quote (a file's product, specs and quantity);
// - POST /store-lines: the print-store benchmark's cart line (a design, its specs and a
//   quantity), added to the same owner's line of the same design and specs as the store cart
//   does; the owner is the Cookie header as it comes (no signature checked, nothing hashed).
// Started by lib/api-load.mjs (not run by tests):
//   node plain-write-server.mjs <port> <dataDir | postgres URL>
import Fastify from 'fastify';

const [port, target] = process.argv.slice(2);

const CREATE_LINES = `create table if not exists plain_lines (
  file_id uuid primary key, product_id varchar(64) not null, specs jsonb not null,
  quantity integer not null, updated_at timestamptz not null)`;
const UPSERT_LINE = `insert into plain_lines (file_id, product_id, specs, quantity, updated_at)
  values ($1, $2, $3, $4, now())
  on conflict (file_id) do update set product_id = excluded.product_id, specs = excluded.specs,
    quantity = excluded.quantity, updated_at = excluded.updated_at
  returning file_id, product_id, specs, quantity, updated_at`;
const CREATE_STORE_LINES = `create table if not exists plain_store_lines (
  owner text not null, product_id uuid not null, specs jsonb not null,
  quantity integer not null, updated_at timestamptz not null,
  primary key (owner, product_id, specs))`;
const ADD_STORE_LINE = `insert into plain_store_lines (owner, product_id, specs, quantity, updated_at)
  values ($1, $2, $3, $4, now())
  on conflict (owner, product_id, specs) do update
    set quantity = plain_store_lines.quantity + excluded.quantity, updated_at = excluded.updated_at
  returning owner, product_id, specs, quantity, updated_at`;

async function openDatabase() {
  if (target.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return (text, values) => pool.query(text, values);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { tsImport } = await import('tsx/esm/api');
  const { keepBuiltInParsers } = await tsImport(
    '../../apps/server/src/db/pglite-parsers.ts',
    import.meta.url,
  );
  const client = await PGlite.create(target);
  keepBuiltInParsers(client);
  return (text, values) => client.query(text, values);
}

const query = await openDatabase();
await query(CREATE_LINES, []);
await query(CREATE_STORE_LINES, []);
const app = Fastify();
// For the benchmark's waitFor: it answers once the database is open and the tables made.
app.get('/health', async () => ({ ok: true }));
app.put('/lines/:fileId', async (request) => {
  const { productId, specs, quantity } = request.body;
  const { rows } = await query(UPSERT_LINE, [
    request.params.fileId,
    productId,
    JSON.stringify(specs),
    quantity,
  ]);
  return rows[0];
});
app.post('/store-lines', async (request) => {
  const { productId, specs, quantity } = request.body;
  const owner = request.headers.cookie ?? '';
  const { rows } = await query(ADD_STORE_LINE, [owner, productId, JSON.stringify(specs), quantity]);
  return rows[0];
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
