import { MantineProvider } from '@mantine/core';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { fakeServer } from '../testing/fake-server';
import { initTestI18n, renderWithApp } from '../testing/render-with-app';
import {
  CartButtonPageContext,
  useCartButtonCollecting,
  useCartButtonState,
  useKnownStoreCart,
} from './cart-button-state';

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

describe("the cart button's next step", () => {
  function NextStep() {
    const { label, route, page } = useCartButtonState(null);
    return (
      <CartButtonPageContext value={page}>
        <p data-testid="next">
          {label} {route}
        </p>
        <Printen />
      </CartButtonPageContext>
    );
  }
  /** What Printen tells the button: whether the customer collects. */
  function Printen() {
    const [collecting, setCollecting] = useState(false);
    useCartButtonCollecting(collecting);
    return (
      <button type="button" onClick={() => setCollecting(!collecting)}>
        Afhalen
      </button>
    );
  }

  it("leads from Printen to 'Naar Afhalen' while the customer has chosen to collect, as the stepper says", () => {
    fakeServer();
    // Printen, the print order's cart step: a route of the app's router, named by its handle.
    const router = createMemoryRouter([{ path: '*', element: <NextStep />, handle: { name: 'printOrder' } }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const next = () => screen.getByTestId('next').textContent;
    expect(next()).toBe('deliver printOrderDeliver');
    fireEvent.click(screen.getByRole('button', { name: 'Afhalen' }));
    expect(next()).toBe('pickUp printOrderDeliver');
    fireEvent.click(screen.getByRole('button', { name: 'Afhalen' }));
    expect(next()).toBe('deliver printOrderDeliver');
  });
});
