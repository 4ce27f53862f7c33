import { type AppRouteName, matchRoute } from '@portal/shared/routes';
import { type Preloads, staticClosure, type ViteManifest } from './home-preloads';

/** The router's one small module through which it reaches the print store's pages. */
const STORE_PAGES_MODULE = 'print-store-pages.ts';

type PreloadedPage = {
  /** The page's module in the web app (apps/web/src/app/routes). */
  module: string;
  /**
   * The endpoint contracts (packages/shared/src/api) the page calls at once. A contract is loaded
   * with its first call (apps/web/src/lib/contracts.ts): named here, it is on its way before.
   */
  contracts: string[];
  /** The module the router reaches the page through, when not directly. */
  via?: string;
};

/**
 * The pages whose files the server names in their head (issue 29, Lighthouse): the print store's
 * (decision 0111) and the product order screen, which a visitor reaches from the home page to read
 * what printing costs (decision 0109). The home page has its own list (home-preloads.ts).
 */
const PAGES = {
  printStore: { module: 'print-store.tsx', via: STORE_PAGES_MODULE, contracts: ['print-store'] },
  printStoreIntro: { module: 'print-store-intro.tsx', via: STORE_PAGES_MODULE, contracts: ['print-store'] },
  printStoreSearchResults: {
    module: 'print-store-search-results.tsx',
    via: STORE_PAGES_MODULE,
    contracts: ['print-store'],
  },
  printStoreCategory: {
    module: 'print-store-category.tsx',
    via: STORE_PAGES_MODULE,
    contracts: ['print-store'],
  },
  printStoreCollection: {
    module: 'print-store-collection.tsx',
    via: STORE_PAGES_MODULE,
    contracts: ['print-store'],
  },
  // Their 'In winkelwagen' reads the store cart as the page opens.
  printStoreProduct: {
    module: 'print-store-product.tsx',
    via: STORE_PAGES_MODULE,
    contracts: ['print-store', 'store-cart'],
  },
  printStorePackage: {
    module: 'print-store-package.tsx',
    via: STORE_PAGES_MODULE,
    contracts: ['print-store', 'store-cart'],
  },
  // A visitor's screen asks for the catalogue's prices at once (the price list).
  productOrder: { module: 'product-order.tsx', contracts: ['catalogue'] },
} satisfies Partial<Record<AppRouteName, PreloadedPage>>;

const keyEndingWith = (manifest: ViteManifest, tail: string) =>
  Object.keys(manifest).find((key) => key.endsWith(tail));

/**
 * For the path of one of these pages, its files that the entry does not load already: the module
 * the router reaches it through, the page's chunk and its contracts, with what they import.
 * Without them the browser learns of each only after the one before has run: the entry, then the
 * pages module, then the page, then its contract, each a round trip on a phone's network before
 * the page can show its data (issue 29, Lighthouse). Named in the page's head, they come with the
 * entry, as the home page's do (home-preloads.ts), though at a low priority; each still runs only
 * when first used. Undefined for any other path.
 */
export function pagePreloads(manifest: ViteManifest): (pathname: string) => Preloads | undefined {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  if (!entry) return () => undefined;
  const loadedByEntry = staticClosure(manifest, entry);
  const pages = Object.entries(PAGES).flatMap(([name, page]: [string, PreloadedPage]) => {
    const pageKey = keyEndingWith(manifest, `src/app/routes/${page.module}`);
    const viaKey = page.via ? keyEndingWith(manifest, `src/app/routes/${page.via}`) : undefined;
    if (!pageKey || (page.via && !viaKey)) return [];
    // The page before its contracts: named first, the contract and zod arrived first and ran
    // before the page's first render, whose paint is the largest of a page that shows the cookie
    // question (Lighthouse on a phone, decision 0117: no page loaded sooner that way).
    const closure = staticClosure(manifest, pageKey, viaKey ? staticClosure(manifest, viaKey) : undefined);
    for (const contract of page.contracts) {
      const contractKey = keyEndingWith(manifest, `shared/src/api/${contract}.api.ts`);
      if (contractKey) staticClosure(manifest, contractKey, closure);
    }
    const own = [...closure].filter((key) => !loadedByEntry.has(key));
    const preloads: Preloads = {
      scripts: own.map((key) => `/${manifest[key]!.file}`),
      styles: [...new Set(own.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
      // After the skeleton's stylesheet, logo and the entry: named at the same priority, the
      // thirty-odd small files went first on the browser's six connections and the first paint
      // waited (Lighthouse on a phone: first contentful paint 2.1 s → 2.7 s).
      priority: 'low',
    };
    return [{ name: name as keyof typeof PAGES, preloads }];
  });
  return (pathname) => pages.find((page) => matchRoute(page.name, pathname) !== null)?.preloads;
}
