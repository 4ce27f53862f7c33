import { describe, expect, it } from 'vitest';
import { cartButtonTarget, orderSteps, printOrderRootRoute } from './order-steps';

const all = { hideDeliverOptions: false, hideInvoiceOptions: false };

describe('the cart button follows the step (spec 01 section 2)', () => {
  it.each([
    ['productOrder', 'cart', 'printOrder'],
    ['printOrder', 'deliver', 'printOrderDeliver'],
    ['printOrderDeliver', 'invoice', 'printOrderInvoice'],
    ['printOrderInvoice', 'confirm', 'printOrderConfirm'],
    ['printOrderConfirm', 'none', 'printOrder'],
    ['home', 'none', 'printOrder'],
    ['contact', 'none', 'printOrder'],
  ] as const)('on %s it says %s and leads to %s', (route, label, target) => {
    expect(cartButtonTarget(route, all)).toEqual({ label, route: target });
  });

  it('skips the deliver and invoice steps a theme hides', () => {
    expect(orderSteps({ hideDeliverOptions: true, hideInvoiceOptions: false })).toEqual([
      'cart',
      'invoice',
      'confirm',
    ]);
    const neither = { hideDeliverOptions: true, hideInvoiceOptions: true };
    expect(cartButtonTarget('printOrder', neither)).toEqual({ label: 'confirm', route: 'printOrderConfirm' });
    expect(cartButtonTarget('printOrder', { ...all, hideDeliverOptions: true }).label).toBe('invoice');
  });
});

describe('the print order root (spec 02 section 2.1)', () => {
  it.each([
    ['cart v2 on', { printOrder: { cartV2: true } }, 'printOrder'],
    ['cart v2 off', { printOrder: { cartV2: false } }, 'productOrder'],
    ['printOrder without cartV2', { printOrder: {} }, 'productOrder'],
    ['no printOrder setting', {}, 'productOrder'],
  ] as const)('%s leads to %s', (_, customFields, route) => {
    expect(printOrderRootRoute(customFields)).toBe(route);
  });
});
