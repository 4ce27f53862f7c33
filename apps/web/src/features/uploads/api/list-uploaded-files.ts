import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The files of an upload session: loaded once (after login or a reload), then kept up to date
 * in the cache by finalising, the analysis polls and removing.
 */
export const uploadedFilesQueryKey = (sessionId: string | null) => ['uploads', 'files', sessionId] as const;

export async function fetchUploadedFiles(sessionId: string): Promise<UploadedFile[]> {
  return (await callApi(contracts.uploads, 'listUploadedFiles', { params: { sessionId } })).files;
}

export function uploadedFilesQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: uploadedFilesQueryKey(sessionId),
    queryFn: () => fetchUploadedFiles(sessionId!),
    enabled: untilLogout(sessionId !== null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Changes the cached list of a session (finalise, poll, remove, rollback). */
export function updateUploadedFiles(
  queryClient: QueryClient,
  sessionId: string,
  change: (files: UploadedFile[]) => UploadedFile[],
): void {
  queryClient.setQueryData<UploadedFile[]>(uploadedFilesQueryKey(sessionId), (files) => change(files ?? []));
}
