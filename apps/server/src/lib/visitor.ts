import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The upload-session cookie identifies a visitor (anonymous or not) across requests. It is
 * httpOnly, so scripts never see it; later the uploads feature binds it to the user at login.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[COOKIE_NAMES.uploadSession];
  if (existing && VISITOR_ID.test(existing)) return existing;
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
