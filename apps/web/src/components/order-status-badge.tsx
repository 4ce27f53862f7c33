import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '@portal/shared/schemas/order-status';

/** Dark shades, so that white badge text keeps a contrast of at least 4.5 : 1. */
const STATUS_COLOURS: Record<OrderStatus, string> = {
  received: 'blue.8',
  in_production: 'violet.8',
  ready_for_pickup: 'cyan.9',
  shipped: 'indigo.8',
  delivered: 'teal.9',
  cancelled: 'gray.7',
  quoted: 'pink.9',
  accepted: 'grape.8',
};

/** An order's state as a badge with its Dutch label (My orders, the order desk). */
export function OrderStatusBadge({
  status,
  label,
  size = 'md',
}: {
  status: OrderStatus;
  label: string;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" tt="none" size={size} data-status={status}>
      {label}
    </Badge>
  );
}

/**
 * What the order is ('Kopieeropdracht', 'Offerteaanvraag'), beside its state: an outlined badge,
 * so it does not read as a second state.
 */
export function OrderKindBadge({ label, size = 'md' }: { label: string; size?: BadgeProps['size'] }) {
  return (
    <Badge color="dark.6" variant="outline" tt="none" size={size} data-testid="order-kind-badge">
      {label}
    </Badge>
  );
}

/** The 'SPOED' mark of an express order. */
export function ExpressBadge({ label, size = 'md' }: { label: string; size?: BadgeProps['size'] }) {
  return (
    <Badge color="red.9" variant="filled" size={size} data-testid="express-badge">
      {label}
    </Badge>
  );
}
