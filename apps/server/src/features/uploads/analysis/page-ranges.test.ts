import { describe, expect, it } from 'vitest';
import { planRanges } from './page-ranges';

describe('planRanges', () => {
  it.each([
    [1, 2, 8, [[1, 1]]],
    [
      3,
      2,
      8,
      [
        [1, 2],
        [3, 3],
      ],
    ],
    [
      14,
      2,
      8,
      [
        [1, 7],
        [8, 14],
      ],
    ],
    [
      20,
      2,
      8,
      [
        [1, 8],
        [9, 16],
        [17, 20],
      ],
    ],
    [
      5,
      1,
      2,
      [
        [1, 2],
        [3, 4],
        [5, 5],
      ],
    ],
    [0, 2, 8, []],
  ])('%i pages on %i workers, at most %i per task', (pages, workers, perTask, expected) => {
    expect(planRanges(pages, workers, perTask).map(({ first, last }) => [first, last])).toEqual(expected);
  });
});
