import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import '../texts';

/**
 * What a store page shows while its answer loads, or when it failed (unknown or hidden: 404).
 * While it loads, what the frame shows under the page waits (print-store.css, store-loading).
 */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Stack align="center" py="xl" role="status" className="store-loading">
        <Loader size="sm" />
        <Text size="sm">{t('printStore.loading')}</Text>
      </Stack>
    );
  }
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <Alert color={notFound ? 'gray' : 'red'} role="alert">
      <Text size="sm">{notFound ? t('printStore.notFound') : t('printStore.failed')}</Text>
      {!notFound && (
        <Button variant="default" size="compact-sm" mt="xs" onClick={onRetry}>
          {t('printStore.retry')}
        </Button>
      )}
    </Alert>
  );
}
