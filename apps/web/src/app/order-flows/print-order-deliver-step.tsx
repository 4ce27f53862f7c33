import type { ComponentProps } from 'react';
import { DeliverStep } from '../../features/order-details/components/deliver-step';
import { usePrintOrderGoods } from './print-order-goods';

/**
 * Bezorgen of the print order and the print store's check-out: the shared step with what delivery
 * costs for the carts' lines and the minimum order value (decision 0131).
 */
export function PrintOrderDeliverStep(props: Omit<ComponentProps<typeof DeliverStep>, 'goods' | 'kind'>) {
  const goods = usePrintOrderGoods();
  return <DeliverStep {...props} goods={goods} />;
}
