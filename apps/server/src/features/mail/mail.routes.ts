import { apiErrorSchema } from '@portal/shared/schemas/common';
import { sendMailBodySchema, sendMailResponseSchema } from '@portal/shared/schemas/mail';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailService } from './mail.service';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.post(
    '/mail',
    {
      schema: {
        tags: ['mail'],
        summary: 'Sends a contact or account-termination message to a configured recipient key',
        body: sendMailBodySchema,
        response: {
          202: sendMailResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await mail.sendMessage(request.body);
      return reply.status(202).send({ sent: true as const });
    },
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Outside production: the latest outbox mails, readable when no SMTP server is configured. */
export const devMailRoutes: FastifyPluginAsync<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/mail.json', { schema: { hide: true } }, async () => ({ mails: await mail.latest(50) }));
  app.get('/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await mail.latest(50);
    const items = rows
      .map(
        (row) =>
          `<article><h2>${escapeHtml(row.subject)}</h2><p>Aan: ${escapeHtml(row.recipient)} · ${row.status} · ${row.createdAt.toISOString()}</p><pre>${escapeHtml(row.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Uitgaande mail</title></head><body><h1>Uitgaande mail (ontwikkeling)</h1>${items || '<p>Nog geen mail.</p>'}</body></html>`,
      );
  });
};
