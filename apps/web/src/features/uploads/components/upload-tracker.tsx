import { lazy, useEffect } from 'react';
import { OnDemand } from '../../../components/on-demand';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { useUploadSessionCheck } from '../hooks/use-upload-session-check';
import { uploads, useUploadEvent, useUploadedFiles } from '../hooks/use-uploads';
import type { UploadStore } from '../stores/upload-store';
import { finaliseOptionsFor } from '../utils/upload-rules';

// The polling (with TanStack Query's useQueries) is fetched with the first file of a session.
const AnalysisPolling = lazy(() =>
  import('./analysis-polling').then((module) => ({ default: module.AnalysisPolling })),
);

/**
 * Keeps the uploads in step with the app while it runs, whichever page shows: polls the
 * analysis, checks the upload session on focus, passes the finalise flags of profile and
 * theme, and opens the login dialog for files chosen while logged out. Renders nothing visible.
 */
export function UploadTracker({ store = uploads }: { store?: UploadStore }) {
  const { open } = useDialogs();
  const { user } = useSession();
  const theme = useCurrentTheme();
  const { sessionId, files } = useUploadedFiles();
  useUploadSessionCheck(store);
  useUploadEvent('loginRequired', () => open('inloggen'), store);

  const unzipOnUpload = user?.unzipOnUpload ?? null;
  const hideZipOption = theme?.settings.flags.hideZipOption ?? false;
  const analyseFiles = theme?.settings.customFields.analyseFiles;
  useEffect(() => {
    store.setFinaliseOptions(
      finaliseOptionsFor(unzipOnUpload === null ? null : { unzipOnUpload }, {
        flags: { hideZipOption },
        customFields: { analyseFiles },
      }),
    );
  }, [store, unzipOnUpload, hideZipOption, analyseFiles]);

  return (
    <OnDemand when={sessionId !== null && files.length > 0}>
      <AnalysisPolling sessionId={sessionId} files={files} onAnalysed={store.analysed} />
    </OnDemand>
  );
}
