import type { AppRouteName } from '@portal/shared/routes';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params } from 'react-router';
import {
  categoryOptions,
  collectionOptions,
  packageOptions,
  productOptions,
  storeContextOptions,
} from '../../features/print-store/api/store-queries';
import { themeQueryKey } from '../../features/themes/api/get-theme';
import { resolveThemeName } from '../../features/themes/utils/theme-name';
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

type Prefetch = (params: Params, theme: string) => void;

/** Asks for what a query holds, unless it is there or on its way (as the page's own query would). */
function prefetch<Data, Key extends QueryKey>(options: FetchQueryOptions<Data, Error, Data, Key>) {
  if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
}

/** The answer each page shows first, by route (the categories beside it for all of them). */
const firstData: Partial<Record<AppRouteName, Prefetch>> = {
  printStoreCategory: (params, theme) => prefetch(categoryOptions(theme, params.categoryId ?? '')),
  printStoreCollection: (params, theme) =>
    prefetch(collectionOptions(theme, params.collectionId ?? '', params.categoryId ?? '')),
  printStoreProduct: (params, theme) => prefetch(productOptions(theme, params.productId ?? '')),
  printStorePackage: (params, theme) => prefetch(packageOptions(theme, params.packageId ?? '')),
};

/**
 * The page's loader: asks for the page's data as soon as its chunk has arrived, while the first
 * render runs, rather than after it (the page's query starts in an effect); it waits for nothing
 * and returns nothing, the page reads the answer from its query (issue 29: on a phone the first
 * render takes a few hundred milliseconds). Only with the theme known already (the page came with
 * it, app/page-start.ts): the theme's name is part of every store query.
 */
function prefetchLoader(name: AppRouteName) {
  return ({ params }: LoaderFunctionArgs) => {
    const theme = queryClient.getQueryData<ThemeResponse>(themeQueryKey(resolveThemeName(params.theme)));
    if (theme) {
      prefetch(storeContextOptions(theme.name));
      firstData[name]?.(params, theme.name);
    }
    return null;
  };
}

export async function loadPrintStorePage(
  name: AppRouteName,
): Promise<{ Component: ComponentType; loader: (args: LoaderFunctionArgs) => null }> {
  const load = pages[name];
  if (!load) throw new Error(`${name} is no print store page`);
  return { Component: await load(), loader: prefetchLoader(name) };
}
