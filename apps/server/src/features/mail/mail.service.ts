import { randomUUID } from 'node:crypto';
import type { SendMailBody } from '@portal/shared/schemas/mail';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import type { JobQueue } from '../../platform/jobs/job-runner';
import { deliverMailJob } from './mail.jobs';
import type { MailRepository, OutboxRow } from './mail.repository';
import type { MailTransport } from './mail.transport';

type Deps = {
  repository: MailRepository;
  clock: Clock;
  config: Config;
  jobs: JobQueue;
  /** Undefined without SMTP_URL: mail then stays in the outbox (readable at /dev/mail). */
  transport: MailTransport;
};

export type OutgoingMailContent = {
  recipient: string;
  subject: string;
  /** Always there: the plain-text part, and all that clients without HTML show. */
  text: string;
  /** An HTML alternative of the same content (outbox column html); every typed text in it escaped. */
  html?: string;
  replyTo?: string;
};

/**
 * A new Message-ID on the sender's domain ('Portaal <portaal@drukwerk.example>' gives
 * '<uuid@drukwerk.example>'), as RFC 5322 asks: unique, and the right half a domain of ours.
 */
export function newMessageId(mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Mail through the outbox (decision 0003): a mail is a row written in the transaction of the
 * change that causes it, with a delivery job beside it; the job runner delivers it with retries.
 */
export function createMailService(deps: Deps) {
  const { repository, config } = deps;

  function composeMessageMail(body: SendMailBody, recipient: string): OutgoingMailContent {
    const lines = [
      body.title || body.subject,
      '',
      body.userInfo.name
        ? `Van: ${body.userInfo.name} <${body.userInfo.email}>`
        : `Van: ${body.userInfo.email}`,
      '',
      body.message,
      '',
      `— verzonden via het ${config.brand.name} portaal`,
    ];
    return {
      recipient,
      replyTo: body.userInfo.email,
      subject: `[${config.brand.name}] ${body.subject}`,
      text: lines.join('\n'),
    };
  }

  /**
   * The configured address behind a recipient key ('constructor' and friends are not keys). The
   * print store's requests go to the contact address where no address of their own is set, so a
   * configuration from before them keeps working.
   */
  function recipientOf(key: string): string | undefined {
    const configured = (name: string) =>
      Object.hasOwn(config.mailRecipients, name) ? config.mailRecipients[name] : undefined;
    return configured(key) ?? (key === 'printStore' ? configured('contact') : undefined);
  }

  async function queue(mail: OutgoingMailContent, executor?: Db): Promise<OutboxRow> {
    const row = await repository.enqueue({ ...mail, messageId: newMessageId(config.mailFrom) }, executor);
    if (deps.transport) await deps.jobs.enqueue(deliverMailJob, { mailId: row.id }, { executor });
    return row;
  }

  return {
    /**
     * Queues a mail. Pass the transaction of the change that causes it, so that both are
     * committed together, and call notifyQueued() after the commit.
     */
    queue,
    /** Starts delivery of mail queued in a transaction that has just been committed. */
    notifyQueued(): void {
      deps.jobs.wake(deliverMailJob);
    },

    /**
     * Queues a message from the contact or termination form. The client names a recipient
     * key; the address comes from configuration, so the endpoint cannot relay mail anywhere else.
     */
    async sendMessage(body: SendMailBody): Promise<OutboxRow | Failure<'UNKNOWN_RECIPIENT'>> {
      const recipient = recipientOf(body.to);
      if (!recipient) return fail('UNKNOWN_RECIPIENT');
      return queue(composeMessageMail(body, recipient));
    },

    /**
     * Sends one outbox mail (the delivery job). A mail already sent is not sent again, so a job
     * that runs twice (its lease ran out mid-send) does not mail twice once the first has noted it.
     * One sent twice all the same (the instance died between the SMTP server's acceptance and the
     * note) carries its one Message-ID both times, so the receiving server can drop the second.
     */
    async deliver(mailId: string): Promise<void> {
      if (!deps.transport) throw new Error('no mail transport configured');
      const mail = await repository.find(mailId);
      if (!mail || mail.status === 'sent') return;
      try {
        await deps.transport.send({
          messageId: mail.messageId,
          from: config.mailFrom,
          to: mail.recipient,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
      } catch (error) {
        await repository.noteFailedAttempt(mailId, error instanceof Error ? error.message : String(error));
        throw error;
      }
      await repository.markSent(mailId, deps.clock.now());
    },

    /** The delivery gave up: the mail stays in the outbox marked failed, for staff to look at. */
    async markUndeliverable(mailId: string, error: string): Promise<void> {
      await repository.markFailed(mailId, error);
    },

    recipientOf,
    latest: (limit: number) => repository.latest(limit),
    count: () => repository.count(),
  };
}
export type MailService = ReturnType<typeof createMailService>;
