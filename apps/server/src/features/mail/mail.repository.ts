import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from './mail.tables';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export function createMailRepository(db: Db) {
  return {
    async enqueue(row: NewOutboxRow, executor: Db = db): Promise<OutboxRow> {
      const [inserted] = await executor.insert(mailOutbox).values(row).returning();
      return inserted!;
    },
    /**
     * Claims due mails for delivery by pushing their next attempt into the future; with
     * SKIP LOCKED two server instances never claim the same mail.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
          .orderBy(asc(mailOutbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
          .where(sql`${mailOutbox.id} in ${due.map((row) => row.id)}`)
          .returning();
      });
    },
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailedAttempt(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { lastError: error.slice(0, 2000), nextAttemptAt: retryAt }
            : { lastError: error.slice(0, 2000), status: 'failed' },
        )
        .where(eq(mailOutbox.id, id));
    },
    async latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox);
      return row?.count ?? 0;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
