import { type ReactNode, useState } from 'react';
import { useUploadActions } from '../hooks/use-upload-actions';
import { uploads, useUploads } from '../hooks/use-uploads';
import type { UploadStore } from '../stores/upload-store';
import { FileList } from './file-list';
import { FilePagesDialog } from './file-pages-dialog';

/** The session's file list, wired to the upload store, the removal mutation and the page viewer. */
export function UploadedFileList({
  onAddFiles,
  rowExtra,
  footerAction,
  moreWaysToAdd,
  store = uploads,
}: {
  onAddFiles: () => void;
  /** Per file id, what the screen adds to its row. */
  rowExtra?: (id: string) => ReactNode;
  /** The screen's way on, under 'Bestanden toevoegen'. */
  footerAction?: ReactNode;
  /** Other ways to add files, under 'Bestanden toevoegen'. */
  moreWaysToAdd?: ReactNode;
  store?: UploadStore;
}) {
  const { entries, selected, sessionId, unpacking } = useUploads(store);
  const actions = useUploadActions(store);
  const [viewing, setViewing] = useState<string | null>(null);
  // The file as the list has it now: removed (here or in another tab), the viewer closes.
  const viewed = entries.find((entry) => entry.id === viewing)?.file ?? null;
  return (
    <>
      <FileList
        entries={entries}
        selected={selected}
        onSelect={actions.toggleSelected}
        onSelectAll={actions.selectAll}
        onRemove={actions.remove}
        onRemoveSelected={actions.removeSelected}
        onAddFiles={onAddFiles}
        onShowDpi={actions.showDpiWarning}
        onShowPages={setViewing}
        onUnpack={actions.unpack}
        unpacking={unpacking}
        rowExtra={rowExtra}
        footerAction={footerAction}
        moreWaysToAdd={moreWaysToAdd}
      />
      {sessionId && <FilePagesDialog sessionId={sessionId} file={viewed} onClose={() => setViewing(null)} />}
    </>
  );
}
