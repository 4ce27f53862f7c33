import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { appFiledUploadDeps } from '../../../lib/app-filed-uploads';
import { fileUploads } from '../api/filestore-changes';
import { refreshFilestore } from '../api/filestore-queries';
import {
  createFolderUploads,
  type FolderTarget,
  type FolderUploadDeps,
  type FolderUploads,
} from '../utils/folder-uploads';

/** The app's filed uploads (lib/app-filed-uploads.ts) into a folder with the file store's fileUploads. */
export function appFolderUploads(
  queryClient: QueryClient,
  overrides: Partial<FolderUploadDeps> = {},
): FolderUploads {
  return createFolderUploads({
    ...appFiledUploadDeps<FolderTarget>({
      fileUploads: (target, body) => fileUploads(target.archiveId, { ...body, folderId: target.folderId }),
      filed: () => void refreshFilestore(queryClient),
    }),
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
