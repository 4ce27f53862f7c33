import type { CatalogueProduct, ProductOption } from '@portal/shared/schemas/catalogue';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import type { DraftFile } from '../utils/drafts';
import { ConfigurationPanel } from './configuration-panel';
import { PricePanel } from './price-panel';

beforeAll(initTestI18n);

const binding = (name: string, title: string, pageLimits: ProductOption['pageLimits']): ProductOption => ({
  name,
  title,
  price: { unit: 'copy', cents: 45 },
  alwaysColor: false,
  subOptions: [],
  pageLimits,
});

/** The demo catalogue's booklets, their binding group (decision 0134's limits). */
const booklets: CatalogueProduct = {
  id: 'boekjes',
  title: 'Boekjes',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  fromPriceCents: null,
  menus: [
    {
      id: 'boekje',
      title: 'Boekje',
      subTitle: '',
      group: 'boekje',
      description: '',
      hidden: false,
      minPagesRequired: 8,
      optionGroups: [
        {
          name: 'binden',
          title: 'Binden',
          kind: 'choice',
          default: 'rugnieten',
          analyseValue: null,
          options: [
            binding('rugnieten', 'Rugnieten', { minPages: 8, maxPages: 64, multipleOf: 4 }),
            binding('lijmbinden', 'Lijmgebonden', { minPages: 32, maxPages: 400, multipleOf: 2 }),
          ],
        },
      ],
    },
  ],
  pricing: { pagePrices: [{ format: 'A4', colour: 'bw', cents: 6 }], setupCents: 0, tiers: [] },
};

const file = (pagesBW: number): DraftFile => ({
  uuid: '00000000-0000-4000-8000-000000000352',
  status: 'READY',
  analysed: true,
  format: 'A4',
  dimensions: { widthMm: 210, heightMm: 297 },
  pagesBW,
  pagesColour: 0,
  pagesBlank: 0,
});

const panel = (pages: number, chosen: string) => (
  <ConfigurationPanel
    product={booklets}
    files={[file(pages)]}
    shown={{
      productId: 'boekjes',
      specs: [{ menuId: 'boekje', optionGroupName: 'binden', optionName: chosen }],
      quantity: 1,
    }}
    onChoice={() => {}}
    onQuantity={() => {}}
    disabled={false}
  />
);

describe('a binding the file cannot take (issue 32 point 1, decision 0134)', () => {
  it('is disabled with the reason naming its range and the file’s pages', async () => {
    renderWithApp(panel(352, 'lijmbinden'));
    const saddle = await screen.findByRole('radio', { name: /Rugnieten/ });
    expect((saddle as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(
        "Rugnieten kan 8 tot 64 pagina's binden, in veelvouden van 4; dit bestand heeft er 352. Kies een andere afwerking.",
      ),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Lijmgebonden/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says why when the chosen binding cannot take the file', async () => {
    renderWithApp(panel(20, 'lijmbinden'));
    expect(
      await screen.findByText(
        "Lijmgebonden kan 32 tot 400 pagina's binden, in veelvouden van 2; dit bestand heeft er 20. Kies een andere afwerking.",
      ),
    ).toBeTruthy();
  });

  it('says how many blank pages are added to bind the file', async () => {
    renderWithApp(
      <PricePanel
        quotes={[
          {
            file: { uuid: 'a', fileName: 'brochure.pdf' },
            quote: {
              kind: 'priced',
              cents: 500,
              lines: [],
              format: 'A4',
              customSize: null,
              blankPagesAdded: 2,
            },
            hidePrice: false,
          },
        ]}
      />,
    );
    expect(
      await screen.findByText('Er worden 2 blanco pagina’s toegevoegd om te kunnen binden.'),
    ).toBeTruthy();
  });
});
