import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { loadPortalChunkUploader } from '../../../lib/portal-chunk-uploader';
import { fileUploads } from '../api/filestore-changes';
import { refreshFilestore } from '../api/filestore-queries';
import { createFolderUploads, type FolderUploadDeps, type FolderUploads } from '../utils/folder-uploads';

/** The upload calls of the uploads' contract and the file store's fileUploads, as the app makes them. */
export function appFolderUploads(
  queryClient: QueryClient,
  overrides: Partial<FolderUploadDeps> = {},
): FolderUploads {
  return createFolderUploads({
    loadUploader: loadPortalChunkUploader,
    sessionId: async () => (await callApi(contracts.uploads, 'getUploadSession', {})).sessionId,
    finalise: (sessionId, body) =>
      callApi(contracts.uploads, 'finaliseUpload', { params: { sessionId }, body }),
    uploadedFile: (sessionId, fileId) =>
      callApi(contracts.uploads, 'getUploadedFile', { params: { sessionId, fileId } }),
    fileUploads: (target, body) => fileUploads(target.archiveId, { ...body, folderId: target.folderId }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    problemOf: (error) =>
      error instanceof ApiRequestError && error.code !== 'HTTP_ERROR' ? error.message : null,
    filed: () => void refreshFilestore(queryClient),
    ...overrides,
  });
}

/** What the uploads are made of; a test replaces the chunk transfer (flow.js sends by XHR). */
export const FolderUploadDepsContext = createContext<Partial<FolderUploadDeps>>({});

/** The uploads of a folder page, kept while the page is shown. */
export function useFolderUploads() {
  const queryClient = useQueryClient();
  const overrides = useContext(FolderUploadDepsContext);
  const [store] = useState(() => appFolderUploads(queryClient, overrides));
  const uploads = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { store, uploads };
}
