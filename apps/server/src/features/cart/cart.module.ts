import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FileIntake } from '../uploads/file-intake.service';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

/** The file cart of an upload session: each file's product, options, quantity and server price (issue 11). */
export function createCartModule(
  platform: Platform,
  deps: { files: FileIntake; catalogue: CatalogueService },
) {
  const repository = createCartRepository(platform.db);
  const service = createCartService({
    repository,
    files: deps.files,
    catalogue: deps.catalogue,
    clock: platform.clock,
  });
  const module: FeatureModule = { name: 'cart', routes: cartRoutes(service) };
  return { module, service };
}
