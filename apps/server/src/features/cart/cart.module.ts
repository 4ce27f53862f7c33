import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FileIntake } from '../uploads/file-intake.service';
import type { FilesKeptAtLogout } from '../uploads/upload-sessions.service';
import { createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

/** The file cart of an upload session: each file's product, options, quantity and server price (issue 11). */
export function createCartModule(
  platform: Platform,
  deps: {
    files: FileIntake;
    catalogue: CatalogueService;
    /** The uploads feature's hook: which of a session's files a logout keeps (decision 0041). */
    keepAtLogout: (keeper: FilesKeptAtLogout) => void;
  },
) {
  const repository = createCartRepository(platform.db);
  // The files in the cart survive a logout and come back at the user's next login; configured
  // files not in the cart go with the session's other files.
  deps.keepAtLogout(async (sessionId) =>
    (await repository.linesOf(sessionId)).filter((line) => line.inCart).map((line) => line.fileId),
  );
  const service = createCartService({
    repository,
    files: deps.files,
    catalogue: deps.catalogue,
    clock: platform.clock,
  });
  const module: FeatureModule = { name: 'cart', routes: cartRoutes(service) };
  return { module, service };
}
