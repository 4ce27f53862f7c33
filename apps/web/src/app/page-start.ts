import { PAGE_START_ELEMENT_ID } from '@portal/shared/constants';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from '@portal/shared/page-answers';
import type { PageStart } from '@portal/shared/schemas/site';
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
    // Our own server wrote it from the same services that answer the API (typed by the same
    // schemas). It is checked by hand for what start-up reads before it draws, not parsed with
    // zod, which the first screen does without (decision 0038).
    const start: unknown = JSON.parse(element.textContent);
    if (!isPageStart(start)) throw new Error('page start data incomplete');
    return start;
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

/**
 * Puts the answers the server wrote into the page (a print store page's data, decision 0130)
 * where the page's queries look for them, so it draws without asking. They are the answers a
 * visitor gets, so only a visitor's page uses them: a store's admin sees its hidden items.
 */
export function seedPageAnswers(queryClient: QueryClient, loggedIn: boolean): void {
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element?.textContent || loggedIn) return;
  try {
    const answers: unknown = JSON.parse(element.textContent);
    if (!Array.isArray(answers)) return;
    for (const answer of answers as PageAnswer[]) {
      if (Array.isArray(answer?.key) && answer.data !== undefined)
        queryClient.setQueryData(answer.key, answer.data);
    }
  } catch (error) {
    // The page asks the server for them instead, as without them.
    console.warn('page answers unreadable', error);
  }
}

function isPageStart(value: unknown): value is PageStart {
  const start = value as {
    site?: { brand?: Record<string, unknown>; support?: Record<string, unknown> };
    theme?: unknown;
  } | null;
  const brand = start?.site?.brand;
  const support = start?.site?.support;
  const theme = start?.theme as { name?: unknown } | null | undefined;
  return (
    typeof brand?.name === 'string' &&
    typeof brand.slug === 'string' &&
    typeof support?.email === 'string' &&
    typeof support.phone === 'string' &&
    (theme === null || typeof theme?.name === 'string')
  );
}
