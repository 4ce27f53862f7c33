import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ClaimOutcome, StoredAnswer } from './idempotency';
import { idempotencyKeys } from './orders.tables';

/**
 * Claims a user's Idempotency-Key in the transaction that will do the work. The claim is the
 * insert itself (INSERT … ON CONFLICT DO NOTHING), never a look first: on PostgreSQL a second
 * request with the same key waits on the first one's uncommitted row and then sees its answer
 * (or, when the first rolled back, claims the key itself).
 */
export async function claimKey(
  tx: Db,
  userId: string,
  key: string,
  fingerprint: string,
  at: Date = new Date(),
): Promise<ClaimOutcome> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, state: 'in_progress', createdAt: at })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return 'claimed';
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Swept between the two statements: the key is free again, so try once more.
  if (!row) return claimKey(tx, userId, key, fingerprint, at);
  if (row.fingerprint !== fingerprint) return 'conflict';
  if (row.state !== 'done' || row.responseStatus === null) return 'inProgress';
  return { replay: { status: row.responseStatus, body: row.responseBody } };
}

/**
 * A user's key as it stands, read without claiming it: the order endpoint answers a replay or a
 * reuse before doing any work (the claim in the transaction stays the authority).
 */
export async function findKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Stores the answer to a claimed key, in the same transaction, before it commits. */
export async function completeKey(
  tx: Db,
  userId: string,
  key: string,
  answer: StoredAnswer,
  at: Date = new Date(),
): Promise<void> {
  const completed = await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body, completedAt: at })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (completed.length === 0) throw new Error(`idempotency key ${key} was not claimed by this request`);
}

/** Removes keys claimed before `before` (now less the retention); returns how many. */
export async function deleteExpiredKeys(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
