import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { type SignUpBody, signUpBodySchema } from '@portal/shared/schemas/account';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDomainRestriction } from '../api/check-domain';
import { useSignUp } from '../api/sign-up';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { type FailureOutcome, failureOutcome } from '../utils/failure-outcome';
import { incompleteFields } from '../utils/incomplete-fields';
import { AccountForm } from './account-form';
import { AccountModal } from './account-modal';
import { AccountTextInput } from './account-text-input';
import { DomainRestrictionNotice } from './domain-restriction-notice';
import { NetworkProblem } from './network-problem';
import { Notice } from './notice';
import { NewPasswordInput } from './password-field';
import { SwitchDialogLine } from './switch-dialog-line';
import '../texts';

export function SignUpDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  return (
    <AccountModal
      name="inschrijven"
      title={t('dialogs.signUp')}
      opened={opened}
      onClose={() => nav.close('inschrijven')}
    >
      <SignUpForm />
    </AccountModal>
  );
}

type Outcome = { kind: 'sent' } | FailureOutcome;

const EMPTY: z.input<typeof signUpBodySchema> = { email: '', name: '', phone: '', password: '' };
const FIELD_ORDER = ['email', 'name', 'phone', 'password'] as const;

/**
 * Sign-up (spec 01 sections 4, 5 and 8): the e-mail's domain is checked while typing; submit
 * stays disabled while the form is invalid or the domain may not register here.
 */
function SignUpForm() {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const signUp = useSignUp();
  const later = useLater();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, isDirty, dirtyFields, touchedFields },
  } = useForm<z.input<typeof signUpBodySchema>, unknown, SignUpBody>({
    resolver: zodResolver(signUpBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const email = useWatch({ control, name: 'email' });
  const values = useWatch({ control });
  const incomplete = isDirty && !isValid ? incompleteFields(signUpBodySchema, values, FIELD_ORDER) : [];
  const restriction = useDomainRestriction(email);
  const blocked = restriction?.restricted === true && !restriction.allowRegistration;
  const sent = outcome?.kind === 'sent';
  // A field speaks up once something was typed in it and left; an autofocused field that merely
  // lost focus stays quiet (its message would also shift the link that was being clicked).
  const shown = (field: keyof typeof EMPTY) =>
    dirtyFields[field] && touchedFields[field] ? errors[field]?.message : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      setOutcome(failureOutcome(error, t));
      return;
    }
    setOutcome({ kind: 'sent' });
    later(AUTO_CLOSE_MS.signUp, () => nav.close('inschrijven'));
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Notice tone="success" name="signed-up" title={t('accounts.signUp.sent')}>
          <Text size="sm">{t('accounts.signUp.sentDetail')}</Text>
        </Notice>
        <Group justify="flex-end">
          <Button onClick={() => nav.close('inschrijven')}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <AccountForm onSubmit={onSubmit} intro={t('accounts.signUp.intro')}>
      <AccountTextInput
        kind="email"
        data-autofocus
        issue={shown('email')}
        typed={email}
        {...register('email')}
      />
      {blocked && restriction && <DomainRestrictionNotice restriction={restriction} />}
      <AccountTextInput kind="name" issue={shown('name')} {...register('name')} />
      <AccountTextInput kind="phone" issue={shown('phone')} {...register('phone')} />
      <NewPasswordInput
        label={t('accounts.fields.password')}
        required
        issue={shown('password')}
        {...register('password')}
      />
      {isDirty && !isValid && (
        <Text size="sm" aria-live="polite" data-notice="form-incomplete">
          {t('accounts.formIncomplete')}
          {incomplete.length > 0 &&
            ` ${t('accounts.formIncompleteFields', {
              fields: incomplete.map((field) => t(`accounts.fields.${field}`)).join(', '),
            })}`}
        </Text>
      )}
      {outcome?.kind === 'failed' && (
        <Notice tone="error" name="sign-up-failed">
          <Text size="sm">{t('accounts.signUp.failed', { message: outcome.message })}</Text>
        </Notice>
      )}
      {outcome?.kind === 'network' && <NetworkProblem />}
      <Group justify="flex-end" mt={4}>
        <Button type="submit" loading={signUp.isPending} disabled={!isValid || blocked}>
          {t('accounts.signUp.submit')}
        </Button>
      </Group>
      <SwitchDialogLine
        question={t('accounts.signUp.haveAccount')}
        link={t('accounts.signUp.loginLink')}
        to="inloggen"
      />
    </AccountForm>
  );
}
