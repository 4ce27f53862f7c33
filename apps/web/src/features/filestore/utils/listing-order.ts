import { type FolderSort, folderSortSchema } from '@portal/shared/schemas/filestore';
import type { ListingOrder, SortDirection } from '../api/filestore-queries';

/**
 * How a folder's table is sorted lives in the page's address (`?sorteer=grootte&volgorde=af`), so
 * a reload, a bookmark and the back button keep it. A value that is not valid there is ignored.
 */
const SORT_PARAM = 'sorteer';
const DIRECTION_PARAM = 'volgorde';

/** The address's word for each sort key. */
const SORT_WORDS: Record<FolderSort, string> = {
  name: 'naam',
  date: 'datum',
  size: 'grootte',
  pages: 'paginas',
};
const DIRECTION_WORDS: Record<SortDirection, string> = { asc: 'op', desc: 'af' };

export const DEFAULT_ORDER: ListingOrder = { sort: 'name', direction: 'asc' };

const keyOf = <K extends string>(words: Record<K, string>, word: string | null): K | undefined =>
  (Object.keys(words) as K[]).find((key) => words[key] === word);

export function orderFromParams(params: URLSearchParams): ListingOrder {
  const sort = keyOf(SORT_WORDS, params.get(SORT_PARAM));
  const direction = keyOf(DIRECTION_WORDS, params.get(DIRECTION_PARAM));
  return {
    sort: sort && folderSortSchema.safeParse(sort).success ? sort : DEFAULT_ORDER.sort,
    direction: direction ?? DEFAULT_ORDER.direction,
  };
}

/** `current` with the order replaced (the default leaves the address clean); other parameters stay. */
export function paramsWithOrder(current: URLSearchParams, order: ListingOrder): URLSearchParams {
  const next = new URLSearchParams(current);
  if (order.sort === DEFAULT_ORDER.sort && order.direction === DEFAULT_ORDER.direction) {
    next.delete(SORT_PARAM);
    next.delete(DIRECTION_PARAM);
  } else {
    next.set(SORT_PARAM, SORT_WORDS[order.sort]);
    next.set(DIRECTION_PARAM, DIRECTION_WORDS[order.direction]);
  }
  return next;
}

/**
 * A click on a column's head: that column ascending, or the other way round when it already
 * sorts the table. Dates start with the newest, as people look for what came last.
 */
export function nextOrder(current: ListingOrder, sort: FolderSort): ListingOrder {
  if (current.sort === sort) return { sort, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: sort === 'date' ? 'desc' : 'asc' };
}

type Named = { name: string; createdAt: string };
const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/**
 * The subfolders in the table's order. The server sends them by name; by date they follow the
 * dates, and by size or pages (which a folder has not) they stay by name.
 */
export function sortFolders<F extends Named>(folders: readonly F[], order: ListingOrder): F[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  const byName = (a: F, b: F) => collator.compare(a.name, b.name);
  if (order.sort === 'name') return [...folders].sort((a, b) => sign * byName(a, b));
  if (order.sort === 'date')
    return [...folders].sort((a, b) => sign * (a.createdAt.localeCompare(b.createdAt) || byName(a, b)));
  return [...folders].sort(byName);
}
