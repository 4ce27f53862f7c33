import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import '../texts';

/** A visitor at the desk: what it is and a way to log in (the page stays, and fills after the login). */
export function DeskLoginPrompt({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <DeskMessage title={t('orderDesk.access.loginTitle')} text={t('orderDesk.access.loginText')}>
      <Button onClick={onLogin}>{t('orderDesk.access.logIn')}</Button>
    </DeskMessage>
  );
}

/** A user without the order-desk role: 'Geen toegang', with a way home instead of an empty page. */
export function DeskNoAccess() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <DeskMessage title={t('orderDesk.access.deniedTitle')} text={t('orderDesk.access.deniedText')}>
      <Button component={Link} to={to('home')}>
        {t('orderDesk.access.home')}
      </Button>
    </DeskMessage>
  );
}

/** Whether the server refused the caller the desk (no staff login, or staff without the role). */
export function isDeskRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

function DeskMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container size="sm" py={64} data-testid="order-desk-access">
      <PageHead title={title} />
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Group>{children}</Group>
      </Stack>
    </Container>
  );
}
