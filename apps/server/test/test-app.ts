import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { type Database, openDatabase } from '../src/db/database';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the same files both ways).
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, drop: () => database.close() };
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
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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

export async function createTestApp(
  database: Database,
  options: { config?: Record<string, string>; deps?: Omit<AppDependencies, 'database'> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(options.config), { database, ...options.deps });
  await app.ready();
  return app;
}
