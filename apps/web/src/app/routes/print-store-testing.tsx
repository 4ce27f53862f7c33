import { MantineProvider } from '@mantine/core';
import type { AppRouteName } from '@portal/shared/routes';
import { routePattern } from '@portal/shared/routes';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { testSite } from '../../testing/render-with-app';
import { PrintStoreRoute } from './print-store';
import { PrintStoreCategoryRoute } from './print-store-category';
import { PrintStoreCollectionRoute } from './print-store-collection';
import { PrintStoreIntroRoute } from './print-store-intro';
import { PrintStorePackageRoute } from './print-store-package';
import { PrintStoreProductRoute } from './print-store-product';
import { PrintStoreSearchResultsRoute } from './print-store-search-results';

/** A theme as the shell provides it: the public portal (default) or a customer's. */
export function storeTheme(name = 'drukwerkdirect'): ThemeResponse {
  return {
    themeID: '00000000-0000-4000-8000-000000000900',
    name,
    mainThemeName: name,
    title: name,
    isDefault: name === 'drukwerkdirect',
    fallback: false,
    settings: themeSettingsSchema.parse({
      flags: {},
      colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
      customFields: {},
    }),
    propositions: [],
    images: { logo: null, background: null },
  };
}

const PAGES: [AppRouteName, ComponentType][] = [
  ['printStore', PrintStoreRoute],
  ['printStoreIntro', PrintStoreIntroRoute],
  ['printStoreSearchResults', PrintStoreSearchResultsRoute],
  ['printStoreCategory', PrintStoreCategoryRoute],
  ['printStoreCollection', PrintStoreCollectionRoute],
  ['printStoreProduct', PrintStoreProductRoute],
  ['printStorePackage', PrintStorePackageRoute],
];

/** Where the router is now (updated on every navigation). */
export const current: { location: Location | null } = { location: null };

function Probe() {
  current.location = useLocation();
  return null;
}

/**
 * The store's pages at their real route patterns, as the shell renders them: site, theme, query
 * client, Mantine; home and the content page 'Wat wij doen' as stand-ins to land on.
 */
export function renderStore(path: string, theme: ThemeResponse | null = storeTheme()) {
  // jsdom has none; Mantine's SegmentedControl and Slider measure themselves with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const slug = testSite.brand.slug;
  // A router without data APIs: jsdom's AbortSignal is not the one Node's Request accepts, which
  // a data router's navigation builds.
  const router = (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Routes>
        {PAGES.map(([name, Page]) => (
          <Route key={name} path={routePattern(name, slug)} element={<Page />} />
        ))}
        <Route path={routePattern('home', slug)} element={<p>Startpagina</p>} />
        <Route path={routePattern('whatWeDo', slug)} element={<p>Wat wij doen</p>} />
      </Routes>
    </MemoryRouter>
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <SiteContext.Provider value={testSite}>
      <ThemeContext.Provider value={theme}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider>{router}</MantineProvider>
        </QueryClientProvider>
      </ThemeContext.Provider>
    </SiteContext.Provider>,
  );
  return view;
}
