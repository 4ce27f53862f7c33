import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; sessionId: string };

/** Verified tokens kept (per instance) so that a burst of requests checks a signature once. */
const MAX_VERIFIED = 1000;

/** Bearer tokens are signed HS256 and name a session row; the row decides whether they still count. */
export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Token → its claims and expiry. The key is the whole token, signature included, so only a
  // token that verified once is ever found here; expiry is still checked on every use. Upload
  // chunks (about 2,000 per GB) each carry the token: this saves a signature check per chunk.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known && now.getTime() < known.expiresAt) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
