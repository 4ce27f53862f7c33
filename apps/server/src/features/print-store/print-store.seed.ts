import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isFailure } from '../../platform/failure';
import { DEMO_CUSTOMER_PRINT_STORE_ID, DEMO_PRINT_STORE_ID } from '../accounts/accounts.seed';
import type { ThemesService } from '../themes/themes.service';
import { DEMO_CATALOGUE } from './demo-catalogue';
import type { DemoCatalogue, DemoProductTypeKey } from './demo-catalogue/types';
import { DEMO_CUSTOMER_CATALOGUE, DEMO_CUSTOMER_STORE_THEME } from './demo-customer-store';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';
import type { PrintStoreRepository } from './print-store.repository';
import { MASTER_WIDTH, renderSvgMaster, type StoreImages } from './store-images';

/**
 * A stable uuid for a demo row's key (name-based, version 5 layout): every start finds the rows
 * it wrote before, so the seed adds only what is missing and leaves what admins changed.
 */
export function demoUuid(name: string): string {
  const hex = createHash('sha1').update(`print-store/${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Deps = {
  repository: PrintStoreRepository;
  images: StoreImages;
  themes: Pick<ThemesService, 'themeIdOf'>;
  log: FastifyBaseLogger;
};

/** Writes one demo catalogue into a store: rows that are missing, previews whose master is missing. */
async function seedCatalogue(
  deps: Deps,
  storeId: string,
  catalogue: DemoCatalogue,
  typeIds: Record<DemoProductTypeKey, string>,
): Promise<void> {
  const { repository, images } = deps;
  // What an admin deleted stays deleted: a start adds only what was never there.
  const deleted = await repository.deletedItemIds();
  /** Demo designs not added because they, or their collection, were deleted: packages go without them. */
  const left = new Set<string>();
  const categoryIds = new Map<string, string>();
  for (const [position, category] of catalogue.categories.entries()) {
    const id = demoUuid(`category/${category.key}`);
    categoryIds.set(category.key, id);
    if (deleted.has(id)) continue;
    await repository.insertCategory({
      id,
      printStoreId: storeId,
      name: category.name,
      colour: category.colour,
      active: category.active ?? true,
      listOnTop: category.listOnTop ?? false,
      newBadge: category.newBadge ?? false,
      position,
    });
  }
  const designIds = new Map<string, string>();
  for (const [position, collection] of catalogue.collections.entries()) {
    const collectionId = demoUuid(`collection/${collection.key}`);
    if (deleted.has(collectionId)) {
      for (const design of collection.designs) left.add(design.key);
      continue;
    }
    await repository.insertCollection(
      {
        id: collectionId,
        printStoreId: storeId,
        name: collection.name,
        subtitle: collection.subtitle,
        description: collection.description,
        active: collection.active ?? true,
        displayOnDashboard: collection.displayOnDashboard ?? false,
        position,
      },
      collection.categories.flatMap((key) => {
        const id = categoryIds.get(key);
        if (!id) throw new Error(`demo collection ${collection.key}: no category ${key}`);
        return deleted.has(id) ? [] : [id];
      }),
    );
    for (const [designPosition, design] of collection.designs.entries()) {
      const id = demoUuid(`design/${design.key}`);
      if (deleted.has(id)) {
        left.add(design.key);
        continue;
      }
      designIds.set(design.key, id);
      const imageId = demoUuid(`image/${design.key}`);
      await repository.insertImage({
        id: imageId,
        printStoreId: storeId,
        alt: design.name,
        aspectRatio: design.aspectRatio,
        masterWidth: MASTER_WIDTH,
      });
      // Drawn once: a later start finds the stored master and leaves it.
      if (!(await images.hasMaster(imageId)))
        await images.storeMaster(imageId, await renderSvgMaster(design.svg(), design.aspectRatio));
      await repository.insertDesign({
        id,
        collectionId,
        productTypeId: typeIds[design.productType],
        name: design.name,
        description: design.description,
        designer: design.designer,
        extraInfo: design.extraInfo ?? '',
        previewImageId: imageId,
        availableForAd: design.availableForAd ?? false,
        isStockProduct: design.isStockProduct ?? false,
        actualStock: design.actualStock ?? null,
        position: designPosition,
      });
    }
  }
  for (const [position, pkg] of catalogue.packages.entries()) {
    const categoryId = categoryIds.get(pkg.category);
    if (!categoryId) throw new Error(`demo package ${pkg.key}: no category ${pkg.category}`);
    const id = demoUuid(`package/${pkg.key}`);
    if (deleted.has(id) || deleted.has(categoryId)) continue;
    await repository.insertPackage(
      {
        id,
        categoryId,
        name: pkg.name,
        description: pkg.description,
        productCode: pkg.productCode,
        maxOrderAmount: pkg.maxOrderAmount,
        priceCents: pkg.priceCents,
        active: pkg.active ?? true,
        position,
      },
      pkg.items.flatMap((item) => {
        const designId = designIds.get(item.design);
        if (left.has(item.design)) return [];
        if (!designId) throw new Error(`demo package ${pkg.key}: no design ${item.design}`);
        return [{ designId, quantity: item.quantity, specs: { ...item.specs } }];
      }),
    );
  }
}

/**
 * The demo print store (issue 29 point 1): the provider's default store, administered by the
 * demo print-store admin (DEMO_PRINT_STORE_ID), and Gemeente Rivierstad's own store, which the
 * demo municipality user administers (DEMO_CUSTOMER_PRINT_STORE_ID); the
 * product types with their price tables; the catalogue of each, with previews rendered from
 * the designs' SVG. Idempotent: what exists stays as it is.
 */
export async function seedDemoPrintStore(deps: Deps): Promise<void> {
  const { repository } = deps;
  await repository.insertStore({
    id: DEMO_PRINT_STORE_ID,
    name: 'Prints voor professionals',
    isDefault: true,
  });
  // The provider's product types, kept by the default store's admins; other stores use them too.
  const typeIds = {} as Record<DemoProductTypeKey, string>;
  for (const type of DEMO_PRODUCT_TYPES) {
    const id = demoUuid(`product-type/${type.key}`);
    typeIds[type.key] = id;
    await repository.insertProductType({ id, printStoreId: DEMO_PRINT_STORE_ID, ...type });
  }
  await seedCatalogue(deps, DEMO_PRINT_STORE_ID, DEMO_CATALOGUE, typeIds);

  const themeId = await deps.themes.themeIdOf(DEMO_CUSTOMER_STORE_THEME);
  if (isFailure(themeId)) {
    deps.log.warn({ theme: DEMO_CUSTOMER_STORE_THEME }, 'demo theme missing: no customer print store seeded');
    return;
  }
  const customerStoreId = DEMO_CUSTOMER_PRINT_STORE_ID;
  await repository.insertStore({ id: customerStoreId, name: 'Printwinkel Gemeente Rivierstad', themeId });
  await seedCatalogue(deps, customerStoreId, DEMO_CUSTOMER_CATALOGUE, typeIds);
}
