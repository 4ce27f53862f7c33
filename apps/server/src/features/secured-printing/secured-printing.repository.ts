import { type ProductTemplate, productTemplateSchema } from '@portal/shared/schemas/secured';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { securedProductTemplates } from './secured-printing.tables';

type TemplateRow = typeof securedProductTemplates.$inferSelect;

/** A row as the shared schema's template: its specs checked on the way out as on the way in. */
const toTemplate = (row: TemplateRow): ProductTemplate =>
  productTemplateSchema.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    specs: row.specs,
  });

export function createSecuredPrintingRepository(db: Db) {
  return {
    /** The templates on offer, in their order. */
    async listActive(): Promise<ProductTemplate[]> {
      const rows = await db
        .select()
        .from(securedProductTemplates)
        .where(eq(securedProductTemplates.active, true))
        .orderBy(asc(securedProductTemplates.position), asc(securedProductTemplates.id));
      return rows.map(toTemplate);
    },

    /** Inserts a template unless one with its id exists (the seed: what staff changed stays). */
    async insertIfMissing(template: ProductTemplate & { position: number; active?: boolean }): Promise<void> {
      const values = {
        id: template.id,
        position: template.position,
        title: template.title,
        description: template.description,
        specs: productTemplateSchema.parse(template).specs,
        active: template.active ?? true,
      };
      await db
        .insert(securedProductTemplates)
        .values(values)
        .onConflictDoNothing({ target: securedProductTemplates.id });
    },

    async setActive(id: string, active: boolean): Promise<void> {
      await db.update(securedProductTemplates).set({ active }).where(eq(securedProductTemplates.id, id));
    },
  };
}
export type SecuredPrintingRepository = ReturnType<typeof createSecuredPrintingRepository>;
