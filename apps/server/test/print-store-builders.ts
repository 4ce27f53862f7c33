import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database';
import { DEMO_PRODUCT_TYPES } from '../src/features/print-store/demo-product-types';
import { createPrintStoreRepository } from '../src/features/print-store/print-store.repository';
import type { BuiltTheme } from './builders';

/**
 * A small print store catalogue for API tests, written through the repository as the seed and
 * the admins write it: stores, categories, collections, designs on the demo 'sign' product type
 * (its menus and price table) and packages.
 */
export async function printStoreBuilders(db: Db) {
  const repository = createPrintStoreRepository(db);
  const sign = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;
  const signTypeId = randomUUID();
  // The type's own store, as the provider's store keeps the demo's types.
  const typeOwnerId = randomUUID();
  await repository.insertStore({
    id: typeOwnerId,
    name: `Typen ${typeOwnerId.slice(0, 6)}`,
    isDefault: false,
  });
  await repository.insertProductType({ id: signTypeId, printStoreId: typeOwnerId, ...sign });

  async function aStore(options: { theme?: BuiltTheme; isDefault?: boolean } = {}): Promise<string> {
    const id = randomUUID();
    await repository.insertStore({
      id,
      name: `Winkel ${id.slice(0, 6)}`,
      isDefault: options.isDefault ?? false,
      themeId: options.theme?.id ?? null,
    });
    return id;
  }

  async function aCategory(
    storeId: string,
    options: { name?: string; active?: boolean; listOnTop?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await repository.insertCategory({
      id,
      printStoreId: storeId,
      name: options.name ?? `Categorie ${id.slice(0, 8)}`,
      colour: '#e30613',
      active: options.active ?? true,
      listOnTop: options.listOnTop ?? false,
    });
    return id;
  }

  async function aCollection(
    storeId: string,
    categoryIds: string[],
    options: { name?: string; description?: string; active?: boolean; displayOnDashboard?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await repository.insertCollection(
      {
        id,
        printStoreId: storeId,
        name: options.name ?? `Collectie ${id.slice(0, 8)}`,
        description: options.description ?? 'Borden voor elke werkplek.',
        active: options.active ?? true,
        displayOnDashboard: options.displayOnDashboard ?? false,
      },
      categoryIds,
    );
    return id;
  }

  async function aDesign(
    collectionId: string,
    options: { name?: string; description?: string; availableForAd?: boolean; position?: number } = {},
  ): Promise<string> {
    const id = randomUUID();
    await repository.insertDesign({
      id,
      collectionId,
      productTypeId: signTypeId,
      name: options.name ?? `Ontwerp ${id.slice(0, 8)}`,
      description: options.description ?? '',
      designer: 'Test',
      availableForAd: options.availableForAd ?? false,
      position: options.position ?? 0,
    });
    return id;
  }

  async function aPackage(
    categoryId: string,
    items: { designId: string; quantity: number; specs?: Record<string, string> }[],
    options: { name?: string; active?: boolean; maxOrderAmount?: number | null; priceCents?: number } = {},
  ): Promise<string> {
    const id = randomUUID();
    await repository.insertPackage(
      {
        id,
        categoryId,
        name: options.name ?? `Pakket ${id.slice(0, 8)}`,
        description: 'Alles bij elkaar.',
        productCode: 'PKG-1',
        maxOrderAmount: options.maxOrderAmount === undefined ? 1 : options.maxOrderAmount,
        priceCents: options.priceCents ?? 4950,
        active: options.active ?? true,
      },
      items.map((item) => ({ ...item, specs: item.specs ?? {} })),
    );
    return id;
  }

  return { repository, sign, signTypeId, aStore, aCategory, aCollection, aDesign, aPackage };
}
export type PrintStoreBuilders = Awaited<ReturnType<typeof printStoreBuilders>>;
