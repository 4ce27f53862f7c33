import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { orderPunchOuts, punchOutSettings } from '../punch-out.tables';

export type PunchOutSettingsRow = typeof punchOutSettings.$inferSelect;
export type NewPunchOutSettings = Omit<typeof punchOutSettings.$inferInsert, 'updatedAt'>;
export type OrderPunchOutRow = typeof orderPunchOuts.$inferSelect;

/** A portal theme's link with its purchasing system (decision 0055), none for other themes. */
export async function punchOutSettingsOf(db: Db, themeId: string): Promise<PunchOutSettingsRow | undefined> {
  const [row] = await db.select().from(punchOutSettings).where(eq(punchOutSettings.themeId, themeId));
  return row;
}

/** Demo data: adds the settings of themes that have none yet; existing ones stay as they are. */
export async function insertMissingPunchOutSettings(db: Db, rows: NewPunchOutSettings[]): Promise<void> {
  if (rows.length > 0) await db.insert(punchOutSettings).values(rows).onConflictDoNothing();
}

/** Written in the order's transaction, beside the order it belongs to. */
export async function recordOrderPunchOut(
  tx: Db,
  row: Pick<OrderPunchOutRow, 'orderId' | 'callbackUrl' | 'document' | 'createdAt'>,
): Promise<void> {
  await tx.insert(orderPunchOuts).values(row);
}

/** The document and address a portal order went back with, none for other orders. */
export async function punchOutOfOrder(db: Db, orderId: string): Promise<OrderPunchOutRow | undefined> {
  const [row] = await db.select().from(orderPunchOuts).where(eq(orderPunchOuts.orderId, orderId));
  return row;
}
