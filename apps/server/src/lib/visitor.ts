import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The upload-session cookie identifies a visitor (anonymous or not) across requests. Only the
 * server issues it: the value is signed (the cookie plugin's secret), so one a client makes up
 * is not recognised, and it is replaced at every login (decisions 0009 and 0029). It is
 * httpOnly, so scripts never see it; the server stores only its hash.
 */

/**
 * Cookies checked (and their hashes) kept so that a page's burst of calls, and upload chunks,
 * check a signature and hash an id once instead of with every call: each is an HMAC or a SHA-256
 * with a key object made anew, a tenth of a cart call's CPU (decision 0058). Per server, since
 * a signature is only valid for the secret of the server that checks it; the oldest go first.
 */
const MAX_KEPT = 10_000;
const checkedCookies = new WeakMap<object, Map<string, string | undefined>>();
const hashes = new Map<string, string>();

function keep<V>(kept: Map<string, V>, key: string, value: V): V {
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, value);
  return value;
}

/** The visitor's id when the browser holds a cookie this server issued; never sets one. */
export function knownVisitorIdOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[COOKIE_NAMES.uploadSession];
  if (!raw) return undefined;
  let checked = checkedCookies.get(request.server);
  if (!checked) {
    checked = new Map();
    checkedCookies.set(request.server, checked);
  }
  if (checked.has(raw)) return checked.get(raw);
  const { valid, value } = request.unsignCookie(raw);
  return keep(checked, raw, valid && value && VISITOR_ID.test(value) ? value : undefined);
}

/** The visitor's id, issuing a new cookie when the browser has none of ours. */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  return knownVisitorIdOf(request) ?? issueVisitorId(request, reply);
}

/** Issues a fresh visitor id in a new cookie (first visit, or a login rotating the old one). */
export function issueVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const created = randomBytes(32).toString('base64url');
  reply.setCookie(COOKIE_NAMES.uploadSession, created, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    signed: true,
  });
  // Remember it for the rest of this request, too.
  request.cookies[COOKIE_NAMES.uploadSession] = reply.signCookie(created);
  return created;
}

/** The cookie is a bearer secret (previews, post-it closes): only its hash is stored. */
export const visitorHashOf = (visitorId: string): string =>
  hashes.get(visitorId) ?? keep(hashes, visitorId, createHash('sha256').update(visitorId).digest('hex'));
