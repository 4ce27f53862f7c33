import { MantineProvider } from '@mantine/core';
import { savePreferences } from '@portal/shared/api/accounts.api';
import { listAdProducts } from '@portal/shared/api/print-store.api';
import { routePattern } from '@portal/shared/routes';
import type { ProductCard } from '@portal/shared/schemas/print-store';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../features/home/stores/preferences-store';
import { productCard, sid } from '../../features/print-store/testing/store-fixtures';
import { BottomBarAd } from '../../features/print-store-ads/components/bottom-bar-ad';
import { PROMO_SHOWN_KEY } from '../../features/print-store-ads/utils/promo-session';
import { session } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { seriousViolations } from '../../testing/axe';
import { type FakeServer, fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { HomePromo } from './home-promo';
import { storeTheme } from './print-store-testing';

let server: FakeServer;
let adQueries: URLSearchParams[];
let products: ProductCard[];

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  preferencesStore.reload();
  session.setUser(null);
  adQueries = [];
  products = Array.from({ length: 6 }, (_, n) => productCard(n + 1));
  server = fakeServer();
  server.on(listAdProducts, ({ query }) => {
    adQueries.push(query);
    return { products: products.slice(0, Number(query.get('max'))) };
  });
});
afterEach(() => session.setUser(null));

function themeWith(customFields: Record<string, unknown>, name = 'drukwerkdirect'): ThemeResponse {
  const theme = storeTheme(name);
  return { ...theme, settings: { ...theme.settings, customFields } };
}

/** The home page's promo as the home route mounts it, with the store's product page to land on. */
function renderPromo(theme: ThemeResponse = storeTheme(), extra: React.ReactNode = null) {
  const slug = testSite.brand.slug;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SiteContext.Provider value={testSite}>
      <ThemeContext.Provider value={theme}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider>
            <MemoryRouter initialEntries={['/']}>
              <Routes>
                <Route
                  path={routePattern('home', slug)}
                  element={
                    <>
                      {extra}
                      <HomePromo />
                    </>
                  }
                />
                <Route path={routePattern('printStoreProduct', slug)} element={<p>Productpagina</p>} />
                <Route path={routePattern('printStore', slug)} element={<p>Printwinkel</p>} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </QueryClientProvider>
      </ThemeContext.Provider>
    </SiteContext.Provider>,
  );
}

const findPromo = () => screen.findByRole('dialog', { name: 'Stickers & borden' });

/** The ad was asked for and answered, so a pop-up that stays away stays away for good. */
async function settled(calls = 1) {
  await waitFor(() => expect(adQueries).toHaveLength(calls));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the promo pop-up on the home page', () => {
  it('shows 6 products with their from-price, each a link to its product page, and passes axe', async () => {
    renderPromo();
    const promo = await findPromo();
    expect(within(promo).getByText('Kant-en-klaar, snel bezorgd')).toBeTruthy();
    const list = within(promo).getByRole('list', { name: 'Producten uit de printwinkel' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]?.getAttribute('href')).toBe(
      `/printstore/category/${sid(101)}/collection/${sid(201)}/${sid(401)}`,
    );
    expect(within(list).getAllByText('v.a. € 12,50')).toHaveLength(6);
    expect(adQueries[0]?.get('max')).toBe('6');
    expect(adQueries[0]?.get('theme')).toBe('drukwerkdirect');
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByText('Productpagina')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows once per browser session: closed, it stays away on the next visit to the home page', async () => {
    const first = renderPromo();
    const promo = await findPromo();
    fireEvent.click(within(promo).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderPromo();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not even asked for.
    expect(adQueries).toHaveLength(1);
  });

  it('closes on Escape', async () => {
    renderPromo();
    const promo = await findPromo();
    fireEvent.keyDown(promo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Niet meer tonen' keeps a visitor's no in this browser, and it never shows again", async () => {
    const first = renderPromo();
    fireEvent.click(within(await findPromo()).getByRole('button', { name: 'Niet meer tonen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('portal.preferences') ?? '{}').showPrintStorePopUp).toBe(false);
    expect(server.calls).not.toContain('PUT /api/v3/account/preferences');
    first.unmount();
    // A new browser session in the same browser.
    sessionStorage.clear();
    preferencesStore.reload();
    renderPromo();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adQueries).toHaveLength(1);
  });

  it("'Niet meer tonen' saves a logged-in user's preference on the server", async () => {
    const user = testUser();
    const saved: unknown[] = [];
    server.on(savePreferences, ({ body }) => {
      saved.push(body);
      return { ...user, preferences: body };
    });
    session.setUser(user);
    const first = renderPromo();
    fireEvent.click(within(await findPromo()).getByRole('button', { name: 'Niet meer tonen' }));
    await waitFor(() => expect(saved).toEqual([{ hiddenIntros: {}, showPrintStorePopUp: false }]));
    expect(localStorage.getItem('portal.preferences')).toBeNull();
    expect(session.getSnapshot().user?.preferences.showPrintStorePopUp).toBe(false);
    first.unmount();
    sessionStorage.clear();
    renderPromo();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away for a user whose account says no, and marks nothing as shown', async () => {
    session.setUser(testUser({ preferences: { hiddenIntros: {}, showPrintStorePopUp: false } }));
    renderPromo();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adQueries).toHaveLength(0);
    expect(sessionStorage.getItem(PROMO_SHOWN_KEY)).toBeNull();
  });

  it('stays away when the theme has no products to show, and tries again on the next visit', async () => {
    products = [];
    renderPromo();
    await settled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(PROMO_SHOWN_KEY)).toBeNull();
  });

  it('asks nothing on a theme that hides its ads or is a purchasing portal', async () => {
    renderPromo(themeWith({ printStoreAd: { hideAds: true } }, 'klant'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    renderPromo(themeWith({ sapPortal: true, themeCustomer: '1234567' }, 'inkoop'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adQueries).toHaveLength(0);
  });

  it("passes the theme and its printStoreAd filter, and shows no price when the theme's are hidden", async () => {
    products = products.map((product) => ({ ...product, fromPriceCents: null }));
    renderPromo(themeWith({ printStoreAd: { onlyDefault: true } }, 'klant'));
    const promo = await findPromo();
    expect(adQueries[0]?.get('theme')).toBe('klant');
    expect(adQueries[0]?.get('filter')).toBe('DEFAULT_ONLY');
    expect(within(promo).queryByText(/v\.a\./)).toBeNull();
    expect(
      within(promo)
        .getAllByRole('link', { name: /Ontwerp/ })[0]
        ?.getAttribute('href'),
    ).toMatch(/^\/klant\//);
  });

  it('does not cover another dialog: that page view goes without it', async () => {
    renderPromo(storeTheme(), <div role="dialog" aria-label="Inloggen" />);
    await settled();
    expect(screen.queryByRole('dialog', { name: 'Stickers & borden' })).toBeNull();
  });
});

describe('the bottom bar', () => {
  it('shows up to 20 products in a row reachable by keyboard, each a link, and passes axe', async () => {
    products = Array.from({ length: 20 }, (_, n) => productCard(n + 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <SiteContext.Provider value={testSite}>
        <ThemeContext.Provider value={themeWith({ printStoreAd: { includeDefault: true } }, 'klant')}>
          <QueryClientProvider client={queryClient}>
            <MantineProvider>
              <MemoryRouter>
                <BottomBarAd />
              </MemoryRouter>
            </MantineProvider>
          </QueryClientProvider>
        </ThemeContext.Provider>
      </SiteContext.Provider>,
    );
    const row = await screen.findByRole('list', { name: 'Stickers & borden uit de printwinkel' });
    expect(within(row).getAllByRole('link')).toHaveLength(20);
    expect(row.tabIndex).toBe(0);
    expect(adQueries[0]?.get('max')).toBe('20');
    expect(adQueries[0]?.get('filter')).toBe('INCLUDE_DEFAULT');
    expect(screen.getByRole('link', { name: 'Naar de printwinkel' }).getAttribute('href')).toBe(
      '/klant/printstore',
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
