import { afterEach, describe, expect, it } from 'vitest';
import {
  type DeliveryDatePlan,
  type DeliveryDateQuery,
  firstChoice,
  offersChoice,
  planDeliveryDates,
} from './delivery-dates';
import { deliveryPromiseText, expressPromiseText } from './delivery-promise-text';
import { pickupOffsetSchema, type ShopPlanning, shopPlanningSchema } from './shop-planning';
import { closableHolidayDate, dutchPublicHolidays } from './working-days';

/**
 * Every moment below is written with its Amsterdam offset (+01:00 in winter, +02:00 in summer),
 * so each case also checks that the planner reads the clock in Europe/Amsterdam.
 */

const shop: ShopPlanning = shopPlanningSchema.parse({
  cutOff: '12:00',
  kinds: {
    print: { active: true, leadDays: 1, expressLeadDays: 0 },
    copy: { active: true, leadDays: 1, expressLeadDays: null },
    scan: { active: true, leadDays: 0, expressLeadDays: null },
    printStore: { active: true, leadDays: 3, expressLeadDays: null },
    secured: { active: false, leadDays: 1, expressLeadDays: null },
  },
  deliver: { active: true, times: ['08:30', '13:00'] },
  pickUp: { active: true, times: ['08:30', '16:00'] },
  closedDates: [],
  closedOnHolidays: [],
  express: { active: true, surchargeCents: 2500, cutOff: '10:00' },
});

function plan(
  now: string,
  query: Partial<DeliveryDateQuery> = {},
): Extract<DeliveryDatePlan, { available: true }> {
  const result = planDeliveryDates({
    planning: shop,
    kind: 'print',
    fulfilment: 'deliver',
    now: new Date(now),
    ...query,
  });
  if (!result.available) throw new Error(`expected dates, got ${result.reason}`);
  return result;
}

/** The first date a customer can choose without paying for spoed. */
const firstDate = (result: ReturnType<typeof plan>) => firstChoice(result.options)?.value;

/** The regular (not spoed) option of a date. */
const dateOption = (result: ReturnType<typeof plan>, date: string) =>
  result.options.find((option) => option.value === date);

describe('working days skip weekends', () => {
  it.each([
    { ordered: '2026-06-05T09:00:00+02:00', first: '08-06-2026', why: 'Friday morning: Monday' },
    { ordered: '2026-06-05T12:00:00+02:00', first: '09-06-2026', why: 'Friday after the cut-off: Tuesday' },
    { ordered: '2026-06-06T09:00:00+02:00', first: '09-06-2026', why: 'Saturday: received Monday, Tuesday' },
    { ordered: '2026-06-07T23:59:00+02:00', first: '09-06-2026', why: 'Sunday night: Tuesday' },
  ])('$why', ({ ordered, first }) => {
    const result = plan(ordered);
    expect(firstDate(result)).toBe(first);
    expect(result.options.map((option) => option.day)).not.toContain('zaterdag');
    expect(result.options.map((option) => option.day)).not.toContain('zondag');
  });
});

describe('Dutch public holidays (date-holidays, type public)', () => {
  it.each([
    {
      year: 2025,
      days: [
        '2025-01-01', // Nieuwjaar
        '2025-04-20', // Pasen
        '2025-04-21', // Tweede paasdag
        '2025-04-26', // Koningsdag: 27 April is a Sunday, so Saturday the 26th
        '2025-05-29', // Hemelvaartsdag
        '2025-06-08', // Pinksteren
        '2025-06-09', // Tweede pinksterdag
        '2025-12-25', // Kerstmis
        '2025-12-26', // Tweede kerstdag
      ],
    },
    {
      year: 2026,
      days: [
        '2026-01-01', // Nieuwjaar (Thursday)
        '2026-04-05', // Pasen
        '2026-04-06', // Tweede paasdag
        '2026-04-27', // Koningsdag (Monday)
        '2026-05-14', // Hemelvaartsdag
        '2026-05-24', // Pinksteren
        '2026-05-25', // Tweede pinksterdag
        '2026-12-25', // Kerstmis (Friday)
        '2026-12-26', // Tweede kerstdag (Saturday)
      ],
    },
    {
      year: 2027,
      days: [
        '2027-01-01', // Nieuwjaar (Friday)
        '2027-03-28', // Pasen
        '2027-03-29', // Tweede paasdag
        '2027-04-27', // Koningsdag (Tuesday)
        '2027-05-06', // Hemelvaartsdag
        '2027-05-16', // Pinksteren
        '2027-05-17', // Tweede pinksterdag
        '2027-12-25', // Kerstmis (Saturday)
        '2027-12-26', // Tweede kerstdag (Sunday)
      ],
    },
  ])('$year has exactly the nine public holidays', ({ year, days }) => {
    expect(dutchPublicHolidays(year)).toEqual(days);
  });

  it('moves Koningsdag to Saturday the 26th whenever 27 April is a Sunday (2031 too)', () => {
    expect(dutchPublicHolidays(2031)).toContain('2031-04-26');
    expect(dutchPublicHolidays(2031)).not.toContain('2031-04-27');
    // No substitute day: the Monday after is worked.
    expect(firstDate(plan('2025-04-25T13:00:00+02:00'))).toBe('29-04-2025');
  });

  it.each([
    // 2026
    { holiday: 'Nieuwjaar 2026', ordered: '2025-12-31T09:00:00+01:00', first: '02-01-2026' },
    { holiday: 'Pasen and Tweede paasdag 2026', ordered: '2026-04-03T09:00:00+02:00', first: '07-04-2026' },
    { holiday: 'Koningsdag 2026 (Monday)', ordered: '2026-04-24T09:00:00+02:00', first: '28-04-2026' },
    { holiday: 'Hemelvaartsdag 2026', ordered: '2026-05-13T09:00:00+02:00', first: '15-05-2026' },
    {
      holiday: 'Pinksteren and Tweede pinksterdag 2026',
      ordered: '2026-05-22T09:00:00+02:00',
      first: '26-05-2026',
    },
    {
      holiday: 'Kerstmis and Tweede kerstdag 2026',
      ordered: '2026-12-24T09:00:00+01:00',
      first: '28-12-2026',
    },
    // 2027
    { holiday: 'Nieuwjaar 2027', ordered: '2026-12-31T09:00:00+01:00', first: '04-01-2027' },
    { holiday: 'Pasen and Tweede paasdag 2027', ordered: '2027-03-26T09:00:00+01:00', first: '30-03-2027' },
    { holiday: 'Koningsdag 2027 (Tuesday)', ordered: '2027-04-26T09:00:00+02:00', first: '28-04-2027' },
    { holiday: 'Hemelvaartsdag 2027', ordered: '2027-05-05T09:00:00+02:00', first: '07-05-2027' },
    {
      holiday: 'Pinksteren and Tweede pinksterdag 2027',
      ordered: '2027-05-14T09:00:00+02:00',
      first: '18-05-2027',
    },
    // Christmas 2027 is a weekend: no substitute day, Monday the 27th is worked.
    {
      holiday: 'Kerstmis and Tweede kerstdag 2027',
      ordered: '2027-12-24T09:00:00+01:00',
      first: '27-12-2027',
    },
  ])('$holiday is skipped', ({ ordered, first }) => {
    const result = plan(ordered);
    expect(firstDate(result)).toBe(first);
    const year = Number(first.slice(6));
    const listed = result.options.map((option) => option.date);
    for (const holiday of [...dutchPublicHolidays(year - 1), ...dutchPublicHolidays(year)]) {
      expect(listed).not.toContain(`${holiday.slice(8, 10)}-${holiday.slice(5, 7)}-${holiday.slice(0, 4)}`);
    }
  });
});

describe("the shop's own closing days", () => {
  const closingShop: ShopPlanning = {
    ...shop,
    closedOnHolidays: ['goodFriday', 'liberationDay', 'newYearsEve'],
    closedDates: ['2026-12-24'],
  };

  it('finds the closable holidays where date-holidays puts them (not typed public)', () => {
    expect(closableHolidayDate('goodFriday', 2026)).toBe('2026-04-03');
    expect(closableHolidayDate('liberationDay', 2026)).toBe('2026-05-05');
    expect(closableHolidayDate('newYearsEve', 2026)).toBe('2026-12-31');
    expect(closableHolidayDate('goodFriday', 2027)).toBe('2027-03-26');
    expect(dutchPublicHolidays(2026)).not.toContain('2026-04-03');
  });

  it.each([
    { day: 'Goede Vrijdag', ordered: '2026-04-02T09:00:00+02:00', open: '03-04-2026', closed: '07-04-2026' },
    {
      day: 'Bevrijdingsdag (5 May)',
      ordered: '2026-05-04T09:00:00+02:00',
      open: '05-05-2026',
      closed: '06-05-2026',
    },
    { day: 'Oudejaarsdag', ordered: '2026-12-30T09:00:00+01:00', open: '31-12-2026', closed: '04-01-2027' },
    {
      day: 'a closed date (24 December)',
      ordered: '2026-12-23T09:00:00+01:00',
      open: '24-12-2026',
      closed: '28-12-2026',
    },
  ])('$day is worked by default and skipped by a shop that closes on it', ({ ordered, open, closed }) => {
    expect(firstDate(plan(ordered))).toBe(open);
    const result = plan(ordered, { planning: closingShop });
    expect(firstDate(result)).toBe(closed);
    expect(result.options.map((option) => option.date)).not.toContain(open);
  });

  it('a closing day on the order day moves the order to the next working day', () => {
    // Ordered on Good Friday morning at a shop closed that day: received Tuesday, delivered Wednesday.
    expect(firstDate(plan('2026-04-03T09:00:00+02:00', { planning: closingShop }))).toBe('08-04-2026');
  });
});

describe('the cut-off', () => {
  it.each([
    { ordered: '2026-06-03T11:59:00+02:00', first: '04-06-2026', title: 'morgen' },
    { ordered: '2026-06-03T11:59:59+02:00', first: '04-06-2026', title: 'morgen' },
    { ordered: '2026-06-03T12:00:00+02:00', first: '05-06-2026', title: null },
    { ordered: '2026-06-03T12:01:00+02:00', first: '05-06-2026', title: null },
  ])('ordered at $ordered: first date $first', ({ ordered, first, title }) => {
    const result = plan(ordered);
    const option = result.options.find((candidate) => candidate.value === first);
    expect(firstDate(result)).toBe(first);
    expect(option?.title).toBe(title);
  });

  it('says the promise plainly, before and after the cut-off', () => {
    expect(deliveryPromiseText(plan('2026-06-03T11:59:00+02:00').promise)).toBe(
      'Vóór 12:00 besteld, morgen bezorgd.',
    );
    expect(deliveryPromiseText(plan('2026-06-03T12:00:00+02:00').promise)).toBe(
      'Vóór morgen 12:00 besteld, vrijdag bezorgd.',
    );
    expect(deliveryPromiseText(plan('2026-06-06T10:00:00+02:00').promise)).toBe(
      'Vóór maandag 12:00 besteld, dinsdag bezorgd.',
    );
    // More than a week ahead the date is said too.
    expect(deliveryPromiseText(plan('2026-12-24T13:00:00+01:00', { kind: 'printStore' }).promise)).toBe(
      'Vóór maandag 12:00 besteld, donderdag 31-12-2026 bezorgd.',
    );
    expect(
      deliveryPromiseText(
        plan('2026-06-03T11:00:00+02:00', { kind: 'scan', fulfilment: 'pickUp' }).promise,
        'scan',
      ),
    ).toBe('Vóór 12:00 besteld, vandaag om 16:00 bij u opgehaald.');
    // A print order collected at the shop is the customer's to collect.
    expect(
      deliveryPromiseText(
        plan('2026-06-03T11:00:00+02:00', { kind: 'print', fulfilment: 'pickUp' }).promise,
        'print',
      ),
    ).toMatch(/af te halen\.$/);
  });

  it('gives the data behind the promise', () => {
    expect(plan('2026-06-03T11:59:00+02:00').promise).toMatchObject({
      fulfilment: 'deliver',
      orderBefore: { date: '03-06-2026', day: 'woensdag', title: 'vandaag', daysAhead: 0, time: '12:00' },
      first: { date: '04-06-2026', day: 'donderdag', title: 'morgen', daysAhead: 1, time: '08:30' },
      afterPickup: null,
    });
  });

  it('asks to be asked again when the cut-off passes, and the date then moves by itself', () => {
    const before = plan('2026-06-03T11:30:00+02:00');
    expect(before.refreshAt).toBe('2026-06-03T10:00:00.000Z'); // 12:00 in Amsterdam
    const after = plan(before.refreshAt);
    expect(firstDate(before)).toBe('04-06-2026');
    expect(firstDate(after)).toBe('05-06-2026');
    // The date first offered is now shown but no longer choosable.
    expect(after.options.find((option) => option.value === '04-06-2026')).toMatchObject({
      active: false,
      times: [],
    });
    expect(offersChoice(after.options, { value: '04-06-2026', time: '08:30' })).toBe(false);
  });
});

describe('the DST weekends in Europe/Amsterdam', () => {
  it.each([
    // Monday after the spring change: 12:30 summer time is after the cut-off (11:30 in winter time would not be).
    { ordered: '2026-03-30T10:30:00Z', first: '01-04-2026', why: 'Monday 30 March 12:30 CEST' },
    { ordered: '2026-03-30T09:59:00Z', first: '31-03-2026', why: 'Monday 30 March 11:59 CEST' },
    // Monday after the autumn change: 11:59 winter time is before the cut-off (12:59 in summer time would not be).
    { ordered: '2026-10-26T10:59:00Z', first: '27-10-2026', why: 'Monday 26 October 11:59 CET' },
    { ordered: '2026-10-26T11:00:00Z', first: '28-10-2026', why: 'Monday 26 October 12:00 CET' },
    // Across the weekend itself.
    { ordered: '2026-03-27T11:00:00+01:00', first: '30-03-2026', why: 'Friday 27 March before the cut-off' },
    {
      ordered: '2026-10-23T11:00:00+02:00',
      first: '26-10-2026',
      why: 'Friday 23 October before the cut-off',
    },
  ])('$why: first date $first', ({ ordered, first }) => {
    expect(firstDate(plan(ordered))).toBe(first);
  });

  it('starts the day at Amsterdam midnight on both Sundays', () => {
    // 22:30 UTC on Sunday 29 March is 00:30 on Monday in summer time: Tuesday is 'morgen'.
    const spring = plan('2026-03-29T22:30:00Z');
    expect(dateOption(spring, '30-03-2026')).toMatchObject({ day: 'maandag', active: false, title: null });
    expect(dateOption(spring, '31-03-2026')).toMatchObject({ day: 'dinsdag', active: true, title: 'morgen' });
    // 22:30 UTC on Sunday 25 October is still 23:30 on Sunday in winter time: Tuesday is not 'morgen'.
    const autumn = plan('2026-10-25T22:30:00Z');
    expect(dateOption(autumn, '26-10-2026')).toMatchObject({ day: 'maandag', active: false, title: null });
    expect(dateOption(autumn, '27-10-2026')).toMatchObject({ day: 'dinsdag', active: true, title: null });
  });

  it.each([
    {
      now: '2026-03-28T12:00:00Z',
      refreshAt: '2026-03-28T23:00:00.000Z',
      why: 'Saturday before: midnight is 23:00 UTC',
    },
    {
      now: '2026-03-29T12:00:00Z',
      refreshAt: '2026-03-29T22:00:00.000Z',
      why: 'the spring Sunday: 22:00 UTC',
    },
    {
      now: '2026-10-24T12:00:00Z',
      refreshAt: '2026-10-24T22:00:00.000Z',
      why: 'Saturday before: midnight is 22:00 UTC',
    },
    {
      now: '2026-10-25T12:00:00Z',
      refreshAt: '2026-10-25T23:00:00.000Z',
      why: 'the autumn Sunday: 23:00 UTC',
    },
    {
      now: '2026-03-30T07:00:00Z',
      refreshAt: '2026-03-30T08:00:00.000Z',
      why: 'Monday 09:00 CEST: spoed cut-off 10:00',
    },
  ])('asks again at the next change: $why', ({ now, refreshAt }) => {
    expect(plan(now).refreshAt).toBe(refreshAt);
  });
});

describe('spoed', () => {
  it('is offered first, with its own cut-off, when it is sooner than the regular date', () => {
    const result = plan('2026-06-03T09:59:00+02:00');
    expect(result.options[0]).toEqual({
      date: '03-06-2026',
      day: 'woensdag',
      title: 'spoed',
      value: 'spoed',
      active: true,
      // 08:30 has passed: only the afternoon slot is left today.
      times: [{ time: '13:00' }],
    });
    expect(result.options.filter((option) => option.title === 'spoed')).toHaveLength(1);
    expect(result.promise.express).toMatchObject({ surchargeCents: 2500, first: { date: '03-06-2026' } });
    expect(expressPromiseText(result.promise)).toBe(
      'Spoed: vóór 10:00 besteld, vandaag bezorgd (+ € 25,00).',
    );
  });

  it('is never chosen for the customer: the first choice is the first regular date', () => {
    expect(firstChoice(plan('2026-06-03T09:59:00+02:00').options)).toEqual({
      value: '04-06-2026',
      time: '08:30',
    });
  });

  it.each([
    { why: 'after the spoed cut-off it is no sooner', now: '2026-06-03T10:00:00+02:00', query: {} },
    { why: 'a kind without spoed', now: '2026-06-03T09:00:00+02:00', query: { kind: 'copy' as const } },
    {
      why: 'a shop without spoed',
      now: '2026-06-03T09:00:00+02:00',
      query: { planning: { ...shop, express: { ...shop.express, active: false } } },
    },
  ])('is not offered: $why', ({ now, query }) => {
    const result = plan(now, query);
    expect(result.options.map((option) => option.value)).not.toContain('spoed');
    expect(result.promise.express).toBeNull();
    expect(expressPromiseText(result.promise)).toBeNull();
  });

  it('is accepted as a choice only with a time it offers', () => {
    const { options } = plan('2026-06-03T09:59:00+02:00');
    expect(offersChoice(options, { value: 'spoed', time: '13:00' })).toBe(true);
    expect(offersChoice(options, { value: 'spoed', time: '08:30' })).toBe(false);
  });
});

describe('the pickup offset of copy and scan deliveries', () => {
  const wednesday = '2026-06-03T09:00:00+02:00';

  it('starts after the pickup date and time plus the lead time', () => {
    const result = plan(wednesday, { kind: 'copy', offset: { date: '08-06-2026', time: '08:30' } });
    expect(result.options[0]).toMatchObject({ date: '08-06-2026', active: false });
    expect(firstChoice(result.options)).toEqual({ value: '09-06-2026', time: '08:30' });
    expect(result.promise).toMatchObject({
      orderBefore: null,
      afterPickup: { date: '08-06-2026', day: 'maandag', time: '08:30' },
    });
    expect(deliveryPromiseText(result.promise)).toBe('Na ophalen maandag 08:30: dinsdag bezorgd.');
  });

  it.each([
    {
      why: 'a pickup after the cut-off counts from the next working day',
      offset: { date: '08-06-2026', time: '13:00' },
      kind: 'copy' as const,
      first: { value: '10-06-2026', time: '08:30' },
    },
    {
      why: 'same-day work is delivered only after the pickup',
      offset: { date: '08-06-2026', time: '08:30' },
      kind: 'scan' as const,
      first: { value: '08-06-2026', time: '13:00' },
    },
    {
      why: 'a pickup before Pinksteren',
      offset: { date: '22-05-2026', time: '13:00' },
      kind: 'copy' as const,
      first: { value: '27-05-2026', time: '08:30' },
    },
  ])('$why', ({ offset, kind, first }) => {
    expect(firstChoice(plan('2026-05-20T09:00:00+02:00', { kind, offset }).options)).toEqual(first);
  });

  it('a pickup moment already past counts as now', () => {
    const withPast = plan(wednesday, { kind: 'copy', offset: { date: '01-06-2026', time: '08:30' } });
    const without = plan(wednesday, { kind: 'copy' });
    expect(withPast).toEqual(without);
  });
});

describe('active flags and time slots', () => {
  it('lists the days that can no longer be reached as inactive, then the requested number of choosable days', () => {
    const result = plan('2026-06-03T13:00:00+02:00', { kind: 'printStore', count: 4 });
    expect(result.options).toEqual([
      { date: '03-06-2026', day: 'woensdag', title: null, value: '03-06-2026', active: false, times: [] },
      { date: '04-06-2026', day: 'donderdag', title: null, value: '04-06-2026', active: false, times: [] },
      { date: '05-06-2026', day: 'vrijdag', title: null, value: '05-06-2026', active: false, times: [] },
      { date: '08-06-2026', day: 'maandag', title: null, value: '08-06-2026', active: false, times: [] },
      ...['09-06-2026', '10-06-2026', '11-06-2026', '12-06-2026'].map((date, index) => ({
        date,
        day: ['dinsdag', 'woensdag', 'donderdag', 'vrijdag'][index],
        title: null,
        value: date,
        active: true,
        times: [{ time: '08:30' }, { time: '13:00' }],
      })),
    ]);
  });

  it('lists ten choosable days unless asked otherwise', () => {
    expect(
      plan('2026-06-03T09:00:00+02:00').options.filter((option) => option.active && option.title !== 'spoed'),
    ).toHaveLength(10);
  });

  it.each([
    { now: '2026-06-03T11:00:00+02:00', first: { value: '03-06-2026', time: '16:00' }, title: 'vandaag' },
    { now: '2026-06-03T12:00:00+02:00', first: { value: '04-06-2026', time: '08:30' }, title: 'morgen' },
  ])('same-day pickup at $now', ({ now, first, title }) => {
    const result = plan(now, { kind: 'scan', fulfilment: 'pickUp' });
    expect(firstChoice(result.options)).toEqual(first);
    expect(result.options.find((option) => option.value === first.value)?.title).toBe(title);
  });

  it('a day whose time slots have all passed is not reachable', () => {
    const morningOnly = { ...shop, deliver: { active: true, times: ['08:30'] } };
    const result = plan('2026-06-03T11:00:00+02:00', { planning: morningOnly, kind: 'scan' });
    expect(result.options[0]).toMatchObject({ date: '03-06-2026', active: false, title: null });
    expect(firstChoice(result.options)).toEqual({ value: '04-06-2026', time: '08:30' });
  });

  it.each([
    { why: 'a kind the shop does not take', query: { kind: 'secured' as const }, reason: 'kindNotOffered' },
    {
      why: 'no delivery from this shop',
      query: { planning: { ...shop, deliver: { ...shop.deliver, active: false } } },
      reason: 'fulfilmentNotOffered',
    },
  ])('offers no dates for $why', ({ query, reason }) => {
    expect(
      planDeliveryDates({
        planning: shop,
        kind: 'print',
        fulfilment: 'deliver',
        now: new Date('2026-06-03T09:00:00+02:00'),
        ...query,
      }),
    ).toEqual({ available: false, reason });
  });

  it('has no first choice when nothing can be chosen', () => {
    expect(firstChoice([])).toBeNull();
    expect(
      firstChoice(plan('2026-06-03T13:00:00+02:00', { kind: 'printStore', count: 1 }).options.slice(0, 4)),
    ).toBeNull();
  });
});

describe('determinism', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('gives the same answer to the same question, whatever zone the server runs in', () => {
    const query = { kind: 'copy' as const, offset: { date: '30-03-2026', time: '08:30' } };
    const reference = plan('2026-03-27T11:59:00+01:00', query);
    expect(plan('2026-03-27T11:59:00+01:00', query)).toEqual(reference);
    for (const zone of ['UTC', 'America/New_York', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(plan('2026-03-27T11:59:00+01:00', query)).toEqual(reference);
    }
  });

  it('does not change the shop data it reads', () => {
    const copy = structuredClone(shop);
    plan('2026-06-03T09:00:00+02:00');
    expect(shop).toEqual(copy);
  });
});

describe('shop planning data is checked on the way in', () => {
  it.each([
    { field: 'cutOff', value: '12:60', message: 'Geef een tijd als UU:MM, bijvoorbeeld 12:00.' },
    {
      field: 'closedDates',
      value: ['2026-02-30'],
      message: 'Geef een bestaande datum als JJJJ-MM-DD, bijvoorbeeld 2026-12-24.',
    },
    {
      field: 'deliver',
      value: { active: true, times: ['13:00', '08:30'] },
      message: 'Geef de tijden oplopend en elke tijd één keer.',
    },
    { field: 'deliver', value: { active: true, times: [] }, message: 'Geef minstens één tijd.' },
    { field: 'closedOnHolidays', value: ['carnival'], message: undefined },
  ])('refuses $field $value', ({ field, value, message }) => {
    const result = shopPlanningSchema.safeParse({ ...shop, [field]: value });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it.each([
    { offset: { date: '31-04-2026', time: '08:30' }, ok: false },
    { offset: { date: '2026-04-30', time: '08:30' }, ok: false },
    { offset: { date: '30-04-2026', time: '8:30' }, ok: false },
    { offset: { date: '30-04-2026', time: '08:30' }, ok: true },
  ])('pickup offset $offset.date $offset.time is accepted: $ok', ({ offset, ok }) => {
    expect(pickupOffsetSchema.safeParse(offset).success).toBe(ok);
  });
});
