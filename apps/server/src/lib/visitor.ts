import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

/** The visitor's id when the browser already has the cookie; never sets one. */
export function knownVisitorIdOf(request: FastifyRequest): string | undefined {
  const existing = request.cookies[COOKIE_NAMES.uploadSession];
  return existing && VISITOR_ID.test(existing) ? existing : undefined;
}

/**
 * The upload-session cookie identifies a visitor (anonymous or not) across requests, set on
 * first use. It is httpOnly, so scripts never see it; the uploads feature binds it to the user
 * (decision 0009).
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = knownVisitorIdOf(request);
  if (existing) return existing;
  const created = randomBytes(32).toString('base64url');
  reply.setCookie(COOKIE_NAMES.uploadSession, created, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
  // Remember it for the rest of this request, too.
  request.cookies[COOKIE_NAMES.uploadSession] = created;
  return created;
}
