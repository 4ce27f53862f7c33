import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  accountTokens,
  authAttempts,
  domainRestrictions,
  type StaffRole,
  sessions,
  type TokenPurpose,
  users,
} from './accounts.tables';

export type UserRow = typeof users.$inferSelect;
/**
 * What every logged-in request knows of its user: who they are and what they may see. The rest
 * of the row (password hash, profile, preferences) is read by the calls that need it.
 */
export type CallerUserRow = Pick<
  UserRow,
  'id' | 'email' | 'securityLevel' | 'themeId' | 'printStoreId' | 'printStoreRole' | 'staffRoles'
>;
/** A live session as every logged-in request checks it: its user, and when it ends. */
export type LiveSessionRow = { user: CallerUserRow; expiresAt: Date };
export type SessionRow = typeof sessions.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type TokenRow = typeof accountTokens.$inferSelect;
export type DomainRestrictionRow = typeof domainRestrictions.$inferSelect;

/**
 * The first key of the advisory locks on a user's logins, the second being the user's: decision
 * 0067's number, used by no other lock.
 */
const LOGINS_LOCK_CLASS = 67;

/**
 * When a login was last active: its last refresh (a login's bearer token lives 15 minutes, so
 * a login in use is refreshed at least that often), or its start for one never refreshed.
 */
const lastActive = sql`coalesce(${sessions.refreshedAt}, ${sessions.createdAt})`;

export function createAccountsRepository(db: Db) {
  // Every logged-in request asks it: built once, not per call, and only the caller's columns
  // (decision 0040).
  const liveSession = db
    .select({
      user: {
        id: users.id,
        email: users.email,
        securityLevel: users.securityLevel,
        themeId: users.themeId,
        // The store a print-store admin administers: its hidden items are theirs to see (decision 0105).
        printStoreId: users.printStoreId,
        printStoreRole: users.printStoreRole,
        // The staff roles ride along with the login: the order desk's guard needs no second query.
        staffRoles: users.staffRoles,
      },
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');

  return {
    async findUserByEmail(email: string, executor: Db = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async insertUser(row: NewUserRow, executor: Db = db): Promise<UserRow> {
      const [inserted] = await executor.insert(users).values(row).returning();
      return inserted!;
    },
    async updateUser(id: string, changes: Partial<NewUserRow>, executor: Db = db): Promise<UserRow> {
      const [updated] = await executor
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return updated!;
    },

    /**
     * Adds a login and ends the user's least recently active live logins beyond `maxLive`, the
     * new one counted (decision 0067); returns its id and the ids of the logins it ended. The
     * user's logins are locked for the transaction, so that two logins at once, on any instance,
     * cannot both find room for themselves.
     */
    async insertSessionWithinLimit(
      row: {
        userId: string;
        expiresAt: Date;
        userAgent: string | undefined;
        persistent: boolean;
        refreshHash: string;
        now: Date;
      },
      maxLive: number,
    ): Promise<{ id: string; ended: string[] }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOGINS_LOCK_CLASS}, hashtext(${row.userId}))`);
        const [inserted] = await tx
          .insert(sessions)
          .values({
            userId: row.userId,
            expiresAt: row.expiresAt,
            userAgent: row.userAgent?.slice(0, 256),
            persistent: row.persistent,
            refreshHash: row.refreshHash,
            refreshedAt: row.now,
          })
          .returning({ id: sessions.id });
        const id = inserted!.id;
        // The new login always stays (whatever the other logins' clocks said): room is made
        // among the others, the most recently active kept.
        const beyondTheLimit = tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.userId, row.userId),
              ne(sessions.id, id),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, row.now),
            ),
          )
          .orderBy(desc(lastActive), desc(sessions.createdAt), desc(sessions.id))
          .offset(maxLive - 1);
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: row.now })
          .where(and(inArray(sessions.id, beyondTheLimit), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        return { id, ended: ended.map((session) => session.id) };
      });
    },
    /**
     * Replaces a live session's current refresh hash by the next one, atomically: of two calls
     * with the same token only one finds it current (the other waits for the row, then no longer
     * matches). Returns the session, or undefined when the hash is not current or not live.
     */
    async rotateRefreshHash(
      currentHash: string,
      nextHash: string,
      now: Date,
    ): Promise<Pick<SessionRow, 'id' | 'userId' | 'expiresAt' | 'persistent'> | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ refreshHash: nextHash, previousRefreshHash: currentHash, refreshedAt: now })
        .where(
          and(eq(sessions.refreshHash, currentHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .returning({
          id: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          persistent: sessions.persistent,
        });
      return row;
    },
    /** The session whose refresh hash was replaced by a rotation, live or not. */
    async findSessionByPreviousRefreshHash(hash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.previousRefreshHash, hash)).limit(1);
      return row;
    },
    /** The live session whose current refresh hash this is. */
    async findLiveSessionByRefreshHash(hash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.refreshHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
    /** The session's user and end, when the session is neither revoked nor expired. */
    async findLiveSession(sessionId: string, userId: string, now: Date): Promise<LiveSessionRow | undefined> {
      const [row] = await liveSession.execute({ sessionId, userId, now: now.toISOString() });
      return row;
    },
    async revokeSession(sessionId: string, userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async revokeAllSessions(
      userId: string,
      now: Date,
      executor: Db = db,
      options: { except?: string } = {},
    ): Promise<void> {
      await executor
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            options.except ? ne(sessions.id, options.except) : undefined,
          ),
        );
    },

    async insertToken(
      row: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
      executor: Db = db,
    ): Promise<void> {
      await executor.insert(accountTokens).values(row);
    },
    async findToken(
      tokenHash: string,
      purpose: TokenPurpose,
      executor: Db = db,
    ): Promise<TokenRow | undefined> {
      const [row] = await executor
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .limit(1)
        .for('update');
      return row;
    },
    async markTokenUsed(id: string, now: Date, executor: Db = db): Promise<void> {
      await executor.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, id));
    },
    /** Older unused links of the same kind stop working when a new one is sent. */
    async expireOpenTokens(
      userId: string,
      purpose: TokenPurpose,
      now: Date,
      executor: Db = db,
    ): Promise<void> {
      await executor
        .update(accountTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        );
    },

    async findDomainRestriction(domain: string): Promise<DomainRestrictionRow | undefined> {
      const [row] = await db
        .select()
        .from(domainRestrictions)
        .where(eq(domainRestrictions.domain, domain))
        .limit(1);
      return row;
    },

    async countAttempts(scope: string, key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(authAttempts)
        .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gt(authAttempts.at, since)));
      return row?.value ?? 0;
    },
    /** Records an attempt; returns its id. */
    async recordAttempt(scope: string, key: string, at: Date): Promise<string> {
      const [row] = await db
        .insert(authAttempts)
        .values({ scope, key, at })
        .returning({ id: authAttempts.id });
      return row!.id;
    },
    /** The attempts since a moment, newest first. */
    attemptsSince(scope: string, key: string, since: Date): Promise<{ id: string; at: Date }[]> {
      return db
        .select({ id: authAttempts.id, at: authAttempts.at })
        .from(authAttempts)
        .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gt(authAttempts.at, since)))
        .orderBy(desc(authAttempts.at));
    },
    async deleteAttempt(id: string): Promise<void> {
      await db.delete(authAttempts).where(eq(authAttempts.id, id));
    },
    /** Adds the users and domain restrictions that are not there yet (seeds, tests). */
    async insertMissing(rows: {
      users?: NewUserRow[];
      domainRestrictions?: (typeof domainRestrictions.$inferInsert)[];
    }): Promise<void> {
      if (rows.users?.length)
        await db.insert(users).values(rows.users).onConflictDoNothing({ target: users.email });
      if (rows.domainRestrictions?.length)
        await db
          .insert(domainRestrictions)
          .values(rows.domainRestrictions)
          .onConflictDoNothing({ target: domainRestrictions.domain });
    },
    /** Grants a staff role to the user with this e-mail address, unless they have it already. */
    async grantStaffRole(email: string, role: StaffRole): Promise<void> {
      await db
        .update(users)
        .set({ staffRoles: sql`array_append(${users.staffRoles}, ${role}::varchar)` })
        .where(and(eq(users.email, email), sql`not (${role}::varchar = any(${users.staffRoles}))`));
    },
    async clearAttempts(scope: string, key: string): Promise<void> {
      await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
