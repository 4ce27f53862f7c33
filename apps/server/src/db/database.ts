import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenOnPglite, type NoticeHandlers, type NoticeListener, postgresNotices } from './notices';
import { keepBuiltInParsers } from './pglite-parsers';
import { schema } from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Notices on a channel (PostgreSQL LISTEN/NOTIFY), from any connection to this database. */
  listen(channel: string, handlers: NoticeHandlers): Promise<NoticeListener>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    let closing = false;
    // The server may drop an idle connection (a restart, a failover, a network break); the pool
    // reports it here and opens a new one for the next query. Unheard, it would stop the process.
    // Once we close the pool, a connection the server drops on its way out (a database dropped
    // or a server stopped right after) is expected, not news: pool.end() can answer before every
    // connection has ended.
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const notices = postgresNotices(databaseUrl);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      listen: notices.listen,
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  // The print store's search needs these contrib extensions (migration 0030); PostgreSQL has them built in.
  const client = new PGlite(options.pgliteDir ?? 'memory://', { extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  keepBuiltInParsers(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
