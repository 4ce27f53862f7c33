import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import '../texts';

/** A visitor on Klanten: what it is and a way to log in (the page stays, and fills after the login). */
export function StaffLoginPrompt({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <AccessMessage title={t('staffCustomers.access.loginTitle')} text={t('staffCustomers.access.loginText')}>
      <Button onClick={onLogin}>{t('staffCustomers.access.logIn')}</Button>
    </AccessMessage>
  );
}

/** A user without the customerLinks role: 'Geen toegang', with a way home instead of an empty page. */
export function StaffNoAccess() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <AccessMessage
      title={t('staffCustomers.access.deniedTitle')}
      text={t('staffCustomers.access.deniedText')}
    >
      <Button component={Link} to={to('home')}>
        {t('staffCustomers.access.home')}
      </Button>
    </AccessMessage>
  );
}

/** Whether the server refused the caller the screen (no staff login, or staff without the role). */
export const isRefused = (error: unknown) => error instanceof ApiRequestError && error.status === 403;

/** The server's Dutch message of a refused call, or that the portal cannot be reached. */
export function refusalText(error: unknown, unreachable: string): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof NetworkError) return unreachable;
  throw error;
}

function AccessMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container size="sm" py={64} data-testid="staff-customers-access">
      <PageHead title={title} />
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Group>{children}</Group>
      </Stack>
    </Container>
  );
}
