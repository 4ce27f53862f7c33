import { describe, expect, it } from 'vitest';
import { createJwt } from './jwt';

const claims = { userId: 'user-1', sessionId: 'session-1' };
const at = (iso: string) => new Date(iso);

describe('bearer tokens', () => {
  const jwt = createJwt('a-secret-of-enough-length-for-hs256');

  it('verifies its own tokens, also the second time (from the cache)', async () => {
    const token = await jwt.sign(claims, at('2030-01-01T12:00:00Z'));
    expect(await jwt.verify(token, at('2030-01-01T11:00:00Z'))).toEqual(claims);
    expect(await jwt.verify(token, at('2030-01-01T11:30:00Z'))).toEqual(claims);
  });

  it('refuses a token once it expired, even after it verified before', async () => {
    const token = await jwt.sign(claims, at('2030-01-01T12:00:00Z'));
    expect(await jwt.verify(token, at('2030-01-01T11:59:00Z'))).toEqual(claims);
    expect(await jwt.verify(token, at('2030-01-01T12:00:01Z'))).toBeNull();
  });

  it('refuses a token with a changed payload or another secret', async () => {
    const token = await jwt.sign(claims, at('2030-01-01T12:00:00Z'));
    expect(await jwt.verify(token, at('2030-01-01T11:00:00Z'))).toEqual(claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', exp: 1924992000 })).toString(
      'base64url',
    );
    expect(await jwt.verify(`${header}.${forged}.${signature}`, at('2030-01-01T11:00:00Z'))).toBeNull();
    const other = createJwt('another-secret-of-enough-length-x');
    expect(await other.verify(token, at('2030-01-01T11:00:00Z'))).toBeNull();
  });
});
