import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { ThemesService } from '../themes/themes.service';
import { userCustomFields } from '../themes/user-theme';
import { createPrintTemplatesRepository } from './print-templates.repository';
import { printTemplatesRoutes } from './print-templates.routes';
import { createPrintTemplatesService } from './print-templates.service';

/**
 * Print templates per user (issue 13, decision 0050): save, list and delete a named product with
 * its options. Applying one to a file is the cart's configure call, made by the print step.
 */
export function createPrintTemplatesModule(
  platform: Platform,
  deps: { catalogue: CatalogueService; themes: ThemesService },
) {
  const service = createPrintTemplatesService({
    repository: createPrintTemplatesRepository(platform.db),
    catalogue: deps.catalogue,
    customFieldsOf: (themeId) => userCustomFields(deps.themes, themeId),
    clock: platform.clock,
  });
  const module: FeatureModule = { name: 'printTemplates', routes: printTemplatesRoutes(service) };
  return { module, service };
}
