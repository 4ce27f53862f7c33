import { keptWhileHeard } from '../../db/kept-while-heard';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { FileIntake } from '../uploads/file-intake.service';
import type { FilesKeptAtLogout } from '../uploads/upload-sessions.service';

/** The channel migration 0019's triggers announce every change of a cart line on, with its session's id. */
export const CART_CHANGES_CHANNEL = 'cart_changes';
/** Carts kept per instance at most, the least recently asked going first. */
const MAX_KEPT_CARTS = 2_000;

import { type CartLineRow, createCartRepository } from './cart.repository';
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
  // A session's lines, kept while no change of them is heard (decision 0058).
  const keptLines = keptWhileHeard<CartLineRow[]>({
    channel: CART_CHANGES_CHANNEL,
    maxEntries: MAX_KEPT_CARTS,
  });
  // The files in the cart survive a logout and come back at the user's next login; configured
  // files not in the cart go with the session's other files.
  deps.keepAtLogout(async (sessionId) =>
    (await repository.linesOf(sessionId)).filter((line) => line.inCart).map((line) => line.fileId),
  );
  const service = createCartService({
    repository,
    keptLines,
    files: deps.files,
    catalogue: deps.catalogue,
    clock: platform.clock,
  });
  const module: FeatureModule = {
    name: 'cart',
    routes: cartRoutes(service),
    onReady: () => keptLines.start(platform.database),
    onClose: () => keptLines.stop(),
  };
  return { module, service };
}
