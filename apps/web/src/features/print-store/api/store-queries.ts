import { printStoreKeys } from '@portal/shared/page-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { useCurrentTheme } from '../../../lib/theme-context';

/**
 * The public catalogue calls of the print store (print-store.api.ts). Every key holds the theme,
 * since the theme decides which stores are shown (the keys are shared with the server, which
 * writes a visitor's first answers into the page: page-answers.ts); answers stay fresh a minute, so moving between
 * pages does not ask again for the sidebar's categories.
 */
const FRESH = 60_000;

export const storeContextOptions = (theme: string | undefined) =>
  queryOptions({
    queryKey: printStoreKeys.context(theme),
    queryFn: () => callApi(contracts.printStore, 'getPrintStoreContext', { query: { theme } }),
    staleTime: FRESH,
  });

export const dashboardOptions = (theme: string | undefined) =>
  queryOptions({
    queryKey: printStoreKeys.dashboard(theme),
    queryFn: () => callApi(contracts.printStore, 'getPrintStoreDashboard', { query: { theme } }),
    staleTime: FRESH,
  });

export const categoryOptions = (theme: string | undefined, categoryId: string) =>
  queryOptions({
    queryKey: printStoreKeys.category(theme, categoryId),
    queryFn: () =>
      callApi(contracts.printStore, 'getPrintStoreCategory', { params: { categoryId }, query: { theme } }),
    staleTime: FRESH,
  });

export const collectionOptions = (theme: string | undefined, collectionId: string, categoryId: string) =>
  queryOptions({
    queryKey: printStoreKeys.collection(theme, collectionId, categoryId),
    queryFn: () =>
      callApi(contracts.printStore, 'getPrintStoreCollection', {
        params: { collectionId },
        query: { theme, categoryId },
      }),
    staleTime: FRESH,
  });

export const productOptions = (theme: string | undefined, productId: string) =>
  queryOptions({
    queryKey: printStoreKeys.product(theme, productId),
    queryFn: () =>
      callApi(contracts.printStore, 'getPrintStoreProduct', { params: { productId }, query: { theme } }),
    staleTime: FRESH,
  });

export const packageOptions = (theme: string | undefined, packageId: string) =>
  queryOptions({
    queryKey: printStoreKeys.package(theme, packageId),
    queryFn: () =>
      callApi(contracts.printStore, 'getPrintStorePackage', { params: { packageId }, query: { theme } }),
    staleTime: FRESH,
  });

export const searchOptions = (theme: string | undefined, q: string) =>
  queryOptions({
    queryKey: printStoreKeys.search(theme, q),
    queryFn: () => callApi(contracts.printStore, 'searchPrintStore', { query: { theme, q } }),
    staleTime: FRESH,
  });

/** The theme's name the calls carry; undefined for the public portal while its theme loads. */
export function useStoreThemeName(): string | undefined {
  return useCurrentTheme()?.name;
}

/** The stores and categories this theme shows (sidebar, redirects, prices shown). */
export function useStoreContext() {
  const theme = useCurrentTheme();
  // Asked once the theme is known: its name decides which stores are shown.
  return useQuery({ ...storeContextOptions(theme?.name), enabled: theme !== null });
}
