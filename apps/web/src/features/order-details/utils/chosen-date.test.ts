import type { DeliveryDateOption } from '@portal/shared/schemas/delivery-dates';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';
import { describe, expect, it } from 'vitest';
import { chosenDateOf, decideDate, dutchDate, isoDate, isStillOffered } from './chosen-date';

const SHOP = '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000001';
const day = (date: string, overrides: Partial<DeliveryDateOption> = {}): DeliveryDateOption => ({
  date,
  day: 'donderdag',
  title: null,
  value: date,
  active: true,
  times: [{ time: '08:30' }, { time: '13:00' }],
  ...overrides,
});

function answer(options: DeliveryDateOption[], firstValue: string | null): DeliveryDatesResponse {
  const first = options.find((option) => option.value === firstValue);
  const promiseDay = {
    date: '26-11-2026',
    day: 'donderdag' as const,
    title: null,
    daysAhead: 2,
    time: '12:00',
  };
  return {
    available: true,
    shopId: SHOP,
    options,
    firstChoice: first ? { value: first.value, time: first.times[0]?.time ?? '' } : null,
    promise: {
      fulfilment: 'deliver',
      first: promiseDay,
      express: null,
      orderBefore: promiseDay,
      afterPickup: null,
    },
    promiseText: 'Vóór 12:00 besteld, donderdag bezorgd.',
    expressPromiseText: null,
    refreshAt: '2026-11-25T12:00:00+01:00',
  };
}

const thursday = day('26-11-2026');
const friday = day('27-11-2026', { day: 'vrijdag' });
const express = day('25-11-2026', {
  day: 'woensdag',
  title: 'spoed',
  value: 'spoed',
  times: [{ time: '16:00' }],
});

describe('the chosen day of the deliver/pickup step', () => {
  it('converts between the options’ dd-MM-yyyy and the details’ yyyy-MM-dd', () => {
    expect(isoDate('26-11-2026')).toBe('2026-11-26');
    expect(dutchDate('2026-11-26')).toBe('26-11-2026');
  });

  it('chooses the first active date with its first time when nothing is chosen', () => {
    const decision = decideDate(null, answer([express, thursday, friday], thursday.value));
    expect(decision).toEqual({
      change: true,
      next: { date: '2026-11-26', time: '08:30', title: null },
      moved: false,
    });
  });

  it('never chooses spoed by itself', () => {
    const decision = decideDate(null, answer([express, thursday], 'spoed'));
    expect(decision).toEqual({ change: false });
  });

  it('keeps a choice the shop still offers, time and all', () => {
    const chosen = chosenDateOf(friday, '13:00');
    expect(decideDate(chosen, answer([thursday, friday], thursday.value))).toEqual({ change: false });
  });

  it('moves a choice whose day is no longer reachable to the first possible day, and says so', () => {
    const chosen = chosenDateOf(thursday, null);
    const later = answer([{ ...thursday, active: false, times: [] }, friday], friday.value);
    expect(decideDate(chosen, later)).toEqual({
      change: true,
      next: { date: '2026-11-27', time: '08:30', title: null },
      moved: true,
    });
  });

  it('moves a choice whose time slot is gone', () => {
    const chosen = chosenDateOf(thursday, '13:00');
    expect(isStillOffered(chosen, [{ ...thursday, times: [{ time: '08:30' }] }])).toBe(false);
  });

  it('tells spoed apart from an ordinary choice of the same day', () => {
    const chosenExpress = chosenDateOf(express, null);
    expect(chosenExpress.title).toBe('spoed');
    expect(isStillOffered(chosenExpress, [day('25-11-2026', { day: 'woensdag' })])).toBe(false);
    expect(isStillOffered(chosenExpress, [express])).toBe(true);
  });

  it('clears the choice when the shop offers no dates for this order', () => {
    const chosen = chosenDateOf(thursday, null);
    const none: DeliveryDatesResponse = {
      available: false,
      shopId: SHOP,
      reason: 'kindNotOffered',
      message: 'Deze vestiging voert dit soort opdracht niet uit. Kies een andere vestiging.',
    };
    expect(decideDate(chosen, none)).toEqual({ change: true, next: null, moved: false });
    expect(decideDate(null, none)).toEqual({ change: false });
  });
});
