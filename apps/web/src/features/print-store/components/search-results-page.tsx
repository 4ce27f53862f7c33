import { Text, Title } from '@mantine/core';
import type { StoreCard } from '@portal/shared/schemas/print-store';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { searchOptions, useStoreThemeName } from '../api/store-queries';
import '../texts';
import { searchTextOf } from '../utils/store-search';
import { QueryState } from './query-state';
import { CardGrid } from './store-card';

const TYPES: StoreCard['type'][] = ['COLLECTION', 'PACKAGE', 'PRODUCT'];

/** What a search found (spec 02 section 2.2): collections, packages and products, each as cards. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = searchTextOf(params.get('q'));
  const query = useQuery({ ...searchOptions(useStoreThemeName(), q ?? ''), enabled: q !== null });
  if (q === null) {
    return (
      <>
        <PageHead
          title={t('printStore.searchResults.titleEmpty')}
          description={t('printStore.defaultDescription')}
        />
        <Title order={1} className="store-title">
          {t('printStore.searchResults.titleEmpty')}
        </Title>
        <Text>{t('printStore.searchResults.askQuery')}</Text>
      </>
    );
  }
  const title = t('printStore.searchResults.title', { q });
  const results = query.data?.results;
  return (
    <>
      <PageHead title={title} description={t('printStore.searchResults.description', { q })} />
      <Title order={1} className="store-title">
        {title}
      </Title>
      {!results ? (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      ) : results.length === 0 ? (
        <div className="store-empty" role="status">
          <Title order={2} size="h4">
            {t('printStore.searchResults.nothing')}
          </Title>
          <Text size="sm">{t('printStore.searchResults.hint')}</Text>
        </div>
      ) : (
        TYPES.map((type) => {
          const cards = results.filter((card) => card.type === type);
          if (cards.length === 0) return null;
          return (
            <section key={type} aria-labelledby={`store-results-${type}`} className="store-section">
              <Title order={2} size="h4" id={`store-results-${type}`}>
                {t(`printStore.searchResults.types.${type}`)}
              </Title>
              <CardGrid cards={cards} />
            </section>
          );
        })
      )}
    </>
  );
}
