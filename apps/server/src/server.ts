import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { clockStartingAt } from './lib/clock';
import { tuneGarbageCollection } from './lib/gc-tuning';
import { StorageUnavailableError } from './platform/storage/file-storage';
import { storageFromConfig } from './platform/storage/storage-from-config';

/** Starts the portal: config, database (migrated, seeded outside production), HTTP, graceful stop. */
async function main(): Promise<void> {
  tuneGarbageCollection();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A fresh DATA_DIR (production has no generated secret that would have made it) is created here.
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();

  // Where the files are (STORAGE_URL): checked before anything is served, with a clear reason.
  const storage = storageFromConfig(config);
  try {
    await storage.verify();
  } catch (error) {
    if (error instanceof StorageUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    database,
    storage,
    // The real time, unless the browser tests chose the moment (CLOCK_START, NODE_ENV=test only).
    clock: config.clockStart ? clockStartingAt(config.clockStart) : undefined,
    warmAnalysisPool: true,
    seedDemoData: config.env !== 'production',
  });
  app.addHook('onClose', async () => {
    await storage.close();
    await database.close();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
