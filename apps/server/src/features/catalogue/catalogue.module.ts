import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { ThemesService } from '../themes/themes.service';
import { createCatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { seedDemoCatalogue } from './catalogue.seed';
import { createCatalogueService } from './catalogue.service';

/** The print catalogue: products with their menus, options and prices (issue 11, docs/pricing.md). */
export function createCatalogueModule(platform: Platform, deps: { themes: ThemesService }) {
  const repository = createCatalogueRepository(platform.db);
  const service = createCatalogueService({ repository, hidesPricing: deps.themes.hidesPricing });
  const module: FeatureModule = {
    name: 'catalogue',
    routes: catalogueRoutes(service),
    seed: () => seedDemoCatalogue(repository, deps.themes),
    onReady: () => service.start(platform.database),
    onClose: () => service.stop(),
  };
  return { module, service };
}
