import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatFileSize } from '@portal/shared/format';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { restoreItems } from '../api/filestore-changes';
import { refreshFilestore, trashFolderOptions } from '../api/filestore-queries';
import { notifyDone } from '../utils/notify';
import { placeText } from '../utils/places';
import { ProblemAlert, useChange } from './dialogs';
import { FileIcon, FolderIcon } from './filestore-icons';
import { Loading, QueryProblem } from './query-problem';
import '../texts';

/**
 * A folder in the trash (spec 02 section 2.1, trash/{folderId}): what it holds, read-only; the
 * way to use it again is to restore the folder that was deleted (the first step of its way).
 */
export function TrashFolderPage({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(trashFolderOptions(folderId));
  const restore = useChange();
  const first = query.data?.pages[0];

  if (!first)
    return (
      <Stack gap="md">
        <PageHead title={t('filestore.trash.title')} description={t('filestore.defaultDescription')} />
        <BackToTrash />
        {query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )}
      </Stack>
    );

  const { folder, breadcrumbs } = first;
  // The folder that was deleted: the first step of the way down to this one.
  const trashedRoot = breadcrumbs[0]?.folderId ?? folder.id;
  const trashedName = breadcrumbs[0]?.name ?? folder.name;
  const folders = first.folders;
  const files = (query.data?.pages ?? [first]).flatMap((page) => page.files);
  const title = t('filestore.trashFolder.title', { name: folder.name });
  const parents = breadcrumbs.at(-1)?.folderId === folderId ? breadcrumbs.slice(0, -1) : breadcrumbs;

  return (
    <Stack gap="md">
      <PageHead title={title} description={t('filestore.trashFolder.description', { name: folder.name })} />
      <BackToTrash />
      <div>
        {parents.length > 0 && (
          <nav aria-label={t('filestore.breadcrumb')} className="filestore-breadcrumbs">
            <ol>
              {parents.map((crumb) => (
                <li key={crumb.folderId ?? 'root'}>
                  {crumb.folderId ? (
                    <Anchor
                      component={Link}
                      to={to('filestoreTrashFolder', { folderId: crumb.folderId })}
                      size="sm"
                    >
                      {crumb.name}
                    </Anchor>
                  ) : (
                    crumb.name
                  )}
                </li>
              ))}
              <li aria-current="page">{folder.name}</li>
            </ol>
          </nav>
        )}
        <Title order={1} className="filestore-title">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {placeText(folder.breadcrumbs, folder.archiveName)} ·{' '}
          {t('filestore.trash.purge', { date: formatDate(new Date(folder.purgeAt)) })}
        </Text>
      </div>
      <Alert color="yellow" variant="light" className="filestore-readonly">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('filestore.trashFolder.readOnly')}</Text>
          <Button
            size="compact-md"
            loading={restore.busy}
            onClick={() =>
              void restore.run(async () => {
                await restoreItems({ folderIds: [trashedRoot], fileIds: [] });
                notifyDone(t('filestore.trashFolder.restored', { name: trashedName }));
                // This folder is no longer in the trash: asked again it would be a 404.
                await refreshFilestore(queryClient, { leaving: true });
                navigate(to('filestoreTrash'));
              })
            }
          >
            {t('filestore.trashFolder.restore')}
          </Button>
        </Stack>
      </Alert>
      <ProblemAlert problem={restore.problem} />
      {folders.length + files.length === 0 ? (
        <Text role="status">{t('filestore.trashFolder.empty')}</Text>
      ) : (
        <section className="filestore-table-frame" aria-labelledby="filestore-trash-folder-caption">
          <Table className="filestore-table" verticalSpacing="xs">
            <Table.Caption id="filestore-trash-folder-caption">
              {t('filestore.trashFolder.caption', { name: folder.name })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('filestore.folder.name')}</Table.Th>
                <Table.Th scope="col" className="filestore-desktop-only">
                  {t('filestore.folder.date')}
                </Table.Th>
                <Table.Th scope="col" className="filestore-number filestore-desktop-only">
                  {t('filestore.folder.size')}
                </Table.Th>
                <Table.Th scope="col" className="filestore-number filestore-desktop-only">
                  {t('filestore.folder.pages')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {folders.map((item) => (
                <Table.Tr key={item.id} data-testid="filestore-row">
                  <Table.Td>
                    <span className="filestore-name">
                      <span className="filestore-name__icon filestore-name__icon--folder" aria-hidden="true">
                        <FolderIcon />
                      </span>
                      <span className="filestore-name__text">
                        <Anchor
                          component={Link}
                          to={to('filestoreTrashFolder', { folderId: item.id })}
                          fw={600}
                        >
                          {item.name}
                        </Anchor>
                        <span className="filestore-name__meta">
                          {t('filestore.files', { count: item.fileCount })},{' '}
                          {t('filestore.folders', { count: item.folderCount })}
                        </span>
                      </span>
                    </span>
                  </Table.Td>
                  <Table.Td className="filestore-nowrap filestore-desktop-only">
                    {formatDate(new Date(item.createdAt))}
                  </Table.Td>
                  <Table.Td className="filestore-number filestore-desktop-only">
                    {t('filestore.none')}
                  </Table.Td>
                  <Table.Td className="filestore-number filestore-desktop-only">
                    {t('filestore.none')}
                  </Table.Td>
                </Table.Tr>
              ))}
              {files.map((item) => (
                <Table.Tr key={item.id} data-testid="filestore-row">
                  <Table.Td>
                    <span className="filestore-name">
                      <span className="filestore-name__icon" aria-hidden="true">
                        <FileIcon />
                      </span>
                      <span className="filestore-name__text">
                        <Text span fw={600}>
                          {item.name}
                        </Text>
                        <span className="filestore-name__meta filestore-phone-only">
                          {formatDate(new Date(item.createdAt))} · {formatFileSize(item.size)}
                        </span>
                      </span>
                    </span>
                  </Table.Td>
                  <Table.Td className="filestore-nowrap filestore-desktop-only">
                    {formatDate(new Date(item.createdAt))}
                  </Table.Td>
                  <Table.Td className="filestore-number filestore-desktop-only">
                    {formatFileSize(item.size)}
                  </Table.Td>
                  <Table.Td className="filestore-number filestore-desktop-only">
                    {item.pageCount ?? t('filestore.none')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      <Group justify="space-between" className="filestore-more">
        <Text size="sm" c="gray.7" role="status">
          {t('filestore.trashFolder.shown', { count: files.length })}
        </Text>
        {query.hasNextPage && (
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('filestore.folder.loadMore')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function BackToTrash() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Anchor component={Link} to={to('filestoreTrash')} size="sm">
      ‹ {t('filestore.trashFolder.back')}
    </Anchor>
  );
}
