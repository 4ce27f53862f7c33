import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/** The upload session of this browser for a user; one per login, so the key holds the user. */
export const uploadSessionQueryKey = (userId: string | null) => ['uploads', 'session', userId] as const;

export async function fetchUploadSessionId(): Promise<string> {
  return (await callApi(contracts.uploads, 'getUploadSession', {})).sessionId;
}

export function uploadSessionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: uploadSessionQueryKey(userId),
    queryFn: fetchUploadSessionId,
    enabled: untilLogout(userId !== null),
    // Known until the user changes or the session check on focus finds another one.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
