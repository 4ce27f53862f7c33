import { fromPrice } from '@portal/shared/rules/configuration';
import type { CatalogueProduct, Product } from '@portal/shared/schemas/catalogue';
import type { Database } from '../../db/database';
import type { NoticeListener } from '../../db/notices';
import { sharedFreshReads } from '../../lib/fresh-reads';
import type { CatalogueRepository } from './catalogue.repository';
import { withoutPrices } from './without-prices';

/** Who asks: their security level and their own theme (a customer's portal). */
export type CatalogueViewer = { securityLevel: number; themeId: string | null };

/**
 * The products one group of viewers may order. Kept per catalogue version: frozen, never changed.
 * `pricesHidden`: the viewers' own theme hides prices, so no product carries an amount (decision
 * 0098); the cart reads it, the answer leaves it out (the response schema has products only).
 */
export type CatalogueView = { products: CatalogueProduct[]; pricesHidden: boolean };

/**
 * A product as listed, with its 'v.a.' price, and the themes it is restricted to (none: every
 * theme). `listed` is what a viewer who sees prices gets (without amounts for a product sold on a
 * quote), `unpriced` what a viewer whose theme hides prices gets.
 */
type Listed = { product: Product; listed: CatalogueProduct; unpriced: CatalogueProduct; themeIds: string[] };

/** The channel migration 0018's triggers announce every change of a catalogue table on. */
export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changes';

/** Views kept per version at most: one per viewer group (level, theme, prices hidden) that asked. */
const MAX_VIEWS = 500;

const visibleTo =
  (viewer: CatalogueViewer) =>
  ({ product, themeIds }: { product: Product; themeIds: string[] }) =>
    product.securityLevel <= viewer.securityLevel &&
    (themeIds.length === 0 || (viewer.themeId !== null && themeIds.includes(viewer.themeId)));

export function createCatalogueService(deps: {
  repository: CatalogueRepository;
  /** Whether a user's own theme hides prices (the themes feature, kept there while unchanged). */
  hidesPricing: (themeId: string | null) => Promise<boolean>;
}) {
  // 50 clients at once share one version read per round trip, each a read that began after it asked.
  const versionInDatabase = sharedFreshReads(() => deps.repository.version());
  let listener: NoticeListener | undefined;
  let listening = false;
  /** Counts the changes heard, and every start and end of listening (which may have missed some). */
  let changesHeard = 0;

  /**
   * What changes whenever the catalogue does. While this instance listens to the catalogue's
   * change notices, the count of those heard once every notice committed before the request has
   * arrived: no query on the database's connections (on PGlite, its only thread), and on
   * PostgreSQL one round trip on the listening connection that the login check shares. Otherwise
   * the version the database tells.
   */
  async function currentVersion(): Promise<string> {
    if (listening && listener) {
      const caughtUp = await listener.caughtUp().then(
        () => true,
        () => false,
      );
      if (caughtUp && listening) return `heard ${changesHeard}`;
    }
    return `read ${await versionInDatabase()}`;
  }

  /**
   * The catalogue as last loaded, kept while its version holds: a request asks at most one small
   * query instead of seven, and the 'v.a.' prices and each viewer group's list are computed once
   * per change (issue 11's target of p99 under 50 ms with 50 clients). Another instance's change
   * shows at the next request. A change heard while loading makes the next request load again.
   */
  let cached:
    | { version: string; entries: Promise<Listed[]>; views: Map<string, Promise<CatalogueView>> }
    | undefined;
  async function catalogue() {
    const version = await currentVersion();
    if (cached?.version !== version) {
      const entries = deps.repository.loadAll().then((all) =>
        all.map(({ product, themeIds }): Listed => {
          const priced = { ...product, fromPriceCents: fromPrice(product) };
          const unpriced = withoutPrices(priced);
          return { product, themeIds, listed: product.hidePrice ? unpriced : priced, unpriced };
        }),
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
    /** Starts listening for changes; until then, and whenever listening stops, the database tells the version. */
    async start(database: Database): Promise<void> {
      listener = await database.listen(CATALOGUE_CHANGES_CHANNEL, {
        notice() {
          changesHeard += 1;
        },
        up() {
          changesHeard += 1;
          listening = true;
        },
        down() {
          changesHeard += 1;
          listening = false;
        },
      });
    },

    async stop(): Promise<void> {
      await listener?.close().catch(() => undefined);
      listener = undefined;
      listening = false;
    },

    /**
     * The products a user may order (spec 01 section 6): up to their security level, and a
     * product restricted to themes only for the users of one of them. Each with its 'v.a.' price,
     * unless it is sold on a quote or the user's own theme hides prices: then without any amount
     * (decision 0098). The same object for every viewer of the same group while the catalogue and
     * the theme's choice are unchanged, so its answer can be serialised once (decision 0040).
     */
    async catalogueFor(viewer: CatalogueViewer): Promise<CatalogueView> {
      // Side by side: both catch up with the database's notices in one shared round trip.
      const [{ entries, views }, pricesHidden] = await Promise.all([
        catalogue(),
        deps.hidesPricing(viewer.themeId),
      ]);
      const group = `${viewer.securityLevel}/${viewer.themeId ?? ''}/${pricesHidden ? 'unpriced' : 'priced'}`;
      let view = views.get(group);
      if (!view) {
        if (views.size >= MAX_VIEWS) views.clear();
        view = entries.then((all) => {
          const products = all
            .filter(visibleTo(viewer))
            .map((entry) => (pricesHidden ? entry.unpriced : entry.listed));
          return Object.freeze({ products: Object.freeze(products) as CatalogueProduct[], pricesHidden });
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
