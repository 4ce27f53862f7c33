import { translate } from '@portal/shared/i18n/translate';
import { filterPropositions } from '@portal/shared/rules/propositions';
import { withPortalFlags } from '@portal/shared/rules/purchasing-portal';
import { DEFAULT_THEME_NAME, isThemeName } from '@portal/shared/rules/theme-name';
import { type Proposition, propositionSchema } from '@portal/shared/schemas/proposition';
import { type ThemeResponse, type ThemeSettings, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { z } from 'zod';
import type { KeptWhileHeard } from '../../db/kept-while-heard';
import { Failure, fail } from '../../platform/failure';
import { themePatternProblem } from './theme-patterns';
import type { NewThemeRow, ThemeRow, ThemesRepository } from './themes.repository';

/** A theme as it is written: by the demo seed now, by the provider's theme editor later. */
export type NewTheme = {
  name: string;
  title: string;
  isDefault?: boolean;
  settings: ThemeSettings;
  propositions: Proposition[];
};

type PatternFailure = Failure<'THEME_PATTERN_INVALID' | 'THEME_PATTERN_UNSAFE'>;

/**
 * The one gate every theme passes before it is stored: the settings and menu as their schemas
 * say, and each project or reference pattern compilable and safe from catastrophic
 * backtracking, so that no stored theme can stall a customer's browser or the server.
 */
function checkedRow(theme: NewTheme): NewThemeRow | PatternFailure {
  const problem = themePatternProblem(theme.settings.customFields);
  if (problem) {
    const values = { pattern: problem.pattern, where: problem.where };
    return fail(problem.code, translate(`errors.${problem.code}`, values));
  }
  return {
    name: theme.name,
    title: theme.title,
    isDefault: theme.isDefault ?? false,
    settings: themeSettingsSchema.parse(theme.settings),
    propositions: z.array(propositionSchema).parse(theme.propositions),
  };
}

/**
 * A stored theme's settings as everyone reads them: validated, and a purchasing-portal theme's
 * flags hiding the deliver and invoice steps it does not have (decision 0055).
 */
const settingsOf = (stored: unknown): ThemeSettings => withPortalFlags(themeSettingsSchema.parse(stored));

/** A theme as a user's own: its name and settings. */
export type OwnTheme = { name: string; settings: ThemeSettings };

export function createThemesService(deps: {
  repository: ThemesRepository;
  imagesBaseUrl: string;
  /**
   * Themes by id as read last, kept while no change of them is heard (migration 0026, decision
   * 0098): the catalogue and the cart ask for the user's own theme on every call. Without it
   * (a service built for a test) every call reads.
   */
  keptById?: KeptWhileHeard<OwnTheme | null>;
  /** Theme ids by name, kept the same way: the public print store asks for one on every call. */
  keptIdByName?: KeptWhileHeard<string | null>;
}) {
  const { repository } = deps;
  const findByName = (name: string) =>
    name === DEFAULT_THEME_NAME ? repository.findDefault() : repository.findByName(name);

  async function findById(id: string): Promise<OwnTheme | undefined> {
    const read = async () => {
      const row = await repository.findById(id);
      return row ? { name: row.name, settings: settingsOf(row.settings) } : null;
    };
    return (await (deps.keptById ? deps.keptById.get(id, read) : read())) ?? undefined;
  }

  function toResponse(row: ThemeRow, securityLevel: number): ThemeResponse {
    // Stored jsonb is validated on the way out as well as in: a bad row fails loudly here, not in a browser.
    const settings = settingsOf(row.settings);
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
    /**
     * Adds the themes whose names are not taken yet; existing ones stay as they are. One theme
     * with a refused pattern refuses all of them: nothing is written.
     */
    async addMissingThemes(themes: NewTheme[]): Promise<undefined | PatternFailure> {
      const rows: NewThemeRow[] = [];
      for (const theme of themes) {
        const row = checkedRow(theme);
        if (row instanceof Failure) return row;
        rows.push(row);
      }
      if (rows.length > 0) await repository.insertMissing(rows);
      return undefined;
    },
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
    /** Name and settings of a theme by id (a user's own theme). Shared and frozen: never change them. */
    findById,
    /**
     * Whether a user's own theme hides every price from them (flags.hidePricing, decision 0098).
     * A user without a theme of their own sees prices.
     */
    async hidesPricing(themeId: string | null): Promise<boolean> {
      if (themeId === null) return false;
      return (await findById(themeId))?.settings.flags.hidePricing ?? false;
    },
    /** The id of a theme by its URL name ('default' included). */
    async themeIdOf(name: string): Promise<string | Failure<'INVALID_THEME_NAME' | 'THEME_NOT_FOUND'>> {
      if (!isThemeName(name)) return fail('INVALID_THEME_NAME');
      const read = async () => (await findByName(name))?.id ?? null;
      return (
        (await (deps.keptIdByName ? deps.keptIdByName.get(name, read) : read())) ?? fail('THEME_NOT_FOUND')
      );
    },
  };
}
export type ThemesService = ReturnType<typeof createThemesService>;
