import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import type { OrderAddress } from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';

/**
 * The order carries a copy of each chosen address, not a reference (schemas/order-details.ts): a
 * later change in the address book does not change an order being put together, and the copy
 * survives a reload without asking the server.
 */
export function orderAddressOfDelivery(address: StoredDeliveryAddress): OrderAddress {
  return {
    id: address.id,
    company: address.company,
    department: address.department,
    name: address.name,
    street: address.street,
    number: address.number,
    addition: address.addition,
    zipCode: address.zipCode,
    city: address.city,
    phone: address.phone,
    email: address.email,
    customerNumber: null,
    newCustomer: false,
    isConstructionSite: address.isConstructionSite,
    kvk: '',
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

/** One line for a list or summary: 'Bouwbedrijf Demo, Kanaalweg 12 A, 3526 KL Utrecht'. */
export function addressLine(
  address: Pick<OrderAddress, 'street' | 'number' | 'addition' | 'zipCode' | 'city'>,
): string {
  const street = [address.street, address.number, address.addition].filter(Boolean).join(' ');
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
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
