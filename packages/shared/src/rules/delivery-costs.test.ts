import { describe, expect, it } from 'vitest';
import { themeCustomFieldsSchema } from '../schemas/theme';
import { deliveryCostsOf, goodsOf, orderDeliveryCosts, termsOf } from './delivery-costs';

const DEMO = { chargeCents: 695, freeFromCents: 5000, minimumOrderCents: 500 };
const costs = (goodsCents: number, orderType: 'deliver' | 'pickUp' = 'deliver', valueKnown = true) =>
  deliveryCostsOf({ terms: DEMO, orderType, goodsCents, valueKnown });

describe('the delivery charge', () => {
  it.each([
    // goods, charge, how much more for free delivery
    [877, 695, 4123],
    [4999, 695, 1],
    [5000, 0, null],
    [120_000, 0, null],
  ])('of a delivered order worth %i cents is %i (%s short of free)', (goods, charge, untilFree) => {
    expect(costs(goods)).toMatchObject({ chargeCents: charge, untilFreeCents: untilFree });
  });

  it('is nothing for an order collected at the shop, whatever it is worth', () => {
    expect(costs(877, 'pickUp')).toMatchObject({ chargeCents: 0, untilFreeCents: null });
  });

  it('always applies when delivery is never free, and never when there is no charge', () => {
    const never = { ...DEMO, freeFromCents: null };
    expect(
      deliveryCostsOf({ terms: never, orderType: 'deliver', goodsCents: 900_000, valueKnown: true }),
    ).toMatchObject({ chargeCents: 695, untilFreeCents: null });
    const none = { ...DEMO, chargeCents: 0 };
    expect(
      deliveryCostsOf({ terms: none, orderType: 'deliver', goodsCents: 100, valueKnown: true }),
    ).toMatchObject({ chargeCents: 0, untilFreeCents: null });
  });

  it('refuses goods that are not whole cents', () => {
    expect(() => costs(-1)).toThrow(RangeError);
    expect(() => costs(1.5)).toThrow(RangeError);
  });
});

describe('the minimum order value', () => {
  it.each([
    [7, true],
    [499, true],
    [500, false],
  ])('judges goods of %i cents below it: %s, delivered or collected', (goods, below) => {
    expect(costs(goods).belowMinimum).toBe(below);
    expect(costs(goods, 'pickUp').belowMinimum).toBe(below);
  });

  it('is not judged while a line has no price the customer sees', () => {
    expect(costs(7, 'deliver', false).belowMinimum).toBe(false);
  });
});

describe('the goods the terms are judged on', () => {
  it('are the lines whose price the customer sees; the value is known when every line has one', () => {
    expect(
      goodsOf(
        [
          { cents: 300, hidden: false },
          { cents: 200, hidden: false },
        ],
        false,
      ),
    ).toEqual({
      goodsCents: 500,
      valueKnown: true,
    });
    expect(
      goodsOf(
        [
          { cents: 300, hidden: false },
          { cents: null, hidden: false },
        ],
        false,
      ),
    ).toEqual({
      goodsCents: 300,
      valueKnown: false,
    });
    expect(
      goodsOf(
        [
          { cents: 300, hidden: false },
          { cents: 9000, hidden: true },
        ],
        false,
      ),
    ).toEqual({
      goodsCents: 300,
      valueKnown: false,
    });
  });

  it('are every priced line under a theme that hides prices, never judged against the minimum', () => {
    expect(
      goodsOf(
        [
          { cents: 300, hidden: true },
          { cents: 9000, hidden: true },
        ],
        true,
      ),
    ).toEqual({
      goodsCents: 9300,
      valueKnown: false,
    });
  });
});

describe('the terms of an order', () => {
  const settings = (customFields: Record<string, unknown> = {}, orderTerms?: object) => ({
    customFields: themeCustomFieldsSchema.parse(customFields),
    orderTerms,
  });
  const order = (
    kind: 'print' | 'store' | 'copy' | 'scan' | 'quote' | 'quoted' | 'secured',
    s = settings(),
  ) =>
    orderDeliveryCosts({
      kind,
      settings: s,
      shopTerms: DEMO,
      orderType: 'deliver',
      lines: [{ cents: 7, hidden: false }],
      pricesHidden: false,
    });

  it('are the shop’s with what the theme names instead', () => {
    expect(termsOf(DEMO, { chargeCents: 0 })).toEqual({ ...DEMO, chargeCents: 0 });
    expect(termsOf(DEMO, undefined)).toEqual(DEMO);
    expect(order('print', settings({}, { minimumOrderCents: 0, chargeCents: 450 })).costs).toMatchObject({
      chargeCents: 450,
      belowMinimum: false,
    });
  });

  it('apply to print orders and the print store’s check-out only', () => {
    expect(order('print').costs).toMatchObject({ chargeCents: 695, belowMinimum: true });
    expect(order('store').costs).toMatchObject({ chargeCents: 695, belowMinimum: true });
    for (const kind of ['copy', 'scan', 'quote', 'quoted', 'secured'] as const)
      expect(order(kind)).toMatchObject({ applies: false, costs: { chargeCents: 0, belowMinimum: false } });
  });

  it('do not apply in a purchasing portal', () => {
    expect(order('print', settings({ sapPortal: true, themeCustomer: '1234567' }))).toMatchObject({
      applies: false,
      costs: { chargeCents: 0, belowMinimum: false },
    });
  });
});
