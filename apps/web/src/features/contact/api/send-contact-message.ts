import { sendMail } from '@portal/shared/api/mail.api';
import { translate } from '@portal/shared/i18n/translate';
import type { ContactForm, SendMailBody } from '@portal/shared/schemas/mail';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The mail the contact form sends; the server maps the recipient key 'contact' to an address. */
export function contactMailBody(form: ContactForm): SendMailBody {
  return {
    to: 'contact',
    subject: translate('contact.mailSubject'),
    title: translate('contact.mailTitle'),
    userInfo: { name: form.name, email: form.email },
    message: form.message,
  };
}

export function sendContactMessage(form: ContactForm) {
  return callApi(sendMail, { body: contactMailBody(form) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
