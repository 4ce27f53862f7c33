import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser, type BuiltUser, revokedLogins } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase, type TestDatabase, testConfig } from '../../../test/test-app';
import { sessions } from './accounts.tables';
import { LIVE_SESSION_MAX_AGE_MS } from './live-sessions';

/**
 * Every instance keeps the logins it has checked (decision 0049). Two instances on one database,
 * as behind a load balancer: whatever ends a login or changes its user on one of them, or in the
 * database by hand, counts on the other at its very next request. On PostgreSQL each instance has
 * its own connections and hears the changes on a listening connection of its own; on the
 * embedded PGlite (one process) they share it.
 */

let database: TestDatabase;
let secondConnection: Awaited<ReturnType<TestDatabase['connectAgain']>>;
let a: FastifyInstance;
let b: FastifyInstance;
const clock = mutableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  secondConnection = await database.connectAgain();
  a = await createTestApp(database, { deps: { clock } });
  b = await createTestApp(secondConnection, { deps: { clock } });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondConnection.close();
  await database.drop();
});

/** Each login from its own address, so the per-IP limit on logins never bites here. */
let lastOctet = 0;
async function logIn(app: FastifyInstance, user: BuiltUser): Promise<string> {
  lastOctet += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: `10.9.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().jwtToken as string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The status of a logged-in call (the account) with this token on this instance. */
async function accountStatus(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v3/account', headers: bearer(token) })).statusCode;
}

/** Both instances accept the token, a few times each: each has checked it and keeps it. */
async function acceptedOnBoth(token: string): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    expect(await accountStatus(a, token)).toBe(200);
    expect(await accountStatus(b, token)).toBe(200);
  }
}

const PASSWORD = 'Sterk-Wachtwoord-1';
const settings = {
  name: 'Test Klant',
  phone: '030 123 45 67',
  notifications: { orderConfirmation: true, delivery: true },
  unzipOnUpload: false,
};

describe('a login kept by two instances', () => {
  it('is refused on both right after a logout on one of them, every time', async () => {
    const user = await aUser(database.db);
    for (let round = 0; round < 10; round += 1) {
      const [from, other] = round % 2 === 0 ? [a, b] : [b, a];
      const token = await logIn(from, user);
      await acceptedOnBoth(token);
      const logout = await from.inject({
        method: 'POST',
        url: '/api/v3/auth/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(204);
      expect(await accountStatus(other, token), `round ${round}, the other instance`).toBe(401);
      expect(await accountStatus(from, token), `round ${round}, the same instance`).toBe(401);
    }
  });

  it('is refused on both right after a password change ended it on the other instance', async () => {
    const user = await aUser(database.db);
    const changing = await logIn(a, user);
    const other = await logIn(b, user);
    await acceptedOnBoth(changing);
    await acceptedOnBoth(other);
    const changed = await a.inject({
      method: 'PUT',
      url: '/api/v3/account/settings',
      headers: bearer(changing),
      payload: { settings, currentPassword: PASSWORD, newPassword: 'Ander-Sterk-Wachtwoord-5' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await accountStatus(b, other)).toBe(401);
    expect(await accountStatus(a, other)).toBe(401);
    // The login that changed the password stays.
    await acceptedOnBoth(changing);
  });

  it('is refused on both right after an administrator revoked it in the database', async () => {
    const user = await aUser(database.db);
    const tokens = [await logIn(a, user), await logIn(b, user)];
    for (const token of tokens) await acceptedOnBoth(token);
    // Not through either instance: a third connection, as a person or another program would.
    await revokedLogins(database.db, user.id, clock.now());
    for (const token of tokens) {
      expect(await accountStatus(b, token)).toBe(401);
      expect(await accountStatus(a, token)).toBe(401);
    }
  });

  it('shows a change of its user made in the database at the next request on both', async () => {
    const user = await aUser(database.db, { securityLevel: 1 });
    const product = await aProduct(database.db, { securityLevel: 2, title: 'Beveiligd drukwerk' });
    const token = await logIn(a, user);
    const listed = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v3/catalogue/products',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return (response.json().products as { id: string }[]).some((item) => item.id === product.id);
    };
    expect(await listed(a)).toBe(false);
    expect(await listed(b)).toBe(false);
    await database.db.execute(sql`update users set security_level = 2 where id = ${user.id}`);
    expect(await listed(b)).toBe(true);
    expect(await listed(a)).toBe(true);
    await database.db.execute(sql`delete from users where id = ${user.id}`);
    expect(await accountStatus(b, token)).toBe(401);
    expect(await accountStatus(a, token)).toBe(401);
  });

  it('counts a change no notice announced after at most LIVE_SESSION_MAX_AGE_MS', async () => {
    const user = await aUser(database.db);
    const token = await logIn(a, user);
    await acceptedOnBoth(token);
    // The safety net: with the announcing trigger off, a revocation reaches the instances only
    // when their kept login is too old to be trusted.
    await database.db.execute(sql`alter table sessions disable trigger sessions_announce_change`);
    try {
      await revokedLogins(database.db, user.id, clock.now());
      expect(await accountStatus(a, token), 'kept, and no notice came').toBe(200);
      expect(await accountStatus(b, token), 'kept, and no notice came').toBe(200);
      clock.advance(LIVE_SESSION_MAX_AGE_MS);
      expect(await accountStatus(a, token)).toBe(401);
      expect(await accountStatus(b, token)).toBe(401);
    } finally {
      await database.db.execute(sql`alter table sessions enable trigger sessions_announce_change`);
    }
  });

  it('asks the database on every request while an instance cannot listen, and keeps logins again after', async () => {
    // PostgreSQL: each instance's listening connection, which breaks here as in a restart or a
    // failover and comes back by itself. PGlite has none to lose (and none to count).
    const ofThisDatabase = sql`application_name = 'portal-notices' and datname = current_database()`;
    const listening = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as count from pg_stat_activity where ${ofThisDatabase}`,
      )) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count;
    };
    const bothListening = database.kind === 'postgres' ? 2 : 0;
    expect(await listening()).toBe(bothListening);
    const user = await aUser(database.db);
    const token = await logIn(a, user);
    await acceptedOnBoth(token);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where ${ofThisDatabase}`,
    );
    await revokedLogins(database.db, user.id, clock.now());
    expect(await accountStatus(b, token)).toBe(401);
    expect(await accountStatus(a, token)).toBe(401);

    await expect.poll(listening, { timeout: 10_000 }).toBe(bothListening);
    const next = await logIn(b, user);
    await acceptedOnBoth(next);
    const logout = await b.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: bearer(next) });
    expect(logout.statusCode).toBe(204);
    expect(await accountStatus(a, next)).toBe(401);
    expect(await accountStatus(b, next)).toBe(401);
  });
});

describe('the limit on live logins per user, on two instances', () => {
  /** LOGINS_PER_USER_MAX as both instances run with it: the default (decision 0067). */
  const limit = testConfig().loginsPerUserMax;

  it('ends the least recently active login, and both instances refuse it at its next request', async () => {
    const user = await aUser(database.db);
    const forgotten = await logIn(a, user);
    await acceptedOnBoth(forgotten);
    for (let login = 1; login < limit; login += 1) {
      clock.advance(1000);
      await logIn(login % 2 === 0 ? a : b, user);
    }
    // Still within the limit, and both instances keep the first login.
    await acceptedOnBoth(forgotten);
    clock.advance(1000);
    const newest = await logIn(b, user);
    expect(await accountStatus(a, forgotten), 'the instance that did not see the login').toBe(401);
    expect(await accountStatus(b, forgotten)).toBe(401);
    await acceptedOnBoth(newest);
  });

  it('is not passed by logins at the same moment on both instances', async () => {
    const user = await aUser(database.db);
    const tokens = await Promise.all(
      Array.from({ length: limit + 10 }, (_, index) => logIn(index % 2 === 0 ? a : b, user)),
    );
    const live = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())),
      );
    expect(live).toHaveLength(limit);
    const accepted = [];
    for (const [index, token] of tokens.entries())
      if ((await accountStatus(index % 2 === 0 ? b : a, token)) === 200) accepted.push(token);
    expect(accepted).toHaveLength(limit);
  });
});
