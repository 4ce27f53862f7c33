import { getStoreCart } from '@portal/shared/api/store-cart.api';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { fakeServer } from '../testing/fake-server';
import { initTestI18n, renderWithApp } from '../testing/render-with-app';
import { useKnownStoreCart } from './cart-button-state';

/**
 * A visitor's print store cart in the header and on the globe: asked on a first visit only when
 * this browser remembers items in it, so a reload keeps showing what the visitor put in, and a
 * visitor who never used the store costs no call.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const emptyCart: StoreCart = { lines: [], totalCents: 0, itemCount: 0 };
const cartOfThree: StoreCart = {
  lines: [
    {
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
      specs: { size: '200x200' },
      specTitles: [{ title: 'Formaat', value: '20 × 20 cm' }],
      quantity: 3,
      maxOrderAmount: null,
      isStockProduct: false,
      unitCents: 1250,
      lineCents: 3750,
      problem: null,
    },
  ],
  totalCents: 3750,
  itemCount: 3,
};

function Count() {
  const cart = useKnownStoreCart('default');
  return <p data-testid="count">{cart ? cart.itemCount : 'onbekend'}</p>;
}

beforeAll(async () => {
  await initTestI18n();
  session.setUser(null);
});

afterEach(() => {
  window.localStorage.clear();
});

describe('useKnownStoreCart for a visitor', () => {
  it('asks nothing on a first visit with nothing remembered', async () => {
    const server = fakeServer();
    renderWithApp(<Count />);
    expect(screen.getByTestId('count').textContent).toBe('onbekend');
    // A call would fail the test: the fake server answers nothing here.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
  });

  it('asks after a reload when the browser remembers items, and forgets them once the cart is empty', async () => {
    window.localStorage.setItem('portal.visitorStoreCart', '1');
    const server = fakeServer();
    let cart = cartOfThree;
    server.on(getStoreCart, () => cart);
    const view = renderWithApp(<Count />);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'));
    expect(window.localStorage.getItem('portal.visitorStoreCart')).toBe('1');

    view.unmount();
    cart = emptyCart;
    renderWithApp(<Count />);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'));
    await waitFor(() => expect(window.localStorage.getItem('portal.visitorStoreCart')).toBeNull());
  });
});
