import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHead } from '../../components/page-head';
import { useRoutePath } from '../../config/paths';
import { sessionStore } from '../../features/accounts/stores/session-store';
import '../../features/filestore/texts';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/**
 * The file store's login guard (spec 02 section 2.1: 'Filestore routes require login. Without
 * login the target path is stored and the user goes to home; after login the app goes to the
 * stored path.'). A visitor who arrives without a login has the address kept and goes home with
 * the login dialog open; the login form then goes to the kept address (login-form.tsx). A login
 * that ends while a page is open (another tab, the session's end) leaves the page with a prompt
 * to log in again, so the way back to it is the same.
 */
export function FilestoreGate({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const [arrivedWithoutLogin] = useState(!loggedIn);
  if (loggedIn) return children;
  return arrivedWithoutLogin ? <ToLogin /> : <LoginPrompt />;
}

function useHere(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

function ToLogin() {
  const here = useHere();
  const to = useRoutePath();
  const navigate = useNavigate();
  useEffect(() => {
    sessionStore.setLoginTarget(here);
    navigate(`${to('home')}?${new URLSearchParams({ dlg: 'inloggen' })}`, { replace: true });
  }, [here, to, navigate]);
  return null;
}

function LoginPrompt() {
  const { t } = useTranslation();
  const here = useHere();
  const dialogs = useDialogs();
  return (
    <Container size="sm" py={64}>
      <PageHead title={t('filestore.guard.loginTitle')} />
      <Stack align="flex-start">
        <Title order={1}>{t('filestore.guard.loginTitle')}</Title>
        <Text>{t('filestore.guard.loginText')}</Text>
        <Button
          onClick={() => {
            sessionStore.setLoginTarget(here);
            dialogs.open('inloggen');
          }}
        >
          {t('filestore.guard.logIn')}
        </Button>
      </Stack>
    </Container>
  );
}
