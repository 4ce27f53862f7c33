import { Anchor, Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SearchHit } from '@portal/shared/schemas/filestore';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { searchOptions } from '../api/filestore-queries';
import { filePath, folderPath, placeText } from '../utils/places';
import { snippetParts } from '../utils/snippet';
import { PageChips } from './file-panel';
import { FileIcon, FolderIcon } from './filestore-icons';
import { SEARCH_MAX_LENGTH } from './filestore-layout';
import { EmptyState, Loading, QueryProblem } from './query-problem';
import '../texts';

/**
 * What a search of the archives found (spec 02 section 2.1, search-results; the query in the
 * address, `?q=`): files and folders with their archive and way there, and for a document the
 * words found in its text. A file opens in its folder with its panel; a folder opens itself.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const query = useInfiniteQuery({ ...searchOptions(q), enabled: q !== '' });

  if (!q)
    return (
      <Stack gap="md">
        <PageHead title={t('filestore.results.titleEmpty')} description={t('filestore.defaultDescription')} />
        <Title order={1} className="filestore-title">
          {t('filestore.results.titleEmpty')}
        </Title>
        <Text>{t('filestore.results.askQuery')}</Text>
      </Stack>
    );

  const title = t('filestore.results.title', { q });
  const hits = query.data?.pages.flatMap((page) => page.hits) ?? [];
  return (
    <Stack gap="md">
      <PageHead title={title} description={t('filestore.results.description', { q })} />
      <Title order={1} className="filestore-title">
        {title}
      </Title>
      {!query.data ? (
        query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : hits.length === 0 ? (
        <EmptyState title={t('filestore.results.nothing')} text={t('filestore.results.hint')}>
          <Button component={Link} to={to('filestoreDashboard')} variant="light" mt="xs">
            {t('filestore.results.back')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <ul className="filestore-hits" aria-label={t('filestore.results.listLabel')}>
            {hits.map((hit) => (
              <Hit key={`${hit.kind}:${hit.id}`} hit={hit} />
            ))}
          </ul>
          <div className="filestore-more">
            <Text size="sm" c="gray.7" role="status">
              {t('filestore.results.shown', { count: hits.length })}
            </Text>
            {query.hasNextPage && (
              <Button
                variant="default"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('filestore.results.more')}
              </Button>
            )}
          </div>
          {query.isFetchNextPageError && (
            <QueryProblem error={query.error} onRetry={() => void query.fetchNextPage()} />
          )}
        </>
      )}
    </Stack>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const target =
    hit.kind === 'file'
      ? filePath(to, hit.archiveId, hit.folderId, hit.id)
      : folderPath(to, hit.archiveId, hit.id);
  return (
    <li className="filestore-hit" data-testid="filestore-hit">
      <span className={`filestore-name__icon${hit.kind === 'folder' ? ' filestore-name__icon--folder' : ''}`}>
        {hit.kind === 'folder' ? <FolderIcon size={22} /> : <FileIcon size={22} />}
        <VisuallyHidden>{t(`filestore.kind.${hit.kind}`)}</VisuallyHidden>
      </span>
      <div className="filestore-hit__body">
        <Anchor component={Link} to={target} fw={700} className="filestore-name__text">
          {hit.name}
        </Anchor>
        <Text size="sm" c="gray.7">
          {placeText(hit.breadcrumbs, hit.archiveName)}
        </Text>
        {hit.snippet && (
          <p className="filestore-hit__snippet" data-testid="filestore-snippet">
            {snippetParts(hit.snippet).map((part, index) =>
              part.marked ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <mark key={index}>{part.text}</mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        )}
        {hit.file && hit.file.status === 'READY' && (
          <Text size="xs" c="gray.7" mt={4} component="div">
            <PageChips file={hit.file} />
          </Text>
        )}
      </div>
    </li>
  );
}
