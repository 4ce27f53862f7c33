import { createHash } from 'node:crypto';

/** How long a key is kept at least (decision 0047; the IETF draft asks for at least 24 hours). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The first answer to a key, given again to a replay. */
export type StoredAnswer = { status: number; body: unknown };

/**
 * The Idempotency-Key of an order's placement (decision 0047): what is stored with a key and how
 * a request is fingerprinted; the key's rows are idempotency.repository.ts's.
 */

/**
 * What claiming a key found: 'claimed' (go on, and completeKey before committing), a replay of the
 * first answer, 'conflict' (the key was used for another body: answer 422) or 'inProgress' (the
 * first request has not finished: answer 409).
 */
export type ClaimOutcome = 'claimed' | { replay: StoredAnswer } | 'conflict' | 'inProgress';

/** Object keys sorted at every level, so that the same body always gives the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([name, entry]) => [name, canonical(entry)]));
  }
  return value;
}

/** SHA-256 (hex) of a request body's canonical JSON: key order and undefined fields do not count. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? 'null')
    .digest('hex');
}
