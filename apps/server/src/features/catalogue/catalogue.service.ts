import { fromPrice } from '@portal/shared/rules/configuration';
import type { CatalogueProduct, Product } from '@portal/shared/schemas/catalogue';
import { sharedFreshReads } from '../../lib/fresh-reads';
import type { CatalogueRepository } from './catalogue.repository';

/** Who asks: their security level and their own theme (a customer's portal). */
export type CatalogueViewer = { securityLevel: number; themeId: string | null };

/** The products one group of viewers may order. Kept per catalogue version: frozen, never changed. */
export type CatalogueView = { products: CatalogueProduct[] };

/** A product as listed, with its 'v.a.' price, and the themes it is restricted to (none: every theme). */
type Listed = { product: Product; listed: CatalogueProduct; themeIds: string[] };

/** Views kept per version at most: one per security level and theme that asked (a few dozen). */
const MAX_VIEWS = 500;

const visibleTo =
  (viewer: CatalogueViewer) =>
  ({ product, themeIds }: { product: Product; themeIds: string[] }) =>
    product.securityLevel <= viewer.securityLevel &&
    (themeIds.length === 0 || (viewer.themeId !== null && themeIds.includes(viewer.themeId)));

export function createCatalogueService(deps: { repository: CatalogueRepository }) {
  // 50 clients at once share one version read per round trip, each a read that began after it asked.
  const currentVersion = sharedFreshReads(() => deps.repository.version());

  /**
   * The catalogue as last loaded, kept while its version holds: a request asks one small query
   * instead of seven, and the 'v.a.' prices and each viewer group's list are computed once per
   * change (issue 11's target of p99 under 50 ms with 50 clients). Another instance's change
   * shows at the next request.
   */
  let cached:
    | { version: string; entries: Promise<Listed[]>; views: Map<string, Promise<CatalogueView>> }
    | undefined;
  async function catalogue() {
    const version = await currentVersion();
    if (cached?.version !== version) {
      const entries = deps.repository.loadAll().then((all) =>
        all.map(({ product, themeIds }) => ({
          product,
          themeIds,
          listed: { ...product, fromPriceCents: fromPrice(product) },
        })),
      );
      const loaded = { version, entries, views: new Map<string, Promise<CatalogueView>>() };
      cached = loaded;
      entries.catch(() => {
        if (cached === loaded) cached = undefined;
      });
    }
    return cached;
  }

  return {
    /**
     * The products a user may order (spec 01 section 6): up to their security level, and a
     * product restricted to themes only for the users of one of them. Each with its 'v.a.' price.
     * The same object for every viewer of the same group while the catalogue is unchanged, so
     * its answer can be serialised once (decision 0040).
     */
    async catalogueFor(viewer: CatalogueViewer): Promise<CatalogueView> {
      const { entries, views } = await catalogue();
      const group = `${viewer.securityLevel}/${viewer.themeId ?? ''}`;
      let view = views.get(group);
      if (!view) {
        if (views.size >= MAX_VIEWS) views.clear();
        view = entries.then((all) => {
          const products = all.filter(visibleTo(viewer)).map(({ listed }) => listed);
          return Object.freeze({ products: Object.freeze(products) as CatalogueProduct[] });
        });
        views.set(group, view);
      }
      return view;
    },

    /**
     * Any product by its id, whoever may order it: for reading what an order's choices were
     * called (the order desk's job tickets). Never to offer a product to a user.
     */
    async productById(productId: string): Promise<Product | undefined> {
      return (await (await catalogue()).entries).find((entry) => entry.product.id === productId)?.product;
    },

    /** One product, when this user may order it; else undefined, as if it did not exist. */
    async productFor(viewer: CatalogueViewer, productId: string): Promise<Product | undefined> {
      return (await (await catalogue()).entries).find(
        (entry) => entry.product.id === productId && visibleTo(viewer)(entry),
      )?.product;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
