import { filterPropositions } from '@portal/shared/rules/propositions';
import { propositionSchema } from '@portal/shared/schemas/proposition';
import { type ThemeResponse, type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createThemesRepository, type ThemeRow } from './themes.repository';

/** The reserved name that always means the provider's own theme. */
export const DEFAULT_THEME_NAME = 'default';

export function createThemesService(deps: { db: Db; imagesBaseUrl: string }) {
  const repository = createThemesRepository(deps.db);

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
    ): Promise<ThemeResponse> {
      const row =
        name === DEFAULT_THEME_NAME ? await repository.findDefault() : await repository.findByName(name);
      if (row) return toResponse(row, securityLevel);
      const fallback = options.orDefault ? await repository.findDefault() : undefined;
      if (!fallback) throw new AppError(404, 'THEME_NOT_FOUND');
      return { ...toResponse(fallback, securityLevel), fallback: true };
    },
    /** Name and settings of a theme by id (a user's own theme). */
    async findById(id: string): Promise<{ name: string; settings: ThemeSettings } | undefined> {
      const row = await repository.findById(id);
      return row ? { name: row.name, settings: themeSettingsSchema.parse(row.settings) } : undefined;
    },
    async getThemeId(name: string): Promise<string | undefined> {
      const row =
        name === DEFAULT_THEME_NAME ? await repository.findDefault() : await repository.findByName(name);
      return row?.id;
    },
  };
}
export type ThemesService = ReturnType<typeof createThemesService>;
