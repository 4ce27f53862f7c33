import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../utils/problem';
import '../texts';

/** While a page's answer loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('filestore.loading')}</Text>
    </Stack>
  );
}

/** A failed answer: the server's Dutch message (or that the portal is unreachable), and a retry. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" className="filestore-problem">
      <Text size="sm">{problemText(error, t)}</Text>
      {onRetry && (
        <Button variant="default" size="compact-sm" mt="xs" onClick={onRetry}>
          {t('filestore.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** An empty page or list says so, what to do next, and offers the way onward (ui-direction.md). */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" className="filestore-empty" role="status">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" ta="center" maw={560}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
