import { loginResponseSchema } from '@portal/shared/schemas/account';
import {
  type InvoiceAddressRequest,
  invoiceAddressListSchema,
  type StoredInvoiceAddress,
  storedInvoiceAddressSchema,
} from '@portal/shared/schemas/address-book';
import { invoiceAddressBodySchema } from '@portal/shared/schemas/addresses';
import {
  customerDataChangeResponseSchema,
  customerUsersResponseSchema,
} from '@portal/shared/schemas/customers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltUser, type ThemeOptions, type UserOptions } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { mailOutbox } from '../mail/mail.tables';
import { createCustomersRepository } from './customers.repository';
import {
  customerLinkHistory,
  invoiceAddresses,
  invoiceProjects,
  invoiceReferences,
  userCustomers,
} from './customers.tables';

/**
 * The invoice step's data over HTTP (spec 02 sections 3, 5 and 7; decision 0044): invoice
 * addresses of the customer numbers linked to a user, a new customer's own addresses, projects
 * and references under the theme's rules (only one's own entries removable), the customer-data
 * change request through the outbox, and the links that staff with the customerLinks role make,
 * each recorded with who and when (decision 0082). A refused request changes nothing.
 */

const CUSTOMER_DATA_DESK = 'klantgegevens@provider.example';
const CONTACT_DESK = 'info@provider.example';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, {
    config: { MAIL_RECIPIENTS: `contact=${CONTACT_DESK},customerData=${CUSTOMER_DATA_DESK}` },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Caller = BuiltUser & { token: string };

/** Each login and each change request from an address of its own: the per-IP limits are not this file's subject. */
let ips = 0;
const nextIp = () => {
  ips += 1;
  return `10.13.${Math.floor(ips / 250)}.${ips % 250}`;
};

async function tokenOf(user: BuiltUser, on: FastifyInstance = app): Promise<string> {
  const response = await on.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).jwtToken;
}

async function aCaller(
  options: UserOptions & { customFields?: ThemeOptions['customFields']; formatString?: string } = {},
): Promise<Caller> {
  const { customFields, formatString, ...userOptions } = options;
  const theme = customFields ? await aTheme(database.db, { customFields }) : undefined;
  const user = await aUser(database.db, { theme, ...userOptions });
  if (formatString) await database.db.update(users).set({ formatString }).where(eq(users.id, user.id));
  return { ...user, token: await tokenOf(user) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request to another app than the file's (one on a clock of the test's). */
const callOn = (on: FastifyInstance, caller: Caller | null, method: Method, url: string, payload?: unknown) =>
  on.inject({
    method,
    url,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const call = (caller: Caller | null, method: Method, url: string, payload?: unknown) =>
  callOn(app, caller, method, url, payload);

const repository = () => createCustomersRepository(database.db);

let numbers = 0;
/**
 * A customer with a 7-digit number and its invoice address, the provider's projects and
 * references (no userId), linked to these users: what staff and the provider's systems set up.
 */
async function aCustomer(
  options: { linked?: BuiltUser[]; projects?: string[]; references?: string[]; zipCode?: string } = {},
) {
  numbers += 1;
  const customerNumber = String(3_000_000 + numbers * 7);
  const { customerId, addressId } = await repository().ensureCustomer(customerNumber, {
    company: `Klant ${customerNumber} B.V.`,
    department: 'Crediteuren',
    name: '',
    street: 'Factuurstraat',
    number: String(numbers),
    addition: '',
    zipCode: options.zipCode ?? '3511 AB',
    city: 'Utrecht',
    phone: '030 200 00 00',
    email: `facturen-${numbers}@klant.example`,
    kvk: String(30_000_000 + numbers),
  });
  await repository().ensureProviderEntries(addressId, options.projects ?? [], options.references ?? []);
  for (const user of options.linked ?? []) await repository().link(user.id, customerId, new Date());
  return { customerNumber, customerId, addressId };
}

const listOf = async (caller: Caller) => {
  const response = await call(caller, 'GET', '/api/v3/invoice-addresses');
  expect(response.statusCode, response.body).toBe(200);
  return invoiceAddressListSchema.parse(response.json());
};
const addressIn = async (caller: Caller, addressId: string): Promise<StoredInvoiceAddress> => {
  const found = (await listOf(caller)).addresses.find((address) => address.id === addressId);
  expect(found, addressId).toBeDefined();
  return found!;
};

/** Every invoice address, project, reference and link: what a refused request leaves as it was. */
const everything = async () => ({
  addresses: await database.db.select().from(invoiceAddresses).orderBy(asc(invoiceAddresses.id)),
  projects: await database.db.select().from(invoiceProjects).orderBy(asc(invoiceProjects.id)),
  references: await database.db.select().from(invoiceReferences).orderBy(asc(invoiceReferences.id)),
  links: await database.db
    .select()
    .from(userCustomers)
    .orderBy(asc(userCustomers.userId), asc(userCustomers.customerId)),
  linkHistory: await database.db.select().from(customerLinkHistory).orderBy(asc(customerLinkHistory.id)),
});

const newCustomer: InvoiceAddressRequest = {
  company: 'Nieuw Bedrijf B.V.',
  name: 'Nina Nieuw',
  street: 'Startersweg',
  number: '5',
  zipCode: '1012 AB',
  city: 'Amsterdam',
  email: 'nina@nieuwbedrijf.example',
  kvk: '12345678',
};

async function addedNewCustomer(caller: Caller, body: InvoiceAddressRequest = newCustomer) {
  const response = await call(caller, 'POST', '/api/v3/invoice-addresses', body);
  expect(response.statusCode, response.body).toBe(201);
  return storedInvoiceAddressSchema.parse(response.json());
}

describe('GET /api/v3/invoice-addresses', () => {
  it('lists the customer numbers linked to the user, by number, then the user’s own new-customer addresses', async () => {
    const one = await aCaller();
    const several = await aCaller();
    const none = await aCaller();
    const first = await aCustomer({ linked: [one, several] });
    const second = await aCustomer({ linked: [several] });
    const third = await aCustomer({ linked: [several] });
    await aCustomer(); // linked to nobody: nobody sees it
    const own = await addedNewCustomer(several);

    const ofOne = await listOf(one);
    expect(ofOne.addresses.map((address) => address.customerNumber)).toEqual([first.customerNumber]);
    expect(ofOne.mayAdd).toBe(true);
    expect((await listOf(several)).addresses.map((address) => [address.customerNumber, address.id])).toEqual([
      [first.customerNumber, first.addressId],
      [second.customerNumber, second.addressId],
      [third.customerNumber, third.addressId],
      [null, own.id],
    ]);
    expect(await listOf(none)).toEqual({ addresses: [], mayAdd: true });
  });

  it('marks a customer number’s address not editable and a new customer’s editable', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller] });
    const own = await addedNewCustomer(caller);
    const { addresses } = await listOf(caller);
    expect(addresses.find((address) => address.id === customer.addressId)).toMatchObject({
      customerNumber: customer.customerNumber,
      newCustomer: false,
      isEditable: false,
      deliveryAddress: false,
      kvk: expect.stringMatching(/^\d{8}$/),
    });
    expect(addresses.find((address) => address.id === own.id)).toMatchObject({
      customerNumber: null,
      newCustomer: true,
      isEditable: true,
    });
  });

  it('shows projects and references with who made them; only the caller’s own are removable', async () => {
    const caller = await aCaller();
    const colleague = await aCaller();
    const customer = await aCustomer({
      linked: [caller, colleague],
      projects: ['Nieuwbouw'],
      references: ['WB-1'],
    });
    await repository().insertProject(customer.addressId, 'Eigen project', caller.id, new Date());
    await repository().insertProject(customer.addressId, 'Project collega', colleague.id, new Date());
    const address = await addressIn(caller, customer.addressId);
    expect(address.projects.map(({ name, userId, removable }) => ({ name, userId, removable }))).toEqual([
      { name: 'Eigen project', userId: caller.id, removable: true },
      { name: 'Nieuwbouw', userId: null, removable: false },
      { name: 'Project collega', userId: colleague.id, removable: false },
    ]);
    expect(address.references).toEqual([
      { id: expect.any(String), value: 'WB-1', userId: null, removable: false },
    ]);
  });
});

describe('a customer number’s invoice address', () => {
  it('cannot be edited or removed: CUSTOMER_ADDRESS_NOT_EDITABLE, and it stays as it was', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller] });
    const before = await everything();
    const changed = await call(caller, 'PUT', `/api/v3/invoice-addresses/${customer.addressId}`, newCustomer);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      error: 'CUSTOMER_ADDRESS_NOT_EDITABLE',
      message:
        'Een adres met een klantnummer kunt u niet zelf wijzigen of verwijderen. Vraag een wijziging van uw klantgegevens aan.',
    });
    const removed = await call(caller, 'DELETE', `/api/v3/invoice-addresses/${customer.addressId}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe('CUSTOMER_ADDRESS_NOT_EDITABLE');
    expect(await everything()).toEqual(before);
  });

  it('of a customer not linked to the user is not found, whatever is asked of it', async () => {
    const caller = await aCaller();
    const stranger = await aCustomer({ projects: ['Geheim project'], references: ['GEHEIM-1'] });
    const before = await everything();
    const [project] = (await repository().projectsOf([stranger.addressId]))!;
    const [reference] = (await repository().referencesOf([stranger.addressId]))!;
    for (const [method, url, body] of [
      ['PUT', `/api/v3/invoice-addresses/${stranger.addressId}`, newCustomer],
      ['DELETE', `/api/v3/invoice-addresses/${stranger.addressId}`, undefined],
      ['POST', `/api/v3/invoice-addresses/${stranger.addressId}/projects`, { name: 'Ingebroken' }],
      ['DELETE', `/api/v3/invoice-addresses/${stranger.addressId}/projects/${project!.id}`, undefined],
      ['POST', `/api/v3/invoice-addresses/${stranger.addressId}/references`, { value: 'INGEBROKEN' }],
      ['DELETE', `/api/v3/invoice-addresses/${stranger.addressId}/references/${reference!.id}`, undefined],
    ] as const) {
      const response = await call(caller, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error, `${method} ${url}`).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await everything()).toEqual(before);
  });
});

describe('a new customer’s invoice address (requestNewCustomer)', () => {
  it('is added with the required fields, trimmed, and can be changed and removed by its author', async () => {
    const caller = await aCaller();
    const stored = await addedNewCustomer(caller, {
      ...newCustomer,
      zipCode: '1012 ab',
      email: ' Nina@NieuwBedrijf.example',
    });
    expect(stored).toMatchObject({
      company: 'Nieuw Bedrijf B.V.',
      zipCode: '1012 AB',
      email: 'nina@nieuwbedrijf.example',
      kvk: '12345678',
      customerNumber: null,
      newCustomer: true,
      isEditable: true,
      projects: [],
      references: [],
    });
    const changed = await call(caller, 'PUT', `/api/v3/invoice-addresses/${stored.id}`, {
      ...newCustomer,
      company: 'Nieuw Bedrijf Holding B.V.',
      kvk: '87654321',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...stored, company: 'Nieuw Bedrijf Holding B.V.', kvk: '87654321' });
    const removed = await call(caller, 'DELETE', `/api/v3/invoice-addresses/${stored.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await listOf(caller)).addresses).toEqual([]);
  });

  const kvkProblem = 'KvK-nummer: Een KvK-nummer bestaat uit 8 cijfers.';
  const badInputs: [string, InvoiceAddressRequest, string][] = [
    ['no company', { ...newCustomer, company: '' }, 'Bedrijfsnaam: Dit veld is verplicht.'],
    ['no contact name', { ...newCustomer, name: undefined }, 'T.a.v.: Dit veld is verplicht.'],
    ['no street', { ...newCustomer, street: ' ' }, 'Straat: Dit veld is verplicht.'],
    ['no house number', { ...newCustomer, number: '' }, 'Huisnummer: Dit veld is verplicht.'],
    ['a letter in the house number', { ...newCustomer, number: '5a' }, 'Huisnummer: Vul alleen cijfers in.'],
    ['no postcode', { ...newCustomer, zipCode: '' }, 'Postcode: Dit veld is verplicht.'],
    ['no city', { ...newCustomer, city: undefined }, 'Plaats: Dit veld is verplicht.'],
    ['no e-mail address', { ...newCustomer, email: '' }, 'E-mailadres: Dit veld is verplicht.'],
    [
      'an e-mail address that is none',
      { ...newCustomer, email: 'nina@' },
      'E-mailadres: Vul een geldig e-mailadres in.',
    ],
    [
      'letters in the phone',
      { ...newCustomer, phone: '020 BEL NU' },
      'Telefoonnummer: Een telefoonnummer bevat geen letters.',
    ],
    ['no KvK number', { ...newCustomer, kvk: undefined }, 'KvK-nummer: Dit veld is verplicht.'],
    ['a KvK number of 7 digits', { ...newCustomer, kvk: '1234567' }, kvkProblem],
    ['a KvK number of 9 digits', { ...newCustomer, kvk: '123456789' }, kvkProblem],
    ['a letter in the KvK number', { ...newCustomer, kvk: '1234567a' }, kvkProblem],
    [
      'a company of 51 characters',
      { ...newCustomer, company: 'x'.repeat(51) },
      'Bedrijfsnaam: De bedrijfsnaam mag maximaal 50 karakters lang zijn.',
    ],
    [
      'a contact of 36 characters',
      { ...newCustomer, name: 'x'.repeat(36) },
      'T.a.v.: De naam mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a street of 36 characters',
      { ...newCustomer, street: 'x'.repeat(36) },
      'Straat: De straat mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a postcode of 10 characters',
      { ...newCustomer, zipCode: '1012 AB 12' },
      'Postcode: De postcode mag maximaal 9 karakters lang zijn.',
    ],
    [
      'a city of 36 characters',
      { ...newCustomer, city: 'x'.repeat(36) },
      'Plaats: De plaats mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a phone of 21 characters',
      { ...newCustomer, phone: '0'.repeat(21) },
      'Telefoonnummer: Het telefoonnummer mag maximaal 20 karakters lang zijn.',
    ],
  ];

  let refused: Caller;
  let existing: StoredInvoiceAddress;
  beforeAll(async () => {
    refused = await aCaller();
    existing = await addedNewCustomer(refused);
  });

  it.each(badInputs)(
    'refuses %s with ADDRESS_INVALID, on adding and on changing, and changes nothing',
    async (_, body, message) => {
      const before = await everything();
      const added = await call(refused, 'POST', '/api/v3/invoice-addresses', body);
      expect(added.statusCode, added.body).toBe(422);
      expect(added.json()).toEqual({ error: 'ADDRESS_INVALID', message });
      const changed = await call(refused, 'PUT', `/api/v3/invoice-addresses/${existing.id}`, body);
      expect(changed.statusCode, changed.body).toBe(422);
      expect(changed.json()).toEqual({ error: 'ADDRESS_INVALID', message });
      expect(await everything()).toEqual(before);
    },
  );

  it('refuses wrong types and far too long text at the door', async () => {
    const before = await everything();
    for (const body of [
      { ...newCustomer, kvk: 12345678 },
      { ...newCustomer, city: 'x'.repeat(1000) },
    ]) {
      const response = await call(refused, 'POST', '/api/v3/invoice-addresses', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(await everything()).toEqual(before);
  });

  it('of another user is not found: not changed, not removed', async () => {
    const author = await aCaller();
    const other = await aCaller();
    const theirs = await addedNewCustomer(author);
    const before = await everything();
    const changed = await call(other, 'PUT', `/api/v3/invoice-addresses/${theirs.id}`, {
      ...newCustomer,
      company: 'Gekaapt',
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().error).toBe('ADDRESS_NOT_FOUND');
    const removed = await call(other, 'DELETE', `/api/v3/invoice-addresses/${theirs.id}`);
    expect(removed.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
    expect((await listOf(other)).addresses).toEqual([]);
  });

  it('cannot be added, changed or removed when the theme switches newInvoice off', async () => {
    const caller = await aCaller({ customFields: { addresses: { newInvoice: false } } });
    // Entered before the theme changed its mind.
    const { newCustomer: _, ...fields } = invoiceAddressBodySchema.parse({
      ...newCustomer,
      newCustomer: true,
    });
    const id = await repository().insertNewCustomerAddress(caller.id, fields, new Date());
    const before = await everything();
    expect((await listOf(caller)).mayAdd).toBe(false);
    for (const [method, url, body] of [
      ['POST', '/api/v3/invoice-addresses', newCustomer],
      ['PUT', `/api/v3/invoice-addresses/${id}`, newCustomer],
      ['DELETE', `/api/v3/invoice-addresses/${id}`, undefined],
    ] as const) {
      const response = await call(caller, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe('ADDRESS_CHANGES_DISABLED');
    }
    expect(await everything()).toEqual(before);
  });
});

describe('projects of an invoice address', () => {
  const projectsUrl = (addressId: string) => `/api/v3/invoice-addresses/${addressId}/projects`;

  it('saves a valid project with the caller as its author, once', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller], projects: ['Nieuwbouw'] });
    const response = await call(caller, 'POST', projectsUrl(customer.addressId), {
      name: '  Kantoor Papendorp ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const address = storedInvoiceAddressSchema.parse(response.json());
    expect(address.projects.map(({ name, userId, removable }) => ({ name, userId, removable }))).toEqual([
      { name: 'Kantoor Papendorp', userId: caller.id, removable: true },
      { name: 'Nieuwbouw', userId: null, removable: false },
    ]);
    // Already in the list (the provider's or one's own): answered as it is, not saved twice.
    const before = await everything();
    for (const name of ['Kantoor Papendorp', 'Nieuwbouw']) {
      const again = await call(caller, 'POST', projectsUrl(customer.addressId), { name });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(address);
    }
    expect(await everything()).toEqual(before);
  });

  it('saves one on the user’s own new-customer address too', async () => {
    const caller = await aCaller();
    const own = await addedNewCustomer(caller);
    const response = await call(caller, 'POST', projectsUrl(own.id), { name: 'Opening' });
    expect(response.json().projects).toEqual([
      { id: expect.any(String), name: 'Opening', userId: caller.id, removable: true },
    ]);
  });

  it('refuses an empty or too long project with PROJECT_INVALID (default 32 characters) and saves nothing', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller] });
    const before = await everything();
    for (const [name, message] of [
      ['', 'Project: Dit veld is verplicht.'],
      ['   ', 'Project: Dit veld is verplicht.'],
      ['x'.repeat(33), 'Project: Maximaal 32 karakters.'],
    ]) {
      const response = await call(caller, 'POST', projectsUrl(customer.addressId), { name });
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toEqual({ error: 'PROJECT_INVALID', message });
    }
    expect(await everything()).toEqual(before);
    // 32 is allowed.
    expect(
      (await call(caller, 'POST', projectsUrl(customer.addressId), { name: 'x'.repeat(32) })).statusCode,
    ).toBe(200);
  });

  it('checks each field of the theme’s multi-field project with its format and length, naming the field as the theme does', async () => {
    const caller = await aCaller({
      customFields: {
        project: {
          label: 'Kostenplaats',
          fields: [
            { format: '\\d{4}', maxLength: 4 },
            { format: '[A-Z]{2}\\d{3}', maxLength: 5 },
          ],
        },
      },
    });
    const customer = await aCustomer({ linked: [caller] });
    const before = await everything();
    for (const [name, message] of [
      ['4410', 'Kostenplaats, deel 2 van 2: Dit veld is verplicht.'],
      [
        '44-PR123',
        'Kostenplaats, deel 1 van 2: Dit voldoet niet aan het voorgeschreven formaat (4 cijfers).',
      ],
      ['44100-PR123', 'Kostenplaats, deel 1 van 2: Maximaal 4 karakters.'],
      [
        '4410-pr123',
        'Kostenplaats, deel 2 van 2: Dit voldoet niet aan het voorgeschreven formaat (2 hoofdletters gevolgd door 3 cijfers).',
      ],
      ['4410-PR1234', 'Kostenplaats, deel 2 van 2: Maximaal 5 karakters.'],
    ]) {
      const response = await call(caller, 'POST', projectsUrl(customer.addressId), { name });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({ error: 'PROJECT_INVALID', message });
    }
    expect(await everything()).toEqual(before);
    const saved = await call(caller, 'POST', projectsUrl(customer.addressId), { name: ' 4410 - PR123 ' });
    expect(saved.json().projects.map((project: { name: string }) => project.name)).toEqual(['4410-PR123']);
  });

  it('holds a user with useFormatString to their formatString', async () => {
    const caller = await aCaller({
      customFields: { project: { useFormatString: true, fields: [{ format: '\\d{4}' }, {}] } },
      formatString: '4410-',
    });
    const customer = await aCustomer({ linked: [caller] });
    const refused = await call(caller, 'POST', projectsUrl(customer.addressId), { name: '5120-PR017' });
    expect(refused.json()).toEqual({
      error: 'PROJECT_INVALID',
      message: 'Project, deel 1 van 2: Dit moet beginnen met 4410.',
    });
    expect(
      (await call(caller, 'POST', projectsUrl(customer.addressId), { name: '4410-PR017' })).statusCode,
    ).toBe(200);
  });

  it('refuses PROJECT_NOT_ALLOWED when the theme’s projects are readonly or not saved (hideNewProject)', async () => {
    for (const project of [{ readonly: true }, { hideNewProject: true }]) {
      const caller = await aCaller({ customFields: { project } });
      const customer = await aCustomer({ linked: [caller] });
      const before = await everything();
      const response = await call(caller, 'POST', projectsUrl(customer.addressId), { name: 'Nieuw' });
      expect(response.statusCode, JSON.stringify(project)).toBe(403);
      expect(response.json().error).toBe('PROJECT_NOT_ALLOWED');
      expect(await everything()).toEqual(before);
    }
  });

  it('removes only the caller’s own project; the provider’s and a colleague’s stay', async () => {
    const caller = await aCaller();
    const colleague = await aCaller();
    const customer = await aCustomer({ linked: [caller, colleague], projects: ['Van de drukker'] });
    await repository().insertProject(customer.addressId, 'Van collega', colleague.id, new Date());
    const mine = (await call(caller, 'POST', projectsUrl(customer.addressId), { name: 'Van mij' })).json()
      .projects as StoredInvoiceAddress['projects'];
    const idOf = (name: string) => mine.find((project) => project.name === name)!.id;

    const before = await everything();
    for (const name of ['Van de drukker', 'Van collega']) {
      const response = await call(caller, 'DELETE', `${projectsUrl(customer.addressId)}/${idOf(name)}`);
      expect(response.statusCode, name).toBe(403);
      expect(response.json().error).toBe('PROJECT_NOT_REMOVABLE');
    }
    expect(await everything()).toEqual(before);

    const removed = await call(caller, 'DELETE', `${projectsUrl(customer.addressId)}/${idOf('Van mij')}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().projects.map((project: { name: string }) => project.name)).toEqual([
      'Van collega',
      'Van de drukker',
    ]);
    const again = await call(caller, 'DELETE', `${projectsUrl(customer.addressId)}/${idOf('Van mij')}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('PROJECT_NOT_FOUND');
  });

  it('does not remove a project of another customer named beside one of the caller’s addresses', async () => {
    const caller = await aCaller();
    const owner = await aCaller();
    const mine = await aCustomer({ linked: [caller] });
    const theirs = await aCustomer({ linked: [owner] });
    const theirProject = (
      await call(owner, 'POST', projectsUrl(theirs.addressId), { name: 'Van hen' })
    ).json().projects[0] as { id: string };
    const before = await everything();
    const response = await call(caller, 'DELETE', `${projectsUrl(mine.addressId)}/${theirProject.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('PROJECT_NOT_FOUND');
    expect(await everything()).toEqual(before);
  });
});

describe('references of an invoice address', () => {
  const referencesUrl = (addressId: string) => `/api/v3/invoice-addresses/${addressId}/references`;

  it('saves a valid reference (default at most 15 characters) once, and refuses an empty or longer one', async () => {
    const caller = await aCaller();
    const customer = await aCustomer({ linked: [caller], references: ['WB-1'] });
    const before = await everything();
    for (const [value, message] of [
      ['', 'Referentie: Dit veld is verplicht.'],
      ['x'.repeat(16), 'Referentie: Maximaal 15 karakters.'],
    ]) {
      const response = await call(caller, 'POST', referencesUrl(customer.addressId), { value });
      expect(response.statusCode, value).toBe(422);
      expect(response.json()).toEqual({ error: 'REFERENCE_INVALID', message });
    }
    expect(await everything()).toEqual(before);

    const saved = await call(caller, 'POST', referencesUrl(customer.addressId), { value: ' WB-2026-0142 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    const address = storedInvoiceAddressSchema.parse(saved.json());
    expect(address.references.map(({ value, userId, removable }) => ({ value, userId, removable }))).toEqual([
      { value: 'WB-1', userId: null, removable: false },
      { value: 'WB-2026-0142', userId: caller.id, removable: true },
    ]);
    const again = await call(caller, 'POST', referencesUrl(customer.addressId), { value: 'WB-2026-0142' });
    expect(again.json()).toEqual(address);
  });

  it('checks the theme’s format and length, and refuses REFERENCE_NOT_ALLOWED when the theme hides references', async () => {
    const caller = await aCaller({
      customFields: { reference: { label: 'Zaaknummer', format: 'Z-\\d{6}', maxLength: 8 } },
    });
    const customer = await aCustomer({ linked: [caller] });
    const before = await everything();
    for (const [value, message] of [
      [
        'Z-12345',
        'Zaaknummer: Dit voldoet niet aan het voorgeschreven formaat (‘Z-’ gevolgd door 6 cijfers).',
      ],
      ['Z-1234567', 'Zaaknummer: Maximaal 8 karakters.'],
    ]) {
      const response = await call(caller, 'POST', referencesUrl(customer.addressId), { value });
      expect(response.json(), value).toEqual({ error: 'REFERENCE_INVALID', message });
    }
    expect(await everything()).toEqual(before);
    expect(
      (await call(caller, 'POST', referencesUrl(customer.addressId), { value: 'Z-123456' })).statusCode,
    ).toBe(200);

    const hidden = await aCaller({ customFields: { reference: { hide: true } } });
    const hiddenCustomer = await aCustomer({ linked: [hidden] });
    const refused = await call(hidden, 'POST', referencesUrl(hiddenCustomer.addressId), { value: 'X-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('REFERENCE_NOT_ALLOWED');
  });

  it('removes only the caller’s own reference', async () => {
    const caller = await aCaller();
    const colleague = await aCaller();
    const customer = await aCustomer({ linked: [caller, colleague], references: ['VAN-DRUKKER'] });
    await call(colleague, 'POST', referencesUrl(customer.addressId), { value: 'VAN-COLLEGA' });
    const { references } = storedInvoiceAddressSchema.parse(
      (await call(caller, 'POST', referencesUrl(customer.addressId), { value: 'VAN-MIJ' })).json(),
    );
    const idOf = (value: string) => references.find((reference) => reference.value === value)!.id;
    const before = await everything();
    for (const value of ['VAN-DRUKKER', 'VAN-COLLEGA']) {
      const response = await call(caller, 'DELETE', `${referencesUrl(customer.addressId)}/${idOf(value)}`);
      expect(response.statusCode, value).toBe(403);
      expect(response.json().error).toBe('REFERENCE_NOT_REMOVABLE');
    }
    expect(await everything()).toEqual(before);
    const removed = await call(caller, 'DELETE', `${referencesUrl(customer.addressId)}/${idOf('VAN-MIJ')}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().references.map((reference: { value: string }) => reference.value)).toEqual([
      'VAN-COLLEGA',
      'VAN-DRUKKER',
    ]);
    const unknown = await call(caller, 'DELETE', `${referencesUrl(customer.addressId)}/${idOf('VAN-MIJ')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('REFERENCE_NOT_FOUND');
  });
});

describe('POST /api/v3/invoice-addresses/change-requests', () => {
  const outbox = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));

  it('queues a mail to the customer-data desk in the outbox and confirms it is usually done within 1 working day', async () => {
    const caller = await aCaller({ name: 'Karin de Klant' });
    const customer = await aCustomer({ linked: [caller] });
    const before = (await outbox()).length;
    const response = await call(caller, 'POST', '/api/v3/invoice-addresses/change-requests', {
      invoiceAddressId: customer.addressId,
      message: 'Ons nieuwe adres is Printweg 1, 3542 AB Utrecht.',
    });
    expect(response.statusCode, response.body).toBe(202);
    const answer = customerDataChangeResponseSchema.parse(response.json());
    expect(answer.sent).toBe(true);
    expect(answer.message).toContain('doorgaans binnen 1 werkdag');

    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ recipient: CUSTOMER_DATA_DESK, replyTo: caller.email, status: 'pending' });
    expect(mail.subject).toContain(`Wijziging klantgegevens ${customer.customerNumber}`);
    // The current data and who asks are added by the server, not taken from the client.
    expect(mail.text).toContain(`Aangevraagd door: Karin de Klant <${caller.email}>`);
    expect(mail.text).toContain(`Klant ${customer.customerNumber} B.V.`);
    expect(mail.text).toContain('Ons nieuwe adres is Printweg 1, 3542 AB Utrecht.');
  });

  it('names a new customer’s address as such', async () => {
    const caller = await aCaller();
    const own = await addedNewCustomer(caller);
    const response = await call(caller, 'POST', '/api/v3/invoice-addresses/change-requests', {
      invoiceAddressId: own.id,
      message: 'Graag ons KvK-nummer aanpassen.',
    });
    expect(response.statusCode).toBe(202);
    const mail = (await outbox()).at(-1)!;
    expect(mail.subject).toContain('nieuwe klant (nog geen klantnummer)');
    expect(mail.text).toContain('KvK 12345678');
  });

  it('refuses another customer’s address and an empty message, and queues nothing', async () => {
    const caller = await aCaller();
    const stranger = await aCustomer();
    const mine = await aCustomer({ linked: [caller] });
    const before = await outbox();
    const foreign = await call(caller, 'POST', '/api/v3/invoice-addresses/change-requests', {
      invoiceAddressId: stranger.addressId,
      message: 'Zet hun adres op het mijne.',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('ADDRESS_NOT_FOUND');
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      const response = await call(caller, 'POST', '/api/v3/invoice-addresses/change-requests', {
        invoiceAddressId: mine.addressId,
        message,
      });
      expect(response.statusCode, message.slice(0, 10)).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(await outbox()).toEqual(before);
  });

  it('goes to the contact address when no customerData recipient is configured', async () => {
    const contactOnly = await createTestApp(database, {
      config: { MAIL_RECIPIENTS: `contact=${CONTACT_DESK}` },
    });
    try {
      const caller = await aCaller();
      const customer = await aCustomer({ linked: [caller] });
      const response = await contactOnly.inject({
        method: 'POST',
        url: '/api/v3/invoice-addresses/change-requests',
        headers: { authorization: `Bearer ${caller.token}` },
        payload: { invoiceAddressId: customer.addressId, message: 'Nieuw telefoonnummer: 030 999 99 99.' },
      });
      expect(response.statusCode, response.body).toBe(202);
      expect((await outbox()).at(-1)).toMatchObject({ recipient: CONTACT_DESK });
    } finally {
      await contactOnly.close();
    }
  });
});

describe('staff links between users and customer numbers', () => {
  const usersUrl = (customerNumber: string) => `/api/v3/staff/customers/${customerNumber}/users`;
  /** Staff granted the role of linking users to customer numbers (decision 0082). */
  const aLinker = (options: UserOptions = {}) =>
    aCaller({ staff: true, staffRoles: ['customerLinks'], ...options });
  const historyOf = (customerId: string) =>
    database.db
      .select()
      .from(customerLinkHistory)
      .where(eq(customerLinkHistory.customerId, customerId))
      .orderBy(asc(customerLinkHistory.changedAt));

  it('lets staff with the role list, link (by e-mail, once) and unlink users; the user’s invoice list follows', async () => {
    const staff = await aLinker();
    const existing = await aCaller({ name: 'Al Gekoppeld' });
    const newcomer = await aCaller({ name: 'Nieuwe Collega' });
    const customer = await aCustomer({ linked: [existing] });

    const listed = await call(staff, 'GET', usersUrl(customer.customerNumber));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(customerUsersResponseSchema.parse(listed.json())).toEqual({
      customerNumber: customer.customerNumber,
      users: [{ id: existing.id, email: existing.email, name: 'Al Gekoppeld' }],
    });

    const linked = await call(staff, 'POST', usersUrl(customer.customerNumber), {
      email: newcomer.email.toUpperCase(),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().users.map((user: { id: string }) => user.id)).toEqual([existing.id, newcomer.id]);
    const twice = await call(staff, 'POST', usersUrl(customer.customerNumber), { email: newcomer.email });
    expect(twice.json()).toEqual(linked.json());
    expect((await listOf(newcomer)).addresses.map((address) => address.customerNumber)).toEqual([
      customer.customerNumber,
    ]);

    const unlinked = await call(staff, 'DELETE', `${usersUrl(customer.customerNumber)}/${newcomer.id}`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().users.map((user: { id: string }) => user.id)).toEqual([existing.id]);
    expect((await listOf(newcomer)).addresses).toEqual([]);
    // The link made twice is recorded once; the unlink beside it.
    expect((await historyOf(customer.customerId)).map((row) => row.change)).toEqual(['linked', 'unlinked']);
  });

  it('answers CUSTOMER_NOT_FOUND and USER_NOT_FOUND, and changes no link and records nothing', async () => {
    const staff = await aLinker();
    const stranger = await aCaller();
    const customer = await aCustomer();
    const before = await everything();
    for (const [method, url, body, error] of [
      ['GET', usersUrl('9999999'), undefined, 'CUSTOMER_NOT_FOUND'],
      ['POST', usersUrl('9999999'), { email: stranger.email }, 'CUSTOMER_NOT_FOUND'],
      ['DELETE', `${usersUrl('9999999')}/${stranger.id}`, undefined, 'CUSTOMER_NOT_FOUND'],
      ['POST', usersUrl(customer.customerNumber), { email: 'niemand@klant-test.example' }, 'USER_NOT_FOUND'],
      ['DELETE', `${usersUrl(customer.customerNumber)}/${stranger.id}`, undefined, 'USER_NOT_FOUND'],
      [
        'DELETE',
        `${usersUrl(customer.customerNumber)}/0b0b0b0b-0000-4000-8000-000000000000`,
        undefined,
        'USER_NOT_FOUND',
      ],
    ] as const) {
      const response = await call(staff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error, `${method} ${url}`).toBe(error);
    }
    for (const url of [usersUrl('123456'), usersUrl('12345678'), usersUrl('123456a')]) {
      expect((await call(staff, 'GET', url)).statusCode, url).toBe(400);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses staff without the role with FORBIDDEN: no link (not even of themselves), no unlink, nothing recorded', async () => {
    const colleague = await aCaller();
    const customer = await aCustomer({ linked: [colleague] });
    const refused = [
      // A staff address alone: the hole of issue 28.
      await aCaller({ staff: true }),
      // Another staff role is not this one.
      await aCaller({ staff: true, staffRoles: ['orderDesk'] }),
      // The role in data on a customer's address counts for nothing (decision 0051).
      await aCaller({ staffRoles: ['customerLinks'] }),
    ];
    const before = await everything();
    for (const caller of refused) {
      for (const [method, url, body] of [
        ['GET', usersUrl(customer.customerNumber), undefined],
        ['POST', usersUrl(customer.customerNumber), { email: caller.email }],
        ['POST', usersUrl(customer.customerNumber), { email: colleague.email }],
        ['DELETE', `${usersUrl(customer.customerNumber)}/${colleague.id}`, undefined],
      ] as const) {
        const response = await call(caller, method, url, body);
        expect(response.statusCode, `${caller.email}: ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          error: 'FORBIDDEN',
          message: 'U heeft geen toegang tot dit onderdeel.',
        });
      }
      // So the customer's invoice address (and with it its orders) stays out of their reach.
      expect((await listOf(caller)).addresses).toEqual([]);
    }
    expect(await everything()).toEqual(before);
  });

  it('follows the role in data: revoking it refuses the next call', async () => {
    const clerk = await aLinker();
    const customer = await aCustomer();
    expect((await call(clerk, 'GET', usersUrl(customer.customerNumber))).statusCode).toBe(200);
    await database.db.update(users).set({ staffRoles: [] }).where(eq(users.id, clerk.id));
    const before = await everything();
    const response = await call(clerk, 'POST', usersUrl(customer.customerNumber), { email: clerk.email });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
    expect(await everything()).toEqual(before);
  });

  it('refuses a customer with FORBIDDEN, even one linked to the customer number, and changes nothing', async () => {
    const customerUser = await aCaller();
    const customer = await aCustomer({ linked: [customerUser] });
    const before = await everything();
    for (const [method, url, body] of [
      ['GET', usersUrl(customer.customerNumber), undefined],
      ['POST', usersUrl(customer.customerNumber), { email: customerUser.email }],
      ['DELETE', `${usersUrl(customer.customerNumber)}/${customerUser.id}`, undefined],
    ] as const) {
      const response = await call(customerUser, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
    expect(await everything()).toEqual(before);
  });

  describe('the history of the links', () => {
    // An app of its own on a clock the test moves, so 'when' is an exact instant.
    const clock = mutableClock();
    let clocked: FastifyInstance;
    beforeAll(async () => {
      clocked = await createTestApp(database, { deps: { clock, runJobs: false } });
    });
    afterAll(async () => {
      await clocked.close();
    });
    const linkerOn = async (name: string) => {
      const user = await aUser(database.db, { staff: true, staffRoles: ['customerLinks'], name });
      return { ...user, token: await tokenOf(user, clocked) };
    };

    it('records who linked and who unlinked whom, and when; the unlink keeps the link’s record', async () => {
      const linda = await linkerOn('Linda Koppel');
      const otto = await linkerOn('Otto Ontkoppel');
      const colleague = await aCaller({ name: 'Nieuwe Collega' });
      const customer = await aCustomer();
      const url = usersUrl(customer.customerNumber);

      clock.advance(60_000);
      const linkedAt = clock.now();
      expect((await callOn(clocked, linda, 'POST', url, { email: colleague.email })).statusCode).toBe(200);
      clock.advance(60_000);
      // Linked already: nothing changes, nothing is recorded.
      expect((await callOn(clocked, otto, 'POST', url, { email: colleague.email })).statusCode).toBe(200);
      clock.advance(5 * 60_000);
      const unlinkedAt = clock.now();
      expect((await callOn(clocked, otto, 'DELETE', `${url}/${colleague.id}`)).statusCode).toBe(200);
      // Not linked any more: USER_NOT_FOUND, and again nothing is recorded.
      expect((await callOn(clocked, otto, 'DELETE', `${url}/${colleague.id}`)).statusCode).toBe(404);

      const who = (staff: Caller) => ({ changedBy: staff.id, changedByEmail: staff.email });
      const whom = {
        customerId: customer.customerId,
        userId: colleague.id,
        userEmail: colleague.email,
        note: '',
      };
      expect(await historyOf(customer.customerId)).toEqual([
        { id: expect.any(String), ...whom, change: 'linked', ...who(linda), changedAt: linkedAt },
        { id: expect.any(String), ...whom, change: 'unlinked', ...who(otto), changedAt: unlinkedAt },
      ]);
      expect(
        await database.db
          .select()
          .from(userCustomers)
          .where(eq(userCustomers.customerId, customer.customerId)),
      ).toEqual([]);

      // A new link is a row of its own after the others.
      clock.advance(60_000);
      expect((await callOn(clocked, linda, 'POST', url, { email: colleague.email })).statusCode).toBe(200);
      const history = await historyOf(customer.customerId);
      expect(history.map((row) => [row.change, row.changedByEmail])).toEqual([
        ['linked', linda.email],
        ['unlinked', otto.email],
        ['linked', linda.email],
      ]);
      expect(history[2]!.changedAt).toEqual(clock.now());
    });
  });
});

describe('anonymous callers', () => {
  it('are refused by every invoice-address and staff endpoint, and nothing changes', async () => {
    const owner = await aCaller();
    const customer = await aCustomer({ linked: [owner], projects: ['P'], references: ['R'] });
    const [project] = await repository().projectsOf([customer.addressId]);
    const [reference] = await repository().referencesOf([customer.addressId]);
    const base = `/api/v3/invoice-addresses/${customer.addressId}`;
    const before = await everything();
    const mails = (await database.db.select().from(mailOutbox)).length;
    for (const [method, url, body] of [
      ['GET', '/api/v3/invoice-addresses', undefined],
      ['POST', '/api/v3/invoice-addresses', newCustomer],
      ['PUT', base, newCustomer],
      ['DELETE', base, undefined],
      ['POST', `${base}/projects`, { name: 'Anoniem' }],
      ['DELETE', `${base}/projects/${project!.id}`, undefined],
      ['POST', `${base}/references`, { value: 'ANONIEM' }],
      ['DELETE', `${base}/references/${reference!.id}`, undefined],
      [
        'POST',
        '/api/v3/invoice-addresses/change-requests',
        { invoiceAddressId: customer.addressId, message: 'Hoi' },
      ],
      ['GET', `/api/v3/staff/customers/${customer.customerNumber}/users`, undefined],
      ['POST', `/api/v3/staff/customers/${customer.customerNumber}/users`, { email: owner.email }],
      ['DELETE', `/api/v3/staff/customers/${customer.customerNumber}/users/${owner.id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('UNAUTHORIZED');
    }
    expect(await everything()).toEqual(before);
    expect((await database.db.select().from(mailOutbox)).length).toBe(mails);
  });
});
