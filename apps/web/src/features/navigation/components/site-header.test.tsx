import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteContext } from '../../../lib/site-context';
import { initTestI18n, testSite } from '../../../testing/render-with-app';
import { SiteHeader } from './site-header';

beforeAll(initTestI18n);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

// A plain memory router: it navigates in jsdom without the data router's fetch requests.
const renderHeader = (onFollow: () => boolean) =>
  render(
    <SiteContext.Provider value={testSite}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/product-order']}>
          <SiteHeader
            account={{ loggedIn: false, isStaff: false, orderDesk: false, hasFiles: true }}
            userName={null}
            onLogOut={() => {}}
            cart={{ count: 2, label: 'cart', route: 'printOrder', onFollow }}
          />
          <Where />
        </MemoryRouter>
      </MantineProvider>
    </SiteContext.Provider>,
  );

describe("the header's cart button", () => {
  it('lets the page shown ask first: a page that asks keeps the customer where they are', async () => {
    const onFollow = vi.fn(() => true);
    renderHeader(onFollow);
    fireEvent.click(await screen.findByTestId('cart-button'));
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/product-order');
  });

  it('leads on to its step when the page has nothing to ask', async () => {
    renderHeader(() => false);
    const button = await screen.findByTestId('cart-button');
    expect(button.textContent).toContain('Naar Bestellen');
    fireEvent.click(button);
    expect(screen.getByTestId('where').textContent).toBe('/print-order/printen');
  });
});
