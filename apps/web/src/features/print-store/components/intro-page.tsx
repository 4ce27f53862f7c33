import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { useStoreContext } from '../api/store-queries';
import '../texts';
import { showsDefaultStore } from '../utils/store-kind';
import { QueryState } from './query-state';

const BLOCKS = ['standard', 'extended', 'own'] as const;

/**
 * The store's intro (spec 02 section 2.2): Standaard, Uitgebreid and Eigen ontwerpen. It explains
 * a store of one's own, so under the provider's default store it leads home (section 2.1).
 */
export function IntroPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const context = useStoreContext();
  const head = (
    <PageHead title={t('printStore.intro.title')} description={t('printStore.intro.description')} />
  );
  if (!context.data)
    return (
      <>
        {head}
        <QueryState error={context.error} onRetry={() => void context.refetch()} />
      </>
    );
  if (showsDefaultStore(context.data)) return <Navigate to={to('home')} replace />;
  return (
    <>
      {head}
      <Title order={1} className="store-title">
        {t('printStore.intro.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        {BLOCKS.map((block) => (
          <Card
            key={block}
            withBorder
            padding="lg"
            component="section"
            aria-labelledby={`store-intro-${block}`}
          >
            <Title order={2} size="h3" id={`store-intro-${block}`}>
              {t(`printStore.intro.blocks.${block}.title`)}
            </Title>
            <Text size="sm" mt="xs">
              {t(`printStore.intro.blocks.${block}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Button component={Link} to={to('whatWeDo')} mt="lg">
        {t('printStore.intro.more')}
      </Button>
    </>
  );
}
