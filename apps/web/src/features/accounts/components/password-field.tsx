import { Anchor, PasswordInput, type PasswordInputProps, Text } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../utils/field-errors';
import { useShowPasswordPolicy } from './account-modal';
import '../texts';

type AccountPasswordInputProps = Omit<PasswordInputProps, 'error'> & {
  /** The schema's message for the field (a catalogue key), shown in Dutch under it. */
  issue: string | undefined;
};

/** The password someone has now (login, profile), for password managers to fill in. */
export const CurrentPasswordInput = forwardRef<HTMLInputElement, AccountPasswordInputProps>(
  function CurrentPasswordInput({ issue, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <PasswordInput
        ref={ref}
        autoComplete="current-password"
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.showPassword') }}
        error={fieldErrorText(t, 'password', issue)}
        {...props}
      />
    );
  },
);

/**
 * A new password (sign-up, new password, profile): the spec's hint under the label and a link
 * to the password policy.
 */
export const NewPasswordInput = forwardRef<HTMLInputElement, AccountPasswordInputProps>(
  function NewPasswordInput({ issue, ...props }, ref) {
    const { t } = useTranslation();
    const showPolicy = useShowPasswordPolicy();
    return (
      <PasswordInput
        ref={ref}
        autoComplete="new-password"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.showPassword') }}
        description={
          <Text component="span" size="xs" c="gray.7">
            {t('accounts.passwordHint')}
            {' · '}
            <Anchor component="button" type="button" size="xs" onClick={showPolicy} td="underline">
              {t('accounts.passwordPolicyLink')}
            </Anchor>
          </Text>
        }
        error={fieldErrorText(t, 'password', issue)}
        {...props}
      />
    );
  },
);
