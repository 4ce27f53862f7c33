import type { StoreCart, StoreCartLine } from '@portal/shared/schemas/store-cart';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { StoreCartLines } from './store-cart-lines';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function line(overrides: Partial<StoreCartLine> = {}): StoreCartLine {
  return {
    id: uuid(1),
    kind: 'product',
    itemId: uuid(10),
    printStoreId: uuid(100),
    categoryId: uuid(20),
    collectionId: uuid(30),
    name: 'Verboden te roken',
    productTypeName: 'Bord of sticker',
    productCode: null,
    image: null,
    specs: { size: '200x200', material: 'forex' },
    specTitles: [
      { title: 'Formaat', value: '20 × 20 cm' },
      { title: 'Materiaal', value: 'Forex 5 mm' },
    ],
    quantity: 3,
    maxOrderAmount: null,
    isStockProduct: false,
    unitCents: 1250,
    lineCents: 3750,
    problem: null,
    ...overrides,
  };
}

const cartOf = (...lines: StoreCartLine[]): StoreCart => ({
  lines,
  totalCents: lines.every((each) => each.lineCents !== null)
    ? lines.reduce((sum, each) => sum + (each.lineCents ?? 0), 0)
    : null,
  itemCount: lines.reduce((sum, each) => sum + each.quantity, 0),
});

beforeAll(() => initTestI18n());
afterEach(cleanup);

function renderLines(cart: StoreCart) {
  const onChangeQuantity = vi.fn(async () => cart);
  const onRemove = vi.fn(async () => cart);
  renderWithApp(<StoreCartLines cart={cart} onChangeQuantity={onChangeQuantity} onRemove={onRemove} />);
  return { onChangeQuantity, onRemove };
}

describe('the print store lines of a cart', () => {
  it('shows each line with its specs, the server’s prices, the total and the delivery promise', async () => {
    renderLines(
      cartOf(
        line(),
        line({ id: uuid(2), name: 'Nooduitgang links', quantity: 1, unitCents: 990, lineCents: 990 }),
      ),
    );
    const smoking = screen.getAllByTestId('store-cart-line')[0]!;
    expect(smoking.textContent).toContain('Verboden te roken');
    expect(smoking.textContent).toContain('Formaat: 20 × 20 cm · Materiaal: Forex 5 mm');
    expect(smoking.textContent).toContain('€ 37,50');
    expect(smoking.textContent).toContain('€ 12,50 per stuk');
    expect(screen.getByTestId('store-cart-total').textContent).toContain('€ 47,40');
    expect(screen.getByText('Binnen 3 werkdagen geleverd')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends a new quantity, and a quantity that is no number or below 1 as 1 (spec 02 section 5)', () => {
    const { onChangeQuantity } = renderLines(cartOf(line()));
    const quantity = screen.getByRole('textbox', { name: 'Aantal van Verboden te roken' });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    expect(onChangeQuantity).toHaveBeenLastCalledWith(uuid(1), 5);
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(onChangeQuantity).toHaveBeenLastCalledWith(uuid(1), 1);
    expect((quantity as HTMLInputElement).value).toBe('1');
  });

  it('shows a fixed count for a package of at most 1, and removes a line by its named button', () => {
    const { onRemove } = renderLines(
      cartOf(
        line({
          kind: 'package',
          name: 'Starterspakket kantoor',
          maxOrderAmount: 1,
          quantity: 1,
          specTitles: [],
        }),
      ),
    );
    const pack = screen.getByTestId('store-cart-line');
    expect(within(pack).queryByRole('textbox')).toBeNull();
    expect(pack.textContent).toContain('Maximaal 1 te bestellen');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijder Starterspakket kantoor' }));
    expect(onRemove).toHaveBeenCalledWith(uuid(1));
  });

  it('says why a line cannot be ordered as it is, without a price', () => {
    renderLines(cartOf(line({ problem: 'GONE', unitCents: null, lineCents: null })));
    expect(screen.getByRole('alert').textContent).toContain('Dit product is niet meer te bestellen.');
    expect(screen.queryByTestId('store-cart-total')).toBeNull();
  });

  it('shows no amount where the theme hides prices', () => {
    renderLines(cartOf(line({ unitCents: null, lineCents: null })));
    expect(screen.getByTestId('store-cart-line').textContent).toContain('Prijs volgens afspraak');
    expect(screen.getByTestId('store-cart-line').textContent).not.toContain('€');
  });
});
