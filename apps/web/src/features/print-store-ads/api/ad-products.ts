import type { AdFilter } from '@portal/shared/schemas/print-store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { useCurrentTheme } from '../../../lib/theme-context';
import { adFilterOf, adsHidden } from '../utils/ad-filter';

/** Spec 01 section 9: the promo shows 6 products, the bottom bar 20; the store's sidebar 6. */
export const AD_SIZES = { promo: 6, bottomBar: 20, side: 6 } as const;

/** Ad products change seldom: a few minutes fresh, so moving back to a page asks nothing again. */
const FRESH = 5 * 60_000;

export const adProductsOptions = (theme: string, max: number, filter: AdFilter | undefined) =>
  queryOptions({
    queryKey: ['printStoreAds', theme, max, filter ?? null] as const,
    queryFn: () => callApi(contracts.printStore, 'listAdProducts', { query: { theme, max, filter } }),
    staleTime: FRESH,
  });

/**
 * The products of one ad for the current theme, asked for once the theme is known and `enabled`
 * says so; none for a theme that hides its ads (the server would answer none as well).
 */
export function useAdProducts(max: number, enabled = true) {
  const theme = useCurrentTheme();
  const customFields = theme?.settings.customFields;
  const hidden = adsHidden(customFields);
  const query = useQuery({
    ...adProductsOptions(theme?.name ?? '', max, adFilterOf(customFields)),
    enabled: enabled && theme !== null && !hidden,
  });
  return { products: query.data?.products ?? [], loaded: query.isSuccess, hidden };
}
