import type { RouteName } from '../routes';
import type { ThemeSettings } from '../schemas/theme';

/**
 * The steps of the print order flow (spec 01 section 2: cart, deliver, invoice, confirm) and the
 * label of the cart button, which names the step it leads to: 'Naar Bestellen' before the cart
 * step, 'Naar Bezorgen', 'Naar Factureren', 'Naar Controleren' in the flow, 'Winkelwagen' where
 * there is no next step. A theme that hides the deliver or invoice options skips that step.
 */
export type OrderStep = 'cart' | 'deliver' | 'invoice' | 'confirm';

export type StepFlags = { hideDeliverOptions: boolean; hideInvoiceOptions: boolean };

export const STEP_ROUTES: Record<OrderStep, RouteName> = {
  cart: 'printOrder',
  deliver: 'printOrderDeliver',
  invoice: 'printOrderInvoice',
  confirm: 'printOrderConfirm',
};

export function orderSteps(flags: StepFlags): OrderStep[] {
  return (['cart', 'deliver', 'invoice', 'confirm'] as const).filter(
    (step) =>
      !(step === 'deliver' && flags.hideDeliverOptions) && !(step === 'invoice' && flags.hideInvoiceOptions),
  );
}

/** The step a route is, null outside the flow. */
export function stepOfRoute(route: RouteName | null): OrderStep | null {
  const found = (Object.entries(STEP_ROUTES) as [OrderStep, RouteName][]).find(([, name]) => name === route);
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
): { label: OrderStep | 'none'; route: RouteName } {
  if (route === 'productOrder') return { label: 'cart', route: STEP_ROUTES.cart };
  const current = stepOfRoute(route);
  const steps = orderSteps(flags);
  const next = current ? steps[steps.indexOf(current) + 1] : undefined;
  return next ? { label: next, route: STEP_ROUTES[next] } : { label: 'none', route: STEP_ROUTES.cart };
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
