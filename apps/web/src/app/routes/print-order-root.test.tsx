import { appRoutes } from '@portal/shared/routes';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, matchPath, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { isPrintOrderRoot, PrintOrderRoute } from './print-order';

function theme(name: string, customFields: Record<string, unknown>): ThemeResponse {
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
      customFields,
    }),
    propositions: [],
    images: { logo: null, background: null },
  };
}

/** Where the router is, and how it got there. */
let where = { pathname: '', action: '' };
function Where({ text }: { text: string }) {
  const location = useLocation();
  where = { pathname: location.pathname, action: useNavigationType() };
  return <p>{text}</p>;
}

/**
 * The print order's root and where it may lead. The root is rendered on a route of its own here,
 * so that Printen is a stand-in; in the app both are the one route `printOrder` (below).
 */
function openRoot(current: ThemeResponse, path: string) {
  render(
    <SiteContext.Provider value={testSite}>
      <ThemeContext.Provider value={current}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:theme?/print-order" element={<PrintOrderRoute />} />
            <Route path="/:theme?/print-order/printen" element={<Where text="Printen" />} />
            <Route path="/:theme?/product-order/:toSelect?" element={<Where text="Productkeuze" />} />
          </Routes>
        </MemoryRouter>
      </ThemeContext.Provider>
    </SiteContext.Provider>,
  );
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('the print order root (spec 02 section 2.1)', () => {
  it('goes to the cart-v2 step Printen when the theme enables it, keeping the theme in the address', async () => {
    openRoot(theme('inkoopportaal', { printOrder: { cartV2: true } }), '/inkoopportaal/print-order');
    expect(await screen.findByText('Printen')).toBeTruthy();
    expect(where.pathname).toBe('/inkoopportaal/print-order/printen');
    // Replaced: the way back does not lead to the root, which would only send the customer on again.
    expect(where.action).toBe('REPLACE');
  });

  it('otherwise goes to the product order screen, where a print order starts', async () => {
    for (const customFields of [{}, { printOrder: { cartV2: false } }]) {
      openRoot(theme('drukwerkdirect', customFields), '/print-order');
      expect(await screen.findByText('Productkeuze')).toBeTruthy();
      expect(where.pathname).toBe('/product-order');
      cleanup();
    }
  });

  it('is Printen’s route, told apart by its address', () => {
    for (const path of [
      '/print-order',
      '/inkoopportaal/print-order',
      '/print-order/printen',
      '/inkoopportaal/print-order/printen',
    ])
      expect(matchPath(appRoutes.printOrder, path), path).not.toBeNull();
    for (const path of ['/print-order', '/print-order/', '/inkoopportaal/print-order'])
      expect(isPrintOrderRoot(path), path).toBe(true);
    for (const path of [
      '/print-order/printen',
      '/inkoopportaal/print-order/printen',
      '/print-order/bezorgen',
    ])
      expect(isPrintOrderRoot(path), path).toBe(false);
  });
});
