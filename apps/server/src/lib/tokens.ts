import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An unguessable token for a mail link: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A key of its own for one use, derived from the one server secret under `label`, so that no
 * key can stand in for another (cookie signing, refresh-token rotation).
 */
export function deriveKey(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(label).digest();
}
