import { pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every mail is written here in the same transaction as the change that causes it, with a
 * delivery job beside it (mail.jobs.ts); the job runner delivers it with retries.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: varchar('recipient', { length: 320 }).notNull(),
  replyTo: varchar('reply_to', { length: 320 }),
  subject: varchar('subject', { length: 256 }).notNull(),
  /**
   * The mail's Message-ID header, made once when the mail is queued: every try sends the same, so
   * a receiving server can drop the second copy of a mail sent twice (decision 0085).
   */
  messageId: varchar('message_id', { length: 255 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: varchar('status', { length: 16 }).$type<OutboxStatus>().notNull().default('pending'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
