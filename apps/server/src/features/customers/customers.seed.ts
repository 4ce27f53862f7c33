import type { InvoiceAddressBody } from '@portal/shared/schemas/addresses';
import { DEMO_ACCOUNTS } from '../accounts/accounts.seed';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomersRepository } from './customers.repository';

type DemoAccount = keyof typeof DEMO_ACCOUNTS;

type DemoCustomer = {
  customerNumber: string;
  address: Omit<InvoiceAddressBody, 'newCustomer'>;
  /** The provider's entries (no userId): nobody removes them through the portal. */
  projects: string[];
  references: string[];
  /** Entries a linked user made, removable by that user. */
  userProjects?: { account: DemoAccount; name: string }[];
  /** The demo accounts that may order for this customer. */
  linked: DemoAccount[];
};

const address = (fields: Partial<Omit<InvoiceAddressBody, 'newCustomer'>>) => ({
  company: '',
  department: '',
  name: '',
  street: '',
  number: '',
  addition: '',
  zipCode: '',
  city: '',
  phone: '',
  email: '',
  kvk: '',
  ...fields,
});

/**
 * The demo customers (never in production): the construction company of the demo customer, two
 * more customers the staff member orders for (the care group also through its secretariat, which
 * prints secured), and the municipality whose theme asks a cost centre of two fields
 * ('4410-PR123') and a case number ('Z-123456') as reference (themes.seed.ts).
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    customerNumber: '1009342',
    address: address({
      company: 'Scholengroep Demo',
      department: 'Facilitaire dienst',
      street: 'Schoolstraat',
      number: '40',
      zipCode: '3581 PN',
      city: 'Utrecht',
      phone: '030 254 19 00',
      email: 'facturen@scholengroep-demo.example',
      kvk: '41178234',
    }),
    projects: ['Huisvesting 2026'],
    references: [],
    // Its facility manager buys the signs of its school buildings in the print store.
    linked: ['facilityManager'],
  },
  {
    customerNumber: '1004217',
    address: address({
      company: 'Bouwbedrijf Demo B.V.',
      department: 'Crediteurenadministratie',
      street: 'Aannemersweg',
      number: '14',
      zipCode: '3542 DK',
      city: 'Utrecht',
      phone: '030 241 88 00',
      email: 'facturen@bouwbedrijf-demo.example',
      kvk: '30187342',
    }),
    projects: ['Nieuwbouw Leidsche Rijn', 'Renovatie Stationsplein', 'Onderhoud 2026'],
    references: ['WB-2026-0142', 'WB-2026-0177'],
    userProjects: [{ account: 'customer', name: 'Kantoor Papendorp' }],
    linked: ['customer', 'staff'],
  },
  {
    customerNumber: '1002589',
    address: address({
      company: 'Architectenbureau Lijn & Vlak',
      street: 'Keizersgracht',
      number: '212',
      addition: 'A',
      zipCode: '1016 DX',
      city: 'Amsterdam',
      phone: '020 620 14 55',
      email: 'administratie@lijnenvlak.example',
      kvk: '34201876',
    }),
    projects: ['Museumkwartier fase 2', 'Brug Zeeburg'],
    references: ['LV-0914'],
    linked: ['staff'],
  },
  {
    customerNumber: '1007731',
    address: address({
      company: 'Zorggroep Midden',
      department: 'Inkoop',
      street: 'Gezondheidslaan',
      number: '3',
      zipCode: '5611 AZ',
      city: 'Eindhoven',
      phone: '040 211 70 00',
      email: 'inkoop@zorggroep-midden.example',
      kvk: '17095523',
    }),
    projects: ['Folders poliklinieken'],
    references: [],
    // The secretariat orders its secured printing on the care group's own number.
    linked: ['staff', 'securedCustomer'],
  },
  {
    customerNumber: '2100450',
    address: address({
      company: 'Gemeente Rivierstad',
      department: 'Financiële administratie',
      street: 'Stadhuisplein',
      number: '1',
      zipCode: '4001 LV',
      city: 'Rivierstad',
      phone: '0344 61 40 00',
      email: 'facturen@rivierstad.example',
      kvk: '50128944',
    }),
    // Cost centre '4 digits-2 capitals and 3 digits' and case number 'Z-' and 6 digits, as the theme asks.
    projects: ['4410-PR123', '4410-WB204', '5120-PR017'],
    references: ['Z-204518', 'Z-204977'],
    linked: ['municipality'],
  },
];

/** Adds the demo customers, their lists and their users' links that are missing; changes nothing that exists. */
export async function seedDemoCustomers(
  repository: CustomersRepository,
  users: UserDirectory,
): Promise<void> {
  const at = new Date();
  for (const customer of DEMO_CUSTOMERS) {
    const { customerId, addressId } = await repository.ensureCustomer(
      customer.customerNumber,
      customer.address,
    );
    await repository.ensureProviderEntries(addressId, customer.projects, customer.references);
    for (const account of customer.linked) {
      const user = await users.byEmail(DEMO_ACCOUNTS[account].email);
      if (user) await repository.link(user.id, customerId, at);
    }
    for (const entry of customer.userProjects ?? []) {
      const user = await users.byEmail(DEMO_ACCOUNTS[entry.account].email);
      if (user) await repository.insertProject(addressId, entry.name, user.id, at);
    }
  }
}
