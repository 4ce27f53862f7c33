import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createSecuredPrintingRepository } from './secured-printing.repository';
import { securedPrintingRoutes } from './secured-printing.routes';
import { seedProductTemplates } from './secured-printing.seed';
import { createSecuredPrintingService } from './secured-printing.service';

/**
 * The secured print order's product templates (issue 28 point 6): listed for users with secured
 * printing; the orders feature's secured flow checks an order's choices against them.
 */
export function createSecuredPrintingModule(platform: Platform) {
  const repository = createSecuredPrintingRepository(platform.db);
  const service = createSecuredPrintingService({ repository });
  const module: FeatureModule = {
    name: 'securedPrinting',
    routes: securedPrintingRoutes(service),
    seed: () => seedProductTemplates(repository),
  };
  return { module, service };
}
