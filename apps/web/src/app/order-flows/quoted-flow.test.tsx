import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { getMyOrder } from '@portal/shared/api/my-orders.api';
import { orderQuote } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import { listDeliveryDates } from '@portal/shared/api/shops.api';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { orderAddressSchema, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { OrderView } from '@portal/shared/schemas/order-views';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { shopQuestionKey } from '../../features/order-details/utils/shop-question';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, fakeServer } from '../../testing/fake-server';
import { flowUser, renderFlowPages } from '../../testing/flow-pages';
import { testShop } from '../../testing/placed-orders';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { routes } from './quoted-flow';
import { orderability, QUOTED_REQUEST_STORAGE_KEY } from './quoted-request';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const REQUEST = uuid(42);
const SHOP = uuid(600);
const DELIVER = '/offerte-bestellen/bezorgen';
const INVOICE = '/offerte-bestellen/factureren';
const CONFIRM = '/offerte-bestellen/controleren';

const user = flowUser();

const pages = {
  [DELIVER]: routes.quotedOrderDeliver!,
  [INVOICE]: routes.quotedOrderInvoice!,
  [CONFIRM]: routes.quotedOrderConfirm!,
};

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

const unpriced = {
  productId: null,
  format: null,
  quantity: 1,
  unitPriceCents: null,
  linePriceCents: null,
  noPriceReason: 'quoteRequest' as const,
  priceHidden: false,
};

/** The answered quote request as My orders reads it. */
function requestView(
  quote: Partial<NonNullable<OrderView['quote']>> = {},
  status: OrderView['status'] = 'quoted',
) {
  return {
    id: REQUEST,
    kind: 'quote',
    orderNumber: '2026-000042',
    placedAt: '2026-11-20T10:00:00.000+01:00',
    status,
    statusLabel: 'Offerte verstuurd',
    orderType: 'deliver',
    reference: '',
    project: '',
    express: false,
    totals: null,
    expressSurchargeCents: null,
    deliveryChargeCents: 0,
    lineCount: 3,
    unpricedLineCount: 3,
    quote: {
      requestId: REQUEST,
      requestNumber: '2026-000042',
      quotationNo: 'OF12345',
      priceCents: 123450,
      note: 'Inclusief een proefdruk.',
      answeredAt: '2026-11-21T09:00:00.000+01:00',
      validUntil: '2099-12-31',
      orderedAs: null,
      ...quote,
    },
    customerNumber: '1000001',
    details: orderDetailsSchema.parse({ description: '250 brochures A4, 16 pagina’s in kleur, geniet.' }),
    shop: testShop({ id: SHOP }),
    lines: [
      {
        ...unpriced,
        position: 1,
        kind: 'quote_request',
        fileId: null,
        fileName: null,
        pages: null,
        productTitle: 'Offerteaanvraag',
        specs: [],
      },
      {
        ...unpriced,
        position: 2,
        kind: 'quote_request',
        fileId: uuid(801),
        fileName: 'brochure.pdf',
        pages: { bw: 12, colour: 4, blank: 0 },
        productTitle: 'Bijlage bij de aanvraag',
        specs: [],
      },
      {
        ...unpriced,
        position: 3,
        kind: 'quote_request',
        fileId: uuid(802),
        fileName: 'omslag.pdf',
        pages: { bw: 0, colour: 1, blank: 0 },
        productTitle: 'Bijlage bij de aanvraag',
        specs: [],
      },
    ],
    history: [],
  } satisfies OrderView;
}

const placed = {
  orderId: uuid(700),
  kind: 'quoted',
  orderNumber: '2026-000043',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 123450, vatCents: 25925, inclVatCents: 149375 },
  expressSurchargeCents: 0,
  deliveryChargeCents: 0,
  lineCount: 1,
  unpricedLineCount: 0,
};

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
    reference: 'PO-88123',
  });
  orderDetails.takeLookedUpShop(shopQuestionKey(orderDetails.getSnapshot().details), testShop({ id: SHOP }));
}

/** The server as the flow meets it; `view` answers My orders' view of the request. */
function setup(view: OrderView = requestView()) {
  const server = fakeServer();
  server.on(getMyOrder, ({ params }) =>
    params.orderId === REQUEST
      ? view
      : new FakeAnswer(404, { error: 'ORDER_NOT_FOUND', message: 'Deze order bestaat niet.' }),
  );
  server.on(listInvoiceAddresses, () => ({ addresses: [invoiceAddress], mayAdd: false }));
  const order = vi.fn<(params: Record<string, string>, body: unknown) => unknown>(() => placed);
  server.on(orderQuote, ({ params, body }) => order(params, body));
  return { server, order };
}

const submitButton = () => screen.findByTestId<HTMLButtonElement>('place-order');

async function readyToOrder() {
  const button = await submitButton();
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

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
  setViewportWidth(1280);
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
  cleanup();
  vi.unstubAllGlobals();
});

describe('which quote', () => {
  for (const width of TEST_WIDTHS)
    it(`without a quote named or kept, says where to choose one: My orders (${width} px)`, async () => {
      setup();
      setViewportWidth(width);
      renderFlowPages(pages, INVOICE);
      const missing = await screen.findByTestId('quote-missing');
      expect(screen.getByRole('heading', { level: 1, name: 'Offerte bestellen' })).toBeTruthy();
      expect(within(missing).getByRole('heading', { name: 'Welke offerte wilt u bestellen?' })).toBeTruthy();
      expect(within(missing).getByRole('link', { name: 'Naar Mijn orders' }).getAttribute('href')).toBe(
        '/?dlg=orders',
      );
      expect(await seriousViolations()).toEqual([]);
    });

  it('keeps the quote of the link for the next steps and ticks its number in the invoice step', async () => {
    setup();
    renderFlowPages(pages, `${INVOICE}?offerte=${REQUEST}`);
    const ordering = await screen.findByTestId('ordering-quote');
    expect(ordering.textContent).toBe(
      'U bestelt offerte OF12345 voor € 1.234,50 excl. BTW, geldig tot en met 31-12-2099.',
    );
    expect(window.sessionStorage.getItem(QUOTED_REQUEST_STORAGE_KEY)).toBe(REQUEST);
    cleanup();

    // Linked without the query (the steps' links), and after a reload: the kept quote.
    renderFlowPages(pages, INVOICE);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Order n.a.v. offerteaanvraag',
    });
    await waitFor(() => expect(box.checked).toBe(true));
    expect(box.disabled).toBe(true);
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: 'Offertenummer' });
    expect(number.value).toBe('OF12345');
    expect(number.readOnly).toBe(true);
    expect(orderDetails.getSnapshot().details.quotationNo).toBe('OF12345');
  });

  for (const width of TEST_WIDTHS)
    it(`Factureren passes axe at ${width} px`, async () => {
      window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
      setup();
      setViewportWidth(width);
      renderFlowPages(pages, INVOICE);
      await screen.findByTestId('ordering-quote');
      await screen.findByRole('radio', { name: /Klantnummer 1000001/ });
      expect(await seriousViolations()).toEqual([]);
    });

  it('says why a quote that was ordered, withdrawn or expired cannot be ordered', async () => {
    window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
    setup(requestView({ orderedAs: { id: uuid(43), orderNumber: '2026-000043' } }, 'accepted'));
    renderFlowPages(pages, CONFIRM);
    const panel = await screen.findByTestId('quote-not-orderable');
    expect(panel.textContent).toContain('Deze offerte is al besteld, met order 2026-000043.');
    expect(within(panel).getByRole('link', { name: 'Naar Mijn orders' }).getAttribute('href')).toBe(
      '/?dlg=orders',
    );
    expect(screen.queryByTestId('place-order')).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    const now = new Date('2026-12-01T10:00:00+01:00');
    expect(orderability(requestView({ validUntil: '2026-11-30' }), now)).toEqual({
      unavailable: { reason: 'expired', validUntil: '2026-11-30' },
    });
    expect(orderability(requestView({ validUntil: '2026-12-01' }), now)).toHaveProperty('ready');
    expect(orderability(requestView({}, 'cancelled'), now)).toEqual({ unavailable: { reason: 'closed' } });
    expect(
      orderability(requestView({ quotationNo: null, priceCents: null, validUntil: null }, 'received'), now),
    ).toEqual({ unavailable: { reason: 'notAnswered' } });
  });

  it('a quote that is not the user’s is not found', async () => {
    window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, uuid(99));
    setup();
    renderFlowPages(pages, CONFIRM);
    const panel = await screen.findByTestId('quote-not-orderable');
    expect(panel.textContent).toContain('Deze offerte vonden wij niet bij uw account.');
  });
});

describe('Controleren', () => {
  it("shows the quote's work and price with BTW, and orders it with the quote's number", async () => {
    window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
    completeDetails();
    const { server, order } = setup();
    renderFlowPages(pages, CONFIRM);
    const button = await readyToOrder();
    expect(button.textContent).toBe('Bestelling afronden');

    const work = screen.getByTestId('quoted-work-summary');
    expect(screen.getByRole('heading', { name: 'Offerte OF12345' })).toBeTruthy();
    expect(work.textContent).toContain('2026-000042');
    expect(within(work).getByTestId('quote-description').textContent).toBe(
      '250 brochures A4, 16 pagina’s in kleur, geniet.',
    );
    expect(within(work).getByTestId('quote-files').textContent).toBe(
      'brochure.pdf (16 pagina’s)omslag.pdf (1 pagina)',
    );
    expect(work.textContent).toContain('Inclusief een proefdruk.');
    expect(work.textContent).toContain('31-12-2099');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 1.234,50');
    expect(screen.getByTestId('total-vat').textContent).toBe('€ 259,25');
    expect(screen.getByTestId('total-incl-vat').textContent).toBe('€ 1.493,75');
    expect(screen.getByTestId('invoice-summary').textContent).toContain('OF12345');

    fireEvent.click(button);
    const thanks = await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(within(thanks).getByTestId('order-number').textContent).toBe('Uw ordernummer is 2026-000043.');
    expect(order).toHaveBeenCalledOnce();
    const [params, body] = order.mock.calls[0]!;
    expect(params).toEqual({ orderId: REQUEST });
    expect(body).toMatchObject({
      expectedTotalExclVatCents: 123450,
      themeName: 'drukwerkdirect',
      details: { quotationNo: 'OF12345', reference: 'PO-88123', description: '', instruction: '' },
    });
    const [, init] = server.fetch.mock.calls.find(([input]) => String(input).endsWith('/quote-order'))!;
    expect((init!.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    // Ordered: the details and the kept quote are gone; the thanks dialog stays.
    expect(orderDetails.getSnapshot().details.quotationNo).toBeNull();
    expect(window.sessionStorage.getItem(QUOTED_REQUEST_STORAGE_KEY)).toBeNull();
    fireEvent.click(within(thanks).getByRole('button', { name: 'Naar de startpagina' }));
    expect(await screen.findByText('Startpagina')).toBeTruthy();
  });

  for (const width of TEST_WIDTHS)
    it(`passes axe at ${width} px`, async () => {
      window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
      completeDetails();
      setup();
      setViewportWidth(width);
      renderFlowPages(pages, CONFIRM);
      await readyToOrder();
      expect(await seriousViolations()).toEqual([]);
    });

  it('adds the spoed surcharge to the quoted price', async () => {
    window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
    completeDetails();
    orderDetails.update({ deliveryDate: { date: '2026-11-30', time: '16:00', title: 'spoed' } });
    const { server, order } = setup();
    const day = {
      date: '30-11-2026',
      day: 'maandag',
      title: 'vandaag',
      daysAhead: 0,
      time: '16:00',
    } as const;
    server.on(listDeliveryDates, ({ params }) => ({
      available: true,
      shopId: params.shopId,
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
        fulfilment: 'deliver',
        first: day,
        express: { surchargeCents: 2500, orderBefore: day, first: day },
        orderBefore: day,
        afterPickup: null,
      },
      promiseText: 'Vóór 12:00 besteld, morgen bezorgd.',
      expressPromiseText: 'Spoed: vóór 16:00 besteld, vandaag bezorgd (+ € 25,00).',
      refreshAt: '2026-11-30T16:00:00.000+01:00',
    }));
    renderFlowPages(pages, CONFIRM);
    const button = await readyToOrder();
    expect(screen.getByTestId('order-totals').textContent).toContain('Spoedtoeslag€ 25,00');
    expect(screen.getByTestId('total-excl-vat').textContent).toBe('€ 1.259,50');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(order.mock.calls[0]![1]).toMatchObject({ expectedTotalExclVatCents: 125950 });
  });

  it('an expired quote: the server’s reason, then the way to My orders and no second try', async () => {
    window.sessionStorage.setItem(QUOTED_REQUEST_STORAGE_KEY, REQUEST);
    completeDetails();
    const { order } = setup();
    order.mockImplementationOnce(
      () =>
        new FakeAnswer(410, {
          error: 'QUOTE_EXPIRED',
          message: 'Deze offerte is verlopen. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
        }),
    );
    renderFlowPages(pages, CONFIRM);
    fireEvent.click(await readyToOrder());
    const failure = await screen.findByRole('dialog', { name: 'Fout bij het plaatsen van de order' });
    expect(failure.textContent).toContain('Deze offerte is verlopen.');
    fireEvent.click(within(failure).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const gone = screen.getByTestId('quote-gone');
    expect(gone.textContent).toContain('Deze offerte kunt u hier niet bestellen');
    expect(within(gone).getByRole('link', { name: 'Naar Mijn orders' }).getAttribute('href')).toBe(
      '/?dlg=orders',
    );
    expect((await submitButton()).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });
});
