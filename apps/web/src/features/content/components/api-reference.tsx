import { Alert, Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { endpointUrl } from '@portal/shared/api/endpoint';
import { getOpenApiDocument } from '@portal/shared/api/system.api';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenApiDocumentQuery } from '../api/get-openapi-document';

/** Scalar and Vue are a chunk of their own, fetched only on this page. */
const ScalarViewer = lazy(() =>
  import('./scalar-viewer').then((module) => ({ default: module.ScalarViewer })),
);

/** The OpenAPI document of the server, rendered by the API viewer, with the page's own loading and error states. */
export function ApiReference() {
  const { t } = useTranslation();
  const query = useOpenApiDocumentQuery();
  const loading = (
    <Group gap="sm" role="status" py="lg">
      <Loader size="sm" />
      <Text>{t('apiReference.loading')}</Text>
    </Group>
  );

  return (
    <section className="api-reference" aria-labelledby="api-reference-title">
      <Group justify="space-between" align="baseline" mt="xl" mb="sm" gap="xs">
        <Title order={2} id="api-reference-title" fz="1.5rem">
          {t('apiReference.heading')}
        </Title>
        <Anchor href={endpointUrl(getOpenApiDocument)} type="application/json" size="sm" fw={600}>
          {t('apiReference.rawJson')}
        </Anchor>
      </Group>

      {query.isPending && loading}

      {query.isError && (
        <Alert color="red" variant="light" role="alert" title={t('apiReference.failed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => query.refetch()}>
            {t('apiReference.retry')}
          </Button>
        </Alert>
      )}

      {query.isSuccess && (
        <Suspense fallback={loading}>
          <ScalarViewer document={query.data} />
        </Suspense>
      )}
    </section>
  );
}
