import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';

/**
 * What a query answers, as JavaScript values, is the same on the embedded PGlite and on the
 * PostgreSQL server (this file runs on both): PGlite keeps only the built-in types' parsers
 * (db/pglite-parsers.ts), which must not change a value the portal reads.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function firstRow(query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
}

describe('values a query answers', () => {
  it('gives the types of the portal’s columns as JavaScript values', async () => {
    expect(
      await firstRow(sql`select array['ADMIN', 'orderDesk']::text[] as texts,
        array['https://inkoop.example']::varchar[] as varchars, '{}'::text[] as empty,
        null::varchar[] as none, '{"papier": "80", "aantal": [1, 2]}'::jsonb as specs,
        12345::integer as cents, true as in_cart, 'Bestelling 12'::varchar as title`),
    ).toEqual({
      texts: ['ADMIN', 'orderDesk'],
      varchars: ['https://inkoop.example'],
      empty: [],
      none: null,
      specs: { papier: '80', aantal: [1, 2] },
      cents: 12345,
      in_cart: true,
      title: 'Bestelling 12',
    });
  });

  it('gives arrays of the built-in types as arrays', async () => {
    expect(
      await firstRow(sql`select array[1, 2]::int4[] as numbers, array[true, false] as flags,
        array['7f8a1c52-1d6e-4f8e-9a49-0b0c2b8d6e11']::uuid[] as ids,
        array['{"a": 1}']::jsonb[] as documents`),
    ).toEqual({
      numbers: [1, 2],
      flags: [true, false],
      ids: ['7f8a1c52-1d6e-4f8e-9a49-0b0c2b8d6e11'],
      documents: [{ a: 1 }],
    });
  });

  it('gives an array of a type made after the built-in ones as its text, on both databases', async () => {
    // information_schema's domains are made by initdb after the built-in types (OID ≥ 10,000);
    // node-postgres has no parser for their arrays, and PGlite now keeps none either.
    expect(
      await firstRow(sql`select array['offerte', 'order']::information_schema.sql_identifier[] as names`),
    ).toEqual({ names: '{offerte,order}' });
  });
});
