import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { themes } from './themes.tables';

export type ThemeRow = typeof themes.$inferSelect;
export type NewThemeRow = typeof themes.$inferInsert;

export function createThemesRepository(db: Db) {
  return {
    async findByName(name: string): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.name, name)).limit(1);
      return row;
    },
    async findById(id: string): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
      return row;
    },
    async findDefault(): Promise<ThemeRow | undefined> {
      const [row] = await db.select().from(themes).where(eq(themes.isDefault, true)).limit(1);
      return row;
    },
    /** Adds the themes whose names are not taken yet (seeds, tests); existing ones stay as they are. */
    async insertMissing(rows: NewThemeRow[]): Promise<void> {
      await db.insert(themes).values(rows).onConflictDoNothing({ target: themes.name });
    },
  };
}
export type ThemesRepository = ReturnType<typeof createThemesRepository>;
