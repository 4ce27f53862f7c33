import type { ContactForm, SendMailBody } from '@portal/shared/schemas/mail';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { i18next } from '../../../lib/i18n';

/**
 * The mail the contact form sends; the server maps the recipient key 'contact' to an address.
 * A request for a service names it in the subject, so staff can route it without reading on.
 */
export function contactMailBody(form: ContactForm, subject = i18next.t('contact.mailSubject')): SendMailBody {
  return {
    to: 'contact',
    subject,
    title: i18next.t('contact.mailTitle'),
    userInfo: { name: form.name, email: form.email },
    message: form.message,
  };
}

export function sendContactMessage(form: ContactForm, subject?: string) {
  return callApi(contracts.mail, 'sendMail', { body: contactMailBody(form, subject) });
}

export function useSendContactMessage(subject?: string) {
  return useMutation({ mutationFn: (form: ContactForm) => sendContactMessage(form, subject) });
}
