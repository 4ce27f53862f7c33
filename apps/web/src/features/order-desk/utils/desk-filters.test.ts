import { describe, expect, it } from 'vitest';
import {
  deskQueryOf,
  filtersFromParams,
  isFiltered,
  isValidRange,
  NO_FILTERS,
  paramsWithFilters,
} from './desk-filters';

const SHOP = '00000000-0000-4000-8000-000000000500';

describe('the inbox filters in the address', () => {
  it('reads valid filters and ignores the rest', () => {
    const params = new URLSearchParams(
      `vestiging=${SHOP}&status=shipped&van=2026-03-01&tot=2026-02-30&zoek=%20Jansen%20&dlg=orders`,
    );
    expect(filtersFromParams(params)).toEqual({
      shopId: SHOP,
      status: 'shipped',
      from: '2026-03-01',
      // Not a day of the calendar.
      to: '',
      q: 'Jansen',
      view: 'all',
      sort: 'placedAt',
      dir: 'desc',
    });
    expect(filtersFromParams(new URLSearchParams('vestiging=utrecht&status=verzonden&van=1-3-2026'))).toEqual(
      NO_FILTERS,
    );
  });

  it('writes the filters that are set and keeps other parameters', () => {
    const next = paramsWithFilters(new URLSearchParams('dlg=orders&zoek=oud'), {
      ...NO_FILTERS,
      status: 'received',
      from: '2026-03-01',
    });
    expect(next.toString()).toBe('dlg=orders&status=received&van=2026-03-01');
  });

  it('builds the list query from the filters that are set', () => {
    expect(deskQueryOf(NO_FILTERS)).toEqual({});
    expect(
      deskQueryOf({
        shopId: SHOP,
        status: 'in_production',
        from: '2026-03-01',
        to: '2026-03-31',
        q: ' 2026-00 ',
        view: 'all',
        sort: 'placedAt',
        dir: 'desc',
      }),
    ).toEqual({
      shopId: SHOP,
      status: 'in_production',
      placedFrom: '2026-03-01',
      placedTo: '2026-03-31',
      q: '2026-00',
    });
  });

  it('reads, writes and asks the planning view and the sort; the defaults stay out of the address', () => {
    const filters = filtersFromParams(new URLSearchParams('weergave=overdue&sorteer=promised&richting=asc'));
    expect(filters).toEqual({ ...NO_FILTERS, view: 'overdue', sort: 'promised', dir: 'asc' });
    expect(deskQueryOf(filters)).toEqual({ view: 'overdue', sort: 'promised', dir: 'asc' });
    expect(paramsWithFilters(new URLSearchParams('weergave=dueToday'), NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('weergave=later&sorteer=prijs&richting=op'))).toEqual(
      NO_FILTERS,
    );
    // The order of the list is no filter; a view is.
    expect(isFiltered({ ...NO_FILTERS, sort: 'shop', dir: 'asc' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, view: 'dueToday' })).toBe(true);
  });

  it('knows a filtered list and a range that ends before it starts', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: 'x' })).toBe(true);
    expect(isValidRange({ ...NO_FILTERS, from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isValidRange({ ...NO_FILTERS, from: '2026-03-01' })).toBe(true);
  });
});
