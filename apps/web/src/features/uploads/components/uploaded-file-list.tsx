import { useUploadActions } from '../hooks/use-upload-actions';
import { uploads, useUploads } from '../hooks/use-uploads';
import type { UploadStore } from '../stores/upload-store';
import { FileList } from './file-list';

/** The session's file list, wired to the upload store and the removal mutation. */
export function UploadedFileList({
  onAddFiles,
  store = uploads,
}: {
  onAddFiles: () => void;
  store?: UploadStore;
}) {
  const { entries, selected, unpacking } = useUploads(store);
  const actions = useUploadActions(store);
  return (
    <FileList
      entries={entries}
      selected={selected}
      onSelect={actions.toggleSelected}
      onSelectAll={actions.selectAll}
      onRemove={actions.remove}
      onRemoveSelected={actions.removeSelected}
      onAddFiles={onAddFiles}
      onShowDpi={actions.showDpiWarning}
      onUnpack={actions.unpack}
      unpacking={unpacking}
    />
  );
}
