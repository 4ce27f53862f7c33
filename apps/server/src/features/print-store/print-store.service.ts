import { SHARED_CATEGORY_ID } from '@portal/shared/constants';
import { fromPriceOf } from '@portal/shared/rules/store-pricing';
import { DEFAULT_THEME_NAME } from '@portal/shared/rules/theme-name';
import {
  type CategoryPage,
  type ChosenSpecs,
  type CollectionCard,
  type CollectionPage,
  chosenSpecsSchema,
  type PackageCard,
  type PackagePage,
  type PrintStoreContext,
  type ProductCard,
  type ProductPage,
  type SpecMenu,
  type StoreCard,
  type StoreImage,
  specMenuSchema,
} from '@portal/shared/schemas/print-store';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { z } from 'zod';
import { searchWordsOf } from '../../db/search-columns';
import { sharedFreshReads } from '../../lib/fresh-reads';
import { type Failure, fail, isFailure } from '../../platform/failure';
import { itemKey, type StoreItem, type StoreItemRef } from '../store-cart/store-items';
import type { OwnTheme, ThemesService } from '../themes/themes.service';
import type {
  CategoryRow,
  CollectionRow,
  DesignRow,
  PackageRow,
  PrintStoreRepository,
  SearchHit,
  StoreContent,
  StoreRow,
} from './print-store.repository';

/** The Dutch name of the recommended collections' category ('shared'). */
export const SHARED_CATEGORY_NAME = 'Aanbevolen';
/** Featured collections the dashboard shows unless the theme hides the default content. */
const FEATURED_ON_DASHBOARD = 3;
/** Search results of each kind at most. */
const SEARCH_LIMIT = 30;
/** Related products of a product page at most. */
const RELATED_MAX = 5;
/**
 * Kept reads per version at most: one per theme with a store, one per set of stores shown; and
 * per viewer, its kept answers (a page each, a search each).
 */
const MAX_KEPT = 500;

/** Who browses: the theme's name in the URL (the default theme when none), and what the caller administers. */
export type StoreViewer = {
  theme: string | undefined;
  /** The store a logged-in print-store admin administers (users.print_store_id), else null. */
  adminOf: string | null;
};

type NotFound = Failure<'STORE_ITEM_NOT_FOUND'>;
type ThemeMissing = Failure<'THEME_NOT_FOUND'>;

/** A product type with its menus validated and its 'v.a.' computed once per table version. */
type TypeEntry = {
  id: string;
  name: string;
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
  prices: { size: string; specKey: string; minQuantity: number; unitCents: number }[];
  fromPriceCents: number | null;
};

/** Which stores a theme shows, and how (decision 0105). */
type Scope = {
  /** Shown stores, the theme's own first. */
  stores: StoreRow[];
  defaultStore: StoreRow | undefined;
  ownStore: StoreRow | undefined;
  settings: ThemeSettings;
  administers: string[];
};

/**
 * The stores a theme shows (decision 0105): a theme with a store of its own shows that store,
 * and the default one too when printStoreAd.includeDefault says so; onlyDefault shows the
 * default store only; a theme without a store of its own shows the default store.
 */
export function storesShown(
  settings: ThemeSettings,
  stores: { own: StoreRow | undefined; default: StoreRow | undefined },
): StoreRow[] {
  const ad = settings.customFields.printStoreAd ?? {};
  const list = (...rows: (StoreRow | undefined)[]) =>
    rows.filter((row): row is StoreRow => row !== undefined);
  if (ad.onlyDefault || !stores.own) return list(stores.default);
  return ad.includeDefault ? list(stores.own, stores.default) : list(stores.own);
}

const shuffled = <T>(items: T[], random: () => number): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

const group = <T>(rows: T[], key: (row: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/**
 * The content of the shown stores as this viewer sees it: what is hidden, what costs what, each
 * row as its card. Built per request from a few small queries.
 */
function storeView(content: StoreContent, scope: Scope, types: Map<string, TypeEntry>) {
  const categories = new Map(content.categories.map((row) => [row.id, row]));
  const collections = new Map(content.collections.map((row) => [row.id, row]));
  const designs = new Map(content.designs.map((row) => [row.id, row]));
  const packages = new Map(content.packages.map((row) => [row.id, row]));
  const images = new Map(content.images.map((row) => [row.id, row]));
  const categoriesOfCollection = group(content.links, (link) => link.collectionId);
  const collectionsOfCategory = group(content.links, (link) => link.categoryId);
  const designsOfCollection = group(content.designs, (row) => row.collectionId);
  const packagesOfCategory = group(content.packages, (row) => row.categoryId);
  const itemsOfPackage = group(content.items, (row) => row.packageId);
  const { flags } = scope.settings;

  const administers = (storeId: string) => scope.administers.includes(storeId);
  /** The theme hides amounts of this store: every store (hidePricing), or its own (hideOwnPricing). */
  const pricesHidden = (storeId: string) =>
    flags.hidePricing || (flags.hideOwnPricing && storeId === scope.ownStore?.id);

  const categoryShown = (row: CategoryRow) => row.active || administers(row.printStoreId);
  const linkedCategories = (collection: CollectionRow): CategoryRow[] =>
    (categoriesOfCollection.get(collection.id) ?? [])
      .map((link) => categories.get(link.categoryId))
      .filter((row): row is CategoryRow => row !== undefined);
  /** Hidden when it is, or when every category it is in is hidden: only its store's admins see it. */
  const collectionShown = (row: CollectionRow) => {
    if (administers(row.printStoreId)) return linkedCategories(row).length > 0;
    const linked = linkedCategories(row);
    return row.active && linked.some((category) => category.active);
  };
  const designShown = (row: DesignRow) => {
    const collection = collections.get(row.collectionId);
    return collection !== undefined && collectionShown(collection);
  };
  const packageShown = (row: PackageRow) => {
    const category = categories.get(row.categoryId);
    if (!category) return false;
    return administers(category.printStoreId) || (row.active && category.active);
  };
  /** The category a collection's card leads into: its first shown one. */
  const ownCategoryOf = (row: CollectionRow): CategoryRow =>
    linkedCategories(row).find(categoryShown) ?? linkedCategories(row)[0]!;

  const imageOf = (id: string | null): StoreImage | null => {
    const row = id ? images.get(id) : undefined;
    return row
      ? { id: row.id, printStoreId: row.printStoreId, alt: row.alt, aspectRatio: row.aspectRatio }
      : null;
  };
  const fromPriceOfDesign = (row: DesignRow, storeId: string) =>
    pricesHidden(storeId) ? null : (types.get(row.productTypeId)?.fromPriceCents ?? null);
  const leastOf = (values: (number | null)[]) =>
    values.reduce<number | null>(
      (least, value) => (value !== null && (least === null || value < least) ? value : least),
      null,
    );

  function productCard(row: DesignRow, categoryId?: string): ProductCard {
    const collection = collections.get(row.collectionId)!;
    return {
      type: 'PRODUCT',
      id: row.id,
      printStoreId: collection.printStoreId,
      categoryId: categoryId ?? ownCategoryOf(collection).id,
      collectionId: collection.id,
      name: row.name,
      description: row.description,
      image: imageOf(row.previewImageId),
      fromPriceCents: fromPriceOfDesign(row, collection.printStoreId),
      isStockProduct: row.isStockProduct,
      displaySpecification: { border: row.displaySpecification.border === true },
    };
  }

  function collectionCard(row: CollectionRow, categoryId?: string): CollectionCard {
    const own = designsOfCollection.get(row.id) ?? [];
    return {
      type: 'COLLECTION',
      id: row.id,
      printStoreId: row.printStoreId,
      categoryId: categoryId ?? ownCategoryOf(row).id,
      name: row.name,
      subtitle: row.subtitle,
      description: row.description,
      active: row.active,
      // No cover of its own: the first design's preview stands in.
      image: imageOf(row.coverImageId) ?? imageOf(own[0]?.previewImageId ?? null),
      fromPriceCents: leastOf(own.map((design) => fromPriceOfDesign(design, row.printStoreId))),
      designCount: own.length,
    };
  }

  function packageCard(row: PackageRow): PackageCard {
    const category = categories.get(row.categoryId)!;
    const contents = (itemsOfPackage.get(row.id) ?? [])
      .map((item) => designs.get(item.designId))
      .filter((design): design is DesignRow => design !== undefined);
    const previews = [...new Set(contents.map((design) => design.previewImageId))]
      .map(imageOf)
      .filter((image): image is StoreImage => image !== null)
      .slice(0, 4);
    return {
      type: 'PACKAGE',
      id: row.id,
      printStoreId: category.printStoreId,
      categoryId: category.id,
      name: row.name,
      description: row.description,
      active: row.active,
      images: previews,
      priceCents: pricesHidden(category.printStoreId) ? null : row.priceCents,
      itemCount: itemsOfPackage.get(row.id)?.length ?? 0,
    };
  }

  /** The recommended collections ('Aanbevolen', the dashboard's featured ones), in store order. */
  const featured = () =>
    scope.stores.flatMap((store) =>
      content.collections.filter(
        (row) => row.printStoreId === store.id && row.displayOnDashboard && collectionShown(row),
      ),
    );

  return {
    categories,
    collections,
    designs,
    packages,
    pricesHidden,
    categoryShown,
    collectionShown,
    designShown,
    packageShown,
    ownCategoryOf,
    productCard,
    collectionCard,
    packageCard,
    featured,
    collectionsOfCategory: (id: string) =>
      (collectionsOfCategory.get(id) ?? [])
        .map((link) => collections.get(link.collectionId))
        .filter((row): row is CollectionRow => row !== undefined && collectionShown(row)),
    packagesOfCategory: (id: string) => (packagesOfCategory.get(id) ?? []).filter(packageShown),
    designsOf: (collectionId: string) => designsOfCollection.get(collectionId) ?? [],
    itemsOf: (packageId: string) => itemsOfPackage.get(packageId) ?? [],
    /** The sidebar: shown categories, listOnTop first, then by name, the theme's own store first. */
    sidebar: () =>
      scope.stores.flatMap((store) =>
        content.categories
          .filter((row) => row.printStoreId === store.id && categoryShown(row))
          .sort((a, b) => Number(b.listOnTop) - Number(a.listOnTop) || a.name.localeCompare(b.name, 'nl')),
      ),
  };
}
type StoreView = ReturnType<typeof storeView>;

/** The stores and the sidebar this viewer is shown, and how. */
function contextOf(scope: Scope, view: StoreView): PrintStoreContext {
  const sidebar = view.sidebar();
  const first = scope.stores[0];
  return {
    stores: scope.stores.map((store) => ({ id: store.id, name: store.name, isDefault: store.isDefault })),
    categories: sidebar.map((row) => ({
      id: row.id,
      printStoreId: row.printStoreId,
      name: row.name,
      colour: row.colour,
      active: row.active,
      listOnTop: row.listOnTop,
      newBadge: row.newBadge,
    })),
    hideDefaultContent: scope.settings.flags.hideDefaultContent,
    firstCategoryId:
      first && !first.isDefault ? (sidebar.find((row) => row.printStoreId === first.id)?.id ?? null) : null,
    administers: scope.administers,
    showsPrices: scope.stores.some((store) => !view.pricesHidden(store.id)),
  };
}

/**
 * What one viewer (a theme's visitors, or a store's admin browsing it) sees in one version of the
 * store: its scope and view, built once instead of on every request, and the answers made from
 * them, each kept and handed out unchanged so that its route serialises it once (decision 0040).
 */
type Seen = {
  scope: Scope;
  view: StoreView;
  types: Map<string, TypeEntry>;
  /** The version's search hits by stores and words, shared by every viewer. */
  hits: Map<string, Promise<SearchHit[]>>;
  /** Other stores' rows in the same version (the ads' filters name other stores). */
  contentOf(stores: StoreRow[]): Promise<{ content: StoreContent; types: Map<string, TypeEntry> }>;
  /** By page (or search words): its answer, or what the random answers draw from. */
  answers: Map<string, Promise<unknown>>;
};

export function createPrintStoreService(deps: {
  repository: PrintStoreRepository;
  themes: Pick<ThemesService, 'themeIdOf' | 'findById'>;
  /** Picks the dashboard's featured collections and the ads' products (tests may fix it). */
  random?: () => number;
}) {
  const { repository } = deps;
  const random = deps.random ?? Math.random;

  /**
   * The store's rows as last read, kept while the print store's version holds (migration 0030's
   * triggers count every change, whichever instance made it): a request asks the theme's id and
   * the version, two small reads, instead of ten, and the 'v.a.' prices are computed once per
   * change. 50 clients at once share one version read per round trip; none gets an answer older
   * than its request.
   */
  const versionInDatabase = sharedFreshReads(() => repository.version(), { gather: 'turn' });
  type Kept = {
    version: string;
    types: Promise<Map<string, TypeEntry>>;
    storesByTheme: Map<string, Promise<StoreRow[]>>;
    contentByStores: Map<string, Promise<StoreContent>>;
    /** Search hits by stores and words: visitors typing the same words share them. */
    hits: Map<string, Promise<SearchHit[]>>;
    /**
     * By theme id and administered store: what that viewer sees, with the theme it was built
     * for. A theme changed since (a new object from the themes service) builds it anew.
     */
    seen: Map<string, { theme: OwnTheme; seen: Promise<Seen> }>;
  };
  let kept: Kept | undefined;

  const loadTypes = () =>
    repository.productTypes().then(
      (rows) =>
        new Map(
          rows.map((row) => {
            const menus = z.array(specMenuSchema).parse(row.menus);
            const disabled = z.array(chosenSpecsSchema).parse(row.disabled);
            const entry = { ...row, menus, disabled };
            return [row.id, { ...entry, fromPriceCents: fromPriceOf(entry) }];
          }),
        ),
    );

  /** A value kept under a key of this version; a failed read is forgotten, so the next request reads again. */
  function keep<T>(map: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
    let value = map.get(key);
    if (!value) {
      if (map.size >= MAX_KEPT) map.clear();
      const reading = read();
      value = reading;
      map.set(key, reading);
      reading.catch(() => {
        if (map.get(key) === reading) map.delete(key);
      });
    }
    return value;
  }

  async function current(): Promise<Kept> {
    const version = await versionInDatabase();
    if (kept?.version !== version) {
      const types = loadTypes();
      const fresh: Kept = {
        version,
        types,
        storesByTheme: new Map(),
        contentByStores: new Map(),
        hits: new Map(),
        seen: new Map(),
      };
      kept = fresh;
      types.catch(() => {
        if (kept === fresh) kept = undefined;
      });
    }
    return kept;
  }

  async function scopeOf(viewer: StoreViewer, at: Kept, themeId: string, theme: OwnTheme): Promise<Scope> {
    const rows = await keep(at.storesByTheme, themeId, () => repository.storesFor(themeId));
    const own = rows.find((row) => row.themeId === themeId);
    const defaultStore = rows.find((row) => row.isDefault);
    return {
      stores: storesShown(theme.settings, { own, default: defaultStore }),
      defaultStore,
      ownStore: own,
      settings: theme.settings,
      administers: viewer.adminOf ? [viewer.adminOf] : [],
    };
  }

  /** The stores' rows and the product types, as kept for this version. */
  async function contentOf(at: Kept, stores: StoreRow[]) {
    const ids = stores.map((store) => store.id);
    const [content, types] = await Promise.all([
      keep(at.contentByStores, ids.join(','), () => repository.contentOf(ids)),
      at.types,
    ]);
    return { content, types };
  }

  /**
   * What this viewer sees in the current version, or why not: built at the first request of its
   * theme (as it is now) and version, kept for the requests after it.
   */
  async function viewOf(viewer: StoreViewer): Promise<Seen | ThemeMissing> {
    const at = await current();
    const themeId = await deps.themes.themeIdOf(viewer.theme ?? DEFAULT_THEME_NAME);
    if (isFailure(themeId)) return fail('THEME_NOT_FOUND');
    const theme = await deps.themes.findById(themeId);
    if (!theme) return fail('THEME_NOT_FOUND');
    const key = `${themeId}/${viewer.adminOf ?? ''}`;
    const known = at.seen.get(key);
    if (known?.theme === theme) return known.seen;
    if (at.seen.size >= MAX_KEPT) at.seen.clear();
    const seen = (async (): Promise<Seen> => {
      const scope = await scopeOf(viewer, at, themeId, theme);
      const { content, types } = await contentOf(at, scope.stores);
      return {
        scope,
        view: storeView(content, scope, types),
        types,
        hits: at.hits,
        contentOf: (stores) => contentOf(at, stores),
        answers: new Map(),
      };
    })();
    at.seen.set(key, { theme, seen });
    seen.catch(() => {
      if (at.seen.get(key)?.seen === seen) at.seen.delete(key);
    });
    return seen;
  }

  /**
   * The viewer's answer under `key`, made at its first request and the same object after it (the
   * routes serialise it once). Only what exists is asked for: a failure is returned before.
   */
  function answerOf<T>(seen: Seen, key: string, make: () => T | Promise<T>): Promise<T> {
    return keep(seen.answers, key, async () => make()) as Promise<T>;
  }

  return {
    async context(viewer: StoreViewer): Promise<PrintStoreContext | ThemeMissing> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { scope, view } = found;
      return answerOf(found, 'context', () => contextOf(scope, view));
    },

    async dashboard(viewer: StoreViewer): Promise<{ featured: CollectionCard[] } | ThemeMissing> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { scope, view } = found;
      const all = await answerOf(found, 'featured', () =>
        view.featured().map((row) => view.collectionCard(row)),
      );
      // Every featured collection when the theme hides the default content: the same answer each time.
      if (scope.settings.flags.hideDefaultContent)
        return answerOf(found, 'dashboard', () => ({ featured: all }));
      return { featured: shuffled(all, random).slice(0, FEATURED_ON_DASHBOARD) };
    },

    async category(viewer: StoreViewer, categoryId: string): Promise<CategoryPage | ThemeMissing | NotFound> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { view } = found;
      if (categoryId === SHARED_CATEGORY_ID)
        return answerOf(found, `category/${categoryId}`, () => ({
          category: { id: SHARED_CATEGORY_ID, name: SHARED_CATEGORY_NAME, active: true },
          collections: view.featured().map((row) => view.collectionCard(row)),
          packages: [],
        }));
      const category = view.categories.get(categoryId);
      if (!category || !view.categoryShown(category)) return fail('STORE_ITEM_NOT_FOUND');
      return answerOf(found, `category/${categoryId}`, () => ({
        category: { id: category.id, name: category.name, active: category.active },
        collections: view
          .collectionsOfCategory(category.id)
          .map((row) => view.collectionCard(row, category.id)),
        packages: view.packagesOfCategory(category.id).map((row) => view.packageCard(row)),
      }));
    },

    async collection(
      viewer: StoreViewer,
      collectionId: string,
      categoryId: string | undefined,
    ): Promise<CollectionPage | ThemeMissing | NotFound> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { view } = found;
      const collection = view.collections.get(collectionId);
      if (!collection || !view.collectionShown(collection)) return fail('STORE_ITEM_NOT_FOUND');
      // Reached from 'Aanbevolen' or one of its categories: the breadcrumb names where the customer came from.
      const through = categoryId ? view.categories.get(categoryId) : undefined;
      const own = view.ownCategoryOf(collection);
      const browsed =
        categoryId === SHARED_CATEGORY_ID
          ? { id: SHARED_CATEGORY_ID, name: SHARED_CATEGORY_NAME }
          : through &&
              view.categoryShown(through) &&
              view.collectionsOfCategory(through.id).some((row) => row.id === collectionId)
            ? { id: through.id, name: through.name }
            : { id: own.id, name: own.name };
      const cardCategory = browsed.id === SHARED_CATEGORY_ID ? undefined : browsed.id;
      return answerOf(found, `collection/${collectionId}/${browsed.id}`, () => {
        const { type: _type, ...card } = view.collectionCard(collection, cardCategory);
        return {
          collection: card,
          category: browsed,
          products: view.designsOf(collection.id).map((row) => view.productCard(row, cardCategory)),
        };
      });
    },

    async product(viewer: StoreViewer, productId: string): Promise<ProductPage | ThemeMissing | NotFound> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { view, types } = found;
      const design = view.designs.get(productId);
      if (!design || !view.designShown(design)) return fail('STORE_ITEM_NOT_FOUND');
      const type = types.get(design.productTypeId);
      if (!type) return fail('STORE_ITEM_NOT_FOUND');
      const collection = view.collections.get(design.collectionId)!;
      const category = view.ownCategoryOf(collection);
      // A few hundred price rows: made and serialised once per version, not per visitor.
      return answerOf(found, `product/${productId}`, () => ({
        product: {
          ...view.productCard(design),
          designer: design.designer,
          extraInfo: design.extraInfo,
          actualStock: design.actualStock,
        },
        productType: {
          id: type.id,
          name: type.name,
          menus: type.menus,
          disabled: type.disabled,
          maxOrderAmount: type.maxOrderAmount,
          prices: view.pricesHidden(collection.printStoreId) ? [] : type.prices,
        },
        collection: { id: collection.id, name: collection.name },
        category: { id: category.id, name: category.name },
        related: view
          .designsOf(collection.id)
          .filter((row) => row.id !== design.id)
          .slice(0, RELATED_MAX)
          .map((row) => view.productCard(row)),
      }));
    },

    async package(viewer: StoreViewer, packageId: string): Promise<PackagePage | ThemeMissing | NotFound> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { view, types } = found;
      const row = view.packages.get(packageId);
      if (!row || !view.packageShown(row)) return fail('STORE_ITEM_NOT_FOUND');
      const category = view.categories.get(row.categoryId)!;
      return answerOf(found, `package/${packageId}`, () => ({
        package: {
          ...view.packageCard(row),
          productCode: row.productCode,
          maxOrderAmount: row.maxOrderAmount,
        },
        category: { id: category.id, name: category.name },
        contents: view.itemsOf(row.id).flatMap((item) => {
          const design = view.designs.get(item.designId);
          if (!design) return [];
          const menus = types.get(design.productTypeId)?.menus ?? [];
          return [
            {
              product: view.productCard(design),
              quantity: item.quantity,
              specTitles: specTitlesOf(menus, item.specs),
            },
          ];
        }),
      }));
    },

    async search(viewer: StoreViewer, query: string): Promise<{ results: StoreCard[] } | ThemeMissing> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { scope, view } = found;
      const words = searchWordsOf(query);
      const storeIds = scope.stores.map((store) => store.id);
      // Per version: any change of the store (a name, a hidden collection) is a new version.
      return answerOf(found, `search/${words.join(' ')}`, async () => {
        const hits = await keep(found.hits, `${storeIds.join(',')}/${words.join(' ')}`, () =>
          repository.search(storeIds, words, SEARCH_LIMIT),
        );
        const results: StoreCard[] = [];
        for (const hit of hits) {
          if (hit.type === 'COLLECTION') {
            const row = view.collections.get(hit.id);
            if (row && view.collectionShown(row)) results.push(view.collectionCard(row));
          } else if (hit.type === 'PACKAGE') {
            const row = view.packages.get(hit.id);
            if (row && view.packageShown(row)) results.push(view.packageCard(row));
          } else {
            const row = view.designs.get(hit.id);
            if (row && view.designShown(row)) results.push(view.productCard(row));
          }
        }
        return { results };
      });
    },

    /**
     * The designs and packages a theme's visitors may order, as the store cart and the order
     * price them (decision 0106): what everybody sees, never a hidden item, with the price table
     * or the package's price, and whether the theme shows the store's amounts.
     */
    async itemsFor(
      theme: string | undefined,
      refs: readonly StoreItemRef[],
    ): Promise<Map<string, StoreItem> | ThemeMissing> {
      const found = await viewOf({ theme, adminOf: null });
      if (isFailure(found)) return found;
      const { view, types } = found;
      const items = new Map<string, StoreItem>();
      for (const ref of refs) {
        const item =
          ref.kind === 'product' ? designItem(view, types, ref.id) : packageItem(view, types, ref.id);
        if (item) items.set(itemKey(ref), item);
      }
      return items;
    },

    /** The stores a theme's visitors see (the store cart's coupons count only for these; decision 0108). */
    async storeIdsShown(theme: string | undefined): Promise<string[] | ThemeMissing> {
      const found = await viewOf({ theme, adminOf: null });
      if (isFailure(found)) return found;
      return found.scope.stores.map((store) => store.id);
    },

    /**
     * Products for an ad (spec 01 section 7): designs available for ads of the stores the theme
     * shows, or of the default store only (DEFAULT_ONLY), or those and the default store
     * (INCLUDE_DEFAULT); none when the theme hides ads.
     */
    async adProducts(
      viewer: StoreViewer,
      max: number,
      filter: 'DEFAULT_ONLY' | 'INCLUDE_DEFAULT' | undefined,
    ): Promise<{ products: ProductCard[] } | ThemeMissing> {
      const found = await viewOf(viewer);
      if (isFailure(found)) return found;
      const { scope } = found;
      if (scope.settings.customFields.printStoreAd?.hideAds) return { products: [] };
      const { defaultStore } = scope;
      const withDefault =
        defaultStore && !scope.stores.some((store) => store.id === defaultStore.id)
          ? [...scope.stores, defaultStore]
          : scope.stores;
      const stores =
        filter === 'DEFAULT_ONLY'
          ? defaultStore
            ? [defaultStore]
            : []
          : filter === 'INCLUDE_DEFAULT'
            ? withDefault
            : scope.stores;
      // The cards the ads draw from, made once per filter; each ad draws its own.
      const candidates = await answerOf(found, `ads/${filter ?? ''}`, async () => {
        const adScope = { ...scope, stores };
        const { content, types } = await found.contentOf(adScope.stores);
        const view = storeView(content, adScope, types);
        return content.designs
          .filter((row) => row.availableForAd && view.designShown(row))
          .map((row) => view.productCard(row));
      });
      return { products: shuffled(candidates, random).slice(0, max) };
    },
  };
}
export type PrintStoreService = ReturnType<typeof createPrintStoreService>;

function designItem(view: StoreView, types: Map<string, TypeEntry>, id: string): StoreItem | null {
  const design = view.designs.get(id);
  const type = design ? types.get(design.productTypeId) : undefined;
  if (!design || !type || !view.designShown(design)) return null;
  const card = view.productCard(design);
  return {
    kind: 'product',
    id,
    printStoreId: card.printStoreId,
    categoryId: card.categoryId,
    collectionId: card.collectionId,
    name: design.name,
    productTypeName: type.name,
    productCode: null,
    image: card.image,
    isStockProduct: design.isStockProduct,
    pricesShown: !view.pricesHidden(card.printStoreId),
    pricing: {
      kind: 'table',
      type: {
        menus: type.menus,
        disabled: type.disabled,
        maxOrderAmount: type.maxOrderAmount,
        prices: type.prices,
      },
    },
  };
}

function packageItem(view: StoreView, types: Map<string, TypeEntry>, id: string): StoreItem | null {
  const row = view.packages.get(id);
  if (!row || !view.packageShown(row)) return null;
  const card = view.packageCard(row);
  const contents = view.itemsOf(row.id).flatMap((item) => {
    const design = view.designs.get(item.designId);
    if (!design) return [];
    const specs = specTitlesOf(types.get(design.productTypeId)?.menus ?? [], item.specs);
    return [`${item.quantity} × ${design.name}${specs.length > 0 ? ` (${specs.join(', ')})` : ''}`];
  });
  return {
    kind: 'package',
    id,
    printStoreId: card.printStoreId,
    categoryId: card.categoryId,
    collectionId: null,
    name: row.name,
    productTypeName: null,
    productCode: row.productCode,
    image: card.images[0] ?? null,
    isStockProduct: false,
    pricesShown: !view.pricesHidden(card.printStoreId),
    pricing: { kind: 'fixed', priceCents: row.priceCents, maxOrderAmount: row.maxOrderAmount, contents },
  };
}

/** A package's fixed specs as the customer reads them: 'Formaat: 20 × 20 cm'. */
export function specTitlesOf(menus: SpecMenu[], specs: ChosenSpecs): string[] {
  return menus.flatMap((menu) => {
    const value = specs[menu.name];
    if (value === undefined) return [];
    const title = menu.values.find((entry) => entry.name === value)?.title ?? value;
    return [`${menu.title}: ${title}`];
  });
}
