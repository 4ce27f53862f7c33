import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import {
  FILESTORE_TRASH_DAYS,
  type FilestoreCrumb,
  type FilestoreSelection,
  type FolderListing,
} from '@portal/shared/schemas/filestore';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import {
  createFolder,
  moveItems,
  renameFile,
  renameFolder,
  restoreItems,
  trashItems,
} from '../api/filestore-changes';
import { downloadFile, type ListingOrder, listingOptions, refreshFilestore } from '../api/filestore-queries';
import { useFolderUploads } from '../hooks/use-folder-uploads';
import { orderFromParams, paramsWithOrder, sortFolders } from '../utils/listing-order';
import { notify, notifyDone, notifyProblem } from '../utils/notify';
import { FILE_PARAM, folderPath } from '../utils/places';
import { problemText } from '../utils/problem';
import { ConfirmDialog, NameDialog } from './dialogs';
import { FilePanel } from './file-panel';
import { DownloadIcon, NewFolderIcon, UploadIcon } from './filestore-icons';
import { FolderTable, fileKey, folderKey, type TableRow } from './folder-table';
import { MoveDialog } from './move-dialog';
import { EmptyState, Loading, QueryProblem } from './query-problem';
import { UploadPanel } from './upload-panel';
import '../texts';

type Dialog = 'newFolder' | 'rename' | 'move' | 'trash' | null;

/**
 * An archive's folder, or its root (spec 02 section 2.1: archive/{id} and
 * archive/{archiveId}/folder/{folderId}): breadcrumbs, the subfolders and then the files a page of
 * 100 at a time, sorted by the column the address names. Where the archive allows it: a new
 * folder, files added, and the selection renamed, moved or put in the trash; files are downloaded
 * in every archive. A file opens in its panel.
 */
export function FolderPage({ archiveId, folderId }: { archiveId: string; folderId: string | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const order = useMemo(() => orderFromParams(params), [params]);
  const listing = useInfiniteQuery({
    ...listingOptions(archiveId, folderId, order),
    placeholderData: keepPreviousData,
  });
  const openFileId = params.get(FILE_PARAM);

  const setOrder = (next: ListingOrder) => setParams(paramsWithOrder(params, next));
  const openFile = (fileId: string) => {
    const next = new URLSearchParams(params);
    next.set(FILE_PARAM, fileId);
    setParams(next);
  };
  const closeFile = () => {
    const next = new URLSearchParams(params);
    next.delete(FILE_PARAM);
    setParams(next, { replace: true });
  };

  const first = listing.data?.pages[0];
  return (
    <>
      {!first ? (
        <Stack gap="lg">
          <PageHead title={t('filestore.name')} description={t('filestore.defaultDescription')} />
          {listing.isError ? (
            <QueryProblem error={listing.error} onRetry={() => void listing.refetch()} />
          ) : (
            <Loading />
          )}
        </Stack>
      ) : (
        <FolderContents
          key={`${order.sort}:${order.direction}`}
          first={first}
          pages={listing.data?.pages ?? [first]}
          order={order}
          onSort={setOrder}
          onOpenFile={openFile}
          openFileId={openFileId}
          more={{
            has: listing.hasNextPage,
            loading: listing.isFetchingNextPage,
            failed: listing.isFetchNextPageError ? listing.error : null,
            load: () => void listing.fetchNextPage(),
          }}
        />
      )}
      <FilePanel fileId={openFileId} onClose={closeFile} />
    </>
  );
}

type More = { has: boolean; loading: boolean; failed: unknown; load: () => void };

function FolderContents({
  first,
  pages,
  order,
  onSort,
  onOpenFile,
  openFileId,
  more,
}: {
  first: FolderListing;
  pages: FolderListing[];
  order: ListingOrder;
  onSort: (order: ListingOrder) => void;
  onOpenFile: (fileId: string) => void;
  openFileId: string | null;
  more: More;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { archive, folder, breadcrumbs } = first;
  const name = folder?.name ?? archive.name;
  const folderId = folder?.id ?? null;
  const changeable = archive.allowChanges;

  const rows = useMemo<TableRow[]>(
    () => [
      ...sortFolders(first.folders, order).map((item) => ({
        kind: 'folder' as const,
        key: folderKey(item.id),
        item,
        to: folderPath(to, archive.id, item.id),
      })),
      ...pages
        .flatMap((page) => page.files)
        .map((item) => ({ kind: 'file' as const, key: fileKey(item.id), item })),
    ],
    [first.folders, pages, order, to, archive.id],
  );
  const loadedFiles = rows.length - first.folders.length;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = rows.filter((row) => selected.has(row.key));
  const selection = {
    folderIds: chosen.filter((row) => row.kind === 'folder').map((row) => row.item.id),
    fileIds: chosen.filter((row) => row.kind === 'file').map((row) => row.item.id),
  } satisfies FilestoreSelection;
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = () =>
    setSelected(chosen.length === rows.length ? new Set() : new Set(rows.map((row) => row.key)));
  const clear = () => setSelected(new Set());

  const [dialog, setDialog] = useState<Dialog>(null);
  const { store: uploadStore, uploads } = useFolderUploads();
  const picker = useRef<HTMLInputElement>(null);

  const afterChange = async () => {
    clear();
    await refreshFilestore(queryClient);
  };

  const trash = async () => {
    const items = selection;
    const { changed } = await trashItems(archive.id, items);
    await afterChange();
    const id = `filestore-trashed-${Date.now()}`;
    notify({
      id,
      autoClose: AUTO_CLOSE_MS.notification * 2,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <span>{t('filestore.folder.trashed', { count: changed })}</span>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              notifications.hide(id);
              restoreItems(items)
                .then(async (result) => {
                  notifyDone(t('filestore.folder.restored', { count: result.changed }));
                  await refreshFilestore(queryClient);
                })
                .catch((error: unknown) => notifyProblem(problemText(error, t)));
            }}
          >
            {t('filestore.folder.undo')}
          </Button>
        </Group>
      ),
    });
  };

  const download = async () => {
    for (const row of chosen) {
      if (row.kind !== 'file') continue;
      try {
        await downloadFile(row.item.id, row.item.name);
      } catch (error) {
        notifyProblem(
          `${t('filestore.folder.downloadFailed', { name: row.item.name })} ${problemText(error, t)}`,
        );
      }
    }
  };

  const single = chosen.length === 1 ? chosen[0]! : null;
  const onlyFiles = chosen.length > 0 && chosen.every((row) => row.kind === 'file');
  const description = folder
    ? t('filestore.folder.description', { name, archive: archive.name })
    : t('filestore.folder.rootDescription', { archive: archive.name });

  return (
    <Stack gap="md">
      <PageHead title={name} description={description} />
      <div>
        <FolderBreadcrumbs archiveId={archive.id} crumbs={breadcrumbs} current={name} currentId={folderId} />
        <Title order={1} className="filestore-title">
          {name}
        </Title>
        {!folder && (
          <Text size="sm" c="gray.7">
            {archive.customerName}
            {archive.location ? ` · ${archive.location}` : ''}
          </Text>
        )}
      </div>

      {!changeable && <ReadOnlyLine />}

      {(changeable || chosen.length > 0) && (
        <div className="filestore-toolbar" role="toolbar" aria-label={t('filestore.folder.toolbar')}>
          {changeable && (
            <>
              <Button
                variant="default"
                leftSection={<NewFolderIcon />}
                onClick={() => setDialog('newFolder')}
              >
                {t('filestore.folder.newFolder')}
              </Button>
              <Button leftSection={<UploadIcon />} onClick={() => picker.current?.click()}>
                {t('filestore.folder.addFiles')}
              </Button>
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                aria-hidden="true"
                tabIndex={-1}
                data-testid="filestore-file-input"
                onChange={(event) => {
                  const files = [...(event.currentTarget.files ?? [])];
                  event.currentTarget.value = '';
                  if (files.length > 0) uploadStore.add(files, { archiveId: archive.id, folderId });
                }}
              />
            </>
          )}
          {chosen.length > 0 && (
            <div className="filestore-toolbar__selection">
              <Text size="sm" fw={600} role="status">
                {t('filestore.folder.selected', { count: chosen.length })}
              </Text>
              {changeable && single && (
                <Button size="sm" variant="default" onClick={() => setDialog('rename')}>
                  {t('filestore.folder.rename')}
                </Button>
              )}
              {changeable && (
                <Button size="sm" variant="default" onClick={() => setDialog('move')}>
                  {t('filestore.folder.move')}
                </Button>
              )}
              {changeable && (
                <Button size="sm" variant="default" color="red.8" onClick={() => setDialog('trash')}>
                  {t('filestore.folder.trash')}
                </Button>
              )}
              {onlyFiles && (
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<DownloadIcon size={14} />}
                  onClick={() => void download()}
                >
                  {t('filestore.folder.download')}
                </Button>
              )}
              <Button size="sm" variant="subtle" onClick={clear}>
                {t('filestore.folder.clearSelection')}
              </Button>
            </div>
          )}
        </div>
      )}

      <UploadPanel folderName={name} uploads={uploads} onClose={() => uploadStore.clearFinished()} />

      {rows.length === 0 ? (
        <EmptyState
          title={t('filestore.folder.empty')}
          text={changeable ? t('filestore.folder.emptyChangeable') : t('filestore.folder.emptyReadOnly')}
        />
      ) : (
        <>
          <FolderTable
            caption={t('filestore.folder.caption', { name })}
            rows={rows}
            order={order}
            onSort={onSort}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={(row) => (row.kind === 'folder' ? navigate(row.to) : onOpenFile(row.item.id))}
            highlightedKey={openFileId ? fileKey(openFileId) : null}
          />
          <div className="filestore-more">
            <Text size="sm" c="gray.7" role="status" data-testid="filestore-shown">
              {t('filestore.folder.shown', { shown: loadedFiles, total: first.totalFiles })}
            </Text>
            {more.has && (
              <Button variant="default" loading={more.loading} onClick={more.load}>
                {t('filestore.folder.loadMore')}
              </Button>
            )}
          </div>
          {more.failed !== null && <QueryProblem error={more.failed} onRetry={more.load} />}
        </>
      )}

      <NameDialog
        opened={dialog === 'newFolder'}
        title={t('filestore.folder.newFolderTitle')}
        label={t('filestore.folder.newFolderName')}
        submitLabel={t('filestore.folder.create')}
        onClose={() => setDialog(null)}
        onSubmit={async (folderName) => {
          const created = await createFolder(archive.id, folderId, folderName);
          notifyDone(t('filestore.folder.folderCreated', { name: created.name }));
          await refreshFilestore(queryClient);
        }}
      />
      {single && (
        <NameDialog
          opened={dialog === 'rename'}
          title={t('filestore.folder.renameTitle', { name: single.item.name })}
          label={t('filestore.folder.renameField')}
          initial={single.item.name}
          submitLabel={t('filestore.save')}
          onClose={() => setDialog(null)}
          onSubmit={async (newName) => {
            const renamed =
              single.kind === 'folder'
                ? await renameFolder(single.item.id, newName, single.item.version)
                : await renameFile(single.item.id, newName, single.item.version);
            notifyDone(t('filestore.folder.renamed', { name: renamed.name }));
            await afterChange();
          }}
        />
      )}
      {dialog === 'move' && chosen.length > 0 && (
        <MoveDialog
          archive={archive}
          currentFolderId={folderId}
          movingFolderIds={new Set(selection.folderIds)}
          count={chosen.length}
          singleName={single?.item.name ?? null}
          onClose={() => setDialog(null)}
          onMove={async (target) => {
            const { changed } = await moveItems(archive.id, selection, target.folderId);
            notifyDone(t('filestore.folder.moved', { count: changed, target: target.name }));
            await afterChange();
          }}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'trash' && chosen.length > 0}
        title={t('filestore.folder.trashTitle')}
        confirmLabel={t('filestore.folder.trashConfirm')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={trash}
      >
        <Text>
          {single
            ? t('filestore.folder.trashText_one', { name: single.item.name, days: FILESTORE_TRASH_DAYS })
            : t('filestore.folder.trashText_other', { count: chosen.length, days: FILESTORE_TRASH_DAYS })}
        </Text>
        {selection.folderIds.length > 0 && (
          <Text size="sm" c="gray.7">
            {t('filestore.folder.trashFolderNote')}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/** 'In dit archief kunt u niets wijzigen…', with the way to ask us. */
function ReadOnlyLine() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Alert color="yellow" variant="light" className="filestore-readonly" data-testid="filestore-read-only">
      <Text size="sm">
        {t('filestore.readOnly')}{' '}
        <Anchor component={Link} to={to('contact')} size="sm">
          {t('filestore.readOnlyContact')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** Mijn archief › the archive › its folders › this folder. */
function FolderBreadcrumbs({
  archiveId,
  crumbs,
  current,
  currentId,
}: {
  archiveId: string;
  crumbs: readonly FilestoreCrumb[];
  current: string;
  currentId: string | null;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const last = crumbs.at(-1);
  const parents = last && last.folderId === currentId ? crumbs.slice(0, -1) : crumbs;
  return (
    <nav aria-label={t('filestore.breadcrumb')} className="filestore-breadcrumbs">
      <ol>
        <li>
          <Anchor component={Link} to={to('filestoreDashboard')} size="sm">
            {t('filestore.name')}
          </Anchor>
        </li>
        {parents.map((crumb) => (
          <li key={crumb.folderId ?? 'root'}>
            <Anchor component={Link} to={folderPath(to, archiveId, crumb.folderId)} size="sm">
              {crumb.name}
            </Anchor>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
