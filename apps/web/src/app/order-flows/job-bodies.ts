import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { DescribedOrderBody } from '@portal/shared/schemas/orders';
import { deliversToPickUpAddress } from '../../features/order-details/utils/job-details';

export type JobFlow = 'copy' | 'scan';

/**
 * What a copy or scan order sends (POST /json/save-copy-order.json.php, spec 02 sections 4 and 7):
 * the draft's id, the order details as this flow's order (its own job only; the delivery
 * address the pickup address while it follows it; the e-mail address only with the e-mail
 * medium, spec 02 section 4), the total the customer saw and the theme.
 */
export function jobOrderBody(
  flow: JobFlow,
  details: OrderDetails,
  draftId: string,
  expectedTotalExclVatCents: number,
  themeName: string,
): DescribedOrderBody {
  const { emailAddress: _dropped, ...withoutEmail } = details.medium;
  return {
    draftId,
    details: {
      ...details,
      orderType: flow === 'copy' ? 'copyOrder' : 'scanOrder',
      deliveryAddress: deliversToPickUpAddress(details) ? details.pickUpAddress : details.deliveryAddress,
      copyJob: flow === 'copy' ? details.copyJob : null,
      scanJob: flow === 'scan' ? details.scanJob : null,
      medium: details.medium.isEmail ? details.medium : withoutEmail,
    },
    expectedTotalExclVatCents,
    themeName,
  };
}
