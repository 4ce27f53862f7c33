import type { HistoryAction } from '@portal/shared/schemas/print-store-admin';

/**
 * What a history row says about a change (issue 30 point 4, decision 0112): small and readable
 * by an admin. A change lists each field that changed as `{ from, to }`; a creation or a deletion
 * the item's main fields. Long texts are shortened: the history says that a description changed
 * and how it began, it does not keep every version of it.
 */

/** Texts in a history row at most this long. */
export const HISTORY_TEXT_MAX = 200;

const shortened = (value: unknown): unknown => {
  if (typeof value === 'string' && value.length > HISTORY_TEXT_MAX)
    return `${value.slice(0, HISTORY_TEXT_MAX - 1)}…`;
  if (Array.isArray(value)) return value.map(shortened);
  // A change's { from, to }.
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
};

/** The details as stored: every text shortened. */
export function shortDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key, shortened(value)]));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose value differs from `before`, each as `{ from, to }`. Only the keys
 * of `after` count: an edit sends only the fields it changes.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || same(before[key], value)) continue;
    changes[key] = { from: before[key], to: value };
  }
  return changes;
}

/** The fields a change sets that differ from what was there: only those are written. */
export function onlyChanged<T extends Record<string, unknown>>(before: T, after: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const value = after[key];
    if (value !== undefined && !same(before[key], value)) changes[key] = value;
  }
  return changes;
}

/**
 * The action of a change: hiding and showing are what an admin looks for in a history, so a
 * change of `active` is named so (with the other fields of the same save in its details).
 */
export function actionOf(changes: Record<string, { from: unknown; to: unknown }>): HistoryAction {
  const active = changes.active;
  if (active) return active.to ? 'shown' : 'hidden';
  return 'changed';
}
