import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's first OID of the objects initdb makes after the built-in catalogue
 * (FirstGenbkiObjectId): below it are the built-in types, each base type with its array type.
 */
const FIRST_NON_BUILT_IN_OID = 10_000;

/**
 * Leaves PGlite's result parsers to the built-in types: the base types and their arrays.
 *
 * PGlite (0.3) copies its whole table of parsers into a new object for every query it answers
 * (its parseResults spreads `{ ...parsers, ...options.parsers }`, and Drizzle always passes
 * options). At start it adds an array parser for every array type in the catalogue: 317 entries,
 * 212 of them for types initdb and our migrations make (information_schema's domains, the system
 * views' and our tables' row types), whose arrays no query of ours returns. Copying that table
 * was about a third of a short query's time (docs/PERFORMANCE.md, 2026-11-25).
 *
 * An array of a type made later now comes back as its text, as node-postgres answers it on the
 * PostgreSQL server, so both databases give the same values.
 */
export function keepBuiltInParsers(client: PGlite): void {
  client.parsers = Object.fromEntries(
    Object.entries(client.parsers).filter(([key]) => !(Number(key) >= FIRST_NON_BUILT_IN_OID)),
  );
}
