import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, aUser, type BuiltUser } from '../../../test/builders';
import { createTestDatabase } from '../../../test/test-app';
import type { Db } from '../../db/database';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { shops } from '../shops/shops.tables';
import { requestFingerprint } from './idempotency';
import { claimKey, completeKey, deleteExpiredKeys } from './idempotency.repository';
import { formatOrderNumber, orderNumberYear } from './order-number';
import {
  CartAlreadyOrderedError,
  insertOrder,
  type NewOrder,
  type NewOrderLine,
  nextOrderNumber,
} from './orders.repository';
import {
  idempotencyKeys,
  orderLines,
  orderNumberCounters,
  orderStatusHistory,
  orders,
} from './orders.tables';

/**
 * The server foundation of placing an order exactly once (issue 13 point 4, decision 0047): the
 * order number counter, the Idempotency-Key claim and the one-order-per-cart guard, on the
 * database the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL, where concurrent
 * transactions really race).
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let customer: BuiltUser;
let themeId: string;
const shop = DEMO_SHOPS[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  themeId = (await aTheme(database.db)).id;
  customer = await aUser(database.db);
  await database.db.insert(shops).values(shop);
});
afterAll(async () => {
  await database.drop();
});

const placedAt = new Date('2026-03-10T10:00:00Z');

function anOrder(cartKey: string, orderNumber: string): NewOrder {
  return {
    orderNumber,
    userId: customer.id,
    sessionId: cartKey,
    cartKey,
    themeId,
    customerNumber: '1234567',
    express: false,
    details: {
      orderType: 'deliver',
      deliveryDate: { date: '2026-03-12', time: '08:30', title: null },
      project: { id: null, name: 'PR-2026' },
      reference: 'Z-123456',
      instruction: 'Graag nieten',
    } as NewOrder['details'],
    shopId: shop.id,
    totalExclVatCents: 1250,
    vatCents: 263,
    totalInclVatCents: 1513,
    placedAt,
  };
}

function aLine(fileName: string, priced = true): NewOrderLine {
  return {
    fileId: randomUUID(),
    fileName,
    pagesBw: 3,
    pagesColour: 1,
    pagesBlank: 0,
    storageReference: `files/${randomUUID()}`,
    productId: 'print-a4',
    productTitle: 'Printen A4',
    specs: [],
    format: 'A4',
    quantity: 5,
    ...(priced
      ? {
          unitPriceCents: 125,
          linePriceCents: 625,
          breakdown: [{ kind: 'copies', count: 5, cents: 625 }],
          noPriceReason: null,
        }
      : { unitPriceCents: null, linePriceCents: null, breakdown: null, noPriceReason: 'notAnalysed' }),
  };
}

const counterOf = async (year: number) => {
  const [row] = await database.db
    .select()
    .from(orderNumberCounters)
    .where(eq(orderNumberCounters.year, year));
  return row?.lastValue ?? 0;
};

const rowsOf = async (table: typeof orderLines | typeof orderStatusHistory, orderId: string) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.orderId, orderId)))[0]!.n;

/** Places an order the way the endpoint will: claim, number, write, complete, in one transaction. */
async function place(key: string, cartKey: string, year: number, lines = [aLine('flyer.pdf')]) {
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const claim = await claimKey(db, customer.id, key, requestFingerprint({ cartKey }));
    if (claim !== 'claimed') return { claim };
    const orderNumber = await nextOrderNumber(db, year);
    const order = await insertOrder(db, anOrder(cartKey, orderNumber), lines);
    await completeKey(db, customer.id, key, { status: 201, body: { orderNumber } });
    return { claim, order };
  });
}

describe('order numbers', () => {
  it('read year-NNNNNN, numbered in the Amsterdam year', () => {
    expect(formatOrderNumber(2026, 123)).toBe('2026-000123');
    expect(formatOrderNumber(2026, 1_234_567)).toBe('2026-1234567');
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
    // 23:30 UTC on New Year's Eve is already New Year's Day in Amsterdam.
    expect(orderNumberYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(orderNumberYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });

  it('come from the counter one after another, and start again at 1 in a new year', async () => {
    const take = (year: number) =>
      database.db.transaction((tx) => nextOrderNumber(tx as unknown as Db, year));
    expect(await take(2040)).toBe('2040-000001');
    expect(await take(2040)).toBe('2040-000002');
    expect(await take(2040)).toBe('2040-000003');
    expect(await take(2041)).toBe('2041-000001');
    expect(await take(2040)).toBe('2040-000004');
  });

  it('are given back when the transaction rolls back: no gaps', async () => {
    const failing = database.db.transaction(async (tx) => {
      await nextOrderNumber(tx as unknown as Db, 2042);
      throw new Error('the order failed after taking its number');
    });
    await expect(failing).rejects.toThrow('the order failed');
    expect(await counterOf(2042)).toBe(0);
    expect(await database.db.transaction((tx) => nextOrderNumber(tx as unknown as Db, 2042))).toBe(
      '2042-000001',
    );
  });
});

describe('the Idempotency-Key claim', () => {
  const claimAlone = (user: string, key: string, fingerprint: string) =>
    database.db.transaction((tx) => claimKey(tx as unknown as Db, user, key, fingerprint));

  it('fingerprints the canonical body: key order and undefined fields do not count', () => {
    const fingerprint = requestFingerprint({ a: 1, b: { c: [1, { d: 2, e: 'x' }] } });
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ b: { c: [1, { e: 'x', d: 2 }] }, a: 1, z: undefined })).toBe(fingerprint);
    expect(requestFingerprint({ a: 1, b: { c: [{ d: 2, e: 'x' }, 1] } })).not.toBe(fingerprint);
    expect(requestFingerprint({ a: '1', b: { c: [1, { d: 2, e: 'x' }] } })).not.toBe(fingerprint);
  });

  it('replays the stored answer of a finished key, and refuses the same key with another body', async () => {
    const key = randomUUID();
    const fingerprint = requestFingerprint({ cart: 'a' });
    await database.db.transaction(async (tx) => {
      expect(await claimKey(tx as unknown as Db, customer.id, key, fingerprint)).toBe('claimed');
      await completeKey(tx as unknown as Db, customer.id, key, {
        status: 201,
        body: { orderNumber: '2026-000007' },
      });
    });
    expect(await claimAlone(customer.id, key, fingerprint)).toEqual({
      replay: { status: 201, body: { orderNumber: '2026-000007' } },
    });
    expect(await claimAlone(customer.id, key, requestFingerprint({ cart: 'b' }))).toBe('conflict');
  });

  it('answers inProgress for a key claimed but not finished', async () => {
    const key = randomUUID();
    const fingerprint = requestFingerprint({ cart: 'c' });
    // Committed without an answer: what an endpoint that split claim and work would leave.
    expect(await claimAlone(customer.id, key, fingerprint)).toBe('claimed');
    expect(await claimAlone(customer.id, key, fingerprint)).toBe('inProgress');
    expect(await claimAlone(customer.id, key, requestFingerprint({ cart: 'd' }))).toBe('conflict');
  });

  it("is the user's own: another user's same key is claimed afresh", async () => {
    const other = await aUser(database.db);
    const key = randomUUID();
    const fingerprint = requestFingerprint({ cart: 'e' });
    expect(await claimAlone(customer.id, key, fingerprint)).toBe('claimed');
    expect(await claimAlone(other.id, key, fingerprint)).toBe('claimed');
  });

  it('is undone with its transaction, leaving the key free', async () => {
    const key = randomUUID();
    const fingerprint = requestFingerprint({ cart: 'f' });
    const failing = database.db.transaction(async (tx) => {
      await claimKey(tx as unknown as Db, customer.id, key, fingerprint);
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await claimAlone(customer.id, key, fingerprint)).toBe('claimed');
  });

  it('cannot be completed unless claimed', async () => {
    const completing = database.db.transaction((tx) =>
      completeKey(tx as unknown as Db, customer.id, randomUUID(), { status: 201, body: {} }),
    );
    await expect(completing).rejects.toThrow('was not claimed');
  });

  it('is swept once past its retention, not before', async () => {
    const user = await aUser(database.db);
    const at = (iso: string) => new Date(iso);
    await database.db.transaction(async (tx) => {
      await claimKey(tx as unknown as Db, user.id, 'oud', requestFingerprint(1), at('2026-01-01T10:00:00Z'));
      await claimKey(
        tx as unknown as Db,
        user.id,
        'nieuw',
        requestFingerprint(2),
        at('2026-01-02T09:00:00Z'),
      );
    });
    expect(await deleteExpiredKeys(database.db, at('2026-01-01T12:00:00Z'))).toBe(1);
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key: 'nieuw' }]);
  });
});

describe('an order', () => {
  it('is written with its lines in order and its first history row', async () => {
    const cartKey = randomUUID();
    const { order } = await place(randomUUID(), cartKey, 2050, [aLine('a.pdf'), aLine('b.pdf', false)]);
    expect(order).toMatchObject({ orderNumber: '2050-000001', status: 'received', cartKey, express: false });
    // The details are stored as the schema reads them: defaults filled in.
    expect(order!.details).toMatchObject({ reference: 'Z-123456', letter: '', invoiceAddress: null });
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(orderLines.position);
    expect(
      lines.map((line) => [line.position, line.fileName, line.linePriceCents, line.noPriceReason]),
    ).toEqual([
      [1, 'a.pdf', 625, null],
      [2, 'b.pdf', null, 'notAnalysed'],
    ]);
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'received',
        changedBy: customer.id,
        changedAt: placedAt,
      }),
    ]);
  });

  it('is refused for a cart that has one, naming the first order, with nothing of the second kept', async () => {
    const cartKey = randomUUID();
    const first = await place(randomUUID(), cartKey, 2051);
    const secondKey = randomUUID();
    const second = place(secondKey, cartKey, 2051);
    await expect(second).rejects.toBeInstanceOf(CartAlreadyOrderedError);
    await expect(second).rejects.toMatchObject({
      existing: { id: first.order!.id, orderNumber: '2051-000001' },
    });
    expect(await counterOf(2051)).toBe(1);
    const keys = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, secondKey)));
    expect(keys).toEqual([]);
  });

  it('is refused by the database with a price that does not add up or a status outside the table', async () => {
    const cartKey = randomUUID();
    const priceless = { ...aLine('x.pdf'), noPriceReason: 'notAnalysed' as const };
    await expect(place(randomUUID(), cartKey, 2052, [priceless])).rejects.toThrow();
    const { order } = await place(randomUUID(), randomUUID(), 2052);
    const badStatus = database.db
      .update(orders)
      .set({ status: 'paid' as never })
      .where(eq(orders.id, order!.id));
    await expect(badStatus).rejects.toThrow();
    const badTotals = database.db.transaction((tx) =>
      insertOrder(tx as unknown as Db, { ...anOrder(randomUUID(), '2052-000099'), vatCents: 1 }, [
        aLine('y.pdf'),
      ]),
    );
    await expect(badTotals).rejects.toThrow();
    const stored = await database.db.select({ n: count() }).from(orders).where(eq(orders.cartKey, cartKey));
    expect(stored[0]!.n).toBe(0);
  });
});

describe('20 parallel submissions of one cart', () => {
  it('make exactly one order; the others fail cleanly with nothing half written and no number used', async () => {
    const cartKey = randomUUID();
    const year = 2060;
    const keys: string[] = Array.from({ length: 20 }, () => randomUUID());
    const attempts = await Promise.allSettled(
      keys.map((key) => place(key, cartKey, year, [aLine('een.pdf'), aLine('twee.pdf')])),
    );

    const placed = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(placed).toHaveLength(1);
    const winner = placed[0]!.value.order!;
    expect(winner.orderNumber).toBe(`${year}-000001`);
    expect(refused).toHaveLength(19);
    for (const attempt of refused) {
      expect(attempt.reason).toBeInstanceOf(CartAlreadyOrderedError);
      expect((attempt.reason as CartAlreadyOrderedError).existing).toEqual({
        id: winner.id,
        orderNumber: winner.orderNumber,
      });
    }

    const ofCart = await database.db.select().from(orders).where(eq(orders.cartKey, cartKey));
    expect(ofCart.map((order) => order.id)).toEqual([winner.id]);
    expect(await rowsOf(orderLines, winner.id)).toBe(2);
    expect(await rowsOf(orderStatusHistory, winner.id)).toBe(1);
    // No gaps: every refused attempt gave its number back.
    expect(await counterOf(year)).toBe(1);
    // Only the winner's key stayed, finished with its answer; the others' claims rolled back.
    const claimed = await database.db
      .select({
        key: idempotencyKeys.key,
        state: idempotencyKeys.state,
        status: idempotencyKeys.responseStatus,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, customer.id));
    const ours = claimed.filter((row) => keys.includes(row.key));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ state: 'done', status: 201 });
    expect(keys.indexOf(ours[0]!.key)).toBe(attempts.indexOf(placed[0]!));
  });
});
