import { z } from 'zod';
import { analysisStatusSchema, detectedFileTypeSchema, paperFormatSchema } from './analysis';
import { uploadedFileSchema } from './uploads';

/**
 * The file store (issue 31, decisions 0118 and 0120): a customer's archives of stored documents,
 * folders nested to any depth, files with the analysis they had at intake, a trash, and search.
 * Ids are uuids; an id the caller may not read answers FILESTORE_NOT_FOUND, as a missing one does.
 */

/** The longest name of an archive, folder or file. */
export const FILESTORE_NAME_MAX = 255;
/** Rows per page of a folder's listing and of the trash. */
export const FILESTORE_PAGE_SIZE = 100;
/**
 * Search hits one page holds (decision 0129): each hit's snippet is the costly part of a search,
 * and the first 25 are what a customer reads before refining the words; 'Meer laden' adds more.
 */
export const FILESTORE_SEARCH_PAGE_SIZE = 25;
/** Items one bulk move, trash, restore or delete may name. */
export const FILESTORE_BULK_MAX = 500;
/** Days an item stays in the trash before the daily job removes it for good. */
export const FILESTORE_TRASH_DAYS = 30;

/**
 * A name as the request carries it. The rules (1–255 characters, no / or \, no control
 * characters, not only dots) are the service's (isFilestoreNameValid), so that a name breaking them
 * answers FILESTORE_NAME_INVALID with its Dutch reason rather than a general VALIDATION_ERROR.
 */
export const filestoreNameSchema = z.string().max(4 * FILESTORE_NAME_MAX);

/** The rules of a name, on the client (for the dialog's message) and the server alike. */
export function isFilestoreNameValid(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > FILESTORE_NAME_MAX) return false;
  if (/^\.+$/.test(trimmed)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[/\\\u0000-\u001f\u007f]/.test(trimmed);
}

export const archiveIdParams = z.object({ archiveId: z.uuid() });
export const folderIdParams = z.object({ folderId: z.uuid() });
export const fileIdParams = z.object({ fileId: z.uuid() });

/** One step of a breadcrumb: the archive's root has folderId null. */
export const filestoreCrumbSchema = z.object({ folderId: z.uuid().nullable(), name: z.string() });
export type FilestoreCrumb = z.infer<typeof filestoreCrumbSchema>;

export const archiveSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Where the paper archive is kept or came from (a scan order's 'location'); may be empty. */
  location: z.string().nullable(),
  /** The customer the archive belongs to: its 7-digit number and name. */
  customerNumber: z.string(),
  customerName: z.string(),
  /** The customer may create, rename, move and delete in it (staff decide; a scan delivery starts read-only). */
  allowChanges: z.boolean(),
  fileCount: z.number().int().nonnegative(),
  folderCount: z.number().int().nonnegative(),
  /** Bytes of the live (not trashed) files. */
  usedBytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** Version for rename and delete: a stale one answers FILESTORE_CHANGED. */
  version: z.number().int(),
});
export type ArchiveSummary = z.infer<typeof archiveSummarySchema>;

export const archivesResponseSchema = z.object({
  archives: z.array(archiveSummarySchema),
  /** The customers (number and name) for which the caller may create an archive. */
  customers: z.array(z.object({ customerNumber: z.string(), name: z.string() })),
});
export type ArchivesResponse = z.infer<typeof archivesResponseSchema>;

export const createArchiveBodySchema = z.object({
  customerNumber: z.string().regex(/^\d{7}$/),
  name: filestoreNameSchema,
  location: z.string().trim().max(255).nullable().optional(),
});
export const updateArchiveBodySchema = z.object({
  name: filestoreNameSchema,
  location: z.string().trim().max(255).nullable().optional(),
  version: z.number().int(),
});
export const filestoreVersionQuerySchema = z.object({ version: z.coerce.number().int() });

export const filestoreFolderSchema = z.object({
  id: z.uuid(),
  archiveId: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  /** Files directly in it (live). */
  fileCount: z.number().int().nonnegative(),
  /** Folders directly in it (live). */
  folderCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FilestoreFolder = z.infer<typeof filestoreFolderSchema>;

export const filestoreFileSchema = z.object({
  id: z.uuid(),
  archiveId: z.uuid(),
  folderId: z.uuid().nullable(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  fileType: detectedFileTypeSchema.nullable(),
  /** The analysis the file had at intake (copied from its upload). */
  status: analysisStatusSchema,
  pageCount: z.number().int().nonnegative().nullable(),
  pagesColour: z.number().int().nonnegative().nullable(),
  pagesBW: z.number().int().nonnegative().nullable(),
  pagesBlank: z.number().int().nonnegative().nullable(),
  format: paperFormatSchema.nullable(),
  /** True when the PDF had a text layer, so search finds the file by its text too. */
  hasText: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FilestoreFile = z.infer<typeof filestoreFileSchema>;

/** How a folder's table sorts; each key is index-backed, so every page is equally fast. */
export const folderSortSchema = z.enum(['name', 'date', 'size', 'pages']);
export type FolderSort = z.infer<typeof folderSortSchema>;

export const folderListingQuerySchema = z.object({
  /** The folder to list; absent means the archive's root. */
  folderId: z.uuid().optional(),
  sort: folderSortSchema.default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** The previous page's nextCursor (opaque); absent for the first page. */
  after: z.string().max(600).optional(),
});
export type FolderListingQuery = z.input<typeof folderListingQuerySchema>;

export const folderListingSchema = z.object({
  archive: archiveSummarySchema,
  /** The listed folder; null at the archive's root. */
  folder: filestoreFolderSchema.nullable(),
  /** From the archive's root to the listed folder. */
  breadcrumbs: z.array(filestoreCrumbSchema),
  /** Every live subfolder, sorted by name (on the first page only; later pages repeat none). */
  folders: z.array(filestoreFolderSchema),
  /** One page of the live files, in the asked order. */
  files: z.array(filestoreFileSchema),
  /** Live files directly in the folder, all pages together. */
  totalFiles: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type FolderListing = z.infer<typeof folderListingSchema>;

export const createFolderBodySchema = z.object({
  /** The parent folder; null creates it at the archive's root. */
  parentId: z.uuid().nullable(),
  name: filestoreNameSchema,
});
export const renameBodySchema = z.object({ name: filestoreNameSchema, version: z.number().int() });

/** A selection of the table: folders and files of one archive. */
export const filestoreSelectionSchema = z
  .object({
    folderIds: z.array(z.uuid()).max(FILESTORE_BULK_MAX).default([]),
    fileIds: z.array(z.uuid()).max(FILESTORE_BULK_MAX).default([]),
  })
  .refine((selection) => selection.folderIds.length + selection.fileIds.length > 0, {
    message: 'kies minstens één map of bestand',
  });
export type FilestoreSelection = z.input<typeof filestoreSelectionSchema>;

export const moveBodySchema = z.object({
  items: filestoreSelectionSchema,
  /** The folder to move into, in the same archive; null is the archive's root. */
  targetFolderId: z.uuid().nullable(),
});

export const selectionResultSchema = z.object({
  /** How many items the call changed (a folder counts once, whatever it holds). */
  changed: z.number().int().nonnegative(),
});

/** Files of the caller's upload session filed into a folder (a customer's own upload). */
export const fileUploadsBodySchema = z.object({
  sessionId: z.uuid(),
  /** Uploaded-file uuids of that session, analysed (not ANALYZING). */
  uploadIds: z.array(z.uuid()).min(1).max(FILESTORE_BULK_MAX),
  folderId: z.uuid().nullable(),
});
export const filedUploadsSchema = z.object({ files: z.array(filestoreFileSchema) });

/** A file as its own page shows it: where it is and its analysis. */
export const filestoreFileDetailSchema = z.object({
  file: filestoreFileSchema,
  archive: archiveSummarySchema,
  breadcrumbs: z.array(filestoreCrumbSchema),
});
export type FilestoreFileDetail = z.infer<typeof filestoreFileDetailSchema>;

export const FILESTORE_PREVIEW_SIZES = [120, 240, 480, 960] as const;
export const filestorePreviewParams = z.object({
  fileId: z.uuid(),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (FILESTORE_PREVIEW_SIZES as readonly number[]).includes(size), 'onbekende maat'),
});
export const filestorePreviewQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

/** The dashboard: what the customer has and what changed last. */
export const filestoreDashboardSchema = z.object({
  archives: z.array(archiveSummarySchema),
  /** The ten files added last, across the caller's archives. */
  recentFiles: z.array(
    z.object({
      file: filestoreFileSchema,
      archiveName: z.string(),
      breadcrumbs: z.array(filestoreCrumbSchema),
    }),
  ),
  usedBytes: z.number().int().nonnegative(),
  fileCount: z.number().int().nonnegative(),
  /** Items (roots) in the trash. */
  trashCount: z.number().int().nonnegative(),
});
export type FilestoreDashboard = z.infer<typeof filestoreDashboardSchema>;

/** An item the customer put in the trash (its contents went with it and are not listed apart). */
export const trashItemSchema = z.object({
  kind: z.enum(['folder', 'file']),
  id: z.uuid(),
  name: z.string(),
  archiveId: z.uuid(),
  archiveName: z.string(),
  /** Where it was, from the archive's root; restore puts it back there. */
  breadcrumbs: z.array(filestoreCrumbSchema),
  size: z.number().int().nonnegative(),
  trashedAt: z.string(),
  /** The name of who deleted it. */
  trashedBy: z.string(),
  /** When the daily job removes it for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashQuerySchema = z.object({ after: z.string().max(600).optional() });
export const trashListingSchema = z.object({
  items: z.array(trashItemSchema),
  nextCursor: z.string().nullable(),
});
/** The contents of a folder in the trash (read-only; restore the folder to use them). */
export const trashFolderListingSchema = z.object({
  folder: trashItemSchema.omit({ kind: true }),
  /** From the trashed folder down to this one. */
  breadcrumbs: z.array(filestoreCrumbSchema),
  folders: z.array(filestoreFolderSchema),
  files: z.array(filestoreFileSchema),
  nextCursor: z.string().nullable(),
});
export const trashFolderQuerySchema = z.object({ after: z.string().max(600).optional() });

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  archiveId: z.uuid().optional(),
  after: z.string().max(600).optional(),
});
export const searchHitSchema = z.object({
  kind: z.enum(['folder', 'file']),
  id: z.uuid(),
  name: z.string(),
  archiveId: z.uuid(),
  archiveName: z.string(),
  /** The folder that holds the hit (null: the archive's root) and the way there; opening a hit goes there. */
  folderId: z.uuid().nullable(),
  breadcrumbs: z.array(filestoreCrumbSchema),
  /** A piece of the document's text around the words found, the words between « and » (files with text only). */
  snippet: z.string().nullable(),
  file: filestoreFileSchema.nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResultsSchema = z.object({
  hits: z.array(searchHitSchema),
  nextCursor: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/**
 * Files of the file store put in the caller's upload session (spec 01 section 7, 'add file-store
 * files to cart: upload session id, file ids'), so they are configured, priced from their stored
 * analysis and ordered as uploads are, without sending them again.
 */
export const FILESTORE_SELECT_MAX = 100;
export const addFilestoreFilesBodySchema = z.object({
  fileIds: z.array(z.uuid()).min(1).max(FILESTORE_SELECT_MAX),
});
export const addedFilestoreFilesSchema = z.object({
  /** The new files of the session's list, analysed (READY…) from the start. */
  files: z.array(uploadedFileSchema),
  /**
   * Chosen files the list already holds (added from the file store before): not added again, and
   * the screen shows the spec's notice 'File-store files already in cart' (spec 01 section 8).
   */
  alreadyPresent: z.array(z.object({ fileId: z.uuid(), name: z.string() })),
});
export type AddedFilestoreFiles = z.infer<typeof addedFilestoreFilesSchema>;
