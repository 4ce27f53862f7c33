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

/** The visitor's id when the browser holds a cookie this server issued; never sets one. */
export function knownVisitorIdOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[COOKIE_NAMES.uploadSession];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && VISITOR_ID.test(value) ? value : undefined;
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
export const visitorHashOf = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex');
