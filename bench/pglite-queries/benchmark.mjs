// What one query costs on the embedded PGlite, with its type parsers as PGlite ships them and as
// the portal keeps them (only the built-in types: apps/server/src/db/pglite-parsers.ts), side by
// side in one run. Copy the table to docs/PERFORMANCE.md.
//   node bench/pglite-queries/benchmark.mjs [--rounds 7] [--queries 1000]
// Each round runs every query kind on both databases in turn (the order alternating), so a
// machine that gets busier halfway weighs on both; the table gives each kind's median of the
// rounds, in µs of wall time a query (PGlite runs in this thread, so that is its CPU too).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { tsImport } from 'tsx/esm/api';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, queries: { type: 'string', default: '1000' } },
});
const ROUNDS = Number(options.rounds);
const QUERIES = Number(options.queries);
const { keepBuiltInParsers } = await tsImport('../../apps/server/src/db/pglite-parsers.ts', import.meta.url);

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-queries-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

// What Drizzle passes with every query (drizzle-orm/pglite/session.js): rows as arrays, dates as text.
const DRIZZLE_OPTIONS = {
  rowMode: 'array',
  parsers: { 1082: (v) => v, 1114: (v) => v, 1184: (v) => v, 1186: (v) => v },
};
const LINES = 20;
const line = (index, round) => ({
  file_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  specs: { papier: '80 g/m²', printwijze: 'Dubbelzijdig', afwerking: 'Nieten', ronde: round },
  quantity: 10 + round,
});

/** The query kinds: a short read, a one-row upsert as a plain write does, a quote-sized batch. */
const KINDS = {
  'select $1 (a short read)': (client, i) => client.query('select $1::int as n', [i], DRIZZLE_OPTIONS),
  'upsert of one row, returning it': (client, i) =>
    client.query(
      `insert into lines (file_id, specs, quantity) values ($1, $2, $3)
       on conflict (file_id) do update set specs = excluded.specs, quantity = excluded.quantity
       returning file_id, specs, quantity`,
      [line(i % 50, i).file_id, JSON.stringify(line(i % 50, i).specs), i],
      DRIZZLE_OPTIONS,
    ),
  [`upsert of ${LINES} rows from one jsonb parameter`]: (client, i) =>
    client.query(
      `insert into lines (file_id, specs, quantity)
       select r.file_id, r.specs, r.quantity
         from jsonb_to_recordset($1::jsonb) as r(file_id uuid, specs jsonb, quantity integer)
       on conflict (file_id) do update set specs = excluded.specs, quantity = excluded.quantity
       returning file_id`,
      [JSON.stringify(Array.from({ length: LINES }, (_, index) => line(index, i)))],
      DRIZZLE_OPTIONS,
    ),
};

async function open(name, trimmed) {
  const client = await PGlite.create(path.join(dir, name));
  if (trimmed) keepBuiltInParsers(client);
  await client.exec(
    'create table lines (file_id uuid primary key, specs jsonb not null, quantity integer not null)',
  );
  return { name, client, parsers: Object.keys(client.parsers).length };
}

const databases = [await open('as shipped', false), await open('built-in parsers only', true)];
const timings = new Map(); // `${kind}|${name}` → µs a query, one per round

for (let round = 0; round < ROUNDS; round += 1) {
  for (const [kind, run] of Object.entries(KINDS)) {
    const order = round % 2 === 0 ? databases : [...databases].reverse();
    for (const { name, client } of order) {
      for (let i = 0; i < 50; i += 1) await run(client, i); // warm
      const started = performance.now();
      for (let i = 0; i < QUERIES; i += 1) await run(client, i);
      const key = `${kind}|${name}`;
      timings.set(key, [...(timings.get(key) ?? []), ((performance.now() - started) * 1000) / QUERIES]);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}, Node ${process.version}, ${ROUNDS} rounds of ${QUERIES} queries\n`,
);
console.log(
  `| query | µs, parsers as shipped (${databases[0].parsers}) | µs, built-in parsers only (${databases[1].parsers}) | saved |`,
);
console.log('|---|---|---|---|');
for (const kind of Object.keys(KINDS)) {
  const [shipped, builtIn] = databases.map(({ name }) => median(timings.get(`${kind}|${name}`)));
  console.log(
    `| ${kind} | ${shipped.toFixed(0)} | ${builtIn.toFixed(0)} | ${(((shipped - builtIn) / shipped) * 100).toFixed(0)} % |`,
  );
}
for (const { client } of databases) await client.close();
