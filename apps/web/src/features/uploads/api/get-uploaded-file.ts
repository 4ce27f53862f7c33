import { ANALYSIS_POLL_INTERVAL_MS } from '@portal/shared/constants';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { updateUploadedFiles } from './list-uploaded-files';

/** Polls that all failed for this long (20 × 500 ms) stop; the next change to the list starts them again. */
export const POLL_GIVE_UP_MS = 20 * ANALYSIS_POLL_INTERVAL_MS;

export function fetchUploadedFile(sessionId: string, fileId: string, signal?: AbortSignal) {
  return callApi(contracts.uploads, 'getUploadedFile', { params: { sessionId, fileId } }, { signal });
}

/**
 * The poll of one file while it is being analysed (every 500 ms, spec 01 section 7). Each
 * answer replaces the file in the session's list, so the file leaves the polled set, and its
 * poll stops, once its analysis has ended; `onAnalysed` hears of it then. A file gone from the
 * server (removed in another tab) leaves the list.
 */
export function analysisQueryOptions(
  queryClient: QueryClient,
  sessionId: string,
  file: UploadedFile,
  onAnalysed: (file: UploadedFile) => void,
) {
  return queryOptions({
    queryKey: ['uploads', 'analysis', sessionId, file.uuid] as const,
    queryFn: async ({ signal }) => {
      try {
        const fresh = await fetchUploadedFile(sessionId, file.uuid, signal);
        updateUploadedFiles(queryClient, sessionId, (files) =>
          files.map((known) => (known.uuid === fresh.uuid ? fresh : known)),
        );
        if (fresh.status !== 'ANALYZING') onAnalysed(fresh);
        return fresh;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404)
          updateUploadedFiles(queryClient, sessionId, (files) =>
            files.filter((known) => known.uuid !== file.uuid),
          );
        throw error;
      }
    },
    // What the list says is fresh for one interval: the first poll comes 500 ms after the file appeared.
    initialData: file,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: ANALYSIS_POLL_INTERVAL_MS,
    refetchInterval: (query) =>
      query.state.status === 'error' &&
      query.state.errorUpdatedAt - query.state.dataUpdatedAt >= POLL_GIVE_UP_MS
        ? false
        : ANALYSIS_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
}
