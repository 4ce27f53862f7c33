import { describe, expect, it } from 'vitest';
import {
  canMove,
  INITIAL_ORDER_STATUS,
  isFinalStatus,
  nextStates,
  type OrderStatus,
  orderStatuses,
  orderStatusLabel,
  orderStatusSchema,
} from './order-status';

/** The allowed moves, written out once more by hand: the table must say exactly these. */
const ALLOWED: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['received', 'in_production'],
  ['received', 'cancelled'],
  ['in_production', 'ready_for_pickup'],
  ['in_production', 'shipped'],
  ['in_production', 'cancelled'],
  ['ready_for_pickup', 'delivered'],
  ['shipped', 'delivered'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);

const ALL_PAIRS = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
const FORBIDDEN = ALL_PAIRS.filter(([from, to]) => !isAllowed(from, to));

describe('the order states', () => {
  it('start at received', () => {
    expect(INITIAL_ORDER_STATUS).toBe('received');
  });

  it.each(ALLOWED)('allow %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(nextStates(from)).toContain(to);
  });

  it.each(FORBIDDEN)('forbid %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(nextStates(from)).not.toContain(to);
  });

  it('cover every pair of states, staying in the same state included', () => {
    expect(ALLOWED.length + FORBIDDEN.length).toBe(orderStatuses.length ** 2);
    for (const status of orderStatuses) expect(canMove(status, status)).toBe(false);
  });

  it.each(['delivered', 'cancelled'] as const)('leave %s for nothing', (final) => {
    expect(nextStates(final)).toEqual([]);
    expect(isFinalStatus(final)).toBe(true);
    for (const to of orderStatuses) expect(canMove(final, to)).toBe(false);
  });

  it('cancel only before the order is produced', () => {
    expect(orderStatuses.filter((from) => canMove(from, 'cancelled'))).toEqual(['received', 'in_production']);
  });

  it('reach every state from received, work and quote requests between them', () => {
    const reached = new Set<OrderStatus>([INITIAL_ORDER_STATUS]);
    for (const kind of ['work', 'quote'] as const)
      for (const from of orderStatuses) for (const to of nextStates(from, kind)) reached.add(to);
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });

  it('keep work and quote requests apart: work is never quoted, a quote is never produced', () => {
    expect(orderStatuses.filter((from) => canMove(from, 'quoted'))).toEqual([]);
    expect(orderStatuses.filter((from) => canMove(from, 'in_production', 'quote'))).toEqual([]);
    expect(nextStates('received', 'quote')).toEqual(['quoted', 'cancelled']);
    expect(isFinalStatus('accepted', 'quote')).toBe(true);
  });

  it('have a Dutch label each and refuse an unknown state', () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Ontvangen',
      'In productie',
      'Klaar om af te halen',
      'Verzonden',
      'Afgeleverd',
      'Geannuleerd',
      'Offerte verstuurd',
      'Besteld',
    ]);
    expect(orderStatusSchema.safeParse('paid').success).toBe(false);
  });
});
