import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountField, fieldErrorText } from '../utils/field-errors';
import '../texts';

type Kind = 'email' | 'username' | 'name' | 'phone';
type KindSettings = { rule: AccountField; label: string; type?: 'email' | 'tel'; autoComplete: string };

/**
 * The text fields of the account forms. Type and autocomplete let phones show the right
 * keyboard and password managers fill in the right value; the login name is an e-mail address
 * that password managers must store as the username, hence its own kind.
 */
const KINDS: Record<Kind, KindSettings> = {
  email: { rule: 'email', label: 'accounts.fields.email', type: 'email', autoComplete: 'email' },
  username: { rule: 'email', label: 'accounts.fields.username', type: 'email', autoComplete: 'username' },
  name: { rule: 'name', label: 'accounts.fields.name', autoComplete: 'name' },
  phone: { rule: 'phone', label: 'accounts.fields.phone', type: 'tel', autoComplete: 'tel' },
};

type AccountTextInputProps = Omit<TextInputProps, 'error'> & {
  kind: Kind;
  /** The schema's message for the field (a catalogue key), shown in Dutch under it. */
  issue: string | undefined;
  /** What is typed in an e-mail field, which decides its message (see fieldErrorText). */
  typed?: string;
};

/** A required account text field; the label and any other prop may still be given to differ. */
export const AccountTextInput = forwardRef<HTMLInputElement, AccountTextInputProps>(function AccountTextInput(
  { kind, issue, typed, ...props },
  ref,
) {
  const { t } = useTranslation();
  const { rule, label, type, autoComplete } = KINDS[kind];
  return (
    <TextInput
      ref={ref}
      label={t(label)}
      type={type}
      autoComplete={autoComplete}
      required
      error={fieldErrorText(t, rule, issue, typed)}
      {...props}
    />
  );
});
