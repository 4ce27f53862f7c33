import type { PostcodeAddress } from '@portal/shared/schemas/postcode';
import type { PostcodeProvider } from './postcode-provider';

/**
 * The embedded default (decision 0045): the addresses of the demo data, so that the demo and the
 * browser tests fill street and city without the network. Kept in step with the seeds of the
 * addresses, customers and shops features (builtin-provider.test.ts checks that it knows each).
 * Two numbers hold several addresses, to show the choice: Keizersgracht 212 in Amsterdam (A and
 * B, and the upper floors 212-1 and 212-2) and Industrieweg 7 in IJsselstein (A and B).
 */
const a = (
  zipCode: string,
  street: string,
  houseNumber: string,
  city: string,
  extra: { houseLetter?: string; addition?: string } = {},
): PostcodeAddress => ({ street, city, zipCode, houseNumber, ...extra });

export const BUILTIN_ADDRESSES: readonly PostcodeAddress[] = [
  // The demo customer's office and invoice address, and its warehouse.
  a('3542 DK', 'Aannemersweg', '14', 'Utrecht'),
  a('3401 MA', 'Industrieweg', '7', 'IJsselstein', { houseLetter: 'A' }),
  a('3401 MA', 'Industrieweg', '7', 'IJsselstein', { houseLetter: 'B' }),
  // The architects' office the staff member orders for.
  a('1016 DX', 'Keizersgracht', '212', 'Amsterdam', { houseLetter: 'A' }),
  a('1016 DX', 'Keizersgracht', '212', 'Amsterdam', { houseLetter: 'B' }),
  a('1016 DX', 'Keizersgracht', '212', 'Amsterdam', { addition: '1' }),
  a('1016 DX', 'Keizersgracht', '212', 'Amsterdam', { addition: '2' }),
  // The health-care customer, the municipality and its library.
  a('5611 AZ', 'Gezondheidslaan', '3', 'Eindhoven'),
  a('4001 LV', 'Stadhuisplein', '1', 'Rivierstad'),
  a('4001 NK', 'Waalkade', '30', 'Rivierstad'),
  // The school group whose facility manager buys in the print store.
  a('3581 PN', 'Schoolstraat', '40', 'Utrecht'),
  // The provider's five shops.
  a('3542 AB', 'Printweg', '12', 'Utrecht'),
  a('1013 CD', 'Drukkerijkade', '4', 'Amsterdam'),
  a('3011 EF', 'Papierstraat', '88', 'Rotterdam'),
  a('2511 GH', 'Kopieerlaan', '7', 'Den Haag'),
  a('5611 JK', 'Scanstraat', '21', 'Eindhoven'),
];

export function createBuiltinProvider(
  addresses: readonly PostcodeAddress[] = BUILTIN_ADDRESSES,
): PostcodeProvider {
  return {
    name: 'builtin',
    async find(zipCode, houseNumber) {
      return {
        kind: 'found',
        addresses: addresses.filter(
          (address) => address.zipCode.replace(' ', '') === zipCode && address.houseNumber === houseNumber,
        ),
      };
    },
  };
}
