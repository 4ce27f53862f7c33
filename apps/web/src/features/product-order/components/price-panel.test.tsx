import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { PricePanel } from './price-panel';

beforeAll(() => initTestI18n());

describe('PricePanel: a file of a non-standard size (issue 32 point 2)', () => {
  it('names the size in millimetres and the sheet it is priced as, or its area', async () => {
    renderWithApp(
      <PricePanel
        quotes={[
          {
            file: { uuid: 'a', fileName: 'letter.pdf' },
            quote: {
              kind: 'priced',
              cents: 138,
              lines: [],
              format: 'A3',
              customSize: { widthMm: 215.9, heightMm: 279.4, areaM2: null },
              blankPagesAdded: 0,
            },
            hidePrice: false,
          },
          {
            file: { uuid: 'b', fileName: 'spandoek.pdf' },
            quote: {
              kind: 'priced',
              cents: 2160,
              lines: [],
              format: 'A0',
              customSize: { widthMm: 900, heightMm: 2000, areaM2: 1.8 },
              blankPagesAdded: 0,
            },
            hidePrice: false,
          },
        ]}
      />,
    );
    expect(
      await screen.findByText('letter.pdf: Afwijkend formaat 216 × 279 mm, geprijsd als A3'),
    ).toBeTruthy();
    expect(
      screen.getByText('spandoek.pdf: Afwijkend formaat 900 × 2000 mm, geprijsd per m² (1,8 m²)'),
    ).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toContain('€ 22,98');
  });
});
