import { type AppRouteName, appRoutes } from '@portal/shared/routes';
import { type Preloads, staticClosure, type ViteManifest } from './home-preloads';

/**
 * The print store's pages: the web app's module of each (apps/web/src/app/routes; the router
 * reaches them through one small module, print-store-pages.ts) and the endpoint contracts
 * (packages/shared/src/api) it calls at once. A contract is loaded with its first call
 * (apps/web/src/lib/contracts.ts): named here, it is on its way before.
 */
const STORE_PAGES = {
  printStore: { module: 'print-store.tsx', contracts: ['print-store'] },
  printStoreIntro: { module: 'print-store-intro.tsx', contracts: ['print-store'] },
  printStoreSearchResults: { module: 'print-store-search-results.tsx', contracts: ['print-store'] },
  printStoreCategory: { module: 'print-store-category.tsx', contracts: ['print-store'] },
  printStoreCollection: { module: 'print-store-collection.tsx', contracts: ['print-store'] },
  // Their 'In winkelwagen' reads the store cart as the page opens.
  printStoreProduct: { module: 'print-store-product.tsx', contracts: ['print-store', 'store-cart'] },
  printStorePackage: { module: 'print-store-package.tsx', contracts: ['print-store', 'store-cart'] },
} satisfies Partial<Record<AppRouteName, { module: string; contracts: string[] }>>;

const PAGES_MODULE = 'print-store-pages.ts';

/** A route pattern ('/:theme?/printstore/category/:categoryId') as a regular expression for a whole path. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

const keyEndingWith = (manifest: ViteManifest, tail: string) =>
  Object.keys(manifest).find((key) => key.endsWith(tail));

/**
 * For a path of the print store, the files of its page that the entry does not load already: the
 * pages module, the page's chunk and its contracts, with what they import. Without them the
 * browser learns of each only after the one before has run: the entry, then the pages module,
 * then the page, then its contract, each a round trip on a phone's network before the store can
 * show its data (issue 29, Lighthouse). Named in the page's head, they come with the entry, as the
 * home page's do (home-preloads.ts), though at a low priority; each still runs only when first
 * used. Undefined for any other path.
 */
export function printStorePreloads(manifest: ViteManifest): (pathname: string) => Preloads | undefined {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  const pagesKey = keyEndingWith(manifest, `src/app/routes/${PAGES_MODULE}`);
  if (!entry || !pagesKey) return () => undefined;
  const loadedByEntry = staticClosure(manifest, entry);
  const pages = Object.entries(STORE_PAGES).flatMap(([name, page]) => {
    const pageKey = keyEndingWith(manifest, `src/app/routes/${page.module}`);
    if (!pageKey) return [];
    const closure = staticClosure(manifest, pageKey, staticClosure(manifest, pagesKey));
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
    return [{ pattern: patternToRegExp(appRoutes[name as keyof typeof STORE_PAGES]), preloads }];
  });
  return (pathname) => pages.find((page) => page.pattern.test(pathname))?.preloads;
}
