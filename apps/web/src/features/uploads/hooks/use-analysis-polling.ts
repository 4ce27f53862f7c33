import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { analysisQueryOptions } from '../api/get-uploaded-file';

/**
 * Polls every file of the session that is being analysed, and only those (spec 01 section 7):
 * a file whose analysis has ended leaves the set, and with it its poll.
 */
export function useAnalysisPolling(
  sessionId: string | null,
  files: readonly UploadedFile[],
  onAnalysed: (file: UploadedFile) => void,
): void {
  const queryClient = useQueryClient();
  const analysing = sessionId ? files.filter((file) => file.status === 'ANALYZING') : [];
  useQueries({
    queries: analysing.map((file) => analysisQueryOptions(queryClient, sessionId!, file, onAnalysed)),
  });
}
