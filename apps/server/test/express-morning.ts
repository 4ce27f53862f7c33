import { addDays, amsterdamInstant, amsterdamWallClock } from '../src/features/shops/amsterdam-calendar';
import { planDeliveryDates } from '../src/features/shops/delivery-dates';
import { DEMO_SHOPS } from '../src/features/shops/shops.seed';

/**
 * Where the browser tests' server starts its clock (config CLOCK_START, decision 0054): the first
 * 07:00 in Amsterdam, not before `now`, at which every demo shop with spoed offers it for print
 * work the same day, for delivery and for pickup, and still does EXPRESS_WINDOW_MS later: a
 * working day's morning before the spoed cut-off. The planner itself answers, so weekends, Dutch
 * holidays and the shops' closed dates count as they do in the portal. Never a moment in the
 * past: the browser, on the real time, compares cookies with it.
 */
export const EXPRESS_MORNING = '07:00';

/** How long after the start spoed must still be offered: longer than the browser suite runs. */
export const EXPRESS_WINDOW_MS = 2 * 60 * 60_000;

const SEARCH_DAYS = 31;

export function nextExpressMorning(now: Date): Date {
  const [hours, minutes] = EXPRESS_MORNING.split(':').map(Number) as [number, number];
  const expressShops = DEMO_SHOPS.filter((shop) => shop.planning.express.active);
  const offersExpress = (at: Date) =>
    expressShops.every((shop) =>
      (['deliver', 'pickUp'] as const).every((fulfilment) => {
        const plan = planDeliveryDates({ planning: shop.planning, kind: 'print', fulfilment, now: at });
        return plan.available && plan.promise.express?.first.daysAhead === 0;
      }),
    );

  let day = amsterdamWallClock(now).date;
  for (let step = 0; step < SEARCH_DAYS; step++, day = addDays(day, 1)) {
    const morning = amsterdamInstant(day, hours * 60 + minutes);
    if (morning < now) continue;
    if (offersExpress(morning) && offersExpress(new Date(morning.getTime() + EXPRESS_WINDOW_MS)))
      return morning;
  }
  throw new Error(
    `no morning within ${SEARCH_DAYS} days of ${now.toISOString()} on which the demo shops offer spoed`,
  );
}
