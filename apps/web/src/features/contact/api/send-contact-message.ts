import type { ContactForm, MailRecipientKey, SendMailBody } from '@portal/shared/schemas/mail';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { i18next } from '../../../lib/i18n';
import '../texts';

/**
 * The mail the contact form sends; the server maps the recipient key ('contact' unless the form
 * is the print store's request) to an address. A request for a service names it in the subject,
 * so staff can route it without reading on.
 */
export function contactMailBody(
  form: ContactForm,
  subject = i18next.t('contact.mailSubject'),
  to: MailRecipientKey = 'contact',
): SendMailBody {
  return {
    to,
    subject,
    title: i18next.t('contact.mailTitle'),
    userInfo: { name: form.name, email: form.email },
    message: form.message,
  };
}

export function sendContactMessage(form: ContactForm, subject?: string, to?: MailRecipientKey) {
  return callApi(contracts.mail, 'sendMail', { body: contactMailBody(form, subject, to) });
}

export function useSendContactMessage(subject?: string, to?: MailRecipientKey) {
  return useMutation({ mutationFn: (form: ContactForm) => sendContactMessage(form, subject, to) });
}
