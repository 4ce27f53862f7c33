import { describe, expect, it } from 'vitest';
import { type OrderType, orderTypes } from '../schemas/order-details';
import { canMove, type OrderStatus, orderStatuses } from '../schemas/order-status';
import { canDeskMove, deskMoves } from './order-moves';

/** The desk's moves, written out by hand per kind of order: the rule must say exactly these. */
const PICK_UP: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['received', 'in_production'],
  ['received', 'cancelled'],
  ['in_production', 'ready_for_pickup'],
  ['in_production', 'cancelled'],
  ['ready_for_pickup', 'delivered'],
  ['shipped', 'delivered'],
];
const DELIVER: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['received', 'in_production'],
  ['received', 'cancelled'],
  ['in_production', 'shipped'],
  ['in_production', 'cancelled'],
  ['ready_for_pickup', 'delivered'],
  ['shipped', 'delivered'],
];
const allowedFor = (orderType: OrderType) => (orderType === 'pickUp' ? PICK_UP : DELIVER);

const CASES = orderTypes.flatMap((orderType) =>
  orderStatuses.flatMap((from) => orderStatuses.map((to) => [orderType, from, to] as const)),
);

describe('the order desk moves', () => {
  it.each(CASES)('%s: %s → %s as written out', (orderType, from, to) => {
    const expected = allowedFor(orderType).some(([f, t]) => f === from && t === to);
    expect(canDeskMove(from, to, { kind: 'print', orderType })).toBe(expected);
    // Never more than the state table allows.
    if (expected) expect(canMove(from, to)).toBe(true);
  });

  it('offers a pickup ready for pickup and a delivery shipped, in the table order', () => {
    const work = (orderType: OrderType) => ({ kind: 'print' as const, orderType });
    expect(deskMoves('in_production', work('pickUp'))).toEqual(['ready_for_pickup', 'cancelled']);
    expect(deskMoves('in_production', work('deliver'))).toEqual(['shipped', 'cancelled']);
    // Copy and scan orders are brought back to the customer: shipped, like a delivery.
    expect(deskMoves('in_production', { kind: 'copy', orderType: 'copyOrder' })).toEqual([
      'shipped',
      'cancelled',
    ]);
    expect(deskMoves('received', work('pickUp'))).toEqual(['in_production', 'cancelled']);
    expect(deskMoves('delivered', work('deliver'))).toEqual([]);
    expect(deskMoves('cancelled', work('pickUp'))).toEqual([]);
    // No work order is quoted or accepted: those are a quote request's.
    expect(deskMoves('received', work('deliver'))).not.toContain('quoted');
  });

  it('only withdraws a quote request: it is quoted by an answer and accepted by an order', () => {
    const quote = { kind: 'quote' as const, orderType: 'deliver' as const };
    expect(deskMoves('received', quote)).toEqual(['cancelled']);
    expect(deskMoves('quoted', quote)).toEqual(['cancelled']);
    expect(deskMoves('accepted', quote)).toEqual([]);
    expect(canDeskMove('received', 'quoted', quote)).toBe(false);
    expect(canDeskMove('received', 'in_production', quote)).toBe(false);
    expect(canMove('received', 'quoted', 'quote')).toBe(true);
    expect(canMove('quoted', 'accepted', 'quote')).toBe(true);
  });
});
