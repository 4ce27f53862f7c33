import type { Db } from '../../../db/database';
import { isFailure } from '../../../platform/failure';
import type { ThemesService } from '../../themes/themes.service';
import { insertMissingPunchOutSettings } from './punch-out.repository';

/** The demo purchasing portal (themes.seed.ts) and the purchasing system it stands for. */
export const DEMO_PORTAL_THEME = 'inkoopportaal';
export const DEMO_PURCHASING_SYSTEM = 'https://inkoop.bouwgroep-noord.example';

/**
 * Outside production: the demo portal posts its orders back to the development stand-in for a
 * purchasing system on this server (/dev/punch-out), and accepts a session address on the demo
 * purchasing system's origin or this server's. Added when missing; existing settings stay.
 */
export async function seedDemoPunchOut(
  db: Db,
  themes: Pick<ThemesService, 'themeIdOf'>,
  portal: { publicUrl: string; supplierIdentity: string },
): Promise<void> {
  const themeId = await themes.themeIdOf(DEMO_PORTAL_THEME);
  if (isFailure(themeId)) return;
  await insertMissingPunchOutSettings(db, [
    {
      themeId,
      defaultCallbackUrl: `${portal.publicUrl}/dev/punch-out`,
      allowedOrigins: [DEMO_PURCHASING_SYSTEM, new URL(portal.publicUrl).origin],
      buyerIdentity: 'BouwgroepNoord',
      supplierIdentity: portal.supplierIdentity,
    },
  ]);
}
