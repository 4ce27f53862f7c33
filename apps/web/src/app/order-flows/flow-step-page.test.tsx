import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../../features/order-details/stores/order-details-store';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { flowUser, renderFlowPages } from '../../testing/flow-pages';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { FlowStepPage, type UseStepFaults } from './flow-step-page';

const CART = '/print-order';
const DELIVER = '/print-order/bezorgen';
const INVOICE = '/print-order/factureren';
const CONFIRM = '/print-order/controleren';

/** Every step of the print order has something to fix. */
const everythingFaulted: UseStepFaults = () => ({ cart: true, deliver: true, invoice: true });

const page = (step: 'cart' | 'deliver' | 'invoice' | 'confirm') =>
  function Step() {
    return (
      <FlowStepPage flow="print" step={step} useFaults={everythingFaulted}>
        {() => <p>De stap zelf</p>}
      </FlowStepPage>
    );
  };

const pages = {
  [CART]: page('cart'),
  [DELIVER]: page('deliver'),
  [INVOICE]: page('invoice'),
  [CONFIRM]: page('confirm'),
};

const stepper = () => screen.getByRole('navigation', { name: 'Stappen van uw bestelling' });
const stepItem = (name: string) => within(stepper()).getByText(name).closest('li') as HTMLElement;
const marked = (name: string) => stepItem(name).hasAttribute('data-error');

beforeAll(async () => {
  await initTestI18n();
  session.setUser(flowUser());
});

afterAll(() => {
  session.setUser(null);
});

beforeEach(() => {
  queryClient.clear();
  orderDetails.reset();
  window.sessionStorage.clear();
  setViewportWidth(1280);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the stepper marks a step only after the customer has been on it (issue 32 point 6)', () => {
  it('marks nothing on first arrival, and Bezorgen once the customer left it for Factureren', async () => {
    renderFlowPages(pages, DELIVER);
    await screen.findByText('De stap zelf');
    expect(marked('Printen')).toBe(false);
    expect(marked('Bezorgen')).toBe(false);
    expect(marked('Factureren')).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Naar Factureren' }));
    await screen.findByRole('heading', { level: 1, name: 'Factureren' });
    await waitFor(() => expect(marked('Bezorgen')).toBe(true));
    expect(within(stepItem('Bezorgen')).getByText('(nog niet compleet)')).toBeTruthy();
    expect(marked('Factureren')).toBe(false);
    expect(marked('Printen')).toBe(false);
  });

  it('marks every faulted step once the customer reached Controleren, and keeps them after a reload', async () => {
    renderFlowPages(pages, CONFIRM);
    await screen.findByRole('heading', { level: 1, name: 'Controleren' });
    await waitFor(() => expect(marked('Printen')).toBe(true));
    expect(marked('Bezorgen')).toBe(true);
    expect(marked('Factureren')).toBe(true);
    cleanup();

    renderFlowPages(pages, DELIVER);
    await screen.findByRole('heading', { level: 1, name: 'Bezorgen' });
    expect(marked('Factureren')).toBe(true);
  });
});

describe('the deliver step is named after the choice (issue 32 point 6)', () => {
  for (const width of TEST_WIDTHS)
    it(`is Afhalen in the heading, the stepper and the buttons once the customer collects (${width} px)`, async () => {
      setViewportWidth(width);
      orderDetails.update({ orderType: 'pickUp' });
      renderFlowPages(pages, DELIVER);
      expect(await screen.findByRole('heading', { level: 1, name: 'Afhalen' })).toBeTruthy();
      expect(within(stepper()).getByText('Afhalen')).toBeTruthy();
      expect(within(stepper()).queryByText('Bezorgen')).toBeNull();
      expect(await seriousViolations()).toEqual([]);
      cleanup();

      renderFlowPages(pages, INVOICE);
      expect(await screen.findByRole('link', { name: 'Terug naar Afhalen' })).toBeTruthy();
    });

  it('is Bezorgen while the order is delivered', async () => {
    renderFlowPages(pages, DELIVER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bezorgen' })).toBeTruthy();
    expect(within(stepper()).getByText('Bezorgen')).toBeTruthy();
  });
});
