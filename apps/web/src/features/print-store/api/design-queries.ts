import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * A collection's designs as its admins edit them (decisions 0113, 0115). The key starts with
 * 'printStoreAdmin', so refreshStore (admin-queries.ts) asks it again after every change. The
 * product types the design dialogs offer are product-type-queries.ts's list.
 */
export const collectionDesignsOptions = (collectionId: string) =>
  queryOptions({
    queryKey: ['printStoreAdmin', 'collectionDesigns', collectionId] as const,
    queryFn: () => callApi(contracts.printStoreAdmin, 'listCollectionDesigns', { params: { collectionId } }),
    // The versions go with every edit: a stale one would only earn a 409.
    staleTime: 0,
  });
