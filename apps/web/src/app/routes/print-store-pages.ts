import type { AppRouteName } from '@portal/shared/routes';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import {
  categoryOptions,
  collectionOptions,
  packageOptions,
  productOptions,
  storeContextOptions,
} from '../../features/print-store/api/store-queries';
import { preloadProductImage } from '../../features/print-store/utils/product-image';
import { queryClient } from '../../lib/query-client';

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

/**
 * Asks for a store page's data while the router loads the page's chunks (issue 29, Lighthouse:
 * on a phone the data waited for the page's first render, the answer and then the images a round
 * trip each after it). The page's own query finds the answer on its way or in the cache. Not
 * waited for, so it never holds up the first render (a loader that did made the first paint
 * later, decision 0111); a page not named here asks for its data itself, as before.
 */
export function prefetchPrintStorePage(name: AppRouteName, params: Params, theme: string): void {
  const { categoryId = '', collectionId = '', productId = '', packageId = '' } = params;
  // The frame's categories, on every page.
  void queryClient.prefetchQuery(storeContextOptions(theme));
  if (name === 'printStoreCategory') void queryClient.prefetchQuery(categoryOptions(theme, categoryId));
  if (name === 'printStoreCollection')
    void queryClient.prefetchQuery(collectionOptions(theme, collectionId, categoryId));
  if (name === 'printStoreProduct') {
    // Its image is the page's largest paint: asked for as the answer arrives.
    const options = productOptions(theme, productId);
    void queryClient.prefetchQuery(options).then(() => {
      const image = queryClient.getQueryData(options.queryKey)?.product.image;
      if (image) preloadProductImage(image);
    });
  }
  if (name === 'printStorePackage') void queryClient.prefetchQuery(packageOptions(theme, packageId));
}
