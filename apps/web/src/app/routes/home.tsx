import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/home/components/home-page';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';

// The file list (with its dialogs and tooltips) is only drawn once there are files: it loads then.
const UploadedFileList = lazy(() =>
  import('../../features/uploads/components/uploaded-file-list').then((module) => ({
    default: module.UploadedFileList,
  })),
);

/** The home screen, with the uploads feature's file list in its files slot and its progress in the globe. */
export function HomeRoute() {
  const { entries, progress } = useUploads();
  return (
    <HomePage
      onFiles={uploads.add}
      uploadProgress={progress}
      renderFiles={(chooseFiles) =>
        entries.length > 0 ? (
          <Suspense fallback={null}>
            <UploadedFileList onAddFiles={chooseFiles} />
          </Suspense>
        ) : null
      }
    />
  );
}
