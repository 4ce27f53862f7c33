import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CartResponse, cartResponseSchema } from '@portal/shared/schemas/cart';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from '../../../test/upload-client';
import { plainPdf } from '../uploads/analysis/test-fixtures';

/**
 * Every instance keeps what it read of an upload session (its owner, files and cart lines) and,
 * while it listens, hears every change of them instead of asking the database with each call
 * (migration 0019). Two instances on one database, as behind a load balancer, each having read
 * the session: a change made through the other one, or in the database by hand, counts on both
 * at their very next request — a price, a file's state, the session's owner.
 */

let dataDir: string;
let database: TestDatabase;
let secondConnection: Awaited<ReturnType<TestDatabase['connectAgain']>>;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cart-across-instances-'));
  database = await createTestDatabase();
  secondConnection = await database.connectAgain();
  a = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  b = await createTestApp(secondConnection, { config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await secondConnection.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Black-white A4 of the test product: 10 ct a page. */
const A4_BLACK_WHITE: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

type Customer = { browser: Browser; session: string; file: UploadedFile; productId: string };

/** A customer with a 2-page file uploaded through instance a. */
async function aCustomer(): Promise<Customer> {
  const user = await aUser(database.db);
  const browser = await logIn(a, user.email, user.password);
  const session = await openSession(a, browser);
  const uploaded = await upload(a, browser, session, 'offerte.pdf', await plainPdf(2));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  // The analysis is a job in the table both instances claim from: b may have taken it, and
  // a.jobs.idle() alone would then return while it still runs (a loaded CI run found 409
  // FILE_STILL_ANALYSING at the first configuration that way).
  await Promise.all([a.jobs.idle(), b.jobs.idle()]);
  const file = await analysed(a, browser, session, uploaded.json().files[0].uuid);
  expect(file.status).toBe('READY');
  const product = await aProduct(database.db);
  return { browser, session, file, productId: product.id };
}

const call = (
  app: FastifyInstance,
  customer: Customer,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v3/uploads/${customer.session}${url}`,
    headers: headersOf(customer.browser),
    payload,
  });

/** The cart as each instance answers it. */
async function cartsOf(customer: Customer): Promise<CartResponse[]> {
  const carts: CartResponse[] = [];
  for (const app of [a, b]) {
    const response = await call(app, customer, 'GET', '/cart');
    expect(response.statusCode, response.body).toBe(200);
    carts.push(cartResponseSchema.parse(response.json()));
  }
  return carts;
}

/** What each instance says of the file list: its names, or the error code. */
async function listsOf(customer: Customer): Promise<(string[] | string)[]> {
  const lists: (string[] | string)[] = [];
  for (const app of [a, b]) {
    const response = await call(app, customer, 'GET', '/files');
    lists.push(
      response.statusCode === 200
        ? response.json().files.map((file: UploadedFile) => file.fileName)
        : response.json().error,
    );
  }
  return lists;
}

const configure = (app: FastifyInstance, customer: Customer, quantity: number) =>
  call(app, customer, 'PUT', `/files/${customer.file.uuid}/configuration`, {
    productId: customer.productId,
    specs: A4_BLACK_WHITE,
    quantity,
  });

const linesOf = (carts: CartResponse[]) =>
  carts.map((cart) => cart.lines.map((line) => [line.quantity, line.priceCents, line.inCart]));

describe('an upload session kept by two instances', () => {
  it('shows a quote and a click made on one instance in the cart on the other at once', async () => {
    const customer = await aCustomer();
    // Both have read the empty cart (and kept it).
    expect(linesOf(await cartsOf(customer))).toEqual([[], []]);

    const quoted = await configure(b, customer, 3);
    expect(quoted.statusCode, quoted.body).toBe(200);
    // 2 pages × 10 ct × 3 copies.
    expect(linesOf(await cartsOf(customer))).toEqual([[[3, 60, false]], [[3, 60, false]]]);

    const added = await call(a, customer, 'POST', '/cart', { fileIds: [customer.file.uuid] });
    expect(added.statusCode, added.body).toBe(200);
    expect(linesOf(await cartsOf(customer))).toEqual([[[3, 60, true]], [[3, 60, true]]]);

    const requoted = await configure(a, customer, 5);
    expect(requoted.statusCode, requoted.body).toBe(200);
    expect(linesOf(await cartsOf(customer))).toEqual([[[5, 100, true]], [[5, 100, true]]]);
  });

  it('counts a change made in the database by hand on both at the next request', async () => {
    const customer = await aCustomer();
    await configure(a, customer, 2);
    expect(linesOf(await cartsOf(customer))).toEqual([[[2, 40, false]], [[2, 40, false]]]);
    expect(await listsOf(customer)).toEqual([['offerte.pdf'], ['offerte.pdf']]);

    await database.db.execute(
      sql`update cart_lines set quantity = 7, price_cents = 140 where file_id = ${customer.file.uuid}`,
    );
    expect(linesOf(await cartsOf(customer))).toEqual([[[7, 140, false]], [[7, 140, false]]]);

    await database.db.execute(
      sql`update uploaded_files set file_name = 'hernoemd.pdf' where id = ${customer.file.uuid}`,
    );
    expect(await listsOf(customer)).toEqual([['hernoemd.pdf'], ['hernoemd.pdf']]);
    expect((await cartsOf(customer)).map((cart) => cart.lines[0]?.fileName)).toEqual([
      'hernoemd.pdf',
      'hernoemd.pdf',
    ]);

    // A file analysed again is not priced until it is done, on either instance.
    await database.db.execute(
      sql`update uploaded_files set status = 'ANALYZING' where id = ${customer.file.uuid}`,
    );
    for (const app of [a, b]) {
      const response = await configure(app, customer, 4);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toBe('FILE_STILL_ANALYSING');
    }
  });

  it('refuses a session on both at once when it closes or changes owner', async () => {
    const closing = await aCustomer();
    expect(await listsOf(closing)).toEqual([['offerte.pdf'], ['offerte.pdf']]);
    await secondConnection.db.execute(
      sql`update upload_sessions set closed_at = now() where id = ${closing.session}`,
    );
    expect(await listsOf(closing)).toEqual(['UPLOAD_SESSION_NOT_FOUND', 'UPLOAD_SESSION_NOT_FOUND']);
    for (const app of [a, b]) expect((await call(app, closing, 'GET', '/cart')).statusCode).toBe(404);

    const handedOver = await aCustomer();
    const someoneElse = await aUser(database.db);
    expect(await listsOf(handedOver)).toEqual([['offerte.pdf'], ['offerte.pdf']]);
    await database.db.execute(
      sql`update upload_sessions set user_id = ${someoneElse.id} where id = ${handedOver.session}`,
    );
    expect(await listsOf(handedOver)).toEqual(['UPLOAD_SESSION_NOT_FOUND', 'UPLOAD_SESSION_NOT_FOUND']);
    const quote = await configure(a, handedOver, 1);
    expect(quote.statusCode).toBe(404);
    expect(quote.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
  });

  it('asks the database while an instance cannot listen, and keeps again after', async () => {
    // PostgreSQL: each instance's listening connection, which breaks here as in a restart or a
    // failover and comes back by itself. PGlite has none to lose.
    const ofThisDatabase = sql`application_name = 'portal-notices' and datname = current_database()`;
    const listening = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as count from pg_stat_activity where ${ofThisDatabase}`,
      )) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count;
    };
    const bothListening = database.kind === 'postgres' ? 2 : 0;
    expect(await listening()).toBe(bothListening);
    const customer = await aCustomer();
    // Its answer first: a loaded CI run once found both carts empty here, with no reason shown.
    const configured = await configure(a, customer, 1);
    expect(configured.statusCode, configured.body).toBe(200);
    expect(linesOf(await cartsOf(customer))).toEqual([[[1, 20, false]], [[1, 20, false]]]);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where ${ofThisDatabase}`,
    );
    await database.db.execute(
      sql`update cart_lines set quantity = 6, price_cents = 120 where file_id = ${customer.file.uuid}`,
    );
    expect(linesOf(await cartsOf(customer))).toEqual([[[6, 120, false]], [[6, 120, false]]]);

    await expect.poll(listening, { timeout: 10_000 }).toBe(bothListening);
    expect(linesOf(await cartsOf(customer))).toEqual([[[6, 120, false]], [[6, 120, false]]]);
    await database.db.execute(
      sql`update cart_lines set quantity = 8, price_cents = 160 where file_id = ${customer.file.uuid}`,
    );
    expect(linesOf(await cartsOf(customer))).toEqual([[[8, 160, false]], [[8, 160, false]]]);
  });
});
