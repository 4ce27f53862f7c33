import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { ThemesService } from '../themes/themes.service';
import type { AnalysisPool } from '../uploads/analysis/analysis-pool';
import type { ChunkStore } from '../uploads/chunk-store-type';
import { createDesignAdminRepository } from './design-admin.repository';
import { designAdminRoutes } from './design-admin.routes';
import { createDesignAdminService } from './design-admin.service';
import { createDesignFiles } from './design-files.service';
import { createPrintStoreRepository } from './print-store.repository';
import { printStoreRoutes } from './print-store.routes';
import { seedDemoPrintStore } from './print-store.seed';
import { createPrintStoreService } from './print-store.service';
import { createProductTypeAdminRepository } from './product-type-admin.repository';
import { productTypeAdminRoutes } from './product-type-admin.routes';
import { createProductTypeAdminService } from './product-type-admin.service';
import { createStoreAdminRepository } from './store-admin.repository';
import { storeAdminRoutes } from './store-admin.routes';
import { createStoreAdminService } from './store-admin.service';
import { createStoreAdminAccess } from './store-admin-access';
import { createStoreImages } from './store-images';
import { createStorePageAnswers } from './store-page-answers';

/**
 * The print store: stores per theme, catalogue pages, search, ads and preview images (issue 29,
 * decision 0105), and the admin tools its stores' admins run it with (issue 30, decision 0112).
 */
export function createPrintStoreModule(
  platform: Platform,
  deps: {
    themes: ThemesService;
    users: Pick<UserDirectory, 'byId'>;
    /** The customers' upload machinery the design upload reuses (decision 0113): its chunk store. */
    chunks: ChunkStore;
    /** PDFium in the analysis workers: a design's preview is its original's first page. */
    analysisPool: () => Promise<AnalysisPool>;
  },
) {
  const repository = createPrintStoreRepository(platform.db);
  const service = createPrintStoreService({ repository, themes: deps.themes });
  // A root of its own beside the uploads' files: the store's images are not anybody's upload.
  const images = createStoreImages({ storage: platform.storage, repository });
  const adminRepository = createStoreAdminRepository(platform.db);
  // What every admin tool shares: whose store an item is, the version claim, the history.
  const adminAccess = createStoreAdminAccess({ repository: adminRepository, users: deps.users });
  const admin = createStoreAdminService({
    db: platform.db,
    repository: adminRepository,
    access: adminAccess,
  });
  // A design's original and preview (decision 0113): originals under a root of their own.
  const designRepository = createDesignAdminRepository(platform.db);
  const designFiles = createDesignFiles({
    db: platform.db,
    repository: designRepository,
    access: adminAccess,
    chunks: deps.chunks,
    storage: platform.storage,
    images,
    pool: deps.analysisPool,
    clock: platform.clock,
    log: platform.log,
  });
  const designs = createDesignAdminService({
    db: platform.db,
    repository: designRepository,
    access: adminAccess,
    files: designFiles,
  });
  // Product types, their price tables and the ads list (issue 30 points 4 and 5, decision 0114).
  const productTypeAdmin = createProductTypeAdminService({
    db: platform.db,
    repository: createProductTypeAdminRepository(platform.db),
    access: adminAccess,
  });
  const module: FeatureModule = {
    name: 'print-store',
    routes: [
      ...printStoreRoutes(service, images),
      ...storeAdminRoutes(admin),
      ...designAdminRoutes(designs, designFiles),
      ...productTypeAdminRoutes(productTypeAdmin),
    ],
    seed: () => seedDemoPrintStore({ repository, images, themes: deps.themes, log: platform.log }),
  };
  // A visitor's store page comes with its first answers in its HTML (decision 0130).
  const pageAnswers = createStorePageAnswers(service);
  return { module, service, repository, images, adminAccess, adminRepository, pageAnswers };
}
