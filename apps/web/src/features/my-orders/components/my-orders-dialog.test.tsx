import { getMyOrder, listMyOrders, reorder } from '@portal/shared/api/my-orders.api';
import { formatPrice } from '@portal/shared/format';
import type { OrderView, ReorderResult } from '@portal/shared/schemas/order-views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import {
  testCopyOrderView,
  testOrderView,
  testQuote,
  testQuoteRequestView,
  testSummary,
  testUser,
  uuid,
} from '../../../testing/placed-orders';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { MyOrdersDialog, type MyOrdersDialogProps } from './my-orders-dialog';

const CURSOR = `2026-03-01T09:00:00.000Z_${uuid(1003)}`;

function setup(props: Partial<MyOrdersDialogProps> = {}) {
  const server = fakeServer();
  const onClose = vi.fn();
  const onLogin = vi.fn();
  renderWithApp(
    <MyOrdersDialog
      user={testUser()}
      hidden={false}
      showPrices
      uploadHref="/"
      onLogin={onLogin}
      onClose={onClose}
      {...props}
    />,
  );
  return { server, onClose, onLogin };
}

const items = () => screen.getAllByTestId('my-orders-item');

beforeAll(initTestI18n);

describe('the list of my orders', () => {
  it('shows the orders newest first with number, date, status, reference and totals, then loads more', async () => {
    const { server } = setup();
    const cursors: (string | null)[] = [];
    server.on(listMyOrders, ({ query }) => {
      cursors.push(query.get('cursor'));
      return query.get('cursor') === CURSOR
        ? {
            orders: [
              testSummary(1, {
                placedAt: '2026-02-27T08:00:00.000Z',
                status: 'delivered',
                statusLabel: 'Afgeleverd',
              }),
            ],
            nextCursor: null,
          }
        : {
            orders: [
              testSummary(3, { express: true, status: 'in_production', statusLabel: 'In productie' }),
              testSummary(2, { reference: '', unpricedLineCount: 2 }),
            ],
            nextCursor: CURSOR,
          };
    });

    await screen.findByTestId('my-orders-list');
    expect(items()).toHaveLength(2);
    const first = items()[0]!;
    expect(within(first).getByText('Order 2026-000003')).toBeTruthy();
    expect(within(first).getByTestId('order-kind-badge').textContent).toBe('Printorder');
    // 13:05 UTC on 10 March is 14:05 in Amsterdam; the list gives the day.
    expect(within(first).getByText('Geplaatst op 10-03-2026')).toBeTruthy();
    expect(
      within(first).getByText('In productie').closest('[data-status]')?.getAttribute('data-status'),
    ).toBe('in_production');
    expect(within(first).getByText('Spoed')).toBeTruthy();
    expect(within(first).getByText('Referentie: INK-2026-7')).toBeTruthy();
    expect(within(first).getByTestId('my-orders-item-total').textContent).toBe(
      '€ 121,00 incl. BTW€ 100,00 excl. BTW',
    );
    // An order whose every line is still quoted has no total yet.
    expect(within(items()[1]!).getByTestId('my-orders-item-total').textContent).toBe('Prijs volgt (offerte)');
    expect(within(items()[1]!).queryByText(/Referentie/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(cursors).toEqual([null, CURSOR]);
    expect(within(items()[2]!).getByText('Afgeleverd')).toBeTruthy();
    // The last page: no more to load; the new order has the focus.
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(document.activeElement).toBe(items()[2]);
  });

  it('names what is loading for screen readers while the orders load', async () => {
    fakeServer().on(listMyOrders, () => new Promise(() => {}));
    renderWithApp(
      <MyOrdersDialog
        user={testUser()}
        hidden={false}
        showPrices
        uploadHref="/"
        onLogin={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('status', { name: 'Uw orders worden geladen…' })).toBeTruthy();
  });

  it('says there are no orders yet, with a way to upload', async () => {
    const { server } = setup();
    server.on(listMyOrders, () => ({ orders: [], nextCursor: null }));
    expect((await screen.findByTestId('my-orders-empty')).textContent).toContain(
      'U heeft nog geen orders geplaatst.',
    );
    expect(screen.getByRole('link', { name: 'Bestanden uploaden' }).getAttribute('href')).toBe('/');
  });

  it('hides every price when the theme hides pricing', async () => {
    const { server } = setup({ showPrices: false });
    server.on(listMyOrders, () => ({ orders: [testSummary(1)], nextCursor: null }));
    server.on(getMyOrder, () => testOrderView(1));
    await screen.findByTestId('my-orders-list');
    expect(screen.queryByTestId('my-orders-item-total')).toBeNull();
    fireEvent.click(items()[0]!);
    await screen.findByTestId('my-order-history');
    expect(screen.queryByTestId('my-order-line-price')).toBeNull();
    expect(screen.queryByTestId('my-order-totals')).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('asks a visitor to log in', () => {
    const { onLogin } = setup({ user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('shows nothing of the orders when the theme hides them', () => {
    const { server } = setup({ hidden: true });
    expect(screen.getByText(/Uw orders zijn in dit portaal niet in te zien/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe('one of my orders', () => {
  it('shows its lines, delivery, totals and status history, and goes back to the list', async () => {
    const { server } = setup();
    const order = testOrderView(7, {
      status: 'shipped',
      statusLabel: 'Verzonden',
      history: [
        {
          from: null,
          fromLabel: null,
          to: 'received',
          toLabel: 'Ontvangen',
          at: '2026-03-10T13:05:00.000Z',
          note: '',
        },
        {
          from: 'received',
          fromLabel: 'Ontvangen',
          to: 'in_production',
          toLabel: 'In productie',
          at: '2026-03-11T07:30:00.000Z',
          note: '',
        },
        {
          from: 'in_production',
          fromLabel: 'In productie',
          to: 'shipped',
          toLabel: 'Verzonden',
          at: '2026-03-11T15:45:00.000Z',
          note: 'Met PostNL, track & trace volgt.',
        },
      ],
    });
    server.on(listMyOrders, () => ({ orders: [testSummary(8), testSummary(7)], nextCursor: null }));
    server.on(getMyOrder, ({ params }) =>
      params.orderId === order.id ? order : new FakeAnswer(404, { error: 'ORDER_NOT_FOUND', message: 'x' }),
    );

    await screen.findByTestId('my-orders-list');
    fireEvent.click(items()[1]!);
    const heading = await screen.findByRole('heading', { name: 'Order 2026-000007' });
    // The focus moves in an effect after the heading is on the page: on a busy machine a look
    // between the two finds it still on the list, so the look waits for it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.calls).toContain(`GET /api/v3/orders/${order.id}`);

    const lines = screen.getAllByTestId('my-order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Jaarverslag 2025.pdf')).toBeTruthy();
    expect(within(lines[0]!).getByText('Documenten printen')).toBeTruthy();
    // The titles the order kept, as the customer read them when ordering; no empty remark.
    expect(within(lines[0]!).getByText('Formaat: A4 · Papier: 100 g/m²')).toBeTruthy();
    expect(within(lines[0]!).getByText('Aantal: 25')).toBeTruthy();
    expect(within(lines[0]!).getByTestId('my-order-line-price').textContent).toBe('€ 100,00');
    expect(within(lines[1]!).getByTestId('my-order-line-price').textContent).toBe('Prijs volgt (offerte)');

    const totals = screen.getByTestId('my-order-totals');
    expect(within(totals).getByRole('row', { name: 'Totaal excl. BTW € 100,00' })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: 'BTW € 21,00' })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: 'Totaal incl. BTW € 121,00' })).toBeTruthy();
    expect(
      screen.getByText('Eén bestand heeft nog geen prijs en is niet in het totaal opgenomen.'),
    ).toBeTruthy();

    const fulfilment = screen.getByRole('region', { name: 'Bezorgen of afhalen' });
    expect(within(fulfilment).getByText('12-03-2026')).toBeTruthy();
    expect(within(fulfilment).getByText('Stadhuisplein 1')).toBeTruthy();
    expect(within(fulfilment).getByText('Drukwerk Direct Utrecht')).toBeTruthy();
    expect(screen.getByText('INK-2026-7')).toBeTruthy();
    expect(screen.getByText('Wegen')).toBeTruthy();

    const history = within(screen.getByTestId('my-order-history')).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Ontvangen 10-03-2026 om 14:05',
      'In productie 11-03-2026 om 08:30',
      'Verzonden 11-03-2026 om 16:45Notitie: Met PostNL, track & trace volgt.',
    ]);
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Terug naar mijn orders' }));
    await screen.findByTestId('my-orders-list');
    // The keyboard goes on at the order it came from.
    await waitFor(() => expect(document.activeElement).toBe(items()[1]));
  });

  it('shows a pickup with the shop where it is collected', async () => {
    const { server } = setup();
    const order = testOrderView(4, {
      orderType: 'pickUp',
      details: {
        ...testOrderView(4).details,
        orderType: 'pickUp',
        deliveryAddress: null,
        deliveryDate: { date: '2026-03-13', time: '10:00', title: 'spoed' },
      },
      express: true,
    });
    server.on(listMyOrders, () => ({ orders: [testSummary(4)], nextCursor: null }));
    server.on(getMyOrder, () => order);
    await screen.findByTestId('my-orders-list');
    fireEvent.click(items()[0]!);
    const fulfilment = await screen.findByRole('region', { name: 'Bezorgen of afhalen' });
    expect(within(fulfilment).getByText('Afhalen').nextElementSibling?.textContent).toBe(
      '13-03-2026 10:00 (spoed)',
    );
    expect(within(fulfilment).getByText('Afhalen bij').nextElementSibling?.textContent).toBe(
      'Drukwerk Direct UtrechtVredenburg 403511 BD  Utrecht',
    );
    expect(within(fulfilment).queryByText('Bezorgadres')).toBeNull();
  });
});

describe('reordering one of my orders', () => {
  const SESSION = uuid(9001);
  const result: ReorderResult = {
    cart: {
      lines: [
        {
          fileId: uuid(9101),
          fileName: 'Jaarverslag 2025 (2).pdf',
          productId: 'documenten',
          productTitle: 'Documenten printen',
          specs: [],
          quantity: 3,
          format: 'A4',
          priceCents: 12000,
          breakdown: null,
          noPriceReason: null,
          priceHidden: false,
          inCart: true,
        },
      ],
      totalCents: 12000,
    },
    lines: [
      {
        position: 1,
        fileId: uuid(9101),
        fileName: 'Jaarverslag 2025 (2).pdf',
        previousPriceCents: 10000,
        priceCents: 12000,
      },
      {
        position: 3,
        fileId: uuid(9103),
        fileName: 'gevel.dwg',
        previousPriceCents: null,
        priceCents: null,
      },
    ],
    previousTotalCents: 10000,
    totalCents: 12000,
    leftOut: [
      {
        position: 2,
        fileName: 'Plattegrond.pdf',
        reason: 'PRODUCT_NOT_FOUND',
        message: 'Dit product bestaat niet of is voor u niet te bestellen.',
      },
    ],
  };

  async function openOrder(server: ReturnType<typeof fakeServer>) {
    server.on(listMyOrders, () => ({ orders: [testSummary(7)], nextCursor: null }));
    server.on(getMyOrder, () => testOrderView(7));
    await screen.findByTestId('my-orders-list');
    fireEvent.click(items()[0]!);
    await screen.findByRole('heading', { name: 'Order 2026-000007' });
  }

  it('puts the lines in the cart and shows each price then and now, the lines left out, and the way to the cart', async () => {
    const onReordered = vi.fn();
    const onToCart = vi.fn();
    const { server } = setup({ reorder: { sessionId: SESSION, onReordered, onToCart } });
    const bodies: unknown[] = [];
    server.on(reorder, ({ params, body }) => {
      bodies.push({ orderId: params.orderId, body });
      return result;
    });
    await openOrder(server);

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw bestellen' }));
    const heading = await screen.findByRole('heading', { name: 'In uw winkelwagen' });
    // Moved in an effect after the result is on the page (see above).
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(bodies).toEqual([{ orderId: testOrderView(7).id, body: { sessionId: SESSION } }]);
    expect(onReordered).toHaveBeenCalledWith(result);

    const [line, unpriced] = screen.getAllByTestId('reorder-line');
    expect(
      within(line!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatPrice(10000), formatPrice(12000), `+ ${formatPrice(2000)}`]);
    expect(within(line!).getByRole('rowheader').textContent).toBe('Jaarverslag 2025 (2).pdf');
    // Without a price: the placed order's was to follow, today's could not be computed (decision 0068).
    expect(
      within(unpriced!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Prijs volgt (offerte)', 'Geen prijscalculatie mogelijk', '']);
    expect(screen.getByTestId('reorder-total').textContent).toBe(
      `Totaal excl. BTW${formatPrice(10000)}${formatPrice(12000)}+ ${formatPrice(2000)}`,
    );
    expect(screen.getByTestId('reorder-left-out').textContent).toBe(
      'Plattegrond.pdf: Dit product bestaat niet of is voor u niet te bestellen.',
    );
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Naar de winkelwagen' }));
    expect(onToCart).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal and stays on the order", async () => {
    const onReordered = vi.fn();
    const { server } = setup({ reorder: { sessionId: SESSION, onReordered, onToCart: vi.fn() } });
    server.on(
      reorder,
      () =>
        new FakeAnswer(404, {
          error: 'ORDER_NOT_FOUND',
          message: 'Deze order bestaat niet, of u heeft er geen toegang toe.',
        }),
    );
    await openOrder(server);

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw bestellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Opnieuw bestellen is niet gelukt. Deze order bestaat niet, of u heeft er geen toegang toe.',
    );
    expect(onReordered).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Order 2026-000007' })).toBeTruthy();
  });

  it.each([
    ['copy', testCopyOrderView(7)],
    ['quote', testQuoteRequestView(7, 'received')],
  ] as const)(
    'has no reorder button on a %s order: only a print order is reordered',
    async (_kind, order) => {
      const { server } = setup({ reorder: { sessionId: SESSION, onReordered: vi.fn(), onToCart: vi.fn() } });
      server.on(listMyOrders, () => ({ orders: [testSummary(7, { kind: order.kind })], nextCursor: null }));
      server.on(getMyOrder, () => order);
      await screen.findByTestId('my-orders-list');
      fireEvent.click(items()[0]!);
      await screen.findByRole('heading', { name: 'Order 2026-000007' });
      expect(screen.queryByRole('button', { name: 'Opnieuw bestellen' })).toBeNull();
    },
  );

  it('has no reorder button without a way to reorder', async () => {
    const { server } = setup();
    await openOrder(server);
    expect(screen.queryByRole('button', { name: 'Opnieuw bestellen' })).toBeNull();
  });
});

/** The dialog with one order in the list that opens as `order`; other orders by id from `others`. */
async function openOne(order: OrderView, props: Partial<MyOrdersDialogProps> = {}, others: OrderView[] = []) {
  const { server } = setup(props);
  // The list's schema keeps an order's summary of the view.
  server.on(listMyOrders, () => ({ orders: [order], nextCursor: null }));
  server.on(
    getMyOrder,
    ({ params }) =>
      [order, ...others].find((one) => one.id === params.orderId) ??
      new FakeAnswer(404, { error: 'ORDER_NOT_FOUND', message: 'Deze order bestaat niet.' }),
  );
  await screen.findByTestId('my-orders-list');
  fireEvent.click(items()[0]!);
  await screen.findByRole('heading', { name: `Order ${order.orderNumber}` });
  return server;
}

describe('orders of every kind', () => {
  it("shows a copy order's job by its title and choices, without a file, and its price to follow", async () => {
    const order = testCopyOrderView(12);
    const { server } = setup();
    server.on(listMyOrders, () => ({
      orders: [testSummary(12, { kind: 'copy', lineCount: 1, unpricedLineCount: 1 })],
      nextCursor: null,
    }));
    server.on(getMyOrder, () => order);
    await screen.findByTestId('my-orders-list');
    expect(within(items()[0]!).getByTestId('order-kind-badge').textContent).toBe('Kopieeropdracht');
    expect(within(items()[0]!).getByTestId('my-orders-item-total').textContent).toBe('Prijs volgt');

    fireEvent.click(items()[0]!);
    await screen.findByRole('heading', { name: 'Order 2026-000012' });
    expect(screen.getByText('Soort').nextElementSibling?.textContent).toBe('Kopieeropdracht');
    const job = screen.getByRole('region', { name: 'Opdracht' });
    const [line] = within(job).getAllByTestId('my-order-line');
    expect(line!.textContent).toBe(
      "KopieeropdrachtOriginelen (pagina's per set): 12 pagina's · Aantal sets: 5 · Formaat: A3 · Afwerking: RingbandPrijs volgt",
    );
    // No file: no file name, no product line, no copies of a file; no totals to add up.
    expect(within(line!).queryByText(/Aantal:/)).toBeNull();
    expect(screen.queryByTestId('my-order-totals')).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("reads 'Prijs op aanvraag' where the customer was shown no amount, and never a euro sign", async () => {
    const base = testOrderView(14);
    const order = testOrderView(14, {
      totals: null,
      expressSurchargeCents: null,
      lines: [
        { ...base.lines[0]!, unitPriceCents: null, linePriceCents: null, priceHidden: true },
        base.lines[1]!,
      ],
    });
    const { server } = setup();
    server.on(listMyOrders, () => ({
      orders: [testSummary(14, { totals: null, expressSurchargeCents: null })],
      nextCursor: null,
    }));
    server.on(getMyOrder, () => order);
    await screen.findByTestId('my-orders-list');
    expect(within(items()[0]!).getByTestId('my-orders-item-total').textContent).toBe('Prijs op aanvraag');

    fireEvent.click(items()[0]!);
    await screen.findByRole('heading', { name: 'Order 2026-000014' });
    const prices = screen.getAllByTestId('my-order-line-price').map((price) => price.textContent);
    expect(prices).toEqual(['Prijs op aanvraag', 'Prijs volgt (offerte)']);
    expect(screen.queryByTestId('my-order-totals')).toBeNull();
    expect(screen.getByTestId('my-order-detail').textContent).not.toContain('€');
  });

  it("shows a secured order's lines by agreement, without amounts", async () => {
    const base = testOrderView(15);
    const order = testOrderView(15, {
      kind: 'secured',
      totals: null,
      expressSurchargeCents: null,
      lines: [
        {
          ...base.lines[0]!,
          kind: 'secured_file',
          productTitle: 'Loonstroken',
          unitPriceCents: null,
          linePriceCents: null,
          noPriceReason: 'byAgreement',
        },
      ],
      lineCount: 1,
      unpricedLineCount: 1,
    });
    await openOne(order);
    const [line] = screen.getAllByTestId('my-order-line');
    expect(within(line!).getByText('Jaarverslag 2025.pdf')).toBeTruthy();
    expect(within(line!).getByText('Loonstroken')).toBeTruthy();
    expect(within(line!).getByText('Aantal: 25')).toBeTruthy();
    expect(within(line!).getByTestId('my-order-line-price').textContent).toBe('Volgens afspraak');
    expect(screen.getByTestId('my-order-detail').textContent).not.toContain('€');
  });
});

describe('quotes in my orders', () => {
  it("shows an answered quote with its price excl. and incl. BTW and orders it on the quote's own route", async () => {
    const order = testQuoteRequestView(30, 'quoted');
    await openOne(order);
    const quote = screen.getByRole('region', { name: 'Offerte' });
    const fact = (label: string) => within(quote).getByText(label).nextElementSibling?.textContent;
    expect(fact('Offertenummer')).toBe('Q260042');
    expect(fact('Offerte van')).toBe('11-03-2026');
    expect(fact('Prijs excl. BTW')).toBe('€ 1.250,00');
    expect(fact('BTW (21%)')).toBe('€ 262,50');
    expect(fact('Prijs incl. BTW')).toBe('€ 1.512,50');
    expect(fact('Geldig tot en met')).toBe('31-12-2099');
    expect(fact('Toelichting')).toBe('Inclusief ophalen en terugbrengen.');
    expect(within(quote).getByRole('link', { name: 'Offerte bestellen' }).getAttribute('href')).toBe(
      `/offerte-bestellen/bezorgen?offerte=${order.id}`,
    );
    // The request's own line: what was asked, no price (it asks for one).
    const request = screen.getByRole('region', { name: 'Uw aanvraag' });
    expect(within(request).getByTestId('my-order-line').textContent).toBe(
      'OfferteaanvraagOmschrijving: 500 brochures A5, 16 pagina’s',
    );
    expect(within(request).queryByTestId('my-order-line-price')).toBeNull();
    expect(screen.queryByTestId('my-order-totals')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says a quote past its last day expired, and offers no way to order it', async () => {
    await openOne(testQuoteRequestView(31, 'quoted', { quote: testQuote(31, { validUntil: '2020-01-31' }) }));
    expect(screen.getByTestId('my-order-quote-expired').textContent).toBe(
      'Deze offerte is verlopen. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
    );
    expect(screen.queryByRole('link', { name: 'Offerte bestellen' })).toBeNull();
  });

  it('waits for the answer while the request is open', async () => {
    await openOne(
      testQuoteRequestView(32, 'received', {
        quote: testQuote(32, {
          quotationNo: null,
          priceCents: null,
          note: '',
          answeredAt: null,
          validUntil: null,
        }),
      }),
    );
    const quote = screen.getByRole('region', { name: 'Offerte' });
    expect(within(quote).getByText(/sturen u zo snel mogelijk een offerte/)).toBeTruthy();
    expect(within(quote).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('my-order-detail').textContent).not.toContain('€');
  });

  it('links an ordered quote to the order it became, and that order back to its quote', async () => {
    const placed = testOrderView(34, {
      kind: 'quoted',
      quote: testQuote(33, { orderedAs: { id: uuid(1034), orderNumber: '2026-000034' } }),
    });
    const request = testQuoteRequestView(33, 'accepted', {
      quote: testQuote(33, { orderedAs: { id: placed.id, orderNumber: placed.orderNumber } }),
    });
    const server = await openOne(request, {}, [placed]);
    expect(screen.getByText('U heeft deze offerte besteld als order 2026-000034.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Offerte bestellen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Order 2026-000034 bekijken' }));
    const heading = await screen.findByRole('heading', { name: 'Order 2026-000034' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.calls).toContain(`GET /api/v3/orders/${placed.id}`);
    expect(screen.getByTestId('my-order-quote').textContent).toContain(
      'Deze order volgt offerte Q260042 (aanvraag 2026-000033).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aanvraag 2026-000033 bekijken' }));
    expect(await screen.findByRole('heading', { name: 'Order 2026-000033' })).toBeTruthy();
  });
});
