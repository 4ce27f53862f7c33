import { z } from 'zod';
import { CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../constants';

/**
 * Recipient keys the client may name; the server maps them to addresses from configuration.
 * 'printStore': the print store's product and extra-info requests (issue 29 point 3).
 */
export const mailRecipientKeys = ['contact', 'termination', 'printStore'] as const;
export type MailRecipientKey = (typeof mailRecipientKeys)[number];

/** Recipients whose form asks no name (spec 02 section 5: a product request needs message and e-mail). */
const NAME_OPTIONAL_FOR: readonly string[] = ['printStore'];

/**
 * POST /api/v3/mail: contact form, account termination request, and the print store's product
 * and extra-info requests (spec 01 section 7).
 */
export const sendMailBodySchema = z
  .object({
    to: z.string().min(1).max(32),
    subject: z.string().trim().min(1).max(120),
    title: z.string().trim().max(120).default(''),
    userInfo: z.object({
      name: z.string().trim().max(CONTACT_NAME_MAX_LENGTH).default(''),
      email: z.email().max(CONTACT_EMAIL_MAX_LENGTH),
    }),
    message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
  })
  .refine((body) => body.userInfo.name !== '' || NAME_OPTIONAL_FOR.includes(body.to), {
    path: ['userInfo', 'name'],
    message: 'required',
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

/** The print store's product and extra-info requests: the contact form with the name optional. */
export const storeRequestFormSchema = contactFormSchema.extend({
  name: z.string().trim().max(CONTACT_NAME_MAX_LENGTH, 'tooLong'),
});
