import { DEFAULT_THEME_NAME } from '@portal/shared/rules/theme-name';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { isFailure } from '../../platform/failure';
import type { ThemesService } from './themes.service';

/**
 * The custom fields whose rules apply to a user: those of the user's own theme, or the default
 * theme's for a user without one (the address book and the project rules read them on the server
 * as the order steps do in the browser).
 */
export async function userCustomFields(
  themes: ThemesService,
  themeId: string | null,
): Promise<ThemeSettings['customFields']> {
  const own = themeId ? await themes.findById(themeId) : undefined;
  if (own) return own.settings.customFields;
  const fallback = await themes.getTheme(DEFAULT_THEME_NAME, 0);
  return isFailure(fallback) ? {} : fallback.settings.customFields;
}
