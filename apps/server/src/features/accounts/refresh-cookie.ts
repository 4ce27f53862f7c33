import { REFRESH_COOKIE_PATH, SCRIPT_REQUEST_HEADER } from '@portal/shared/api/request-headers';
import { COOKIE_NAMES } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh cookie (decision 0035): a random token that renews a login's short-lived bearer
 * token. httpOnly, so no script ever reads it; SameSite=Strict and only sent to the login calls
 * (REFRESH_COOKIE_PATH); Secure in production and over https. A browser-session cookie unless the user chose
 * 'Ingelogd blijven'. The server keeps only its hash, on the session row.
 */

/** 256 random bits in base64url. */
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new refresh token; `maxAgeSeconds` (until the session ends) only with 'Ingelogd blijven'. */
export type RefreshCookie = { token: string; maxAgeSeconds?: number };

/** The refresh token the browser sent, when it looks like one of ours. */
export function refreshTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIE_NAMES.session];
  return value && REFRESH_TOKEN.test(value) ? value : undefined;
}

/**
 * Whether a call that the cookie alone would authorise comes from our own page's script: it
 * carries the custom header (another site cannot send one without a CORS preflight, which is
 * never granted) and, where the browser says where it comes from, from this origin.
 */
export function isScriptRequest(request: FastifyRequest): boolean {
  if (request.headers[SCRIPT_REQUEST_HEADER.name] !== SCRIPT_REQUEST_HEADER.value) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/**
 * Where the cookie is marked Secure. In production always: the request's own protocol is only
 * known behind a proxy that TRUST_PROXY names, and a TLS proxy that is not named would otherwise
 * get a cookie the browser also sends over plain http. Browsers accept a Secure cookie from
 * http://localhost, so a production build tried on one's own machine still works. Elsewhere
 * (development, tests) Secure when the request came over https.
 */
export type RefreshCookiePolicy = { alwaysSecure: boolean };

const baseOptions = (request: FastifyRequest, policy: RefreshCookiePolicy) =>
  ({
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: policy.alwaysSecure || request.protocol === 'https',
  }) as const;

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: RefreshCookie,
  policy: RefreshCookiePolicy,
): void {
  reply.setCookie(COOKIE_NAMES.session, cookie.token, {
    ...baseOptions(request, policy),
    // Without 'Ingelogd blijven' no Max-Age: the browser forgets the cookie when it closes.
    ...(cookie.maxAgeSeconds === undefined ? {} : { maxAge: cookie.maxAgeSeconds }),
  });
}

export function clearRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: RefreshCookiePolicy,
): void {
  reply.clearCookie(COOKIE_NAMES.session, baseOptions(request, policy));
}
