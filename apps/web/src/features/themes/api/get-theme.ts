import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

export const DEFAULT_THEME = 'default';

/**
 * The named theme; the server answers an unknown name with the default theme (marked
 * `fallback`), and a malformed name never gets here (resolveThemeName checks it).
 */
export async function getThemeWithFallback(name: string): Promise<ThemeResponse> {
  return callApi(contracts.themes, 'getTheme', { params: { name }, query: { fallback: 'default' } });
}

/** The theme query's key: start-up fills it with the theme the page came with. */
export const themeQueryKey = (name: string) => ['theme', name] as const;

export function useThemeQuery(name: string) {
  return useQuery({
    queryKey: themeQueryKey(name),
    queryFn: () => getThemeWithFallback(name),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
