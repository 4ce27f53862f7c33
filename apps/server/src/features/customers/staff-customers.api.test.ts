import { loginResponseSchema } from '@portal/shared/schemas/account';
import { type InvoiceAddressRequest, storedInvoiceAddressSchema } from '@portal/shared/schemas/address-book';
import {
  createdCustomerSchema,
  customerChangeRequestListSchema,
  customerChangeRequestSchema,
  newCustomerRequestListSchema,
  staffCustomerDetailSchema,
  staffCustomerListSchema,
} from '@portal/shared/schemas/customers';
import { orderViewSchema } from '@portal/shared/schemas/order-views';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, type BuiltUser, type UserOptions } from '../../../test/builders';
import { anOrder } from '../../../test/order-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { orders } from '../orders/orders.tables';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { shops } from '../shops/shops.tables';
import { createCustomersRepository } from './customers.repository';
import {
  customerChangeRequests,
  customerLinkHistory,
  customers,
  invoiceAddresses,
  userCustomers,
} from './customers.tables';

/**
 * The staff's Klanten screen over HTTP (issue 32 point 5, decision 0135): the customers and their
 * users, the new-customer requests of placed orders, giving one a customer number (customer,
 * link, the orders' number and invoice address, history, in one transaction), and the handling of
 * customer-data change requests. Only staff with the customerLinks role get in; a refused request
 * changes nothing.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const shop = DEMO_SHOPS[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { MAIL_RECIPIENTS: 'contact=info@provider.example' } });
  await database.db.insert(shops).values(shop);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Caller = BuiltUser & { token: string };

let ips = 0;
async function aCaller(options: UserOptions = {}): Promise<Caller> {
  const user = await aUser(database.db, options);
  ips += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: user.email, password: user.password },
    remoteAddress: `10.35.${Math.floor(ips / 250)}.${ips % 250}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...user, token: loginResponseSchema.parse(response.json()).jwtToken };
}
const aClerk = (options: UserOptions = {}) =>
  aCaller({ staff: true, staffRoles: ['customerLinks', 'orderDesk'], ...options });

const call = (
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  ips += 1;
  return app.inject({
    method,
    url,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: `10.36.${Math.floor(ips / 250)}.${ips % 250}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

let numbers = 0;
/** A customer number nobody has: 4xxxxxx, counted up. */
const freeNumber = () => {
  numbers += 1;
  return String(4_000_000 + numbers * 13);
};

const newCustomerAddress = (company: string): InvoiceAddressRequest => ({
  company,
  name: 'Nina Nieuw',
  street: 'Startersweg',
  number: '5',
  zipCode: '1012 AB',
  city: 'Amsterdam',
  email: 'nina@nieuwbedrijf.example',
  kvk: '12345678',
});

/**
 * A user who entered a new customer's invoice address and placed `count` orders on it: what the
 * invoice step and the order endpoint leave (the order carries a copy of the address).
 */
async function aNewCustomerWithOrders(company: string, count = 1) {
  const customer = await aCaller({ name: 'Nina Nieuw' });
  const added = await call(customer, 'POST', '/api/v3/invoice-addresses', newCustomerAddress(company));
  expect(added.statusCode, added.body).toBe(201);
  const address = storedInvoiceAddressSchema.parse(added.json());
  const placed = [];
  for (let index = 0; index < count; index += 1)
    placed.push(
      await anOrder(database.db, {
        user: customer,
        shopId: shop.id,
        details: {
          invoiceAddress: { ...address, customerNumber: null, newCustomer: true, isConstructionSite: false },
        },
      }),
    );
  return { customer, address, orders: placed };
}

/** What a refused request must leave as it was. */
const everything = async () => ({
  customers: await database.db.select().from(customers).orderBy(asc(customers.id)),
  addresses: await database.db.select().from(invoiceAddresses).orderBy(asc(invoiceAddresses.id)),
  links: await database.db.select().from(userCustomers).orderBy(asc(userCustomers.userId)),
  history: await database.db.select().from(customerLinkHistory).orderBy(asc(customerLinkHistory.id)),
  orders: await database.db
    .select({ id: orders.id, customerNumber: orders.customerNumber, details: orders.details })
    .from(orders)
    .orderBy(asc(orders.id)),
  changeRequests: await database.db
    .select()
    .from(customerChangeRequests)
    .orderBy(asc(customerChangeRequests.id)),
});

const requestsNow = async (clerk: Caller) => {
  const response = await call(clerk, 'GET', '/api/v3/staff/new-customer-requests');
  expect(response.statusCode, response.body).toBe(200);
  return newCustomerRequestListSchema.parse(response.json()).requests;
};

describe('new-customer requests and giving one a customer number', () => {
  it('lists the orders of a new customer as one request: company, KvK, who ordered, the orders; a customer’s order is no request', async () => {
    const clerk = await aClerk();
    const { customer, orders: placed } = await aNewCustomerWithOrders('Verzoek Lijst B.V.', 2);
    await anOrder(database.db, { user: customer, shopId: shop.id, customerNumber: '1234567' });

    const request = (await requestsNow(clerk)).find(
      (entry) => entry.address.company === 'Verzoek Lijst B.V.',
    );
    expect(request).toMatchObject({
      orderId: placed[1]!.id,
      address: { kvk: '12345678', city: 'Amsterdam', email: 'nina@nieuwbedrijf.example' },
      orderedBy: { id: customer.id, email: customer.email, name: 'Nina Nieuw' },
    });
    expect(request!.orders.map((order) => order.orderNumber)).toEqual(
      placed.map((order) => order.orderNumber),
    );
  });

  it('creates the customer with the request’s address, links who ordered, numbers the request’s orders and records who and when', async () => {
    const clerk = await aClerk();
    const { customer, address, orders: placed } = await aNewCustomerWithOrders('Nummer Geven B.V.', 2);
    const other = await aNewCustomerWithOrders('Andere Aanvraag B.V.');
    const customerNumber = freeNumber();

    const response = await call(clerk, 'POST', '/api/v3/staff/customers', {
      orderId: placed[0]!.id,
      customerNumber: ` ${customerNumber} `,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(createdCustomerSchema.parse(response.json())).toEqual({
      customerNumber,
      company: 'Nummer Geven B.V.',
      linkedUserEmail: customer.email,
      orderNumbers: placed.map((order) => order.orderNumber),
    });

    // The orders carry the number, in their invoice address too: My orders and the desk read it.
    for (const order of placed) {
      const mine = await call(customer, 'GET', `/api/v3/orders/${order.id}`);
      expect(mine.statusCode, mine.body).toBe(200);
      const view = orderViewSchema.parse(mine.json());
      expect(view.customerNumber).toBe(customerNumber);
      expect(view.details.invoiceAddress).toMatchObject({
        company: 'Nummer Geven B.V.',
        customerNumber,
        newCustomer: false,
      });
      const desk = await call(clerk, 'GET', `/api/v3/order-desk/orders/${order.id}`);
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json().customerNumber).toBe(customerNumber);
    }
    // Another new customer's order is left alone.
    const [untouched] = await database.db.select().from(orders).where(eq(orders.id, other.orders[0]!.id));
    expect(untouched!.customerNumber).toBeNull();

    // The user's own address became the customer's: listed with the number, no longer theirs to edit.
    const list = await call(customer, 'GET', '/api/v3/invoice-addresses');
    const stored = list.json().addresses.find((entry: { id: string }) => entry.id === address.id);
    expect(stored).toMatchObject({ customerNumber, newCustomer: false, isEditable: false });

    const detail = staffCustomerDetailSchema.parse(
      (await call(clerk, 'GET', `/api/v3/staff/customers/${customerNumber}`)).json(),
    );
    expect(detail.users).toEqual([{ id: customer.id, email: customer.email, name: 'Nina Nieuw' }]);
    expect(detail.invoiceAddress).toMatchObject({ company: 'Nummer Geven B.V.', kvk: '12345678' });
    expect(detail.history.map((entry) => [entry.change, entry.userEmail, entry.changedByEmail])).toEqual([
      ['linked', customer.email, clerk.email],
      ['created', customer.email, clerk.email],
    ]);
    expect(detail.history.find((entry) => entry.change === 'created')!.note).toBe(
      placed.map((order) => order.orderNumber).join(', '),
    );

    // No longer open; the other request still is.
    const open = (await requestsNow(clerk)).map((entry) => entry.address.company);
    expect(open).not.toContain('Nummer Geven B.V.');
    expect(open).toContain('Andere Aanvraag B.V.');
  });

  it('refuses a number that is not 7 digits with CUSTOMER_NUMBER_INVALID in Dutch, and changes nothing', async () => {
    const clerk = await aClerk();
    const { orders: placed } = await aNewCustomerWithOrders('Fout Nummer B.V.');
    const before = await everything();
    for (const customerNumber of ['123456', '12345678', '12a4567', '', '１２３４５６７', '1234567\n8']) {
      const response = await call(clerk, 'POST', '/api/v3/staff/customers', {
        orderId: placed[0]!.id,
        customerNumber,
      });
      expect(response.statusCode, customerNumber).toBe(422);
      expect(response.json()).toEqual({
        error: 'CUSTOMER_NUMBER_INVALID',
        message: 'Een klantnummer bestaat uit precies 7 cijfers, bijvoorbeeld 1004217.',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a number already used with CUSTOMER_NUMBER_TAKEN naming it, and changes nothing', async () => {
    const clerk = await aClerk();
    const taken = freeNumber();
    await createCustomersRepository(database.db).insertCustomer(taken, new Date());
    const { orders: placed } = await aNewCustomerWithOrders('Bezet Nummer B.V.');
    const before = await everything();
    const response = await call(clerk, 'POST', '/api/v3/staff/customers', {
      orderId: placed[0]!.id,
      customerNumber: taken,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'CUSTOMER_NUMBER_TAKEN',
      message: `Klantnummer ${taken} is al in gebruik. Kies een ander klantnummer.`,
    });
    expect(await everything()).toEqual(before);
  });

  it('refuses an order that is no open request (numbered already, a customer’s, unknown) and changes nothing', async () => {
    const clerk = await aClerk();
    const { orders: placed } = await aNewCustomerWithOrders('Al Klant B.V.');
    const first = await call(clerk, 'POST', '/api/v3/staff/customers', {
      orderId: placed[0]!.id,
      customerNumber: freeNumber(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const owner = await aCaller();
    const customersOrder = await anOrder(database.db, {
      user: owner,
      shopId: shop.id,
      customerNumber: '7654321',
    });
    const before = await everything();
    for (const orderId of [placed[0]!.id, customersOrder.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(clerk, 'POST', '/api/v3/staff/customers', {
        orderId,
        customerNumber: freeNumber(),
      });
      expect(response.statusCode, orderId).toBe(404);
      expect(response.json().error).toBe('NEW_CUSTOMER_REQUEST_NOT_FOUND');
    }
    expect(await everything()).toEqual(before);
  });
});

describe('the customers list', () => {
  it('finds a customer by (part of) its number, its company and a linked user’s e-mail address', async () => {
    const clerk = await aClerk();
    const { customer, orders: placed } = await aNewCustomerWithOrders('Zoekbaar Drukwerk B.V.');
    const customerNumber = freeNumber();
    await call(clerk, 'POST', '/api/v3/staff/customers', { orderId: placed[0]!.id, customerNumber });
    for (const search of [
      customerNumber,
      customerNumber.slice(2, 6),
      'zoekbaar drukwerk',
      customer.email.toUpperCase(),
    ]) {
      const response = await call(
        clerk,
        'GET',
        `/api/v3/staff/customers?search=${encodeURIComponent(search)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const found = staffCustomerListSchema.parse(response.json()).customers;
      expect(
        found.map((entry) => entry.customerNumber),
        search,
      ).toContain(customerNumber);
      expect(found.find((entry) => entry.customerNumber === customerNumber)).toMatchObject({
        company: 'Zoekbaar Drukwerk B.V.',
        users: [{ email: customer.email }],
      });
    }
    const none = await call(clerk, 'GET', '/api/v3/staff/customers?search=bestaat-nergens-100%25');
    expect(staffCustomerListSchema.parse(none.json())).toEqual({ customers: [], more: false });
  });

  it('answers CUSTOMER_NOT_FOUND for a number nobody has', async () => {
    const clerk = await aClerk();
    const response = await call(clerk, 'GET', '/api/v3/staff/customers/9999990');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('customer-data change requests', () => {
  async function aRequest(message = 'Ons nieuwe adres is Printweg 1, 3542 AB Utrecht.') {
    const clerk = await aClerk();
    const { customer, orders: placed } = await aNewCustomerWithOrders(`Wijzig ${freeNumber()} B.V.`);
    const customerNumber = freeNumber();
    await call(clerk, 'POST', '/api/v3/staff/customers', { orderId: placed[0]!.id, customerNumber });
    const addressId = (await call(customer, 'GET', '/api/v3/invoice-addresses')).json().addresses[0].id;
    const asked = await call(customer, 'POST', '/api/v3/invoice-addresses/change-requests', {
      invoiceAddressId: addressId,
      message,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const open = customerChangeRequestListSchema.parse(
      (await call(clerk, 'GET', '/api/v3/staff/customer-change-requests')).json(),
    ).requests;
    const request = open.find((entry) => entry.customerNumber === customerNumber)!;
    return { clerk, customer, customerNumber, addressId, request };
  }

  it('keeps a request as well as mailing it, listed open with who asked and the address as it is', async () => {
    const { customer, request } = await aRequest();
    expect(request).toMatchObject({
      message: 'Ons nieuwe adres is Printweg 1, 3542 AB Utrecht.',
      requestedBy: { id: customer.id, email: customer.email },
      address: { street: 'Startersweg', city: 'Amsterdam' },
      handled: null,
    });
  });

  it('applies the change to the invoice address, once, recording who and when; it is no longer open', async () => {
    const { clerk, customer, customerNumber, addressId, request } = await aRequest();
    const response = await call(
      clerk,
      'POST',
      `/api/v3/staff/customer-change-requests/${request.id}/handle`,
      {
        outcome: 'applied',
        address: { ...request.address, street: 'Printweg', number: '1', zipCode: '3542 AB', city: 'Utrecht' },
        note: 'Adres aangepast',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const handled = customerChangeRequestSchema.parse(response.json());
    expect(handled.handled).toMatchObject({
      outcome: 'applied',
      note: 'Adres aangepast',
      byEmail: clerk.email,
    });
    expect(handled.address).toMatchObject({ street: 'Printweg', city: 'Utrecht' });
    const [row] = await database.db.select().from(invoiceAddresses).where(eq(invoiceAddresses.id, addressId));
    expect(row).toMatchObject({ street: 'Printweg', zipCode: '3542 AB', city: 'Utrecht' });
    const mine = (await call(customer, 'GET', '/api/v3/invoice-addresses')).json().addresses[0];
    expect(mine).toMatchObject({ customerNumber, street: 'Printweg' });

    const open = (await call(clerk, 'GET', '/api/v3/staff/customer-change-requests')).json().requests;
    expect(open.map((entry: { id: string }) => entry.id)).not.toContain(request.id);
    const again = await call(clerk, 'POST', `/api/v3/staff/customer-change-requests/${request.id}/handle`, {
      outcome: 'done',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CHANGE_REQUEST_HANDLED');
  });

  it('marks a request done with a note, the address untouched', async () => {
    const { clerk, addressId, request } = await aRequest('Graag ook facturen per post.');
    const [before] = await database.db
      .select()
      .from(invoiceAddresses)
      .where(eq(invoiceAddresses.id, addressId));
    const response = await call(
      clerk,
      'POST',
      `/api/v3/staff/customer-change-requests/${request.id}/handle`,
      {
        outcome: 'done',
        note: 'Gebeld: per post gaat niet, uitgelegd.',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().handled).toMatchObject({
      outcome: 'done',
      note: 'Gebeld: per post gaat niet, uitgelegd.',
    });
    const [after] = await database.db
      .select()
      .from(invoiceAddresses)
      .where(eq(invoiceAddresses.id, addressId));
    expect(after).toEqual(before);
  });

  it('refuses an address the invoice form would refuse, naming the field, and an unknown request; nothing changes', async () => {
    const { clerk, request } = await aRequest();
    const before = await everything();
    const bad = await call(clerk, 'POST', `/api/v3/staff/customer-change-requests/${request.id}/handle`, {
      outcome: 'applied',
      address: { ...request.address, kvk: '123' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('ADDRESS_INVALID');
    expect(bad.json().message).toMatch(/^KvK-nummer: /);
    const unknown = await call(
      clerk,
      'POST',
      '/api/v3/staff/customer-change-requests/00000000-0000-4000-8000-000000000000/handle',
      { outcome: 'done' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('CHANGE_REQUEST_NOT_FOUND');
    expect(await everything()).toEqual(before);
  });
});

describe('who may use the Klanten screen', () => {
  it('refuses customers, staff without the customerLinks role (FORBIDDEN) and visitors (UNAUTHORIZED); nothing changes', async () => {
    const { orders: placed } = await aNewCustomerWithOrders('Geen Toegang B.V.');
    const clerk = await aClerk();
    const asked = await aCaller();
    const addressId = (
      await call(asked, 'POST', '/api/v3/invoice-addresses', newCustomerAddress('Vraag B.V.'))
    ).json().id;
    await call(asked, 'POST', '/api/v3/invoice-addresses/change-requests', {
      invoiceAddressId: addressId,
      message: 'x',
    });
    const [request] = await database.db
      .select()
      .from(customerChangeRequests)
      .where(inArray(customerChangeRequests.invoiceAddressId, [addressId]));
    const calls: [string, 'GET' | 'POST', string, unknown][] = [
      ['list', 'GET', '/api/v3/staff/customers', undefined],
      ['detail', 'GET', '/api/v3/staff/customers/1004217', undefined],
      ['requests', 'GET', '/api/v3/staff/new-customer-requests', undefined],
      ['create', 'POST', '/api/v3/staff/customers', { orderId: placed[0]!.id, customerNumber: freeNumber() }],
      ['changes', 'GET', '/api/v3/staff/customer-change-requests', undefined],
      ['handle', 'POST', `/api/v3/staff/customer-change-requests/${request!.id}/handle`, { outcome: 'done' }],
    ];
    const before = await everything();
    const refused = [
      await aCaller(),
      await aCaller({ staff: true }),
      await aCaller({ staff: true, staffRoles: ['orderDesk'] }),
    ];
    for (const caller of refused)
      for (const [name, method, url, body] of calls) {
        const response = await call(caller, method, url, body);
        expect(response.statusCode, `${name} by ${caller.email}`).toBe(403);
        expect(response.json().error).toBe('FORBIDDEN');
      }
    for (const [name, method, url, body] of calls)
      expect((await call(null, method, url, body)).statusCode, name).toBe(401);
    expect(await everything()).toEqual(before);
    // The clerk with the role still can: the refusals were about the callers.
    expect((await call(clerk, 'GET', '/api/v3/staff/customers')).statusCode).toBe(200);
  });
});
