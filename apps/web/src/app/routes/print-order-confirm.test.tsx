import { MantineProvider } from '@mantine/core';
import { getCart } from '@portal/shared/api/cart.api';
import { listProducts } from '@portal/shared/api/catalogue.api';
import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { placeOrder } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import { getUploadSession, listUploadedFiles, removeUploadedFile } from '@portal/shared/api/uploads.api';
import type { User } from '@portal/shared/schemas/account';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { CartLine, CartResponse } from '@portal/shared/schemas/cart';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import type { StoreCartLine } from '@portal/shared/schemas/store-cart';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { shopQuestionKey } from '../../features/order-details/utils/shop-question';
import { ORDER_ATTEMPT_STORAGE_KEY } from '../../features/orders/stores/order-attempt';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { testShop } from '../../testing/placed-orders';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { uploadedFile } from '../../testing/uploaded-file';
import { PrintOrderConfirmRoute } from './order-steps';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SESSION = uuid(501);
const NEXT_SESSION = uuid(502);
const CONFIRM = '/print-order/controleren';

const user: User = {
  uid: uuid(1),
  email: 'inkoop@drukwerkklant.example',
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

function theme(options: { flags?: Record<string, unknown>; customFields?: Record<string, unknown> } = {}) {
  return {
    themeID: uuid(900),
    name: 'drukwerkdirect',
    mainThemeName: 'drukwerkdirect',
    title: 'Drukwerk Direct',
    isDefault: true,
    fallback: false,
    settings: themeSettingsSchema.parse({
      flags: options.flags ?? {},
      colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
      customFields: options.customFields ?? {},
    }),
    propositions: [],
    images: { logo: null, background: null },
  } satisfies ThemeResponse;
}

const invoiceAddress: StoredInvoiceAddress = {
  id: uuid(300),
  company: 'Bouwbedrijf De Vries',
  department: '',
  name: '',
  street: 'Stationsplein',
  number: '1',
  addition: '',
  zipCode: '3511 AB',
  city: 'Utrecht',
  phone: '',
  email: '',
  kvk: '12345678',
  customerNumber: '1000001',
  newCustomer: false,
  isEditable: false,
  deliveryAddress: false,
  projects: [],
  references: [],
};

const files = [uploadedFile('folder.pdf'), uploadedFile('poster.pdf')];

function line(file: (typeof files)[number], priceCents: number | null, overrides: Partial<CartLine> = {}) {
  return {
    fileId: file.uuid,
    fileName: file.fileName,
    productId: 'print-a4',
    productTitle: 'Printen A4',
    specs: [{ menuId: 'papier', optionGroupName: 'Papier', optionName: '80 grams' }],
    quantity: 2,
    format: null,
    priceCents,
    breakdown: null,
    noPriceReason: priceCents === null ? 'notAnalysed' : null,
    priceHidden: false,
    inCart: true,
    ...overrides,
  } satisfies CartLine;
}

/** A line as the server sends one whose price the customer is not shown (decision 0098). */
const hiddenLine = (file: (typeof files)[number], overrides: Partial<CartLine> = {}) =>
  line(file, null, { noPriceReason: null, priceHidden: true, ...overrides });

/** The lines' product as the catalogue names its choices: the summary shows these titles. */
const printA4: CatalogueProduct = {
  id: 'print-a4',
  title: 'Printen A4',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    {
      id: 'papier',
      title: 'Papier',
      subTitle: '',
      group: 'papier',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        {
          name: 'Papier',
          title: 'Papiersoort',
          kind: 'choice',
          default: '80 grams',
          analyseValue: null,
          options: [
            {
              name: '80 grams',
              title: '80 g/m² (standaard)',
              price: null,
              alwaysColor: false,
              subOptions: [],
            },
          ],
        },
      ],
    },
  ],
  pricing: { pagePrices: [], setupCents: 0, tiers: [] },
  fromPriceCents: null,
};

const fullCart: CartResponse = {
  lines: [line(files[0]!, 1234), line(files[1]!, 10000, { productTitle: 'Poster A2', quantity: 1 })],
  totalCents: 11234,
};

const UTRECHT = testShop({ id: uuid(600) });
const ROTTERDAM = testShop({ id: uuid(601), company: 'Drukwerk Direct Rotterdam', city: 'Rotterdam' });

/** The order details of a customer who went through Bezorgen and Factureren. */
function completeDetails() {
  orderDetails.update({
    orderType: 'deliver',
    deliveryAddress: orderAddressSchema.parse({
      id: uuid(400),
      company: 'Bouwbedrijf De Vries',
      name: 'Piet Jansen',
      street: 'Kanaalweg',
      number: '12',
      zipCode: '3526 KL',
      city: 'Utrecht',
    }),
    deliveryDate: { date: '2026-12-01', time: '10:00', title: null },
    invoiceAddress: orderAddressSchema.parse({
      id: invoiceAddress.id,
      company: invoiceAddress.company,
      customerNumber: invoiceAddress.customerNumber,
    }),
    project: { id: null, name: 'Nieuwbouw Leidsche Rijn' },
    reference: 'PO-88123',
    instruction: 'Graag nieten linksboven.',
  });
  // The shop the deliver step's lookup found for these details.
  orderDetails.takeLookedUpShop(shopQuestionKey(orderDetails.getSnapshot().details), UTRECHT);
}

/** A shop's dates with today's spoed at 16:00 as the only day, and the shop's surcharge for it (none: null). */
function spoedToday(shopId: string, surchargeCents: number | null) {
  const day = { date: '30-11-2026', day: 'maandag', title: 'vandaag', daysAhead: 0, time: '16:00' } as const;
  return {
    available: true as const,
    shopId,
    options: [
      {
        date: '30-11-2026',
        day: 'maandag',
        title: 'spoed',
        value: 'spoed',
        active: true,
        times: [{ time: '16:00' }],
      },
    ],
    firstChoice: null,
    promise: {
      fulfilment: 'deliver' as const,
      first: day,
      express: surchargeCents === null ? null : { surchargeCents, orderBefore: day, first: day },
      orderBefore: day,
      afterPickup: null,
    },
    promiseText: 'Vóór 12:00 besteld, morgen bezorgd.',
    expressPromiseText:
      surchargeCents === null ? null : 'Spoed: vóór 16:00 besteld, vandaag bezorgd (+ € 25,00).',
    refreshAt: '2026-11-30T16:00:00.000+01:00',
  };
}

const placed = {
  orderId: uuid(700),
  kind: 'print',
  orderNumber: '2026-000123',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 11234, vatCents: 2359, inclVatCents: 13593 },
  expressSurchargeCents: 0,
  lineCount: 2,
  unpricedLineCount: 0,
};

/** A print store line of the cart as the server answers it. */
function storeLine(overrides: Partial<StoreCartLine>): StoreCartLine {
  return {
    id: '00000000-0000-4000-8000-000000000701',
    kind: 'product',
    itemId: '00000000-0000-4000-8000-000000000702',
    printStoreId: '00000000-0000-4000-8000-000000000703',
    categoryId: null,
    collectionId: null,
    name: 'Verboden te roken',
    productTypeName: 'Bord of sticker',
    productCode: null,
    image: null,
    specs: { size: '200x200' },
    specTitles: [{ title: 'Formaat', value: '20 × 20 cm' }],
    quantity: 1,
    maxOrderAmount: null,
    isStockProduct: false,
    unitCents: 1250,
    lineCents: 1250,
    problem: null,
    ...overrides,
  };
}

type Setup = { cart?: CartResponse; themeOptions?: Parameters<typeof theme>[0] };

/** The server as the confirm step meets it; `order` answers POST /api/v3/orders. */
function setup({ cart = fullCart, themeOptions }: Setup = {}) {
  const server = fakeServer();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  let currentSession = SESSION;
  let currentCart = cart;
  server.on(getUploadSession, () => ({ sessionId: currentSession }));
  server.on(listUploadedFiles, ({ params }) => ({ files: params.sessionId === SESSION ? files : [] }));
  server.on(getCart, ({ params }) =>
    params.sessionId === SESSION ? currentCart : { lines: [], totalCents: 0 },
  );
  server.on(listInvoiceAddresses, () => ({ addresses: [invoiceAddress], mayAdd: false }));
  server.on(listProducts, () => ({ products: [printA4] }));
  server.on(removeUploadedFile, () => null);
  // The lookup as the server answers it: the customer number's shop (Utrecht), else Rotterdam.
  server.on(listShops, () => ({ shops: [UTRECHT, ROTTERDAM] }));
  server.on(lookUpShop, ({ query }) => ({
    location: query.get('customerNumber') === invoiceAddress.customerNumber ? UTRECHT : ROTTERDAM,
    rule: 'customerShop',
  }));
  const order = vi.fn<(body: unknown) => unknown>(() => {
    currentSession = NEXT_SESSION;
    return placed;
  });
  server.on(placeOrder, ({ body }) => order(body));
  renderConfirm(theme(themeOptions));
  return {
    server,
    order,
    setCart(next: CartResponse) {
      currentCart = next;
    },
    closeSession() {
      currentSession = NEXT_SESSION;
    },
  };
}

/** The app's providers around the route; a memory router that can go home. */
function renderConfirm(current: ThemeResponse) {
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ThemeContext.Provider value={current}>
            <MemoryRouter initialEntries={[CONFIRM]}>
              <Routes>
                <Route path={CONFIRM} element={<PrintOrderConfirmRoute />} />
                <Route path="/" element={<p>Startpagina</p>} />
                <Route path="*" element={<p>Andere pagina</p>} />
              </Routes>
            </MemoryRouter>
          </ThemeContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

/** The Idempotency-Key of every order request so far. */
function sentKeys(server: FakeServer): string[] {
  return server.fetch.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/v3/orders') && init?.method === 'POST')
    .map(([, init]) => (init!.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]!);
}

const submitButton = () => screen.findByTestId<HTMLButtonElement>('place-order');

async function readyToOrder() {
  const button = await submitButton();
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

let disconnect: () => void = () => {};

beforeAll(async () => {
  await initTestI18n();
  session.setUser(user);
});

afterAll(() => {
  session.setUser(null);
});

beforeEach(() => {
  queryClient.clear();
  orderDetails.reset();
  window.sessionStorage.clear();
  // The uploads store follows the session as it does in the app (main.tsx).
  fakeServer().on(getUploadSession, () => ({ sessionId: SESSION }));
  disconnect = uploads.connect({ checkLogin: async () => true });
});

afterEach(() => {
  cleanup();
  disconnect();
  vi.unstubAllGlobals();
});

describe('an incomplete order', () => {
  it('disables submitting with "Opdracht nog niet compleet" and links each message to its step', async () => {
    setup({ cart: { lines: [], totalCents: 0 } });
    const problems = await screen.findByTestId('order-problems');
    await waitFor(() =>
      expect(
        within(problems).getByRole('link', { name: 'Bestanden ontbreken nog, klik hier.' }),
      ).toBeTruthy(),
    );
    expect(within(problems).getByText('Let op, uw order is nog niet compleet.')).toBeTruthy();
    const links = within(problems)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Bestanden ontbreken nog, klik hier.', '/print-order/printen'],
      ['Uw bezorgadres ontbreekt of is nog niet compleet, klik hier.', '/print-order/bezorgen'],
      ['Selecteer links een klantnummer bij deze order', '/print-order/factureren#aanvullen'],
    ]);
    const button = await submitButton();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Opdracht nog niet compleet');
    // Controleren is the current step, and the way back is to Factureren.
    expect(
      screen.getByText('Controleren', { selector: '.order-stepper__label' }).closest('[aria-current]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Terug naar Factureren' }).getAttribute('href')).toBe(
      '/print-order/factureren',
    );
  });

  it('names only what is missing: a date chosen too late is the only message', async () => {
    completeDetails();
    orderDetails.update({ deliveryDate: null });
    setup();
    const problems = await screen.findByTestId('order-problems');
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datum ontbreekt nog, klik hier.']);
    expect((await submitButton()).textContent).toBe('Opdracht nog niet compleet');
  });
});

describe('the messages under a theme’s own names (issue 32 point 6)', () => {
  it('names the cost centre and its format as the theme does, never “project”', async () => {
    completeDetails();
    orderDetails.update({ project: { id: null, name: '44-PR123' } });
    setup({
      themeOptions: {
        customFields: {
          project: {
            label: 'Kostenplaats',
            required: true,
            fields: [
              { format: '\\d{4}', maxLength: 4 },
              { format: '[A-Z]{2}\\d{3}', maxLength: 5 },
            ],
          },
        },
      },
    });
    const problems = await screen.findByTestId('order-problems');
    const link = await within(problems).findByRole('link', { name: /Kostenplaats/ });
    expect(link.textContent).toBe(
      'Kostenplaats is nog niet (correct) ingevuld (deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3 cijfers), klik hier.',
    );
    expect(problems.textContent).not.toMatch(/project/i);
    expect(link.getAttribute('href')).toBe('/print-order/factureren#aanvullen');
  });
});

describe('a complete order', () => {
  it('shows what is ordered, the totals with BTW and the legal line, and may be placed', async () => {
    completeDetails();
    setup();
    const button = await readyToOrder();
    expect(button.textContent).toBe('Bestelling afronden');
    expect(screen.queryByTestId('order-problems')).toBeNull();

    // The choices with the catalogue's titles, as My orders shows them.
    await waitFor(() =>
      expect(screen.getAllByTestId('cart-summary-line').map((row) => row.textContent)).toEqual([
        'folder.pdfPrinten A4Papiersoort: 80 g/m² (standaard)2€ 12,34',
        'poster.pdfPoster A2Papiersoort: 80 g/m² (standaard)1€ 100,00',
      ]),
    );
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 112,34');
    expect(screen.getByTestId('total-vat').textContent).toBe('€ 23,59');
    expect(screen.getByTestId('total-incl-vat').textContent).toBe('€ 135,93');

    const delivery = screen.getByTestId('delivery-summary');
    expect(delivery.textContent).toContain('Kanaalweg 12');
    expect(delivery.textContent).toContain('01-12-2026 om 10:00');
    const invoice = screen.getByTestId('invoice-summary');
    expect(invoice.textContent).toContain('1000001');
    expect(invoice.textContent).toContain('Nieuwbouw Leidsche Rijn');
    expect(invoice.textContent).toContain('PO-88123');
    expect(screen.getByTestId('instructions-summary').textContent).toBe('Graag nieten linksboven.');

    for (const [name, href] of [
      ['Wijzigen (Bestanden)', '/print-order/printen'],
      ['Wijzigen (Bezorgen)', '/print-order/bezorgen'],
      ['Wijzigen (Factureren)', '/print-order/factureren'],
      ['Wijzigen (Instructies voor de printshop)', '/print-order/printen'],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByRole('link', { name: 'leveringsvoorwaarden' }).getAttribute('href')).toBe(
      '/leveringsvoorwaarden',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a line without a price as such, and hides prices when the theme does', async () => {
    completeDetails();
    setup({
      cart: { lines: [line(files[0]!, null)], totalCents: 0 },
      themeOptions: { flags: { hidePricing: true }, customFields: { sapPortal: true } },
    });
    const button = await readyToOrder();
    // Portal mode: its own label, and no delivery or invoice blocks.
    expect(button.textContent).toBe('Bestelling verzenden');
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(screen.queryByTestId('delivery-summary')).toBeNull();
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
  });

  it('shows no amount anywhere when the theme hides prices, and sends none to be checked', async () => {
    completeDetails();
    // As the server answers such a customer: every line without its amount.
    const { order } = setup({
      cart: { lines: [hiddenLine(files[0]!), hiddenLine(files[1]!)], totalCents: 0 },
      themeOptions: { flags: { hidePricing: true } },
    });
    const button = await readyToOrder();
    await waitFor(() => expect(screen.getAllByTestId('cart-summary-line')).toHaveLength(2));
    expect(document.body.textContent).not.toContain('€');
    expect(screen.queryByText('Prijs op aanvraag')).toBeNull();
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 0 });
  });

  it("says 'Prijs op aanvraag' for a line whose price is hidden, never counted as unpriced or in the total", async () => {
    completeDetails();
    const { order } = setup({
      cart: {
        lines: [hiddenLine(files[0]!, { productTitle: 'Vertrouwelijk' }), line(files[1]!, 5000)],
        totalCents: 5000,
      },
    });
    const button = await readyToOrder();
    await waitFor(() =>
      expect(screen.getAllByTestId('cart-summary-price').map((cell) => cell.textContent)).toEqual([
        'Prijs op aanvraag',
        '€ 50,00',
      ]),
    );
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 50,00');
    const totals = screen.getByTestId('order-totals').parentElement!.textContent;
    expect(totals).toContain('Eén bestand heeft een prijs op aanvraag: die is niet in het totaal opgenomen.');
    expect(totals).not.toContain('geen prijs');
    // The total the customer saw is what the server checks (the hidden line's price is not in it).
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 5000 });
  });

  it('leaves out a step the theme hides, and goes back to the last step it shows', async () => {
    completeDetails();
    setup({ themeOptions: { flags: { hideInvoiceOptions: true } } });
    await readyToOrder();
    expect(screen.queryByTestId('invoice-summary')).toBeNull();
    expect(screen.getByTestId('delivery-summary')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar Bezorgen' }).getAttribute('href')).toBe(
      '/print-order/bezorgen',
    );
  });

  it('orders the print store’s lines with the files: shown, counted in the total, and a line that cannot be ordered blocks', async () => {
    completeDetails();
    const { server, order } = setup();
    const line = storeLine({ name: 'Verboden te roken', quantity: 2, unitCents: 1250, lineCents: 2500 });
    server.on(getStoreCart, () => ({ lines: [line], totalCents: 2500, itemCount: 2 }));
    const button = await readyToOrder();
    expect(screen.getByTestId('store-cart-summary').textContent).toContain('2 × Verboden te roken');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 137,34');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 13734 });
    expect(order.mock.calls[0]![0]).not.toHaveProperty('product');
  });

  it('does not place a cart whose store line can no longer be ordered as it is', async () => {
    completeDetails();
    const { server } = setup();
    server.on(getStoreCart, () => ({
      lines: [
        storeLine({
          name: 'Oud rookverbod',
          printStoreId: null,
          unitCents: null,
          lineCents: null,
          problem: 'GONE',
        }),
      ],
      totalCents: null,
      itemCount: 1,
    }));
    const problems = await screen.findByTestId('order-problems');
    expect(problems.textContent).toContain('Een product in uw winkelwagen is niet meer te bestellen');
    expect(
      within(problems)
        .getByRole('link', { name: /niet meer te bestellen/ })
        .getAttribute('href'),
    ).toBe('/check-out/winkelwagen');
  });

  it('counts and shows the shop’s spoed surcharge when the spoed date is chosen', async () => {
    completeDetails();
    orderDetails.update({ deliveryDate: { date: '2026-11-30', time: '16:00', title: 'spoed' } });
    const { server, order } = setup();
    server.on(listDeliveryDates, ({ params }) => spoedToday(params.shopId ?? '', 2500));
    const button = await readyToOrder();
    expect(screen.getByTestId('order-totals').textContent).toContain('Spoedtoeslag€ 25,00');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 137,34');
    expect(screen.getByTestId('delivery-summary').textContent).toContain('Spoed');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 13734 });
  });

  it('counts the spoed surcharge of the shop the server finds after Factureren changed the invoice, not the one Bezorgen kept', async () => {
    // Bezorgen looked the shop up for another customer number (Rotterdam, without spoed); on
    // Factureren the customer chose their own, for which the server finds Utrecht.
    completeDetails();
    const before = orderDetails.getSnapshot().details;
    orderDetails.update({
      invoiceAddress: orderAddressSchema.parse({
        id: uuid(301),
        company: 'Gemeentewerf',
        customerNumber: '1000002',
      }),
    });
    orderDetails.takeLookedUpShop(shopQuestionKey(orderDetails.getSnapshot().details), ROTTERDAM);
    orderDetails.update({
      invoiceAddress: before.invoiceAddress,
      deliveryDate: { date: '2026-11-30', time: '16:00', title: 'spoed' },
    });
    const { server, order } = setup();
    server.on(listDeliveryDates, ({ params }) =>
      spoedToday(params.shopId ?? '', params.shopId === UTRECHT.id ? 2500 : null),
    );
    const button = await readyToOrder();
    await waitFor(() => expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 137,34'));
    expect(screen.getByTestId('order-totals').textContent).toContain('Spoedtoeslag€ 25,00');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 13734 });
  });

  it("says 'Geen prijscalculatie mogelijk' for an unpriced line and leaves it out of the total", async () => {
    completeDetails();
    setup({ cart: { lines: [line(files[0]!, null), line(files[1]!, 5000)], totalCents: 5000 } });
    await readyToOrder();
    expect(screen.getByText('Geen prijscalculatie mogelijk')).toBeTruthy();
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 50,00');
  });
});

describe('delivery costs and the minimum order value (decision 0131)', () => {
  it('adds the shop’s delivery charge below the free-delivery amount and sends it in the total', async () => {
    completeDetails();
    const { order } = setup({ cart: { lines: [line(files[0]!, 800)], totalCents: 800 } });
    const button = await readyToOrder();
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByTestId('delivery-charge').textContent).toBe('Bezorgkosten€ 6,95');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 14,95');
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![0]).toMatchObject({ expectedTotalExclVatCents: 1495 });
  });

  it('delivers free from the free-delivery amount, and collecting at the shop shows no charge', async () => {
    completeDetails();
    setup({ cart: { lines: [line(files[0]!, 5000)], totalCents: 5000 } });
    await readyToOrder();
    expect(screen.getByTestId('delivery-charge').textContent).toBe('BezorgkostenGratis');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 50,00');
  });

  it('explains an order below the minimum and will not send it: the button says why', async () => {
    completeDetails();
    const { order } = setup({ cart: { lines: [line(files[0]!, 7)], totalCents: 7 } });
    const explanation = await screen.findByTestId('below-minimum');
    expect(explanation.textContent).toContain('Minimaal orderbedrag niet bereikt');
    expect(explanation.textContent).toContain(
      'Wij nemen bestellingen aan vanaf € 5,00 excl. BTW. Uw bestelling komt op € 0,07: voeg nog € 4,93 toe om te kunnen bestellen.',
    );
    expect(
      within(explanation).getByRole('link', { name: 'Terug naar uw bestelling' }).getAttribute('href'),
    ).toBe('/print-order/printen');
    const button = await submitButton();
    expect(button.textContent).toBe('Minimaal orderbedrag niet bereikt');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(order).not.toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows no charge and no minimum under a theme that hides prices', async () => {
    completeDetails();
    setup({
      cart: { lines: [line(files[0]!, null, { priceHidden: true, noPriceReason: null })], totalCents: 0 },
      themeOptions: { flags: { hidePricing: true } },
    });
    await readyToOrder();
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(screen.queryByTestId('below-minimum')).toBeNull();
    expect(document.body.textContent).not.toMatch(/€/);
  });
});

describe('placing the order', () => {
  it('sends once however often the button is pressed, with one key, then thanks and empties the stores', async () => {
    completeDetails();
    const { server, order, closeSession } = setup();
    let answer: (value: unknown) => void = () => {};
    order.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const button = await readyToOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    const sending = await screen.findByRole('dialog', { name: 'Uw opdracht wordt verwerkt.' });
    expect(sending.getAttribute('aria-busy')).toBe('true');
    // Neither Escape nor a click outside closes it.
    fireEvent.keyDown(sending, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Uw opdracht wordt verwerkt.' })).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(order).toHaveBeenCalledOnce());

    const [key] = sentKeys(server);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.mock.calls[0]![0]).toMatchObject({
      sessionId: SESSION,
      expectedTotalExclVatCents: 11234,
      themeName: 'drukwerkdirect',
      details: { reference: 'PO-88123', project: { name: 'Nieuwbouw Leidsche Rijn' } },
    });
    expect(window.sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toContain(key);

    // The server closes the upload session with the order.
    closeSession();
    await act(async () => {
      answer(placed);
    });
    const thanks = await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(within(thanks).getByTestId('order-number').textContent).toBe('Uw ordernummer is 2026-000123.');
    expect(within(thanks).getByText(/Over 10 seconden gaat u terug naar de startpagina/)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(sentKeys(server)).toHaveLength(1);

    // The order details, the attempt, the files and the cart are gone; the next upload session is asked for.
    expect(orderDetails.getSnapshot().details.deliveryAddress).toBeNull();
    expect(orderDetails.getSnapshot().details.reference).toBe('');
    expect(window.sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(server.calls).toContain(`GET /api/v3/uploads/${NEXT_SESSION}/files`));
    await waitFor(() => expect(server.calls).toContain(`GET /api/v3/uploads/${NEXT_SESSION}/cart`));
    expect(uploads.sessionId()).toBe(NEXT_SESSION);

    fireEvent.click(within(thanks).getByRole('button', { name: 'Naar de startpagina' }));
    expect(await screen.findByText('Startpagina')).toBeTruthy();
  });

  it('retries after a lost connection, and after a reload, with the same key', async () => {
    completeDetails();
    const { server, order } = setup();
    order.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(await readyToOrder());
    const failure = await screen.findByRole('dialog', { name: 'Fout bij het plaatsen van de order' });
    expect(failure.textContent).toContain('weten daarom niet of uw order is aangekomen');
    expect(failure.textContent).toContain('bel 030 123 45 67 of mail naar helpdesk@drukwerkdirect.example');
    fireEvent.click(within(failure).getByText('Sluiten'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fout bij het plaatsen van de order' })).toBeNull(),
    );

    // A reload: the page starts again from session storage.
    cleanup();
    renderConfirm(theme());
    order.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(await readyToOrder());
    const again = await screen.findByRole('dialog', { name: 'Fout bij het plaatsen van de order' });
    fireEvent.click(within(again).getByText('Sluiten'));

    fireEvent.click(await readyToOrder());
    expect(await screen.findByRole('dialog', { name: 'Bedankt voor uw order' })).toBeTruthy();
    const keys = sentKeys(server);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('asks again with the same key while the first request still runs', async () => {
    completeDetails();
    const { server, order } = setup();
    order.mockImplementationOnce(
      () => new FakeAnswer(409, { error: 'ORDER_IN_PROGRESS', message: 'Uw order wordt al verwerkt.' }),
    );
    fireEvent.click(await readyToOrder());
    expect(
      await screen.findByRole('dialog', { name: 'Bedankt voor uw order' }, { timeout: 3000 }),
    ).toBeTruthy();
    const keys = sentKeys(server);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('UPLOAD_ERROR: says the files did not arrive and removes them', async () => {
    completeDetails();
    const { server, order } = setup();
    order.mockImplementationOnce(
      () =>
        new FakeAnswer(422, {
          error: 'UPLOAD_ERROR',
          message: 'Uw bestanden zijn niet correct geupload.',
        }),
    );
    fireEvent.click(await readyToOrder());
    const failure = await screen.findByRole('dialog', { name: 'Fout bij het plaatsen van de order' });
    expect(within(failure).getByRole('alert').textContent).toContain(
      'Uw bestanden zijn niet correct geupload. Uw winkelwagen is geleegd. Probeer de bestanden opnieuw te uploaden.',
    );
    expect(failure.textContent).not.toContain('helpdesk');
    for (const file of files)
      expect(server.calls).toContain(`DELETE /api/v3/uploads/${SESSION}/files/${file.uuid}`);
    // The attempt is over: the next one has a key of its own.
    expect(window.sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
  });

  it('any other refusal: the server’s reason and the helpdesk', async () => {
    completeDetails();
    const { order } = setup();
    order.mockImplementationOnce(
      () =>
        new FakeAnswer(422, {
          error: 'DATE_NOT_AVAILABLE',
          message: 'De gekozen datum is bij deze vestiging niet (meer) mogelijk.',
        }),
    );
    fireEvent.click(await readyToOrder());
    const failure = await screen.findByRole('dialog', { name: 'Fout bij het plaatsen van de order' });
    expect(failure.textContent).toContain('De gekozen datum is bij deze vestiging niet (meer) mogelijk.');
    expect(failure.textContent).toContain('neem dan contact op met onze helpdesk');
    expect(await seriousViolations()).toEqual([]);
    expect(orderDetails.getSnapshot().details.reference).toBe('PO-88123');
  });

  it('PRICE_CHANGED: shows the new total and lets the customer confirm it with a new attempt', async () => {
    completeDetails();
    const { server, order, setCart } = setup();
    order.mockImplementationOnce(() => {
      setCart({ lines: [line(files[0]!, 2000), line(files[1]!, 10000)], totalCents: 12000 });
      return new FakeAnswer(409, { error: 'PRICE_CHANGED', message: 'De prijs van uw order is gewijzigd.' });
    });
    fireEvent.click(await readyToOrder());
    const notice = await screen.findByTestId('price-changed');
    expect(notice.textContent).toContain('Het nieuwe totaal is € 120,00 excl. BTW');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 120,00');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await readyToOrder());
    expect(await screen.findByRole('dialog', { name: 'Bedankt voor uw order' })).toBeTruthy();
    expect(order.mock.calls[1]![0]).toMatchObject({ expectedTotalExclVatCents: 12000 });
    const keys = sentKeys(server);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('purchasing-portal mode (sapPortal)', () => {
  const portal = { customFields: { sapPortal: true, themeCustomer: '4200117' } };
  const punchOut = {
    callbackUrl: 'https://inkoop.bouwgroep-noord.example/oci/hook?sid=4711',
    formField: 'cxml-base64',
    document: btoa('<cXML payloadID="x"/>'),
  };

  it('asks a phone number, starting from the profile’s, and sends the order back to the purchasing system', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    try {
      // Whatever the steps of another theme left behind is not shown and not needed here.
      completeDetails();
      const { order, closeSession } = setup({ themeOptions: portal });
      const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: /Telefoonnummer/ });
      await waitFor(() => expect(phone.value).toBe(user.phone));
      const button = await readyToOrder();
      expect(button.textContent).toBe('Bestelling verzenden');
      expect(screen.queryByTestId('delivery-summary')).toBeNull();
      expect(screen.queryByTestId('invoice-summary')).toBeNull();

      // Without a number the order is not complete; the message leads to the field.
      fireEvent.change(phone, { target: { value: '' } });
      fireEvent.blur(phone);
      const problems = await screen.findByTestId('order-problems');
      const link = within(problems).getByRole('link', {
        name: 'Uw telefoonnummer ontbreekt nog, klik hier.',
      });
      expect(link.getAttribute('href')).toBe('/print-order/controleren#bestelling-telefoon');
      expect(phone.id).toBe('bestelling-telefoon');
      expect(screen.getByText('Vul uw telefoonnummer in.')).toBeTruthy();
      expect(button.textContent).toBe('Opdracht nog niet compleet');
      expect(button.disabled).toBe(true);

      fireEvent.change(phone, { target: { value: '050 123 45 67' } });
      await waitFor(() => expect(button.disabled).toBe(false));
      order.mockImplementationOnce(() => {
        closeSession();
        return { ...placed, punchOut };
      });
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Uw opdracht is verzonden' });
      expect(order.mock.calls[0]![0]).toMatchObject({ details: { phone: '050 123 45 67' } });
      expect(screen.queryByRole('dialog', { name: 'Bedankt voor uw order' })).toBeNull();
      const form = within(dialog).getByTestId<HTMLFormElement>('punch-out-form');
      expect(form.getAttribute('action')).toBe(punchOut.callbackUrl);
      expect(form.querySelector<HTMLInputElement>('input[name="cxml-base64"]')!.value).toBe(
        punchOut.document,
      );
      // The order is placed: the stores are empty, as after any order.
      expect(orderDetails.getSnapshot().details.phone).toBe('');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Nu doorsturen' }));
      expect(submit).toHaveBeenCalledOnce();
      expect(await screen.findByText('Startpagina')).toBeTruthy();
    } finally {
      submit.mockRestore();
    }
  });
});
