import path from 'node:path';
import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { ThemesService } from '../themes/themes.service';
import { createPrintStoreRepository } from './print-store.repository';
import { printStoreRoutes } from './print-store.routes';
import { seedDemoPrintStore } from './print-store.seed';
import { createPrintStoreService } from './print-store.service';
import { createStoreImages } from './store-images';

/** The public print store: stores per theme, catalogue pages, search, ads and preview images (issue 29, decision 0105). */
export function createPrintStoreModule(platform: Platform, deps: { themes: ThemesService }) {
  const repository = createPrintStoreRepository(platform.db);
  const service = createPrintStoreService({ repository, themes: deps.themes });
  // A root of its own beside the uploads' files: the store's images are not anybody's upload.
  const images = createStoreImages({ root: path.join(platform.config.dataDir, 'print-store'), repository });
  const module: FeatureModule = {
    name: 'print-store',
    routes: printStoreRoutes(service, images),
    seed: () => seedDemoPrintStore({ repository, images, themes: deps.themes, log: platform.log }),
  };
  return { module, service, repository, images };
}
