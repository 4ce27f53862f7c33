/** After this many failed attempts a mail is marked failed and left for staff to look at. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/**
 * When to try again after the n-th failed attempt: 30 s, 1, 2, 4 … minutes, at most an hour;
 * null when the mail has had its last attempt.
 */
export function nextRetryAt(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delayMs = Math.min(30_000 * 2 ** (failedAttempts - 1), 3_600_000);
  return new Date(now.getTime() + delayMs);
}
