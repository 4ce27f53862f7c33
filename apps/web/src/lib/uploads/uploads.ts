import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest, currentBearerToken } from '../api-client';
import { session } from '../session';
import { createFlowUploader } from './flow-uploader';
import { createUploadStore, type UploadEvents, type UploadStore, type UploadsSnapshot } from './upload-store';
import { createUploadsApi } from './uploads-api';

/** The app's one upload store; `connect()` is called once at start-up, after the session is known. */
export const uploads = createUploadStore({
  session,
  api: createUploadsApi(apiRequest),
  createUploader: (sessionId, callbacks) =>
    createFlowUploader({ sessionId, bearerToken: currentBearerToken }, callbacks),
});

export function useUploads(store: UploadStore = uploads): UploadsSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Whether the session holds any uploaded file; for menus that only need to know that. */
export function useHasFiles(store: UploadStore = uploads): boolean {
  const get = useCallback(
    () => store.getSnapshot().entries.some((entry) => entry.phase === 'stored'),
    [store],
  );
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
