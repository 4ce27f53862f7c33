import { MantineProvider } from '@mantine/core';
import { listDeliveryAddresses } from '@portal/shared/api/addresses.api';
import { listProducts } from '@portal/shared/api/catalogue.api';
import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { saveCopyOrder } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { describedOrders } from '@portal/shared/i18n/nl/described-orders';
import type { StoredDeliveryAddress, StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { DeliveryDateOption, Fulfilment } from '@portal/shared/schemas/delivery-dates';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import type { DescribedOrderBody } from '@portal/shared/schemas/orders';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { shopQuestionKey } from '../../features/order-details/utils/shop-question';
import { flowDrafts } from '../../features/orders/stores/flow-drafts';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, fakeServer } from '../../testing/fake-server';
import { testShop, testUser, uuid } from '../../testing/placed-orders';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { setViewportWidth } from '../../testing/viewport';
import { routes as copyRoutes } from './copy-flow';
import { routes as scanRoutes } from './scan-flow';

/**
 * The copy and scan orders' steps (issue 28 points 3 and 4; spec 02 section 4, 'Copy and scan'
 * and 'Scan medium'; section 5) against the fake server by contract: the defaults, the shop and
 * the days that follow the pickup, the delivery that follows the pickup address, the scan
 * medium, the copy price, and what is sent.
 */

const user = testUser({ email: 'inkoop@rivierstad.example' });
const shop = testShop({
  openingHours: [
    { weekday: 1, opens: '08:30', closes: '17:00' },
    { weekday: 2, opens: '08:30', closes: '17:00' },
  ],
});
const rotterdam = testShop({ id: uuid(501), company: 'Drukwerk Direct Rotterdam', city: 'Rotterdam' });

const address = (n: number, company: string, city: string): StoredDeliveryAddress => ({
  id: uuid(n),
  company,
  department: '',
  name: 'Anna de Vries',
  street: 'Stadhuisplein',
  number: String(n),
  addition: '',
  zipCode: '3511 AA',
  city,
  phone: '',
  email: '',
  isConstructionSite: false,
  isDefault: false,
  deliveryAddress: true,
  isEditable: false,
});
const office = address(10, 'Gemeente Rivierstad', 'Rivierstad');
const library = address(11, 'Bibliotheek Rivierstad', 'Rivierstad');
const depot = address(12, 'Gemeentewerf', 'Rotterdam');

const invoice: StoredInvoiceAddress = {
  id: uuid(300),
  company: 'Gemeente Rivierstad',
  department: '',
  name: '',
  street: 'Stadhuisplein',
  number: '1',
  addition: '',
  zipCode: '3511 AA',
  city: 'Rivierstad',
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

const theme = (flags: Record<string, unknown> = {}): ThemeResponse => ({
  themeID: uuid(900),
  name: 'drukwerkdirect',
  mainThemeName: 'drukwerkdirect',
  title: 'Drukwerk Direct',
  isDefault: true,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags,
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
    customFields: {},
  }),
  propositions: [],
  images: { logo: null, background: null },
});

const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'] as const;
/** Working days from Monday 30 November 2026: day 1 is Tuesday 01-12-2026. */
const dayOf = (n: number) => `${String(n).padStart(2, '0')}-12-2026`;
const option = (n: number, time: string): DeliveryDateOption => ({
  date: dayOf(n),
  day: WEEKDAYS[n % 5]!,
  title: null,
  value: dayOf(n),
  active: true,
  times: [{ time }],
});

/**
 * A shop's days: a pickup from Tuesday 1 December at 09:00, a delivery the working day after
 * the pickup (or after Tuesday without one) at 17:00; Rotterdam a day later.
 */
function datesOf(fulfilment: Fulfilment, shopId: string, offsetDate: string | null): DeliveryDatesResponse {
  const time = fulfilment === 'pickUp' ? '09:00' : '17:00';
  const after = offsetDate ? Number(offsetDate.slice(0, 2)) : 1;
  const start = (fulfilment === 'pickUp' ? 1 : after + 1) + (shopId === rotterdam.id ? 1 : 0);
  const days = [start, start + 1, start + 2];
  const first = { date: dayOf(start), day: WEEKDAYS[start % 5]!, title: null, daysAhead: 1, time } as const;
  return {
    available: true,
    shopId,
    options: days.map((day) => option(day, time)),
    firstChoice: { value: dayOf(start), time },
    promise: {
      fulfilment,
      first,
      express: null,
      orderBefore: { ...first, daysAhead: 0, time: '12:00' },
      afterPickup: null,
    },
    promiseText: fulfilment === 'pickUp' ? 'Wij halen morgen op.' : 'Bezorgd de werkdag na het ophalen.',
    expressPromiseText: null,
    refreshAt: '2026-11-30T12:00:00.000+01:00',
  };
}

const choice = (name: string, price: { unit: 'copy'; cents: number } | null = null) => ({
  name,
  title: name,
  price,
  alwaysColor: false,
  subOptions: [],
});
const group = (
  name: string,
  options: ReturnType<typeof choice>[],
  fallback: string | null,
  kind = 'choice',
) => ({
  name,
  title: name,
  kind: kind as 'choice' | 'text',
  default: fallback,
  analyseValue: null,
  options,
});
const menu = (id: string, optionGroups: ReturnType<typeof group>[]) => ({
  id,
  title: id,
  subTitle: '',
  group: id,
  description: '',
  hidden: false,
  minPagesRequired: 0,
  optionGroups,
});
/** The documents product the copy job is priced by: 6 cents a black-white A4 page, stapling 15 cents a set. */
const documents: CatalogueProduct = {
  id: 'documenten',
  title: 'Documenten A4 en A3',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    menu('printen', [
      group('formaat', [choice('A4'), choice('A3')], 'A4'),
      group('kleur', [choice('Zwart/Wit'), choice('kleur')], 'Zwart/Wit'),
      group('printwijze', [choice('Enkelzijdig'), choice('dubbelzijdig')], 'Enkelzijdig'),
      group('papier', [choice('80')], '80'),
      group('opmerking', [], null, 'text'),
    ]),
    menu('afwerking', [
      group('afwerking', [choice('geen'), choice('nieten', { unit: 'copy', cents: 15 })], 'geen'),
    ]),
  ],
  pricing: {
    pagePrices: [
      { format: 'A4', colour: 'bw', cents: 6 },
      { format: 'A4', colour: 'colour', cents: 29 },
    ],
    setupCents: 0,
    tiers: [],
  },
  fromPriceCents: null,
};

const placed = {
  orderId: uuid(700),
  kind: 'copy',
  orderNumber: '2026-000321',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 180, vatCents: 38, inclVatCents: 218 },
  expressSurchargeCents: 0,
  lineCount: 1,
  unpricedLineCount: 0,
};

type Flow = 'copy' | 'scan';
const PATHS: Record<Flow, Record<'pickUp' | 'deliver' | 'invoice' | 'confirm', string>> = {
  copy: {
    pickUp: '/kopieer-order/ophalen',
    deliver: '/kopieer-order/bezorgen',
    invoice: '/kopieer-order/factureren',
    confirm: '/kopieer-order/controleren',
  },
  scan: {
    pickUp: '/scan-order/ophalen',
    deliver: '/scan-order/bezorgen',
    invoice: '/scan-order/factureren',
    confirm: '/scan-order/controleren',
  },
};

type Setup = {
  flow?: Flow;
  step?: 'pickUp' | 'deliver' | 'invoice' | 'confirm';
  flags?: Record<string, unknown>;
  /** The answer to placing the order; by default the placed order. */
  placing?: () => unknown;
  /** The answer with the address book; by default three addresses. */
  addresses?: () => unknown;
};

/** The flow's steps in a router at `step`, the server answering as for a customer of the municipality. */
function setup({ flow = 'copy', step = 'pickUp', flags, placing, addresses }: Setup = {}) {
  const server = fakeServer();
  const datesAsked: Record<string, string>[] = [];
  const lookupsAsked: Record<string, string>[] = [];
  const sent: { body: DescribedOrderBody; key: string }[] = [];
  server.on(listDeliveryAddresses, () =>
    addresses ? addresses() : { addresses: [office, library, depot], mayAdd: false },
  );
  server.on(listInvoiceAddresses, () => ({ addresses: [invoice], mayAdd: false }));
  server.on(listShops, () => ({ shops: [shop, rotterdam] }));
  server.on(lookUpShop, ({ query }) => {
    lookupsAsked.push(Object.fromEntries(query));
    return {
      location: query.get('deliveryAddressId') === depot.id ? rotterdam : shop,
      rule: 'deliveryRegion',
    };
  });
  server.on(listDeliveryDates, ({ params, query }) => {
    datesAsked.push({ shopId: params.shopId ?? '', ...Object.fromEntries(query) });
    const fulfilment = query.get('fulfilment') === 'pickUp' ? 'pickUp' : 'deliver';
    return datesOf(fulfilment, params.shopId ?? '', query.get('offsetDate'));
  });
  server.on(listProducts, () => ({ products: [documents] }));
  server.on(saveCopyOrder, ({ body }) => {
    const headers = server.fetch.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    sent.push({ body: body as DescribedOrderBody, key: headers[IDEMPOTENCY_KEY_HEADER]! });
    return placing ? placing() : placed;
  });
  const routes = flow === 'copy' ? copyRoutes : scanRoutes;
  const pages = Object.values(routes);
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ThemeContext.Provider value={theme(flags)}>
            <MemoryRouter initialEntries={[PATHS[flow][step]]}>
              <Routes>
                {(['pickUp', 'deliver', 'invoice', 'confirm'] as const).map((name, index) => {
                  const Page = pages[index]!;
                  return <Route key={name} path={PATHS[flow][name]} element={<Page />} />;
                })}
                <Route path="/" element={<p>Startpagina</p>} />
              </Routes>
            </MemoryRouter>
          </ThemeContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  return { server, datesAsked, lookupsAsked, sent };
}

const details = () => orderDetails.getSnapshot().details;
const section = (id: string) => within(document.getElementById(id)!);
const checkedDay = (id: string) =>
  section(id)
    .queryAllByRole('radio')
    .find((card) => card.getAttribute('aria-checked') === 'true')
    ?.getAttribute('aria-label');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const link = (name: string) => screen.getByRole('link', { name });
const errorLinks = () =>
  screen
    .queryAllByRole('link')
    .map((anchor) => anchor.textContent ?? '')
    .filter((text) => text.endsWith('klik hier.'));

/** The order details of a customer who went through Ophalen, Opleveren and Factureren of `flow`. */
function completed(flow: Flow) {
  const office_ = orderAddressSchema.parse({ ...office });
  orderDetails.update({
    orderType: flow === 'copy' ? 'copyOrder' : 'scanOrder',
    pickUpAddress: office_,
    deliveryAddress: office_,
    pickUpDate: { date: '2026-12-01', time: '09:00', title: null },
    deliveryDate: { date: '2026-12-02', time: '17:00', title: null },
    invoiceAddress: orderAddressSchema.parse({
      id: invoice.id,
      company: invoice.company,
      customerNumber: invoice.customerNumber,
    }),
    instruction: 'De dossiers liggen bij de receptie.',
    ...(flow === 'copy'
      ? {
          copyJob: {
            originals: 10,
            copies: 3,
            format: 'A4',
            colour: 'bw',
            sides: 'single',
            finishing: 'staple',
          },
        }
      : {
          scanJob: { pages: 800, colour: 'bw', resolution: '300', searchable: true },
          medium: { isArchive: false, isDisk: true, isEmail: false, isOther: false, emailAddress: '' },
        }),
  });
}

/**
 * A whole step renders with its chain of answers (addresses, shop, pickup days, delivery days):
 * a few seconds in jsdom on a busy two-core machine. A test with two axe scans of a whole step
 * takes longer still.
 */
const STEP_TIMEOUT = 20_000;
const AXE_TIMEOUT = 30_000;

/** axe at a desktop's and a phone's width (jsdom lays nothing out: the names, roles and structure). */
async function accessibleAtBothWidths() {
  for (const width of [1280, 390]) {
    setViewportWidth(width);
    expect(await seriousViolations(), `at ${width} px`).toEqual([]);
  }
}

beforeAll(async () => {
  await initTestI18n();
  session.setUser(user);
  // The confirm step is a chunk of its own: loaded once here, not within a test's first wait.
  await import('./job-confirm');
});

afterAll(() => {
  session.setUser(null);
});

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
  orderDetails.reset();
  // jsdom has none; Mantine's SegmentedControl and Select measure themselves with it.
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

describe('Ophalen', { timeout: STEP_TIMEOUT }, () => {
  it('collects the originals at the first address, which the delivery follows; the shop is looked up by it; the first pickup day is chosen and the first delivery day after it', async () => {
    const { datesAsked, lookupsAsked } = setup();

    await waitFor(() => expect(details().pickUpAddress?.id).toBe(office.id));
    expect(details().deliveryAddress?.id).toBe(office.id);
    expect(details().originalsToShop).toBe(false);
    expect((screen.getByRole('radio', { name: 'Wij halen op' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Dit is ook het bezorgadres' }) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(() =>
      expect(lookupsAsked).toContainEqual(expect.objectContaining({ deliveryAddressId: office.id })),
    );

    await waitFor(() => expect(checkedDay('pickup-date')).toBe('dinsdag 01-12-2026'));
    expect(details().pickUpDate).toEqual({ date: '2026-12-01', time: '09:00', title: null });
    expect(datesAsked).toContainEqual({
      shopId: shop.id,
      kind: 'copy',
      fulfilment: 'pickUp',
      secure: 'false',
    });
    // The delivery is counted from the pickup, and its first day chosen, on Ophalen already.
    await waitFor(() =>
      expect(details().deliveryDate).toEqual({ date: '2026-12-02', time: '17:00', title: null }),
    );
    expect(datesAsked).toContainEqual({
      shopId: shop.id,
      kind: 'copy',
      fulfilment: 'deliver',
      secure: 'false',
      offsetDate: '01-12-2026',
      offsetTime: '09:00',
    });
    expect(await screen.findByText('Drukwerk Direct Utrecht')).toBeTruthy();
    // No job yet: its message, with 'klik hier' to the form's first field.
    expect(errorLinks()).toEqual(['Instructies ontbreken nog, klik hier.']);
  });

  it('another pickup address looks the shop up again, and the delivery follows it while the switch is on', async () => {
    const { lookupsAsked, datesAsked } = setup();
    await waitFor(() => expect(checkedDay('pickup-date')).toBe('dinsdag 01-12-2026'));

    fireEvent.click(screen.getByRole('radio', { name: /Gemeentewerf/ }));
    expect(details().pickUpAddress?.id).toBe(depot.id);
    expect(details().deliveryAddress?.id).toBe(depot.id);
    await waitFor(() =>
      expect(lookupsAsked).toContainEqual(expect.objectContaining({ deliveryAddressId: depot.id })),
    );
    // Rotterdam's pickup days: the Tuesday is not among them, so its first day is chosen.
    await waitFor(() => expect(checkedDay('pickup-date')).toBe('woensdag 02-12-2026'));
    expect(datesAsked).toContainEqual({
      shopId: rotterdam.id,
      kind: 'copy',
      fulfilment: 'pickUp',
      secure: 'false',
    });
    expect(await screen.findByText('Drukwerk Direct Rotterdam')).toBeTruthy();

    // Off: the delivery address stays where it is when the pickup address changes.
    fireEvent.click(screen.getByRole('switch', { name: 'Dit is ook het bezorgadres' }));
    fireEvent.click(screen.getByRole('radio', { name: /Bibliotheek Rivierstad/ }));
    expect(details().pickUpAddress?.id).toBe(library.id);
    expect(details().deliveryAddress?.id).toBe(depot.id);
    // On again: the delivery address is the pickup address once more.
    fireEvent.click(screen.getByRole('switch', { name: 'Dit is ook het bezorgadres' }));
    expect(details().deliveryAddress?.id).toBe(library.id);
  });

  it('another pickup day asks the delivery days with it as the offset and chooses their first', async () => {
    const { datesAsked } = setup();
    await waitFor(() => expect(details().deliveryDate?.date).toBe('2026-12-02'));

    fireEvent.click(section('pickup-date').getByRole('radio', { name: 'donderdag 03-12-2026' }));
    expect(details().pickUpDate).toEqual({ date: '2026-12-03', time: '09:00', title: null });
    await waitFor(() =>
      expect(details().deliveryDate).toEqual({ date: '2026-12-04', time: '17:00', title: null }),
    );
    expect(datesAsked).toContainEqual(
      expect.objectContaining({ fulfilment: 'deliver', offsetDate: '03-12-2026', offsetTime: '09:00' }),
    );
  });

  it('originals brought to a shop: the looked-up shop is chosen with its hours and the day they are brought; another shop asks its days', async () => {
    const { datesAsked } = setup();
    await waitFor(() => expect(details().pickUpAddress?.id).toBe(office.id));

    fireEvent.click(screen.getByRole('radio', { name: 'Ik breng ze naar een vestiging' }));
    await waitFor(() => expect(details().pickUpAddress?.id).toBe(shop.id));
    expect(details()).toMatchObject({
      originalsToShop: true,
      pickUpAddress: { company: 'Drukwerk Direct Utrecht' },
    });
    // The delivery address stays an address of the customer's.
    expect(details().deliveryAddress?.id).toBe(office.id);
    expect(screen.queryByRole('switch', { name: 'Dit is ook het bezorgadres' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Brengdatum' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Openingstijden' })).toBeTruthy();
    await waitFor(() => expect(checkedDay('pickup-date')).toBe('dinsdag 01-12-2026'));

    act(() => orderDetails.choosePickUpShop(rotterdam));
    await waitFor(() => expect(checkedDay('pickup-date')).toBe('woensdag 02-12-2026'));
    expect(datesAsked).toContainEqual({
      shopId: rotterdam.id,
      kind: 'copy',
      fulfilment: 'pickUp',
      secure: 'false',
    });
  });

  it('prices the copy job as it is filled in, and says the price follows for a format of its own', async () => {
    setup();
    const price = await screen.findByTestId('job-price');
    expect(price.textContent).toBe(describedOrders.copyJob.priceWaits);

    type("Originelen (pagina's per set)", '10');
    type('Aantal sets', '3');
    // 10 black-white A4 pages at 6 cents, 3 sets.
    await waitFor(() => expect(price.textContent).toBe('Prijs excl. BTW: € 1,80'));
    expect(details().copyJob).toEqual({
      originals: 10,
      copies: 3,
      format: 'A4',
      colour: 'bw',
      sides: 'single',
      finishing: 'none',
    });
    expect(errorLinks()).not.toContain('Instructies ontbreken nog, klik hier.');

    fireEvent.click(screen.getByRole('radio', { name: 'Ander formaat (zie instructie)' }));
    expect(price.textContent).toBe(describedOrders.copyJob.priceFollows);
    expect(details().copyJob?.format).toBe('other');

    // Without the number of pages there is no job, and the message is back.
    type("Originelen (pagina's per set)", '');
    expect(details().copyJob).toBeNull();
    expect(errorLinks()).toContain('Instructies ontbreken nog, klik hier.');
  });

  it('shows no price when the theme hides prices', async () => {
    setup({ flags: { hidePricing: true } });
    await screen.findByTestId('copy-job-form');
    type("Originelen (pagina's per set)", '10');
    expect(screen.queryByTestId('job-price')).toBeNull();
  });

  it('the scan job: the estimate makes the job, the rest have defaults', async () => {
    setup({ flow: 'scan' });
    await screen.findByTestId('scan-job-form');
    type("Geschat aantal pagina's", '800');
    expect(details().scanJob).toEqual({ pages: 800, colour: 'bw', resolution: '300', searchable: true });
    fireEvent.click(screen.getByRole('radio', { name: '600 dpi' }));
    fireEvent.click(screen.getByRole('switch', { name: describedOrders.scanJob.searchable }));
    expect(details().scanJob).toEqual({ pages: 800, colour: 'bw', resolution: '600', searchable: false });
  });

  // Each at both widths: the copy order collected (with the job's message), the scan order brought to a shop.
  it(
    'the copy order’s Ophalen has no serious accessibility problems at 1280 and 390 px',
    async () => {
      setup({ flow: 'copy' });
      await waitFor(() => expect(checkedDay('pickup-date')).toBe('dinsdag 01-12-2026'));
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );

  it(
    'the scan order’s Ophalen, originals brought to a shop, has no serious accessibility problems at 1280 and 390 px',
    async () => {
      orderDetails.update({ orderType: 'scanOrder', originalsToShop: true });
      setup({ flow: 'scan' });
      await waitFor(() => expect(checkedDay('pickup-date')).toBe('dinsdag 01-12-2026'));
      expect(details().pickUpAddress?.id).toBe(shop.id);
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );
});

describe('Opleveren', { timeout: STEP_TIMEOUT }, () => {
  it('shows the pickup address as the delivery address while it follows it; off, the address book', async () => {
    completed('copy');
    setup({ step: 'deliver' });
    const followed = await screen.findByTestId('followed-address');
    expect(followed.textContent).toContain('Gemeente Rivierstad');
    expect(screen.queryByRole('radio', { name: /Bibliotheek Rivierstad/ })).toBeNull();
    await waitFor(() => expect(checkedDay('deliver-date')).toBe('woensdag 02-12-2026'));

    fireEvent.click(screen.getByRole('switch', { name: describedOrders.delivery.toPickUpAddress }));
    fireEvent.click(await screen.findByRole('radio', { name: /Bibliotheek Rivierstad/ }));
    expect(details().deliveryAddress?.id).toBe(library.id);
    expect(details().pickUpAddress?.id).toBe(office.id);
    expect(details().deliverToPickUpAddress).toBe(false);
  });

  it('an empty delivery address of originals brought to a shop becomes the first of the address book', async () => {
    orderDetails.update({ orderType: 'copyOrder', originalsToShop: true });
    setup({ step: 'deliver' });
    await waitFor(() => expect(details().deliveryAddress?.id).toBe(office.id));
    expect(screen.queryByRole('switch', { name: describedOrders.delivery.toPickUpAddress })).toBeNull();
    expect(screen.getByRole('radio', { name: /Gemeente Rivierstad/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('the e-mail medium fills in the user’s address when turned on and clears it when turned off', async () => {
    completed('scan');
    setup({ flow: 'scan', step: 'deliver' });
    const email = await screen.findByRole('checkbox', { name: describedOrders.medium.email });
    fireEvent.click(email);
    expect(details().medium).toMatchObject({ isEmail: true, emailAddress: user.email });
    expect(
      (screen.getByRole('textbox', { name: describedOrders.medium.emailAddress }) as HTMLInputElement).value,
    ).toBe(user.email);
    fireEvent.click(email);
    expect(details().medium).toMatchObject({ isEmail: false, emailAddress: '' });
    expect(screen.queryByRole('textbox', { name: describedOrders.medium.emailAddress })).toBeNull();
  });

  it('names what the medium lacks: a choice, the archive’s name, a valid e-mail address', async () => {
    completed('scan');
    orderDetails.update({
      medium: { isArchive: false, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
    });
    setup({ flow: 'scan', step: 'deliver' });
    await waitFor(() => expect(errorLinks()).toEqual(['U heeft nog geen opleverwijze gekozen, klik hier.']));

    fireEvent.click(screen.getByRole('checkbox', { name: describedOrders.medium.archive }));
    expect(errorLinks()).toEqual(['Geef het archief een naam, klik hier.']);
    type(describedOrders.medium.archiveName, 'Personeelsdossiers');
    expect(errorLinks()).toEqual([]);
    expect(details().archive).toEqual({ name: 'Personeelsdossiers', location: '', parentFolder: '' });

    fireEvent.click(screen.getByRole('checkbox', { name: describedOrders.medium.email }));
    type(describedOrders.medium.emailAddress, 'archief@rivierstad');
    expect(errorLinks()).toEqual(['U heeft nog geen geldig emailadres ingevoerd, klik hier.']);
    type(describedOrders.medium.emailAddress, 'archief@rivierstad.example');
    expect(errorLinks()).toEqual([]);
  });

  it(
    'a theme without delivery options keeps the scan order’s Opleveren for the medium alone; the copy order skips it',
    async () => {
      completed('scan');
      orderDetails.update({
        medium: { isArchive: false, isDisk: false, isEmail: false, isOther: false, emailAddress: '' },
      });
      setup({ flow: 'scan', step: 'deliver', flags: { hideDeliverOptions: true } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Opleveren' })).toBeTruthy();
      const stepper = screen.getByRole('navigation', { name: 'Stappen van uw bestelling' });
      expect(
        within(stepper)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual([
        expect.stringContaining('Ophalen'),
        expect.stringContaining('Opleveren'),
        expect.stringContaining('Factureren'),
        expect.stringContaining('Controleren'),
      ]);
      await waitFor(() =>
        expect(errorLinks()).toEqual(['U heeft nog geen opleverwijze gekozen, klik hier.']),
      );
      // The shop plans the delivery: no address or day is asked, only how the scans come back.
      expect(document.getElementById('deliver-date')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Bezorgadres' })).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: describedOrders.medium.disk }));
      expect(errorLinks()).toEqual([]);
      expect(details().medium).toMatchObject({ isDisk: true });
      expect(link('Naar Factureren').getAttribute('href')).toBe(PATHS.scan.invoice);
      await accessibleAtBothWidths();
      cleanup();

      setup({ flow: 'copy', step: 'deliver', flags: { hideDeliverOptions: true } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Factureren' })).toBeTruthy();
    },
    AXE_TIMEOUT,
  );

  for (const step of ['pickUp', 'deliver'] as const)
    it(`names the loading addresses for screen readers on ${step === 'pickUp' ? 'Ophalen' : 'Opleveren'}`, async () => {
      completed('copy');
      orderDetails.update({ deliverToPickUpAddress: false });
      setup({ step, addresses: () => new Promise(() => {}) });
      expect(await screen.findByRole('status', { name: 'Uw adressen worden geladen…' })).toBeTruthy();
    });

  it('asks the delivery days only from a pickup day: chosen first, then the delivery day after it', async () => {
    completed('copy');
    orderDetails.update({ pickUpDate: null, deliveryDate: null });
    const { datesAsked } = setup({ step: 'deliver' });
    await waitFor(() => expect(details().deliveryDate?.date).toBe('2026-12-02'));
    expect(details().pickUpDate?.date).toBe('2026-12-01');
    const deliveries = datesAsked.filter((asked) => asked.fulfilment === 'deliver');
    expect(deliveries.map((asked) => asked.offsetDate)).toEqual(['01-12-2026']);
  });

  // Each at both widths: the copy order's delivery following the pickup, the scan order's address
  // book with the archive's and the e-mail's fields and their messages.
  it(
    'the copy order’s Opleveren has no serious accessibility problems at 1280 and 390 px',
    async () => {
      completed('copy');
      setup({ step: 'deliver' });
      await waitFor(() => expect(checkedDay('deliver-date')).toBe('woensdag 02-12-2026'));
      expect(screen.getByTestId('followed-address')).toBeTruthy();
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );

  it(
    'the scan order’s Opleveren has no serious accessibility problems at 1280 and 390 px',
    async () => {
      completed('scan');
      orderDetails.update({
        deliverToPickUpAddress: false,
        medium: { isArchive: true, isDisk: false, isEmail: true, isOther: false, emailAddress: 'x' },
      });
      setup({ flow: 'scan', step: 'deliver' });
      await waitFor(() => expect(checkedDay('deliver-date')).toBe('woensdag 02-12-2026'));
      expect(await screen.findByRole('radio', { name: /Bibliotheek Rivierstad/ })).toBeTruthy();
      expect(errorLinks()).toEqual(['Geef het archief een naam, klik hier.']);
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );
});

describe('Factureren', { timeout: STEP_TIMEOUT }, () => {
  it(
    'is the shared invoice step, without serious accessibility problems at 1280 and 390 px',
    async () => {
      completed('scan');
      setup({ flow: 'scan', step: 'invoice' });
      expect(await screen.findByRole('heading', { name: 'Factureren', level: 1 })).toBeTruthy();
      await screen.findByRole('radio', { name: /1000001/ });
      expect(link('Naar Controleren').getAttribute('href')).toBe('/scan-order/controleren');
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );
});

const submit = () => screen.findByTestId<HTMLButtonElement>('place-order');
async function readyToOrder() {
  const button = await submit();
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('Controleren', { timeout: STEP_TIMEOUT }, () => {
  it(
    'lists what is missing, each with a link to its step, and waits',
    async () => {
      orderDetails.update({ orderType: 'scanOrder' });
      setup({ flow: 'scan', step: 'confirm' });
      const problems = await screen.findByTestId('order-problems');
      await waitFor(() =>
        expect(
          within(problems)
            .getAllByRole('link')
            .map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
        ).toEqual([
          ['Afhaaladres ontbreekt nog, klik hier.', '/scan-order/ophalen'],
          ['Instructies ontbreken nog, klik hier.', '/scan-order/ophalen'],
          ['Uw bezorgadres ontbreekt of is nog niet compleet, klik hier.', '/scan-order/bezorgen'],
          ['U heeft nog geen opleverwijze gekozen, klik hier.', '/scan-order/bezorgen'],
          ['Selecteer links een klantnummer bij deze order', '/scan-order/factureren#aanvullen'],
        ]),
      );
      expect((await submit()).disabled).toBe(true);
      // The stepper marks Ophalen, Opleveren and Factureren.
      expect(document.querySelectorAll('.order-stepper__error')).toHaveLength(3);
      await accessibleAtBothWidths();
    },
    AXE_TIMEOUT,
  );

  it(
    'shows the copy job, its price and where it goes, and sends the order once with the draft’s id; then thanks and starts afresh',
    async () => {
      completed('copy');
      const { sent } = setup({ step: 'confirm' });
      const button = await readyToOrder();
      expect(button.textContent).toBe('Bestelling afronden');

      const job = screen.getByTestId('job-summary');
      expect(job.textContent).toContain("10 pagina's");
      expect(job.textContent).toContain('Nieten');
      // 10 pages at 6 cents, 3 sets, stapled at 15 cents a set.
      expect(screen.getByTestId('job-summary-price').textContent).toBe('€ 2,25');
      expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 2,25');
      expect(screen.getByTestId('pick-up-summary').textContent).toContain('Wij halen op bij');
      expect(screen.getByTestId('pick-up-summary').textContent).toContain('01-12-2026 om 09:00');
      expect(screen.getByTestId('delivery-summary').textContent).toContain('02-12-2026 om 17:00');
      expect(screen.queryByTestId('medium-summary')).toBeNull();
      for (const [name, href] of [
        ['Wijzigen (Kopieeropdracht)', '/kopieer-order/ophalen'],
        ['Wijzigen (Ophalen)', '/kopieer-order/ophalen'],
        ['Wijzigen (Bezorgen)', '/kopieer-order/bezorgen'],
        ['Wijzigen (Factureren)', '/kopieer-order/factureren'],
      ] as const)
        expect(link(name).getAttribute('href')).toBe(href);
      await accessibleAtBothWidths();

      const draftId = flowDrafts.idOf('copy');
      fireEvent.click(button);
      expect(await screen.findByRole('dialog', { name: 'Bedankt voor uw order' })).toBeTruthy();
      expect(sent).toHaveLength(1);
      const { body, key } = sent[0]!;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toMatchObject({
        draftId,
        expectedTotalExclVatCents: 225,
        themeName: 'drukwerkdirect',
        details: {
          orderType: 'copyOrder',
          pickUpAddress: { id: office.id },
          deliveryAddress: { id: office.id },
          pickUpDate: { date: '2026-12-01', time: '09:00' },
          deliveryDate: { date: '2026-12-02', time: '17:00' },
          copyJob: { originals: 10, copies: 3, finishing: 'staple' },
          scanJob: null,
          invoiceAddress: { customerNumber: '1000001' },
          instruction: 'De dossiers liggen bij de receptie.',
        },
      });
      expect(body.details.medium).not.toHaveProperty('emailAddress');
      // Placed: the details start again, and the next copy order is another draft.
      expect(details().copyJob).toBeNull();
      expect(flowDrafts.idOf('copy')).not.toBe(draftId);
    },
    AXE_TIMEOUT,
  );

  it(
    'a scan order with the price to follow: no totals, the medium shown, the e-mail address sent only with the e-mail medium',
    async () => {
      completed('scan');
      orderDetails.update({
        medium: {
          isArchive: true,
          isDisk: false,
          isEmail: false,
          isOther: false,
          emailAddress: 'oud@rivierstad.example',
        },
        archive: { name: 'Dossiers 2020', location: 'Kast 3', parentFolder: '' },
      });
      const { sent } = setup({ flow: 'scan', step: 'confirm' });
      const button = await readyToOrder();
      expect(screen.getByTestId('job-summary-price').textContent).toBe('Prijs volgt');
      expect(screen.queryByTestId('order-totals')).toBeNull();
      expect(screen.getByTestId('medium-summary').textContent).toContain('Dossiers 2020');
      expect(screen.getByTestId('medium-summary').textContent).toContain('Kast 3');
      expect(screen.getByTestId('job-summary').textContent).not.toContain('Dossiers 2020');
      await accessibleAtBothWidths();

      fireEvent.click(button);
      await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
      const body = sent[0]!.body;
      expect(body.expectedTotalExclVatCents).toBe(0);
      expect(body.details).toMatchObject({
        orderType: 'scanOrder',
        copyJob: null,
        archive: { name: 'Dossiers 2020' },
      });
      expect(body.details.medium).toEqual({ isArchive: true, isDisk: false, isEmail: false, isOther: false });
    },
    AXE_TIMEOUT,
  );

  for (const flow of ['copy', 'scan'] as const)
    it(`a ${flow} order on the spoed day: the surcharge of the shop the server finds, counted from the pickup, in the totals and the total sent`, async () => {
      completed(flow);
      // The steps looked the shop up for another customer number (Rotterdam); on Factureren the
      // customer chose the municipality's, for which the server finds the Utrecht shop.
      const before = details();
      orderDetails.update({
        invoiceAddress: orderAddressSchema.parse({
          id: uuid(301),
          company: 'Gemeentewerf',
          customerNumber: '1000002',
        }),
      });
      orderDetails.takeLookedUpShop(shopQuestionKey(details()), rotterdam);
      orderDetails.update({
        invoiceAddress: before.invoiceAddress,
        deliveryDate: { date: '2026-12-02', time: '12:00', title: 'spoed' },
      });
      const { server, sent } = setup({ flow, step: 'confirm' });
      // As the server plans it: the Utrecht shop has spoed, sooner only counted from the pickup.
      server.on(listDeliveryDates, ({ params, query }) => {
        const fulfilment = query.get('fulfilment') === 'pickUp' ? 'pickUp' : 'deliver';
        const answer = datesOf(fulfilment, params.shopId ?? '', query.get('offsetDate')) as Extract<
          DeliveryDatesResponse,
          { available: true }
        >;
        const fromPickUp = query.get('offsetDate') === '01-12-2026' && query.get('offsetTime') === '09:00';
        if (fulfilment === 'pickUp' || params.shopId !== shop.id || !fromPickUp) return answer;
        return {
          ...answer,
          options: [{ ...option(2, '12:00'), title: 'spoed', value: 'spoed' }, ...answer.options],
          promise: {
            ...answer.promise,
            express: {
              surchargeCents: 2500,
              orderBefore: null,
              first: { ...answer.promise.first, time: '12:00' },
            },
          },
        };
      });
      const button = await readyToOrder();
      const totals = await screen.findByTestId('order-totals');
      expect(within(totals).getByRole('row', { name: /Spoedtoeslag/ }).textContent).toContain('€ 25,00');
      const lines = flow === 'copy' ? 225 : 0;
      expect(screen.getByTestId('total-excl-vat').textContent).toBe(flow === 'copy' ? '€ 27,25' : '€ 25,00');
      fireEvent.click(button);
      await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
      expect(sent[0]!.body.expectedTotalExclVatCents).toBe(lines + 2500);
    });

  it('sends the e-mail address with the e-mail medium', async () => {
    completed('scan');
    orderDetails.update({
      medium: {
        isArchive: false,
        isDisk: false,
        isEmail: true,
        isOther: false,
        emailAddress: 'archief@rivierstad.example',
      },
    });
    const { sent } = setup({ flow: 'scan', step: 'confirm' });
    fireEvent.click(await readyToOrder());
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(sent[0]!.body.details.medium).toMatchObject({
      isEmail: true,
      emailAddress: 'archief@rivierstad.example',
    });
  });

  it('a refusal shows "Probleem bij het plaatsen van uw order" with the server’s message, and keeps the order', async () => {
    completed('copy');
    setup({
      step: 'confirm',
      placing: () =>
        new FakeAnswer(422, {
          error: 'DATE_NOT_AVAILABLE',
          message: 'De gekozen datum is niet meer beschikbaar.',
        }),
    });
    fireEvent.click(await readyToOrder());
    const dialog = await screen.findByRole('dialog', { name: 'Probleem bij het plaatsen van uw order' });
    expect(dialog.textContent).toContain('De gekozen datum is niet meer beschikbaar.');
    expect(details().copyJob).not.toBeNull();
  });
});
