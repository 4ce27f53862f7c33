import type { OrderDetails } from '../schemas/order-details';
import type { ThemeSettings } from '../schemas/theme';
import { isPurchasingPortal } from './purchasing-portal';

/**
 * Whether an order is express ('spoed', spec 01 section 9: the chosen delivery date is titled
 * spoed). One rule for the browser, which adds the shop's spoed surcharge to the total the
 * customer sees, and the server, which charges it: a theme without the deliver step has no date
 * to choose (the shop plans it), and a purchasing-portal order drops the date, so neither is
 * ever express, whatever a client sent.
 */
export function isExpressOrder(
  details: Pick<OrderDetails, 'deliveryDate'>,
  settings: Pick<ThemeSettings, 'flags' | 'customFields'>,
): boolean {
  return (
    details.deliveryDate?.title === 'spoed' &&
    !settings.flags.hideDeliverOptions &&
    !isPurchasingPortal(settings.customFields)
  );
}
