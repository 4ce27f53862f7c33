import type { SendMailBody } from '@portal/shared/schemas/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createMailRepository, type OutboxRow } from './mail.repository';
import type { MailTransport } from './mail.transport';
import { nextRetryAt } from './retry-policy';

/** A claimed mail is not offered again for this long while its delivery is under way. */
const DELIVERY_LEASE_MS = 5 * 60_000;

type Deps = { db: Db; clock: Clock; transport: MailTransport; config: Config; log: FastifyBaseLogger };

export function createMailService(deps: Deps) {
  const repository = createMailRepository(deps.db);
  const listeners = new Set<() => void>();

  function composeMessageMail(body: SendMailBody, recipient: string) {
    const lines = [
      body.title || body.subject,
      '',
      `Van: ${body.userInfo.name} <${body.userInfo.email}>`,
      '',
      body.message,
      '',
      `— verzonden via het ${deps.config.brand.name} portaal`,
    ];
    return {
      recipient,
      replyTo: body.userInfo.email,
      subject: `[${deps.config.brand.name}] ${body.subject}`,
      text: lines.join('\n'),
    };
  }

  /** The configured address behind a recipient key ('constructor' and friends are not keys). */
  function recipientOf(key: string): string {
    const recipient = Object.hasOwn(deps.config.mailRecipients, key)
      ? deps.config.mailRecipients[key]
      : undefined;
    if (!recipient) throw new AppError(400, 'UNKNOWN_RECIPIENT');
    return recipient;
  }

  function notifyQueued(): void {
    for (const listener of listeners) listener();
  }

  return {
    /**
     * Queues a mail. Pass the transaction of the change that causes it, so that both are
     * committed together, and call notifyQueued() after the commit.
     */
    async queue(
      mail: { recipient: string; subject: string; text: string; replyTo?: string },
      executor: Db = deps.db,
    ): Promise<OutboxRow> {
      return repository.enqueue(mail, executor);
    },
    notifyQueued,

    /**
     * Queues a message from the contact or termination form. The client names a recipient
     * key; the address comes from configuration, so the endpoint cannot relay mail anywhere else.
     */
    async sendMessage(body: SendMailBody): Promise<OutboxRow> {
      const recipient = recipientOf(body.to);
      const row = await repository.enqueue(composeMessageMail(body, recipient));
      notifyQueued();
      return row;
    },

    /** Delivers what is due; returns how many mails were sent. Safe to run on several instances. */
    async deliverDue(limit = 20): Promise<number> {
      if (!deps.transport) return 0;
      const now = deps.clock.now();
      const claimed = await repository.claimDue(now, new Date(now.getTime() + DELIVERY_LEASE_MS), limit);
      let sent = 0;
      for (const mail of claimed) {
        try {
          await deps.transport.send({
            from: deps.config.mailFrom,
            to: mail.recipient,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await repository.markSent(mail.id, deps.clock.now());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt = nextRetryAt(mail.attempts, deps.clock.now());
          deps.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail delivery failed');
          await repository.markFailedAttempt(mail.id, message, retryAt);
        }
      }
      return sent;
    },

    recipientOf,

    latest: (limit: number) => repository.latest(limit),
    count: () => repository.count(),
    hasTransport: () => deps.transport !== undefined,
    onEnqueued(listener: () => void): void {
      listeners.add(listener);
    },
    close(): void {
      deps.transport?.close();
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
