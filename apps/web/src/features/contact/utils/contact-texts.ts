import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '@portal/shared/constants';
import type { ContactForm } from '@portal/shared/schemas/mail';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import '../texts';

const MAX_LENGTH: Record<keyof ContactForm, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/** contactFormSchema's messages are catalogue keys ('required', 'tooLong', 'email'); this makes them Dutch. */
export function fieldErrorText(t: TFunction, field: keyof ContactForm, message: string | undefined) {
  if (!message) return undefined;
  if (message === 'tooLong') return t('common.tooLong', { max: MAX_LENGTH[field] });
  if (message === 'required' || message === 'email') return t(`common.${message}`);
  // Anything else (a type mismatch) still tells the visitor which field to look at.
  return t('common.required');
}

/** The spec's failure text; a 429 carries the server's own Dutch message about waiting. */
export function sendFailureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429 && error.message) return error.message;
  return t('contact.failed');
}
