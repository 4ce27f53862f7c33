/**
 * The fields of `after` that differ from `before`: an edit sends only these (edits are partial,
 * decision 0112), and none means nothing to save (spec 02 section 4: save disabled until changed).
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}

/** '89,50' or '89.50' or '89' → 8950 cents; null when it is no amount of 0 up to 1.000.000,00. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= 100_000_000 ? cents : null;
}

/** 8950 → '89,50', as the price field shows it. */
export function eurosText(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
