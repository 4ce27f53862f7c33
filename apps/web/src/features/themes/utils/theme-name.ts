import { isThemeName } from '@portal/shared/schemas/theme';
import { DEFAULT_THEME } from '../api/get-theme';

const STORAGE_KEY = 'portal.theme';

/**
 * Which theme to show: the route's theme segment when there is one, else the theme the
 * visitor came in with (kept for the session, so content pages keep a customer's look).
 */
export function resolveThemeName(routeTheme: string | undefined): string {
  if (routeTheme !== undefined) {
    const name = isThemeName(routeTheme) ? routeTheme : DEFAULT_THEME;
    sessionStorage.setItem(STORAGE_KEY, name);
    return name;
  }
  return sessionStorage.getItem(STORAGE_KEY) ?? DEFAULT_THEME;
}

/** Logging out returns to the default theme. */
export function forgetThemeName(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
