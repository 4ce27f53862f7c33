import { isThemeName } from '@portal/shared/rules/theme-name';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { DEFAULT_THEME } from '../api/get-theme';

const STORAGE_KEY = 'portal.theme';

/**
 * Which theme to show: the route's theme segment when there is one, else the theme the
 * visitor came in with (kept for the session, so content pages keep a customer's look).
 */
export function resolveThemeName(routeTheme: string | undefined): string {
  if (routeTheme !== undefined) return isThemeName(routeTheme) ? routeTheme : DEFAULT_THEME;
  return sessionStorage.getItem(STORAGE_KEY) ?? DEFAULT_THEME;
}

/** Keeps a theme for the next pages of the session; only one the server knows. */
export function rememberThemeName(name: string): void {
  sessionStorage.setItem(STORAGE_KEY, name);
}

/** Logging out returns to the default theme. */
export function forgetThemeName(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * The portal name an address asked for that does not exist: a malformed segment, or a name the
 * server answered with the public portal instead (`fallback`). Null when all is well.
 */
export function unknownPortalName(
  routeTheme: string | undefined,
  resolved: string,
  theme: Pick<ThemeResponse, 'fallback'> | undefined,
): string | null {
  if (routeTheme !== undefined && !isThemeName(routeTheme)) return routeTheme;
  return theme?.fallback && resolved !== DEFAULT_THEME ? resolved : null;
}
