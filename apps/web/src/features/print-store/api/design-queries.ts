import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The designs' admin calls (decision 0113, 0115). Their keys start with 'printStoreAdmin', so
 * refreshStore (admin-queries.ts) asks them again after every change.
 */
export const collectionDesignsOptions = (collectionId: string) =>
  queryOptions({
    queryKey: ['printStoreAdmin', 'collectionDesigns', collectionId] as const,
    queryFn: () => callApi(contracts.printStoreAdmin, 'listCollectionDesigns', { params: { collectionId } }),
    // The versions go with every edit: a stale one would only earn a 409.
    staleTime: 0,
  });

/** The product types a design of the admin's store may be printed as (the design dialogs' choice). */
export const designProductTypesOptions = () =>
  queryOptions({
    queryKey: ['printStoreAdmin', 'designProductTypes'] as const,
    queryFn: () => callApi(contracts.printStoreAdmin, 'listProductTypes', {}),
    staleTime: 60_000,
  });
