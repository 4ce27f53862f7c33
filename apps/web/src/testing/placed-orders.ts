import { orderStatus as statusLabels } from '@portal/shared/i18n/nl/order-status';
import type { User } from '@portal/shared/schemas/account';
import {
  type OrderAddress,
  type OrderDetails,
  orderDetailsSchema,
} from '@portal/shared/schemas/order-details';
import type { OrderStatus } from '@portal/shared/schemas/order-status';
import type {
  DeskOrderSummary,
  DeskOrderView,
  OrderLineView,
  OrderSummary,
  OrderView,
  QuoteView,
} from '@portal/shared/schemas/order-views';
import type { Shop } from '@portal/shared/schemas/shops';

/**
 * Placed orders as the server answers them (schemas/order-views.ts), for the tests of My orders
 * and the order desk: valid by the contracts' schemas, which the API client parses.
 */

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testUser = (overrides: Partial<User> = {}): User => ({
  uid: uuid(1),
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
  ...overrides,
});

export const testShop = (overrides: Partial<Shop> = {}): Shop => ({
  id: uuid(500),
  company: 'Drukwerk Direct Utrecht',
  street: 'Vredenburg',
  number: '40',
  addition: '',
  zipCode: '3511 BD',
  city: 'Utrecht',
  phone: '030 123 45 67',
  email: 'utrecht@drukwerkdirect.example',
  url: '',
  image: null,
  openingHours: [],
  handlesSecured: false,
  deliveryTerms: { chargeCents: 695, freeFromCents: 5000, minimumOrderCents: 500 },
  ...overrides,
});

export const testAddress = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  id: null,
  company: 'Gemeente Rivierstad',
  department: 'Inkoop',
  name: 'Anna de Vries',
  street: 'Stadhuisplein',
  number: '1',
  addition: '',
  zipCode: '3511 AA',
  city: 'Rivierstad',
  phone: '',
  email: '',
  customerNumber: null,
  newCustomer: false,
  isConstructionSite: false,
  kvk: '',
  ...overrides,
});

export const testDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails =>
  orderDetailsSchema.parse({
    orderType: 'deliver',
    deliveryAddress: testAddress(),
    pickUpAddress: null,
    invoiceAddress: testAddress({ customerNumber: '1000001', kvk: '12345678' }),
    deliveryDate: { date: '2026-03-12', time: null, title: null },
    pickUpDate: null,
    instruction: '',
    letter: '',
    cleanDesk: false,
    secure: false,
    quotationNo: null,
    project: { id: null, name: 'Wegen' },
    reference: 'INK-2026-7',
    phone: '',
    ...overrides,
  });

export function testSummary(n: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  const status = overrides.status ?? 'received';
  return {
    id: uuid(1000 + n),
    kind: 'print',
    orderNumber: `2026-${String(n).padStart(6, '0')}`,
    placedAt: '2026-03-10T13:05:00.000Z',
    status,
    statusLabel: statusLabels[status],
    orderType: 'deliver',
    reference: 'INK-2026-7',
    project: 'Wegen',
    express: false,
    totals: { exclVatCents: 10000, vatCents: 2100, inclVatCents: 12100 },
    expressSurchargeCents: 0,
    deliveryChargeCents: 0,
    lineCount: 2,
    unpricedLineCount: 1,
    ...overrides,
  };
}

export function testOrderView(n: number, overrides: Partial<OrderView> = {}): OrderView {
  return {
    ...testSummary(n, overrides),
    quote: null,
    customerNumber: '1000001',
    details: testDetails(),
    shop: testShop(),
    lines: [
      {
        position: 1,
        kind: 'print_file',
        fileId: uuid(2001),
        fileName: 'Jaarverslag 2025.pdf',
        pages: { bw: 10, colour: 2, blank: 0 },
        productId: 'documenten',
        productTitle: 'Documenten printen',
        // The titles the customer read when ordering (the catalogue may say otherwise today).
        specs: [
          {
            menuId: 'printen',
            optionGroupName: 'formaat',
            optionName: 'A4',
            groupTitle: 'Formaat',
            optionTitle: 'A4',
          },
          {
            menuId: 'printen',
            optionGroupName: 'papier',
            optionName: '100',
            groupTitle: 'Papier',
            optionTitle: '100 g/m²',
          },
          {
            menuId: 'printen',
            optionGroupName: 'opmerking',
            optionName: '',
            groupTitle: 'Opmerking',
            optionTitle: '',
          },
        ],
        format: 'A4',
        quantity: 25,
        unitPriceCents: 400,
        linePriceCents: 10000,
        noPriceReason: null,
        priceHidden: false,
      },
      {
        position: 2,
        kind: 'print_file',
        fileId: uuid(2002),
        fileName: 'Plattegrond.pdf',
        pages: { bw: 0, colour: 1, blank: 0 },
        productId: 'documenten',
        productTitle: 'Documenten printen',
        specs: [],
        format: null,
        quantity: 3,
        unitPriceCents: null,
        linePriceCents: null,
        noPriceReason: 'notAnalysed',
        priceHidden: false,
      },
    ],
    history: [
      {
        from: null,
        fromLabel: null,
        to: 'received',
        toLabel: 'Ontvangen',
        at: '2026-03-10T13:05:00.000Z',
        note: '',
      },
    ],
    ...overrides,
  };
}

export function testDeskSummary(n: number, overrides: Partial<DeskOrderSummary> = {}): DeskOrderSummary {
  return {
    ...testSummary(n, overrides),
    customerNumber: '1000001',
    company: 'Gemeente Rivierstad',
    shop: { id: uuid(500), company: 'Drukwerk Direct Utrecht' },
    promised: { date: '2026-03-12', time: null },
    overdue: false,
    purchasingPortal: false,
    orderedByName: 'Karin de Klant',
    ...overrides,
  } as DeskOrderSummary;
}

const staff = { id: uuid(9), name: 'Mark Medewerker', email: 'medewerker@drukwerkdirect.example' };

/** A desk view in `status`; nextStates as the server's rule gives them unless overridden. */
export function testDeskView(
  n: number,
  status: OrderStatus,
  overrides: Partial<DeskOrderView> = {},
): DeskOrderView {
  const base = testOrderView(n, { status, statusLabel: statusLabels[status] });
  return {
    ...base,
    orderedBy: {
      id: uuid(1),
      name: 'Anna de Vries',
      email: 'inkoop@rivierstad.example',
      phone: '0301234567',
    },
    lines: base.lines.map(deskLine),
    history: base.history.map((entry) => ({ ...entry, changedBy: null })),
    downloads: [],
    ticketStored: true,
    nextStates: [],
    purchasingPortal: null,
    ...overrides,
  } as DeskOrderView;
}

/** A line as the desk reads it: a file line with where its bytes are, a job without. */
export const deskLine = (line: OrderLineView): DeskOrderView['lines'][number] => ({
  ...line,
  file:
    line.fileName === null
      ? null
      : { storageReference: `sha256/${line.position}`, stored: true, sizeBytes: 2048 },
  check: null,
});

/** A copy job's line as the copy flow places it: no file, its title and choices, its price to follow. */
export function testCopyJobLine(overrides: Partial<OrderLineView> = {}): OrderLineView {
  const choice = (group: string, name: string, groupTitle: string, optionTitle: string) => ({
    menuId: 'kopieeropdracht',
    optionGroupName: group,
    optionName: name,
    groupTitle,
    optionTitle,
  });
  return {
    position: 1,
    kind: 'copy_job',
    fileId: null,
    fileName: null,
    pages: null,
    productId: null,
    productTitle: 'Kopieeropdracht',
    specs: [
      choice('originals', '12', "Originelen (pagina's per set)", "12 pagina's"),
      choice('copies', '5', 'Aantal sets', '5'),
      choice('format', 'A3', 'Formaat', 'A3'),
      choice('finishing', 'ringBinding', 'Afwerking', 'Ringband'),
    ],
    format: 'A3',
    quantity: 5,
    unitPriceCents: null,
    linePriceCents: null,
    noPriceReason: 'priceFollows',
    priceHidden: false,
    ...overrides,
  };
}

/** A copy order of one job, its price to follow: the originals are collected at the customer's. */
export function testCopyOrderView(n: number, overrides: Partial<OrderView> = {}): OrderView {
  return testOrderView(n, {
    kind: 'copy',
    orderType: 'copyOrder',
    details: testDetails({ orderType: 'copyOrder', pickUpAddress: testAddress() }),
    lines: [testCopyJobLine()],
    lineCount: 1,
    unpricedLineCount: 1,
    totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
    ...overrides,
  });
}

/** A quote request's answer (or, with nulls, none yet). */
export const testQuote = (n: number, overrides: Partial<QuoteView> = {}): QuoteView => ({
  requestId: uuid(1000 + n),
  requestNumber: `2026-${String(n).padStart(6, '0')}`,
  quotationNo: 'Q260042',
  priceCents: 125000,
  note: 'Inclusief ophalen en terugbrengen.',
  answeredAt: '2026-03-11T09:00:00.000Z',
  validUntil: '2099-12-31',
  orderedAs: null,
  ...overrides,
});

/** A quote request in `status` with its description line; answered unless `quote` says otherwise. */
export function testQuoteRequestView(
  n: number,
  status: OrderStatus,
  overrides: Partial<OrderView> = {},
): OrderView {
  return testOrderView(n, {
    kind: 'quote',
    status,
    statusLabel: statusLabels[status],
    lines: [
      {
        position: 1,
        kind: 'quote_request',
        fileId: null,
        fileName: null,
        pages: null,
        productId: null,
        productTitle: 'Offerteaanvraag',
        specs: [
          {
            menuId: 'offerteaanvraag',
            optionGroupName: 'description',
            optionName: '500 brochures A5, 16 pagina’s',
            groupTitle: 'Omschrijving',
            optionTitle: '500 brochures A5, 16 pagina’s',
          },
        ],
        format: null,
        quantity: 1,
        unitPriceCents: null,
        linePriceCents: null,
        noPriceReason: 'quoteRequest',
        priceHidden: false,
      },
    ],
    lineCount: 1,
    unpricedLineCount: 1,
    totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0 },
    quote: testQuote(n),
    ...overrides,
  });
}

export const testStaff = staff;
