import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { type LoginBody, loginBodySchema } from '@portal/shared/schemas/account';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useDomainRestriction } from '../api/check-domain';
import { useLogin } from '../api/login';
import { useResendValidation } from '../api/resend-validation';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { useLater } from '../hooks/use-later';
import { sessionStore } from '../stores/session-store';
import { type LoginFailure, loginFailureOf } from '../utils/login-failure';
import { rememberedEmail } from '../utils/remembered-email';
import { AccountForm } from './account-form';
import { AccountTextInput } from './account-text-input';
import { DomainRestrictionNotice } from './domain-restriction-notice';
import { NetworkProblem } from './network-problem';
import { Notice } from './notice';
import { CurrentPasswordInput } from './password-field';
import { SwitchDialogLine } from './switch-dialog-line';
import '../texts';

/** Username and password, the domain check, the outcome, and where to go after logging in. */
export function LoginForm({
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
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [done, setDone] = useState(false);
  const rememberHintId = useId();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: rememberedEmail() ?? '', password: '', rememberMe: false },
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
      setFailure(loginFailureOf(error));
      return;
    }
    onSucceeded();
    // Done first, so the form never flashes its 'already logged in' state.
    setDone(true);
    sessionStore.login(response);
    later(AUTO_CLOSE_MS.loginSuccess, () => {
      const target = sessionStore.takeLoginTarget();
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
      <Checkbox
        label={t('accounts.login.rememberMe')}
        // Mantine does not tie a checkbox's description to it: the hint is read out with the box.
        description={<span id={rememberHintId}>{t('accounts.login.rememberMeHint')}</span>}
        aria-describedby={rememberHintId}
        disabled={done}
        {...register('rememberMe')}
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
      {failure?.kind === 'notValidated' && (
        <NotValidatedNotice text={failure.text} credentials={() => getValues() as LoginBody} />
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

/** The address is not confirmed yet: say so, and send the validation mail again on request. */
function NotValidatedNotice({ text, credentials }: { text: string; credentials: () => LoginBody }) {
  const { t } = useTranslation();
  const resend = useResendValidation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const body = credentials();
    setProblem(null);
    try {
      await resend.mutateAsync(body);
      setSentTo(body.username);
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('accounts.networkProblem'));
    }
  };
  return (
    <Notice tone="warning" name="not-validated">
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {sentTo ? (
          <Text size="sm" role="status" fw={600}>
            {t('accounts.login.validationResent', { email: sentTo })}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={resend.isPending}
            onClick={send}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('accounts.login.resendValidation')}
          </Button>
        )}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Notice>
  );
}
