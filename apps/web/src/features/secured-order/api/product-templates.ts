import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The secured print order's products (spec 02 section 3, Product template): offered to users
 * with secured printing only; anyone else is answered SECURED_PRINTING_NOT_ALLOWED (403), which
 * asking again will not change. The key holds the user, so another login asks again.
 */
export const productTemplatesQueryKey = (userId: string | null) =>
  ['secured', 'product-templates', userId] as const;

export function productTemplatesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: productTemplatesQueryKey(userId),
    queryFn: () => callApi(contracts.orders, 'listProductTemplates', {}),
    enabled: untilLogout(userId !== null),
    staleTime: 10 * 60_000,
  });
}
