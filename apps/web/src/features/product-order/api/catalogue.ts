import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The products this user may order under this theme (security level and theme are the
 * server's to judge); the key holds both, so a login or another theme asks again. A visitor
 * (no user) gets the public products with their prices (decision 0109). `wanted` false: the
 * screen has no use for prices now (a scan job, a theme that hides them), so nothing is asked.
 */
export function catalogueQueryOptions(userId: string | null, themeName: string | null, wanted = true) {
  return queryOptions({
    queryKey: ['catalogue', userId, themeName] as const,
    queryFn: async () => (await callApi(contracts.catalogue, 'listProducts', {})).products,
    // A user's list is theirs only while that login lasts; the visitors' list is anybody's.
    enabled: !wanted ? false : userId === null ? true : untilLogout(true),
    staleTime: 5 * 60_000,
  });
}
