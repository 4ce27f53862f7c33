import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { updateUploadedFiles, uploadedFilesQueryKey } from './list-uploaded-files';

export function removeUploadedFile(sessionId: string, fileId: string) {
  return callApi(contracts.uploads, 'removeUploadedFile', { params: { sessionId, fileId } });
}

type Removal = { sessionId: string; file: UploadedFile };

/**
 * Removing leaves the list at once; when the server refuses, the file comes back where it was
 * and `onFailure` tells the user why. A file the server no longer has is what the user wanted.
 */
export function useRemoveUploadedFile(
  onFailure: (file: UploadedFile, error: unknown) => void,
  onSettled: (file: UploadedFile) => void = () => {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, file }: Removal) => removeUploadedFile(sessionId, file.uuid),
    onMutate: async ({ sessionId, file }) => {
      await queryClient.cancelQueries({ queryKey: uploadedFilesQueryKey(sessionId) });
      const files = queryClient.getQueryData<UploadedFile[]>(uploadedFilesQueryKey(sessionId)) ?? [];
      const index = files.findIndex((known) => known.uuid === file.uuid);
      updateUploadedFiles(queryClient, sessionId, (current) =>
        current.filter((known) => known.uuid !== file.uuid),
      );
      return { index };
    },
    onError: (error, { sessionId, file }, context) => {
      if (error instanceof ApiRequestError && error.status === 404) return;
      // Only into the same session's list, and only once (another removal may have run meanwhile).
      if (queryClient.getQueryData(uploadedFilesQueryKey(sessionId)) !== undefined)
        updateUploadedFiles(queryClient, sessionId, (current) =>
          current.some((known) => known.uuid === file.uuid)
            ? current
            : [
                ...current.slice(0, context?.index ?? current.length),
                file,
                ...current.slice(context?.index ?? current.length),
              ],
        );
      onFailure(file, error);
    },
    onSettled: (_data, _error, { file }) => onSettled(file),
  });
}
