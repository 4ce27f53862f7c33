import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { printTemplates } from './print-templates.tables';

export type PrintTemplateRow = typeof printTemplates.$inferSelect;
export type NewPrintTemplate = { name: string; productId: string; productTitle: string; specs: SpecEntry[] };

/** Why a template was not stored: the user has the most, or one of this name already. */
export type InsertRefusal = 'limitReached' | 'nameTaken';

/**
 * The first key of the template lists' advisory locks, the second being the user's: decision
 * 0050's number, used by no other lock.
 */
const TEMPLATES_LOCK_CLASS = 50;

/** A user's print templates: every query names the user, so nobody reaches another's list. */
export function createPrintTemplatesRepository(db: Db) {
  return {
    async listOf(userId: string): Promise<PrintTemplateRow[]> {
      return db
        .select()
        .from(printTemplates)
        .where(eq(printTemplates.userId, userId))
        .orderBy(asc(sql`lower(${printTemplates.name})`), asc(printTemplates.createdAt));
    },

    /**
     * Stores a template unless the user has `max` already or one with the same name (case
     * aside). Two saves of one user at once are taken one after the other (a lock on the user's
     * list for the transaction), so neither the limit nor the name can be passed by racing.
     */
    async insert(
      userId: string,
      template: NewPrintTemplate,
      max: number,
      at: Date,
    ): Promise<PrintTemplateRow | InsertRefusal> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATES_LOCK_CLASS}, hashtext(${userId}))`);
          const [counted] = await tx
            .select({ total: count() })
            .from(printTemplates)
            .where(eq(printTemplates.userId, userId));
          if ((counted?.total ?? 0) >= max) return 'limitReached' as const;
          const [same] = await tx
            .select({ id: printTemplates.id })
            .from(printTemplates)
            .where(
              and(
                eq(printTemplates.userId, userId),
                eq(sql`lower(${printTemplates.name})`, sql`lower(${template.name})`),
              ),
            )
            .limit(1);
          if (same) return 'nameTaken' as const;
          const [row] = await tx
            .insert(printTemplates)
            .values({ ...template, userId, createdAt: at })
            .returning();
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'nameTaken';
        throw error;
      }
    },

    async delete(userId: string, templateId: string): Promise<boolean> {
      const rows = await db
        .delete(printTemplates)
        .where(and(eq(printTemplates.id, templateId), eq(printTemplates.userId, userId)))
        .returning({ id: printTemplates.id });
      return rows.length === 1;
    },
  };
}
export type PrintTemplatesRepository = ReturnType<typeof createPrintTemplatesRepository>;
