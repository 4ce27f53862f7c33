import { lazy, Suspense, useState } from 'react';
import { uploads, useUploadNotices } from '../hooks/use-uploads';
import type { UploadStore } from '../stores/upload-store';

const UploadNotices = lazy(() =>
  import('./upload-notices').then((module) => ({ default: module.UploadNotices })),
);

/**
 * The upload dialogs and notifications are a chunk of their own, fetched with the first notice
 * (most visits never see one: the first screen is lighter, issue 9). A notice waits in the
 * store until they are there; once loaded they stay mounted, so dialogs close with their
 * transition.
 */
export function UploadNoticesOnDemand({ store = uploads }: { store?: UploadStore }) {
  const notices = useUploadNotices(store);
  const [wanted, setWanted] = useState(false);
  if (!wanted && notices.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <UploadNotices store={store} />
    </Suspense>
  ) : null;
}
