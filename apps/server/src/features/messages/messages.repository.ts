import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { messageDismissals, messages } from './messages.tables';

export type MessageRow = typeof messages.$inferSelect;

export function createMessagesRepository(db: Db) {
  /** Messages of this theme or of every theme that this visitor has not closed. */
  const visibleTo = (themeId: string, visitorId: string) =>
    and(
      or(isNull(messages.themeId), eq(messages.themeId, themeId)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(messageDismissals)
          .where(
            and(eq(messageDismissals.messageId, messages.id), eq(messageDismissals.visitorId, visitorId)),
          ),
      ),
    );

  return {
    async listVisible(themeId: string, visitorId: string): Promise<MessageRow[]> {
      return db.select().from(messages).where(visibleTo(themeId, visitorId)).orderBy(asc(messages.createdAt));
    },
    /** Records the close only when the message is one this visitor can see; returns whether it was. */
    async dismiss(messageId: string, themeId: string, visitorId: string): Promise<boolean> {
      const [visible] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), visibleTo(themeId, visitorId)))
        .limit(1);
      if (!visible) return false;
      await db.insert(messageDismissals).values({ messageId, visitorId }).onConflictDoNothing();
      return true;
    },
    /** Adds the messages whose ids are not taken yet (seeds, tests). */
    async insertMissing(rows: (typeof messages.$inferInsert)[]): Promise<void> {
      await db.insert(messages).values(rows).onConflictDoNothing({ target: messages.id });
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
