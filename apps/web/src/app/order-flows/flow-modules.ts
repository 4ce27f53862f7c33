import type { OrderFlowId } from '@portal/shared/rules/order-steps';
import type { FlowModule } from './flow-module';

/** Each flow's module is a chunk of its own, loaded when one of its steps is first visited. */
export const flowModules: Record<Exclude<OrderFlowId, 'print'>, () => Promise<FlowModule>> = {
  copy: () => import('./copy-flow'),
  scan: () => import('./scan-flow'),
  quote: () => import('./quote-flow'),
  quoted: () => import('./quoted-flow'),
  secured: () => import('./secured-flow'),
};
