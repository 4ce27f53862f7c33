import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from './mail.tables';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

const MAX_ERROR_LENGTH = 2000;

export function createMailRepository(db: Db) {
  return {
    async enqueue(row: NewOutboxRow, executor: Db = db): Promise<OutboxRow> {
      const [inserted] = await executor.insert(mailOutbox).values(row).returning();
      return inserted!;
    },
    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    /** The last delivery error, for staff and /dev/mail; the job runner keeps the tries. */
    async noteFailedAttempt(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, MAX_ERROR_LENGTH) })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: error.slice(0, MAX_ERROR_LENGTH) })
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
