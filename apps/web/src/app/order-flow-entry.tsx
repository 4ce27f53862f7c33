import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRoutePath } from '../config/paths';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

/** Set in this tab once the customer reached an order step from another page of the portal. */
const ENTERED_KEY = 'orderFlow.entered';

function wasEntered(): boolean {
  try {
    return sessionStorage.getItem(ENTERED_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberEntered(): void {
  try {
    sessionStorage.setItem(ENTERED_KEY, 'yes');
  } catch {
    // Storage refused (private mode with no quota): a reload then starts at home, nothing worse.
  }
}

/**
 * Spec 02 section 2.1: an order route entered directly, without a previous route, goes home — a
 * bookmarked or shared step has no cart or details behind it. A step reached from another page
 * (React Router gives the first location of a tab the key 'default') marks the tab, so a reload
 * of a step, which also starts with that key, stays on it.
 */
function OrderFlowEntry({ children }: { children: ReactNode }) {
  const location = useLocation();
  const to = useRoutePath();
  const cameFromThePortal = location.key !== 'default';
  if (cameFromThePortal) rememberEntered();
  else if (!wasEntered()) return <Navigate to={to('home')} replace />;
  return children;
}

/** An order step's lazy page behind the direct-entry guard. */
export function orderFlowPage(load: LazyRoute): LazyRoute {
  return () =>
    load().then(({ Component }) => ({
      Component: () => (
        <OrderFlowEntry>
          <Component />
        </OrderFlowEntry>
      ),
    }));
}
