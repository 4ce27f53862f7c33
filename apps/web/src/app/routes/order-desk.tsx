import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { sessionStore } from '../../features/accounts/stores/session-store';
import { DeskLoginPrompt, DeskNoAccess } from '../../features/order-desk/components/desk-access';
import { DeskOrderPage } from '../../features/order-desk/components/desk-order-page';
import { OrderInbox } from '../../features/order-desk/components/order-inbox';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/**
 * The staff's order desk (issue 13 point 9): the inbox at `orderDesk` and one order at
 * `orderDeskOrder` (the shop's job mail links there). A visitor is asked to log in and comes
 * back here; a user who is no staff sees 'Geen toegang' at once; staff without the order-desk
 * role get the same from the server's 403 (the role is granted in data, decision 0051).
 */
export function OrderDeskRoute() {
  return (
    <DeskGate>
      <OrderInbox />
    </DeskGate>
  );
}

export function OrderDeskOrderRoute() {
  const { orderId = '' } = useParams();
  // The lines' choices carry the titles the customer read: no catalogue is asked for them.
  return (
    <DeskGate>
      <DeskOrderPage key={orderId} orderId={orderId} />
    </DeskGate>
  );
}

function DeskGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const dialogs = useDialogs();
  const { pathname, search } = useLocation();
  if (!user)
    return (
      <DeskLoginPrompt
        onLogin={() => {
          sessionStore.setLoginTarget(`${pathname}${search}`);
          dialogs.open('inloggen');
        }}
      />
    );
  if (!user.isStaff) return <DeskNoAccess />;
  return children;
}
