import type { CartLine } from '@portal/shared/schemas/cart';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { CartPanel } from './cart-panel';
import { PricePanel } from './price-panel';

const line = (
  fileName: string,
  productId: string,
  priceCents: number | null,
  priceHidden = false,
): CartLine => ({
  fileId: `00000000-0000-4000-8000-00000000000${fileName.length}`,
  fileName,
  productId,
  productTitle: productId,
  specs: [],
  quantity: 1,
  format: 'A4',
  priceCents,
  breakdown: null,
  noPriceReason: priceCents === null && !priceHidden ? 'notAnalysed' : null,
  priceHidden,
  inCart: true,
});

beforeAll(initTestI18n);

describe("a product sold with 'Prijs op aanvraag' (hidePrice)", () => {
  it('shows no amount in the cart and leaves it out of the total', async () => {
    renderWithApp(
      <CartPanel
        // The server sends a hidden line without its amount (decision 0098); were one there, it stays unshown.
        lines={[line('brief.pdf', 'documenten', 141), line('geheim.pdf', 'vertrouwelijk', 9999, true)]}
        showPrices
        onRemove={() => {}}
        nextLabel="Naar Bestellen"
        onNext={() => {}}
      />,
    );
    const prices = await screen.findAllByTestId('cart-line-price');
    expect(prices.map((price) => price.textContent)).toEqual(['€ 1,41', 'Prijs op aanvraag']);
    expect(screen.getByTestId('cart-total').textContent).toBe('€ 1,41');
    expect(document.body.textContent).not.toContain('99,99');
  });

  it("tells a file without a computed price from one sold on a quote: 'Geen prijscalculatie mogelijk' (decision 0068)", async () => {
    renderWithApp(
      <CartPanel
        lines={[
          line('brief.pdf', 'documenten', 141),
          line('foto.png', 'documenten', null),
          line('geheim.pdf', 'vertrouwelijk', null, true),
        ]}
        showPrices
        onRemove={() => {}}
        nextLabel="Naar Bestellen"
        onNext={() => {}}
      />,
    );
    const prices = await screen.findAllByTestId('cart-line-price');
    expect(prices.map((price) => price.textContent)).toEqual([
      '€ 1,41',
      'Geen prijscalculatie mogelijk',
      'Prijs op aanvraag',
    ]);
    // The sentences may wrap in their column; an amount never does.
    expect(prices.map((price) => price.hasAttribute('data-no-amount'))).toEqual([false, true, true]);
    expect(screen.getByTestId('cart-total').textContent).toBe('€ 1,41');
    expect(screen.getByText('Exclusief de bestanden waarvoor wij een prijs sturen.')).toBeTruthy();
  });

  it('shows no amount in the price panel, also beside a priced file', async () => {
    renderWithApp(
      <PricePanel
        quotes={[
          {
            file: { uuid: 'a', fileName: 'brief.pdf' },
            quote: {
              kind: 'priced',
              cents: 141,
              lines: [],
              format: 'A4',
              customSize: null,
              blankPagesAdded: 0,
            },
            hidePrice: false,
          },
          {
            file: { uuid: 'b', fileName: 'geheim.pdf' },
            quote: {
              kind: 'priced',
              cents: 9999,
              lines: [],
              format: 'A4',
              customSize: null,
              blankPagesAdded: 0,
            },
            hidePrice: true,
          },
        ]}
      />,
    );
    expect(await screen.findByText(/geheim\.pdf: Prijs op aanvraag/)).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toContain('€ 1,41');
    expect(document.body.textContent).not.toContain('99,99');
  });
});
