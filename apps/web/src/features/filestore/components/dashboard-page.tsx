import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatFileSize } from '@portal/shared/format';
import type { ArchiveSummary, FilestoreDashboard } from '@portal/shared/schemas/filestore';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { dashboardOptions } from '../api/filestore-queries';
import { filePath, folderPath, placeText } from '../utils/places';
import { ArchiveIcon, FileIcon } from './filestore-icons';
import { EmptyState, Loading, QueryProblem } from './query-problem';
import '../texts';

/**
 * The file store's overview (spec 02 section 2.1, dashboard): the archives with their counts and
 * space used, the ten files added last, and what is in the trash. Without an archive it says how
 * one comes about, with the ways onward.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery(dashboardOptions());
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHead title={t('filestore.dashboard.title')} description={t('filestore.dashboard.description')} />
      <Title order={1} className="filestore-title">
        {t('filestore.dashboard.title')}
      </Title>
      {!data ? (
        query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : data.archives.length === 0 ? (
        <NoArchives trashCount={data.trashCount} />
      ) : (
        <Overview data={data} />
      )}
    </Stack>
  );
}

function NoArchives({ trashCount }: { trashCount: number }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <EmptyState title={t('filestore.dashboard.emptyTitle')} text={t('filestore.dashboard.emptyText')}>
      <Group justify="center" gap="sm" mt="xs">
        <Button component={Link} to={`${to('filestoreArchives')}?nieuw=1`}>
          {t('filestore.dashboard.create')}
        </Button>
        <Button component={Link} to={to('digitising')} variant="default">
          {t('filestore.dashboard.aboutScanning')}
        </Button>
      </Group>
      {trashCount > 0 && (
        <Anchor component={Link} to={to('filestoreTrash')} size="sm" mt="xs">
          {t('filestore.dashboard.trash', { count: trashCount })}
        </Anchor>
      )}
    </EmptyState>
  );
}

function Overview({ data }: { data: FilestoreDashboard }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <>
      <ul className="filestore-facts" aria-label={t('filestore.dashboard.facts')}>
        <li>{t('filestore.dashboard.archives', { count: data.archives.length })}</li>
        <li>{t('filestore.files', { count: data.fileCount })}</li>
        <li>{t('filestore.dashboard.used', { size: formatFileSize(data.usedBytes) })}</li>
        <li>
          <Anchor component={Link} to={to('filestoreTrash')} size="sm">
            {t('filestore.dashboard.trash', { count: data.trashCount })}
          </Anchor>
        </li>
      </ul>

      <section aria-labelledby="filestore-archives-title">
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} size="h3" id="filestore-archives-title">
            {t('filestore.dashboard.archivesTitle')}
          </Title>
          <Anchor component={Link} to={to('filestoreArchives')} size="sm">
            {t('filestore.dashboard.manage')}
          </Anchor>
        </Group>
        <ul className="filestore-cards">
          {data.archives.map((archive) => (
            <li key={archive.id}>
              <ArchiveCard archive={archive} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="filestore-recent-title">
        <Title order={2} size="h3" id="filestore-recent-title" mb="sm">
          {t('filestore.dashboard.recentTitle')}
        </Title>
        {data.recentFiles.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('filestore.dashboard.recentEmpty')}
          </Text>
        ) : (
          <ul className="filestore-recent">
            {data.recentFiles.map(({ file, archiveName, breadcrumbs }) => (
              <li key={file.id}>
                <span className="filestore-name__icon" aria-hidden="true">
                  <FileIcon />
                </span>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={filePath(to, file.archiveId, file.folderId, file.id)}
                    fw={600}
                    className="filestore-name__text"
                  >
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {placeText(breadcrumbs, archiveName)} · {formatDate(new Date(file.createdAt))}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ArchiveCard({ archive }: { archive: ArchiveSummary }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Link to={folderPath(to, archive.id, null)} className="filestore-card">
      <span className="filestore-card__name">
        <ArchiveIcon />
        {archive.name}
      </span>
      <Text size="sm" c="gray.7">
        {archive.customerName}
        {archive.location ? ` · ${archive.location}` : ''}
      </Text>
      <Text size="sm">
        {t('filestore.files', { count: archive.fileCount })} · {formatFileSize(archive.usedBytes)}
      </Text>
      {!archive.allowChanges && (
        <Badge variant="default" size="sm" mt={4}>
          {t('filestore.readOnlyBadge')}
        </Badge>
      )}
    </Link>
  );
}
