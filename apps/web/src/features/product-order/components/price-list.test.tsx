import { listProducts } from '@portal/shared/api/catalogue.api';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { ThemeContext } from '../../../lib/theme-context';
import { fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { ProductOrderPage } from './product-order-page';

/**
 * A visitor on the product order screen before any upload (issue 29 point 7, decision 0109): what
 * printing costs, per product and format, from the public catalogue the server answers anybody,
 * against a stand-in server that answers by the real contract.
 */

const product = (extra: Partial<CatalogueProduct>): CatalogueProduct => ({
  id: 'documenten',
  title: 'Documenten A4 en A3',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [],
  pricing: {
    pagePrices: [
      { format: 'A3', colour: 'bw', cents: 12 },
      { format: 'A4', colour: 'bw', cents: 6 },
      { format: 'A4', colour: 'colour', cents: 29 },
    ],
    setupCents: 0,
    tiers: [{ minQuantity: 250, discountPercent: 5 }],
  },
  fromPriceCents: 6,
  ...extra,
});

const documents = product({});
const cards = product({
  id: 'visitekaartjes',
  title: 'Visitekaartjes',
  minQuantity: 100,
  alwaysColor: true,
  pricing: { pagePrices: [{ format: 'A6', colour: 'colour', cents: 4 }], setupCents: 995, tiers: [] },
  fromPriceCents: 1395,
});
const onQuote = product({
  id: 'vertrouwelijk',
  title: 'Vertrouwelijk',
  hidePrice: true,
  fromPriceCents: null,
});

const theme = (hidePricing: boolean): ThemeResponse => ({
  themeID: '00000000-0000-4000-8000-000000000901',
  name: 'default',
  mainThemeName: 'default',
  title: 'Drukwerk Direct',
  isDefault: true,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: { hidePricing },
    colours: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#f4f6f8' },
  }),
  propositions: [],
  images: { logo: null, background: null },
});

function renderForVisitor(hidePricing = false) {
  const server = fakeServer();
  server.on(listProducts, () => ({
    products: [documents, cards, { ...onQuote, pricing: { pagePrices: [], setupCents: 0, tiers: [] } }],
  }));
  renderWithApp(
    <ThemeContext.Provider value={theme(hidePricing)}>
      <ProductOrderPage
        sessionId={null}
        files={[]}
        selected={new Set()}
        fileList={null}
        onSelectOnly={vi.fn()}
        onUploadMore={vi.fn()}
        warnsOfLowResolution={() => false}
      />
    </ThemeContext.Provider>,
  );
}

beforeAll(async () => {
  await initTestI18n();
  session.setUser(null);
});

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe("a visitor's price list on the product order screen", () => {
  it('shows per product its from-price and per format one page in black-white and colour, small formats first', async () => {
    renderForVisitor();
    const list = await screen.findByRole('region', { name: 'Wat kost printen?' });
    const table = await within(list).findByRole('table', { name: 'Documenten A4 en A3' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['A4€ 0,06€ 0,29', 'A3€ 0,12–niet leverbaar']);
    expect(within(list).getByText('v.a. € 0,06')).toBeTruthy();
    expect(within(list).getByText('5 % korting vanaf 250 stuks')).toBeTruthy();
  });

  it('prices the minimum order with its set-up, and says the minimum', async () => {
    renderForVisitor();
    const table = await screen.findByRole('table', { name: 'Visitekaartjes' });
    // 100 cards of one colour page at 4 ct, and € 9,95 set-up; no black-white.
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('A6–niet leverbaar€ 13,95');
    expect(screen.getByText('Per 100 stuks')).toBeTruthy();
  });

  it('leaves out a product sold on a quote', async () => {
    renderForVisitor();
    await screen.findByRole('table', { name: 'Documenten A4 en A3' });
    expect(screen.queryByRole('table', { name: 'Vertrouwelijk' })).toBeNull();
  });

  it('shows no price list where the theme hides prices', async () => {
    renderForVisitor(true);
    await screen.findByText('U heeft nog geen bestanden geüpload.');
    expect(screen.queryByRole('region', { name: 'Wat kost printen?' })).toBeNull();
    expect(document.body.textContent).not.toContain('€');
  });
});
