import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { NoticeListener } from '../../db/notices';
import type { Clock } from '../../lib/clock';
import type { AccountsRepository, CallerUserRow } from './accounts.repository';

/** The channel migration 0016's triggers announce every change of a login or its user on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/**
 * The longest a kept login is trusted without asking the database again: a safety net for a
 * change no notice announced (the notices themselves make a change count at once).
 */
export const LIVE_SESSION_MAX_AGE_MS = 10_000;
/** Logins kept per instance at most; the oldest go first. */
const MAX_KEPT = 10_000;

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Kept = { user: CallerUserRow; sessionEndsAt: number; checkedAt: number };

/**
 * The session check of every logged-in request (decision 0049): the live logins this instance
 * has checked are kept for a few seconds, and forgotten on every instance as soon as the database
 * announces a change of the login or its user (logout, password change or reset, revocation, a
 * changed security level or theme, a deleted user). A kept login is only used once the notices
 * committed before the request have arrived, so a change that committed before a request counts
 * for it, on every instance, as when each request asked the database. While the instance does not
 * listen (before start, or while its listening connection is down), nothing is kept and every
 * request asks the database.
 */
export function createLiveSessions(deps: {
  repository: AccountsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  maxAgeMs?: number;
}) {
  const maxAgeMs = deps.maxAgeMs ?? LIVE_SESSION_MAX_AGE_MS;
  const kept = new Map<string, Kept>();
  let listener: NoticeListener | undefined;
  let listening = false;
  let stopping = false;
  let lostOnce = false;
  /**
   * Counts forgetting: a login read from the database is only kept when nothing was forgotten
   * while it was read, since the notice that forgot it may have come before the answer.
   */
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [sessionId, entry] of kept) if (entry.user.id === userId) kept.delete(sessionId);
  };

  /** The kept login when it is still to be trusted at `now`. */
  function keptFor(sessionId: string, userId: string, now: number): CallerUserRow | undefined {
    const entry = kept.get(sessionId);
    if (!entry) return undefined;
    if (entry.user.id !== userId || now >= entry.sessionEndsAt || now - entry.checkedAt >= maxAgeMs) {
      kept.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  function keep(sessionId: string, user: CallerUserRow, sessionEndsAt: Date, checkedAt: number) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    // Shared by the requests that find it: frozen, so that none can change it for the others.
    for (const value of Object.values(user)) if (Array.isArray(value)) Object.freeze(value);
    kept.set(sessionId, { user: Object.freeze(user), sessionEndsAt: sessionEndsAt.getTime(), checkedAt });
  }

  return {
    /** The session's user, when the session is neither revoked nor expired. */
    async find(sessionId: string, userId: string, now: Date): Promise<CallerUserRow | undefined> {
      const at = now.getTime();
      if (listening && keptFor(sessionId, userId, at)) {
        // Every change committed before this request has been announced once this resolves.
        const caughtUp = await listener?.caughtUp().then(
          () => true,
          () => false,
        );
        const user = caughtUp ? keptFor(sessionId, userId, at) : undefined;
        if (user) return user;
      }
      const seen = generation;
      const row = await deps.repository.findLiveSession(sessionId, userId, now);
      if (!row) return undefined;
      if (listening && generation === seen) keep(sessionId, row.user, row.expiresAt, at);
      return row.user;
    },

    /** Starts listening for changes; until then, and whenever listening stops, nothing is kept. */
    async start(database: Database): Promise<void> {
      listener = await database.listen(SESSION_CHANGES_CHANNEL, {
        notice(payload) {
          if (USER_ID.test(payload)) forgetUser(payload.toLowerCase());
          else forgetAll();
        },
        up() {
          forgetAll();
          listening = true;
          if (lostOnce) deps.log.info('session changes heard again: checked logins are kept again');
        },
        down() {
          listening = false;
          forgetAll();
          if (stopping) return;
          lostOnce = true;
          deps.log.warn('session changes no longer heard: every request checks its login in the database');
        },
      });
    },

    async stop(): Promise<void> {
      stopping = true;
      // Closing the database first (server.ts) already ended the listening.
      await listener?.close().catch(() => undefined);
      listener = undefined;
      listening = false;
      forgetAll();
    },
  };
}
export type LiveSessions = ReturnType<typeof createLiveSessions>;
