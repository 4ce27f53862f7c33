import type { AppRouteName } from '@portal/shared/routes';
import type { OrderFlowId } from '@portal/shared/rules/order-steps';
import type { FlowModule } from './flow-module';

type ModuleFlow = Exclude<OrderFlowId, 'print'>;

/** Each flow's module is a chunk of its own, loaded when one of its steps is first visited. */
export const flowModules: Record<ModuleFlow, () => Promise<FlowModule>> = {
  copy: () => import('./copy-flow'),
  scan: () => import('./scan-flow'),
  quote: () => import('./quote-flow'),
  quoted: () => import('./quoted-flow'),
  secured: () => import('./secured-flow'),
  store: () => import('./store-flow'),
};

/**
 * Routes that lead into a flow without being one of its steps: the flow's module names their
 * page too. `securedOrder` (/secured-order, the spec's 'product-order's secured-order') goes to
 * the secured flow's first step (decision 0094); `checkOut` (/check-out) to the check-out's.
 */
export const flowEntryRoutes: Partial<Record<AppRouteName, ModuleFlow>> = {
  securedOrder: 'secured',
  checkOut: 'store',
};
