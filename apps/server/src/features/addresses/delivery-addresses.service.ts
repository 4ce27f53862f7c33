import { translate } from '@portal/shared/i18n/translate';
import {
  addressBookFieldsOf,
  type DeliveryAddressList,
  type DeliveryAddressRequest,
  type StoredDeliveryAddress,
} from '@portal/shared/schemas/address-book';
import { type DeliveryAddressBody, deliveryAddressSchema } from '@portal/shared/schemas/addresses';
import { type OrderAddress, orderAddressSchema } from '@portal/shared/schemas/order-details';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { addressProblem } from '../../lib/address-problem';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { AddressesRepository, DeliveryAddressRow } from './addresses.repository';

/** Who asks: a logged-in user and the theme whose switches and department rule apply. */
export type AddressesCaller = { userId: string; themeId: string | null };

type CustomFields = ThemeSettings['customFields'];

type Deps = {
  repository: AddressesRepository;
  users: Pick<UserDirectory, 'byId'>;
  customFieldsOf: (themeId: string | null) => Promise<CustomFields>;
  clock: Clock;
};

/** A bound of ours on one user's list: the step has a search field from 6 addresses on, not a pager. */
export const MAX_DELIVERY_ADDRESSES = 500;

/** The theme's switches (spec 02 section 3, customFields.addresses); unset means allowed. */
const switchesOf = (customFields: CustomFields) => ({
  mayAdd: customFields.addresses?.newDelivery !== false,
  mayEdit: customFields.addresses?.editDelivery !== false,
});

/**
 * The form's rules (schemas/addresses.ts) with the theme's department requirement; the first
 * wrong field is named in Dutch. The phone is cleared unless it is a construction site.
 */
function checkedAddress(
  body: DeliveryAddressRequest,
  customFields: CustomFields,
): DeliveryAddressBody | Failure<'ADDRESS_INVALID'> {
  const schema = deliveryAddressSchema({ departmentRequired: customFields.department?.required === true });
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : fail('ADDRESS_INVALID', addressProblem(parsed.error));
}

function toStored(row: DeliveryAddressRow, isEditable: boolean): StoredDeliveryAddress {
  return {
    ...addressBookFieldsOf(row),
    isConstructionSite: row.isConstructionSite,
    isDefault: row.isDefault,
    deliveryAddress: true,
    isEditable,
  };
}

/** A user's own delivery addresses (spec 02 sections 2.3 and 5; decision 0044). */
export function createDeliveryAddressesService(deps: Deps) {
  const { repository, clock } = deps;

  async function listForStaff(userId: string): Promise<DeliveryAddressList | Failure<'USER_NOT_FOUND'>> {
    if (!(await deps.users.byId(userId))) return fail('USER_NOT_FOUND');
    const rows = await repository.listOf(userId);
    return { addresses: rows.map((row) => toStored(row, false)), mayAdd: false };
  }

  return {
    async list(caller: AddressesCaller): Promise<DeliveryAddressList> {
      const [rows, customFields] = await Promise.all([
        repository.listOf(caller.userId),
        deps.customFieldsOf(caller.themeId),
      ]);
      const { mayAdd, mayEdit } = switchesOf(customFields);
      return { addresses: rows.map((row) => toStored(row, mayEdit)), mayAdd };
    },

    async add(
      caller: AddressesCaller,
      body: DeliveryAddressRequest,
    ): Promise<
      | StoredDeliveryAddress
      | Failure<'ADDRESS_INVALID' | 'ADDRESS_CHANGES_DISABLED' | 'ADDRESS_LIMIT_REACHED'>
    > {
      const customFields = await deps.customFieldsOf(caller.themeId);
      const { mayAdd, mayEdit } = switchesOf(customFields);
      if (!mayAdd) return fail('ADDRESS_CHANGES_DISABLED');
      const address = checkedAddress(body, customFields);
      if (isFailure(address)) return address;
      if ((await repository.countOf(caller.userId)) >= MAX_DELIVERY_ADDRESSES)
        return fail(
          'ADDRESS_LIMIT_REACHED',
          translate('errors.ADDRESS_LIMIT_REACHED', { max: MAX_DELIVERY_ADDRESSES }),
        );
      return toStored(await repository.insert(caller.userId, address, clock.now()), mayEdit);
    },

    async update(
      caller: AddressesCaller,
      addressId: string,
      body: DeliveryAddressRequest,
    ): Promise<
      StoredDeliveryAddress | Failure<'ADDRESS_NOT_FOUND' | 'ADDRESS_INVALID' | 'ADDRESS_CHANGES_DISABLED'>
    > {
      if (!(await repository.find(caller.userId, addressId))) return fail('ADDRESS_NOT_FOUND');
      const customFields = await deps.customFieldsOf(caller.themeId);
      if (!switchesOf(customFields).mayEdit) return fail('ADDRESS_CHANGES_DISABLED');
      const address = checkedAddress(body, customFields);
      if (isFailure(address)) return address;
      const row = await repository.update(caller.userId, addressId, address, clock.now());
      return row ? toStored(row, true) : fail('ADDRESS_NOT_FOUND');
    },

    async remove(
      caller: AddressesCaller,
      addressId: string,
    ): Promise<null | Failure<'ADDRESS_NOT_FOUND' | 'ADDRESS_CHANGES_DISABLED'>> {
      if (!(await repository.find(caller.userId, addressId))) return fail('ADDRESS_NOT_FOUND');
      if (!switchesOf(await deps.customFieldsOf(caller.themeId)).mayEdit)
        return fail('ADDRESS_CHANGES_DISABLED');
      return (await repository.delete(caller.userId, addressId)) ? null : fail('ADDRESS_NOT_FOUND');
    },

    /**
     * Staff (customerLinks role, decision 0135) read a user's addresses to mark the default. The
     * user's theme decides nothing here: staff act for the provider.
     */
    listForStaff,

    /** Staff make one of a user's addresses their default; the user's other default ends. */
    async setDefaultForStaff(
      userId: string,
      addressId: string,
    ): Promise<DeliveryAddressList | Failure<'USER_NOT_FOUND' | 'ADDRESS_NOT_FOUND'>> {
      if (!(await deps.users.byId(userId))) return fail('USER_NOT_FOUND');
      if (!(await repository.setDefault(userId, addressId, clock.now()))) return fail('ADDRESS_NOT_FOUND');
      return listForStaff(userId);
    },

    /**
     * One of the user's addresses as an order records it: the stored text, whatever copy of it
     * the order's client sent.
     */
    async forOrder(userId: string, addressId: string): Promise<OrderAddress | Failure<'ADDRESS_NOT_FOUND'>> {
      const row = await repository.find(userId, addressId);
      // The order's address schema keeps its own fields and fills the invoice-only ones.
      return row ? orderAddressSchema.parse(row) : fail('ADDRESS_NOT_FOUND');
    },

    /** The postcode of one of the user's addresses, for the shop lookup; '' for a site without one. */
    async zipCodeOf(userId: string, addressId: string): Promise<string | Failure<'ADDRESS_NOT_FOUND'>> {
      const row = await repository.find(userId, addressId);
      return row ? row.zipCode : fail('ADDRESS_NOT_FOUND');
    },
  };
}
export type DeliveryAddressesService = ReturnType<typeof createDeliveryAddressesService>;
