import { ShareFilesPanel } from '../features/shares/components/share-files-dialog-body';
import { useUploadedFiles } from '../features/uploads/hooks/use-uploads';

/** 'Bestanden delen' (spec 01 section 2): what the staff member shares is their upload list. */
export function ShareFilesDialogBody() {
  const { sessionId, files } = useUploadedFiles();
  return <ShareFilesPanel sessionId={sessionId} files={files} />;
}
