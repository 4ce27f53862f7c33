import { useParams } from 'react-router';
import { DeskOrderPage } from '../../features/order-desk/components/desk-order-page';
import { OrderInbox } from '../../features/order-desk/components/order-inbox';
import { StaffGate } from './staff-gate';

/**
 * The staff's order desk (issue 13 point 9): the inbox at `orderDesk` and one order at
 * `orderDeskOrder` (the shop's job mail links there), behind the staff screens' door; staff
 * without the order-desk role get 'Geen toegang' from the server's 403 (decision 0051).
 */
export function OrderDeskRoute() {
  return (
    <StaffGate screen="orderDesk">
      <OrderInbox />
    </StaffGate>
  );
}

export function OrderDeskOrderRoute() {
  const { orderId = '' } = useParams();
  // The lines' choices carry the titles the customer read: no catalogue is asked for them.
  return (
    <StaffGate screen="orderDesk">
      <DeskOrderPage key={orderId} orderId={orderId} />
    </StaffGate>
  );
}
