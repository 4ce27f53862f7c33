import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../config/paths';
import { ApiRequestError } from '../lib/api-client';
import { PageHead } from './page-head';

/** The staff screens; each names itself in its texts `{screen}.access.*` (its feature's texts). */
export type StaffScreen = 'orderDesk' | 'staffCustomers';

type AccessText = 'loginTitle' | 'loginText' | 'logIn' | 'deniedTitle' | 'deniedText' | 'home';

function useAccessTexts(screen: StaffScreen) {
  const { t } = useTranslation();
  // Both screens have every one of these keys (i18n/nl/order-desk.ts, staff-customers.ts).
  return (key: AccessText) => t(`${screen}.access.${key}` as 'orderDesk.access.loginTitle');
}

/** A visitor on a staff screen: what it is and a way to log in (the page stays, and fills after the login). */
export function StaffLoginPrompt({ screen, onLogin }: { screen: StaffScreen; onLogin: () => void }) {
  const text = useAccessTexts(screen);
  return (
    <AccessMessage title={text('loginTitle')} text={text('loginText')}>
      <Button onClick={onLogin}>{text('logIn')}</Button>
    </AccessMessage>
  );
}

/** A user without the screen's role: 'Geen toegang', with a way home instead of an empty page. */
export function StaffNoAccess({ screen }: { screen: StaffScreen }) {
  const text = useAccessTexts(screen);
  const to = useRoutePath();
  return (
    <AccessMessage title={text('deniedTitle')} text={text('deniedText')}>
      <Button component={Link} to={to('home')}>
        {text('home')}
      </Button>
    </AccessMessage>
  );
}

/** Whether the server refused the caller a staff screen (no staff login, or staff without the role). */
export function isStaffRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

function AccessMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container size="sm" py={64} data-testid="staff-access">
      <PageHead title={title} />
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{text}</Text>
        <Group>{children}</Group>
      </Stack>
    </Container>
  );
}
