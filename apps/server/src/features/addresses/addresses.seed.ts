import { type DeliveryAddressInput, deliveryAddressBodySchema } from '@portal/shared/schemas/addresses';
import { DEMO_ACCOUNTS } from '../accounts/accounts.seed';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { AddressesRepository } from './addresses.repository';

/**
 * Demo delivery addresses (never in production): the customer's office, a construction site
 * without a house number (with the site manager's phone) and a warehouse; the staff member's two;
 * the care group's secretariat (secured printing); the municipality's town hall and library. Each
 * passes the form's own schema.
 */
export const DEMO_DELIVERY_ADDRESSES: {
  account: keyof typeof DEMO_ACCOUNTS;
  address: DeliveryAddressInput;
}[] = [
  {
    account: 'facilityManager',
    address: {
      company: 'Scholengroep Demo - Montessori Lyceum',
      name: 'Conciërge',
      street: 'Schoolstraat',
      number: '40',
      zipCode: '3581 PN',
      city: 'Utrecht',
    },
  },
  {
    account: 'customer',
    // The office is the customer's default: Bezorgen starts with it, not with the building site
    // that comes first by name (issue 32 point 5).
    address: {
      company: 'Bouwbedrijf Demo B.V.',
      name: 'Karin de Klant',
      street: 'Aannemersweg',
      number: '14',
      zipCode: '3542 DK',
      city: 'Utrecht',
      isDefault: true,
    },
  },
  {
    account: 'customer',
    address: {
      company: 'Bouwbedrijf Demo - bouwplaats',
      department: 'Bouwkeet',
      name: 'Uitvoerder Joost Bakker',
      street: 'Kavel 12, Grauwaartsingel',
      zipCode: '',
      city: 'Utrecht',
      phone: '06 12 34 56 78',
      isConstructionSite: true,
    },
  },
  {
    account: 'customer',
    address: {
      company: 'Bouwbedrijf Demo opslag',
      name: 'Magazijn',
      street: 'Industrieweg',
      number: '7',
      addition: 'B',
      zipCode: '3401 MA',
      city: 'IJsselstein',
    },
  },
  {
    account: 'staff',
    address: {
      company: 'Drukwerk Direct Utrecht',
      department: 'Klantenservice',
      name: 'Mark Medewerker',
      street: 'Printweg',
      number: '12',
      zipCode: '3542 AB',
      city: 'Utrecht',
    },
  },
  {
    account: 'staff',
    address: {
      company: 'Architectenbureau Lijn & Vlak',
      name: 'Receptie',
      street: 'Keizersgracht',
      number: '212',
      addition: 'A',
      zipCode: '1016 DX',
      city: 'Amsterdam',
    },
  },
  {
    account: 'securedCustomer',
    address: {
      company: 'Zorggroep Midden',
      department: 'Secretariaat raad van bestuur',
      name: 'Sanne Secretariaat',
      street: 'Gezondheidslaan',
      number: '3',
      zipCode: '5611 AZ',
      city: 'Eindhoven',
    },
  },
  {
    account: 'municipality',
    address: {
      company: 'Gemeente Rivierstad',
      department: 'Communicatie',
      name: 'Ruud Rivier',
      street: 'Stadhuisplein',
      number: '1',
      zipCode: '4001 LV',
      city: 'Rivierstad',
    },
  },
  {
    account: 'municipality',
    address: {
      company: 'Bibliotheek Rivierstad',
      department: 'Evenementen',
      name: 'Balie',
      street: 'Waalkade',
      number: '30',
      zipCode: '4001 NK',
      city: 'Rivierstad',
    },
  },
];

/** Adds each demo address its user has no address for the same company yet. */
export async function seedDemoDeliveryAddresses(
  repository: AddressesRepository,
  users: UserDirectory,
): Promise<void> {
  const at = new Date();
  for (const { account, address } of DEMO_DELIVERY_ADDRESSES) {
    const user = await users.byEmail(DEMO_ACCOUNTS[account].email);
    if (!user) continue;
    if (!(await repository.hasCompany(user.id, address.company)))
      await repository.insert(user.id, deliveryAddressBodySchema.parse(address), at);
    // A database seeded before defaults existed gets its default too.
    if (address.isDefault) await repository.ensureDefault(user.id, address.company);
  }
}
