import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The products this user may order under this theme (security level and theme are the
 * server's to judge); the key holds both, so a login or another theme asks again.
 */
export function catalogueQueryOptions(userId: string | null, themeName: string | null) {
  return queryOptions({
    queryKey: ['catalogue', userId, themeName] as const,
    queryFn: async () => (await callApi(contracts.catalogue, 'listProducts', {})).products,
    enabled: untilLogout(userId !== null),
    staleTime: 5 * 60_000,
  });
}
