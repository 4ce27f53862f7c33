import {
  answerQuote,
  downloadOrderLineFile,
  downloadXjdfTicket,
  getDeskOrder,
  getOrderLinePreview,
  moveOrderStatus,
} from '@portal/shared/api/order-desk.api';
import { orderStatus as statusLabels } from '@portal/shared/i18n/nl/order-status';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBearerToken } from '../../../lib/api-client';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../../testing/fake-server';
import {
  deskLine,
  testCopyJobLine,
  testDeskView,
  testDetails,
  testQuote,
  testQuoteRequestView,
  testStaff,
} from '../../../testing/placed-orders';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { DeskOrderPage } from './desk-order-page';

const ORDER = 7;

/** The page over a server that answers the order as `current()` says, and every page preview. */
function setup(first: DeskOrderView) {
  const server = fakeServer();
  let current = first;
  server.on(getDeskOrder, () => current);
  server.on(getOrderLinePreview, ({ params, query }) => `webp ${params.position}-${query.get('page')}`);
  renderWithApp(<DeskOrderPage orderId={first.id} />);
  return {
    server,
    /** What the next GET answers (someone else moved the order). */
    becomes(next: DeskOrderView) {
      current = next;
    },
  };
}

const moveButtons = () =>
  within(screen.getByTestId('order-desk-moves'))
    .getAllByRole('button')
    .map((button) => button.textContent);

const view = (status: OrderStatus, orderType: 'deliver' | 'pickUp', nextStates: OrderStatus[]) =>
  testDeskView(ORDER, status, {
    orderType,
    details: testDetails({
      orderType,
      deliveryAddress: orderType === 'pickUp' ? null : testDetails().deliveryAddress,
    }),
    nextStates,
  });

/** How often the order was asked for (its page previews aside). */
const gets = (server: FakeServer) =>
  server.calls.filter((call) => call.startsWith('GET /api/v3/order-desk/') && !call.includes('/preview/'))
    .length;

/** A blob's text. (The page's blobs come from fetch, whose Blob is not jsdom's: no FileReader.) */
const textOf = (blob: Blob) => blob.text();

beforeAll(initTestI18n);

/** The images the page made URLs for, by URL. */
let images: Map<string, Blob>;
beforeEach(() => {
  images = new Map();
  // jsdom has no object URLs: each fetched preview gets one the test can read back.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:preview-${images.size + 1}`;
      images.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  setBearerToken(undefined);
});

describe('the moves an order offers', () => {
  it.each([
    [
      'received',
      'deliver',
      ['in_production', 'cancelled'],
      ['Zet op ‘In productie’', 'Zet op ‘Geannuleerd’'],
    ],
    ['in_production', 'deliver', ['shipped', 'cancelled'], ['Zet op ‘Verzonden’', 'Zet op ‘Geannuleerd’']],
    [
      'in_production',
      'pickUp',
      ['ready_for_pickup', 'cancelled'],
      ['Zet op ‘Klaar om af te halen’', 'Zet op ‘Geannuleerd’'],
    ],
    ['ready_for_pickup', 'pickUp', ['delivered'], ['Zet op ‘Afgeleverd’']],
    ['shipped', 'deliver', ['delivered'], ['Zet op ‘Afgeleverd’']],
  ] as const)('%s (%s): %j', async (status, orderType, nextStates, buttons) => {
    setup(view(status, orderType, [...nextStates]));
    await screen.findByTestId('order-desk-moves');
    expect(moveButtons()).toEqual(buttons);
  });

  it('never offers a move the rule refuses, even when the answer names it: a pickup is not shipped', async () => {
    setup(view('in_production', 'pickUp', ['ready_for_pickup', 'shipped', 'cancelled', 'delivered']));
    await screen.findByTestId('order-desk-moves');
    expect(moveButtons()).toEqual(['Zet op ‘Klaar om af te halen’', 'Zet op ‘Geannuleerd’']);
  });

  it.each(['delivered', 'cancelled'] as const)('offers none from %s: the order is done', async (status) => {
    setup(view(status, 'deliver', []));
    expect((await screen.findByTestId('order-desk-final')).textContent).toBe(
      'Deze order is afgerond: de status kan niet meer worden gewijzigd.',
    );
    expect(screen.queryByTestId('order-desk-moves')).toBeNull();
  });
});

describe('moving an order', () => {
  it('asks for a confirmation with a note, sends the state it saw, and shows the new state and history', async () => {
    const before = view('in_production', 'deliver', ['shipped', 'cancelled']);
    const { server } = setup(before);
    const bodies: unknown[] = [];
    const after: DeskOrderView = {
      ...before,
      status: 'shipped',
      statusLabel: statusLabels.shipped,
      nextStates: ['delivered'],
      history: [
        ...before.history,
        {
          from: 'in_production',
          fromLabel: statusLabels.in_production,
          to: 'shipped',
          toLabel: statusLabels.shipped,
          at: '2026-03-11T15:45:00.000Z',
          note: 'Met PostNL',
          changedBy: testStaff,
        },
      ],
    };
    server.on(moveOrderStatus, ({ body }) => {
      bodies.push(body);
      return after;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Zet op ‘Verzonden’' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status wijzigen' });
    expect(
      within(dialog).getByText('Order 2026-000007 gaat van ‘In productie’ naar ‘Verzonden’.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notitie (niet verplicht)' }), {
      target: { value: '  Met PostNL ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Status wijzigen' }));

    expect((await screen.findByTestId('order-desk-moved')).textContent).toBe(
      'De status is gewijzigd naar ‘Verzonden’.',
    );
    expect(bodies).toEqual([{ to: 'shipped', expectedFrom: 'in_production', note: 'Met PostNL' }]);
    expect(moveButtons()).toEqual(['Zet op ‘Afgeleverd’']);
    const status = screen.getByTestId('order-desk-status');
    expect(within(status).getByText('Verzonden')).toBeTruthy();
    const rows = within(
      screen.getByRole('table', { name: 'Statusgeschiedenis van order 2026-000007' }),
    ).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toBe('Verzonden11-03-2026 16:45Mark MedewerkerMet PostNL');
    // The keyboard's place: the status section's heading, since the pressed button is gone.
    expect(document.activeElement).toBe(within(status).getByRole('heading', { name: 'Status wijzigen' }));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { server } = setup(view('received', 'deliver', ['in_production', 'cancelled']));
    fireEvent.click(await screen.findByRole('button', { name: 'Zet op ‘Geannuleerd’' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status wijzigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it.each([
    [
      409,
      'ORDER_STATUS_CHANGED',
      'De status van deze order is intussen door iemand anders gewijzigd. Bekijk de order opnieuw en kies dan de volgende status.',
    ],
    [
      422,
      'ORDER_STATUS_NOT_ALLOWED',
      'Deze statuswijziging is niet toegestaan. Een afhaalorder gaat naar Klaar om af te halen, een bezorgorder naar Verzonden; Afgeleverd en Geannuleerd zijn definitief.',
    ],
  ] as const)(
    'a refused move (%i %s) shows the server’s reason and the order as it is now',
    async (status, code, message) => {
      const before = view('in_production', 'deliver', ['shipped', 'cancelled']);
      const { server, becomes } = setup(before);
      server.on(moveOrderStatus, () => new FakeAnswer(status, { error: code, message }));
      const button = await screen.findByRole('button', { name: 'Zet op ‘Verzonden’' });
      // Meanwhile a colleague cancelled it.
      becomes({ ...before, status: 'cancelled', statusLabel: statusLabels.cancelled, nextStates: [] });
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Status wijzigen' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Status wijzigen' }));

      const refused = await screen.findByTestId('order-desk-refused');
      expect(refused.textContent).toBe(message);
      expect(refused.getAttribute('role')).toBe('alert');
      // Reloaded: the order's new state, and no moves left.
      await screen.findByTestId('order-desk-final');
      expect(gets(server)).toBe(2);
      expect(within(screen.getByTestId('order-desk-status')).getByText('Geannuleerd')).toBeTruthy();
    },
  );
});

describe('the order at the desk', () => {
  it('shows the lines with pages, choices, prices and downloads, the ticket, the details and history', async () => {
    const order = view('received', 'deliver', ['in_production', 'cancelled']);
    setup({
      ...order,
      express: true,
      expressSurchargeCents: 2500,
      details: {
        ...order.details,
        instruction: 'Graag op de hoek nieten.',
        letter: 'Bellen bij de achterdeur.',
      },
      lines: order.lines.map((line, index) =>
        index === 1 ? { ...line, file: { ...line.file!, stored: false, sizeBytes: null } } : line,
      ),
    });
    const lines = within(await screen.findByRole('table', { name: 'De bestanden van order 2026-000007' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Order 2026-000007' })).toBeTruthy();
    expect(screen.getAllByText('SPOED').length).toBeGreaterThan(0);
    const [first, second] = screen.getAllByTestId('desk-order-line');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Jaarverslag 2025.pdf2,0 kB',
      '2 kleur, 10 z/w, 0 leegFormaat A4',
      'Documenten printenFormaat: A4Papier: 100 g/m²',
      '25',
      '€ 100,00',
      'Downloaden',
    ]);
    expect(within(first!).getByRole('button', { name: 'Jaarverslag 2025.pdf downloaden' })).toBeTruthy();
    expect(within(second!).getAllByRole('cell')[4]!.textContent).toBe('Prijs volgt (offerte)');
    expect(within(second!).getByText('Niet meer opgeslagen')).toBeTruthy();
    expect(lines.getAllByRole('columnheader')).toHaveLength(6);

    const totals = within(screen.getByTestId('desk-order-totals'));
    expect(totals.getByRole('row', { name: 'Spoedtoeslag € 25,00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jobticket XJDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jobticket JSON' })).toBeTruthy();
    expect(screen.getByTestId('ticket-stored').textContent).toBe('Vastgelegd bij het plaatsen van de order.');
    expect(screen.getByText('Soort').nextElementSibling?.textContent).toBe('Printorder');
    expect(within(screen.getByTestId('desk-order-downloads')).getByText(/Nog niemand/)).toBeTruthy();
    expect(screen.getByText('Graag op de hoek nieten.')).toBeTruthy();
    expect(screen.getByText('Bellen bij de achterdeur.')).toBeTruthy();
    expect(screen.getByText('KvK 12345678')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'inkoop@rivierstad.example' }).getAttribute('href')).toBe(
      'mailto:inkoop@rivierstad.example',
    );
    expect(screen.getByRole('link', { name: 'Terug naar de orders' }).getAttribute('href')).toBe(
      '/medewerkers/orders',
    );
    const history = within(screen.getByRole('table', { name: 'Statusgeschiedenis van order 2026-000007' }));
    expect(history.getAllByRole('row')[1]!.textContent).toBe('Ontvangen10-03-2026 14:05Klant (bestelling)—');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows thumbnails of the first four pages of each stored file, fetched with the login', async () => {
    setBearerToken('desk-token');
    const order = view('received', 'deliver', ['in_production', 'cancelled']);
    const { server } = setup({
      ...order,
      lines: [
        order.lines[0]!,
        // One page; and a file no longer stored has no pages to show.
        { ...order.lines[1]!, fileName: 'Plattegrond.pdf' },
        {
          ...order.lines[1]!,
          position: 3,
          fileName: 'Weg.pdf',
          file: { ...order.lines[1]!.file!, stored: false },
        },
      ],
    });
    server.on(getOrderLinePreview, ({ params, query }) =>
      query.get('page') === '3'
        ? new FakeAnswer(404, {
            error: 'PREVIEW_UNAVAILABLE',
            message: 'Voor dit bestand of deze pagina is geen voorbeeld beschikbaar.',
          })
        : `webp ${params.position}-${query.get('page')}`,
    );

    const first = await screen.findByRole('list', { name: 'De eerste pagina’s van Jaarverslag 2025.pdf' });
    await waitFor(() => expect(within(first).getAllByRole('img')).toHaveLength(3));
    expect(
      within(first)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([
      'Pagina 1 van Jaarverslag 2025.pdf',
      'Pagina 2 van Jaarverslag 2025.pdf',
      'Pagina 4 van Jaarverslag 2025.pdf',
    ]);
    // The page without a preview says so in its place.
    expect(within(first).getByText('Geen voorbeeld van pagina 3')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Pagina 4 van Jaarverslag 2025.pdf' });
    expect(await textOf(images.get(image.getAttribute('src')!)!)).toBe('"webp 1-4"');
    const second = await screen.findByRole('list', { name: 'De eerste pagina’s van Plattegrond.pdf' });
    await within(second).findByRole('img', { name: 'Pagina 1 van Plattegrond.pdf' });
    expect(screen.queryByRole('list', { name: 'De eerste pagina’s van Weg.pdf' })).toBeNull();

    const previews = server.fetch.mock.calls.filter(([input]) => String(input).includes('/preview/'));
    expect(previews.map(([input]) => String(input)).sort()).toEqual(
      [
        ...[1, 2, 3, 4].map(
          (page) => `/api/v3/order-desk/orders/${order.id}/lines/1/preview/120?page=${page}`,
        ),
        `/api/v3/order-desk/orders/${order.id}/lines/2/preview/120?page=1`,
      ].sort(),
    );
    for (const [, init] of previews)
      expect((init!.headers as Record<string, string>).authorization).toBe('Bearer desk-token');
    expect(await seriousViolations()).toEqual([]);
  });

  it('downloads the XJDF ticket with the login and hands it to the browser under the order number', async () => {
    const order = view('received', 'deliver', ['in_production', 'cancelled']);
    const { server } = setup(order);
    server.on(downloadXjdfTicket, () => '<XJDF/>');
    const createObjectURL = vi.fn(() => 'blob:ticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Jobticket XJDF' }));
    await waitFor(() => expect(saved).toEqual(['2026-000007.xjdf blob:ticket']));
    expect(server.calls).toContain(`GET /api/v3/order-desk/orders/${order.id}/job-ticket.xjdf`);
  });

  it('says when the order does not exist', async () => {
    const server = fakeServer();
    server.on(
      getDeskOrder,
      () =>
        new FakeAnswer(404, {
          error: 'ORDER_NOT_FOUND',
          message: 'Deze order bestaat niet, of u heeft er geen toegang toe.',
        }),
    );
    renderWithApp(<DeskOrderPage orderId={testDeskView(1, 'received').id} />);
    expect(await screen.findByRole('heading', { name: 'Deze order bestaat niet (meer).' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar de orders' })).toBeTruthy();
  });
});

/** The order's lines table as text, a row per line (its header row left out). */
const lineRows = () =>
  screen.getAllByTestId('desk-order-line').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('orders of every kind at the desk', () => {
  it("shows a copy order's job by its title and choices, without file columns, previews or a download", async () => {
    const base = testDeskView(12, 'received');
    const { server } = setup({
      ...base,
      kind: 'copy',
      orderType: 'copyOrder',
      details: testDetails({ orderType: 'copyOrder', pickUpAddress: testDetails().deliveryAddress }),
      lines: [deskLine(testCopyJobLine())],
      lineCount: 1,
      unpricedLineCount: 1,
      totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
      nextStates: ['in_production', 'cancelled'],
    });
    const table = await screen.findByRole('table', { name: 'De opdracht van order 2026-000012' });
    expect(screen.getByRole('heading', { name: 'Opdracht' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Opdracht en specificaties', 'Aantal', 'Prijs']);
    expect(lineRows()).toEqual([
      [
        "KopieeropdrachtOriginelen (pagina's per set): 12 pagina'sAantal sets: 5Formaat: A3Afwerking: RingbandFormaat A3",
        '—',
        'Prijs volgt',
      ],
    ]);
    expect(screen.queryByTestId('line-download')).toBeNull();
    expect(screen.queryByTestId('desk-order-totals')).toBeNull();
    expect(screen.getAllByTestId('order-kind-badge')[0]!.textContent).toBe('Kopieeropdracht');
    expect(server.calls.some((call) => call.includes('/preview/'))).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the amount the customer read as ‘Prijs op aanvraag’, and says so', async () => {
    const base = testDeskView(13, 'received');
    setup({ ...base, lines: [{ ...base.lines[0]!, priceHidden: true }] });
    await screen.findByTestId('desk-order-lines');
    expect(screen.getByTestId('desk-order-line-price').textContent).toBe(
      '€ 100,00Klant ziet: Prijs op aanvraag',
    );
  });

  it("lists who downloaded a secured order's confidential files, and adds a download the desk makes", async () => {
    const base = testDeskView(20, 'in_production');
    const secured = (line: (typeof base.lines)[number]) => ({
      ...line,
      kind: 'secured_file' as const,
      productTitle: 'Loonstroken',
      unitPriceCents: null,
      linePriceCents: null,
      noPriceReason: 'byAgreement' as const,
    });
    const order: DeskOrderView = {
      ...base,
      kind: 'secured',
      lines: [secured(base.lines[0]!)],
      lineCount: 1,
      unpricedLineCount: 1,
      downloads: [
        {
          what: 'preview',
          at: '2026-03-10T13:55:00.000Z',
          by: testStaff,
          position: 1,
          fileName: 'Jaarverslag 2025.pdf',
        },
        {
          what: 'file',
          at: '2026-03-10T14:00:00.000Z',
          by: testStaff,
          position: 1,
          fileName: 'Jaarverslag 2025.pdf',
        },
        {
          what: 'file',
          at: '2026-03-11T08:15:00.000Z',
          by: null,
          position: 1,
          fileName: 'Jaarverslag 2025.pdf',
        },
      ],
      nextStates: ['shipped', 'cancelled'],
    };
    const { server, becomes } = setup(order);
    const downloads = within(
      await screen.findByRole('table', { name: 'Downloads van de bestanden van order 2026-000020' }),
    );
    expect(
      downloads
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1. Jaarverslag 2025.pdfPagina’s bekeken10-03-2026 14:55Mark Medewerker',
      '1. Jaarverslag 2025.pdfGedownload10-03-2026 15:00Mark Medewerker',
      '1. Jaarverslag 2025.pdfGedownload11-03-2026 09:15Onbekend',
    ]);
    expect(screen.getByText(/De bestanden van deze beveiligde order zijn vertrouwelijk/)).toBeTruthy();
    expect(screen.getByTestId('desk-order-line-price').textContent).toBe('Volgens afspraak');

    // A download by this desk is recorded by the server: the list shows it when the order is read again.
    server.on(downloadOrderLineFile, () => 'pdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    becomes({
      ...order,
      downloads: [
        ...order.downloads,
        {
          what: 'file',
          at: '2026-03-11T10:00:00.000Z',
          by: testStaff,
          position: 1,
          fileName: 'Jaarverslag 2025.pdf',
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Jaarverslag 2025.pdf downloaden' }));
    await waitFor(() => expect(screen.getAllByTestId('desk-order-download')).toHaveLength(4));
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('a quote request at the desk', () => {
  const open = (): DeskOrderView => {
    const request = testQuoteRequestView(30, 'received', {
      quote: testQuote(30, {
        quotationNo: null,
        priceCents: null,
        note: '',
        answeredAt: null,
        validUntil: null,
      }),
    });
    return testDeskView(30, 'received', {
      kind: request.kind,
      quote: request.quote,
      lines: request.lines.map(deskLine),
      lineCount: request.lineCount,
      unpricedLineCount: request.unpricedLineCount,
      totals: request.totals,
      nextStates: ['cancelled'],
    });
  };
  const answered = (): DeskOrderView => ({
    ...open(),
    status: 'quoted',
    statusLabel: statusLabels.quoted,
    quote: testQuote(30, { validUntil: '2026-04-10', note: 'Inclusief ophalen.' }),
  });
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  async function fillIn(values: { number: string; price: string; days?: string; note?: string }) {
    await screen.findByTestId('desk-quote-answer');
    fireEvent.change(field('Offertenummer'), { target: { value: values.number } });
    fireEvent.change(field('Prijs excl. BTW (€)'), { target: { value: values.price } });
    if (values.days) fireEvent.change(field('Geldig (dagen)'), { target: { value: values.days } });
    if (values.note)
      fireEvent.change(field('Toelichting voor de klant (niet verplicht)'), {
        target: { value: values.note },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Offerte versturen' }));
  }

  it('has no job ticket, and is only withdrawn by a move', async () => {
    setup(open());
    await screen.findByTestId('order-desk-moves');
    expect(moveButtons()).toEqual(['Zet op ‘Geannuleerd’']);
    expect(screen.queryByRole('button', { name: 'Jobticket XJDF' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jobticket' })).toBeNull();
    // Its description, as asked: no quantity, no price (it asks for one).
    expect(lineRows()).toEqual([['OfferteaanvraagOmschrijving: 500 brochures A5, 16 pagina’s', '—', '—']]);
  });

  it('answers with a number, a price in euros, 30 days and a note, then shows the answer', async () => {
    const { server } = setup(open());
    const bodies: unknown[] = [];
    server.on(answerQuote, ({ params, body }) => {
      bodies.push({ orderId: params.orderId, body });
      return answered();
    });
    expect(await screen.findByRole('heading', { name: 'Offerte beantwoorden' })).toBeTruthy();
    expect(field('Geldig (dagen)').value).toBe('30');

    await fillIn({ number: ' Q260042 ', price: '1.250,50', note: 'Inclusief ophalen.' });
    expect((await screen.findByTestId('desk-quote-sent')).textContent).toBe('De offerte is verstuurd.');
    expect(bodies).toEqual([
      {
        orderId: open().id,
        body: { quotationNo: 'Q260042', priceCents: 125050, validDays: 30, note: 'Inclusief ophalen.' },
      },
    ]);
    const quote = within(screen.getByTestId('order-desk-quote'));
    const heading = quote.getByRole('heading', { name: 'Offerte' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(quote.getByText('Offertenummer').nextElementSibling?.textContent).toBe('Q260042');
    expect(quote.getByText('Prijs excl. BTW').nextElementSibling?.textContent).toBe('€ 1.250,00');
    expect(quote.getByText('Prijs incl. BTW').nextElementSibling?.textContent).toBe('€ 1.512,50');
    expect(quote.getByText('Geldig tot en met').nextElementSibling?.textContent).toBe('10-04-2026');
    expect(quote.getByText('Besteld als').nextElementSibling?.textContent).toBe('Nog niet besteld');
    expect(screen.queryByTestId('desk-quote-answer')).toBeNull();
    expect(within(screen.getByTestId('order-desk-status')).getByText('Offerte verstuurd')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows the server's refusal of the number at its field, and sends nothing the form can tell is wrong", async () => {
    const { server } = setup(open());
    let posts = 0;
    server.on(answerQuote, () => {
      posts += 1;
      return new FakeAnswer(409, {
        error: 'QUOTATION_NUMBER_TAKEN',
        message: 'Dit offertenummer is al aan een andere offerte gegeven. Kies een ander nummer.',
      });
    });

    await fillIn({ number: 'Q26004', price: '12.50', days: '400' });
    expect(
      await screen.findByText('Een offertenummer bestaat uit precies 7 tekens, zonder spaties.'),
    ).toBeTruthy();
    expect(screen.getByText('Vul een bedrag in euro’s in, bijvoorbeeld 1250,00.')).toBeTruthy();
    expect(screen.getByText('Vul een aantal dagen van 1 tot en met 365 in.')).toBeTruthy();
    expect(posts).toBe(0);

    await fillIn({ number: 'Q260042', price: '1250', days: '14' });
    const message = await screen.findByText(
      'Dit offertenummer is al aan een andere offerte gegeven. Kies een ander nummer.',
    );
    expect(posts).toBe(1);
    expect(field('Offertenummer').getAttribute('aria-invalid')).toBe('true');
    expect(field('Offertenummer').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('desk-quote-answer')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when the request was answered or withdrawn meanwhile, and shows it as it is now', async () => {
    const { server, becomes } = setup(open());
    server.on(
      answerQuote,
      () =>
        new FakeAnswer(409, {
          error: 'QUOTE_NOT_OPEN',
          message: 'Deze offerteaanvraag is al beantwoord of ingetrokken.',
        }),
    );
    await screen.findByTestId('desk-quote-answer');
    // Meanwhile a colleague answered it.
    becomes(answered());
    await fillIn({ number: 'Q260043', price: '900' });
    expect((await screen.findByTestId('desk-quote-refused')).textContent).toBe(
      'Deze offerteaanvraag is al beantwoord of ingetrokken.',
    );
    await waitFor(() => expect(screen.queryByTestId('desk-quote-answer')).toBeNull());
    expect(within(screen.getByTestId('order-desk-quote')).getByText('Q260042')).toBeTruthy();
  });
});

describe("the operator's file check and a purchasing-portal order (issue 32 point 4)", () => {
  const checked = () => {
    const order = view('received', 'deliver', ['in_production', 'cancelled']);
    return {
      ...order,
      lines: [
        {
          ...order.lines[0]!,
          fileName: 'foto.jpg',
          pages: { colour: 1, bw: 0, blank: 0 },
          check: {
            status: 'READY' as const,
            analysed: true,
            pageCount: 1,
            pageSize: { widthMm: 152.4, heightMm: 101.6 },
            orderedFormat: 'A2',
            lowestDpi: 77,
            lowDpiPages: [1],
            dpiWarning: true,
            size: { kind: 'proportionsDiffer' as const, pages: [1] },
            customerWarnings: [{ code: 'customFormat' as const, widthMm: 152, heightMm: 102 }],
          },
        },
        {
          ...order.lines[1]!,
          fileName: 'brochure.pdf',
          pages: { colour: 1, bw: 2, blank: 1 },
          check: {
            status: 'READY' as const,
            analysed: true,
            pageCount: 4,
            pageSize: { widthMm: 210, heightMm: 297 },
            orderedFormat: 'A3',
            lowestDpi: 212,
            lowDpiPages: [],
            dpiWarning: false,
            size: { kind: 'scaled' as const, minFactor: 1.41, maxFactor: 1.41 },
            customerWarnings: [],
          },
        },
      ],
    };
  };

  it('per file: page classes, DPI at the ordered size, size against the format and the warnings the customer accepted', async () => {
    setup(checked());
    const check = await screen.findByRole('region', { name: 'Bestandscontrole' });
    const [photo, brochure] = within(check).getAllByTestId('desk-file-check-line');
    expect(within(photo!).getByRole('heading', { name: 'foto.jpg' })).toBeTruthy();
    expect(within(photo!).getByTestId('check-pages').textContent).toBe(
      '1 kleur, 0 zwart-wit, 0 leeg (1 in totaal)',
    );
    expect(within(photo!).getByText('Resolutie op A2')).toBeTruthy();
    expect(within(photo!).getByTestId('check-dpi').textContent).toBe(
      'laagste 77 DPI: onder 197 DPI op pagina 1',
    );
    expect(within(photo!).getByText('Formaat tegen A2')).toBeTruthy();
    expect(within(photo!).getByTestId('check-size').textContent).toBe(
      'andere verhouding dan het formaat (pagina 1): witrand of bijsnijden',
    );
    expect(within(photo!).getByTestId('check-warnings').textContent).toBe('Afwijkend formaat 152 × 102 mm');
    expect(within(brochure!).getByTestId('check-pages').textContent).toBe(
      '1 kleur, 2 zwart-wit, 1 leeg (4 in totaal)',
    );
    expect(within(brochure!).getByTestId('check-dpi').textContent).toBe('laagste 212 DPI');
    expect(within(brochure!).getByTestId('check-size').textContent).toBe('geschaald met factor 1,41');
    expect(within(brochure!).getByTestId('check-warnings').textContent).toBe('geen');
    await within(photo!).findByRole('img', { name: 'Pagina 1 van foto.jpg' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('a thumbnail opens the page large in a dialog, asked at 960 px', async () => {
    const { server } = setup(checked());
    const open = await screen.findAllByTestId('line-preview-open');
    fireEvent.click(open[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pagina 1 van foto.jpg' });
    const large = await within(dialog).findByTestId('line-preview-large');
    expect(await textOf(images.get(large.getAttribute('src')!)!)).toBe('"webp 1-1"');
    expect(server.calls).toContain(`GET /api/v3/order-desk/orders/${checked().id}/lines/1/preview/960`);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when a file has no stored analysis', async () => {
    const order = checked();
    setup({ ...order, lines: [{ ...order.lines[0]!, check: null }] });
    const check = await screen.findByRole('region', { name: 'Bestandscontrole' });
    expect(within(check).getByText('Van dit bestand is geen analyse bewaard.')).toBeTruthy();
  });

  it('marks a purchasing-portal order with its purchasing system and where its document went back', async () => {
    setup({
      ...checked(),
      purchasingPortal: {
        buyerIdentity: 'GEM-RIVIERSTAD',
        callbackUrl: 'https://inkoop.rivierstad.example/oci/return',
        documentAt: '2026-03-10T13:05:00.000Z',
        received: null,
      },
    });
    expect((await screen.findByTestId('order-desk-portal-badge')).textContent).toBe('Inkoopportaal');
    expect(screen.getByTestId('order-desk-portal').textContent).toBe('Inkoopsysteem: GEM-RIVIERSTAD');
    expect(
      screen.getByText(
        'Orderdocument (cXML) op 10-03-2026 om 14:05 meegegeven om terug te sturen naar inkoop.rivierstad.example',
      ),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows no portal mark, and no file check, for an order of jobs alone', async () => {
    setup(testDeskView(ORDER, 'received', { lines: [deskLine(testCopyJobLine())] }));
    await screen.findByTestId('desk-order-page');
    expect(screen.queryByTestId('order-desk-portal-badge')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bestandscontrole' })).toBeNull();
  });
});
