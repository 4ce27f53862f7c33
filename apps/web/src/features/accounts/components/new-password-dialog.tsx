import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { passwordField } from '@portal/shared/schemas/account';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { rememberEmail } from '../utils/remembered-email';
import { AccountForm } from './account-form';
import { AccountModal } from './account-modal';
import { Notice } from './notice';
import { NewPasswordInput } from './password-field';
import '../texts';

const newPasswordFormSchema = z.object({ password: passwordField });
type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

type Link = { email: string | null; resetId: string | null };

/** The new-password dialog, opened by the link in the reset mail (`?dlg=resetPw&e=<email>&i=<id>`). */
export function NewPasswordDialog({ opened, email, resetId }: { opened: boolean } & Link) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  // While the dialog closes, e and i have already left the URL; keep showing what it was for.
  const shown = useRef<Link>({ email, resetId });
  if (opened) shown.current = { email, resetId };
  return (
    <AccountModal
      name="resetPw"
      title={t('dialogs.resetPw')}
      opened={opened}
      onClose={() => nav.close('resetPw')}
    >
      <NewPasswordForm {...shown.current} />
    </AccountModal>
  );
}

type Outcome = 'saved' | 'failed';

/**
 * Spec 01 section 4, New password: submit is disabled after the first submit; success closes
 * after 2 s and opens login, failure (an expired or used link) closes after 7 s.
 */
function NewPasswordForm({ email, resetId }: Link) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const reset = useResetPassword();
  const later = useLater();
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(!email || !resetId ? 'failed' : null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!email || !resetId) return;
    setSubmitted(true);
    try {
      await reset.mutateAsync({ email, resetId, password });
    } catch {
      setOutcome('failed');
      later(AUTO_CLOSE_MS.resetFailure, () => nav.close('resetPw'));
      return;
    }
    setOutcome('saved');
    rememberEmail(email);
    later(AUTO_CLOSE_MS.resetSuccess, () => nav.switchTo('inloggen', 'resetPw'));
  });

  return (
    <AccountForm onSubmit={onSubmit} intro={email && t('dialogs.resetPwFor', { email })}>
      {outcome !== 'failed' && (
        <>
          <Text size="sm">{t('accounts.newPassword.intro')}</Text>
          <NewPasswordInput
            label={t('accounts.fields.newPassword')}
            required
            data-autofocus
            readOnly={submitted}
            issue={errors.password?.message}
            {...register('password')}
          />
        </>
      )}
      {outcome === 'saved' && (
        <Notice tone="success" name="password-saved">
          <Text size="sm" fw={600}>
            {t('accounts.newPassword.success')}
          </Text>
        </Notice>
      )}
      {outcome === 'failed' && (
        <Notice tone="warning" name="reset-failed">
          <Text size="sm">{t('accounts.newPassword.failed')}</Text>
        </Notice>
      )}
      <Group justify="flex-end">
        {outcome === 'failed' ? (
          <Button onClick={() => nav.close('resetPw')}>{t('common.close')}</Button>
        ) : (
          <Button type="submit" loading={reset.isPending} disabled={submitted}>
            {t('accounts.newPassword.submit')}
          </Button>
        )}
      </Group>
    </AccountForm>
  );
}
