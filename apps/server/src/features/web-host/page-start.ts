import { PAGE_START_ELEMENT_ID } from '@portal/shared/constants';
import { PAGE_ANSWERS_ELEMENT_ID } from '@portal/shared/page-answers';
import { DEFAULT_THEME_NAME, isThemeName } from '@portal/shared/rules/theme-name';
import type { PageStart } from '@portal/shared/schemas/site';
import { isFailure } from '../../platform/failure';
import type { SiteService } from '../system/site.service';
import type { ThemesService } from '../themes/themes.service';
import type { Preloads } from './home-preloads';

/**
 * The start data of a page: site settings and the theme its address names, as a visitor
 * (security level 0) sees it. The first segment of a path names a theme when one exists by that
 * name; any other page gets the default theme, which the web app only uses when it resolves to
 * the same name (a customer's theme kept for the session is fetched as before).
 */
export function createPageStart(deps: { site: SiteService; themes: ThemesService }) {
  return async (pathname: string): Promise<PageStart> => {
    const first = pathname.split('/')[1] ?? '';
    const named = first && isThemeName(first) ? await deps.themes.getTheme(first, 0) : null;
    const theme = named && !isFailure(named) ? named : await deps.themes.getTheme(DEFAULT_THEME_NAME, 0);
    return { site: deps.site.settings(), theme: isFailure(theme) ? null : theme };
  };
}

/**
 * An API answer written into the page for its first render (decision 0130): the web app's query
 * key and the JSON bytes the API sends (a print store page's, print-store/store-page-answers.ts).
 */
export type PageAnswerBody = { key: readonly unknown[]; body: Buffer };

/** The page's answers as a script element's JSON: `[{"key": […], "data": …}]`, script-safe. */
function answersElement(answers: readonly PageAnswerBody[]): string {
  const items = answers.map(
    ({ key, body }) => `{"key":${scriptSafeJson(key)},"data":${scriptSafe(body.toString('utf8'))}}`,
  );
  return `<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">[${items.join(',')}]</script>`;
}

/**
 * JSON inside a <script> element: '<' is escaped so that no value can close the element (a theme
 * title with '</script>' in it stays text), and U+2028/2029 for old parsers.
 */
function scriptSafeJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text made safe for a <script> element (above); '<' occurs in JSON only inside strings. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What the page shows before its script has run: the header's frame with the theme's logo (or
 * its title), drawn from the HTML and the stylesheet alone, so a slow phone paints seconds
 * earlier (issue 9; styled in apps/web/index.html). Hidden from assistive technology and without
 * links or buttons: nothing in it can be used before the app runs. React replaces it with the
 * real header, of the same height, at its first render; nothing below it moves.
 */
function skeletonOf(start: PageStart): string {
  const title = start.theme?.title ?? start.site.brand.name;
  const logo = start.theme?.images.logo;
  const mark = logo
    ? `<img src="${escapeAttribute(logo)}" alt="" height="40" />`
    : `<span class="page-skeleton__title">${escapeAttribute(title)}</span>`;
  return `<div class="page-skeleton" aria-hidden="true"><div class="page-skeleton__header"><span class="page-skeleton__burger"></span>${mark}</div></div>`;
}

/** Whether a path shows the home screen: '/' or '/{theme}' of an existing theme. */
export function isHomePath(pathname: string, start: PageStart): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && segments[0] === start.theme?.name);
}

/**
 * index.html with the start data, the header's skeleton in the root element, and a preload of
 * the theme's logo, so the logo is on its way before the script runs and does not pop in after
 * the page has drawn; with `route`, the files of the page's lazy route as well (home-preloads.ts).
 */
export function withPageStart(
  html: string,
  start: PageStart,
  route: Preloads = { scripts: [], styles: [] },
  answers: readonly PageAnswerBody[] = [],
): string {
  const logo = start.theme?.images.logo;
  const head = [
    // First and at a high priority: the skeleton's only content, so its paint (the first) waits
    // for it; the route's scripts below would otherwise go before it (issue 29, Lighthouse).
    logo ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(logo)}" />` : '',
    ...route.styles.map((href) =>
      route.priority === 'low'
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeAttribute(href)}" />`
        : `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...route.scripts.map(
      (href) =>
        `<link rel="modulepreload"${route.priority === 'low' ? ' fetchpriority="low"' : ''} crossorigin href="${escapeAttribute(href)}" />`,
    ),
    `<script id="${PAGE_START_ELEMENT_ID}" type="application/json">${scriptSafeJson(start)}</script>`,
    answers.length > 0 ? answersElement(answers) : '',
  ].join('');
  // Replaced by functions: a replacement string would read '$&' or "$'" in the data as patterns.
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${skeletonOf(start)}</div>`);
}
