import type { AppRouteName } from '@portal/shared/routes';
import type { ComponentType } from 'react';

/**
 * The print store's pages by route name, each its own chunk. The router reaches them through
 * this one small module, so the home page's entry carries a single link to the store instead of
 * seven, each with its list of chunks to preload (the bundle budget, scripts/check-bundle-budget.mjs).
 */
const pages: Partial<Record<AppRouteName, () => Promise<ComponentType>>> = {
  printStore: () => import('./print-store').then((module) => module.PrintStoreRoute),
  printStoreIntro: () => import('./print-store-intro').then((module) => module.PrintStoreIntroRoute),
  printStoreSearchResults: () =>
    import('./print-store-search-results').then((module) => module.PrintStoreSearchResultsRoute),
  printStoreCategory: () => import('./print-store-category').then((module) => module.PrintStoreCategoryRoute),
  printStoreCollection: () =>
    import('./print-store-collection').then((module) => module.PrintStoreCollectionRoute),
  printStoreProduct: () => import('./print-store-product').then((module) => module.PrintStoreProductRoute),
  printStorePackage: () => import('./print-store-package').then((module) => module.PrintStorePackageRoute),
};

export async function loadPrintStorePage(name: AppRouteName): Promise<{ Component: ComponentType }> {
  const load = pages[name];
  if (!load) throw new Error(`${name} is no print store page`);
  return { Component: await load() };
}
