import { sendMail } from '@portal/shared/api/mail.api';
import type { FastifyInstance } from 'fastify';
import { isFailure } from '../../platform/failure';
import { type RouteDefinition, route } from '../../platform/routes';
import type { MailService } from './mail.service';

export function mailRoutes(mail: MailService): RouteDefinition[] {
  return [
    route(
      sendMail,
      async ({ body }) => {
        const queued = await mail.sendMessage(body);
        if (isFailure(queued)) return queued;
        mail.notifyQueued();
        return { sent: true as const };
      },
      { bodyLimit: 32 * 1024, rateLimit: { max: 5, timeWindow: '10 minutes' } },
    ),
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Outside production, when mail has nowhere else to go: the latest outbox mails as a page and as
 * JSON. Not an API endpoint (no contract): a developer's tool, never beside a real SMTP server,
 * since the outbox holds reset links.
 */
export async function registerDevMailPages(app: FastifyInstance, mail: MailService): Promise<void> {
  await app.register(
    async (dev) => {
      dev.get('/mail.json', { schema: { hide: true } }, async () => ({ mails: await mail.latest(50) }));
      dev.get('/mail', { schema: { hide: true } }, async (_request, reply) => {
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
    },
    { prefix: '/dev' },
  );
}
