import type { PaperFormat } from '@portal/shared/schemas/analysis';
import {
  type OptionGroup,
  optionDisplaySchema,
  type Product,
  type ProductMenu,
  type ProductOption,
} from '@portal/shared/schemas/catalogue';
import { asc, count, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  productMenus,
  productOptionGroups,
  productOptions,
  productPagePrices,
  products,
  productThemes,
  productTiers,
} from './catalogue.tables';

/** A product as the catalogue holds it, with the themes it is restricted to (none: every theme). */
export type CatalogueEntry = { product: Product; themeIds: string[] };

const byKey = <T>(rows: T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

export function createCatalogueRepository(db: Db) {
  // Asked by every catalogue and cart request: built once, not per call (decision 0040).
  const versionQuery = db
    .select({ products: count(), changed: max(products.updatedAt) })
    .from(products)
    .prepare('catalogue_version');

  return {
    /**
     * What changes whenever the catalogue does: the number of products and the latest change of
     * one. Whatever changes a product's rows (menus, options, prices) sets its updated_at in the
     * same transaction, so one small query tells a cached catalogue whether it is still current.
     */
    async version(): Promise<string> {
      const [row] = await versionQuery.execute();
      return `${row?.products ?? 0}/${row?.changed?.toISOString() ?? ''}`;
    },

    /**
     * The whole catalogue, assembled from its rows in their positions. Seven small queries
     * whatever the number of products; the catalogue is a few dozen products.
     */
    async loadAll(): Promise<CatalogueEntry[]> {
      const [productRows, themeRows, priceRows, tierRows, menuRows, groupRows, optionRows] =
        await Promise.all([
          db.select().from(products).orderBy(asc(products.position), asc(products.id)),
          db.select().from(productThemes),
          db
            .select()
            .from(productPagePrices)
            .orderBy(asc(productPagePrices.format), asc(productPagePrices.colour)),
          db.select().from(productTiers).orderBy(asc(productTiers.minQuantity)),
          db.select().from(productMenus).orderBy(asc(productMenus.position)),
          db.select().from(productOptionGroups).orderBy(asc(productOptionGroups.position)),
          db.select().from(productOptions).orderBy(asc(productOptions.position)),
        ]);
      const themes = byKey(themeRows, (row) => row.productId);
      const prices = byKey(priceRows, (row) => row.productId);
      const tiers = byKey(tierRows, (row) => row.productId);
      const menus = byKey(menuRows, (row) => row.productId);
      const groups = byKey(groupRows, (row) => `${row.productId}/${row.menuId}`);
      const options = byKey(optionRows, (row) => `${row.productId}/${row.menuId}/${row.groupName}`);

      const toOption = (row: (typeof optionRows)[number]): ProductOption => {
        const display = optionDisplaySchema.parse(row.display);
        return {
          name: row.name,
          title: row.title,
          price:
            row.priceUnit === null || row.priceCents === null
              ? null
              : {
                  unit: row.priceUnit as NonNullable<ProductOption['price']>['unit'],
                  cents: row.priceCents,
                  ...(display.centsByFormat ? { centsByFormat: display.centsByFormat } : {}),
                },
          alwaysColor: row.alwaysColor,
          subOptions: display.subOptions ?? [],
          ...(display.pageLimits ? { pageLimits: display.pageLimits } : {}),
          ...(display.sheetRange ? { sheetRange: display.sheetRange } : {}),
        };
      };
      const toGroup = (row: (typeof groupRows)[number]): OptionGroup => ({
        name: row.name,
        title: row.title,
        kind: row.kind as OptionGroup['kind'],
        default: row.defaultOption,
        analyseValue: row.analyseValue as OptionGroup['analyseValue'],
        options: (options.get(`${row.productId}/${row.menuId}/${row.name}`) ?? []).map(toOption),
      });
      const toMenu = (row: (typeof menuRows)[number]): ProductMenu => ({
        id: row.id,
        title: row.title,
        subTitle: row.subTitle,
        group: row.group,
        description: row.description,
        hidden: row.hidden,
        minPagesRequired: row.minPagesRequired,
        optionGroups: (groups.get(`${row.productId}/${row.id}`) ?? []).map(toGroup),
      });

      return productRows.map((row) => ({
        themeIds: (themes.get(row.id) ?? []).map((theme) => theme.themeId),
        product: {
          id: row.id,
          title: row.title,
          image: row.image,
          securityLevel: row.securityLevel,
          minQuantity: row.minQuantity,
          alwaysColor: row.alwaysColor,
          hidePrice: row.hidePrice,
          menus: (menus.get(row.id) ?? []).map(toMenu),
          pricing: {
            pagePrices: (prices.get(row.id) ?? []).map((price) => ({
              format: price.format as PaperFormat,
              colour: price.colour as 'bw' | 'colour',
              cents: price.cents,
            })),
            setupCents: row.setupCents,
            tiers: (tiers.get(row.id) ?? []).map(({ minQuantity, discountPercent }) => ({
              minQuantity,
              discountPercent,
            })),
          },
        },
      }));
    },

    /**
     * Adds a product with all its rows, in one transaction, unless a product with its id exists
     * (seeds: what staff changed stays as it is). Returns whether it was added.
     */
    async insertMissing(product: Product, position: number, themeIds: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(products)
          .values({
            id: product.id,
            title: product.title,
            image: product.image,
            securityLevel: product.securityLevel,
            minQuantity: product.minQuantity,
            alwaysColor: product.alwaysColor,
            hidePrice: product.hidePrice,
            setupCents: product.pricing.setupCents,
            position,
          })
          .onConflictDoNothing()
          .returning({ id: products.id });
        if (added.length === 0) return false;
        const productId = product.id;
        if (themeIds.length > 0)
          await tx.insert(productThemes).values(themeIds.map((themeId) => ({ productId, themeId })));
        if (product.pricing.pagePrices.length > 0)
          await tx
            .insert(productPagePrices)
            .values(product.pricing.pagePrices.map((price) => ({ productId, ...price })));
        if (product.pricing.tiers.length > 0)
          await tx.insert(productTiers).values(product.pricing.tiers.map((tier) => ({ productId, ...tier })));
        for (const [menuPosition, menu] of product.menus.entries()) {
          const { optionGroups, ...menuRow } = menu;
          await tx.insert(productMenus).values({ productId, ...menuRow, position: menuPosition });
          for (const [groupPosition, group] of optionGroups.entries()) {
            await tx.insert(productOptionGroups).values({
              productId,
              menuId: menu.id,
              name: group.name,
              position: groupPosition,
              title: group.title,
              kind: group.kind,
              defaultOption: group.default,
              analyseValue: group.analyseValue,
            });
            if (group.options.length === 0) continue;
            await tx.insert(productOptions).values(
              group.options.map((option, optionPosition) => ({
                productId,
                menuId: menu.id,
                groupName: group.name,
                name: option.name,
                position: optionPosition,
                title: option.title,
                priceUnit: option.price?.unit ?? null,
                priceCents: option.price?.cents ?? null,
                alwaysColor: option.alwaysColor,
                display: {
                  ...(option.price?.centsByFormat ? { centsByFormat: option.price.centsByFormat } : {}),
                  ...(option.subOptions.length > 0 ? { subOptions: option.subOptions } : {}),
                  ...(option.pageLimits ? { pageLimits: option.pageLimits } : {}),
                  ...(option.sheetRange ? { sheetRange: option.sheetRange } : {}),
                },
              })),
            );
          }
        }
        return true;
      });
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
