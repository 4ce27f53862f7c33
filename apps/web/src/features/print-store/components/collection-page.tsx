import { Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { collectionOptions, useStoreThemeName } from '../api/store-queries';
import '../texts';
import { categoryNameOf } from '../utils/category-name';
import { ItemAdminTools, useAdministers } from './admin/admin-controls';
import { EmptyState } from './empty-state';
import { HiddenMark } from './hidden-mark';
import { QueryState } from './query-state';
import { BackLink, StoreBreadcrumbs } from './store-breadcrumbs';
import { CardGrid } from './store-card';

// The designs' admin controls load only for a store's admins: visitors never fetch them.
const DesignAdmin = lazy(() =>
  import('./admin/design-admin').then((module) => ({ default: module.DesignAdmin })),
);

/** A collection (spec 02 section 2.2): its description and its designs as cards, and 'TERUG'. */
export function CollectionPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { categoryId = '', collectionId = '' } = useParams();
  const [params] = useSearchParams();
  const query = useQuery(collectionOptions(useStoreThemeName(), collectionId, categoryId));
  const administers = useAdministers(query.data?.collection.printStoreId);
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const { collection, category, products } = query.data;
  // The query `product` preselects a design of the collection (spec 02 section 2.1): its page
  // is where a design is chosen, so the link opens it; the way back leads here.
  const preselected = products.find((product) => product.id === params.get('product'));
  if (preselected) {
    return (
      <Navigate
        to={to('printStoreProduct', { categoryId, collectionId, productId: preselected.id })}
        replace
      />
    );
  }
  const categoryName = categoryNameOf(category, t);
  const categoryPath = to('printStoreCategory', { categoryId: category.id });
  const empty = {
    title: t('printStore.collection.empty'),
    hint: t('printStore.collection.emptyHint'),
    action: { label: categoryName, to: categoryPath },
  };
  return (
    <>
      <PageHead
        title={collection.name}
        description={collection.subtitle || collection.description.slice(0, 160)}
      />
      <StoreBreadcrumbs parents={[{ label: categoryName, to: categoryPath }]} current={collection.name} />
      <Group gap="xs" align="center">
        <Title order={1} className="store-title">
          {collection.name}
        </Title>
        {!collection.active && <HiddenMark />}
      </Group>
      <ItemAdminTools
        kind="collection"
        id={collection.id}
        printStoreId={collection.printStoreId}
        categoryId={category.id}
        name={collection.name}
      />
      {collection.subtitle && <Text className="store-tagline">{collection.subtitle}</Text>}
      {collection.description && <Text className="store-description">{collection.description}</Text>}
      {administers ? (
        <Suspense fallback={<CardGrid cards={products} label={collection.name} />}>
          <DesignAdmin collection={collection} products={products} empty={empty} />
        </Suspense>
      ) : products.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <CardGrid cards={products} label={collection.name} />
      )}
      <BackLink to={categoryPath} name={categoryName} />
    </>
  );
}
