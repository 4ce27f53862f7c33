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
 * Whether the reader wants the reference: once they scroll it within half a screen of the
 * viewport or press 'Referentie tonen', and at once where the browser cannot tell or the address
 * points into the page (a link to an operation). Never by itself at load: on a wide screen the
 * reference starts in view, and mounting the viewer there kept a desktop's processor busy for
 * most of a second before the page answered (Lighthouse 72, issue 29, decision 0138).
 */
function useWantedByReader() {
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.location.hash.length > 1,
  );
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    let observer: IntersectionObserver | undefined;
    const onScroll = () => {
      window.removeEventListener('scroll', onScroll);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
        },
        { rootMargin: '0px 0px 50% 0px' },
      );
      observer.observe(element);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [wanted]);
  return { ref, wanted, want: () => setWanted(true) };
}

/**
 * The OpenAPI document of the server, rendered by the API viewer, with the page's own loading and
 * error states. Document and viewer come when the reference is about to be read (scrolled to, or
 * asked for with the button): mounting Scalar's viewer keeps a phone's processor busy for
 * seconds and a desktop's for most of one, which the introduction should not wait behind
 * (issue 29, Lighthouse; decisions 0117 and 0138).
 */
export function ApiReference() {
  const { t } = useTranslation();
  const { ref, wanted, want } = useWantedByReader();
  const query = useOpenApiDocumentQuery(wanted);
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

      {!wanted && (
        <Group gap="sm" py="lg">
          <Text>{t('apiReference.offer')}</Text>
          <Button variant="light" onClick={want}>
            {t('apiReference.show')}
          </Button>
        </Group>
      )}

      {wanted && query.isPending && loading}

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
