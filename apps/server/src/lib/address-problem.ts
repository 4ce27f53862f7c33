import { nl } from '@portal/shared/i18n/nl';
import { type TextKey, translate } from '@portal/shared/i18n/translate';
import type { z } from 'zod';

type FieldName = keyof (typeof nl)['addressBook']['fields'];

const isFieldName = (name: unknown): name is FieldName =>
  typeof name === 'string' && Object.hasOwn(nl.addressBook.fields, name);

/** The catalogue's text for a message key of the address schemas, or null for zod's own English. */
function textOf(message: string): string | null {
  if (!message.startsWith('order.') && !message.startsWith('addressBook.')) return null;
  try {
    return translate(message as TextKey);
  } catch {
    return null;
  }
}

/**
 * What an address form did wrong, in one Dutch sentence naming the field: the first issue the
 * form's schema (schemas/addresses.ts) found, e.g. 'Postcode: Dit veld is verplicht.'. The
 * schemas' messages are catalogue keys; an issue without one (a number where text belongs) gets
 * the generic text of the code.
 */
export function addressProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path[0];
  const problem = issue ? textOf(issue.message) : null;
  if (!issue || !problem || !isFieldName(field)) return translate('errors.ADDRESS_INVALID');
  return translate('addressBook.fieldProblem', { field: translate(`addressBook.fields.${field}`), problem });
}
