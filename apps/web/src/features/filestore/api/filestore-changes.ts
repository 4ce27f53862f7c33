import type { FilestoreSelection } from '@portal/shared/schemas/filestore';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { session } from '../../../lib/session';

/**
 * The file store's changes (decision 0120). Each throws the server's refusal (ApiRequestError
 * with its code and Dutch message) for the screen to show; the screen then asks its answers
 * again (refreshFilestore).
 */

/** The user's answer says whether they have an archive (`hasArchives`): it is asked again. */
function archivesChanged<T>(answer: T): T {
  session.emit('userOutdated', {});
  return answer;
}

export const createArchive = (body: { customerNumber: string; name: string; location: string | null }) =>
  callApi(contracts.filestore, 'createArchive', { body }).then(archivesChanged);

export const updateArchive = (
  archiveId: string,
  body: { name: string; location: string | null; version: number },
) => callApi(contracts.filestore, 'updateArchive', { params: { archiveId }, body });

export const deleteArchive = (archiveId: string, version: number) =>
  callApi(contracts.filestore, 'deleteArchive', { params: { archiveId }, query: { version } }).then(
    archivesChanged,
  );

export const createFolder = (archiveId: string, parentId: string | null, name: string) =>
  callApi(contracts.filestore, 'createFolder', { params: { archiveId }, body: { parentId, name } });

export const renameFolder = (folderId: string, name: string, version: number) =>
  callApi(contracts.filestore, 'renameFolder', { params: { folderId }, body: { name, version } });

export const renameFile = (fileId: string, name: string, version: number) =>
  callApi(contracts.filestore, 'renameFile', { params: { fileId }, body: { name, version } });

export const moveItems = (archiveId: string, items: FilestoreSelection, targetFolderId: string | null) =>
  callApi(contracts.filestore, 'moveItems', { params: { archiveId }, body: { items, targetFolderId } });

export const trashItems = (archiveId: string, items: FilestoreSelection) =>
  callApi(contracts.filestore, 'trashItems', { params: { archiveId }, body: items });

export const restoreItems = (items: FilestoreSelection) =>
  callApi(contracts.filestore, 'restoreItems', { body: items });

export const deleteForGood = (items: FilestoreSelection) =>
  callApi(contracts.filestore, 'deleteForGood', { body: items });

export const emptyTrash = () => callApi(contracts.filestore, 'emptyTrash', {});

export const fileUploads = (
  archiveId: string,
  body: { sessionId: string; uploadIds: string[]; folderId: string | null },
) => callApi(contracts.filestore, 'fileUploads', { params: { archiveId }, body });
