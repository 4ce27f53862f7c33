import type { CreateShareBody } from '@portal/shared/schemas/shares';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** The staff member's own shares with their downloads (asked afresh each time the dialog opens). */
export const mySharesQueryOptions = () =>
  queryOptions({
    queryKey: ['shares', 'mine'] as const,
    queryFn: () => callApi(contracts.shares, 'listShares', {}),
    staleTime: 0,
  });

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareBody) => callApi(contracts.shares, 'createShare', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shares', 'mine'] }),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callApi(contracts.shares, 'revokeShare', { params: { shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shares', 'mine'] }),
  });
}

/** What a link shares, for its recipient; the token stays out of the query key's logs (it is in memory only). */
export const sharedFilesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shares', 'shared', token] as const,
    queryFn: () => callApi(contracts.shares, 'getSharedFiles', { params: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const unlockShared = (token: string, password: string) =>
  callApi(contracts.shares, 'unlockSharedFiles', { params: { token }, body: { password } });

/** The address of a shared file's download: a plain link, the password's proof is the httpOnly cookie. */
export const sharedFileUrl = (token: string, fileId: string) =>
  `/api/v3/shared/${encodeURIComponent(token)}/files/${encodeURIComponent(fileId)}`;
