import { Anchor, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatFileSize } from '@portal/shared/format';
import {
  FILESTORE_TRASH_DAYS,
  type FilestoreSelection,
  type TrashItem,
} from '@portal/shared/schemas/filestore';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { deleteForGood, emptyTrash, restoreItems } from '../api/filestore-changes';
import { refreshFilestore, trashOptions } from '../api/filestore-queries';
import { notifyDone } from '../utils/notify';
import { placeText } from '../utils/places';
import { ConfirmDialog, ProblemAlert, useChange } from './dialogs';
import { FileIcon, FolderIcon } from './filestore-icons';
import { EmptyState, Loading, QueryProblem } from './query-problem';
import '../texts';

/**
 * The trash (spec 02 section 2.1, trash): what was deleted, newest first, with where it was, who
 * deleted it and when it goes for good. The selection is put back where it was ('Terugzetten') or
 * removed for good; 'Prullenbak legen' removes everything. A restore that cannot go back (its
 * folder is gone, or its name is taken) shows the server's Dutch reason (FILESTORE_RESTORE_CONFLICT).
 */
export function TrashPage() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(trashOptions());
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'delete' | 'empty' | null>(null);
  const restore = useChange();

  const chosen = items.filter((item) => selected.has(item.id));
  const selection: FilestoreSelection = {
    folderIds: chosen.filter((item) => item.kind === 'folder').map((item) => item.id),
    fileIds: chosen.filter((item) => item.kind === 'file').map((item) => item.id),
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const after = async () => {
    setSelected(new Set());
    await refreshFilestore(queryClient);
  };

  return (
    <Stack gap="md">
      <PageHead
        title={t('filestore.trash.title')}
        description={t('filestore.trash.description', { days: FILESTORE_TRASH_DAYS })}
      />
      <div>
        <Title order={1} className="filestore-title">
          {t('filestore.trash.title')}
        </Title>
        <Text c="gray.7">{t('filestore.trash.intro', { days: FILESTORE_TRASH_DAYS })}</Text>
      </div>
      {!query.data ? (
        query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : items.length === 0 ? (
        <EmptyState title={t('filestore.trash.emptyState')} text={t('filestore.trash.emptyStateHint')}>
          <Button component={Link} to={to('filestoreDashboard')} variant="light" mt="xs">
            {t('filestore.trash.toArchive')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Group
            gap="sm"
            className="filestore-toolbar"
            role="toolbar"
            aria-label={t('filestore.trash.caption')}
          >
            {chosen.length > 0 && (
              <>
                <Text size="sm" fw={600} role="status">
                  {t('filestore.folder.selected', { count: chosen.length })}
                </Text>
                <Button
                  loading={restore.busy}
                  onClick={() =>
                    void restore.run(async () => {
                      const { changed } = await restoreItems(selection);
                      notifyDone(t('filestore.folder.restored', { count: changed }));
                      await after();
                    })
                  }
                >
                  {t('filestore.trash.restore')}
                </Button>
                <Button variant="default" color="red.8" onClick={() => setDialog('delete')}>
                  {t('filestore.trash.deleteForGood')}
                </Button>
              </>
            )}
            <Button variant="default" color="red.8" ml="auto" onClick={() => setDialog('empty')}>
              {t('filestore.trash.empty')}
            </Button>
          </Group>
          <ProblemAlert problem={restore.problem} />
          <TrashTable
            items={items}
            selected={selected}
            onToggle={toggle}
            onToggleAll={() =>
              setSelected(chosen.length === items.length ? new Set() : new Set(items.map((item) => item.id)))
            }
          />
          <div className="filestore-more">
            <Text size="sm" c="gray.7" role="status">
              {t('filestore.trash.shown', { count: items.length })}
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
          </div>
          {query.isFetchNextPageError && (
            <QueryProblem error={query.error} onRetry={() => void query.fetchNextPage()} />
          )}
        </>
      )}
      <ConfirmDialog
        opened={dialog === 'delete' && chosen.length > 0}
        title={t('filestore.trash.deleteTitle')}
        confirmLabel={t('filestore.trash.deleteForGood')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const { changed } = await deleteForGood(selection);
          notifyDone(t('filestore.trash.deleted', { count: changed }));
          await after();
        }}
      >
        <Text>
          {chosen.length === 1
            ? t('filestore.trash.deleteText_one', { name: chosen[0]!.name })
            : t('filestore.trash.deleteText_other', { count: chosen.length })}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'empty'}
        title={t('filestore.trash.emptyTitle')}
        confirmLabel={t('filestore.trash.empty')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const { changed } = await emptyTrash();
          notifyDone(t('filestore.trash.emptied', { count: changed }));
          await after();
        }}
      >
        <Text>{t('filestore.trash.emptyText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function TrashTable({
  items,
  selected,
  onToggle,
  onToggleAll,
}: {
  items: TrashItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const count = items.filter((item) => selected.has(item.id)).length;
  return (
    <section className="filestore-table-frame" aria-labelledby="filestore-trash-caption">
      <Table className="filestore-table" verticalSpacing="sm" highlightOnHover>
        <Table.Caption id="filestore-trash-caption">{t('filestore.trash.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className="filestore-select">
              <Checkbox
                aria-label={t('filestore.folder.selectAll')}
                checked={count === items.length}
                indeterminate={count > 0 && count < items.length}
                onChange={onToggleAll}
                size="sm"
              />
            </Table.Th>
            <Table.Th scope="col">{t('filestore.trash.name')}</Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.trash.was')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.trash.by')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.trash.when')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.trash.purgeColumn')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              className="filestore-row"
              data-testid="filestore-trash-row"
              data-selected={selected.has(item.id) || undefined}
            >
              <Table.Td className="filestore-select">
                <Checkbox
                  aria-label={t('filestore.folder.selectRow', { name: item.name })}
                  checked={selected.has(item.id)}
                  onChange={() => onToggle(item.id)}
                  size="sm"
                />
              </Table.Td>
              <Table.Td>
                <span className="filestore-name">
                  <span
                    className={`filestore-name__icon${item.kind === 'folder' ? ' filestore-name__icon--folder' : ''}`}
                    aria-hidden="true"
                  >
                    {item.kind === 'folder' ? <FolderIcon /> : <FileIcon />}
                  </span>
                  <span className="filestore-name__text">
                    {item.kind === 'folder' ? (
                      <Anchor
                        component={Link}
                        to={to('filestoreTrashFolder', { folderId: item.id })}
                        fw={600}
                        aria-label={t('filestore.trash.openFolder', { name: item.name })}
                      >
                        {item.name}
                      </Anchor>
                    ) : (
                      <Text span fw={600} size="sm">
                        {item.name}
                      </Text>
                    )}
                    <span className="filestore-name__meta">
                      {t(`filestore.kind.${item.kind}`)} · {formatFileSize(item.size)}
                    </span>
                    <span className="filestore-name__meta filestore-phone-only">
                      {placeText(item.breadcrumbs, item.archiveName)}
                    </span>
                    <span className="filestore-name__meta filestore-phone-only">
                      {item.trashedBy} · {formatDate(new Date(item.trashedAt))} ·{' '}
                      {t('filestore.trash.purge', { date: formatDate(new Date(item.purgeAt)) })}
                    </span>
                  </span>
                </span>
              </Table.Td>
              <Table.Td className="filestore-desktop-only">
                {placeText(item.breadcrumbs, item.archiveName)}
              </Table.Td>
              <Table.Td className="filestore-desktop-only">{item.trashedBy}</Table.Td>
              <Table.Td className="filestore-nowrap filestore-desktop-only">
                {formatDate(new Date(item.trashedAt))}
              </Table.Td>
              <Table.Td className="filestore-nowrap filestore-desktop-only">
                {t('filestore.trash.purge', { date: formatDate(new Date(item.purgeAt)) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
