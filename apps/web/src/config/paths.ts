import { pathTo, type RouteName, type RouteParams } from '@portal/shared/routes';
import { useCallback } from 'react';
import { useSite } from '../lib/site-context';
import { useCurrentTheme } from '../lib/theme-context';

/**
 * Resolves named routes to paths for links and navigation, keeping the visitor's customer
 * theme in front of app routes and filling in the brand slug of content routes.
 */
export function useRoutePath(): <Name extends RouteName>(name: Name, params?: RouteParams<Name>) => string {
  const { brand } = useSite();
  const theme = useCurrentTheme();
  const themeSegment = theme && !theme.isDefault ? theme.name : undefined;
  return useCallback(
    (name, params) =>
      pathTo(name, { theme: themeSegment, ...params } as RouteParams<typeof name>, brand.slug),
    [brand.slug, themeSegment],
  );
}
