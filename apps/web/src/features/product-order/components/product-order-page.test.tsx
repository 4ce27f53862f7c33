import { getCart } from '@portal/shared/api/cart.api';
import { listProducts } from '@portal/shared/api/catalogue.api';
import type { User } from '@portal/shared/schemas/account';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { CatalogueProduct, SpecEntry } from '@portal/shared/schemas/catalogue';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { ThemeContext } from '../../../lib/theme-context';
import { fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import { ProductOrderPage } from './product-order-page';

/**
 * The product order screen with the theme flag hidePricing (spec 01 section 3, theme flags): no
 * amount anywhere, neither the products' 'v.a.' prices, the price of the selected file, nor the
 * cart's lines and total. Against a stand-in server that answers by the real contracts, with
 * amounts in its answers and as the server answers such a customer, without them (decision 0098).
 * And a product sold on a quote (hidePrice), which the server sends without amounts to everyone.
 */

const SESSION = '11111111-1111-4111-8111-111111111111';

const option = (name: string) => ({ name, title: name, price: null, alwaysColor: false, subOptions: [] });

const documents: CatalogueProduct = {
  id: 'documenten',
  title: 'Documenten',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    {
      id: 'printen',
      title: 'Printen',
      subTitle: '',
      group: 'printen',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        {
          name: 'formaat',
          title: 'Formaat',
          kind: 'choice',
          default: 'A4',
          analyseValue: 'format',
          options: [option('A4'), option('A3')],
        },
        {
          name: 'kleur',
          title: 'Kleur',
          kind: 'choice',
          default: 'Zwart/Wit',
          analyseValue: 'colour',
          options: [option('Zwart/Wit'), option('kleur')],
        },
      ],
    },
  ],
  pricing: { pagePrices: [{ format: 'A4', colour: 'bw', cents: 6 }], setupCents: 0, tiers: [] },
  fromPriceCents: 6,
};

const bwA4: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

const analysedFile = (name: string) =>
  uploadedFile(name, {
    status: 'READY',
    analysed: true,
    format: 'A4',
    pageCount: 1,
    pagesBW: 1,
    pagesColour: 0,
    pagesBlank: 0,
  });

const user: User = {
  uid: '7d3f0b2e-1c4a-4e5b-8f6a-9b0c1d2e3f40',
  email: 'inkoop@rivierstad.example',
  name: 'Anna de Vries',
  phone: '0301234567',
  securityLevel: 1,
  unzipOnUpload: false,
  projectRequired: false,
  notifications: { orderConfirmation: true, delivery: true },
  defaultProjectId: null,
  formatString: null,
  printStore: null,
  title: null,
  themeName: null,
  isStaff: false,
  staffRoles: [],
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
  hasArchives: false,
  loggedIn: true,
};

const theme = (flags: Record<string, unknown>): ThemeResponse => ({
  themeID: '00000000-0000-4000-8000-000000000900',
  name: 'inkoopportaal',
  mainThemeName: 'inkoopportaal',
  title: 'Inkoopportaal',
  isDefault: false,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags,
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
  }),
  propositions: [],
  images: { logo: null, background: null },
});

/** A product as the server sends it when its amounts are not shown: menus and options only. */
const withoutAmounts = (product: CatalogueProduct): CatalogueProduct => ({
  ...product,
  pricing: { pagePrices: [], setupCents: 0, tiers: [] },
  fromPriceCents: null,
});

/** A cart line as the server sends one whose price is not shown. */
const hidden = (line: CartLine): CartLine => ({
  ...line,
  priceCents: null,
  breakdown: null,
  noPriceReason: null,
  priceHidden: true,
});

type Answers = {
  /** The server's answers as it sends them to a customer who is shown no amount. */
  withoutAmounts?: boolean;
  /** flyer.pdf's product (default: documenten). */
  product?: CatalogueProduct;
  /** Beside flyer.pdf in the cart: a line of another product at € 1,41. */
  alsoInCart?: CatalogueProduct;
};

/**
 * Two files: flyer.pdf in the cart at 5 copies (€ 0,30) and selected, so the screen prices its
 * choice at once; brief.pdf not yet configured, unless it is in the cart too (alsoInCart).
 */
async function renderScreen(flags: Record<string, unknown>, answers: Answers = {}) {
  const flyer = analysedFile('flyer.pdf');
  const letter = analysedFile('brief.pdf');
  const product = answers.product ?? documents;
  const line: CartLine = {
    fileId: flyer.uuid,
    fileName: flyer.fileName,
    productId: product.id,
    productTitle: product.title,
    specs: bwA4,
    quantity: 5,
    format: 'A4',
    priceCents: 30,
    breakdown: [],
    noPriceReason: null,
    priceHidden: false,
    inCart: true,
  };
  const other = answers.alsoInCart;
  const lines = [
    answers.withoutAmounts || product.hidePrice ? hidden(line) : line,
    ...(other
      ? [
          {
            ...line,
            fileId: letter.uuid,
            fileName: letter.fileName,
            productId: other.id,
            productTitle: other.title,
            priceCents: 141,
          },
        ]
      : []),
  ];
  const products = [...new Set([product, documents, ...(other ? [other] : [])])];
  const server = fakeServer();
  server.on(listProducts, () => ({
    products: products.map((each) =>
      answers.withoutAmounts || each.hidePrice ? withoutAmounts(each) : each,
    ),
  }));
  server.on(getCart, () => ({
    lines,
    totalCents: lines.reduce((sum, each) => sum + (each.priceCents ?? 0), 0),
  }));
  renderWithApp(
    <ThemeContext.Provider value={theme(flags)}>
      <ProductOrderPage
        sessionId={SESSION}
        files={[flyer, letter]}
        selected={new Set([flyer.uuid])}
        fileList={<p>bestandenlijst</p>}
        onSelectOnly={vi.fn()}
        onUploadMore={vi.fn()}
        warnsOfLowResolution={() => false}
      />
    </ThemeContext.Provider>,
  );
  // The catalogue and the cart are both in: the product to choose, and the cart's line.
  await screen.findByRole('radio', { name: new RegExp(product.title) });
  await within((await screen.findAllByTestId('cart-line'))[0]!).findByText('flyer.pdf');
}

/** Sold on a quote: 'Prijs op aanvraag' (hidePrice). */
const confidential: CatalogueProduct = {
  ...documents,
  id: 'vertrouwelijk',
  title: 'Vertrouwelijk',
  hidePrice: true,
};

beforeAll(async () => {
  await initTestI18n();
  session.setUser(user);
});

afterAll(() => {
  session.setUser(null);
});

beforeEach(() => {
  // jsdom has none; Mantine's inputs measure with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the theme flag hidePricing on the product order screen', () => {
  it("shows no amount anywhere with the flag: no 'v.a.' price, no price of the choice, no cart prices or total", async () => {
    await renderScreen({ hidePricing: true });
    expect(screen.getByText('Prijzen worden voor uw organisatie niet getoond.')).toBeTruthy();
    expect(screen.queryByTestId('price-panel')).toBeNull();
    expect(screen.queryAllByTestId('cart-line-price')).toEqual([]);
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(document.body.textContent).not.toContain('€');
  });

  it('shows no amount and no missing price when the server sends none, as it does for such a customer', async () => {
    await renderScreen({ hidePricing: true }, { withoutAmounts: true });
    expect(screen.queryByTestId('price-panel')).toBeNull();
    expect(screen.queryAllByTestId('cart-line-price')).toEqual([]);
    expect(document.body.textContent).not.toContain('€');
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
    expect(screen.queryByText('Prijs op aanvraag')).toBeNull();
  });

  it('shows the amounts without it', async () => {
    await renderScreen({ hidePricing: false });
    expect(screen.queryByText('Prijzen worden voor uw organisatie niet getoond.')).toBeNull();
    expect(screen.getByText('v.a. € 0,06')).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toContain('€ 0,30');
    expect(screen.getByTestId('cart-line-price').textContent).toBe('€ 0,30');
    expect(screen.getByTestId('cart-total').textContent).toBe('€ 0,30');
  });
});

describe('a product sold on a quote (hidePrice), as the server sends it: without amounts', () => {
  it("says 'Prijs op aanvraag' on its card, in the price panel and in the cart, and keeps it out of the total", async () => {
    await renderScreen({}, { product: confidential, alsoInCart: documents });
    const card = (name: RegExp) =>
      screen.getByRole('radio', { name }).closest('.product-picker__item')!.textContent;
    expect(card(/Vertrouwelijk/)).toBe('VertrouwelijkPrijs op aanvraag');
    expect(card(/Documenten/)).toBe('Documentenv.a. € 0,06');
    // The screen cannot price it (the catalogue has no page prices), yet it is not a missing price.
    const panel = screen.getByTestId('price-panel');
    expect(panel.textContent).toContain('Prijs op aanvraag');
    expect(panel.textContent).not.toContain('Geen prijscalculatie mogelijk');
    expect(panel.textContent).not.toContain('€');
    expect(screen.getAllByTestId('cart-line-price').map((price) => price.textContent)).toEqual([
      'Prijs op aanvraag',
      '€ 1,41',
    ]);
    expect(screen.getByTestId('cart-total').textContent).toBe('€ 1,41');
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
  });
});
