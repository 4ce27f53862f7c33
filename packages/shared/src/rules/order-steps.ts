import type { TextKey } from '../i18n/translate';
import type { RouteName } from '../routes';
import type { ThemeSettings } from '../schemas/theme';

/**
 * The steps of every order flow (spec 02 section 2.1 and section 9, issue 28 point 7; decision
 * 0071): each flow starts with a step of its own (Printen, Ophalen, Opdracht, the secured files)
 * and shares the deliver, invoice and confirm steps. A theme that hides the deliver or invoice
 * options skips that step in every flow, except the scan order's Opleveren: it also asks how the
 * scans are delivered (the medium, spec 02 sections 2.3 and 4), which no theme makes unnecessary;
 * there it asks only the medium (decision 0102). For the print order also the label of the cart button,
 * which names the step it leads to: 'Naar Bestellen' before the cart step, 'Naar Bezorgen',
 * 'Naar Factureren', 'Naar Controleren' in the flow, 'Winkelwagen' where there is no next step.
 */
export type OrderStep = 'cart' | 'pickUp' | 'description' | 'files' | 'deliver' | 'invoice' | 'confirm';

/**
 * The flows a customer orders through (the server's order kinds: print, copy, scan, quote, quoted,
 * secured, and store: the print store's check-out).
 */
export const orderFlows = ['print', 'copy', 'scan', 'quote', 'quoted', 'secured', 'store'] as const;
export type OrderFlowId = (typeof orderFlows)[number];

export type StepFlags = { hideDeliverOptions: boolean; hideInvoiceOptions: boolean };

/** Every flow's steps in their order, each with its route. */
export const FLOW_STEPS: {
  readonly [Flow in OrderFlowId]: readonly { step: OrderStep; route: RouteName }[];
} = {
  print: [
    { step: 'cart', route: 'printOrder' },
    { step: 'deliver', route: 'printOrderDeliver' },
    { step: 'invoice', route: 'printOrderInvoice' },
    { step: 'confirm', route: 'printOrderConfirm' },
  ],
  copy: [
    { step: 'pickUp', route: 'copyOrderPickUp' },
    { step: 'deliver', route: 'copyOrderDeliver' },
    { step: 'invoice', route: 'copyOrderInvoice' },
    { step: 'confirm', route: 'copyOrderConfirm' },
  ],
  scan: [
    { step: 'pickUp', route: 'scanOrderPickUp' },
    { step: 'deliver', route: 'scanOrderDeliver' },
    { step: 'invoice', route: 'scanOrderInvoice' },
    { step: 'confirm', route: 'scanOrderConfirm' },
  ],
  quote: [
    { step: 'description', route: 'quoteOrderDescription' },
    { step: 'deliver', route: 'quoteOrderDeliver' },
    { step: 'invoice', route: 'quoteOrderInvoice' },
    { step: 'confirm', route: 'quoteOrderConfirm' },
  ],
  quoted: [
    { step: 'deliver', route: 'quotedOrderDeliver' },
    { step: 'invoice', route: 'quotedOrderInvoice' },
    { step: 'confirm', route: 'quotedOrderConfirm' },
  ],
  secured: [
    { step: 'files', route: 'printProductSecuredSA' },
    { step: 'deliver', route: 'printProductSecuredSADeliver' },
    { step: 'invoice', route: 'printProductSecuredSAInvoice' },
    { step: 'confirm', route: 'printProductSecuredSAConfirm' },
  ],
  store: [
    { step: 'cart', route: 'checkOutCart' },
    { step: 'deliver', route: 'checkOutDeliver' },
    { step: 'invoice', route: 'checkOutInvoice' },
    { step: 'confirm', route: 'checkOutConfirm' },
  ],
};

const hidden = (flow: OrderFlowId, step: OrderStep, flags: StepFlags) =>
  (step === 'deliver' && flags.hideDeliverOptions && flow !== 'scan') ||
  (step === 'invoice' && flags.hideInvoiceOptions);

/** The steps of a flow the theme shows, in their order. */
export function flowSteps(flow: OrderFlowId, flags: StepFlags): OrderStep[] {
  return FLOW_STEPS[flow].map(({ step }) => step).filter((step) => !hidden(flow, step, flags));
}

/** The flows whose deliver step is Bezorgen or Afhalen (a copy or scan order's is Opleveren). */
const collectable = (flow: OrderFlowId) => flow !== 'copy' && flow !== 'scan';

/**
 * The text key of a step's name in the stepper, the heading and the buttons: the deliver step
 * follows the customer's choice, 'Bezorgen' or 'Afhalen' (issue 32 point 6).
 */
export function stepNameKey(flow: OrderFlowId, step: OrderStep, orderType: string): TextKey {
  if (step === 'deliver' && orderType === 'pickUp' && collectable(flow)) return 'orderSteps.pickUpStep';
  // Every flow names each of its steps (i18n/nl/order-steps.ts, flows).
  return `orderSteps.flows.${flow}.${step}` as TextKey;
}

/**
 * Whether the stepper marks a faulted step (issue 32 point 6): only once the customer has been on
 * it and left, or has reached Controleren; never on first arrival, before they could fill it in.
 * `stepsSeen` holds 'flow:step' entries (the web's order draft keeps them).
 */
export function showsStepMark(flow: OrderFlowId, step: OrderStep, stepsSeen: readonly string[]): boolean {
  return stepsSeen.includes(`${flow}:${step}`) || stepsSeen.includes(`${flow}:confirm`);
}

/** The route of a flow's step. */
export function stepRoute(flow: OrderFlowId, step: OrderStep): RouteName {
  const found = FLOW_STEPS[flow].find((candidate) => candidate.step === step);
  if (!found) throw new Error(`the ${flow} flow has no ${step} step`);
  return found.route;
}

/** The flow and step a route is, null outside every flow. */
export function flowStepOfRoute(route: RouteName | null): { flow: OrderFlowId; step: OrderStep } | null {
  for (const flow of orderFlows) {
    const found = FLOW_STEPS[flow].find((candidate) => candidate.route === route);
    if (found) return { flow, step: found.step };
  }
  return null;
}

/** The print order's steps by name (the cart button and the print screens use them). */
export const STEP_ROUTES = {
  cart: 'printOrder',
  deliver: 'printOrderDeliver',
  invoice: 'printOrderInvoice',
  confirm: 'printOrderConfirm',
} as const satisfies Partial<Record<OrderStep, RouteName>>;
type PrintStep = keyof typeof STEP_ROUTES;

/** The print order's steps the theme shows. */
export function orderSteps(flags: StepFlags): PrintStep[] {
  return flowSteps('print', flags) as PrintStep[];
}

/** The print order's step a route is, null outside that flow. */
export function stepOfRoute(route: RouteName | null): PrintStep | null {
  const found = (Object.entries(STEP_ROUTES) as [PrintStep, RouteName][]).find(([, name]) => name === route);
  return found?.[0] ?? null;
}

/**
 * Where the cart button leads from a route and what it says: from the product order screen to
 * the cart step; inside the flow to the next step the theme shows; elsewhere (home, content,
 * the last step) to the cart, labelled 'Winkelwagen'.
 */
export function cartButtonTarget(
  route: RouteName | null,
  flags: StepFlags,
): { label: PrintStep | 'none'; route: RouteName } {
  if (route === 'productOrder') return { label: 'cart', route: STEP_ROUTES.cart };
  const current = stepOfRoute(route);
  const steps = orderSteps(flags);
  const next = current ? steps[steps.indexOf(current) + 1] : undefined;
  return next ? { label: next, route: STEP_ROUTES[next] } : { label: 'none', route: STEP_ROUTES.cart };
}

/**
 * The text of a way to the next step of the print order (the header's cart button, Printen's
 * button; 'common.cartStep.*'): 'Naar Afhalen' instead of 'Naar Bezorgen' once the customer has
 * chosen to collect, as the stepper names that step (issue 32 point 6).
 */
export function cartStepText(label: PrintStep | 'none', orderType: string): PrintStep | 'none' | 'pickUp' {
  return label === 'deliver' && orderType === 'pickUp' ? 'pickUp' : label;
}

/**
 * Where the print order's root (/print-order, the `printOrder` route without its last segment) leads (spec 02 section 2.1: "The
 * root goes to the cart-v2 step if the theme enables it"; decision 0055): to Printen, the cart as
 * a step, when the theme sets printOrder.cartV2; otherwise to the product order screen, whose cart
 * is the one the flow orders and where a print order starts (choosing the files' products).
 */
export function printOrderRootRoute(
  customFields: Pick<ThemeSettings['customFields'], 'printOrder'>,
): RouteName {
  return customFields.printOrder?.cartV2 === true ? STEP_ROUTES.cart : 'productOrder';
}
