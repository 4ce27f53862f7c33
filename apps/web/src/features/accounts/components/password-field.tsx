import { Anchor, PasswordInput, type PasswordInputProps, Text } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowPasswordPolicy } from './account-modal';

/**
 * A new password (sign-up, new password, profile): the spec's hint under the label and a link
 * to the password policy.
 */
export const NewPasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function NewPasswordInput(props, ref) {
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
        {...props}
      />
    );
  },
);
