import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useAnalysisPolling } from '../hooks/use-analysis-polling';

type AnalysisPollingProps = {
  sessionId: string | null;
  files: readonly UploadedFile[];
  onAnalysed: (file: UploadedFile) => void;
};

/** The analysis polling as a component, so that the tracker can fetch it with the first file. */
export function AnalysisPolling({ sessionId, files, onAnalysed }: AnalysisPollingProps) {
  useAnalysisPolling(sessionId, files, onAnalysed);
  return null;
}
