import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sharedFreshReads } from '../lib/fresh-reads';

/** What a listener is told: each notice's payload, and when notices may have been missed or flow again. */
export type NoticeHandlers = {
  notice(payload: string): void;
  /** Listening (again): notices committed from now on arrive. Those sent while down are lost. */
  up(): void;
  /** No longer listening: notices may be missed until the next `up`. */
  down(): void;
};

/** A channel listened to (PostgreSQL LISTEN). */
export type NoticeListener = {
  /**
   * Resolves once every notice committed before the call has been handed to `notice`, so that a
   * change committed before a request is always known to it; rejects while not listening.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/** The listening connection's application_name in pg_stat_activity. */
export const NOTICES_APPLICATION_NAME = 'portal-notices';
/** How long a catch-up may take before the caller stops waiting (and does without it). */
const CATCH_UP_TIMEOUT_MS = 2_000;
/** Waits before connecting again after the listening connection broke: doubling up to the last. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 5_000];

/**
 * PGlite is one connection in this process: a notice reaches every listener while the
 * statement that commits it is still answering, so a listener is always caught up.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  const stop = await client.listen(channel, handlers.notice);
  handlers.up();
  return {
    caughtUp: () => Promise.resolve(),
    async close() {
      handlers.down();
      await stop();
    },
  };
}

/**
 * A PostgreSQL connection of its own, outside the pool (a pooled one would be handed to
 * queries), connected again whenever it breaks. Catching up is a round trip on it: the server
 * sends the notices a listening session has received before the answer to its next query
 * (PostgreSQL signals the listeners before it acknowledges the commit), so when `select 1`
 * answers, every notice committed before it was sent has arrived. Callers arriving together
 * share one round trip, each still a round trip that started after it asked.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    handlers.down();
    broken.end().catch(() => undefined);
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  async function connect(): Promise<void> {
    // Named, so that an operator (or a test) can find it among the server's sessions.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: NOTICES_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch {
      client = next;
      lost(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    client = next;
    handlers.up();
  }

  const roundTrip = sharedFreshReads(async () => {
    const current = client;
    if (!current) throw new Error(`not listening on ${channel}`);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer on ${channel} in time`)), CATCH_UP_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.query('select 1'), timedOut]);
    } catch (error) {
      // A connection that does not answer is as good as lost: until a new one listens, callers
      // do without (instead of each waiting for this one in vain).
      lost(current);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });

  await connect();
  return {
    caughtUp: () => (client ? roundTrip() : Promise.reject(new Error(`not listening on ${channel}`))),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        handlers.down();
        await current.end().catch(() => undefined);
      }
    },
  };
}
