import { MantineProvider } from '@mantine/core';
import { listDeskOrders } from '@portal/shared/api/order-desk.api';
import { listShops } from '@portal/shared/api/shops.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../../lib/site-context';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { testDeskSummary, testShop, uuid } from '../../../testing/placed-orders';
import { initTestI18n, testSite } from '../../../testing/render-with-app';
import { OrderInbox } from './order-inbox';

const UTRECHT = testShop();
const AMERSFOORT = testShop({ id: uuid(501), company: 'Drukwerk Direct Amersfoort', city: 'Amersfoort' });
const CURSOR = `2026-03-01T09:00:00.000Z_${uuid(1003)}_`;

/**
 * The inbox under a plain memory router: the filters change the address, which the data router
 * of renderWithApp cannot do in jsdom (its navigation builds a Request with jsdom's AbortSignal).
 */
function renderInbox(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter initialEntries={[path]}>
            <OrderInbox />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

/** The inbox with a server that records the query of every list call. */
function setup(path = '/medewerkers/orders') {
  const server = fakeServer();
  const queries: string[] = [];
  server.on(listShops, () => ({ shops: [UTRECHT, AMERSFOORT] }));
  server.on(listDeskOrders, ({ query }) => {
    queries.push(query.toString());
    return {
      orders: [
        testDeskSummary(12, { express: true }),
        testDeskSummary(11, { customerNumber: null, company: 'Bouwbedrijf Jansen', unpricedLineCount: 2 }),
      ],
      nextCursor: null,
    };
  });
  renderInbox(path);
  return { server, queries };
}

const lastQuery = (queries: string[]) => queries.at(-1);

beforeAll(initTestI18n);

describe('the order inbox', () => {
  it('builds the list query from the filters: shop, status and days as chosen, the search when sent', async () => {
    const { queries } = setup();
    await screen.findByTestId('order-desk-table');
    expect(queries).toEqual(['']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'in_production' },
    });
    await waitFor(() => expect(lastQuery(queries)).toBe('status=in_production'));

    // The shops come from the shops call, by name.
    const shop = screen.getByRole('combobox', { name: 'Vestiging' });
    expect(
      within(shop)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle vestigingen', 'Drukwerk Direct Utrecht', 'Drukwerk Direct Amersfoort']);
    fireEvent.change(shop, { target: { value: AMERSFOORT.id } });
    await waitFor(() => expect(lastQuery(queries)).toBe(`shopId=${AMERSFOORT.id}&status=in_production`));

    fireEvent.change(screen.getByLabelText('Besteld vanaf'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Besteld tot en met'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastQuery(queries)).toBe(
        `shopId=${AMERSFOORT.id}&status=in_production&placedFrom=2026-03-01&placedTo=2026-03-31`,
      ),
    );

    // Typing asks nothing; sending the search does.
    const calls = queries.length;
    const search = screen.getByRole('searchbox', { name: 'Zoeken' });
    fireEvent.change(search, { target: { value: '  INK-2026 ' } });
    expect(queries).toHaveLength(calls);
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(lastQuery(queries)).toBe(
        `shopId=${AMERSFOORT.id}&status=in_production&placedFrom=2026-03-01&placedTo=2026-03-31&q=INK-2026`,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(lastQuery(queries)).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Zoeken' }) as HTMLInputElement).value).toBe('');
  });

  it('takes its filters from the address, ignoring what is not valid there', async () => {
    const { queries } = setup(
      '/medewerkers/orders?status=shipped&van=2026-03-01&zoek=Jansen&vestiging=utrecht',
    );
    await screen.findByTestId('order-desk-table');
    expect(queries).toEqual(['status=shipped&placedFrom=2026-03-01&q=Jansen']);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('shipped');
    expect((screen.getByRole('searchbox', { name: 'Zoeken' }) as HTMLInputElement).value).toBe('Jansen');
    expect(screen.getByRole('table', { name: 'Orders (gefilterd)' })).toBeTruthy();
  });

  it('says a day range that ends before it starts, and asks nothing for it', async () => {
    const { queries } = setup('/medewerkers/orders?van=2026-03-10&tot=2026-03-01');
    expect(await screen.findByText('De datum ‘vanaf’ ligt na de datum ‘tot en met’.')).toBeTruthy();
    expect(queries).toEqual([]);
  });

  it('lists each order with its number, date, customer, reference, shop, status, spoed and total', async () => {
    const { queries } = setup('/medewerkers/orders?status=received');
    const table = await screen.findByRole('table', { name: 'Orders (gefilterd)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Ordernummer',
      'Besteld▼',
      'Beloofd voor↕',
      'Bezorgen / afhalen↕',
      'Soort',
      'Klant',
      'Referentie',
      'Vestiging↕',
      'Status',
      'Totaal excl. BTW',
    ]);
    const [first, second] = screen.getAllByTestId('order-desk-row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '2026-000012SPOED',
      '10-03-2026 14:05',
      '12-03-2026',
      'Bezorgen',
      'Printorder',
      '1000001Gemeente RivierstadBesteld door Karin de Klant',
      'INK-2026-7',
      'Drukwerk Direct Utrecht',
      'Ontvangen',
      '€ 100,00',
    ]);
    expect(within(first!).getByRole('link', { name: '2026-000012' }).getAttribute('href')).toBe(
      `/medewerkers/orders/${uuid(1012)}`,
    );
    expect(within(second!).getAllByRole('cell')[5]!.textContent).toBe(
      'Nieuwe klantBouwbedrijf JansenBesteld door Karin de Klant',
    );
    expect(within(second!).getAllByRole('cell')[9]!.textContent).toBe('Prijs volgt (offerte)');
    expect(within(second!).queryByText('SPOED')).toBeNull();
    expect(queries).toEqual(['status=received']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('names each kind of order, and says for one without a priced line what its kind says', async () => {
    const server = fakeServer();
    server.on(listShops, () => ({ shops: [UTRECHT] }));
    server.on(listDeskOrders, () => ({
      orders: [
        testDeskSummary(10, { kind: 'copy', lineCount: 1, unpricedLineCount: 1 }),
        testDeskSummary(9, { kind: 'quote', lineCount: 1, unpricedLineCount: 1 }),
        testDeskSummary(8, { kind: 'secured', lineCount: 1, unpricedLineCount: 1 }),
        testDeskSummary(7, { kind: 'quoted', lineCount: 1, unpricedLineCount: 0 }),
      ],
      nextCursor: null,
    }));
    renderInbox('/medewerkers/orders');
    await screen.findByTestId('order-desk-table');
    const kindAndTotal = (row: HTMLElement) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[4]!.textContent, cells[9]!.textContent];
    };
    // A quote request has no total at all: it asks for a price.
    expect(screen.getAllByTestId('order-desk-row').map(kindAndTotal)).toEqual([
      ['Kopieeropdracht', 'Prijs volgt'],
      ['Offerteaanvraag', '—'],
      ['Beveiligde printopdracht', 'Volgens afspraak'],
      ['Order n.a.v. offerte', '€ 100,00'],
    ]);
  });

  it('loads the next page with the cursor and the same filters', async () => {
    const server = fakeServer();
    const queries: string[] = [];
    server.on(listShops, () => ({ shops: [UTRECHT] }));
    server.on(listDeskOrders, ({ query }) => {
      queries.push(query.toString());
      return query.get('cursor')
        ? { orders: [testDeskSummary(10)], nextCursor: null }
        : { orders: [testDeskSummary(12), testDeskSummary(11)], nextCursor: CURSOR };
    });
    renderInbox('/medewerkers/orders?status=received');
    await screen.findByTestId('order-desk-table');
    expect(screen.getByText('2 orders getoond')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(screen.getAllByTestId('order-desk-row')).toHaveLength(3));
    expect(queries).toEqual(['status=received', `status=received&cursor=${encodeURIComponent(CURSOR)}`]);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(screen.getByText('3 orders getoond')).toBeTruthy();
  });

  it('sorts by a column on the server: first click ascending (placement newest first), second turns it round', async () => {
    const { queries } = setup('/medewerkers/orders?status=received');
    await screen.findByTestId('order-desk-table');
    const head = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(head(/^Besteld/).getAttribute('aria-sort')).toBe('descending');
    expect(head(/^Beloofd voor/).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: /^Beloofd voor/ }));
    await waitFor(() => expect(lastQuery(queries)).toBe('status=received&sort=promised&dir=asc'));
    await waitFor(() => expect(head(/^Beloofd voor/).getAttribute('aria-sort')).toBe('ascending'));
    expect(head(/^Besteld/).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: /^Beloofd voor/ }));
    await waitFor(() => expect(lastQuery(queries)).toBe('status=received&sort=promised&dir=desc'));

    fireEvent.click(screen.getByRole('button', { name: /^Bezorgen \/ afhalen/ }));
    await waitFor(() => expect(lastQuery(queries)).toBe('status=received&sort=orderType&dir=asc'));
    fireEvent.click(screen.getByRole('button', { name: /^Vestiging/ }));
    await waitFor(() => expect(lastQuery(queries)).toBe('status=received&sort=shop&dir=asc'));

    // Clearing the filters keeps the order of the list.
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(lastQuery(queries)).toBe('sort=shop&dir=asc'));
  });

  it("offers the planning views 'Vandaag te leveren' and 'Te laat', one pressed at a time", async () => {
    const { queries } = setup('/medewerkers/orders?weergave=overdue&sorteer=promised&richting=asc');
    await screen.findByTestId('order-desk-table');
    expect(queries).toEqual(['view=overdue&sort=promised&dir=asc']);
    const view = (name: string) => screen.getByRole('button', { name });
    expect(view('Te laat').getAttribute('aria-pressed')).toBe('true');
    expect(view('Alle orders').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(view('Vandaag te leveren'));
    await waitFor(() => expect(lastQuery(queries)).toBe('view=dueToday&sort=promised&dir=asc'));
    expect(view('Vandaag te leveren').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(view('Alle orders'));
    await waitFor(() => expect(lastQuery(queries)).toBe('sort=promised&dir=asc'));
  });

  it("marks a late order 'Te laat', an order without a day 'Geen datum', a pickup and a purchasing-portal order", async () => {
    const server = fakeServer();
    server.on(listShops, () => ({ shops: [UTRECHT] }));
    server.on(listDeskOrders, () => ({
      orders: [
        testDeskSummary(12, { promised: { date: '2026-03-09', time: '10:00' }, overdue: true }),
        testDeskSummary(11, { promised: null, purchasingPortal: true }),
        testDeskSummary(10, { orderType: 'pickUp' }),
      ],
      nextCursor: null,
    }));
    renderInbox('/medewerkers/orders');
    await screen.findByTestId('order-desk-table');
    const [late, portal, pickUp] = screen.getAllByTestId('order-desk-row');
    expect(within(late!).getByTestId('order-desk-promised').textContent).toBe('09-03-2026 10:00 · Te laat');
    expect(within(portal!).getByTestId('order-desk-promised').textContent).toBe('Geen datum');
    expect(within(portal!).getByTestId('order-desk-portal').textContent).toBe('Inkoopportaal');
    expect(within(late!).queryByTestId('order-desk-portal')).toBeNull();
    expect(within(pickUp!).getAllByRole('cell')[3]!.textContent).toBe('Afhalen');
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows 'Geen toegang' with a way home when the server refuses the desk", async () => {
    const server = fakeServer();
    server.on(listShops, () => ({ shops: [] }));
    server.on(
      listDeskOrders,
      () => new FakeAnswer(403, { error: 'FORBIDDEN', message: 'U heeft geen toegang tot dit onderdeel.' }),
    );
    renderInbox('/medewerkers/orders');
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('order-desk-table')).toBeNull();
  });
});
