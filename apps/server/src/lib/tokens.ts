import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a mail link: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
