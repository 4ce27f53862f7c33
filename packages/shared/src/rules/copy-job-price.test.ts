import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/catalogue';
import { copyJobSchema } from '../schemas/order-details';
import { copyJobPrice } from './copy-job-price';

const option = (
  name: string,
  price: Product['menus'][number]['optionGroups'][number]['options'][number]['price'] = null,
) => ({
  name,
  title: name,
  price,
  alwaysColor: false,
  subOptions: [],
});
const group = (
  name: string,
  options: ReturnType<typeof option>[],
  fallback: string | null,
  kind: 'choice' | 'text' = 'choice',
) => ({
  name,
  title: name,
  kind,
  default: fallback,
  analyseValue: null,
  options,
});
const documents: Product = {
  id: 'documenten',
  title: 'Documenten A4 en A3',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    {
      id: 'printen',
      title: 'Printen',
      subTitle: '',
      group: 'printen',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        group('formaat', [option('A4'), option('A3')], 'A4'),
        group('kleur', [option('Zwart/Wit'), option('kleur')], 'Zwart/Wit'),
        group('printwijze', [option('Enkelzijdig'), option('dubbelzijdig')], 'Enkelzijdig'),
        group('papier', [option('80')], '80'),
        group('opmerking', [], null, 'text'),
      ],
    },
    {
      id: 'afwerking',
      title: 'Afwerking',
      subTitle: '',
      group: 'afwerking',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        group('afwerking', [option('geen'), option('nieten', { unit: 'copy', cents: 15 })], 'geen'),
      ],
    },
  ],
  pricing: {
    pagePrices: [
      { format: 'A4', colour: 'bw', cents: 6 },
      { format: 'A4', colour: 'colour', cents: 29 },
    ],
    setupCents: 0,
    tiers: [],
  },
};

const job = (fields: Record<string, unknown>) => copyJobSchema.parse({ originals: 10, copies: 3, ...fields });

describe('the price of a copy job', () => {
  it('is the documents product printing the originals copies times', () => {
    // 10 black-white A4 pages at 6 cents, 3 sets; stapled at 15 cents a set.
    expect(copyJobPrice(job({}), documents)?.cents).toBe(180);
    expect(copyJobPrice(job({ finishing: 'staple' }), documents)?.cents).toBe(225);
    expect(copyJobPrice(job({ colour: 'colour' }), documents)?.cents).toBe(870);
  });

  it('follows (no price) where the product sells nothing for it, or without the product', () => {
    expect(copyJobPrice(job({ format: 'other' }), documents)).toBeNull();
    expect(copyJobPrice(job({ finishing: 'other' }), documents)).toBeNull();
    expect(copyJobPrice(job({ format: 'A3' }), documents)).toBeNull();
    expect(copyJobPrice(job({ finishing: 'ringBinding' }), documents)).toBeNull();
    expect(copyJobPrice(job({}), undefined)).toBeNull();
  });
});
