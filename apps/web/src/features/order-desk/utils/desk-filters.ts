import { type OrderStatus, orderStatuses } from '@portal/shared/schemas/order-status';
import {
  type DeskOrdersQuery,
  type DeskSort,
  type DeskView,
  deskSorts,
  deskViews,
} from '@portal/shared/schemas/order-views';

/**
 * The inbox's filters (issue 13 point 9): shop, state, the days of placement (both included)
 * and a search. They live in the page's address (`?vestiging=…&status=…&van=…&tot=…&zoek=…`),
 * so a filtered list can be bookmarked, shared and returned to with the back button; a value
 * that is not valid there is ignored rather than sent.
 */
export type DeskFilters = {
  shopId: string;
  status: OrderStatus | '';
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
  q: string;
  /** The planning view; 'all' is no filter. */
  view: DeskView;
  /** The list's order (issue 32 point 4): placement newest first unless chosen. */
  sort: DeskSort;
  dir: 'asc' | 'desc';
};

export const NO_FILTERS: DeskFilters = {
  shopId: '',
  status: '',
  from: '',
  to: '',
  q: '',
  view: 'all',
  sort: 'placedAt',
  dir: 'desc',
};

/** The address's parameter of each filter. */
const PARAMS: Record<keyof DeskFilters, string> = {
  shopId: 'vestiging',
  status: 'status',
  from: 'van',
  to: 'tot',
  q: 'zoek',
  view: 'weergave',
  sort: 'sorteer',
  dir: 'richting',
};
/** The values the address leaves out: the defaults. */
const DEFAULTS: Partial<Record<keyof DeskFilters, string>> = { view: 'all', sort: 'placedAt', dir: 'desc' };

/** The search's longest text (the contract's limit). */
export const SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar ('2026-02-30' is not: the date would roll over). */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const isStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

const oneOf = <T extends string>(values: readonly T[], value: string, otherwise: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : otherwise;

/** The filters an address names; what is missing or not valid is no filter. */
export function filtersFromParams(params: URLSearchParams): DeskFilters {
  const value = (key: keyof DeskFilters) => params.get(PARAMS[key])?.trim() ?? '';
  const status = value('status');
  return {
    shopId: UUID.test(value('shopId')) ? value('shopId') : '',
    status: isStatus(status) ? status : '',
    from: isDay(value('from')) ? value('from') : '',
    to: isDay(value('to')) ? value('to') : '',
    q: value('q').slice(0, SEARCH_MAX_LENGTH),
    view: oneOf(deskViews, value('view'), 'all'),
    sort: oneOf(deskSorts, value('sort'), 'placedAt'),
    dir: value('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** `current` with the filters replaced: other parameters of the address stay as they are. */
export function paramsWithFilters(current: URLSearchParams, filters: DeskFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(PARAMS) as (keyof DeskFilters)[]) {
    const value = filters[key].trim();
    if (value && value !== DEFAULTS[key]) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

/** Whether any filter is set (the order of the list is no filter). */
export function isFiltered(filters: DeskFilters): boolean {
  const { sort: _sort, dir: _dir, view, ...rest } = filters;
  return view !== 'all' || Object.values(rest).some((value) => value.trim() !== '');
}

/** Whether the days make a range: 'from' after 'to' finds nothing and is said instead of asked. */
export function isValidRange(filters: DeskFilters): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** The list call's query for the filters: only the filters that are set. */
export function deskQueryOf(filters: DeskFilters): DeskOrdersQuery {
  const q = filters.q.trim();
  return {
    ...(filters.shopId ? { shopId: filters.shopId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { placedFrom: filters.from } : {}),
    ...(filters.to ? { placedTo: filters.to } : {}),
    ...(q ? { q } : {}),
    ...(filters.view !== 'all' ? { view: filters.view } : {}),
    ...(filters.sort !== 'placedAt' || filters.dir !== 'desc'
      ? { sort: filters.sort, dir: filters.dir }
      : {}),
  };
}
