import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { forgotPasswordBodySchema, type LoginBody, loginBodySchema } from '@portal/shared/schemas/account';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { session, useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useDomainRestriction } from '../api/check-domain';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { rememberedEmail } from '../utils/remembered-email';
import { AccountForm } from './account-form';
import { AccountModal } from './account-modal';
import { AccountTextInput } from './account-text-input';
import { DomainRestrictionNotice } from './domain-restriction-notice';
import { NetworkProblem } from './network-problem';
import { Notice } from './notice';
import { CurrentPasswordInput } from './password-field';
import { SwitchDialogLine } from './switch-dialog-line';

type View = { kind: 'login' } | { kind: 'forgot'; email: string };

/**
 * The login dialog with its forgot-password view (spec 01 sections 4, 5 and 8). Closing it
 * without logging in, in any way, emits the cancelled event.
 */
export function LoginDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const [view, setView] = useState<View>({ kind: 'login' });
  const succeeded = useRef(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (opened) {
      succeeded.current = false;
      setView({ kind: 'login' });
    } else if (wasOpen.current && !succeeded.current) {
      session.cancelLogin();
    }
    wasOpen.current = opened;
  }, [opened]);

  return (
    <AccountModal
      name="inloggen"
      title={view.kind === 'login' ? t('common.dialogs.login') : t('accounts.forgot.title')}
      opened={opened}
      onClose={() => nav.close('inloggen')}
    >
      {view.kind === 'login' ? (
        <LoginForm
          onForgot={(email) => setView({ kind: 'forgot', email })}
          onSucceeded={() => {
            succeeded.current = true;
          }}
        />
      ) : (
        <ForgotForm email={view.email} onBack={() => setView({ kind: 'login' })} />
      )}
    </AccountModal>
  );
}

type Failure = { kind: 'loginFailed' } | { kind: 'message'; text: string } | { kind: 'network' };

function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return { kind: 'network' };
  // Too many attempts and a restricted domain say so themselves; everything else is 'Inloggen mislukt'.
  if (error instanceof ApiRequestError && (error.status === 429 || error.code === 'DOMAIN_RESTRICTED'))
    return { kind: 'message', text: error.message };
  return { kind: 'loginFailed' };
}

function LoginForm({
  onForgot,
  onSucceeded,
}: {
  onForgot: (email: string) => void;
  onSucceeded: () => void;
}) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();
  const login = useLogin();
  const nav = useDialogNavigation();
  const navigate = useNavigate();
  const to = useRoutePath();
  const theme = useCurrentTheme();
  const later = useLater();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: rememberedEmail() ?? '', password: '' },
  });
  const username = useWatch({ control, name: 'username' });
  const restriction = useDomainRestriction(username);
  const blocked = restriction?.restricted === true && !restriction.allowLogin;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let response: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      response = await login.mutateAsync(values);
    } catch (error) {
      setFailure(failureOf(error));
      return;
    }
    onSucceeded();
    // Done first, so the form never flashes its 'already logged in' state.
    setDone(true);
    session.login(response);
    later(AUTO_CLOSE_MS.loginSuccess, () => {
      const target = session.takeLoginTarget();
      if (target) navigate(target);
      else if (response.themeName && response.themeName !== theme?.name)
        navigate(to('home', { theme: response.themeName }));
      else nav.close('inloggen');
    });
  });

  if (loggedIn && !done) {
    return (
      <Stack gap="md">
        <Text>{t('accounts.login.alreadyLoggedIn', { email: user?.email })}</Text>
        <Group justify="flex-end">
          <Button onClick={() => nav.close('inloggen')}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <AccountForm onSubmit={onSubmit} intro={t('accounts.login.intro')}>
      <AccountTextInput
        kind="username"
        data-autofocus
        readOnly={done}
        issue={errors.username?.message}
        typed={username}
        {...register('username')}
      />
      <CurrentPasswordInput
        label={t('accounts.fields.password')}
        required
        readOnly={done}
        issue={errors.password?.message}
        {...register('password')}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onForgot(getValues('username'))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('accounts.login.forgotLink')}
      </Anchor>
      {blocked && restriction && <DomainRestrictionNotice restriction={restriction} />}
      {failure?.kind === 'loginFailed' && (
        <Notice tone="error" name="login-failed" title={t('accounts.login.failedTitle')}>
          <Text size="sm">{t('accounts.login.failedCauses')}</Text>
          <List size="sm" mt={4} spacing={2}>
            <List.Item>{t('accounts.login.causeCombination')}</List.Item>
            <List.Item>{t('accounts.login.causeNotValidated')}</List.Item>
            <List.Item>{t('accounts.login.causeUnknown')}</List.Item>
          </List>
        </Notice>
      )}
      {failure?.kind === 'message' && (
        <Notice tone="error" name="login-message">
          <Text size="sm">{failure.text}</Text>
        </Notice>
      )}
      {failure?.kind === 'network' && <NetworkProblem />}
      {done && (
        <Notice tone="success" name="logged-in">
          <Text size="sm" fw={600}>
            {t('accounts.login.success')}
          </Text>
        </Notice>
      )}
      <Group justify="flex-end" gap="sm" mt={4}>
        <Button variant="default" onClick={() => nav.close('inloggen')} disabled={done}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={login.isPending} disabled={done || blocked}>
          {t('accounts.login.submit')}
        </Button>
      </Group>
      <SwitchDialogLine
        question={t('accounts.login.noAccount')}
        link={t('accounts.login.signUpLink')}
        to="inschrijven"
      />
    </AccountForm>
  );
}

type ForgotOutcome = 'sent' | 'validationPending' | 'network';

function ForgotForm({ email, onBack }: { email: string; onBack: () => void }) {
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
