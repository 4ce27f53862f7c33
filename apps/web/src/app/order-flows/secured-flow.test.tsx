import { MantineProvider } from '@mantine/core';
import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { listProductTemplates, placeOrder } from '@portal/shared/api/orders.api';
import { getUploadSession, listUploadedFiles } from '@portal/shared/api/uploads.api';
import type { User } from '@portal/shared/schemas/account';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import type { ProductTemplate } from '@portal/shared/schemas/secured';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { securedLines } from '../../features/secured-order/stores/secured-lines-store';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { ThemeContext } from '../../lib/theme-context';
import { seriousViolations } from '../../testing/axe';
import { fakeServer } from '../../testing/fake-server';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { uploadedFile } from '../../testing/uploaded-file';
import { routes } from './secured-flow';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SESSION = uuid(501);
const NEXT_SESSION = uuid(502);
const STEP_ONE = '/print-product-secured';
const CONFIRM = '/print-product-secured/controleren';

const user: User = {
  uid: uuid(1),
  email: 'secretariaat@zorggroep-midden.example',
  name: 'Sanne Smit',
  phone: '0402117000',
  securityLevel: 2,
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

const theme: ThemeResponse = {
  themeID: uuid(900),
  name: 'drukwerkdirect',
  mainThemeName: 'drukwerkdirect',
  title: 'Drukwerk Direct',
  isDefault: true,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: {},
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
    customFields: {},
  }),
  propositions: [],
  images: { logo: null, background: null },
};

const invoiceAddress: StoredInvoiceAddress = {
  id: uuid(300),
  company: 'Zorggroep Midden',
  department: 'Inkoop',
  name: '',
  street: 'Gezondheidslaan',
  number: '3',
  addition: '',
  zipCode: '5611 AZ',
  city: 'Eindhoven',
  phone: '',
  email: '',
  kvk: '17095523',
  customerNumber: '1007731',
  newCustomer: false,
  isEditable: false,
  deliveryAddress: false,
  projects: [],
  references: [],
};

const documents: ProductTemplate = {
  id: 'vertrouwelijke-documenten',
  title: 'Vertrouwelijke documenten',
  description: '',
  specs: [
    { type: 'slider', title: 'Formaat', align: 'left', options: ['A5', 'A4', 'A3'], default: 'A4' },
    {
      type: 'option',
      title: 'Afwerking',
      align: 'right',
      options: [
        { name: 'Geen', submenus: [] },
        {
          name: 'Nieten',
          submenus: [
            { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
          ],
        },
      ],
      default: 'Geen',
    },
  ],
};
const exams: ProductTemplate = {
  id: 'examens',
  title: 'Examens en toetsen',
  description: '',
  specs: [{ type: 'slider', title: 'Formaat', align: 'left', options: ['A4', 'A3'], default: 'A4' }],
};

const report = uploadedFile('rapport.pdf', { status: 'READY' });
const exam = uploadedFile('examen.pdf', { status: 'READY' });

/** The order details of a customer who went through Bezorgen (Afhalen) and Factureren. */
function completeDetails(instruction = '') {
  orderDetails.update({
    orderType: 'pickUp',
    secure: true,
    pickUpAddress: orderAddressSchema.parse({
      id: uuid(600),
      company: 'Drukwerk Direct Eindhoven',
      street: 'Markt',
      number: '1',
      zipCode: '5611 EB',
      city: 'Eindhoven',
    }),
    deliveryDate: { date: '2026-12-02', time: '08:30', title: null },
    invoiceAddress: orderAddressSchema.parse({
      id: invoiceAddress.id,
      company: invoiceAddress.company,
      customerNumber: invoiceAddress.customerNumber,
    }),
    instruction,
  });
}

/** Step 1's assignments: the report as documents (stapled, two staples), the exam twice as exams. */
function assignProducts() {
  securedLines.chooseTemplate(SESSION, [report.uuid], documents);
  securedLines.chooseOption(SESSION, [report.uuid], documents, 'Afwerking', 'Nieten');
  securedLines.chooseSubmenuOption(
    SESSION,
    [report.uuid],
    documents,
    'Afwerking',
    'Positie',
    'Links (2 nietjes)',
  );
  securedLines.chooseTemplate(SESSION, [exam.uuid], exams);
  securedLines.setQuantity(SESSION, exam.uuid, 2);
}

const placed = {
  orderId: uuid(700),
  kind: 'secured',
  orderNumber: '2026-000321',
  status: 'received',
  express: false,
  placedAt: '2026-11-30T10:00:00.000+01:00',
  totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
  expressSurchargeCents: 0,
  lineCount: 2,
  unpricedLineCount: 2,
};

function setup({ files = [report, exam] } = {}) {
  const server = fakeServer();
  let currentSession = SESSION;
  server.on(getUploadSession, () => ({ sessionId: currentSession }));
  server.on(listUploadedFiles, ({ params }) => ({ files: params.sessionId === SESSION ? files : [] }));
  server.on(listProductTemplates, () => ({ templates: [documents, exams] }));
  server.on(listInvoiceAddresses, () => ({ addresses: [invoiceAddress], mayAdd: false }));
  const order = vi.fn<(body: unknown) => unknown>(() => {
    currentSession = NEXT_SESSION;
    return placed;
  });
  server.on(placeOrder, ({ body }) => order(body));
  return { server, order };
}

function renderAt(path: string) {
  const page = (name: keyof typeof routes) => {
    const Page = routes[name] as ComponentType;
    return <Page />;
  };
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ThemeContext.Provider value={theme}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={STEP_ONE} element={page('printProductSecuredSA')} />
                <Route path={CONFIRM} element={page('printProductSecuredSAConfirm')} />
                <Route path="/secured-order" element={page('securedOrder')} />
                <Route path="/" element={<p>Startpagina</p>} />
              </Routes>
            </MemoryRouter>
          </ThemeContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

const submitButton = () => screen.findByTestId<HTMLButtonElement>('place-order', {}, { timeout: 5000 });
const linesShown = () => screen.getAllByTestId('secured-summary-line').map((line) => line.textContent);

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
  securedLines.reset();
  window.sessionStorage.clear();
  fakeServer().on(getUploadSession, () => ({ sessionId: SESSION }));
  disconnect = uploads.connect({ checkLogin: async () => true });
});

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

describe('Printen', () => {
  it('is marked in the stepper while a file has no product (productError), and not once each has one', async () => {
    setup();
    // Back from Controleren: the steps are marked from then on (issue 32 point 6).
    orderDetails.arriveAt('secured', 'confirm');
    renderAt(STEP_ONE);
    const steps = await screen.findByRole('navigation', { name: 'Stappen van uw bestelling' });
    const printen = () => within(steps).getByText('Printen').closest('li')!;
    await waitFor(() => expect(printen().hasAttribute('data-error')).toBe(true));
    // The first file is selected; the second gets its product by its own click.
    const products = () => screen.getByTestId('products-face');
    fireEvent.click(
      await within(products()).findByRole('button', { name: /Vertrouwelijke documenten/ }, { timeout: 5000 }),
    );
    expect(printen().hasAttribute('data-error')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'examen.pdf' }));
    fireEvent.click(within(products()).getByRole('button', { name: /Examens en toetsen/ }));
    await waitFor(() => expect(printen().hasAttribute('data-error')).toBe(false));
    expect(screen.getByRole('link', { name: 'Naar Bezorgen' }).getAttribute('href')).toBe(
      '/print-product-secured/bezorgen',
    );
  });

  it('is where /secured-order leads', async () => {
    setup();
    renderAt('/secured-order');
    expect(await screen.findByRole('heading', { name: 'Printen', level: 1 })).toBeTruthy();
    expect(screen.getByText('Beveiligd printen')).toBeTruthy();
  });
});

describe('Controleren', () => {
  it('counts the prints of the files, lists each with its product and specs, and the instructions', async () => {
    completeDetails('Per afdeling apart verpakken.');
    assignProducts();
    setup();
    renderAt(CONFIRM);
    expect((await screen.findByTestId('secured-total', {}, { timeout: 5000 })).textContent).toBe(
      '3 prints van 2 bestanden',
    );
    expect(linesShown()).toEqual([
      '1 x rapport.pdfVertrouwelijke documenten: Formaat: A4, Afwerking: Nieten (Positie: Links (2 nietjes))',
      '2 x examen.pdfExamens en toetsen: Formaat: A4',
    ]);
    expect(screen.getByTestId('instructions-summary').textContent).toBe('Per afdeling apart verpakken.');
    // A pickup of secured work is the user's to collect; no amount anywhere.
    expect(screen.getByTestId('delivery-summary').textContent).toContain('Af te halen doorSanne Smit');
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(screen.queryByText(/€/)).toBeNull();
    const button = await submitButton();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe('Bestelling afronden');
  });

  it('says one print of one file in the singular, and leaves out instructions there are none of', async () => {
    completeDetails();
    securedLines.chooseTemplate(SESSION, [report.uuid], exams);
    setup({ files: [report] });
    renderAt(CONFIRM);
    expect((await screen.findByTestId('secured-total', {}, { timeout: 5000 })).textContent).toBe(
      '1 print van 1 bestand',
    );
    expect(screen.queryByTestId('instructions-summary')).toBeNull();
  });

  it('names a file without a product, and missing files, each a link to Printen, and waits with submitting', async () => {
    completeDetails();
    securedLines.chooseTemplate(SESSION, [report.uuid], documents);
    setup();
    renderAt(CONFIRM);
    const missing = await screen.findByTestId('secured-product-missing', {}, { timeout: 5000 });
    expect(missing.textContent).toBe('Nog geen product gekozen.');
    expect(missing.getAttribute('href')).toBe(STEP_ONE);
    expect(linesShown()[1]).toBe('1 x examen.pdfNog geen product gekozen.');
    const problems = screen.getByTestId('order-problems');
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Nog geen product gekozen.', STEP_ONE]]);
    const button = await submitButton();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Opdracht nog niet compleet');
  });

  it('says the files are missing when the session has none', async () => {
    completeDetails();
    setup({ files: [] });
    renderAt(CONFIRM);
    const missing = await screen.findByTestId('secured-files-missing', {}, { timeout: 5000 });
    expect(missing.textContent).toBe('Bestanden ontbreken nog, klik hier.');
    expect(missing.getAttribute('href')).toBe(STEP_ONE);
    expect(
      within(screen.getByTestId('order-problems'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bestanden ontbreken nog, klik hier.']);
    expect((await submitButton()).disabled).toBe(true);
  });

  it('sends the session’s files with their products, choices and prints, then thanks and empties files, details and assignments', async () => {
    completeDetails('Per afdeling apart verpakken.');
    assignProducts();
    const { order, server } = setup();
    renderAt(CONFIRM);
    const button = await submitButton();
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(order).toHaveBeenCalledOnce());
    const body = order.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toEqual({
      sessionId: SESSION,
      details: expect.objectContaining({
        orderType: 'pickUp',
        secure: true,
        instruction: 'Per afdeling apart verpakken.',
        invoiceAddress: expect.objectContaining({ customerNumber: '1007731' }),
      }),
      printType: 'PRINT_TEMPLATE',
      securedLines: [
        {
          fileId: report.uuid,
          templateId: 'vertrouwelijke-documenten',
          choices: [
            { spec: 'Formaat', option: 'A4', submenus: [] },
            {
              spec: 'Afwerking',
              option: 'Nieten',
              submenus: [{ title: 'Positie', option: 'Links (2 nietjes)' }],
            },
          ],
          quantity: 1,
        },
        {
          fileId: exam.uuid,
          templateId: 'examens',
          choices: [{ spec: 'Formaat', option: 'A4', submenus: [] }],
          quantity: 2,
        },
      ],
      product: 'printProduct',
      expectedTotalExclVatCents: 0,
      themeName: 'drukwerkdirect',
    });

    const thanks = await screen.findByRole('dialog', { name: 'Bedankt voor uw order' });
    expect(within(thanks).getByTestId('order-number').textContent).toBe('Uw ordernummer is 2026-000321.');
    expect(securedLines.getSnapshot().files).toEqual({});
    expect(orderDetails.getSnapshot().details.instruction).toBe('');
    expect(orderDetails.getSnapshot().details.invoiceAddress).toBeNull();
    await waitFor(() => expect(server.calls).toContain(`GET /api/v3/uploads/${NEXT_SESSION}/files`));
    expect(uploads.sessionId()).toBe(NEXT_SESSION);
  });
});

/** The width the page is drawn at, as the media queries of the app and Mantine read it. */
function atWidth(width: number) {
  window.innerWidth = width;
  vi.mocked(window.matchMedia).mockImplementation((query: string) => {
    const max = query.match(/max-width:\s*([\d.]+)(px|em)/);
    const min = query.match(/min-width:\s*([\d.]+)(px|em)/);
    const px = (match: RegExpMatchArray) => Number(match[1]) * (match[2] === 'em' ? 16 : 1);
    const matches = (!max || width <= px(max)) && (!min || width >= px(min));
    return {
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList;
  });
  window.dispatchEvent(new Event('resize'));
}

describe('accessibility of Controleren', () => {
  for (const width of [1280, 390])
    it(`has no serious axe findings at ${width} px, complete and with a file to fix`, {
      timeout: 30_000,
    }, async () => {
      atWidth(width);
      completeDetails('Per afdeling apart verpakken.');
      securedLines.chooseTemplate(SESSION, [report.uuid], documents);
      setup();
      renderAt(CONFIRM);
      await screen.findByTestId('secured-product-missing', {}, { timeout: 5000 });
      expect(await seriousViolations()).toEqual([]);
      await act(async () => securedLines.chooseTemplate(SESSION, [exam.uuid], exams));
      await waitFor(() => expect(screen.queryByTestId('order-problems')).toBeNull());
      expect(await seriousViolations()).toEqual([]);
    });
});
