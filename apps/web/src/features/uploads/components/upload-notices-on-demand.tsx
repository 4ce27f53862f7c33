import { lazy } from 'react';
import { OnDemand } from '../../../components/on-demand';
import { uploads, useUploadNotices } from '../hooks/use-uploads';
import type { UploadStore } from '../stores/upload-store';

const UploadNotices = lazy(() =>
  import('./upload-notices').then((module) => ({ default: module.UploadNotices })),
);

/**
 * The upload dialogs and notifications are fetched with the first notice (most visits never
 * see one). A notice waits in the store until they are there.
 */
export function UploadNoticesOnDemand({ store = uploads }: { store?: UploadStore }) {
  const notices = useUploadNotices(store);
  return (
    <OnDemand when={notices.length > 0}>
      <UploadNotices store={store} />
    </OnDemand>
  );
}
