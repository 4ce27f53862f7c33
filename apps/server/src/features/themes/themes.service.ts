import { filterPropositions } from '@portal/shared/rules/propositions';
import { DEFAULT_THEME_NAME, isThemeName } from '@portal/shared/rules/theme-name';
import { propositionSchema } from '@portal/shared/schemas/proposition';
import { type ThemeResponse, type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { z } from 'zod';
import { type Failure, fail } from '../../platform/failure';
import type { ThemeRow, ThemesRepository } from './themes.repository';

export function createThemesService(deps: { repository: ThemesRepository; imagesBaseUrl: string }) {
  const { repository } = deps;
  const findByName = (name: string) =>
    name === DEFAULT_THEME_NAME ? repository.findDefault() : repository.findByName(name);

  function toResponse(row: ThemeRow, securityLevel: number): ThemeResponse {
    // Stored jsonb is validated on the way out as well as in: a bad row fails loudly here, not in a browser.
    const settings = themeSettingsSchema.parse(row.settings);
    const propositions = z.array(propositionSchema).parse(row.propositions);
    return {
      themeID: row.id,
      name: row.name,
      mainThemeName: row.name,
      title: row.title,
      isDefault: row.isDefault,
      fallback: false,
      settings,
      propositions: filterPropositions(propositions, securityLevel),
      images: {
        logo: settings.logo ? `${deps.imagesBaseUrl}/logos/themes/${settings.logo}` : null,
        background: settings.backgroundImage
          ? `${deps.imagesBaseUrl}/backgrounds/${settings.backgroundImage}`
          : null,
      },
    };
  }

  return {
    /** The named theme, or the default theme for the reserved name; menu items above the level are left out. */
    async getTheme(
      name: string,
      securityLevel: number,
      options: { orDefault?: boolean } = {},
    ): Promise<ThemeResponse | Failure<'INVALID_THEME_NAME' | 'THEME_NOT_FOUND'>> {
      if (!isThemeName(name)) return fail('INVALID_THEME_NAME');
      const row = await findByName(name);
      if (row) return toResponse(row, securityLevel);
      const fallback = options.orDefault ? await repository.findDefault() : undefined;
      if (!fallback) return fail('THEME_NOT_FOUND');
      return { ...toResponse(fallback, securityLevel), fallback: true };
    },
    /** Name and settings of a theme by id (a user's own theme). */
    async findById(id: string): Promise<{ name: string; settings: ThemeSettings } | undefined> {
      const row = await repository.findById(id);
      return row ? { name: row.name, settings: themeSettingsSchema.parse(row.settings) } : undefined;
    },
    /** The id of a theme by its URL name ('default' included). */
    async themeIdOf(name: string): Promise<string | Failure<'INVALID_THEME_NAME' | 'THEME_NOT_FOUND'>> {
      if (!isThemeName(name)) return fail('INVALID_THEME_NAME');
      return (await findByName(name))?.id ?? fail('THEME_NOT_FOUND');
    },
  };
}
export type ThemesService = ReturnType<typeof createThemesService>;
