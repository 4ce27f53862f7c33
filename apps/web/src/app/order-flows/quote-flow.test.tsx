import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { requestQuote } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import { getUploadSession, listUploadedFiles, removeUploadedFile } from '@portal/shared/api/uploads.api';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { FLOW_DRAFTS_STORAGE_KEY } from '../../features/orders/stores/flow-drafts';
import { ORDER_ATTEMPT_STORAGE_KEY } from '../../features/orders/stores/order-attempt';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, fakeServer } from '../../testing/fake-server';
import { flowTheme, flowUser, renderFlowPages } from '../../testing/flow-pages';
import { initTestI18n } from '../../testing/render-with-app';
import { uploadedFile } from '../../testing/uploaded-file';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { QuoteConfirm } from './quote-confirm';
import { routes } from './quote-flow';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SESSION = uuid(501);
const NEXT_SESSION = uuid(502);
const DESCRIPTION = '/offerte-aanvraag/opdracht';
const CONFIRM = '/offerte-aanvraag/controleren';

const user = flowUser();

const pages = {
  [DESCRIPTION]: routes.quoteOrderDescription!,
  [CONFIRM]: routes.quoteOrderConfirm!,
};

const files = [
  uploadedFile('bouwtekening.pdf', {
    status: 'READY',
    pageCount: 3,
    pagesBW: 2,
    pagesColour: 1,
    pagesBlank: 0,
  }),
  uploadedFile('situatie.pdf', { status: 'READY', pageCount: 1, pagesBW: 1, pagesColour: 0, pagesBlank: 0 }),
];

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

const placed = {
  orderId: uuid(700),
  kind: 'quote',
  orderNumber: '2026-000042',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
  expressSurchargeCents: 0,
  lineCount: 3,
  unpricedLineCount: 3,
};

/** A customer who went through Opdracht, Bezorgen and Afrekenen. */
function completeDetails() {
  orderDetails.update({
    orderType: 'deliver',
    description: '250 brochures A4, 16 pagina’s in kleur, geniet.',
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
    project: { id: uuid(310), name: 'Nieuwbouw Leidsche Rijn' },
    reference: 'PO-88123',
    // Left behind by a print order in this tab: not part of a quote request.
    instruction: 'Graag nieten linksboven.',
  });
}

/** The server as the quote flow meets it; `request` answers the quote request. */
function setup(themeOptions?: Parameters<typeof flowTheme>[0]) {
  const server = fakeServer();
  let currentSession = SESSION;
  server.on(getUploadSession, () => ({ sessionId: currentSession }));
  server.on(listUploadedFiles, ({ params }) => ({ files: params.sessionId === SESSION ? files : [] }));
  server.on(listInvoiceAddresses, () => ({ addresses: [invoiceAddress], mayAdd: false }));
  server.on(removeUploadedFile, () => null);
  const request = vi.fn<(body: unknown) => unknown>(() => {
    currentSession = NEXT_SESSION;
    return placed;
  });
  server.on(requestQuote, ({ body }) => request(body));
  return { server, request, theme: flowTheme(themeOptions) };
}

const submitButton = () => screen.findByTestId<HTMLButtonElement>('place-order');

async function readyToSend() {
  const button = await submitButton();
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** The files are listed (the session and its files have loaded). */
async function filesShown() {
  await waitFor(() => expect(screen.getByTestId('quote-files').textContent).toContain('situatie.pdf'));
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
  // The uploads store follows the session as it does in the app (main.tsx).
  fakeServer().on(getUploadSession, () => ({ sessionId: SESSION }));
  disconnect = uploads.connect({ checkLogin: async () => true });
});

afterEach(() => {
  cleanup();
  disconnect();
  vi.unstubAllGlobals();
});

describe('in a purchasing portal', () => {
  it('says that a quote is not asked from the purchasing system, with the way home and to contact, and no steps (decision 0100)', async () => {
    const { theme, request } = setup({ customFields: { sapPortal: true } });
    renderFlowPages(pages, DESCRIPTION, theme);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Niet vanuit uw inkoopsysteem' }),
    ).toBeTruthy();
    expect(screen.getByTestId('not-in-portal').textContent).toContain('alleen bestellingen met een prijs');
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact opnemen' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Stappen van uw bestelling' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Opdrachtomschrijving/ })).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Opdracht', () => {
  it('asks the description, marks the step while it is empty, and lists the files that go along', async () => {
    const { theme } = setup();
    // Back from Controleren: a step with something to fix is marked from then on (issue 32 point 6).
    orderDetails.arriveAt('quote', 'confirm');
    renderFlowPages(pages, DESCRIPTION, theme);
    expect(await screen.findByRole('heading', { level: 1, name: 'Opdracht' })).toBeTruthy();
    expect(screen.getByText('Offerteaanvraag')).toBeTruthy();

    // Spec 02 section 8's message, a link to the field; Opdracht is marked in the stepper.
    const message = screen.getByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' });
    const stepper = screen.getByRole('navigation', { name: 'Stappen van uw bestelling' });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Opdracht'),
      expect.stringContaining('Bezorgen'),
      expect.stringContaining('Afrekenen'),
      expect.stringContaining('Controleren'),
    ]);
    expect(within(stepper).getAllByRole('listitem')[0]!.textContent).toContain('nog niet compleet');
    const field = screen.getByRole('textbox', { name: /Opdrachtomschrijving/ });
    fireEvent.click(message);
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'Een spandoek van 3 bij 1 meter.' } });
    expect(screen.queryByRole('link', { name: 'Opdrachtomschrijving ontbreekt nog, klik hier.' })).toBeNull();
    expect(orderDetails.getSnapshot().details.description).toBe('Een spandoek van 3 bij 1 meter.');
    await waitFor(() =>
      expect(within(stepper).getAllByRole('listitem')[0]!.textContent).not.toContain('nog niet compleet'),
    );

    // The session's files with their pages; 'Bestanden meesturen' is on by default.
    const toggle = screen.getByRole('switch', { name: /Bestanden meesturen/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const list = await screen.findByTestId('attached-files');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('bouwtekening.pdf'), expect.stringContaining('situatie.pdf')]),
    );
    expect(list.textContent).toContain('3 pagina’s');
    expect(list.textContent).toContain('1 pagina');
    expect(screen.getByRole('button', { name: 'Bestanden toevoegen' })).toBeTruthy();
    expect(screen.getByLabelText('Bestanden kiezen voor uw aanvraag')).toBeTruthy();

    fireEvent.click(toggle);
    expect(orderDetails.getSnapshot().details.includeFiles).toBe(false);
    expect(screen.queryByTestId('attached-files')).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar Bezorgen' }).getAttribute('href')).toBe(
      '/offerte-aanvraag/bezorgen',
    );
  });

  for (const width of TEST_WIDTHS)
    it(`passes axe at ${width} px, empty and filled in`, async () => {
      const { theme } = setup();
      setViewportWidth(width);
      renderFlowPages(pages, DESCRIPTION, theme);
      await screen.findByTestId('attached-files');
      expect(await seriousViolations()).toEqual([]);
      fireEvent.change(screen.getByRole('textbox', { name: /Opdrachtomschrijving/ }), {
        target: { value: 'Een spandoek van 3 bij 1 meter.' },
      });
      expect(await seriousViolations()).toEqual([]);
    });
});

describe('Controleren', () => {
  it('shows the request without a price anywhere, and links a missing description to Opdracht', async () => {
    const { theme } = setup();
    completeDetails();
    orderDetails.update({ description: '  ' });
    renderFlowPages(pages, CONFIRM, theme);
    const problems = await screen.findByTestId('order-problems');
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Opdrachtomschrijving ontbreekt nog, klik hier.', '/offerte-aanvraag/opdracht#opdrachtomschrijving'],
    ]);
    const button = await submitButton();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Opdracht nog niet compleet');

    orderDetails.update({ description: 'Een spandoek van 3 bij 1 meter.' });
    await readyToSend();
    expect(button.textContent).toBe('Aanvraag verzenden');
    expect(screen.getByText('Controleer uw aanvraag. Klopt alles, verzend de aanvraag dan.')).toBeTruthy();
    await filesShown();
    expect(screen.getByTestId('quote-description').textContent).toBe('Een spandoek van 3 bij 1 meter.');
    expect(screen.getByTestId('quote-files').textContent).toBe(
      'bouwtekening.pdf (3 pagina’s)situatie.pdf (1 pagina)',
    );
    // No amount anywhere: the quote brings the price.
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(document.body.textContent).not.toContain('€');
    expect(screen.getByTestId('delivery-summary').textContent).toContain('Kanaalweg 12');
    expect(screen.getByTestId('invoice-summary').textContent).toContain('Nieuwbouw Leidsche Rijn');
    for (const [name, href] of [
      ['Wijzigen (Uw aanvraag)', '/offerte-aanvraag/opdracht'],
      ['Wijzigen (Bezorgen)', '/offerte-aanvraag/bezorgen'],
      ['Wijzigen (Afrekenen)', '/offerte-aanvraag/factureren'],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByRole('link', { name: 'Terug naar Afrekenen' }).getAttribute('href')).toBe(
      '/offerte-aanvraag/factureren',
    );
  });

  it('never requires a project, whatever the theme and the user say', async () => {
    const { theme } = setup({ customFields: { project: { required: true } } });
    session.setUser(flowUser({ projectRequired: true }));
    try {
      completeDetails();
      orderDetails.update({ project: null });
      renderFlowPages(pages, CONFIRM, theme);
      await readyToSend();
      expect(screen.queryByTestId('order-problems')).toBeNull();
    } finally {
      session.setUser(user);
    }
  });

  it('with no step before it (the first step the theme shows), offers no way back and still sends', async () => {
    const { request, theme } = setup();
    completeDetails();
    // What a flow whose other steps a theme hides would give Controleren: no step before it.
    const FirstStep = () => <QuoteConfirm user={user} theme={theme} previous={null} />;
    renderFlowPages({ [CONFIRM]: FirstStep }, CONFIRM, theme);
    const button = await readyToSend();
    await filesShown();
    expect(screen.queryByRole('link', { name: /^Terug naar/ })).toBeNull();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
    expect(request).toHaveBeenCalledOnce();
  });

  for (const width of TEST_WIDTHS)
    it(`passes axe at ${width} px`, async () => {
      const { theme } = setup();
      completeDetails();
      setViewportWidth(width);
      renderFlowPages(pages, CONFIRM, theme);
      await readyToSend();
      await filesShown();
      expect(await seriousViolations()).toEqual([]);
    });
});

describe('sending the request', () => {
  it('sends the description, the session and the project as a name, then thanks and clears the stores', async () => {
    const { server, request, theme } = setup();
    completeDetails();
    renderFlowPages(pages, CONFIRM, theme);
    const button = await readyToSend();
    await filesShown();
    fireEvent.click(button);
    const thanks = await screen.findByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
    expect(within(thanks).getByTestId('order-number').textContent).toBe(
      'Uw aanvraag heeft nummer 2026-000042.',
    );
    // The emptied details mark no step behind the thanks: the request was sent.
    await waitFor(() => expect(document.querySelectorAll('.order-stepper__error')).toHaveLength(0));
    expect(screen.getByRole('navigation', { name: 'Stappen van uw bestelling' })).toBeTruthy();

    expect(request).toHaveBeenCalledOnce();
    const body = request.mock.calls[0]![0] as Record<string, unknown> & { details: Record<string, unknown> };
    expect(body).toMatchObject({
      sessionId: SESSION,
      project: 'Nieuwbouw Leidsche Rijn',
      themeName: 'drukwerkdirect',
      details: {
        description: '250 brochures A4, 16 pagina’s in kleur, geniet.',
        includeFiles: true,
        reference: 'PO-88123',
        // The print order's instruction stays with the print order.
        instruction: '',
      },
    });
    expect(body.details).not.toHaveProperty('project');
    expect(body.draftId).toMatch(/^[0-9a-f-]{36}$/);
    // The draft is a request now: its id is forgotten, the next quote is a new draft.
    expect(window.sessionStorage.getItem(FLOW_DRAFTS_STORAGE_KEY)).toBeNull();
    const [, init] = server.fetch.mock.calls.find(([input]) =>
      String(input).endsWith('/api/v3/order/quotation-request'),
    )!;
    expect((init!.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await seriousViolations()).toEqual([]);

    // The details and the files are gone; the next upload session is asked for.
    expect(orderDetails.getSnapshot().details.description).toBe('');
    await waitFor(() => expect(uploads.sessionId()).toBe(NEXT_SESSION));
    // 'Sluiten' (the close button beside the title says the same to a screen reader).
    fireEvent.click(within(thanks).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    expect(await screen.findByText('Startpagina')).toBeTruthy();
  });

  it("'Bestanden meesturen' off: no session goes along, and the summary says so", async () => {
    const { request, theme } = setup();
    completeDetails();
    orderDetails.update({ includeFiles: false });
    renderFlowPages(pages, CONFIRM, theme);
    const button = await readyToSend();
    expect(screen.getByTestId('quote-files').textContent).toBe('Zonder bestanden');
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
    expect(request.mock.calls[0]![0]).toMatchObject({ sessionId: null, details: { includeFiles: false } });
  });

  it("a refused request: 'Probleem bij het verzenden van uw offerte' with the server's reason; the files stay, and the corrected request goes with them", async () => {
    const { server, request, theme } = setup();
    request.mockImplementationOnce(
      () =>
        new FakeAnswer(422, {
          error: 'DATE_NOT_AVAILABLE',
          message: 'De gekozen datum is bij deze vestiging niet (meer) mogelijk.',
        }),
    );
    completeDetails();
    renderFlowPages(pages, CONFIRM, theme);
    const button = await readyToSend();
    await filesShown();
    fireEvent.click(button);
    const failure = await screen.findByRole('dialog', { name: 'Probleem bij het verzenden van uw offerte' });
    expect(failure.textContent).toContain('De gekozen datum is bij deze vestiging niet (meer) mogelijk.');
    expect(await seriousViolations()).toEqual([]);
    // The customer can correct the date: the files uploaded for the request stay (decision 0101).
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(uploads.sessionId()).toBe(SESSION);
    // The details stay: the customer fixes what was refused and sends again.
    expect(orderDetails.getSnapshot().details.description).toContain('250 brochures');
    fireEvent.click(within(failure).getAllByRole('button', { name: 'Sluiten' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Probleem bij het verzenden van uw offerte' })).toBeNull(),
    );
    expect(screen.getByTestId('quote-files').textContent).toBe(
      'bouwtekening.pdf (3 pagina’s)situatie.pdf (1 pagina)',
    );
    orderDetails.update({ deliveryDate: { date: '2026-12-02', time: '10:00', title: null } });
    fireEvent.click(await readyToSend());
    await screen.findByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]![0]).toMatchObject({ sessionId: SESSION, details: { includeFiles: true } });
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('the next user of the browser sends a draft and an Idempotency-Key of their own, never the last user’s', async () => {
    const { server, request, theme } = setup();
    // The first answer is lost to a server failure: the draft and the attempt's key are kept.
    request.mockImplementationOnce(
      () => new FakeAnswer(503, { error: 'UNAVAILABLE', message: 'Even niet.' }),
    );
    completeDetails();
    renderFlowPages(pages, CONFIRM, theme);
    fireEvent.click(await readyToSend());
    await screen.findByRole('dialog', { name: 'Probleem bij het verzenden van uw offerte' });
    const sentKeys = () =>
      server.fetch.mock.calls
        .filter(([input]) => String(input).endsWith('/api/v3/order/quotation-request'))
        .map(([, init]) => (init!.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    const first = request.mock.calls[0]![0] as { draftId: string };
    const [firstKey] = sentKeys();
    expect(window.sessionStorage.getItem(FLOW_DRAFTS_STORAGE_KEY)).toContain(first.draftId);
    cleanup();

    // The user logs out; another logs in on the same browser and requests a quote.
    session.emit('loggedOut', { reason: 'user' });
    session.setUser(null);
    expect(window.sessionStorage.getItem(FLOW_DRAFTS_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    session.setUser(flowUser({ uid: uuid(77), email: 'bram@bouwbedrijf.example', name: 'Bram Smit' }));
    try {
      completeDetails();
      renderFlowPages(pages, CONFIRM, theme);
      fireEvent.click(await readyToSend());
      await screen.findByRole('dialog', { name: 'Bedankt voor uw aanvraag' });
      const second = request.mock.calls[1]![0] as { draftId: string };
      expect(second.draftId).not.toBe(first.draftId);
      expect(sentKeys()[1]).not.toBe(firstKey);
    } finally {
      session.setUser(user);
    }
  });

  it('UPLOAD_ERROR: the files are removed too', async () => {
    const { server, request, theme } = setup();
    request.mockImplementationOnce(
      () =>
        new FakeAnswer(422, { error: 'UPLOAD_ERROR', message: 'Uw bestanden zijn niet correct geupload.' }),
    );
    completeDetails();
    renderFlowPages(pages, CONFIRM, theme);
    const button = await readyToSend();
    await filesShown();
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Probleem bij het verzenden van uw offerte' });
    for (const file of files)
      expect(server.calls).toContain(`DELETE /api/v3/uploads/${SESSION}/files/${file.uuid}`);
  });

  it('without files going along, a refusal leaves the uploaded files alone', async () => {
    const { server, request, theme } = setup();
    request.mockImplementationOnce(
      () => new FakeAnswer(422, { error: 'ORDER_INCOMPLETE', message: 'Uw aanvraag is nog niet compleet.' }),
    );
    completeDetails();
    orderDetails.update({ includeFiles: false });
    renderFlowPages(pages, CONFIRM, theme);
    fireEvent.click(await readyToSend());
    await screen.findByRole('dialog', { name: 'Probleem bij het verzenden van uw offerte' });
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });
});
