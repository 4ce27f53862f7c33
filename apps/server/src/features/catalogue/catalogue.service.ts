import { fromPrice } from '@portal/shared/rules/configuration';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { CatalogueRepository } from './catalogue.repository';

/** Who asks: their security level and their own theme (a customer's portal). */
export type CatalogueViewer = { securityLevel: number; themeId: string | null };

export function createCatalogueService(deps: { repository: CatalogueRepository }) {
  return {
    /**
     * The products a user may order (spec 01 section 6): up to their security level, and a
     * product restricted to themes only for the users of one of them. Each with its 'v.a.' price.
     */
    async productsFor(viewer: CatalogueViewer): Promise<CatalogueProduct[]> {
      const entries = await deps.repository.loadAll();
      return entries
        .filter(
          ({ product, themeIds }) =>
            product.securityLevel <= viewer.securityLevel &&
            (themeIds.length === 0 || (viewer.themeId !== null && themeIds.includes(viewer.themeId))),
        )
        .map(({ product }) => ({ ...product, fromPriceCents: fromPrice(product) }));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
