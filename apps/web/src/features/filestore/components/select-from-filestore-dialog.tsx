import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatFileSize } from '@portal/shared/format';
import { filestoreSelect } from '@portal/shared/i18n/nl/filestore-select';
import {
  type ArchiveSummary,
  FILESTORE_SELECT_MAX,
  type FilestoreCrumb,
  type FilestoreFile,
  type FilestoreFolder,
  type SearchHit,
} from '@portal/shared/schemas/filestore';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, memo, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { addTexts } from '../../../lib/i18n';
import { archivesOptions, listingOptions, searchOptions } from '../api/filestore-queries';
import { placeText } from '../utils/places';
import { ProblemAlert, useChange } from './dialogs';
import { ArchiveIcon, FileIcon, FolderIcon, SearchIcon } from './filestore-icons';
import { EmptyState, Loading, QueryProblem } from './query-problem';
import '../texts';
import './select-from-filestore.css';

addTexts({ filestoreSelect });

const PHONE = '(max-width: 48em)';
const BY_NAME = { sort: 'name', direction: 'asc' } as const;

/** Where the dialog is: the list of archives, or a folder of an archive (folderId null: its root). */
type Place = { archive: { id: string; name: string }; folderId: string | null } | null;

/** A chosen file: its id and what the footer and the notice need of it. */
type Chosen = ReadonlyMap<string, string>;

export type SelectFromFilestoreDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Puts the chosen files in the file list; a refusal throws, and its Dutch message is shown here. */
  onAdd: (fileIds: string[]) => Promise<unknown>;
};

/**
 * 'Selecteer uit bestandsopslag' (spec 01 section 2; issue 31 point 4; decision 0125): the
 * customer's archives and folders to browse (breadcrumbs, 100 files a page with 'Meer laden') or
 * search, documents to tick (folders open, they are not chosen), how many are chosen, and
 * 'Toevoegen', which puts them in the file list with their stored analysis. The choice stays while
 * the customer moves between folders and searches, up to the 100 one call takes.
 */
export function SelectFromFilestoreDialog({ opened, onClose, onAdd }: SelectFromFilestoreDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [place, setPlace] = useState<Place | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const change = useChange();
  const archives = useQuery({ ...archivesOptions(), enabled: opened });
  const list = archives.data?.archives;
  // One archive: the dialog opens in it (the breadcrumb still leads back to the list).
  const shown: Place =
    place === undefined
      ? list?.length === 1 && list[0]
        ? { archive: list[0], folderId: null }
        : null
      : place;

  const close = () => {
    setChosen(new Map());
    change.reset();
    onClose();
  };
  // One function for the dialog's life: a row redraws only when its own tick changes.
  const toggle = useCallback(
    (file: { id: string; name: string }, on: boolean) =>
      setChosen((current) => {
        const next = new Map(current);
        if (on) next.set(file.id, file.name);
        else next.delete(file.id);
        return next;
      }),
    [],
  );
  const open = (next: Place) => {
    setPlace(next);
    setQ(null);
    setSearch('');
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const words = search.trim();
    setQ(words === '' ? null : words);
  };
  const add = () =>
    void change
      .run(() => onAdd([...chosen.keys()]).then(() => undefined))
      .then((done) => {
        if (done) close();
      });

  const full = chosen.size >= FILESTORE_SELECT_MAX;
  const picker: FilePicker = { chosen, full, onToggle: toggle };
  const noArchives = list !== undefined && list.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('filestoreSelect.title')}
      size={phone ? '100%' : 'xl'}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('filestore.close') }}
      styles={{ title: { fontWeight: 700 } }}
      data-dialog="select-from-filestore"
    >
      <Stack gap="md" className="fs-select">
        {!list ? (
          archives.isError ? (
            <QueryProblem error={archives.error} onRetry={() => void archives.refetch()} />
          ) : (
            <Loading />
          )
        ) : noArchives ? (
          <NoArchives onLeave={close} />
        ) : (
          <>
            <Text size="sm">{t('filestoreSelect.intro')}</Text>
            <search>
              <form onSubmit={submitSearch} className="fs-select__search">
                <TextInput
                  type="search"
                  label={t('filestoreSelect.searchLabel')}
                  placeholder={t('filestoreSelect.searchPlaceholder')}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  maxLength={200}
                  leftSection={<SearchIcon size={16} />}
                  className="fs-select__search-field"
                />
                <Button type="submit" variant="default">
                  {t('filestoreSelect.searchSubmit')}
                </Button>
              </form>
            </search>
            {q !== null ? (
              <SearchResults q={q} picker={picker} onOpen={open} onBack={() => open(shown)} />
            ) : shown ? (
              <FolderView place={shown} picker={picker} onOpen={open} />
            ) : (
              <ArchiveList archives={list} onOpen={open} />
            )}
          </>
        )}
        <div className="fs-select__footer">
          <Text size="sm" role="status" className="fs-select__count">
            {chosen.size === 0
              ? t('filestoreSelect.chosenNone')
              : t('filestoreSelect.chosen', { count: chosen.size })}
            {full && ` ${t('filestoreSelect.maxReached', { max: FILESTORE_SELECT_MAX })}`}
          </Text>
          {chosen.size > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => setChosen(new Map())}>
              {t('filestoreSelect.clear')}
            </Button>
          )}
        </div>
        <ProblemAlert problem={change.problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('filestoreSelect.cancel')}
          </Button>
          <Button onClick={add} disabled={chosen.size === 0 || noArchives} loading={change.busy}>
            {t('filestoreSelect.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type FilePicker = {
  chosen: Chosen;
  /** As many chosen as one call takes: the others cannot be ticked until one is let go. */
  full: boolean;
  onToggle: (file: { id: string; name: string }, on: boolean) => void;
};

function NoArchives({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <EmptyState title={t('filestoreSelect.noArchivesTitle')} text={t('filestoreSelect.noArchivesText')}>
      <Button component={Link} to={to('filestoreArchives')} variant="light" mt="xs" onClick={onLeave}>
        {t('filestoreSelect.toArchives')}
      </Button>
    </EmptyState>
  );
}

function ArchiveList({ archives, onOpen }: { archives: ArchiveSummary[]; onOpen: (place: Place) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="fs-select__list" aria-label={t('filestoreSelect.archiveList')}>
      {archives.map((archive) => (
        <li key={archive.id} className="fs-select__row">
          <UnstyledButton
            className="fs-select__open"
            aria-label={t('filestoreSelect.openArchive', { name: archive.name })}
            onClick={() => onOpen({ archive: { id: archive.id, name: archive.name }, folderId: null })}
          >
            <span className="fs-select__icon fs-select__icon--folder">
              <ArchiveIcon />
            </span>
            <span className="fs-select__text">
              <span className="fs-select__name">{archive.name}</span>
              <span className="fs-select__meta">
                {t('filestoreSelect.archiveFacts', {
                  files: t('filestore.files', { count: archive.fileCount }),
                  customer: archive.customerName,
                })}
              </span>
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}

/** 'Archieven › Archief › Map': every step but the last opens its place. */
function Crumbs({
  archive,
  crumbs,
  onOpen,
}: {
  archive: { id: string; name: string };
  crumbs: readonly FilestoreCrumb[];
  onOpen: (place: Place) => void;
}) {
  const { t } = useTranslation();
  // The root's step (folderId null) carries the archive's name; a listing may leave it out.
  const steps = crumbs[0]?.folderId === null ? crumbs : [{ folderId: null, name: archive.name }, ...crumbs];
  return (
    <nav aria-label={t('filestoreSelect.places')}>
      <ol className="fs-select__crumbs">
        <li>
          <UnstyledButton className="fs-select__crumb" onClick={() => onOpen(null)}>
            {t('filestoreSelect.archives')}
          </UnstyledButton>
        </li>
        {steps.map((step, index) => (
          <li key={step.folderId ?? 'root'}>
            {index === steps.length - 1 ? (
              <span aria-current="location" className="fs-select__crumb fs-select__crumb--here">
                {step.name}
              </span>
            ) : (
              <UnstyledButton
                className="fs-select__crumb"
                onClick={() => onOpen({ archive, folderId: step.folderId })}
              >
                {step.name}
              </UnstyledButton>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function FolderView({
  place,
  picker,
  onOpen,
}: {
  place: NonNullable<Place>;
  picker: FilePicker;
  onOpen: (place: Place) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const query = useInfiniteQuery(listingOptions(place.archive.id, place.folderId, BY_NAME));
  if (!query.data)
    return query.isError ? (
      <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Loading />
    );
  const [first] = query.data.pages;
  const folders = first?.folders ?? [];
  const files = query.data.pages.flatMap((page) => page.files);
  const total = first?.totalFiles ?? files.length;
  const here = first?.folder?.name ?? place.archive.name;
  return (
    <Stack gap="xs">
      <Crumbs archive={place.archive} crumbs={first?.breadcrumbs ?? []} onOpen={onOpen} />
      {folders.length + files.length === 0 ? (
        <Text size="sm" c="gray.7" py="md" role="status">
          {t('filestoreSelect.emptyFolder')}
        </Text>
      ) : (
        <ul
          className="fs-select__list"
          aria-label={t('filestoreSelect.folderList', { name: here })}
          id={listId}
        >
          {folders.map((folder) => (
            <FolderRow
              key={folder.id}
              folder={folder}
              onOpen={() => onOpen({ ...place, folderId: folder.id })}
            />
          ))}
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              checked={picker.chosen.has(file.id)}
              blocked={picker.full}
              onToggle={picker.onToggle}
            />
          ))}
        </ul>
      )}
      {total > files.length && (
        <MoreButton
          shown={t('filestoreSelect.shown', { shown: files.length, total })}
          loading={query.isFetchingNextPage}
          onMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
          controls={listId}
        />
      )}
      {query.isFetchNextPageError && (
        <QueryProblem error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
    </Stack>
  );
}

function SearchResults({
  q,
  picker,
  onOpen,
  onBack,
}: {
  q: string;
  picker: FilePicker;
  onOpen: (place: Place) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const query = useInfiniteQuery(searchOptions(q));
  const back = (
    <Button variant="subtle" size="compact-sm" onClick={onBack} className="fs-select__back">
      {t('filestoreSelect.searchClear')}
    </Button>
  );
  if (!query.data)
    return (
      <Stack gap="xs">
        {back}
        {query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )}
      </Stack>
    );
  const hits = query.data.pages.flatMap((page) => page.hits);
  return (
    <Stack gap="xs">
      {back}
      {hits.length === 0 ? (
        <Text size="sm" py="md" role="status">
          {t('filestoreSelect.searchNothing', { q })}
        </Text>
      ) : (
        <ul className="fs-select__list" aria-label={t('filestoreSelect.searchResults', { q })} id={listId}>
          {hits.map((hit) =>
            hit.kind === 'file' && hit.file ? (
              <FileRow
                key={`file:${hit.id}`}
                file={hit.file}
                checked={picker.chosen.has(hit.file.id)}
                blocked={picker.full}
                onToggle={picker.onToggle}
                place={placeOf(hit)}
              />
            ) : (
              <FolderRow
                key={`folder:${hit.id}`}
                folder={{ name: hit.name }}
                place={placeOf(hit)}
                onOpen={() =>
                  onOpen({ archive: { id: hit.archiveId, name: hit.archiveName }, folderId: hit.id })
                }
              />
            ),
          )}
        </ul>
      )}
      {query.hasNextPage && (
        <MoreButton
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          controls={listId}
        />
      )}
      {query.isFetchNextPageError && (
        <QueryProblem error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
    </Stack>
  );
}

/** Where a search hit is: 'Archief › Map'. */
const placeOf = (hit: SearchHit) => placeText(hit.breadcrumbs, hit.archiveName);

/** What a folder holds: its folders when it has any, and its documents ('2 mappen · 0 bestanden' rather than a bare '0 bestanden'). */
function folderFacts(files: number, folders: number, t: TFunction): string {
  if (folders === 0) return t('filestore.files', { count: files });
  return `${t('filestore.folders', { count: folders })} · ${t('filestore.files', { count: files })}`;
}

function FolderRow({
  folder,
  place,
  onOpen,
}: {
  folder: Pick<FilestoreFolder, 'name'> & Partial<Pick<FilestoreFolder, 'fileCount' | 'folderCount'>>;
  place?: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="fs-select__row">
      <UnstyledButton
        className="fs-select__open"
        aria-label={t('filestoreSelect.openFolder', { name: folder.name })}
        onClick={onOpen}
      >
        <span className="fs-select__icon fs-select__icon--folder">
          <FolderIcon />
        </span>
        <span className="fs-select__text">
          <span className="fs-select__name">{folder.name}</span>
          {place !== undefined ? (
            <span className="fs-select__meta">{t('filestoreSelect.inFolder', { place })}</span>
          ) : folder.fileCount !== undefined ? (
            <span className="fs-select__meta">
              {folderFacts(folder.fileCount, folder.folderCount ?? 0, t)}
            </span>
          ) : null}
        </span>
      </UnstyledButton>
    </li>
  );
}

/**
 * A document to tick: its name is the checkbox's label, its facts (pages, format, size, place)
 * the checkbox's description. Kept (memo) while other rows are ticked: a page holds 100 and
 * 'Meer laden' adds more.
 */
const FileRow = memo(function FileRow({
  file,
  checked,
  blocked,
  onToggle,
  place,
}: {
  file: FilestoreFile;
  checked: boolean;
  /** As many chosen as one add takes: this one cannot be ticked until another is let go. */
  blocked: boolean;
  onToggle: FilePicker['onToggle'];
  place?: string;
}) {
  const { t } = useTranslation();
  const factsId = useId();
  const facts = [
    file.status === 'READY' && file.pageCount !== null
      ? t('filestoreSelect.pages', { count: file.pageCount })
      : file.status === 'READY'
        ? null
        : t('filestoreSelect.noPrice'),
    file.format && file.format !== 'custom' ? file.format : null,
    formatFileSize(file.size),
    place !== undefined ? t('filestoreSelect.inFolder', { place }) : null,
  ].filter(Boolean);
  return (
    <li className="fs-select__row fs-select__row--file" data-chosen={checked || undefined}>
      <span className="fs-select__icon" aria-hidden="true">
        <FileIcon />
      </span>
      <Checkbox
        className="fs-select__check"
        checked={checked}
        disabled={!checked && blocked}
        onChange={(event) => onToggle(file, event.currentTarget.checked)}
        label={<span className="fs-select__name">{file.name}</span>}
        description={<span id={factsId}>{facts.join(' · ')}</span>}
        aria-describedby={factsId}
      />
    </li>
  );
});

function MoreButton({
  shown,
  loading,
  onMore,
  controls,
}: {
  shown?: string;
  loading: boolean;
  onMore: (() => void) | undefined;
  controls: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="fs-select__more">
      {shown && (
        <Text size="sm" c="gray.7">
          {shown}
        </Text>
      )}
      {onMore && (
        <Button variant="default" size="sm" loading={loading} onClick={onMore} aria-controls={controls}>
          {t('filestoreSelect.loadMore')}
        </Button>
      )}
    </div>
  );
}
