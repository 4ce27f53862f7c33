import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { appRoutes } from '../routes';
import {
  cartButtonTarget,
  cartStepText,
  FLOW_STEPS,
  flowStepOfRoute,
  flowSteps,
  orderFlows,
  orderSteps,
  printOrderRootRoute,
  showsStepMark,
  stepNameKey,
} from './order-steps';

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

  it("names the deliver step 'Afhalen' once the customer chose to collect", () => {
    expect(cartStepText('deliver', 'pickUp')).toBe('pickUp');
    expect(cartStepText('deliver', 'deliver')).toBe('deliver');
    expect(cartStepText('invoice', 'pickUp')).toBe('invoice');
    expect(cartStepText('none', 'pickUp')).toBe('none');
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

describe('the steps of every flow (spec 02 sections 2.1 and 9)', () => {
  it("start with the flow's own step and share deliver, invoice and confirm", () => {
    expect(flowSteps('copy', all)).toEqual(['pickUp', 'deliver', 'invoice', 'confirm']);
    expect(flowSteps('scan', all)).toEqual(['pickUp', 'deliver', 'invoice', 'confirm']);
    expect(flowSteps('quote', all)).toEqual(['description', 'deliver', 'invoice', 'confirm']);
    expect(flowSteps('secured', all)).toEqual(['files', 'deliver', 'invoice', 'confirm']);
    expect(flowSteps('quoted', all)).toEqual(['deliver', 'invoice', 'confirm']);
  });

  it('skip what the theme hides in every flow', () => {
    const neither = { hideDeliverOptions: true, hideInvoiceOptions: true };
    for (const flow of orderFlows)
      if (flow !== 'scan') expect(flowSteps(flow, neither)).not.toContain('deliver');
    expect(flowSteps('copy', neither)).toEqual(['pickUp', 'confirm']);
    // A scan's medium is chosen on Opleveren, whatever the theme hides (decision 0102).
    expect(flowSteps('scan', neither)).toEqual(['pickUp', 'deliver', 'confirm']);
  });

  it('name a route of the route table each, and each route one step of one flow', () => {
    const routes = orderFlows.flatMap((flow) => FLOW_STEPS[flow].map((step) => step.route));
    for (const route of routes) expect(route in appRoutes).toBe(true);
    expect(new Set(routes).size).toBe(routes.length);
    expect(flowStepOfRoute('scanOrderDeliver')).toEqual({ flow: 'scan', step: 'deliver' });
    expect(flowStepOfRoute('home')).toBeNull();
  });
});

describe('the deliver step is named after the choice (issue 32 point 6)', () => {
  it('is Afhalen once the customer collects, Bezorgen otherwise, in every flow that offers both', () => {
    for (const flow of ['print', 'quote', 'quoted', 'secured', 'store'] as const) {
      expect(stepNameKey(flow, 'deliver', 'deliver')).toBe(`orderSteps.flows.${flow}.deliver`);
      expect(stepNameKey(flow, 'deliver', 'pickUp')).toBe('orderSteps.pickUpStep');
    }
    expect(translate(stepNameKey('print', 'deliver', 'pickUp'))).toBe('Afhalen');
    expect(translate(stepNameKey('print', 'deliver', 'deliver'))).toBe('Bezorgen');
  });

  it('leaves the other steps and a copy or scan order’s Opleveren as they are', () => {
    expect(stepNameKey('print', 'invoice', 'pickUp')).toBe('orderSteps.flows.print.invoice');
    expect(stepNameKey('copy', 'deliver', 'copyOrder')).toBe('orderSteps.flows.copy.deliver');
  });
});

describe('a faulted step is marked once the customer has been on it (issue 32 point 6)', () => {
  it('is not marked before the customer was on it, and is once they left it', () => {
    expect(showsStepMark('print', 'deliver', [])).toBe(false);
    expect(showsStepMark('print', 'deliver', ['print:cart'])).toBe(false);
    expect(showsStepMark('print', 'deliver', ['print:deliver'])).toBe(true);
  });

  it('marks every step once the customer reached Controleren, in that flow only', () => {
    expect(showsStepMark('print', 'invoice', ['print:confirm'])).toBe(true);
    expect(showsStepMark('store', 'invoice', ['print:confirm'])).toBe(false);
  });
});
