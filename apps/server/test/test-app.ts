import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { type Database, openDatabase } from '../src/db/database';
import { schema } from '../src/db/schema';
import { createJobsRepository, type JobRow } from '../src/platform/jobs/jobs.repository';

/** Every table of the schema, emptied between test files that share a worker's PGlite. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table as PgTable)}"`);

type SharedPglite = { database: Database };
const worker = globalThis as typeof globalThis & { portalTestPglite?: Promise<SharedPglite> };

/**
 * The worker's embedded database: started and migrated once per test worker (the server
 * project runs its files in shared workers, vitest.config.ts), since starting PGlite costs about
 * a second and migrating it almost nothing.
 */
function workerPglite(): Promise<SharedPglite> {
  worker.portalTestPglite ??= (async () => {
    const database = await openDatabase({});
    await database.migrate();
    return { database };
  })();
  return worker.portalTestPglite;
}

export type TestDatabase = Database & {
  drop(): Promise<void>;
  /** A second connection to the same database, as another server instance would have. */
  connectAgain(): Promise<Database & { close(): Promise<void> }>;
};

/**
 * A clean database for one test file: the worker's PGlite emptied by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the same files both ways).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { database } = await workerPglite();
    await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
    // One PGlite is one connection: "another instance" shares it, and nobody closes it but the worker's end.
    const shared = { ...database, close: async () => undefined };
    return { ...shared, drop: async () => undefined, connectAgain: async () => shared };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    connectAgain: () => openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The STORAGE_URL of an app under test whose data is in `dataDir`: none (the local disk) unless
 * TEST_STORAGE_URL names a bucket (scripts/test-api-s3.mjs, decision 0128); then a prefix of its
 * own in it, named after the data folder, so a test reaches the same files as its app.
 */
export function testStorageUrl(dataDir: string): string | undefined {
  const bucket = process.env.TEST_STORAGE_URL;
  if (!bucket) return undefined;
  const url = new URL(bucket);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.basename(dataDir)}`;
  return url.toString();
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'portal-test-data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...overrides,
  });
}

/**
 * An app on the test database, with no demo data: a test builds what it stands on
 * (test/builders.ts). The seed tests pass deps.seedDemoData.
 */
export async function createTestApp(
  database: Database,
  options: { config?: Record<string, string>; deps?: Omit<AppDependencies, 'database'> } = {},
): Promise<FastifyInstance> {
  const config = { ...options.config };
  // The suites that store files also run on a bucket (scripts/test-api-s3.mjs).
  const storageUrl = options.deps?.storage
    ? undefined
    : testStorageUrl(config.DATA_DIR ?? testConfig().dataDir);
  if (storageUrl && config.STORAGE_URL === undefined) config.STORAGE_URL = storageUrl;
  const app = await buildApp(testConfig(config), { database, ...options.deps });
  await app.ready();
  return app;
}

/** The jobs of a kind (in a status), oldest first: what a test checks after background work. */
export function jobsOf(database: Database, kind: string, status?: JobRow['status']): Promise<JobRow[]> {
  return createJobsRepository(database.db).list(kind, status);
}
