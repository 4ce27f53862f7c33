import type { FilePagesResponse } from '@portal/shared/schemas/uploads';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Thumbnails a block brings: four rows of a wide dialog, a few screens on a phone. */
export const PAGES_PER_BLOCK = 48;

/**
 * Every page of a file with its class and DPI, a block at a time (issue 10 points 5 and 17):
 * the file's own answer stays small, the page viewer asks for the detail when it is opened.
 * The viewer opens for analysed files only (it needs their previews), whose pages no longer
 * change: what was fetched once stays valid.
 */
export function filePagesQueryOptions(sessionId: string, fileId: string) {
  return infiniteQueryOptions({
    queryKey: ['uploads', 'pages', sessionId, fileId] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        contracts.uploads,
        'getFilePages',
        { params: { sessionId, fileId }, query: { from: pageParam, count: PAGES_PER_BLOCK } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: FilePagesResponse, _all, from) => {
      const next = from + PAGES_PER_BLOCK;
      return next <= last.pageCount ? next : undefined;
    },
    retry: false,
  });
}
