import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { currentBearerToken } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { uploadSessionQueryOptions } from '../api/get-upload-session';
import { uploadedFilesQueryOptions } from '../api/list-uploaded-files';
import {
  batchProgress,
  createUploadStore,
  mergeEntries,
  type UploadEntry,
  type UploadEvents,
  type UploadNotice,
  type UploadStore,
} from '../stores/upload-store';
import { uploaderOnDemand } from '../utils/uploader-on-demand';

/** The app's one upload store; src/app connects it once at start-up, after the session is known. */
export const uploads = createUploadStore({
  queryClient,
  session,
  createUploader: (sessionId, callbacks) =>
    uploaderOnDemand(
      () =>
        import('../api/upload-chunks').then(({ createFlowUploader }) =>
          createFlowUploader({ sessionId, bearerToken: currentBearerToken }, callbacks),
        ),
      callbacks,
    ),
});

export type UploadsView = {
  entries: readonly UploadEntry[];
  /** Ids of the selected entries. */
  selected: ReadonlySet<string>;
  notices: readonly UploadNotice[];
  sessionId: string | null;
  /** The server's files of the session (empty until known). */
  files: readonly UploadedFile[];
  /** Zips being unpacked ('Uitpakken'). */
  unpacking: ReadonlySet<string>;
  /** Bytes sent of the files on their way and their total; null when none are (the globe shows it). */
  progress: { sent: number; total: number } | null;
};

const NO_FILES: UploadedFile[] = [];

/** The server's files of the logged-in user's upload session, from TanStack Query. */
export function useUploadedFiles(): { sessionId: string | null; files: UploadedFile[] } {
  const { user } = useSession();
  const { data: sessionId = null } = useQuery(uploadSessionQueryOptions(user?.uid ?? null));
  const { data: files = NO_FILES } = useQuery(uploadedFilesQueryOptions(sessionId));
  return { sessionId, files };
}

/** The list as the user sees it: the server's files with the uploads still on their way. */
export function useUploads(store: UploadStore = uploads): UploadsView {
  const local = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { sessionId, files } = useUploadedFiles();
  return useMemo(
    () => ({
      entries: mergeEntries(files, local),
      selected: local.selected,
      notices: local.notices,
      sessionId,
      files,
      unpacking: local.unpacking,
      progress: batchProgress(local),
    }),
    [files, local, sessionId],
  );
}

/** Whether the session holds any uploaded file; for menus that only need to know that. */
export function useHasFiles(): boolean {
  return useUploadedFiles().files.length > 0;
}

/** The store's notices alone, for the component that shows them. */
export function useUploadNotices(store: UploadStore = uploads): readonly UploadNotice[] {
  const get = useCallback(() => store.getSnapshot().notices, [store]);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** Runs `listener` for each event of `type` while the component is mounted. */
export function useUploadEvent<Type extends keyof UploadEvents>(
  type: Type,
  listener: (payload: UploadEvents[Type]) => void,
  store: UploadStore = uploads,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => store.on(type, (payload) => latest.current(payload)), [store, type]);
}
