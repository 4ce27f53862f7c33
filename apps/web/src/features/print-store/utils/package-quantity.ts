/**
 * A package's quantity (spec 02 section 5): it starts at maxOrderAmount when the package has one,
 * else at 1; a maximum of 1 is a fixed count, not a counter.
 */
export function packageQuantityRule(maxOrderAmount: number | null): {
  initial: number;
  max: number | null;
  fixed: boolean;
} {
  return { initial: maxOrderAmount ?? 1, max: maxOrderAmount, fixed: maxOrderAmount === 1 };
}
