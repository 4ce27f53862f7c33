import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createThemesRepository } from './themes.repository';
import { themesRoutes } from './themes.routes';
import { seedDemoThemes } from './themes.seed';
import { createThemesService } from './themes.service';

/** Themes: the provider's own and each customer's look, menu and switches (spec 01 section 3). */
export function createThemesModule(platform: Platform) {
  const repository = createThemesRepository(platform.db);
  const service = createThemesService({ repository, imagesBaseUrl: platform.config.imagesBaseUrl });
  const module: FeatureModule = {
    name: 'themes',
    routes: themesRoutes(service),
    seed: () => seedDemoThemes(service),
  };
  return { module, service };
}
