import type { Product } from '@portal/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  amsterdamDay,
  chosenDateText,
  dayAndTime,
  formatDay,
  isFileLine,
  linePriceWording,
  orderedSpecs,
  placedSpecs,
  showsQuantity,
  unpricedOrderWording,
} from './placed-orders';

const product = {
  id: 'flyers',
  menus: [
    {
      id: 'printen',
      optionGroups: [
        { name: 'papier', title: 'Papier', options: [{ name: 'silk-135', title: 'Silk 135 g/m²' }] },
        { name: 'opmerking', title: 'Opmerking', options: [] },
      ],
    },
  ],
} as unknown as Product;

describe('placed orders as the screens show them', () => {
  it('gives instants as Amsterdam day and time, in winter and summer', () => {
    expect(dayAndTime('2026-03-10T13:05:00.000Z')).toEqual({ date: '10-03-2026', time: '14:05' });
    expect(dayAndTime('2026-07-31T22:30:00.000Z')).toEqual({ date: '01-08-2026', time: '00:30' });
  });

  it('gives calendar days without a time zone shift', () => {
    expect(formatDay('2026-03-01')).toBe('01-03-2026');
    expect(chosenDateText({ date: '2026-03-12', time: null, title: null })).toBe('12-03-2026');
    expect(chosenDateText({ date: '2026-03-12', time: '10:00', title: 'spoed' })).toBe('12-03-2026 10:00');
  });

  it('prints an address without its empty parts', () => {
    expect(
      addressLines({
        id: null,
        company: 'Gemeente Rivierstad',
        department: '',
        name: 'Anna de Vries',
        street: 'Stadhuisplein',
        number: '1',
        addition: 'bis',
        zipCode: '3511 AA',
        city: 'Rivierstad',
        phone: '',
        email: '',
        customerNumber: null,
        newCustomer: false,
        isConstructionSite: false,
        kvk: '',
      }),
    ).toEqual(['Gemeente Rivierstad', 'Anna de Vries', 'Stadhuisplein 1 bis', '3511 AA  Rivierstad']);
  });

  it('names choices by their titles while the catalogue knows them, else by the stored names', () => {
    const specs = [
      { menuId: 'printen', optionGroupName: 'papier', optionName: 'silk-135' },
      { menuId: 'printen', optionGroupName: 'opmerking', optionName: 'Graag snel' },
      { menuId: 'printen', optionGroupName: 'opmerking2', optionName: '' },
      { menuId: 'oud', optionGroupName: 'afwerking', optionName: 'nieten' },
    ];
    expect(orderedSpecs(product, specs).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Papier: Silk 135 g/m²',
      'Opmerking: Graag snel',
      'afwerking: nieten',
    ]);
    expect(orderedSpecs(undefined, specs.slice(0, 1))[0]).toMatchObject({
      label: 'papier',
      value: 'silk-135',
    });
  });

  it('gives the Amsterdam day of an instant, past midnight there before it is in UTC', () => {
    expect(amsterdamDay(new Date('2026-03-10T22:59:59.000Z'))).toBe('2026-03-10');
    expect(amsterdamDay(new Date('2026-03-10T23:00:00.000Z'))).toBe('2026-03-11');
    expect(amsterdamDay(new Date('2026-07-31T22:30:00.000Z'))).toBe('2026-08-01');
  });

  it("reads a placed line's choices by the titles it kept, whatever the catalogue says now", () => {
    const choice = (optionName: string, groupTitle: string, optionTitle: string) => ({
      menuId: 'printen',
      optionGroupName: groupTitle.toLowerCase(),
      optionName,
      groupTitle,
      optionTitle,
    });
    expect(
      placedSpecs([
        choice('silk-135', 'Papier', 'Silk 135 g/m²'),
        choice('', 'Opmerking', ''),
        choice('nieten', 'Afwerking', 'Nieten (2 nietjes)'),
      ]).map(({ label, value }) => `${label}: ${value}`),
    ).toEqual(['Papier: Silk 135 g/m²', 'Afwerking: Nieten (2 nietjes)']);
  });

  it.each([
    [
      { linePriceCents: 10000, noPriceReason: null, priceHidden: false },
      { kind: 'amount', cents: 10000 },
    ],
    [
      { linePriceCents: null, noPriceReason: null, priceHidden: true },
      { kind: 'text', text: 'onRequest' },
    ],
    // Staff are sent a hidden line's amount: they read it.
    [
      { linePriceCents: 500, noPriceReason: null, priceHidden: true },
      { kind: 'amount', cents: 500 },
    ],
    [
      { linePriceCents: null, noPriceReason: 'priceFollows', priceHidden: false },
      { kind: 'text', text: 'jobFollows' },
    ],
    [
      { linePriceCents: null, noPriceReason: 'byAgreement', priceHidden: false },
      { kind: 'text', text: 'byAgreement' },
    ],
    [{ linePriceCents: null, noPriceReason: 'quoteRequest', priceHidden: false }, { kind: 'none' }],
    [
      { linePriceCents: null, noPriceReason: 'notAnalysed', priceHidden: false },
      { kind: 'text', text: 'follows' },
    ],
  ] as const)('words the price of %j as %j', (line, wording) => {
    expect(linePriceWording(line)).toEqual(wording);
  });

  it.each([
    ['print', { kind: 'text', text: 'follows' }],
    ['copy', { kind: 'text', text: 'jobFollows' }],
    ['scan', { kind: 'text', text: 'jobFollows' }],
    ['secured', { kind: 'text', text: 'byAgreement' }],
    ['quote', { kind: 'none' }],
  ] as const)('words an order of kind %s without a priced line as %j', (kind, wording) => {
    expect(unpricedOrderWording(kind)).toEqual(wording);
  });

  it('tells a file line from a job, and shows the copies of a file only', () => {
    expect(isFileLine({ kind: 'print_file', fileName: 'a.pdf' })).toBe(true);
    expect(isFileLine({ kind: 'quote_request', fileName: 'bijlage.pdf' })).toBe(true);
    expect(isFileLine({ kind: 'quote_request', fileName: null })).toBe(false);
    expect(isFileLine({ kind: 'copy_job', fileName: null })).toBe(false);
    expect(
      ['print_file', 'secured_file', 'copy_job', 'scan_job', 'quote_request', 'quoted_job'].map((kind) =>
        showsQuantity({ kind: kind as 'print_file' }),
      ),
    ).toEqual([true, true, false, false, false, false]);
  });
});
