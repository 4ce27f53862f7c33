import { loginResponseSchema } from '@portal/shared/schemas/account';
import {
  type DeliveryAddressRequest,
  deliveryAddressListSchema,
  storedDeliveryAddressSchema,
} from '@portal/shared/schemas/address-book';
import { deliveryAddressBodySchema } from '@portal/shared/schemas/addresses';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltUser, type ThemeOptions } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { createAddressesRepository } from './addresses.repository';
import { deliveryAddresses } from './addresses.tables';

/**
 * A user's delivery addresses over HTTP (spec 02 sections 3 and 5; decision 0044): the form's
 * rules, the theme's department rule and switches, and that nobody reaches another user's list.
 * A refused request leaves every row as it was.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Customer = BuiltUser & { token: string };

async function aCustomer(customFields?: ThemeOptions['customFields']): Promise<Customer> {
  const theme = customFields ? await aTheme(database.db, { customFields }) : undefined;
  const user = await aUser(database.db, { theme });
  return { ...user, token: await tokenOf(user) };
}

/** Each login from an address of its own, so the per-IP login limit never bites here. */
let logins = 0;
async function tokenOf(user: BuiltUser): Promise<string> {
  logins += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: `10.12.${Math.floor(logins / 250)}.${logins % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).jwtToken;
}

const call = (
  customer: Customer | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: customer ? { authorization: `Bearer ${customer.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const listOf = async (customer: Customer) => {
  const response = await call(customer, 'GET', '/api/v3/delivery-addresses');
  expect(response.statusCode, response.body).toBe(200);
  return deliveryAddressListSchema.parse(response.json());
};

const add = (customer: Customer | null, body: unknown) =>
  call(customer, 'POST', '/api/v3/delivery-addresses', body);

async function added(customer: Customer, body: DeliveryAddressRequest) {
  const response = await add(customer, body);
  expect(response.statusCode, response.body).toBe(201);
  return storedDeliveryAddressSchema.parse(response.json());
}

/** Every stored delivery address: what a refused request must leave exactly as it was. */
const allRows = () => database.db.select().from(deliveryAddresses).orderBy(asc(deliveryAddresses.id));

const office: DeliveryAddressRequest = {
  company: 'Bouwbedrijf Test B.V.',
  department: 'Inkoop',
  name: 'Karin de Klant',
  street: 'Aannemersweg',
  number: '14',
  addition: 'B',
  zipCode: '3542 DK',
  city: 'Utrecht',
};

const site: DeliveryAddressRequest = {
  company: 'Bouwplaats Leidsche Rijn',
  name: 'Uitvoerder Joost',
  street: 'Kavel 12, Grauwaartsingel',
  city: 'Utrecht',
  phone: '06 12 34 56 78',
  isConstructionSite: true,
};

describe('GET /api/v3/delivery-addresses', () => {
  it('answers an empty list for a new user, and adding is allowed without a theme saying otherwise', async () => {
    const customer = await aCustomer();
    expect(await listOf(customer)).toEqual({ addresses: [], mayAdd: true });
  });

  it('lists only the caller’s own addresses, by company name', async () => {
    const customer = await aCustomer();
    const other = await aCustomer();
    await added(customer, { ...office, company: 'Zuidas Kantoor' });
    await added(customer, { ...office, company: 'Amstel Kantoor' });
    await added(other, { ...office, company: 'Andermans Kantoor' });
    const { addresses } = await listOf(customer);
    expect(addresses.map((address) => address.company)).toEqual(['Amstel Kantoor', 'Zuidas Kantoor']);
    expect(addresses.every((address) => address.isEditable && address.deliveryAddress)).toBe(true);
  });
});

describe('POST /api/v3/delivery-addresses', () => {
  it('stores the address trimmed, the postcode in capitals, and clears a phone that is not for a construction site', async () => {
    const customer = await aCustomer();
    const stored = await added(customer, {
      ...office,
      company: '  Bouwbedrijf Test B.V. ',
      zipCode: '3542 dk',
      phone: '030 123 45 67',
      email: ' Inkoop@Bouwbedrijf.Example ',
    });
    expect(stored).toMatchObject({
      company: 'Bouwbedrijf Test B.V.',
      zipCode: '3542 DK',
      phone: '',
      email: 'inkoop@bouwbedrijf.example',
      isConstructionSite: false,
      isEditable: true,
    });
    expect((await listOf(customer)).addresses).toEqual([stored]);
  });

  it('takes a construction site without postcode and house number, and keeps its phone for the driver', async () => {
    const customer = await aCustomer();
    const stored = await added(customer, site);
    expect(stored).toMatchObject({
      zipCode: '',
      number: '',
      phone: '06 12 34 56 78',
      isConstructionSite: true,
    });
  });

  const tooLong = (length: number, digit = false) => (digit ? '1' : 'x').repeat(length);
  // Each refused with the Dutch message naming the field, as the form shows it.
  const badInputs: [string, DeliveryAddressRequest, string][] = [
    ['no company', { ...office, company: undefined }, 'Bedrijfsnaam: Dit veld is verplicht.'],
    ['a blank company', { ...office, company: '   ' }, 'Bedrijfsnaam: Dit veld is verplicht.'],
    ['no contact', { ...office, name: '' }, 'T.a.v.: Dit veld is verplicht.'],
    ['no street', { ...office, street: undefined }, 'Straat: Dit veld is verplicht.'],
    ['no city', { ...office, city: '' }, 'Plaats: Dit veld is verplicht.'],
    ['no postcode', { ...office, zipCode: '' }, 'Postcode: Dit veld is verplicht.'],
    ['no house number', { ...office, number: undefined }, 'Huisnummer: Dit veld is verplicht.'],
    ['a letter in the house number', { ...office, number: '14a' }, 'Huisnummer: Vul alleen cijfers in.'],
    ['letters as house number', { ...office, number: 'veertien' }, 'Huisnummer: Vul alleen cijfers in.'],
    ['a negative house number', { ...office, number: '-2' }, 'Huisnummer: Vul alleen cijfers in.'],
    [
      'a letter in a construction site’s house number',
      { ...site, number: '3b' },
      'Huisnummer: Vul alleen cijfers in.',
    ],
    [
      'letters in a construction site’s phone',
      { ...site, phone: '06-bel-mij' },
      'Telefoonnummer: Een telefoonnummer bevat geen letters.',
    ],
    [
      'an e-mail address that is none',
      { ...office, email: 'geen-adres' },
      'E-mailadres: Vul een geldig e-mailadres in.',
    ],
    [
      'a company of 51 characters',
      { ...office, company: tooLong(51) },
      'Bedrijfsnaam: De bedrijfsnaam mag maximaal 50 karakters lang zijn.',
    ],
    [
      'a department of 51 characters',
      { ...office, department: tooLong(51) },
      'Afdeling: De afdeling mag maximaal 50 karakters lang zijn.',
    ],
    [
      'a contact of 36 characters',
      { ...office, name: tooLong(36) },
      'T.a.v.: De naam mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a street of 36 characters',
      { ...office, street: tooLong(36) },
      'Straat: De straat mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a house number of 17 digits',
      { ...office, number: tooLong(17, true) },
      'Huisnummer: Het huisnummer mag maximaal 16 cijfers lang zijn.',
    ],
    [
      'an addition of 17 characters',
      { ...office, addition: tooLong(17) },
      'Toevoeging: De toevoeging mag maximaal 16 karakters lang zijn.',
    ],
    [
      'a postcode of 10 characters',
      { ...office, zipCode: '3542 DK AB' },
      'Postcode: De postcode mag maximaal 9 karakters lang zijn.',
    ],
    [
      'a city of 36 characters',
      { ...office, city: tooLong(36) },
      'Plaats: De plaats mag maximaal 35 karakters lang zijn.',
    ],
    [
      'a construction site’s phone of 21 characters',
      { ...site, phone: tooLong(21, true) },
      'Telefoonnummer: Het telefoonnummer mag maximaal 20 karakters lang zijn.',
    ],
    [
      'an e-mail address of 129 characters',
      { ...office, email: `${tooLong(117)}@klant.example` },
      'E-mailadres: Het e-mailadres mag maximaal 128 karakters lang zijn.',
    ],
  ];

  let refused: Customer;
  beforeAll(async () => {
    refused = await aCustomer();
  });

  it.each(badInputs)('refuses %s with ADDRESS_INVALID and stores nothing', async (_, body, message) => {
    const customer = refused;
    const before = await allRows();
    const response = await add(customer, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: 'ADDRESS_INVALID', message });
    expect(await allRows()).toEqual(before);
  });

  it('refuses what is no address at all (wrong types, far too long, no body) at the door, storing nothing', async () => {
    const customer = await aCustomer();
    const before = await allRows();
    for (const body of [
      { ...office, number: 14 },
      { ...office, isConstructionSite: 'ja' },
      { ...office, company: 'x'.repeat(5000) },
      [office],
    ]) {
      const response = await add(customer, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(await allRows()).toEqual(before);
    expect((await listOf(customer)).addresses).toEqual([]);
  });

  it('asks for the department when the theme demands it, and takes the address with one', async () => {
    const customer = await aCustomer({ department: { required: true } });
    const before = await allRows();
    const response = await add(customer, { ...office, department: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'ADDRESS_INVALID', message: 'Afdeling: Vul de afdeling in.' });
    expect(await allRows()).toEqual(before);
    expect(await added(customer, office)).toMatchObject({ department: 'Inkoop' });
    // A construction site is delivered to as well: the theme's department applies there too.
    expect((await add(customer, site)).json()).toMatchObject({ error: 'ADDRESS_INVALID' });
  });

  it('refuses ADDRESS_CHANGES_DISABLED when the theme switches newDelivery off, and says so in the list', async () => {
    const customer = await aCustomer({ addresses: { newDelivery: false } });
    const before = await allRows();
    const response = await add(customer, office);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ADDRESS_CHANGES_DISABLED',
      message: 'In dit portaal kunt u deze adressen niet toevoegen of wijzigen.',
    });
    expect(await allRows()).toEqual(before);
    expect(await listOf(customer)).toEqual({ addresses: [], mayAdd: false });
  });
});

describe('PUT and DELETE /api/v3/delivery-addresses/:addressId', () => {
  it('changes and removes the caller’s own address', async () => {
    const customer = await aCustomer();
    const stored = await added(customer, office);
    const changed = await call(customer, 'PUT', `/api/v3/delivery-addresses/${stored.id}`, {
      ...office,
      street: 'Printweg',
      number: '12',
      isConstructionSite: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(storedDeliveryAddressSchema.parse(changed.json())).toEqual({
      ...stored,
      street: 'Printweg',
      number: '12',
    });

    // Turned into a construction site: the number may go and the phone stays.
    const toSite = await call(customer, 'PUT', `/api/v3/delivery-addresses/${stored.id}`, {
      ...office,
      number: '',
      zipCode: '',
      phone: '06 98 76 54 32',
      isConstructionSite: true,
    });
    expect(toSite.json()).toMatchObject({
      number: '',
      zipCode: '',
      phone: '06 98 76 54 32',
      isConstructionSite: true,
    });

    const removed = await call(customer, 'DELETE', `/api/v3/delivery-addresses/${stored.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await listOf(customer)).addresses).toEqual([]);
    const again = await call(customer, 'DELETE', `/api/v3/delivery-addresses/${stored.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('ADDRESS_NOT_FOUND');
  });

  it('answers ADDRESS_NOT_FOUND for another user’s address and leaves it as it was', async () => {
    const owner = await aCustomer();
    const intruder = await aCustomer();
    const theirs = await added(owner, office);
    const before = await allRows();

    const changed = await call(intruder, 'PUT', `/api/v3/delivery-addresses/${theirs.id}`, {
      ...office,
      company: 'Overgenomen',
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({
      error: 'ADDRESS_NOT_FOUND',
      message: 'Dit adres bestaat niet (meer) in uw adressenlijst.',
    });
    const removed = await call(intruder, 'DELETE', `/api/v3/delivery-addresses/${theirs.id}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().error).toBe('ADDRESS_NOT_FOUND');
    // An invalid body for another's address tells nothing about the address either.
    const invalid = await call(intruder, 'PUT', `/api/v3/delivery-addresses/${theirs.id}`, { company: '' });
    expect(invalid.json().error).toBe('ADDRESS_NOT_FOUND');

    expect(await allRows()).toEqual(before);
    expect((await listOf(owner)).addresses).toEqual([theirs]);
    expect((await listOf(intruder)).addresses).toEqual([]);
  });

  it('answers ADDRESS_NOT_FOUND for an id nobody has, and refuses an id that is no uuid at the door', async () => {
    const customer = await aCustomer();
    const unknown = await call(
      customer,
      'PUT',
      '/api/v3/delivery-addresses/00000000-0000-4000-8000-000000000000',
      office,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ADDRESS_NOT_FOUND');
    const malformed = await call(customer, 'DELETE', '/api/v3/delivery-addresses/1%20or%201=1');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a bad change with ADDRESS_INVALID and keeps the address as it was', async () => {
    const customer = await aCustomer({ department: { required: true } });
    const stored = await added(customer, office);
    const before = await allRows();
    for (const [body, message] of [
      [{ ...office, number: '14 hoog' }, 'Huisnummer: Vul alleen cijfers in.'],
      [{ ...office, zipCode: '' }, 'Postcode: Dit veld is verplicht.'],
      [{ ...office, city: 'x'.repeat(36) }, 'Plaats: De plaats mag maximaal 35 karakters lang zijn.'],
      [{ ...office, department: '' }, 'Afdeling: Vul de afdeling in.'],
    ] as const) {
      const response = await call(customer, 'PUT', `/api/v3/delivery-addresses/${stored.id}`, body);
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toEqual({ error: 'ADDRESS_INVALID', message });
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses changing and removing when the theme switches editDelivery off, and marks the addresses not editable', async () => {
    const customer = await aCustomer({ addresses: { editDelivery: false } });
    // Staff or an earlier theme gave the user this address; the theme now forbids changing it.
    const row = await createAddressesRepository(database.db).insert(
      customer.id,
      deliveryAddressBodySchema.parse(office),
      new Date(),
    );
    const before = await allRows();
    const list = await listOf(customer);
    expect(list.mayAdd).toBe(true);
    expect(list.addresses.map((address) => [address.id, address.isEditable])).toEqual([[row.id, false]]);

    const changed = await call(customer, 'PUT', `/api/v3/delivery-addresses/${row.id}`, {
      ...office,
      city: 'Amersfoort',
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toBe('ADDRESS_CHANGES_DISABLED');
    const removed = await call(customer, 'DELETE', `/api/v3/delivery-addresses/${row.id}`);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error).toBe('ADDRESS_CHANGES_DISABLED');
    expect(await allRows()).toEqual(before);

    // Adding is a switch of its own (newDelivery), still on here; what is added is not editable either.
    expect(await added(customer, office)).toMatchObject({ isEditable: false });
  });
});

describe('anonymous callers', () => {
  it('are refused by every delivery-address endpoint, and nothing changes', async () => {
    const owner = await aCustomer();
    const stored = await added(owner, office);
    const before = await allRows();
    for (const [method, url, body] of [
      ['GET', '/api/v3/delivery-addresses', undefined],
      ['POST', '/api/v3/delivery-addresses', office],
      ['PUT', `/api/v3/delivery-addresses/${stored.id}`, office],
      ['DELETE', `/api/v3/delivery-addresses/${stored.id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('UNAUTHORIZED');
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('the default delivery address (decision 0135)', () => {
  const defaultsOf = async (customer: Customer) =>
    (await listOf(customer)).addresses
      .filter((address) => address.isDefault)
      .map((address) => address.company);

  it('is one per user: marking another ends the first, unmarking leaves none; other users keep theirs', async () => {
    const customer = await aCustomer();
    const other = await aCustomer();
    await added(other, { ...office, isDefault: true });
    const first = await added(customer, { ...office, isDefault: true });
    expect(first.isDefault).toBe(true);
    const second = await added(customer, { ...site, isDefault: true });
    expect(await defaultsOf(customer)).toEqual([site.company]);

    const back = await call(customer, 'PUT', `/api/v3/delivery-addresses/${first.id}`, {
      ...office,
      isDefault: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await defaultsOf(customer)).toEqual([office.company]);
    // Saving an address without the flag unmarks it.
    await call(customer, 'PUT', `/api/v3/delivery-addresses/${first.id}`, office);
    expect(await defaultsOf(customer)).toEqual([]);
    await call(customer, 'PUT', `/api/v3/delivery-addresses/${second.id}`, { ...site, isDefault: true });
    expect(await defaultsOf(customer)).toEqual([site.company]);
    expect(await defaultsOf(other)).toEqual([office.company]);
  });

  it('cannot be two in the database either (a partial unique index per user)', async () => {
    const customer = await aCustomer();
    const first = await added(customer, { ...office, isDefault: true });
    const second = await added(customer, site);
    await expect(
      database.db
        .update(deliveryAddresses)
        .set({ isDefault: true })
        .where(eq(deliveryAddresses.id, second.id)),
    ).rejects.toThrow();
    expect(await defaultsOf(customer)).toEqual([first.company]);
  });

  it('is marked by staff with the customerLinks role for a user; customers and other staff are refused, nothing changes', async () => {
    const customer = await aCustomer();
    const office1 = await added(customer, { ...office, isDefault: true });
    const building = await added(customer, site);
    const clerkUser = await aUser(database.db, { staff: true, staffRoles: ['customerLinks'] });
    const clerk = { ...clerkUser, token: await tokenOf(clerkUser) };
    const listUrl = `/api/v3/staff/users/${customer.id}/delivery-addresses`;

    const before = await allRows();
    for (const caller of [
      customer,
      { ...(await aCustomer()) },
      await (async () => {
        const user = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
        return { ...user, token: await tokenOf(user) };
      })(),
    ]) {
      expect((await call(caller, 'GET', listUrl)).statusCode).toBe(403);
      const refused = await call(caller, 'PUT', `${listUrl}/${building.id}/default`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('FORBIDDEN');
    }
    expect(await allRows()).toEqual(before);

    const listed = await call(clerk, 'GET', listUrl);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      deliveryAddressListSchema
        .parse(listed.json())
        .addresses.map((address) => address.id)
        .sort(),
    ).toEqual([office1.id, building.id].sort());
    const marked = await call(clerk, 'PUT', `${listUrl}/${building.id}/default`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await defaultsOf(customer)).toEqual([site.company]);

    // Another user's address, or an unknown user: not found, nothing changed.
    const stranger = await aCustomer();
    const strangers = await added(stranger, office);
    const between = await allRows();
    const notTheirs = await call(clerk, 'PUT', `${listUrl}/${strangers.id}/default`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe('ADDRESS_NOT_FOUND');
    const nobody = await call(
      clerk,
      'PUT',
      `/api/v3/staff/users/00000000-0000-4000-8000-000000000000/delivery-addresses/${building.id}/default`,
    );
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toBe('USER_NOT_FOUND');
    expect(await allRows()).toEqual(between);
  });
});
