import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { mutableClock } from '../../../test/mutable-clock';
import type { Database } from '../../db/database';
import type { NoticeHandlers } from '../../db/notices';
import type { AccountsRepository, LiveSessionRow } from './accounts.repository';
import { createLiveSessions, LIVE_SESSION_MAX_AGE_MS } from './live-sessions';

/**
 * The rules of keeping checked logins (decision 0049), with the database's two parts played by
 * hand: the session check's answers and the notices. The API test
 * (sessions-across-instances.api.test.ts) shows the same with two instances on a real database.
 */

const HOUR = 3_600_000;

function setUp() {
  const clock = mutableClock();
  const userId = randomUUID();
  const sessionId = randomUUID();
  const live = new Map<string, LiveSessionRow>([
    [
      sessionId,
      {
        user: {
          id: userId,
          email: 'klant@example.org',
          securityLevel: 1,
          themeId: null,
          printStoreRole: null,
        },
        expiresAt: new Date(clock.now().getTime() + HOUR),
      } as LiveSessionRow,
    ],
  ]);
  let reads = 0;
  /** While set, a read waits for it: a notice can then arrive while the read is under way. */
  let hold: Promise<void> | undefined;
  const repository = {
    async findLiveSession(id: string, user: string, now: Date) {
      reads += 1;
      const row = live.get(id);
      await hold;
      return row && row.user.id === user && row.expiresAt > now ? row : undefined;
    },
  } as unknown as AccountsRepository;

  let handlers: NoticeHandlers | undefined;
  let catchUp: () => Promise<void> = () => Promise.resolve();
  const database = {
    async listen(_channel: string, given: NoticeHandlers) {
      handlers = given;
      given.up();
      return { caughtUp: () => catchUp(), close: async () => given.down() };
    },
  } as unknown as Database;

  const sessions = createLiveSessions({ repository, clock, log: pino({ level: 'silent' }) });
  return {
    clock,
    userId,
    sessionId,
    live,
    sessions,
    database,
    reads: () => reads,
    find: () => sessions.find(sessionId, userId, clock.now()),
    notices: () => handlers!,
    holdReads(until: Promise<void>) {
      hold = until;
    },
    catchUpWith(next: () => Promise<void>) {
      catchUp = next;
    },
  };
}

describe('kept logins', () => {
  it('are not kept before the instance listens: every check asks the database', async () => {
    const t = setUp();
    expect(await t.find()).toMatchObject({ id: t.userId });
    expect(await t.find()).toMatchObject({ id: t.userId });
    expect(t.reads()).toBe(2);
  });

  it('are kept once listening, and forgotten with a notice naming their user', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    await t.find();
    expect(t.reads()).toBe(1);
    t.notices().notice(randomUUID());
    await t.find();
    expect(t.reads(), "another user's change").toBe(1);
    t.live.delete(t.sessionId);
    t.notices().notice(t.userId);
    expect(await t.find()).toBeUndefined();
    expect(t.reads()).toBe(2);
  });

  it('forget everything at a notice they cannot read, when listening stops and when it starts again', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    t.notices().notice('*');
    await t.find();
    expect(t.reads()).toBe(2);
    t.notices().down();
    await t.find();
    await t.find();
    expect(t.reads(), 'nothing kept while not listening').toBe(4);
    t.notices().up();
    await t.find();
    await t.find();
    expect(t.reads()).toBe(5);
  });

  it('do not keep an answer read while a notice came: the notice may be about it', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    let release = () => {};
    t.holdReads(new Promise((resolve) => (release = resolve)));
    const reading = t.find();
    t.notices().notice(t.userId);
    release();
    expect(await reading, 'the answer as read').toMatchObject({ id: t.userId });
    t.holdReads(Promise.resolve());
    await t.find();
    expect(t.reads(), 'read again').toBe(2);
  });

  it('are used only after the notices sent before the request arrived', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    // The logout's notice is still on its way when the request comes: catching up brings it.
    t.live.delete(t.sessionId);
    t.catchUpWith(async () => t.notices().notice(t.userId));
    expect(await t.find()).toBeUndefined();
    expect(t.reads()).toBe(2);
  });

  it('ask the database when catching up fails', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    t.catchUpWith(() => Promise.reject(new Error('no answer')));
    expect(await t.find()).toMatchObject({ id: t.userId });
    expect(t.reads()).toBe(2);
  });

  it(`are trusted at most ${LIVE_SESSION_MAX_AGE_MS} ms, and never after their session ended`, async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    t.clock.advance(LIVE_SESSION_MAX_AGE_MS - 1);
    await t.find();
    expect(t.reads()).toBe(1);
    t.clock.advance(1);
    await t.find();
    expect(t.reads()).toBe(2);
    t.clock.advance(HOUR);
    expect(await t.find(), 'the session ended meanwhile').toBeUndefined();
    expect(t.reads()).toBe(3);
  });

  it('are shared frozen, so that no request can change what the next one finds', async () => {
    const t = setUp();
    await t.sessions.start(t.database);
    await t.find();
    const kept = await t.find();
    expect(Object.isFrozen(kept)).toBe(true);
    await t.sessions.stop();
    await t.find();
    await t.find();
    expect(t.reads(), 'nothing kept after stopping').toBe(3);
  });
});
