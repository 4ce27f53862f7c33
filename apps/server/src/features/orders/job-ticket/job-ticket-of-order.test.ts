import { specTitles } from '@portal/shared/rules/spec-titles';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import { orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import type { OrderLineRow, OrderRow } from '../orders.repository';
import { amsterdamDateTime, jobTicketOrderOf, type TicketSource } from './job-ticket-of-order';

/** An order's rows mapped onto the job ticket's input (decisions 0048 and 0051): pure, table-driven. */

const spec = (optionGroupName: string, optionName: string, menuId = 'printen'): SpecEntry => ({
  menuId,
  optionGroupName,
  optionName,
});

/** The choices as the order keeps them: titled as `product` titled them at placement, else by their names. */
const titled = (specs: SpecEntry[], product?: Product): OrderedChoice[] =>
  specs.map((entry) => {
    const titles = specTitles(product, entry);
    return { ...entry, groupTitle: titles.group, optionTitle: titles.option };
  });

const line = (overrides: Partial<OrderLineRow> = {}): OrderLineRow => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  orderId: '00000000-0000-4000-8000-0000000000b1',
  position: 1,
  fileId: '00000000-0000-4000-8000-0000000000c1',
  fileName: 'offerte.pdf',
  pagesBw: 2,
  pagesColour: 0,
  pagesBlank: 1,
  storageReference: '00000000-0000-4000-8000-0000000000c1',
  productId: 'documenten',
  productTitle: 'Documenten A4 en A3',
  specs: [],
  content: null,
  kind: 'print_file',
  priceHidden: false,
  format: 'A4',
  quantity: 5,
  unitPriceCents: 10,
  linePriceCents: 50,
  breakdown: null,
  noPriceReason: null,
  ...overrides,
});

const order = (details: Partial<Parameters<typeof orderDetailsSchema.parse>[0]> = {}): OrderRow => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  orderNumber: '2026-000042',
  kind: 'print',
  pricesHidden: false,
  userId: '00000000-0000-4000-8000-0000000000d1',
  sessionId: '00000000-0000-4000-8000-0000000000e1',
  cartKey: '00000000-0000-4000-8000-0000000000e1',
  themeId: null,
  customerNumber: '1234567',
  status: 'received',
  express: false,
  deliveryChargeCents: 0,
  expressSurchargeCents: 0,
  details: orderDetailsSchema.parse({
    orderType: 'deliver',
    deliveryAddress: {
      company: 'Bouwkeet',
      street: 'Kade',
      number: '3',
      zipCode: '1011 AA',
      city: 'Amsterdam',
    },
    deliveryDate: { date: '2026-07-02', time: null },
    project: { id: null, name: 'Zuidas' },
    reference: 'PO-1',
    phone: '06 12345678',
    ...details,
  }),
  shopId: '00000000-0000-4000-8000-0000000000f1',
  totalExclVatCents: 50,
  vatCents: 11,
  totalInclVatCents: 61,
  createdAt: new Date('2026-06-30T10:00:00Z'),
});

const source = (overrides: Partial<TicketSource> = {}): TicketSource => ({
  order: order(),
  lines: [line()],
  orderedBy: { name: 'Karin de Klant', email: 'karin@bouw.example', phone: '030 123 45 67' },
  shop: {
    id: '00000000-0000-4000-8000-0000000000f1',
    company: 'Drukwerk Direct Utrecht',
    openingHours: [{ weekday: 4, opens: '08:30', closes: '17:30' }],
  },
  fileUrlOf: (position) => `https://portaal.example/lines/${position}`,
  ...overrides,
});

/** A line whose choices kept their names as titles (the catalogue did not know them at placement). */
const firstLine = (specs: SpecEntry[], overrides: Partial<OrderLineRow> = {}) =>
  jobTicketOrderOf(source({ lines: [line({ specs: titled(specs), ...overrides })] })).lines[0]!;

const option = (name: string, title: string) => ({
  name,
  title,
  price: null,
  alwaysColor: false,
  subOptions: [],
});
const group = (name: string, title: string, options: ReturnType<typeof option>[]) => ({
  name,
  title,
  kind: 'choice' as const,
  default: null,
  analyseValue: null,
  options,
});
const menu = (id: string, title: string, optionGroups: ReturnType<typeof group>[]) => ({
  id,
  title,
  subTitle: '',
  group: id,
  description: '',
  hidden: false,
  minPagesRequired: 0,
  optionGroups,
});

/** The catalogue's 'documenten' with the titles the customer read. */
const documents: Product = {
  id: 'documenten',
  title: 'Documenten A4 en A3',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [
      group('formaat', 'Formaat', [option('Als bestand', 'Zoals het bestand'), option('A4', 'A4')]),
      group('papier', 'Papier', [
        option('80', '80 g/m² (standaard)'),
        option('silk-135', 'Silk 135 g/m²'),
        option('backlit', 'Backlitfolie'),
      ]),
      group('opmerking', 'Opmerking voor de printshop', []),
    ]),
    menu('afwerking', 'Afwerking', [
      group('afwerking', 'Afwerking', [
        option('nieten', 'Nieten linksboven'),
        option('perforeren', 'Perforeren (4-gaats)'),
        option('ringband', 'Ringband (23-rings)'),
        option('wire-o', 'Wire-O-binding'),
        option('hoekjes', 'Hoeken afronden'),
      ]),
      group('lamineren', 'Lamineren', [option('glans', 'Glans'), option('mat', 'Mat lamineren')]),
      group('vouwen', 'Vouwen', [option('a4-vouwen', 'A4 vouwen')]),
    ]),
  ],
  pricing: { pagePrices: [], setupCents: 0, tiers: [] },
};

/** A line whose choices were titled by the catalogue's 'documenten' when it was placed. */
const titledLine = (specs: SpecEntry[], overrides: Partial<OrderLineRow> = {}) =>
  jobTicketOrderOf(source({ lines: [line({ specs: titled(specs, documents), ...overrides })] })).lines[0]!;

describe('the job ticket of an order', () => {
  it('carries the order, its customer, the delivery contact and the promised end', () => {
    const ticket = jobTicketOrderOf(source());
    expect(ticket).toMatchObject({
      orderNumber: '2026-000042',
      createdAt: '2026-06-30T10:00:00.000Z',
      // No time chosen: the day ends when the shop closes that Thursday, in summer time.
      promisedEnd: '2026-07-02T17:30:00+02:00',
      express: false,
      customerNumber: '1234567',
      project: 'Zuidas',
      reference: 'PO-1',
      // The phone number given with the order comes first.
      orderedBy: { name: 'Karin de Klant', email: 'karin@bouw.example', phone: '06 12345678' },
      fulfilment: 'deliver',
      delivery: { company: 'Bouwkeet', street: 'Kade', number: '3', city: 'Amsterdam', country: 'NL' },
      shop: { id: '00000000-0000-4000-8000-0000000000f1', company: 'Drukwerk Direct Utrecht' },
    });
    expect(ticket.lines[0]).toMatchObject({
      position: 1,
      fileUrl: 'https://portaal.example/lines/1',
      quantity: 5,
    });
  });

  it('has no delivery contact for a pickup, a chosen time as its end, and none without a date', () => {
    const pickUp = jobTicketOrderOf(
      source({ order: order({ orderType: 'pickUp', deliveryDate: { date: '2026-12-01', time: '16:00' } }) }),
    );
    expect(pickUp.fulfilment).toBe('pickUp');
    expect(pickUp.delivery).toBeNull();
    expect(pickUp.promisedEnd).toBe('2026-12-01T16:00:00+01:00');
    expect(jobTicketOrderOf(source({ order: order({ deliveryDate: null }) })).promisedEnd).toBeNull();
    // A day the shop is closed ends at 17:00.
    expect(
      jobTicketOrderOf(source({ order: order({ deliveryDate: { date: '2026-07-04' } }) })).promisedEnd,
    ).toBe('2026-07-04T17:00:00+02:00');
  });

  it.each([
    ['2026-03-29', '12:00', '2026-03-29T12:00:00+02:00'],
    ['2026-03-28', '12:00', '2026-03-28T12:00:00+01:00'],
    ['2026-10-25', '08:30', '2026-10-25T08:30:00+01:00'],
  ])('writes %s %s in Amsterdam as %s', (date, time, expected) => {
    expect(amsterdamDateTime(date, time)).toBe(expected);
  });

  it.each<[string, SpecEntry[], Partial<ReturnType<typeof firstLine>>]>([
    [
      'the priced groups',
      [spec('formaat', 'A3'), spec('kleur', 'kleur'), spec('printwijze', 'dubbelzijdig')],
      { format: 'A4', sides: 2, colour: 'colour' },
    ],
    [
      'one-sided black and white',
      [spec('kleur', 'Zwart/Wit'), spec('printwijze', 'Enkelzijdig')],
      { sides: 1, colour: 'bw' },
    ],
    ['a paper by weight', [spec('papier', '80')], { paper: { name: '80 g/m²', weightGsm: 80 } }],
    ['a named paper', [spec('papier', 'silk-135')], { paper: { name: 'silk-135', weightGsm: 135 } }],
    [
      'a paper without a weight, as a comment',
      [spec('papier', 'backlit')],
      { paper: null, finishing: [{ kind: 'other', title: 'papier: backlit' }] },
    ],
    [
      'finishing by option name',
      [
        spec('afwerking', 'nieten', 'afwerking'),
        spec('afwerking', 'perforeren', 'afwerking'),
        spec('afwerking', 'ringband', 'afwerking'),
        spec('afwerking', 'wire-o', 'afwerking'),
        spec('lamineren', 'glans', 'afwerking'),
        spec('vouwen', 'a4-vouwen', 'afwerking'),
      ],
      {
        finishing: [
          { kind: 'staple', title: 'nieten' },
          { kind: 'perforate', title: 'perforeren' },
          { kind: 'ring', title: 'ringband' },
          { kind: 'wire-o', title: 'wire-o' },
          { kind: 'laminate', title: 'lamineren glans' },
          { kind: 'fold', title: 'a4-vouwen' },
        ],
      },
    ],
    [
      'no finishing for "none", and comments for what has no intent',
      [
        spec('afwerking', 'geen', 'afwerking'),
        spec('vouwen', 'niet', 'afwerking'),
        spec('lamineren', 'geen', 'afwerking'),
        spec('binden', 'rugnieten', 'boekje'),
        spec('opmerking', 'Graag snel'),
        spec('opmerking', ''),
      ],
      {
        finishing: [
          { kind: 'other', title: 'binden: rugnieten' },
          { kind: 'other', title: 'opmerking: Graag snel' },
        ],
      },
    ],
  ])('maps %s', (_, specs, expected) => {
    expect(firstLine(specs)).toMatchObject(expected);
  });

  it('titles what people read as the catalogue does, and keeps the names a machine maps', () => {
    const ticketLine = titledLine([
      spec('papier', 'silk-135'),
      spec('afwerking', 'nieten', 'afwerking'),
      spec('afwerking', 'perforeren', 'afwerking'),
      spec('afwerking', 'hoekjes', 'afwerking'),
      spec('lamineren', 'glans', 'afwerking'),
      spec('lamineren', 'mat', 'afwerking'),
      spec('vouwen', 'a4-vouwen', 'afwerking'),
      spec('opmerking', 'Graag snel'),
      spec('opmerking', ''),
    ]);
    expect(ticketLine.paper).toEqual({ name: 'Silk 135 g/m²', weightGsm: 135 });
    expect(ticketLine.finishing).toEqual([
      { kind: 'staple', title: 'Nieten linksboven', option: 'nieten' },
      { kind: 'perforate', title: 'Perforeren (4-gaats)', option: 'perforeren' },
      { kind: 'other', title: 'Afwerking: Hoeken afronden', option: 'hoekjes' },
      { kind: 'laminate', title: 'Lamineren Glans', option: 'glans' },
      { kind: 'laminate', title: 'Mat lamineren', option: 'mat' },
      { kind: 'fold', title: 'A4 vouwen', option: 'a4-vouwen' },
      { kind: 'other', title: 'Opmerking voor de printshop: Graag snel', option: 'Graag snel' },
    ]);
    expect(ticketLine.choices.slice(0, 2)).toEqual([
      {
        menu: 'printen',
        group: 'papier',
        groupTitle: 'Papier',
        option: 'silk-135',
        optionTitle: 'Silk 135 g/m²',
      },
      {
        menu: 'afwerking',
        group: 'afwerking',
        groupTitle: 'Afwerking',
        option: 'nieten',
        optionTitle: 'Nieten linksboven',
      },
    ]);
    // An empty remark is no choice.
    expect(ticketLine.choices).toHaveLength(8);
  });

  it('titles a paper it cannot weigh and a size it does not know, in their comments', () => {
    expect(titledLine([spec('papier', 'backlit')])).toMatchObject({
      paper: null,
      finishing: [{ kind: 'other', title: 'Papier: Backlitfolie', option: 'backlit' }],
    });
    expect(titledLine([spec('papier', '80')]).paper).toEqual({ name: '80 g/m² (standaard)', weightGsm: 80 });
    expect(titledLine([spec('formaat', 'Als bestand')], { format: null })).toMatchObject({
      format: 'A4',
      finishing: [{ kind: 'other', title: 'Formaat: Zoals het bestand' }],
    });
  });

  it('reads the titles the order kept, whatever the catalogue says now (names where it had none)', () => {
    const ticketLine = firstLine([spec('afwerking', 'nieten', 'afwerking')], { productId: 'weg' });
    expect(ticketLine.finishing).toEqual([{ kind: 'staple', title: 'nieten', option: 'nieten' }]);
    expect(ticketLine.choices).toEqual([
      {
        menu: 'afwerking',
        group: 'afwerking',
        groupTitle: 'afwerking',
        option: 'nieten',
        optionTitle: 'nieten',
      },
    ]);
  });

  it('takes colour from the pages when the product has no colour choice', () => {
    expect(firstLine([], { pagesColour: 1 }).colour).toBe('colour');
    expect(firstLine([], { pagesColour: 0 }).colour).toBe('bw');
  });

  it('writes a size it does not know as A4 with a comment, so the shop reads it', () => {
    expect(firstLine([spec('formaat', 'A0')], { format: null }).format).toBe('A0');
    expect(firstLine([spec('formaat', 'Als bestand')], { format: null })).toMatchObject({
      format: 'A4',
      finishing: [{ kind: 'other', title: 'formaat: Als bestand' }],
    });
    expect(firstLine([], { format: 'custom' })).toMatchObject({
      format: 'A4',
      finishing: [{ kind: 'other', title: 'Formaat: custom' }],
    });
  });
});
