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
 * Every channel this database's listeners ask for, on one PostgreSQL connection of its own,
 * outside the pool (a pooled one would be handed to queries), connected again whenever it
 * breaks; closed when the last listener closes. One connection, whatever the number of
 * channels: a request that needs several channels caught up (its login and the catalogue) waits
 * for one round trip, not one per channel.
 *
 * Catching up is a round trip on it: the server sends the notices a listening session has
 * received before the answer to its next query (PostgreSQL signals the listeners before it
 * acknowledges the commit), so when `select 1` answers, every notice committed before it was
 * sent has arrived. Callers arriving together share one round trip, each still a round trip that
 * started after it asked.
 */
export function postgresNotices(connectionString: string): {
  listen(channel: string, handlers: NoticeHandlers): Promise<NoticeListener>;
} {
  const listeners = new Map<string, Set<NoticeHandlers>>();
  /** The connection that listens, with the channels it has said LISTEN for. */
  let current: { client: pg.Client; heard: Set<string> } | undefined;
  let connecting: Promise<void> | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  /** Whether each listener was last told `up` (listening) or `down`: told each change once. */
  const told = new WeakMap<NoticeHandlers, boolean>();
  const tell = (handlers: NoticeHandlers, up: boolean) => {
    if ((told.get(handlers) ?? false) === up) return;
    told.set(handlers, up);
    if (up) handlers.up();
    else handlers.down();
  };
  const tellEveryone = (up: boolean) => {
    for (const ofChannel of listeners.values()) for (const handlers of ofChannel) tell(handlers, up);
  };

  const lost = (broken: pg.Client) => {
    broken.end().catch(() => undefined);
    if (current?.client !== broken) return;
    current = undefined;
    tellEveryone(false);
    if (listeners.size === 0) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    clearTimeout(retry);
    retry = setTimeout(() => void connected(), delay);
    retry.unref();
  };

  async function hear(connection: { client: pg.Client; heard: Set<string> }, channel: string) {
    if (connection.heard.has(channel)) return;
    await connection.client.query(`listen "${channel}"`);
    connection.heard.add(channel);
  }

  async function connect(): Promise<void> {
    // Named, so that an operator (or a test) can find it among the server's sessions.
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: NOTICES_APPLICATION_NAME,
    });
    const connection = { client, heard: new Set<string>() };
    client.on('notification', (message) => {
      for (const handlers of listeners.get(message.channel) ?? []) handlers.notice(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    current = connection;
    try {
      await client.connect();
      for (const channel of [...listeners.keys()]) await hear(connection, channel);
    } catch {
      lost(client);
      return;
    }
    if (current !== connection) return;
    if (listeners.size === 0) {
      current = undefined;
      await client.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    tellEveryone(true);
  }

  /** Listening, or having tried once more (a failed try is tried again later by itself). */
  function connected(): Promise<void> {
    if (connecting) return connecting;
    if (current) return Promise.resolve();
    clearTimeout(retry);
    connecting = connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  const roundTrip = sharedFreshReads(async () => {
    const connection = current;
    if (!connection || connecting) throw new Error('not listening');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('no answer in time on the listening connection')),
        CATCH_UP_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([connection.client.query('select 1'), timedOut]);
    } catch (error) {
      // A connection that does not answer is as good as lost: until a new one listens, callers
      // do without (instead of each waiting for this one in vain).
      lost(connection.client);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });

  return {
    async listen(channel, handlers) {
      const ofChannel = listeners.get(channel) ?? new Set<NoticeHandlers>();
      listeners.set(channel, ofChannel);
      ofChannel.add(handlers);
      await connected();
      // Connected before this channel was asked for (or while it was): listen on it too.
      const connection = current;
      if (connection && !connecting && !connection.heard.has(channel)) {
        try {
          await hear(connection, channel);
        } catch {
          lost(connection.client);
        }
      }
      if (connection && current === connection && connection.heard.has(channel)) tell(handlers, true);
      let closed = false;
      return {
        caughtUp: () =>
          current && !connecting && current.heard.has(channel)
            ? roundTrip()
            : Promise.reject(new Error(`not listening on ${channel}`)),
        async close() {
          if (closed) return;
          closed = true;
          ofChannel.delete(handlers);
          if (ofChannel.size === 0) listeners.delete(channel);
          tell(handlers, false);
          if (listeners.size > 0) return;
          clearTimeout(retry);
          const last = current;
          current = undefined;
          await last?.client.end().catch(() => undefined);
        },
      };
    },
  };
}
