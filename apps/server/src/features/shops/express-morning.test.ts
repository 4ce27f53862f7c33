import { describe, expect, it } from 'vitest';
import { nextExpressMorning } from '../../../test/express-morning';

/** The browser tests' server starts its clock here (apps/server/test/express-morning.ts, decision 0054). */
describe('the morning the browser tests start at', () => {
  it.each([
    ['before 07:00 on a working day: that day', '2026-04-14T06:30:00+02:00', '2026-04-14T07:00:00+02:00'],
    ['at 07:00 itself: that moment', '2026-04-14T07:00:00+02:00', '2026-04-14T07:00:00+02:00'],
    ['just after 07:00: the next working day', '2026-04-14T07:00:01+02:00', '2026-04-15T07:00:00+02:00'],
    ['on a Friday afternoon: Monday', '2026-04-17T15:00:00+02:00', '2026-04-20T07:00:00+02:00'],
    [
      'over Easter: the Tuesday after Easter Monday',
      '2026-04-04T10:00:00+02:00',
      '2026-04-07T07:00:00+02:00',
    ],
    ['before Koningsdag: the day after', '2026-04-26T20:00:00+02:00', '2026-04-28T07:00:00+02:00'],
    [
      'before Liberation Day, on which Rotterdam closes',
      '2026-05-04T12:00:00+02:00',
      '2026-05-06T07:00:00+02:00',
    ],
    [
      'before Christmas Eve, a closed date of every shop',
      '2026-12-23T09:00:00+01:00',
      '2026-12-28T07:00:00+01:00',
    ],
    ['across the change to summer time', '2026-03-27T12:00:00+01:00', '2026-03-30T07:00:00+02:00'],
  ])('%s', (_case, now, expected) => {
    expect(nextExpressMorning(new Date(now))).toEqual(new Date(expected));
  });
});
