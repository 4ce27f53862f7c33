import { fromPrice } from '@portal/shared/rules/configuration';
import type { CatalogueProduct, Product } from '@portal/shared/schemas/catalogue';
import type { CatalogueRepository } from './catalogue.repository';

/** Who asks: their security level and their own theme (a customer's portal). */
export type CatalogueViewer = { securityLevel: number; themeId: string | null };

const visibleTo =
  (viewer: CatalogueViewer) =>
  ({ product, themeIds }: { product: Product; themeIds: string[] }) =>
    product.securityLevel <= viewer.securityLevel &&
    (themeIds.length === 0 || (viewer.themeId !== null && themeIds.includes(viewer.themeId)));

export function createCatalogueService(deps: { repository: CatalogueRepository }) {
  return {
    /**
     * The products a user may order (spec 01 section 6): up to their security level, and a
     * product restricted to themes only for the users of one of them. Each with its 'v.a.' price.
     */
    async productsFor(viewer: CatalogueViewer): Promise<CatalogueProduct[]> {
      const entries = await deps.repository.loadAll();
      return entries
        .filter(visibleTo(viewer))
        .map(({ product }) => ({ ...product, fromPriceCents: fromPrice(product) }));
    },

    /** One product, when this user may order it; else undefined, as if it did not exist. */
    async productFor(viewer: CatalogueViewer, productId: string): Promise<Product | undefined> {
      const entries = await deps.repository.loadAll();
      return entries.find((entry) => entry.product.id === productId && visibleTo(viewer)(entry))?.product;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
