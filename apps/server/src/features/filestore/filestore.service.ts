import { randomUUID } from 'node:crypto';
import { formatFileSize } from '@portal/shared/format';
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';
import {
  type ArchiveSummary,
  type ArchivesResponse,
  FILESTORE_PAGE_SIZE,
  FILESTORE_SEARCH_PAGE_SIZE,
  FILESTORE_TRASH_DAYS,
  type FilestoreCrumb,
  type FilestoreDashboard,
  type FilestoreFile,
  type FilestoreFileDetail,
  type FilestoreFolder,
  type FolderListing,
  type FolderSort,
  isFilestoreNameValid,
  type SearchHit,
  type SearchResults,
  type TrashItem,
} from '@portal/shared/schemas/filestore';
import { deliveredFilePath } from '@portal/shared/schemas/scan-delivery';
import type { Db } from '../../db/database';
import { searchWordsOf } from '../../db/search-columns';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import { type FileStorage, StoredFileMissingError, spreadKey } from '../../platform/storage/file-storage';
import type { StoredDownload } from '../../platform/storage/send-stored-file';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomerCard, CustomerLinksService } from '../customers/customer-links.service';
import type { FiledUploads, UploadToFile } from '../uploads/filed-uploads.service';
import type { FilestoreFileToAdd } from '../uploads/filestore-files.service';
import type { PagePreviews } from '../uploads/page-previews.service';
import type { Preview } from '../uploads/previews/preview-store';
import type { UploadCaller } from '../uploads/upload-owner';
import {
  type ArchiveCounts,
  type ArchiveRow,
  type CallerCards,
  type FileListRow,
  type FilestoreRepository,
  type FolderRow,
  idsOfPath,
  type PagedFile,
  type PageKey,
  type Scope,
  type SearchAfter,
} from './filestore.repository';
import { type Cursor, decodeCursor, encodeCursor } from './filestore-cursor';
import { nameOfUpload, numberedName } from './filestore-names';

/** Who calls: the user, and whether they are staff with the order desk's role (every archive is theirs to keep). */
export type FilestoreCaller = { userId: string; orderDesk: boolean };

/** The storage key of a filed file's bytes: named by its row's id, spread like the uploads' (decision 0121). */
export const filestoreKey = (fileId: string): string => spreadKey('filestore', fileId);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Roots the daily job removes in one transaction. */
const PURGE_BATCH = 200;

type NotFound = Failure<'FILESTORE_NOT_FOUND'>;
type Changeable = Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_READ_ONLY'>;
type Named = Failure<'FILESTORE_NAME_INVALID' | 'FILESTORE_NAME_TAKEN'>;

type Selection = { folderIds?: string[]; fileIds?: string[] };

/** What a caller may read: the scope of every query, and the customers it knows by id. */
type Viewer = {
  caller: FilestoreCaller;
  scope: Scope;
  /** The caller's own customers (for staff: none, looked up by id when needed). */
  customers: Map<string, CustomerCard>;
};

/** Changes of the kept counts, gathered during a change and written at its end in two statements. */
class CountChanges {
  private readonly archives = new Map<string, ArchiveCounts>();
  private readonly folders = new Map<string, { files: number; folders: number }>();

  private archive(archiveId: string): ArchiveCounts {
    let counts = this.archives.get(archiveId);
    if (!counts) {
      counts = { files: 0, folders: 0, bytes: 0, rootFiles: 0, rootFolders: 0 };
      this.archives.set(archiveId, counts);
    }
    return counts;
  }

  /** Live items anywhere in the archive. */
  totals(archiveId: string, files: number, folders: number, bytes: number): void {
    const counts = this.archive(archiveId);
    counts.files += files;
    counts.folders += folders;
    counts.bytes += bytes;
  }

  /** Items directly in a parent: a folder, or the archive's root (null). */
  parent(archiveId: string, parentId: string | null, files: number, folders: number): void {
    if (parentId === null) {
      const counts = this.archive(archiveId);
      counts.rootFiles += files;
      counts.rootFolders += folders;
      return;
    }
    const counts = this.folders.get(parentId) ?? { files: 0, folders: 0 };
    counts.files += files;
    counts.folders += folders;
    this.folders.set(parentId, counts);
  }

  async apply(tx: Db, repository: FilestoreRepository): Promise<void> {
    for (const [archiveId, counts] of this.archives) await repository.adjustArchive(tx, archiveId, counts);
    await repository.adjustFolders(
      tx,
      [...this.folders].map(([id, counts]) => ({ id, ...counts })),
    );
  }
}

const iso = (date: Date) => date.toISOString();

function folderView(row: FolderRow): FilestoreFolder {
  return {
    id: row.id,
    archiveId: row.archiveId,
    parentId: row.parentId,
    name: row.name,
    fileCount: row.fileCount,
    folderCount: row.folderCount,
    createdAt: iso(row.createdAt),
    version: row.version,
  };
}

function fileView(row: FileListRow): FilestoreFile {
  return {
    id: row.id,
    archiveId: row.archiveId,
    folderId: row.folderId,
    name: row.name,
    size: row.size,
    fileType: row.fileType,
    status: row.status,
    pageCount: row.pageCount,
    pagesColour: row.pagesColour,
    pagesBW: row.pagesBW,
    pagesBlank: row.pagesBlank,
    format: row.format,
    hasText: row.hasText,
    createdAt: iso(row.createdAt),
    version: row.version,
  };
}

/** Ids once each, in the order first given. */
const distinct = (ids: readonly string[] | undefined) => [
  ...new Set((ids ?? []).map((id) => id.toLowerCase())),
];

/**
 * The file store (issue 31; decisions 0118, 0120 and 0121): archives of a customer's documents,
 * folders to any depth, files filed from uploads with their analysis, the trash, and search.
 * Every read is scoped in SQL to the caller's customers (the order desk: every archive); every
 * change runs in one transaction that first locks its archive, checks the rules, changes the
 * rows and the counts kept on them, and answers a business failure with nothing written.
 */
export function createFilestoreService(deps: {
  db: Db;
  repository: FilestoreRepository;
  customers: Pick<
    CustomerLinksService,
    'customersOfUser' | 'customersByIds' | 'allCustomers' | 'customerCardsQuery'
  >;
  users: Pick<UserDirectory, 'byId'>;
  uploads: FiledUploads;
  previews: Pick<PagePreviews, 'ofStoredFile' | 'removeOf'>;
  storage: FileStorage;
  clock: Clock;
  log: { warn(object: unknown, message: string): void };
  /** The bytes of live files each customer may keep in its archives (FILESTORE_QUOTA_MB). */
  quotaBytes: number;
}) {
  const { db, repository, storage, clock } = deps;

  /** The caller's customers as a query the file store's statements embed (decision 0129). */
  const cardsOf = (caller: FilestoreCaller): CallerCards =>
    caller.orderDesk
      ? { query: deps.customers.customerCardsQuery('all'), all: true }
      : { query: deps.customers.customerCardsQuery({ userId: caller.userId }), all: false };

  async function viewerOf(caller: FilestoreCaller): Promise<Viewer> {
    if (caller.orderDesk) return { caller, scope: { all: true }, customers: new Map() };
    const cards = await deps.customers.customersOfUser(caller.userId);
    return {
      caller,
      scope: { customerIds: cards.map((card) => card.id) },
      customers: new Map(cards.map((card) => [card.id, card])),
    };
  }

  /** The customers of these archives, as cards: the caller's own, looked up for staff. */
  async function customersOf(viewer: Viewer, archives: ArchiveRow[]): Promise<Map<string, CustomerCard>> {
    const missing = [...new Set(archives.map((archive) => archive.customerId))].filter(
      (id) => !viewer.customers.has(id),
    );
    if (missing.length === 0) return viewer.customers;
    const found = await deps.customers.customersByIds(missing);
    return new Map([...viewer.customers, ...found.map((card) => [card.id, card] as const)]);
  }

  function summaryOf(archive: ArchiveRow, customers: Map<string, CustomerCard>): ArchiveSummary {
    const customer = customers.get(archive.customerId);
    return {
      id: archive.id,
      name: archive.name,
      location: archive.location,
      customerNumber: customer?.customerNumber ?? '',
      customerName: customer?.name ?? '',
      allowChanges: archive.allowChanges,
      fileCount: archive.fileCount,
      folderCount: archive.folderCount,
      usedBytes: archive.usedBytes,
      createdAt: iso(archive.createdAt),
      version: archive.version,
    };
  }

  async function summariesOf(viewer: Viewer, archives: ArchiveRow[]): Promise<ArchiveSummary[]> {
    const customers = await customersOf(viewer, archives);
    return archives.map((archive) => summaryOf(archive, customers));
  }

  const mayChange = (viewer: Viewer, archive: ArchiveRow) => archive.allowChanges || viewer.caller.orderDesk;

  /**
   * Breadcrumbs for places given as the folder ids from the root down (the archive's root first,
   * as a step with folderId null), the names of all of them read in one query.
   */
  async function crumbsFor(
    places: { archiveName: string; folderIds: string[] }[],
  ): Promise<FilestoreCrumb[][]> {
    const names = await repository.folderNames(places.flatMap((place) => place.folderIds));
    return places.map((place) => [
      { folderId: null, name: place.archiveName },
      ...place.folderIds.map((folderId) => ({ folderId, name: names.get(folderId) ?? '' })),
    ]);
  }

  /** The folder ids from the root down to a file's folder, for many files at once. */
  async function placesOfFolders(folderIds: (string | null)[]): Promise<Map<string | null, string[]>> {
    const paths = await repository.folderPaths(folderIds.filter((id): id is string => id !== null));
    const places = new Map<string | null, string[]>([[null, []]]);
    for (const [id, path] of paths) places.set(id, idsOfPath(path));
    return places;
  }

  /** A name as the rules allow it (trimmed), or the refusal. */
  function validName(name: string): string | Failure<'FILESTORE_NAME_INVALID'> {
    return isFilestoreNameValid(name) ? name.trim() : fail('FILESTORE_NAME_INVALID');
  }

  /** The archive locked for a change by this caller, or why not. */
  async function lockedForChange(
    tx: Db,
    viewer: Viewer,
    archiveId: string,
  ): Promise<ArchiveRow | Changeable> {
    const archive = await repository.lockArchive(tx, viewer.scope, archiveId);
    if (!archive) return fail('FILESTORE_NOT_FOUND');
    return mayChange(viewer, archive) ? archive : fail('FILESTORE_READ_ONLY');
  }

  /** A live folder of the archive as a parent (null: the root), or FILESTORE_NOT_FOUND. */
  async function parentIn(
    tx: Db,
    archiveId: string,
    folderId: string | null | undefined,
  ): Promise<FolderRow | null | NotFound> {
    if (!folderId) return null;
    const [folder] = await repository.liveFolders(tx, archiveId, [folderId.toLowerCase()]);
    return folder ?? fail('FILESTORE_NOT_FOUND');
  }

  /** Runs a change in one transaction; a unique index that caught a name taken meanwhile answers `taken`. */
  async function changing<T, K extends ErrorCode, C extends ErrorCode = never>(
    taken: K,
    work: (tx: Db) => Promise<T | Failure<C>>,
  ): Promise<T | Failure<C> | Failure<K>> {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (isUniqueViolation(error)) return fail(taken);
      throw error;
    }
  }

  /** Removes stored files (and their previews) whose rows went for good; after the commit. */
  async function removeStored(files: { id: string; storageKey: string }[]): Promise<void> {
    for (const file of files) {
      await storage
        .remove(file.storageKey)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, fileId: file.id }, 'could not remove a stored file'),
        );
      await deps.previews
        .removeOf(file.id)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, fileId: file.id }, 'could not remove previews'),
        );
    }
  }

  const listingOf = (folderId: string | null, archiveId: string, sort: FolderSort, direction: string) =>
    `folder:${folderId ?? archiveId}:${sort}:${direction}`;

  /** Restores, deletes or empties: the roots of the selection in the caller's scope, archives locked. */
  async function lockedRoots(tx: Db, viewer: Viewer, selection: Selection | 'all') {
    const wanted =
      selection === 'all'
        ? ('all' as const)
        : { folderIds: distinct(selection.folderIds), fileIds: distinct(selection.fileIds) };
    const roots = await repository.trashRoots(tx, viewer.scope, wanted);
    if (
      wanted !== 'all' &&
      (roots.folders.length !== wanted.folderIds.length || roots.files.length !== wanted.fileIds.length)
    )
      return fail('FILESTORE_NOT_FOUND');
    const archiveIds = [...new Set([...roots.folders, ...roots.files].map((root) => root.archiveId))].sort();
    const archives = new Map<string, ArchiveRow>();
    for (const archiveId of archiveIds) {
      const archive = await repository.lockArchive(tx, viewer.scope, archiveId);
      if (!archive) return fail('FILESTORE_NOT_FOUND');
      archives.set(archiveId, archive);
    }
    return { ...roots, archives };
  }

  /** Deletes roots of the trash for good, their archives locked; returns the stored files to remove. */
  async function deleteRoots(
    tx: Db,
    roots: { folders: FolderRow[]; files: { id: string }[] },
  ): Promise<{ id: string; storageKey: string }[]> {
    const stored: { id: string; storageKey: string }[] = [];
    // Outer folders first: a folder deleted by itself earlier and lying in one goes with it.
    for (const folder of [...roots.folders].sort((a, b) => a.path.length - b.path.length))
      stored.push(...(await repository.deleteFolderForGood(tx, folder)));
    stored.push(
      ...(await repository.deleteFilesForGood(
        tx,
        roots.files.map((file) => file.id),
      )),
    );
    return stored;
  }

  const quotaReached = () =>
    fail(
      'STORAGE_QUOTA_REACHED',
      translate('errors.STORAGE_QUOTA_REACHED', { quota: formatFileSize(deps.quotaBytes) }),
    );

  const bytesOf = (uploads: UploadToFile[]) => uploads.reduce((sum, upload) => sum + upload.size, 0);

  /**
   * Copies the uploads' bytes under the file store's keys; answers how to remove the copies
   * again (a refusal or a failed commit), or FILE_NOT_FOUND with none left behind.
   */
  async function copiesOf(
    uploads: UploadToFile[],
  ): Promise<(() => Promise<void>) | Failure<'FILE_NOT_FOUND'>> {
    const copied: string[] = [];
    const removeCopies = async () => {
      for (const key of copied)
        await storage
          .remove(key)
          .catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not remove a copy'));
    };
    try {
      for (const upload of uploads) {
        const key = filestoreKey(upload.id);
        await storage.copy(upload.storageKey, key);
        copied.push(key);
      }
    } catch (error) {
      await removeCopies();
      if (error instanceof StoredFileMissingError) return fail('FILE_NOT_FOUND');
      throw error;
    }
    return removeCopies;
  }

  /**
   * The filing of analysed uploads (decision 0121), one step for a customer's upload into a folder
   * (fileUploads) and the desk's scan delivery (deliverInto); its transaction is the caller's
   * `transact`, which files with `fileRows`. Before a byte is copied, a first look at the
   * customer's quota (nothing copied that could not be kept anyway); then the uploads' bytes are
   * copied under the file store's keys; a refusal or a failed commit removes the copies again, so
   * nothing is left half-written, and after the commit the uploads' own bytes go.
   */
  async function filing<T, C extends ErrorCode>(
    customerId: string,
    uploads: UploadToFile[],
    transact: () => Promise<T | Failure<C>>,
  ): Promise<T | Failure<C | 'FILE_NOT_FOUND' | 'STORAGE_QUOTA_REACHED'>> {
    if ((await repository.usedBytesOfCustomer(db, customerId)) + bytesOf(uploads) > deps.quotaBytes)
      return quotaReached();
    const removeCopies = await copiesOf(uploads);
    if (isFailure(removeCopies)) return removeCopies;
    let filed: T | Failure<C>;
    try {
      filed = await transact();
    } catch (error) {
      await removeCopies();
      throw error;
    }
    if (isFailure(filed)) {
      await removeCopies();
      return filed;
    }
    await deps.uploads.discardBytes(uploads.map((upload) => upload.id));
    return filed;
  }

  /** Uploads going into one folder of an archive (null: its root), each under the name it asks for. */
  type FolderGroup = { folderId: string | null; items: { upload: UploadToFile; name: string }[] };

  /**
   * Filing's rows, in the caller's transaction with the archive locked: the customer's quota
   * locked and checked; `place` says which folder each upload goes into (making any it needs,
   * counted in `counts`); each folder's files inserted with their analysis and text layer, a name
   * taken there numbered (' (2)'); the uploads taken out of their session (FILE_NOT_FOUND, all
   * rolled back, when one is no longer there as it was read); the counts kept.
   */
  async function fileRows<G extends FolderGroup, C extends ErrorCode = never>(
    tx: Db,
    archive: ArchiveRow,
    from: { userId: string; uploadCaller: UploadCaller; sessionId: string; uploads: UploadToFile[] },
    place: (counts: CountChanges) => Promise<G[] | Failure<C>>,
  ): Promise<{ row: FileListRow; group: G }[] | Failure<C | 'FILE_NOT_FOUND' | 'STORAGE_QUOTA_REACHED'>> {
    const adding = bytesOf(from.uploads);
    await repository.lockQuotaOfCustomer(tx, archive.customerId);
    if ((await repository.usedBytesOfCustomer(tx, archive.customerId)) + adding > deps.quotaBytes)
      return quotaReached();
    const counts = new CountChanges();
    const groups = await place(counts);
    if (isFailure(groups)) return groups;
    const rows: { row: FileListRow; group: G }[] = [];
    for (const group of groups) {
      const names = await freeNames(
        tx,
        archive.id,
        group.folderId,
        group.items.map((item) => item.name),
      );
      const at = clock.now();
      const inserted = await repository.insertFiles(
        tx,
        group.items.map(({ upload }, index) => ({
          id: upload.id,
          archiveId: archive.id,
          folderId: group.folderId,
          name: names[index]!,
          storageKey: filestoreKey(upload.id),
          size: upload.size,
          fileType: upload.fileType,
          status: upload.status,
          format: upload.format,
          pageCount: upload.pageCount,
          pagesColour: upload.pagesColour,
          pagesBW: upload.pagesBW,
          pagesBlank: upload.pagesBlank,
          pages: upload.pages,
          analysed: upload.analysed,
          textContent: upload.textLayer,
          createdAt: at,
          createdBy: from.userId,
        })),
      );
      rows.push(...inserted.map((row) => ({ row, group })));
      counts.parent(archive.id, group.folderId, inserted.length, 0);
    }
    counts.totals(archive.id, rows.length, 0, adding);
    const released = await deps.uploads.release(
      tx,
      from.uploadCaller,
      from.sessionId,
      from.uploads.map((upload) => upload.id),
    );
    if (!released) return fail('FILE_NOT_FOUND');
    await counts.apply(tx, repository);
    return rows;
  }

  /**
   * A scan delivery's uploads by the folder each goes into, its path's folders found by name (any
   * letter case) or made where missing, in the delivery's transaction; a file of a folder's name
   * where the folder should be is FILESTORE_NAME_TAKEN.
   */
  async function foldersOfDelivery(
    tx: Db,
    archiveId: string,
    placed: { upload: UploadToFile; folders: string[]; name: string }[],
    userId: string,
    counts: CountChanges,
  ): Promise<(FolderGroup & { folders: string[] })[] | Failure<'FILESTORE_NAME_TAKEN'>> {
    /** Folder ids by their path (lower-cased names joined by '/'); '' is the root. */
    const folderIds = new Map<string, string | null>([['', null]]);
    const paths = new Map<string | null, string>([[null, '/']]);
    const folderOf = async (folders: string[]): Promise<string | null | Failure<'FILESTORE_NAME_TAKEN'>> => {
      let parentId: string | null = null;
      for (let depth = 1; depth <= folders.length; depth++) {
        const key = folders.slice(0, depth).join('/').toLowerCase();
        const known = folderIds.get(key);
        if (known !== undefined) {
          parentId = known;
          continue;
        }
        const name = folders[depth - 1]!;
        let folder = await repository.liveFolderNamed(tx, archiveId, parentId, name);
        if (!folder) {
          // A file of that name where the folder should be: no folder can be made there.
          if ((await repository.takenNames(tx, archiveId, parentId, [name.toLowerCase()])).size > 0)
            return fail('FILESTORE_NAME_TAKEN');
          const id = randomUUID();
          const parentPath = parentId === null ? '/' : (paths.get(parentId) ?? '/');
          folder = await repository.insertFolder(tx, {
            id,
            archiveId,
            parentId,
            name,
            path: `${parentPath}${id}/`,
            createdAt: clock.now(),
            createdBy: userId,
          });
          counts.totals(archiveId, 0, 1, 0);
          counts.parent(archiveId, parentId, 0, 1);
        }
        folderIds.set(key, folder.id);
        paths.set(folder.id, folder.path);
        parentId = folder.id;
      }
      return parentId;
    };
    const byFolder = new Map<string | null, FolderGroup & { folders: string[] }>();
    for (const item of placed) {
      const folderId = await folderOf(item.folders);
      if (isFailure(folderId)) return folderId;
      const group = byFolder.get(folderId) ?? { folderId, items: [], folders: item.folders };
      group.items.push({ upload: item.upload, name: item.name });
      byFolder.set(folderId, group);
    }
    return [...byFolder.values()];
  }

  return {
    async dashboard(caller: FilestoreCaller): Promise<FilestoreDashboard> {
      const viewer = await viewerOf(caller);
      const archives = await repository.archives(viewer.scope);
      const [recent, trashCount, summaries] = await Promise.all([
        repository.recentFiles(
          archives.map((archive) => archive.id),
          10,
        ),
        repository.trashCount(viewer.scope),
        summariesOf(viewer, archives),
      ]);
      const places = await placesOfFolders(recent.map((file) => file.folderId));
      const names = new Map(archives.map((archive) => [archive.id, archive.name]));
      const crumbs = await crumbsFor(
        recent.map((file) => ({
          archiveName: names.get(file.archiveId) ?? '',
          folderIds: places.get(file.folderId) ?? [],
        })),
      );
      return {
        archives: summaries,
        recentFiles: recent.map((file, index) => ({
          file: fileView(file),
          archiveName: names.get(file.archiveId) ?? '',
          breadcrumbs: crumbs[index]!,
        })),
        usedBytes: archives.reduce((sum, archive) => sum + archive.usedBytes, 0),
        fileCount: archives.reduce((sum, archive) => sum + archive.fileCount, 0),
        trashCount,
      };
    },

    async archives(caller: FilestoreCaller): Promise<ArchivesResponse> {
      const viewer = await viewerOf(caller);
      const archives = await repository.archives(viewer.scope);
      const customers = caller.orderDesk
        ? await deps.customers.allCustomers()
        : [...viewer.customers.values()];
      return {
        archives: await summariesOf(viewer, archives),
        customers: customers.map((card) => ({ customerNumber: card.customerNumber, name: card.name })),
      };
    },

    /** Whether the caller has any archive to choose files from: the user's answer's `hasArchives`. */
    async hasArchives(caller: FilestoreCaller): Promise<boolean> {
      return repository.hasArchives((await viewerOf(caller)).scope);
    },

    async createArchive(
      caller: FilestoreCaller,
      body: { customerNumber: string; name: string; location?: string | null },
    ): Promise<ArchiveSummary | Failure<'CUSTOMER_NOT_FOUND'> | Named> {
      const name = validName(body.name);
      if (isFailure(name)) return name;
      const viewer = await viewerOf(caller);
      const customers = caller.orderDesk
        ? await deps.customers.allCustomers()
        : [...viewer.customers.values()];
      const customer = customers.find((card) => card.customerNumber === body.customerNumber);
      if (!customer) return fail('CUSTOMER_NOT_FOUND');
      const created = await changing('FILESTORE_NAME_TAKEN', async (tx) =>
        repository.insertArchive(tx, {
          customerId: customer.id,
          name,
          location: body.location?.trim() || null,
          createdBy: caller.userId,
          createdAt: clock.now(),
        }),
      );
      if (isFailure(created)) return created;
      return summaryOf(created, new Map([[customer.id, customer]]));
    },

    async updateArchive(
      caller: FilestoreCaller,
      archiveId: string,
      body: { name: string; location?: string | null; version: number },
    ): Promise<ArchiveSummary | Changeable | Named | Failure<'FILESTORE_CHANGED'>> {
      const name = validName(body.name);
      if (isFailure(name)) return name;
      const viewer = await viewerOf(caller);
      const updated = await changing('FILESTORE_NAME_TAKEN', async (tx) => {
        const archive = await lockedForChange(tx, viewer, archiveId);
        if (isFailure(archive)) return archive;
        const change =
          body.location === undefined ? { name } : { name, location: body.location?.trim() || null };
        return (
          (await repository.updateArchive(tx, archive.id, body.version, change)) ?? fail('FILESTORE_CHANGED')
        );
      });
      if (isFailure(updated)) return updated;
      return (await summariesOf(viewer, [updated]))[0]!;
    },

    async deleteArchive(
      caller: FilestoreCaller,
      archiveId: string,
      version: number,
    ): Promise<null | Changeable | Failure<'FILESTORE_CHANGED' | 'FILESTORE_ARCHIVE_NOT_EMPTY'>> {
      const viewer = await viewerOf(caller);
      return inTransaction(db, async (tx) => {
        const archive = await lockedForChange(tx, viewer, archiveId);
        if (isFailure(archive)) return archive;
        if (archive.version !== version) return fail('FILESTORE_CHANGED');
        if (await repository.archiveHasItems(tx, archive.id)) return fail('FILESTORE_ARCHIVE_NOT_EMPTY');
        await repository.deleteArchive(tx, archive.id);
        return null;
      });
    },

    async listing(
      caller: FilestoreCaller,
      archiveId: string,
      query: { folderId?: string; sort: FolderSort; direction: 'asc' | 'desc'; after?: string },
    ): Promise<FolderListing | Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_CURSOR_INVALID'>> {
      const listedId = query.folderId?.toLowerCase() ?? null;
      const of = listingOf(listedId, archiveId.toLowerCase(), query.sort, query.direction);
      const cursor = query.after === undefined ? undefined : decodeCursor(query.after, of);
      const after: PageKey | undefined = cursor ? { key: cursor.key, id: cursor.id } : undefined;
      // One statement (decision 0129): the caller's customers, the place (archive, folder,
      // breadcrumbs and subfolders) and the page of files. A cursor that does not decode still
      // answers not found first when the place is not the caller's.
      const listed = await repository.listing(
        cardsOf(caller),
        archiveId,
        listedId,
        {
          sort: query.sort,
          direction: query.direction,
          after,
          limit: cursor === null ? 0 : FILESTORE_PAGE_SIZE + 1,
        },
        !after,
      );
      if (!listed) return fail('FILESTORE_NOT_FOUND');
      if (cursor === null) return fail('FILESTORE_CURSOR_INVALID');
      const { archive, folder, names, files } = listed;
      const placeIds = folder ? idsOfPath(folder.path) : [];
      const customers = new Map(
        listed.customer ? [[archive.customerId, { id: archive.customerId, ...listed.customer }]] : [],
      );
      return {
        archive: summaryOf(archive, customers),
        folder: folder ? folderView(folder) : null,
        breadcrumbs: [
          { folderId: null, name: archive.name },
          ...placeIds.map((id) => ({ folderId: id, name: names.get(id) ?? '' })),
        ],
        folders: listed.subfolders.map(folderView),
        files: files.slice(0, FILESTORE_PAGE_SIZE).map(fileView),
        totalFiles: folder ? folder.fileCount : archive.rootFileCount,
        nextCursor: nextCursorOf(files, of),
      };
    },

    async createFolder(
      caller: FilestoreCaller,
      archiveId: string,
      body: { parentId: string | null; name: string },
    ): Promise<FilestoreFolder | Changeable | Named> {
      const name = validName(body.name);
      if (isFailure(name)) return name;
      const viewer = await viewerOf(caller);
      const created = await changing('FILESTORE_NAME_TAKEN', async (tx) => {
        const archive = await lockedForChange(tx, viewer, archiveId);
        if (isFailure(archive)) return archive;
        const parent = await parentIn(tx, archive.id, body.parentId);
        if (isFailure(parent)) return parent;
        const parentId = parent?.id ?? null;
        if ((await repository.takenNames(tx, archive.id, parentId, [name.toLowerCase()])).size > 0)
          return fail('FILESTORE_NAME_TAKEN');
        const id = randomUUID();
        const folder = await repository.insertFolder(tx, {
          id,
          archiveId: archive.id,
          parentId,
          name,
          path: `${parent?.path ?? '/'}${id}/`,
          createdAt: clock.now(),
          createdBy: caller.userId,
        });
        const counts = new CountChanges();
        counts.totals(archive.id, 0, 1, 0);
        counts.parent(archive.id, parentId, 0, 1);
        await counts.apply(tx, repository);
        return folder;
      });
      return isFailure(created) ? created : folderView(created);
    },

    async renameFolder(
      caller: FilestoreCaller,
      folderId: string,
      body: { name: string; version: number },
    ): Promise<FilestoreFolder | Changeable | Named | Failure<'FILESTORE_CHANGED'>> {
      const name = validName(body.name);
      if (isFailure(name)) return name;
      const viewer = await viewerOf(caller);
      const found = await repository.folder(viewer.scope, folderId, 'live');
      if (!found) return fail('FILESTORE_NOT_FOUND');
      const renamed = await changing('FILESTORE_NAME_TAKEN', async (tx) => {
        const archive = await lockedForChange(tx, viewer, found.archiveId);
        if (isFailure(archive)) return archive;
        const [folder] = await repository.liveFolders(tx, archive.id, [found.id]);
        if (!folder) return fail('FILESTORE_NOT_FOUND');
        if (folder.version !== body.version) return fail('FILESTORE_CHANGED');
        if (
          (await repository.takenNames(tx, archive.id, folder.parentId, [name.toLowerCase()], [folder.id]))
            .size > 0
        )
          return fail('FILESTORE_NAME_TAKEN');
        return (
          (await repository.renameFolder(tx, folder.id, body.version, name)) ?? fail('FILESTORE_CHANGED')
        );
      });
      return isFailure(renamed) ? renamed : folderView(renamed);
    },

    async file(caller: FilestoreCaller, fileId: string): Promise<FilestoreFileDetail | NotFound> {
      const viewer = await viewerOf(caller);
      const file = await repository.file(viewer.scope, fileId);
      if (!file) return fail('FILESTORE_NOT_FOUND');
      const [archive] = await repository.archivesByIds([file.archiveId]);
      if (!archive) return fail('FILESTORE_NOT_FOUND');
      const places = await placesOfFolders([file.folderId]);
      const [crumbs, summaries] = await Promise.all([
        crumbsFor([{ archiveName: archive.name, folderIds: places.get(file.folderId) ?? [] }]),
        summariesOf(viewer, [archive]),
      ]);
      return { file: fileView(file), archive: summaries[0]!, breadcrumbs: crumbs[0]! };
    },

    async renameFile(
      caller: FilestoreCaller,
      fileId: string,
      body: { name: string; version: number },
    ): Promise<FilestoreFile | Changeable | Named | Failure<'FILESTORE_CHANGED'>> {
      const name = validName(body.name);
      if (isFailure(name)) return name;
      const viewer = await viewerOf(caller);
      const found = await repository.file(viewer.scope, fileId);
      if (!found) return fail('FILESTORE_NOT_FOUND');
      const renamed = await changing('FILESTORE_NAME_TAKEN', async (tx) => {
        const archive = await lockedForChange(tx, viewer, found.archiveId);
        if (isFailure(archive)) return archive;
        const [file] = await repository.liveFiles(tx, archive.id, [found.id]);
        if (!file) return fail('FILESTORE_NOT_FOUND');
        if (file.version !== body.version) return fail('FILESTORE_CHANGED');
        if (
          (await repository.takenNames(tx, archive.id, file.folderId, [name.toLowerCase()], [file.id])).size >
          0
        )
          return fail('FILESTORE_NAME_TAKEN');
        return (await repository.renameFile(tx, file.id, body.version, name)) ?? fail('FILESTORE_CHANGED');
      });
      return isFailure(renamed) ? renamed : fileView(renamed);
    },

    /** A live file's bytes to stream, with its name for the download. */
    async download(
      caller: FilestoreCaller,
      fileId: string,
    ): Promise<{ name: string; file: StoredDownload } | NotFound> {
      const viewer = await viewerOf(caller);
      const file = await repository.file(viewer.scope, fileId);
      if (!file) return fail('FILESTORE_NOT_FOUND');
      const size = await storage.size(file.storageKey);
      if (size === null) return fail('FILESTORE_NOT_FOUND');
      return { name: file.name, file: { storage, key: file.storageKey, size } };
    },

    /** A page of a live file as WebP, made once and kept (the uploads' preview store). */
    async preview(
      caller: FilestoreCaller,
      fileId: string,
      width: number,
      page: number,
    ): Promise<Preview | Failure<'FILESTORE_NOT_FOUND' | 'PREVIEW_UNAVAILABLE'>> {
      const viewer = await viewerOf(caller);
      const file = await repository.file(viewer.scope, fileId);
      if (!file) return fail('FILESTORE_NOT_FOUND');
      const preview = await deps.previews.ofStoredFile(file, width, page);
      if (isFailure(preview))
        return preview.code === 'FILE_NOT_FOUND' ? fail('FILESTORE_NOT_FOUND') : fail(preview.code);
      return preview;
    },

    /**
     * Files analysed uploads of the caller's own session into a folder (`filing`): one
     * transaction locks the archive, checks the folder is still there, and files the uploads
     * into it (`fileRows`).
     */
    async fileUploads(
      caller: FilestoreCaller,
      uploadCaller: UploadCaller,
      archiveId: string,
      body: { sessionId: string; uploadIds: string[]; folderId: string | null },
    ): Promise<
      | { files: FilestoreFile[] }
      | Changeable
      | Failure<
          'UPLOAD_SESSION_NOT_FOUND' | 'FILE_NOT_FOUND' | 'FILE_STILL_ANALYSING' | 'STORAGE_QUOTA_REACHED'
        >
    > {
      const viewer = await viewerOf(caller);
      const archive = await repository.archive(viewer.scope, archiveId);
      if (!archive) return fail('FILESTORE_NOT_FOUND');
      if (!mayChange(viewer, archive)) return fail('FILESTORE_READ_ONLY');
      if (body.folderId && !(await repository.folder(viewer.scope, body.folderId, 'live')))
        return fail('FILESTORE_NOT_FOUND');
      const uploads = await deps.uploads.read(uploadCaller, body.sessionId, body.uploadIds);
      if (isFailure(uploads)) return uploads;
      const filed = await filing(archive.customerId, uploads, () =>
        inTransaction(db, async (tx) => {
          const locked = await lockedForChange(tx, viewer, archive.id);
          if (isFailure(locked)) return locked;
          const parent = await parentIn(tx, locked.id, body.folderId);
          if (isFailure(parent)) return parent;
          const items = uploads.map((upload) => ({
            upload,
            name: nameOfUpload(upload.fileName, upload.safeName),
          }));
          return fileRows(
            tx,
            locked,
            { userId: caller.userId, uploadCaller, sessionId: body.sessionId, uploads },
            async () => [{ folderId: parent?.id ?? null, items }],
          );
        }),
      );
      if (isFailure(filed)) return filed;
      const byId = new Map(filed.map(({ row }) => [row.id, row]));
      return { files: uploads.map((upload) => fileView(byId.get(upload.id)!)) };
    },

    /**
     * The archive a scan order names, when it exists: by name (any letter case) for the customer
     * number (issue 31 point 5, decision 0126). Staff only; null for an unknown customer too.
     */
    async scanArchive(customerNumber: string, archiveName: string): Promise<ArchiveSummary | null> {
      const customer = (await deps.customers.allCustomers()).find(
        (card) => card.customerNumber === customerNumber,
      );
      if (!customer) return null;
      const archive = await repository.archiveByName(customer.id, archiveName);
      return archive ? summaryOf(archive, new Map([[customer.id, customer]])) : null;
    },

    /**
     * A scan order's delivery (issue 31 point 5, decision 0126): the staff member's analysed
     * uploads filed into the customer's archive of `archiveName` (created when new, read-only for
     * the customer: the scans are the delivered originals), under `folderPath`, each upload in
     * the folders its own name carries ('map/scan.pdf', as a zip's entry is named); folders are
     * made where missing. A name with '..', an absolute path or an empty part refuses the whole
     * delivery before a byte is copied. Filed as fileUploads files (`filing`, `fileRows`), in a
     * transaction that finds or makes the archive and locks it.
     */
    async deliverInto(
      staff: { userId: string },
      uploadCaller: UploadCaller,
      body: {
        customerNumber: string;
        archiveName: string;
        location: string;
        folderPath: string[];
        sessionId: string;
        uploadIds: string[];
      },
    ): Promise<
      | { archive: ArchiveSummary; files: { file: FilestoreFile; folderPath: string[] }[] }
      | Failure<
          | 'CUSTOMER_NOT_FOUND'
          | 'SCAN_FILE_PATH_INVALID'
          | 'UPLOAD_SESSION_NOT_FOUND'
          | 'FILE_NOT_FOUND'
          | 'FILE_STILL_ANALYSING'
          | 'STORAGE_QUOTA_REACHED'
          | 'FILESTORE_NAME_TAKEN'
        >
    > {
      const customer = (await deps.customers.allCustomers()).find(
        (card) => card.customerNumber === body.customerNumber,
      );
      if (!customer) return fail('CUSTOMER_NOT_FOUND');
      const uploads = await deps.uploads.read(uploadCaller, body.sessionId, body.uploadIds);
      if (isFailure(uploads)) return uploads;
      const placed: { upload: UploadToFile; folders: string[]; name: string }[] = [];
      for (const upload of uploads) {
        const path = deliveredFilePath(upload.fileName);
        if (!path)
          return fail(
            'SCAN_FILE_PATH_INVALID',
            translate('errors.SCAN_FILE_PATH_INVALID', { name: upload.fileName.slice(0, 200) }),
          );
        placed.push({ upload, folders: [...body.folderPath, ...path.folders], name: path.name });
      }

      type Filed = { archive: ArchiveRow; rows: { row: FileListRow; group: { folders: string[] } }[] };
      const attempt = () =>
        changing(
          'FILESTORE_NAME_TAKEN',
          async (
            tx,
          ): Promise<
            Filed | Failure<'FILE_NOT_FOUND' | 'STORAGE_QUOTA_REACHED' | 'FILESTORE_NAME_TAKEN'>
          > => {
            const found = await repository.archiveByName(customer.id, body.archiveName, tx);
            const archive = found
              ? await repository.lockArchive(tx, { all: true }, found.id)
              : await repository.insertArchive(tx, {
                  customerId: customer.id,
                  name: body.archiveName,
                  location: body.location.trim() || null,
                  allowChanges: false,
                  createdBy: staff.userId,
                  createdAt: clock.now(),
                });
            if (!archive) throw new Error(`archive ${found?.id} vanished under its lock`);
            const rows = await fileRows(
              tx,
              archive,
              { userId: staff.userId, uploadCaller, sessionId: body.sessionId, uploads },
              (counts) => foldersOfDelivery(tx, archive.id, placed, staff.userId, counts),
            );
            if (isFailure(rows)) return rows;
            const after = await repository.archive({ all: true }, archive.id, tx);
            return { archive: after ?? archive, rows };
          },
        );
      const filed = await filing(customer.id, uploads, async () => {
        const first = await attempt();
        // Two first deliveries at once: the other one made the archive; this one files into it.
        return isFailure(first) && first.code === 'FILESTORE_NAME_TAKEN' ? attempt() : first;
      });
      if (isFailure(filed)) return filed;
      const byId = new Map(filed.rows.map((item) => [item.row.id, item]));
      return {
        archive: summaryOf(filed.archive, new Map([[customer.id, customer]])),
        files: uploads.map((upload) => {
          const item = byId.get(upload.id)!;
          return { file: fileView(item.row), folderPath: item.group.folders };
        }),
      };
    },

    async move(
      caller: FilestoreCaller,
      archiveId: string,
      body: { items: Selection; targetFolderId: string | null },
    ): Promise<
      { changed: number } | Changeable | Failure<'FILESTORE_NAME_TAKEN' | 'FILESTORE_MOVE_INTO_ITSELF'>
    > {
      const viewer = await viewerOf(caller);
      const folderIds = distinct(body.items.folderIds);
      const fileIds = distinct(body.items.fileIds);
      return changing('FILESTORE_NAME_TAKEN', async (tx) => {
        const archive = await lockedForChange(tx, viewer, archiveId);
        if (isFailure(archive)) return archive;
        const target = await parentIn(tx, archive.id, body.targetFolderId);
        if (isFailure(target)) return target;
        const [folders, files] = await Promise.all([
          repository.liveFolders(tx, archive.id, folderIds),
          repository.liveFiles(tx, archive.id, fileIds),
        ]);
        if (folders.length !== folderIds.length || files.length !== fileIds.length)
          return fail('FILESTORE_NOT_FOUND');
        if (target && folders.some((folder) => target.path.startsWith(folder.path)))
          return fail('FILESTORE_MOVE_INTO_ITSELF');
        const lowerNames = [...folders, ...files].map((item) => item.name.toLowerCase());
        if (new Set(lowerNames).size !== lowerNames.length) return fail('FILESTORE_NAME_TAKEN');
        const targetId = target?.id ?? null;
        const moved = [...folderIds, ...fileIds];
        if ((await repository.takenNames(tx, archive.id, targetId, lowerNames, moved)).size > 0)
          return fail('FILESTORE_NAME_TAKEN');
        const counts = new CountChanges();
        // Deepest first: moving a folder never changes the path of one above it.
        for (const folder of [...folders].sort((a, b) => b.path.length - a.path.length)) {
          await repository.moveFolder(tx, folder, targetId, `${target?.path ?? '/'}${folder.id}/`);
          counts.parent(archive.id, folder.parentId, 0, -1);
          counts.parent(archive.id, targetId, 0, 1);
        }
        await repository.moveFiles(tx, fileIds, targetId);
        for (const file of files) {
          counts.parent(archive.id, file.folderId, -1, 0);
          counts.parent(archive.id, targetId, 1, 0);
        }
        await counts.apply(tx, repository);
        return { changed: folders.length + files.length };
      });
    },

    async trash(
      caller: FilestoreCaller,
      archiveId: string,
      selection: Selection,
    ): Promise<{ changed: number } | Changeable> {
      const viewer = await viewerOf(caller);
      const folderIds = distinct(selection.folderIds);
      const fileIds = distinct(selection.fileIds);
      return inTransaction(db, async (tx) => {
        const archive = await lockedForChange(tx, viewer, archiveId);
        if (isFailure(archive)) return archive;
        const [folders, files] = await Promise.all([
          repository.liveFolders(tx, archive.id, folderIds),
          repository.liveFiles(tx, archive.id, fileIds),
        ]);
        if (folders.length !== folderIds.length || files.length !== fileIds.length)
          return fail('FILESTORE_NOT_FOUND');
        // An item inside a folder of the selection goes to the trash with that folder, as part of it.
        const paths = await repository.folderPaths(
          files.flatMap((file) => (file.folderId ? [file.folderId] : [])),
          tx,
        );
        const roots = folders.filter(
          (folder) => !folders.some((other) => other.id !== folder.id && folder.path.startsWith(other.path)),
        );
        const within = (path: string | undefined) =>
          path !== undefined && roots.some((root) => path.startsWith(root.path));
        const rootFiles = files.filter(
          (file) => !within(file.folderId ? paths.get(file.folderId) : undefined),
        );
        const at = clock.now();
        const counts = new CountChanges();
        for (const folder of roots.sort((a, b) => a.path.length - b.path.length)) {
          const gone = await repository.trashFolder(tx, folder, at, caller.userId);
          counts.totals(archive.id, -gone.files, -gone.folders, -gone.bytes);
          counts.parent(archive.id, folder.parentId, 0, -1);
        }
        await repository.trashFiles(
          tx,
          rootFiles.map((file) => file.id),
          at,
          caller.userId,
        );
        for (const file of rootFiles) {
          counts.totals(archive.id, -1, 0, -file.size);
          counts.parent(archive.id, file.folderId, -1, 0);
        }
        await counts.apply(tx, repository);
        return { changed: folders.length + files.length };
      });
    },

    async trashList(
      caller: FilestoreCaller,
      afterText: string | undefined,
    ): Promise<{ items: TrashItem[]; nextCursor: string | null } | Failure<'FILESTORE_CURSOR_INVALID'>> {
      const viewer = await viewerOf(caller);
      let after: PageKey | undefined;
      if (afterText !== undefined) {
        const cursor = decodeCursor(afterText, 'trash');
        if (!cursor || typeof cursor.key !== 'string') return fail('FILESTORE_CURSOR_INVALID');
        after = { key: cursor.key, id: cursor.id };
      }
      const rows = await repository.trashPage(viewer.scope, after, FILESTORE_PAGE_SIZE + 1);
      const page = rows.slice(0, FILESTORE_PAGE_SIZE);
      const items = await trashItemsOf(page);
      const last = page.at(-1);
      return {
        items,
        nextCursor:
          rows.length > FILESTORE_PAGE_SIZE && last
            ? encodeCursor({ of: 'trash', key: last.trashedAtKey, id: last.id })
            : null,
      };
    },

    async trashFolder(
      caller: FilestoreCaller,
      folderId: string,
      afterText: string | undefined,
    ): Promise<
      | {
          folder: Omit<TrashItem, 'kind'>;
          breadcrumbs: FilestoreCrumb[];
          folders: FilestoreFolder[];
          files: FilestoreFile[];
          nextCursor: string | null;
        }
      | Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_CURSOR_INVALID'>
    > {
      const viewer = await viewerOf(caller);
      const folder = await repository.folder(viewer.scope, folderId, 'trashed');
      if (!folder?.trashRootId) return fail('FILESTORE_NOT_FOUND');
      const root =
        folder.trashRootId === folder.id
          ? folder
          : await repository.folder(viewer.scope, folder.trashRootId, 'trashed');
      if (!root) return fail('FILESTORE_NOT_FOUND');
      const of = `trash-folder:${folder.id}`;
      let after: PageKey | undefined;
      if (afterText !== undefined) {
        const cursor = decodeCursor(afterText, of);
        if (!cursor || typeof cursor.key !== 'string') return fail('FILESTORE_CURSOR_INVALID');
        after = { key: cursor.key, id: cursor.id };
      }
      const pathIds = idsOfPath(folder.path);
      const fromRoot = pathIds.slice(pathIds.indexOf(root.id));
      const rootPath = idsOfPath(root.path);
      const [[item], names, folders, files] = await Promise.all([
        trashItemsOf([
          {
            kind: 'folder' as const,
            id: root.id,
            name: root.name,
            archiveId: root.archiveId,
            placeIds: rootPath.slice(0, -1),
            size: await repository.trashedBytes(root.id),
            trashedAt: root.trashedAt!,
            trashedBy: root.trashedBy,
          },
        ]),
        repository.folderNames(fromRoot),
        after ? Promise.resolve([]) : repository.trashedSubfolders(folder.id, root.id),
        repository.trashedFilesPage(folder.id, root.id, after, FILESTORE_PAGE_SIZE + 1),
      ]);
      const { kind: _kind, ...rootItem } = item!;
      return {
        folder: rootItem,
        breadcrumbs: fromRoot.map((id) => ({ folderId: id, name: names.get(id) ?? '' })),
        folders: folders.map(folderView),
        files: files.slice(0, FILESTORE_PAGE_SIZE).map(fileView),
        nextCursor: nextCursorOf(files, of),
      };
    },

    async restore(
      caller: FilestoreCaller,
      selection: Selection,
    ): Promise<{ changed: number } | Changeable | Failure<'FILESTORE_RESTORE_CONFLICT'>> {
      const viewer = await viewerOf(caller);
      return changing('FILESTORE_RESTORE_CONFLICT', async (tx) => {
        const roots = await lockedRoots(tx, viewer, selection);
        if (isFailure(roots)) return roots;
        for (const archive of roots.archives.values())
          if (!mayChange(viewer, archive)) return fail('FILESTORE_READ_ONLY');
        const counts = new CountChanges();
        /** Puts one root back where it was: its parent live, its name free there. */
        const putBack = async (
          root: { id: string; archiveId: string; name: string },
          parentId: string | null,
        ) => {
          if (parentId && (await repository.liveFolders(tx, root.archiveId, [parentId])).length === 0)
            return false;
          if ((await repository.takenNames(tx, root.archiveId, parentId, [root.name.toLowerCase()])).size > 0)
            return false;
          const back = await repository.restoreRoot(tx, root.id);
          counts.totals(root.archiveId, back.files, back.folders, back.bytes);
          return true;
        };
        // Outer folders first: an item deleted by itself in a folder deleted later can follow it back.
        for (const folder of [...roots.folders].sort((a, b) => a.path.length - b.path.length)) {
          if (!(await putBack(folder, folder.parentId))) return fail('FILESTORE_RESTORE_CONFLICT');
          counts.parent(folder.archiveId, folder.parentId, 0, 1);
        }
        for (const file of roots.files) {
          if (!(await putBack(file, file.folderId))) return fail('FILESTORE_RESTORE_CONFLICT');
          counts.parent(file.archiveId, file.folderId, 1, 0);
        }
        await counts.apply(tx, repository);
        return { changed: roots.folders.length + roots.files.length };
      });
    },

    async deleteForGood(
      caller: FilestoreCaller,
      selection: Selection,
    ): Promise<{ changed: number } | Changeable> {
      const viewer = await viewerOf(caller);
      let stored: { id: string; storageKey: string }[] = [];
      const outcome = await inTransaction(db, async (tx) => {
        const roots = await lockedRoots(tx, viewer, selection);
        if (isFailure(roots)) return roots;
        for (const archive of roots.archives.values())
          if (!mayChange(viewer, archive)) return fail('FILESTORE_READ_ONLY');
        stored = await deleteRoots(tx, roots);
        return { changed: roots.folders.length + roots.files.length };
      });
      if (!isFailure(outcome)) await removeStored(stored);
      return outcome;
    },

    /** Empties the trash of every archive the caller may change. */
    async emptyTrash(caller: FilestoreCaller): Promise<{ changed: number }> {
      const viewer = await viewerOf(caller);
      let stored: { id: string; storageKey: string }[] = [];
      const outcome = await inTransaction(db, async (tx) => {
        const roots = await lockedRoots(tx, viewer, 'all');
        if (isFailure(roots)) return roots;
        const changeable = (root: { archiveId: string }) => {
          const archive = roots.archives.get(root.archiveId);
          return archive !== undefined && mayChange(viewer, archive);
        };
        const folders = roots.folders.filter(changeable);
        const files = roots.files.filter(changeable);
        stored = await deleteRoots(tx, { folders, files });
        return { changed: folders.length + files.length };
      });
      if (isFailure(outcome)) return { changed: 0 };
      await removeStored(stored);
      return outcome;
    },

    /**
     * The daily job (decision 0118): roots trashed more than FILESTORE_TRASH_DAYS days ago go for
     * good, in every archive, a batch a transaction; their stored files after each commit.
     * Returns how many roots went.
     */
    async purgeTrash(): Promise<number> {
      const before = new Date(clock.now().getTime() - FILESTORE_TRASH_DAYS * DAY_MS);
      const everything: Viewer = {
        caller: { userId: '', orderDesk: true },
        scope: { all: true },
        customers: new Map(),
      };
      let purged = 0;
      for (;;) {
        const due = await repository.rootsTrashedBefore(before, PURGE_BATCH);
        if (due.length === 0) return purged;
        let stored: { id: string; storageKey: string }[] = [];
        const outcome = await inTransaction(db, async (tx) => {
          const roots = await lockedRoots(tx, everything, {
            folderIds: due.filter((root) => root.kind === 'folder').map((root) => root.id),
            fileIds: due.filter((root) => root.kind === 'file').map((root) => root.id),
          });
          if (isFailure(roots)) return roots;
          stored = await deleteRoots(tx, roots);
          return roots.folders.length + roots.files.length;
        });
        // A root restored or removed meanwhile: the next round reads what is still due.
        if (isFailure(outcome)) continue;
        await removeStored(stored);
        purged += outcome;
      }
    },

    /**
     * The chosen files as an upload session copies them ('Selecteer uit bestandsopslag', decision
     * 0125), in the order asked: only files the caller may read in the file store, live. The first
     * that may not be added refuses them all: another customer's or unknown FILESTORE_NOT_FOUND,
     * one in the trash FILESTORE_FILE_TRASHED.
     */
    async filesForSession(
      caller: FilestoreCaller,
      fileIds: string[],
    ): Promise<FilestoreFileToAdd[] | Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_FILE_TRASHED'>> {
      const viewer = await viewerOf(caller);
      const rows = new Map(
        (await repository.filesForSession(viewer.scope, fileIds)).map((row) => [row.id, row]),
      );
      const files: FilestoreFileToAdd[] = [];
      for (const id of fileIds) {
        const row = rows.get(id);
        if (!row) return fail('FILESTORE_NOT_FOUND');
        if (row.trashedAt) return fail('FILESTORE_FILE_TRASHED');
        const { trashedAt: _trashed, textContent, ...file } = row;
        files.push({ ...file, textLayer: textContent });
      }
      return files;
    },

    async search(
      caller: FilestoreCaller,
      query: { q: string; archiveId?: string; after?: string },
    ): Promise<SearchResults | Failure<'FILESTORE_NOT_FOUND' | 'FILESTORE_CURSOR_INVALID'>> {
      const cards = cardsOf(caller);
      if (query.archiveId && !(await repository.archiveOfCards(cards, query.archiveId)))
        return fail('FILESTORE_NOT_FOUND');
      const words = searchWordsOf(query.q);
      const of = `search:${query.archiveId ?? ''}:${words.join(' ')}`.slice(0, 300);
      // A name hit's cursor keeps its rank, a text hit's its created_at (decision 0127).
      let after: SearchAfter | undefined;
      if (query.after !== undefined) {
        const cursor = decodeCursor(query.after, of);
        if (!cursor || cursor.key === null) return fail('FILESTORE_CURSOR_INVALID');
        after =
          typeof cursor.key === 'number'
            ? { tier: 'name', rank: cursor.key, id: cursor.id }
            : { tier: 'text', at: cursor.key, id: cursor.id };
      }
      if (words.length === 0) return { hits: [], nextCursor: null };
      // Two statements for most searches (decision 0129): the page's hits, then what they show.
      const rows = await repository.search(
        cards,
        words,
        query.archiveId,
        after,
        FILESTORE_SEARCH_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, FILESTORE_SEARCH_PAGE_SIZE);
      const details = await repository.hitDetails(
        page.filter((row) => row.kind === 'file').map((row) => row.id),
        page.filter((row) => row.kind === 'folder').map((row) => row.id),
        words,
      );
      const files = details.files;
      const filesById = new Map(files.map((file) => [file.id, file]));
      const foldersById = new Map(details.folders.map((folder) => [folder.id, folder]));
      const archiveName = (id: string) => details.archiveNames.get(id) ?? '';
      const places = new Map<string | null, string[]>(
        files.map((file) => [file.folderId, file.path ? idsOfPath(file.path) : []]),
      );
      const snippets = new Map(files.map((file) => [file.id, file.snippet]));
      type Found = {
        kind: 'folder' | 'file';
        id: string;
        name: string;
        archiveId: string;
        holder: string | null;
        placeIds: string[];
        file: FileListRow | null;
      };
      const found: Found[] = page.flatMap((row): Found[] => {
        if (row.kind === 'file') {
          const file = filesById.get(row.id);
          if (!file) return [];
          return [
            {
              kind: 'file',
              id: file.id,
              name: file.name,
              archiveId: file.archiveId,
              holder: file.folderId,
              placeIds: places.get(file.folderId) ?? [],
              file,
            },
          ];
        }
        const folder = foldersById.get(row.id);
        if (!folder) return [];
        return [
          {
            kind: 'folder',
            id: folder.id,
            name: folder.name,
            archiveId: folder.archiveId,
            holder: folder.parentId,
            placeIds: idsOfPath(folder.path).slice(0, -1),
            file: null,
          },
        ];
      });
      const hits: SearchHit[] = found.map((hit) => ({
        kind: hit.kind,
        id: hit.id,
        name: hit.name,
        archiveId: hit.archiveId,
        archiveName: archiveName(hit.archiveId),
        folderId: hit.holder,
        breadcrumbs: [
          { folderId: null, name: archiveName(hit.archiveId) },
          ...hit.placeIds.map((folderId) => ({ folderId, name: details.folderNames.get(folderId) ?? '' })),
        ],
        snippet: hit.kind === 'file' ? (snippets.get(hit.id) ?? null) : null,
        file: hit.file ? fileView(hit.file) : null,
      }));
      const last = page.at(-1);
      return {
        hits,
        nextCursor:
          rows.length > FILESTORE_SEARCH_PAGE_SIZE && last
            ? encodeCursor({ of, key: last.key, id: last.id })
            : null,
      };
    },
  };

  /** Trash rows as items: where each was (archive and folders), who deleted it, when it goes. */
  async function trashItemsOf(
    rows: {
      kind: 'folder' | 'file';
      id: string;
      name: string;
      archiveId: string;
      placeIds: string[];
      size: number;
      trashedAt: Date;
      trashedBy: string | null;
    }[],
  ): Promise<TrashItem[]> {
    const archives = new Map(
      (await repository.archivesByIds(rows.map((row) => row.archiveId))).map((archive) => [
        archive.id,
        archive.name,
      ]),
    );
    const userIds = [...new Set(rows.flatMap((row) => (row.trashedBy ? [row.trashedBy] : [])))];
    const [crumbs, users] = await Promise.all([
      crumbsFor(
        rows.map((row) => ({ archiveName: archives.get(row.archiveId) ?? '', folderIds: row.placeIds })),
      ),
      Promise.all(userIds.map(async (id) => [id, (await deps.users.byId(id))?.name ?? ''] as const)),
    ]);
    const names = new Map(users);
    return rows.map((row, index) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      archiveId: row.archiveId,
      archiveName: archives.get(row.archiveId) ?? '',
      breadcrumbs: crumbs[index]!,
      size: row.size,
      trashedAt: iso(row.trashedAt),
      trashedBy: row.trashedBy ? (names.get(row.trashedBy) ?? '') : '',
      purgeAt: iso(new Date(row.trashedAt.getTime() + FILESTORE_TRASH_DAYS * DAY_MS)),
    }));
  }

  /**
   * Names for new files in a folder: each its own unless a live folder or file there (or one
   * filed before it in the same call) has it in any letter case; then ' (2)', ' (3)', … The
   * names of a round are asked in one query, twenty numbers of each at a time.
   */
  async function freeNames(
    tx: Db,
    archiveId: string,
    folderId: string | null,
    wanted: string[],
  ): Promise<string[]> {
    const WINDOW = 20;
    const taken = new Set<string>();
    const chosen: string[] = [];
    let pending = wanted.map((name, index) => ({ name, index }));
    for (let from = 1; pending.length > 0; from += WINDOW) {
      const windowOf = (name: string) =>
        Array.from({ length: WINDOW }, (_, n) => numberedName(name, from + n));
      const candidates = pending.flatMap(({ name }) =>
        windowOf(name).map((candidate) => candidate.toLowerCase()),
      );
      for (const name of await repository.takenNames(tx, archiveId, folderId, candidates)) taken.add(name);
      const still: typeof pending = [];
      for (const item of pending) {
        const free = windowOf(item.name).find((candidate) => !taken.has(candidate.toLowerCase()));
        if (free === undefined) still.push(item);
        else {
          chosen[item.index] = free;
          taken.add(free.toLowerCase());
        }
      }
      pending = still;
    }
    return chosen;
  }
}
export type FilestoreService = ReturnType<typeof createFilestoreService>;

/** The next page's cursor when the page read one row more than it shows. */
function nextCursorOf(rows: PagedFile[], of: string): string | null {
  if (rows.length <= FILESTORE_PAGE_SIZE) return null;
  const last = rows[FILESTORE_PAGE_SIZE - 1]!;
  const key: Cursor['key'] = typeof last.sortKey === 'bigint' ? String(last.sortKey) : last.sortKey;
  return encodeCursor({ of, key, id: last.id });
}
