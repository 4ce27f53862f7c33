import { describe, expect, it } from 'vitest';
import type { Product, SpecEntry } from '../schemas/catalogue';
import { specTitles } from './spec-titles';

const option = (name: string, title: string) => ({
  name,
  title,
  price: null,
  alwaysColor: false,
  subOptions: [],
});

const product = {
  id: 'documenten',
  menus: [
    {
      id: 'printen',
      title: 'Printen',
      optionGroups: [
        { name: 'papier', title: 'Papier', kind: 'choice', options: [option('80', '80 g/m² (standaard)')] },
        { name: 'opmerking', title: 'Opmerking', kind: 'text', options: [] },
      ],
    },
    {
      id: 'afwerking',
      title: 'Afwerking',
      optionGroups: [
        { name: 'afwerking', title: 'Afwerking', kind: 'choice', options: [option('nieten', 'Nieten')] },
      ],
    },
  ],
} as unknown as Product;

const spec = (menuId: string, optionGroupName: string, optionName: string): SpecEntry => ({
  menuId,
  optionGroupName,
  optionName,
});

describe('the titles of a choice', () => {
  it.each<[string, Product | undefined, SpecEntry, { group: string; option: string }]>([
    [
      'an option the catalogue knows',
      product,
      spec('printen', 'papier', '80'),
      { group: 'Papier', option: '80 g/m² (standaard)' },
    ],
    [
      'a finishing in another menu',
      product,
      spec('afwerking', 'afwerking', 'nieten'),
      { group: 'Afwerking', option: 'Nieten' },
    ],
    [
      'a remark: its text',
      product,
      spec('printen', 'opmerking', 'Graag snel'),
      { group: 'Opmerking', option: 'Graag snel' },
    ],
    [
      'an option gone from the group: its name',
      product,
      spec('printen', 'papier', '90'),
      { group: 'Papier', option: '90' },
    ],
    [
      'a group in another menu than the spec says: the names',
      product,
      spec('afwerking', 'papier', '80'),
      { group: 'papier', option: '80' },
    ],
    [
      'a product the catalogue no longer has: the names',
      undefined,
      spec('printen', 'papier', '80'),
      { group: 'papier', option: '80' },
    ],
  ])('%s', (_, known, entry, expected) => {
    expect(specTitles(known, entry)).toEqual(expected);
  });
});
