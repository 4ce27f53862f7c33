import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text } from '@mantine/core';
import { forgotPasswordBodySchema } from '@portal/shared/schemas/account';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NetworkError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AccountForm } from './account-form';
import { AccountTextInput } from './account-text-input';
import { NetworkProblem } from './network-problem';
import { Notice } from './notice';
import '../texts';

type ForgotOutcome = 'sent' | 'validationPending' | 'network';

/** The forgot-password view of the login dialog; it answers the same whether or not the account exists. */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<ForgotOutcome | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordBodySchema>, unknown, z.output<typeof forgotPasswordBodySchema>>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { username: email },
  });
  const value = useWatch({ control, name: 'username' });

  const onSubmit = handleSubmit(async ({ username }) => {
    setOutcome(null);
    try {
      const { result } = await forgot.mutateAsync(username);
      setOutcome(result === 'validationPending' ? 'validationPending' : 'sent');
    } catch (error) {
      // Every other outcome looks the same, so nobody learns whether an account exists.
      setOutcome(error instanceof NetworkError ? 'network' : 'sent');
    }
  });

  return (
    <AccountForm onSubmit={onSubmit} intro={t('accounts.forgot.intro')}>
      <AccountTextInput
        kind="username"
        label={t('accounts.fields.email')}
        data-autofocus
        readOnly={outcome === 'sent' || outcome === 'validationPending'}
        issue={errors.username?.message}
        typed={value}
        {...register('username')}
      />
      {(outcome === 'sent' || outcome === 'validationPending') && (
        <Notice tone="success" name={`forgot-${outcome}`}>
          <Text size="sm">
            {t(outcome === 'sent' ? 'accounts.forgot.sent' : 'accounts.forgot.validationPending')}
          </Text>
        </Notice>
      )}
      {outcome === 'network' && <NetworkProblem />}
      <Group justify="space-between" mt={4} wrap="wrap-reverse" gap="sm">
        <Button variant="subtle" onClick={onBack} px={0}>
          {t('accounts.forgot.backToLogin')}
        </Button>
        <Button
          type="submit"
          loading={forgot.isPending}
          disabled={outcome === 'sent' || outcome === 'validationPending'}
        >
          {t('accounts.forgot.submit')}
        </Button>
      </Group>
    </AccountForm>
  );
}
