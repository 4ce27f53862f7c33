import { keptWhileHeard } from '../../db/kept-while-heard';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createThemesRepository } from './themes.repository';
import { themesRoutes } from './themes.routes';
import { seedDemoThemes } from './themes.seed';
import { createThemesService, type OwnTheme } from './themes.service';

/** The channel migration 0026's triggers announce every change of a theme on, with its id. */
export const THEME_CHANGES_CHANNEL = 'theme_changes';
/** Themes kept by id per instance at most: one per customer portal (a few dozen). */
const MAX_KEPT_THEMES = 1_000;

/** Themes: the provider's own and each customer's look, menu and switches (spec 01 section 3). */
export function createThemesModule(platform: Platform) {
  const repository = createThemesRepository(platform.db);
  // A user's own theme, kept while no change of it is heard (decision 0098).
  const keptById = keptWhileHeard<OwnTheme | null>({
    channel: THEME_CHANGES_CHANNEL,
    maxEntries: MAX_KEPT_THEMES,
  });
  // A theme's id by its URL name, which every public print-store call names (issue 29): a notice
  // names an id, not a name, so any change forgets them all (a rename, a new default theme).
  const keptIdByName = keptWhileHeard<string | null>({
    channel: THEME_CHANGES_CHANNEL,
    maxEntries: MAX_KEPT_THEMES,
    everyNoticeForgetsAll: true,
  });
  const service = createThemesService({
    repository,
    imagesBaseUrl: platform.config.imagesBaseUrl,
    keptById,
    keptIdByName,
  });
  const module: FeatureModule = {
    name: 'themes',
    routes: themesRoutes(service),
    seed: () => seedDemoThemes(service),
    onReady: async () => {
      await keptById.start(platform.database);
      await keptIdByName.start(platform.database);
    },
    onClose: async () => {
      await keptById.stop();
      await keptIdByName.stop();
    },
  };
  return { module, service };
}
