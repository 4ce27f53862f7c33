import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The product types' and the ads' admin calls (issue 30 points 4 and 5, decision 0114). Their keys
 * start with 'printStoreAdmin', so the refresh after any admin change (refreshStore) asks for them
 * again; they are always asked again when a dialog opens, since a stale version only earns a 409.
 */
const PRODUCT_TYPES_KEY = ['printStoreAdmin', 'productTypes'] as const;

export const productTypesOptions = () =>
  queryOptions({
    queryKey: PRODUCT_TYPES_KEY,
    queryFn: () => callApi(contracts.printStoreAdmin, 'listProductTypes', {}),
    staleTime: 0,
  });

export const productTypeKey = (productTypeId: string) => [...PRODUCT_TYPES_KEY, productTypeId] as const;

export const productTypeOptions = (productTypeId: string) =>
  queryOptions({
    queryKey: productTypeKey(productTypeId),
    queryFn: () => callApi(contracts.printStoreAdmin, 'getProductType', { params: { productTypeId } }),
    staleTime: 0,
  });

export const adminAdsOptions = () =>
  queryOptions({
    queryKey: ['printStoreAdmin', 'ads'] as const,
    queryFn: () => callApi(contracts.printStoreAdmin, 'getAdminAds', {}),
    staleTime: 0,
  });
