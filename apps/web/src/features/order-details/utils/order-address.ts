import {
  addressBookFieldsOf,
  type StoredDeliveryAddress,
  type StoredInvoiceAddress,
} from '@portal/shared/schemas/address-book';
import type { OrderAddress } from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';

/**
 * The order carries a copy of each chosen address, not a reference (schemas/order-details.ts): a
 * later change in the address book does not change an order being put together, and the copy
 * survives a reload without asking the server.
 */
export function orderAddressOfDelivery(address: StoredDeliveryAddress): OrderAddress {
  return {
    ...addressBookFieldsOf(address),
    customerNumber: null,
    newCustomer: false,
    isConstructionSite: address.isConstructionSite,
    kvk: '',
  };
}

/**
 * The delivery address a step starts with: the user's default (decision 0135), else the first of
 * the list. Without the default the first by company name was chosen, a building site for the
 * demo customer.
 */
export function preferredDeliveryAddress(
  addresses: readonly StoredDeliveryAddress[],
): StoredDeliveryAddress | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0];
}

/** The chosen invoice address: a customer number's, or a new customer's with its KvK number. */
export function orderAddressOfInvoice(address: StoredInvoiceAddress): OrderAddress {
  return {
    ...addressBookFieldsOf(address),
    customerNumber: address.customerNumber,
    newCustomer: address.newCustomer,
    isConstructionSite: false,
    kvk: address.kvk,
  };
}

/** A shop's address as the pickup address of an order collected there. */
export function orderAddressOfShop(shop: Shop): OrderAddress {
  return {
    id: shop.id,
    company: shop.company,
    department: '',
    name: '',
    street: shop.street,
    number: shop.number,
    addition: shop.addition,
    zipCode: shop.zipCode,
    city: shop.city,
    phone: shop.phone,
    email: shop.email,
    customerNumber: null,
    newCustomer: false,
    isConstructionSite: false,
    kvk: '',
  };
}

type AddressParts = Pick<OrderAddress, 'street' | 'number' | 'addition' | 'zipCode' | 'city'>;

const joined = (parts: readonly string[]) => parts.filter((part) => part.trim() !== '').join(' ');

/** 'Stationsplein 1 a', as the address cards show it. */
export const streetLine = (address: Pick<AddressParts, 'street' | 'number' | 'addition'>): string =>
  joined([address.street, address.number, address.addition]);

/** '3511 AB Utrecht'. */
export const cityLine = (address: Pick<AddressParts, 'zipCode' | 'city'>): string =>
  joined([address.zipCode, address.city]);

/** One line for a list or summary: 'Kanaalweg 12 A, 3526 KL Utrecht'. */
export function addressLine(address: AddressParts): string {
  return [streetLine(address), cityLine(address)].filter(Boolean).join(', ');
}

/** Whether an address matches what is typed in the search field (company, street, place, postcode). */
export function matchesSearch(address: StoredDeliveryAddress, search: string): boolean {
  const words = search.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  const text = [
    address.company,
    address.department,
    address.name,
    address.street,
    address.zipCode,
    address.city,
  ]
    .join(' ')
    .toLocaleLowerCase('nl');
  const compact = text.replace(/\s+/g, '');
  return words.every((word) => text.includes(word) || compact.includes(word));
}
