import type { mails } from '@portal/shared/i18n/nl/mails';
import { translate } from '@portal/shared/i18n/translate';
import { containsUrl } from '@portal/shared/rules/contains-url';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import type { AccountsRepository, UserRow } from './accounts.repository';
import type { TokenPurpose } from './accounts.tables';

type MailTextKey = `mails.${keyof typeof mails}`;

const HOUR = 3_600_000;
export const VALIDATION_TTL_MS = 48 * HOUR;
export const RESET_TTL_MS = 1 * HOUR;

type Deps = { repository: AccountsRepository; clock: Clock; config: Config; mail: MailService };

/**
 * The account mails with their single-use links. Each is queued in the caller's transaction, so
 * a mail exists exactly when the change it announces was committed.
 */
export function createAccountMails(deps: Deps) {
  const { repository, clock, config, mail } = deps;
  const brand = config.brand.name;
  const link = (query: string) => `${config.publicUrl}/?${query}`;

  /**
   * The name a mail greets with. A name stored before names refused web addresses is left out:
   * mails go to any address and must never carry a link the customer did not get from us.
   */
  const greeted = (user: UserRow) => (containsUrl(user.name) ? translate('mails.anonymousName') : user.name);

  /** A mail body from the catalogue with the signature under it. */
  function mailText(body: MailTextKey, values: Record<string, string>): string {
    return `${translate(body, { brand, ...values })}\n\n${translate('mails.signature', { brand })}`;
  }

  /** A new single-use link token; older open links of the same kind stop working. Only its hash is stored. */
  async function issueToken(
    userId: string,
    purpose: TokenPurpose,
    ttlMs: number,
    executor: Db,
  ): Promise<string> {
    const now = clock.now();
    const token = newToken();
    await repository.expireOpenTokens(userId, purpose, now, executor);
    await repository.insertToken(
      { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) },
      executor,
    );
    return token;
  }

  return {
    async validation(user: UserRow, executor: Db): Promise<void> {
      const token = await issueToken(user.id, 'emailValidation', VALIDATION_TTL_MS, executor);
      await mail.queue(
        {
          recipient: user.email,
          subject: translate('mails.validationSubject', { brand }),
          text: mailText('mails.validationBody', { name: greeted(user), link: link(`dlg=v&k=${token}`) }),
        },
        executor,
      );
    },
    /** Signing up again with an address that has an account mails its owner instead. */
    async alreadyRegistered(user: UserRow, executor: Db): Promise<void> {
      await mail.queue(
        {
          recipient: user.email,
          subject: translate('mails.alreadyRegisteredSubject', { brand }),
          text: mailText('mails.alreadyRegisteredBody', { name: greeted(user), link: config.publicUrl }),
        },
        executor,
      );
    },
    async passwordReset(user: UserRow, executor: Db): Promise<void> {
      const token = await issueToken(user.id, 'passwordReset', RESET_TTL_MS, executor);
      const query = `dlg=resetPw&e=${encodeURIComponent(user.email)}&i=${token}`;
      await mail.queue(
        {
          recipient: user.email,
          subject: translate('mails.resetSubject', { brand }),
          text: mailText('mails.resetBody', { name: greeted(user), link: link(query) }),
        },
        executor,
      );
    },
    /** A reset asked for an address without an account: tell its owner how to sign up. */
    async resetForUnknownAddress(email: string, executor: Db): Promise<void> {
      await mail.queue(
        {
          recipient: email,
          subject: translate('mails.resetUnknownSubject', { brand }),
          text: mailText('mails.resetUnknownBody', { link: link('dlg=inschrijven') }),
        },
        executor,
      );
    },
    /** The request to end an account, to the configured address, with the account's own details. */
    async terminationRequest(user: UserRow, message: string): Promise<void> {
      const recipient = mail.recipientOf('termination');
      if (!recipient) throw new Error('MAIL_RECIPIENTS has no termination address');
      await mail.queue({
        recipient,
        replyTo: user.email,
        subject: `[${brand}] ${translate('mails.terminationSubject')}`,
        text: translate('mails.terminationBody', {
          name: user.name,
          email: user.email,
          phone: user.phone,
          message: message || '-',
        }),
      });
    },
    /** Starts delivery of what was queued, after the commit. */
    sent: () => mail.notifyQueued(),
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
