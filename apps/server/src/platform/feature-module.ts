import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Database, Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { EventBus } from './domain-events';
import type { JobHandler } from './jobs/job-definition';
import type { JobQueue } from './jobs/job-runner';
import type { RouteDefinition } from './routes';
import type { FileStorage } from './storage/file-storage';

/** What every feature module is built with. */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventBus;
  jobs: JobQueue;
  /** Where every stored file lives: the local disk or an S3 bucket (STORAGE_URL, decision 0119). */
  storage: FileStorage;
};

/**
 * A feature as the app sees it: its routes (from endpoint contracts), its background jobs, its
 * demo data and its part in starting and stopping. app.ts lists the modules; nothing else
 * about a feature is wired by hand there. A feature that others use also hands out its service
 * (see each `<feature>.module.ts`).
 */
export type FeatureModule = {
  name: string;
  routes?: RouteDefinition[];
  jobs?: JobHandler[];
  /**
   * Demo data outside production, run at every start: idempotent, so that data a later feature
   * adds also reaches an existing development database.
   */
  seed?: () => Promise<void>;
  /** Registrations that are not API endpoints: static files, development pages. */
  register?: (app: FastifyInstance) => Promise<void>;
  /** The app is ready (its routes registered); before the first request. */
  onReady?: () => Promise<void>;
  /** The app starts to close: requests in flight still run. */
  onClosing?: () => void;
  /** After the last request. */
  onClose?: () => Promise<void>;
};
