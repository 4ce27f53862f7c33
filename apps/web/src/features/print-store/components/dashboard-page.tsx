import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { dashboardOptions, useStoreContext, useStoreThemeName } from '../api/store-queries';
import '../texts';
import { firstCategoryOf } from '../utils/store-kind';
import { QueryState } from './query-state';
import { CardGrid } from './store-card';

/**
 * The store's dashboard (spec 02 section 2.2): the featured collections and the invitation to
 * choose a category; a customer's own store opens at its first category instead.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const theme = useStoreThemeName();
  const context = useStoreContext();
  const firstCategory = context.data ? firstCategoryOf(context.data) : null;
  const dashboard = useQuery({
    ...dashboardOptions(theme),
    enabled: !!context.data && firstCategory === null,
  });
  const head = (
    <PageHead title={t('printStore.dashboard.title')} description={t('printStore.defaultDescription')} />
  );
  if (!context.data)
    return (
      <>
        {head}
        <QueryState error={context.error} onRetry={() => void context.refetch()} />
      </>
    );
  if (firstCategory) return <Navigate to={to('printStoreCategory', { categoryId: firstCategory })} replace />;
  return (
    <>
      {head}
      <Title order={1} className="store-title">
        {t('printStore.dashboard.title')}
      </Title>
      <Text className="store-tagline">{t('printStore.tagline')}</Text>
      <section aria-labelledby="store-featured" className="store-section">
        <Title order={2} size="h3" id="store-featured">
          {t('printStore.dashboard.featured')}
        </Title>
        {dashboard.data ? (
          <CardGrid cards={dashboard.data.featured} />
        ) : (
          <QueryState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        )}
      </section>
      {/* With the collections, not before: under the loading notice it would move down. */}
      {dashboard.data && <Text className="store-placeholder">{t('printStore.dashboard.placeholder')}</Text>}
    </>
  );
}
