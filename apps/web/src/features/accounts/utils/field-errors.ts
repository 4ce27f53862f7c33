import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@portal/shared/constants';
import type { TFunction } from 'i18next';
import '../texts';

/** The fields of the account forms, each with the maximum its schema allows. */
const MAX_LENGTH = {
  email: 254,
  name: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  password: 256,
  message: 2000,
} as const;
export type AccountField = keyof typeof MAX_LENGTH;

/**
 * The field schemas of schemas/account.ts use catalogue keys as messages ('required',
 * 'tooLong', 'email', 'passwordPolicy', 'noLetters', 'phone', 'phoneDigits', 'invalidCharacters', 'noUrl'); this makes
 * them Dutch. An e-mail field's minimum length also says 'required', which reads oddly under a
 * field that has text in it, so a filled-in e-mail field gets the e-mail text instead.
 */
export function fieldErrorText(
  t: TFunction,
  field: AccountField,
  message: string | undefined,
  value?: string,
): string | undefined {
  if (!message) return undefined;
  switch (message) {
    case 'required':
      return field === 'email' && value?.trim() ? t('common.email') : t('common.required');
    case 'tooLong':
      return t('common.tooLong', { max: MAX_LENGTH[field] });
    case 'email':
      return t('common.email');
    case 'passwordPolicy':
    case 'noLetters':
    case 'phone':
    case 'invalidCharacters':
    case 'noUrl':
    case 'phoneDigits':
    case 'currentPasswordRequired':
      return t(`accounts.validation.${message}`);
    default:
      // A type mismatch or an unforeseen rule: still point at the field.
      return field === 'email' ? t('common.email') : t('common.required');
  }
}
