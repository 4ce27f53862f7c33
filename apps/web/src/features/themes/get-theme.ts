import { type ThemeResponse, themeResponseSchema } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const DEFAULT_THEME = 'default';

/**
 * The named theme; the server answers an unknown name with the default theme (marked
 * `fallback`), and a malformed name never gets here (resolveThemeName checks it).
 */
export async function getThemeWithFallback(name: string): Promise<ThemeResponse> {
  return apiRequest(`/api/v3/themes/${encodeURIComponent(name)}?fallback=default`, themeResponseSchema);
}

export function useThemeQuery(name: string) {
  return useQuery({
    queryKey: ['theme', name],
    queryFn: () => getThemeWithFallback(name),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
