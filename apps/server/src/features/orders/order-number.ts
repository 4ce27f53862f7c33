/**
 * Order numbers as customers and staff read them (decision 0047): the year of placement in
 * Amsterdam, a hyphen and that year's counter, at least six digits: '2026-000123'. Pure.
 */
export function formatOrderNumber(year: number, value: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`order number value ${value}`);
  return `${year}-${String(value).padStart(6, '0')}`;
}

const amsterdamYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' });

/** The year an order placed at `at` is numbered in: Amsterdam's, so New Year's night counts right. */
export function orderNumberYear(at: Date): number {
  return Number(amsterdamYear.format(at));
}
