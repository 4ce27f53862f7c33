import { z } from 'zod';
import { CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../constants';

/** Recipient keys the client may name; the server maps them to addresses from configuration. */
export const mailRecipientKeys = ['contact', 'termination'] as const;

/** POST /api/v3/mail: contact form and account termination request (spec 01 section 7). */
export const sendMailBodySchema = z.object({
  to: z.string().min(1).max(32),
  subject: z.string().trim().min(1).max(120),
  title: z.string().trim().max(120).default(''),
  userInfo: z.object({
    name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
    email: z.email().max(CONTACT_EMAIL_MAX_LENGTH),
  }),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type SendMailBody = z.infer<typeof sendMailBodySchema>;
export const sendMailResponseSchema = z.object({ sent: z.literal(true) });

/** The contact form's own fields (spec 01 section 9, 02 section 5). */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(CONTACT_NAME_MAX_LENGTH, 'tooLong'),
  email: z.string().trim().min(1, 'required').max(CONTACT_EMAIL_MAX_LENGTH, 'tooLong').pipe(z.email('email')),
  message: z.string().trim().min(1, 'required').max(CONTACT_MESSAGE_MAX_LENGTH, 'tooLong'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
