import type { CartLine } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { CartSummary } from './cart-summary';

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
  kind: options.length > 0 ? ('choice' as const) : ('text' as const),
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
      group('kleur', 'Kleur', [option('Zwart/Wit', 'Zwart/Wit'), option('kleur', 'Kleur')]),
      group('papier', 'Papier', [option('80', '80 g/m² (standaard)'), option('120', '120 g/m²')]),
      group('opmerking', 'Opmerking', []),
    ]),
    menu('afwerking', 'Afwerking', [group('afwerking', 'Afwerking', [option('nieten', 'Nieten')])]),
  ],
  pricing: { pagePrices: [], setupCents: 0, tiers: [] },
};

const line: CartLine = {
  fileId: '00000000-0000-4000-8000-000000000001',
  fileName: 'offerte.pdf',
  productId: 'documenten',
  productTitle: 'Documenten A4 en A3',
  specs: [
    { menuId: 'printen', optionGroupName: 'kleur', optionName: 'kleur' },
    { menuId: 'printen', optionGroupName: 'papier', optionName: '80' },
    { menuId: 'printen', optionGroupName: 'opmerking', optionName: 'Graag snel' },
    { menuId: 'printen', optionGroupName: 'opmerking', optionName: ' ' },
    { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'nieten' },
  ],
  quantity: 3,
  format: 'A4',
  priceCents: 1234,
  breakdown: null,
  noPriceReason: null,
  priceHidden: false,
  inCart: true,
};

const choicesOf = () => screen.getByTestId('cart-summary-line').querySelectorAll('td')[1]!.textContent;

beforeAll(initTestI18n);

describe("the cart summary's choices", () => {
  it('are the catalogue’s titles of menus and options, as My orders shows them', async () => {
    renderWithApp(
      <CartSummary
        cart={{ status: 'success', lines: [line], products: [documents] }}
        showPrices
        editHref="/print-order/printen"
      />,
    );
    await screen.findByTestId('cart-summary');
    expect(choicesOf()).toBe(
      'Documenten A4 en A3Kleur: Kleur, Papier: 80 g/m² (standaard), Opmerking: Graag snel, Afwerking: Nieten',
    );
  });

  it('are the names the cart keeps while the catalogue loads, or when it no longer has the product', async () => {
    renderWithApp(
      <CartSummary
        cart={{
          status: 'success',
          lines: [line, { ...line, fileId: line.fileId.replace(/1$/, '2'), productId: 'weg' }],
          products: undefined,
        }}
        showPrices={false}
        editHref="/print-order/printen"
      />,
    );
    await screen.findByTestId('cart-summary');
    const rows = screen
      .getAllByTestId('cart-summary-line')
      .map((row) => row.querySelectorAll('td')[1]!.textContent);
    expect(rows).toEqual([
      'Documenten A4 en A3kleur: kleur, papier: 80, opmerking: Graag snel, afwerking: nieten',
      'Documenten A4 en A3kleur: kleur, papier: 80, opmerking: Graag snel, afwerking: nieten',
    ]);
  });

  it('leave out a line without choices', async () => {
    renderWithApp(
      <CartSummary
        cart={{
          status: 'success',
          lines: [{ ...line, specs: [{ menuId: 'printen', optionGroupName: 'opmerking', optionName: '' }] }],
          products: [documents],
        }}
        showPrices
        editHref="/print-order/printen"
      />,
    );
    await screen.findByTestId('cart-summary');
    expect(choicesOf()).toBe('Documenten A4 en A3');
  });
});

describe('a file of a non-standard size (issue 32 point 6)', () => {
  it('is named with its size and the sheet it is priced as, as on the product order screen', async () => {
    renderWithApp(
      <CartSummary
        cart={{
          status: 'success',
          lines: [
            {
              ...line,
              specs: [
                { menuId: 'printen', optionGroupName: 'formaat', optionName: 'Als bestand' },
                { menuId: 'printen', optionGroupName: 'kleur', optionName: 'kleur' },
              ],
              format: 'A3',
              customSize: { widthMm: 215.9, heightMm: 279.4, areaM2: null },
            },
          ],
          products: undefined,
        }}
        showPrices
        editHref="/print-order/printen"
      />,
    );
    await screen.findByTestId('cart-summary');
    expect(choicesOf()).toBe(
      'Documenten A4 en A3formaat: Afwijkend formaat 216 × 279 mm, geprijsd als A3, kleur: kleur',
    );
  });
});
