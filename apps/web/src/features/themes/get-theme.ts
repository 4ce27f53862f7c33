import { type ThemeResponse, themeResponseSchema } from '@portal/shared/schemas/theme';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client';

export const DEFAULT_THEME = 'default';

/** The named theme; an unknown or malformed name falls back to the default theme. */
export async function getThemeWithFallback(name: string): Promise<ThemeResponse> {
  try {
    return await apiRequest(`/api/v3/themes/${encodeURIComponent(name)}`, themeResponseSchema);
  } catch (error) {
    const fallback = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    if (!fallback || name === DEFAULT_THEME) throw error;
    return apiRequest(`/api/v3/themes/${DEFAULT_THEME}`, themeResponseSchema);
  }
}

export function useThemeQuery(name: string) {
  return useQuery({
    queryKey: ['theme', name],
    queryFn: () => getThemeWithFallback(name),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
