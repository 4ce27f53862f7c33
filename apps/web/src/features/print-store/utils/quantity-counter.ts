/**
 * A quantity counter's value (spec 02 section 5): what is not a whole number of at least 1
 * reverts to 1, and more than the maximum becomes the maximum.
 */
export function counterValue(text: string, max: number | null): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) return 1;
  return max !== null && value > max ? max : value;
}

/** A value typed that may apply at once: a whole number from 1 up to the maximum; else null. */
export function counterWhileTyping(text: string, max: number | null): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && (max === null || value <= max) ? value : null;
}
