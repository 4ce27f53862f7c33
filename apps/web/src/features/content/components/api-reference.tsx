import { Alert, Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { OPENAPI_DOCUMENT_PATH } from '@portal/shared/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenApiDocumentQuery } from '../api/get-openapi-document';

/** Scalar and Vue are a chunk of their own, fetched only on this page. */
const ScalarViewer = lazy(() =>
  import('./scalar-viewer').then((module) => ({ default: module.ScalarViewer })),
);

/**
 * True from the moment the element comes within half a screen of the viewport, and at once where
 * the browser cannot tell or the address points into the page (a link to an operation).
 */
function useNearViewport() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.location.hash.length > 1,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The OpenAPI document of the server, rendered by the API viewer, with the page's own loading and
 * error states. Document and viewer come when the reference is about to be read: it starts below
 * the page's introduction (two screens down on a phone), and mounting Scalar's viewer keeps a
 * phone's processor busy for seconds, which the introduction should not wait behind (issue 29,
 * Lighthouse; decision 0117).
 */
export function ApiReference() {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport();
  const query = useOpenApiDocumentQuery(near);
  const loading = (
    <Group gap="sm" role="status" py="lg">
      <Loader size="sm" />
      <Text>{t('apiReference.loading')}</Text>
    </Group>
  );

  return (
    <section ref={ref} className="api-reference" aria-labelledby="api-reference-title">
      <Group justify="space-between" align="baseline" mt="xl" mb="sm" gap="xs">
        <Title order={2} id="api-reference-title" fz="1.5rem">
          {t('apiReference.heading')}
        </Title>
        <Anchor href={OPENAPI_DOCUMENT_PATH} type="application/json" size="sm" fw={600}>
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
