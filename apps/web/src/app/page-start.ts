import { PAGE_START_ELEMENT_ID, type PageStart, pageStartSchema } from '@portal/shared/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_THEME, themeQueryKey } from '../features/themes/api/get-theme';

/**
 * What the server wrote into the page for its first paint (apps/server/src/features/web-host/page-start.ts):
 * the site settings and the theme of the address, so that start-up asks the server nothing
 * before it draws. Null where the page comes without it (the Vite development server).
 */
export function readPageStart(): PageStart | null {
  const element = document.getElementById(PAGE_START_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return pageStartSchema.parse(JSON.parse(element.textContent));
  } catch (error) {
    console.warn('page start data unreadable; asking the server instead', error);
    return null;
  }
}

/**
 * Puts the written theme where the shell's theme query looks for it. It is the theme as a visitor
 * sees it, so only a visitor's page uses it; a logged-in user's menu depends on their level.
 */
export function seedStartTheme(queryClient: QueryClient, start: PageStart, loggedIn: boolean): void {
  if (!start.theme || loggedIn) return;
  queryClient.setQueryData(themeQueryKey(start.theme.name), start.theme);
  if (start.theme.isDefault) queryClient.setQueryData(themeQueryKey(DEFAULT_THEME), start.theme);
}
