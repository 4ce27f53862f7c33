import { endpointUrl } from '@portal/shared/api/endpoint';
import type { FolderSort } from '@portal/shared/schemas/filestore';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';
import { contracts } from '../../../lib/contracts';
import { saveFile } from '../../../lib/save-file';

/**
 * The file store's questions to the server (decision 0120), one query per screen. Every answer
 * is the caller's own (the server filters by the customers of the login), so all of it is
 * forgotten at logout with the rest of the user's data. A change anywhere asks every file store
 * answer again (`refreshFilestore`): counts, the trash and the listings move together.
 */
export const filestoreKey = ['filestore'] as const;

export type SortDirection = 'asc' | 'desc';
export type ListingOrder = { sort: FolderSort; direction: SortDirection };

export function dashboardOptions() {
  return queryOptions({
    queryKey: [...filestoreKey, 'dashboard'] as const,
    queryFn: () => callApi(contracts.filestore, 'getFilestoreDashboard', {}),
    staleTime: 0,
  });
}

export function archivesOptions() {
  return queryOptions({
    queryKey: [...filestoreKey, 'archives'] as const,
    queryFn: () => callApi(contracts.filestore, 'listArchives', {}),
    staleTime: 0,
  });
}

/**
 * A folder (or the archive's root, folderId null) a page of 100 files at a time, by the answer's
 * cursor; the subfolders come whole with the first page.
 */
export function listingOptions(archiveId: string, folderId: string | null, order: ListingOrder) {
  return infiniteQueryOptions({
    queryKey: [...filestoreKey, 'listing', archiveId, folderId, order.sort, order.direction] as const,
    queryFn: ({ pageParam }) =>
      callApi(contracts.filestore, 'getFolderListing', {
        params: { archiveId },
        query: {
          ...(folderId ? { folderId } : {}),
          sort: order.sort,
          direction: order.direction,
          ...(pageParam ? { after: pageParam } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** The subfolders of a folder, for the move dialog's tree (the listing's first page, by name). */
export function subfoldersOptions(archiveId: string, folderId: string | null) {
  return queryOptions({
    queryKey: [...filestoreKey, 'subfolders', archiveId, folderId] as const,
    queryFn: async () =>
      (
        await callApi(contracts.filestore, 'getFolderListing', {
          params: { archiveId },
          query: folderId ? { folderId } : {},
        })
      ).folders,
    staleTime: 0,
  });
}

export function fileOptions(fileId: string) {
  return queryOptions({
    queryKey: [...filestoreKey, 'file', fileId] as const,
    queryFn: () => callApi(contracts.filestore, 'getFilestoreFile', { params: { fileId } }),
    staleTime: 0,
  });
}

/** The width of the page previews the file panel asks for (shown at 120 px, sharp on a 2x screen). */
export const PREVIEW_WIDTH = 240;

/**
 * A page of a stored file as an image, fetched with the login an <img> cannot send. A stored
 * file's pages do not change: asked once per visit.
 */
export function previewOptions(fileId: string, page: number) {
  return queryOptions({
    queryKey: [...filestoreKey, 'preview', fileId, page] as const,
    queryFn: async (): Promise<Blob> => {
      const api = await contracts.filestore();
      return (
        await apiDownload(endpointUrl(api.getFilestorePreview, { fileId, size: PREVIEW_WIDTH }, { page }))
      ).blob;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function trashOptions() {
  return infiniteQueryOptions({
    queryKey: [...filestoreKey, 'trash'] as const,
    queryFn: ({ pageParam }) =>
      callApi(contracts.filestore, 'listTrash', { query: pageParam ? { after: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function trashFolderOptions(folderId: string) {
  return infiniteQueryOptions({
    queryKey: [...filestoreKey, 'trashFolder', folderId] as const,
    queryFn: ({ pageParam }) =>
      callApi(contracts.filestore, 'getTrashFolder', {
        params: { folderId },
        query: pageParam ? { after: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function searchOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...filestoreKey, 'search', q] as const,
    queryFn: ({ pageParam }) =>
      callApi(contracts.filestore, 'searchFilestore', {
        query: { q, ...(pageParam ? { after: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** After a change: every file store answer is asked again when shown (counts, trash, listings). */
export function refreshFilestore(
  queryClient: QueryClient,
  { leaving = false }: { leaving?: boolean } = {},
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: filestoreKey,
    predicate: (query) => query.queryKey[1] !== 'preview',
    // A page that is being left (its item is gone) must not be asked again: everything is marked
    // stale, and the page the user goes to asks afresh as it opens.
    refetchType: leaving ? 'none' : 'active',
  });
}

/** Downloads a stored file with the login and hands it to the browser under its name. */
export async function downloadFile(fileId: string, fallbackName: string): Promise<void> {
  const api = await contracts.filestore();
  const file = await apiDownload(endpointUrl(api.downloadFilestoreFile, { fileId }));
  saveFile(file.blob, file.fileName ?? fallbackName);
}
