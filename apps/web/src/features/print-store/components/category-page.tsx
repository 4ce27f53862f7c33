import { Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { categoryOptions, useStoreThemeName } from '../api/store-queries';
import '../texts';
import { categoryNameOf } from '../utils/category-name';
import { CategoryAdminTools } from './admin/admin-controls';
import { EmptyState } from './empty-state';
import { HiddenMark } from './hidden-mark';
import { QueryState } from './query-state';
import { BackLink, StoreBreadcrumbs } from './store-breadcrumbs';
import { CardGrid } from './store-card';

/** A category (spec 02 section 2.2): its collections and packages as cards. */
export function CategoryPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { categoryId = '' } = useParams();
  const query = useQuery(categoryOptions(useStoreThemeName(), categoryId));
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const { category, collections, packages } = query.data;
  const name = categoryNameOf(category, t);
  const empty = collections.length === 0 && packages.length === 0;
  return (
    <>
      <PageHead title={name} description={t('printStore.category.description', { name })} />
      <StoreBreadcrumbs current={name} />
      <Group gap="xs" align="center">
        <Title order={1} className="store-title">
          {name}
        </Title>
        {!category.active && <HiddenMark />}
      </Group>
      <CategoryAdminTools categoryId={category.id} name={name} />
      {empty ? (
        <EmptyState
          title={t('printStore.category.empty')}
          hint={t('printStore.category.emptyHint')}
          action={{ label: t('printStore.storeName'), to: to('printStore') }}
        />
      ) : (
        <>
          {collections.length > 0 && (
            <section aria-labelledby="store-collections" className="store-section">
              <Title order={2} size="h4" id="store-collections">
                {t('printStore.category.collections')}
              </Title>
              <CardGrid cards={collections} />
            </section>
          )}
          {packages.length > 0 && (
            <section aria-labelledby="store-packages" className="store-section">
              <Title order={2} size="h4" id="store-packages">
                {t('printStore.category.packages')}
              </Title>
              <CardGrid cards={packages} eagerCount={collections.length > 0 ? 0 : 4} />
            </section>
          )}
        </>
      )}
      <BackLink to={to('printStore')} name={t('printStore.storeName')} />
    </>
  );
}
