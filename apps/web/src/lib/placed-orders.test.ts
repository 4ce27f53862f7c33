import type { Product } from '@portal/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { addressLines, chosenDateText, dayAndTime, formatDay, orderedSpecs } from './placed-orders';

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
});
