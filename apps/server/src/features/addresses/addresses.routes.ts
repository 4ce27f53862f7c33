import {
  addDeliveryAddress,
  deleteDeliveryAddress,
  listDeliveryAddresses,
  listUserDeliveryAddresses,
  setUserDefaultDeliveryAddress,
  updateDeliveryAddress,
} from '@portal/shared/api/addresses.api';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { AddressesCaller, DeliveryAddressesService } from './delivery-addresses.service';

const addressesCaller = (caller: Caller): AddressesCaller => ({
  userId: caller.user.id,
  themeId: caller.user.themeId,
});

export function addressesRoutes(addresses: DeliveryAddressesService): RouteDefinition[] {
  return [
    route(listDeliveryAddresses, async ({ caller }) => addresses.list(addressesCaller(caller))),
    route(addDeliveryAddress, async ({ caller, body }) => addresses.add(addressesCaller(caller), body)),
    route(updateDeliveryAddress, async ({ caller, params, body }) =>
      addresses.update(addressesCaller(caller), params.addressId, body),
    ),
    route(deleteDeliveryAddress, async ({ caller, params }) =>
      addresses.remove(addressesCaller(caller), params.addressId),
    ),
    // Staff with the customerLinks role mark a user's default (decision 0135).
    route(listUserDeliveryAddresses, async ({ params }) => addresses.listForStaff(params.userId)),
    route(setUserDefaultDeliveryAddress, async ({ params }) =>
      addresses.setDefaultForStaff(params.userId, params.addressId),
    ),
  ];
}
