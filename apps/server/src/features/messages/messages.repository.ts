import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { messageDismissals, messages } from './messages.tables';

export type MessageRow = typeof messages.$inferSelect;

export function createMessagesRepository(db: Db) {
  /** Messages of this theme or of every theme that this visitor (the hash of its cookie) has not closed. */
  const visibleTo = (themeId: string, visitorHash: string) =>
    and(
      or(isNull(messages.themeId), eq(messages.themeId, themeId)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(messageDismissals)
          .where(
            and(eq(messageDismissals.messageId, messages.id), eq(messageDismissals.visitorHash, visitorHash)),
          ),
      ),
    );

  return {
    async listVisible(themeId: string, visitorHash: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(visibleTo(themeId, visitorHash))
        .orderBy(asc(messages.createdAt));
    },
    /** Records the close only when the message is one this visitor can see; returns whether it was. */
    async dismiss(messageId: string, themeId: string, visitorHash: string): Promise<boolean> {
      const [visible] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), visibleTo(themeId, visitorHash)))
        .limit(1);
      if (!visible) return false;
      await db.insert(messageDismissals).values({ messageId, visitorHash }).onConflictDoNothing();
      return true;
    },
    /** The closes of one browser go with its new cookie (a login replaced it). */
    async moveDismissals(previousHash: string, nextHash: string): Promise<void> {
      await db
        .update(messageDismissals)
        .set({ visitorHash: nextHash })
        .where(eq(messageDismissals.visitorHash, previousHash));
    },
    /** Adds the messages whose ids are not taken yet (seeds, tests). */
    async insertMissing(rows: (typeof messages.$inferInsert)[]): Promise<void> {
      await db.insert(messages).values(rows).onConflictDoNothing({ target: messages.id });
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
