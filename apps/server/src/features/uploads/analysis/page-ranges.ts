/** A run of pages (1-based, inclusive) measured as one task. */
export interface PageRange {
  first: number;
  last: number;
}

/**
 * Splits a file's pages into ranges for the shared queue: at most `pagesPerTask` pages, so a
 * worker comes back often enough to pick up other files' work, and no more ranges than it
 * takes to give every worker a share of a small file.
 */
export function planRanges(pageCount: number, workers: number, pagesPerTask: number): PageRange[] {
  const perTask = Math.max(1, Math.min(pagesPerTask, Math.ceil(pageCount / Math.max(1, workers))));
  const ranges: PageRange[] = [];
  for (let first = 1; first <= pageCount; first += perTask)
    ranges.push({ first, last: Math.min(pageCount, first + perTask - 1) });
  return ranges;
}
