import {
  createFiledUploads,
  type FiledUpload,
  type FiledUploadDeps,
  type FiledUploadState,
  type FiledUploads,
} from '../../../lib/filed-uploads';

export { allFinished, refusalOf } from '../../../lib/filed-uploads';

/**
 * 'Bestanden toevoegen' in a folder (issue 31 point 1; decision 0120, 'Files in'): the portal's
 * filed uploads (lib/filed-uploads.ts) with a folder of an archive as where they go.
 */
export type FolderTarget = { archiveId: string; folderId: string | null };
export type FolderUpload = FiledUpload;
export type FolderUploadState = FiledUploadState;
export type FolderUploadDeps = FiledUploadDeps<FolderTarget>;
export type FolderUploads = FiledUploads<FolderTarget>;

export const createFolderUploads = (deps: FolderUploadDeps): FolderUploads => createFiledUploads(deps);
