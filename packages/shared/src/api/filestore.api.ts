import { z } from 'zod';
import {
  addedFilestoreFilesSchema,
  addFilestoreFilesBodySchema,
  archiveIdParams,
  archiveSummarySchema,
  archivesResponseSchema,
  createArchiveBodySchema,
  createFolderBodySchema,
  filedUploadsSchema,
  fileIdParams,
  filestoreDashboardSchema,
  filestoreFileDetailSchema,
  filestoreFileSchema,
  filestoreFolderSchema,
  filestorePreviewParams,
  filestorePreviewQuery,
  filestoreSelectionSchema,
  filestoreVersionQuerySchema,
  fileUploadsBodySchema,
  folderIdParams,
  folderListingQuerySchema,
  folderListingSchema,
  moveBodySchema,
  renameBodySchema,
  searchQuerySchema,
  searchResultsSchema,
  selectionResultSchema,
  trashFolderListingSchema,
  trashFolderQuerySchema,
  trashListingSchema,
  trashQuerySchema,
  updateArchiveBodySchema,
} from '../schemas/filestore';
import { defineEndpoint } from './endpoint';
import { sessionParams } from './uploads.api';

/**
 * The file store (spec 02 sections 2.1, 3 and 6; issue 31; decisions 0118 and 0120). Every call
 * needs a login and reads only the archives of the caller's customers (user_customers); staff
 * with the order desk's role read every archive. An id outside that answers FILESTORE_NOT_FOUND,
 * as a missing one does. A change in an archive without allowChanges answers FILESTORE_READ_ONLY;
 * a stale version answers FILESTORE_CHANGED; nothing is written by a refused call.
 */

const found = ['FILESTORE_NOT_FOUND'] as const;
const changeable = [...found, 'FILESTORE_READ_ONLY'] as const;
const named = [...changeable, 'FILESTORE_NAME_INVALID', 'FILESTORE_NAME_TAKEN'] as const;

export const getFilestoreDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/dashboard',
  access: 'customer',
  tag: 'filestore',
  summary: 'Het overzicht van de bestandsopslag: archieven, laatst toegevoegde bestanden, gebruikte ruimte',
  status: 200,
  response: filestoreDashboardSchema,
  errors: [],
});

export const listArchives = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/archives',
  access: 'customer',
  tag: 'filestore',
  summary: 'De archieven van mijn klantnummers (Archieven beheren)',
  status: 200,
  response: archivesResponseSchema,
  errors: [],
});

export const createArchive = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/archives',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een nieuw, leeg archief voor een van mijn klantnummers',
  body: createArchiveBodySchema,
  status: 201,
  response: archiveSummarySchema,
  errors: ['CUSTOMER_NOT_FOUND', 'FILESTORE_NAME_INVALID', 'FILESTORE_NAME_TAKEN'],
});

export const updateArchive = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/filestore/archives/:archiveId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een archief hernoemen of zijn plaats wijzigen',
  params: archiveIdParams,
  body: updateArchiveBodySchema,
  status: 200,
  response: archiveSummarySchema,
  errors: [...named, 'FILESTORE_CHANGED'],
});

export const deleteArchive = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/filestore/archives/:archiveId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een leeg archief verwijderen (met lege prullenbak)',
  params: archiveIdParams,
  query: filestoreVersionQuerySchema,
  status: 204,
  response: z.null(),
  errors: [...changeable, 'FILESTORE_CHANGED', 'FILESTORE_ARCHIVE_NOT_EMPTY'],
});

export const getFolderListing = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/archives/:archiveId/listing',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een map van een archief (of de hoofdmap): submappen en een pagina bestanden',
  description:
    'Bestanden komen per 100, gesorteerd op naam, datum, grootte of pagina’s; nextCursor vraagt de volgende pagina. Elke pagina is even snel, ook in een map van 20.000 bestanden.',
  params: archiveIdParams,
  query: folderListingQuerySchema,
  status: 200,
  response: folderListingSchema,
  errors: [...found, 'FILESTORE_CURSOR_INVALID'],
});

export const createFolder = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/archives/:archiveId/folders',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een nieuwe map maken',
  params: archiveIdParams,
  body: createFolderBodySchema,
  status: 201,
  response: filestoreFolderSchema,
  errors: [...named],
});

export const renameFolder = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/filestore/folders/:folderId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een map hernoemen',
  params: folderIdParams,
  body: renameBodySchema,
  status: 200,
  response: filestoreFolderSchema,
  errors: [...named, 'FILESTORE_CHANGED'],
});

export const getFilestoreFile = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/files/:fileId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een bestand: zijn analyse en waar het staat',
  params: fileIdParams,
  status: 200,
  response: filestoreFileDetailSchema,
  errors: [...found],
});

export const renameFile = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/filestore/files/:fileId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een bestand hernoemen',
  params: fileIdParams,
  body: renameBodySchema,
  status: 200,
  response: filestoreFileSchema,
  errors: [...named, 'FILESTORE_CHANGED'],
});

export const downloadFilestoreFile = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/files/:fileId/download',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een bestand downloaden (ook in delen: Range)',
  params: fileIdParams,
  status: 200,
  response: 'binary',
  errors: [...found, 'RANGE_NOT_SATISFIABLE'],
});

export const getFilestorePreview = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/files/:fileId/preview/:size',
  access: 'customer',
  tag: 'filestore',
  summary: 'Een voorbeeld (WebP) van een pagina van een bestand',
  params: filestorePreviewParams,
  query: filestorePreviewQuery,
  status: 200,
  response: 'binary',
  errors: [...found, 'PREVIEW_UNAVAILABLE'],
});

export const fileUploads = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/archives/:archiveId/files',
  access: 'customer',
  tag: 'filestore',
  summary: 'Geüploade bestanden van mijn uploadsessie in een map van een archief opslaan',
  description:
    'De bestanden verlaten de bestandenlijst en staan daarna in de map, met hun analyse. Een naam die in de map al bestaat krijgt een volgnummer.',
  params: archiveIdParams,
  body: fileUploadsBodySchema,
  status: 201,
  response: filedUploadsSchema,
  errors: [
    ...changeable,
    'UPLOAD_SESSION_NOT_FOUND',
    'FILE_NOT_FOUND',
    'FILE_STILL_ANALYSING',
    'STORAGE_QUOTA_REACHED',
  ],
});

export const moveItems = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/archives/:archiveId/move',
  access: 'customer',
  tag: 'filestore',
  summary: 'Mappen en bestanden naar een andere map van hetzelfde archief verplaatsen',
  params: archiveIdParams,
  body: moveBodySchema,
  status: 200,
  response: selectionResultSchema,
  errors: [...changeable, 'FILESTORE_NAME_TAKEN', 'FILESTORE_MOVE_INTO_ITSELF'],
});

export const trashItems = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/archives/:archiveId/trash',
  access: 'customer',
  tag: 'filestore',
  summary: 'Mappen en bestanden naar de prullenbak verplaatsen (met alles wat erin staat)',
  params: archiveIdParams,
  body: filestoreSelectionSchema,
  status: 200,
  response: selectionResultSchema,
  errors: [...changeable],
});

export const listTrash = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/trash',
  access: 'customer',
  tag: 'filestore',
  summary: 'De prullenbak: wat verwijderd is, nieuwste eerst, en wanneer het voorgoed verdwijnt',
  query: trashQuerySchema,
  status: 200,
  response: trashListingSchema,
  errors: ['FILESTORE_CURSOR_INVALID'],
});

export const getTrashFolder = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/trash/:folderId',
  access: 'customer',
  tag: 'filestore',
  summary: 'Wat een verwijderde map bevat (alleen lezen)',
  params: folderIdParams,
  query: trashFolderQuerySchema,
  status: 200,
  response: trashFolderListingSchema,
  errors: [...found, 'FILESTORE_CURSOR_INVALID'],
});

export const restoreItems = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/trash/restore',
  access: 'customer',
  tag: 'filestore',
  summary: 'Mappen en bestanden uit de prullenbak terugzetten waar ze stonden',
  body: filestoreSelectionSchema,
  status: 200,
  response: selectionResultSchema,
  errors: [...changeable, 'FILESTORE_RESTORE_CONFLICT'],
});

export const deleteForGood = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/trash/delete',
  access: 'customer',
  tag: 'filestore',
  summary: 'Mappen en bestanden uit de prullenbak voorgoed verwijderen',
  body: filestoreSelectionSchema,
  status: 200,
  response: selectionResultSchema,
  errors: [...changeable],
});

export const emptyTrash = defineEndpoint({
  method: 'POST',
  path: '/api/v3/filestore/trash/empty',
  access: 'customer',
  tag: 'filestore',
  summary: 'De prullenbak legen (van de archieven waarin ik mag wijzigen)',
  status: 200,
  response: selectionResultSchema,
  errors: [],
});

export const searchFilestore = defineEndpoint({
  method: 'GET',
  path: '/api/v3/filestore/search',
  access: 'customer',
  tag: 'filestore',
  summary: 'Zoeken op bestandsnaam, mapnaam en de tekst in de documenten (Nederlands)',
  query: searchQuerySchema,
  status: 200,
  response: searchResultsSchema,
  errors: [...found, 'FILESTORE_CURSOR_INVALID'],
});

export const addFilestoreFilesToSession = defineEndpoint({
  method: 'POST',
  path: '/api/v3/uploads/:sessionId/filestore-files',
  access: 'customer',
  tag: 'cart',
  summary: 'Bestanden uit de bestandsopslag in de bestandenlijst zetten, zonder ze opnieuw te uploaden',
  description:
    'Ze krijgen hun opgeslagen analyse mee en hebben dus meteen een prijs zodra een product gekozen is. Bestanden die al in de lijst staan worden niet nogmaals toegevoegd (alreadyPresent).',
  params: sessionParams,
  body: addFilestoreFilesBodySchema,
  status: 201,
  response: addedFilestoreFilesSchema,
  errors: [
    'UPLOAD_SESSION_NOT_FOUND',
    'FILESTORE_NOT_FOUND',
    'FILESTORE_FILE_TRASHED',
    'SESSION_FILES_LIMIT_REACHED',
  ],
});
