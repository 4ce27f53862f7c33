import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** '<unique@domain>', the same on every try of one outbox mail. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
};

/** How mail leaves the building. Without an SMTP URL there is none and mail stays in the outbox. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void } | undefined;

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return undefined;
  const transporter = nodemailer.createTransport(smtpUrl, {});
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
