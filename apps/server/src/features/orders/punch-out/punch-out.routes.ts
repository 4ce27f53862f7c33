import { PUNCH_OUT_FORM_FIELD } from '@portal/shared/schemas/orders';
import { themeNameSchema } from '@portal/shared/schemas/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Failure, isFailure } from '../../../platform/failure';
import { sendFailure } from '../../../platform/routes';
import { CALLBACK_URL_MAX_LENGTH } from './callback-address';
import { type PunchOutService, type PunchOutStart, punchOutStartSchema } from './punch-out.service';

/**
 * The start of a purchasing-portal session (decision 0055). The purchasing system opens
 * `GET /api/v3/punch-out/{theme}/start?HOOK_URL=…&BUYER_COOKIE=…` in the customer's browser; the
 * address is checked against the theme's data and kept in a signed, httpOnly cookie that only
 * the order call receives, and the browser goes on to the theme's portal. Not an endpoint of the
 * API reference: it answers a browser with a redirect, not JSON (a refusal still answers
 * `{ error, message }`).
 */

const PUNCH_OUT_COOKIE = 'punch_out';
/** Only placing an order reads it. */
const PUNCH_OUT_COOKIE_PATH = '/api/v3/orders';
/** A working day: a purchasing session that is left open longer starts again from its system. */
const PUNCH_OUT_COOKIE_MAX_AGE_SECONDS = 8 * 60 * 60;

const startQuerySchema = z.object({
  HOOK_URL: z.string().trim().min(1).max(CALLBACK_URL_MAX_LENGTH).optional(),
  BUYER_COOKIE: z.string().trim().min(1).max(512).optional(),
});

const cookieOptions = (request: FastifyRequest) =>
  ({
    path: PUNCH_OUT_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
  }) as const;

/** What the purchasing system said at the start, when this browser holds a cookie we issued. */
export function punchOutStartOf(request: FastifyRequest): PunchOutStart | null {
  const raw = request.cookies[PUNCH_OUT_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  try {
    const parsed = punchOutStartSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The order went back: the session's address is used up. */
export function endPunchOutSession(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[PUNCH_OUT_COOKIE]) reply.clearCookie(PUNCH_OUT_COOKIE, cookieOptions(request));
}

export async function registerPunchOutStart(app: FastifyInstance, punchOut: PunchOutService): Promise<void> {
  app.get(
    '/api/v3/punch-out/:theme/start',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const theme = themeNameSchema.safeParse((request.params as { theme?: unknown }).theme);
      const query = startQuerySchema.safeParse(request.query);
      if (!theme.success) return sendFailure(reply, new Failure('PUNCH_OUT_UNAVAILABLE'));
      if (!query.success) return sendFailure(reply, new Failure('PUNCH_OUT_CALLBACK_NOT_ALLOWED'));
      const start = await punchOut.start(theme.data, {
        hookUrl: query.data.HOOK_URL ?? null,
        buyerCookie: query.data.BUYER_COOKIE ?? null,
      });
      if (isFailure(start)) return sendFailure(reply, start);
      if (start.hookUrl === null) reply.clearCookie(PUNCH_OUT_COOKIE, cookieOptions(request));
      else
        reply.setCookie(PUNCH_OUT_COOKIE, Buffer.from(JSON.stringify(start)).toString('base64url'), {
          ...cookieOptions(request),
          maxAge: PUNCH_OUT_COOKIE_MAX_AGE_SECONDS,
        });
      return reply.redirect(`/${theme.data}`, 303);
    },
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Outside production: a stand-in for a purchasing system, the demo portal's default address. It
 * shows the order document a portal order posted back, as the purchasing system would receive it.
 */
export async function registerDevPunchOutReceiver(app: FastifyInstance): Promise<void> {
  await app.register(
    async (dev) => {
      dev.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      dev.post('/punch-out', { schema: { hide: true } }, async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string | undefined>;
        const encoded = fields[PUNCH_OUT_FORM_FIELD] ?? '';
        const document = Buffer.from(encoded, 'base64').toString('utf8');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Inkoopsysteem (ontwikkeling)</title></head><body><h1>Ontvangen in het inkoopsysteem (ontwikkeling)</h1><p>Dit is wat een inkoopsysteem uit het portaal ontvangt, in het veld ${PUNCH_OUT_FORM_FIELD}.</p><pre>${escapeHtml(document) || 'Geen orderbericht ontvangen.'}</pre><p><a href="/inkoopportaal">Terug naar het inkoopportaal</a></p></body></html>`,
          );
      });
    },
    { prefix: '/dev' },
  );
}
