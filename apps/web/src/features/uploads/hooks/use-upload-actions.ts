import { useCallback } from 'react';
import { useRemoveUploadedFile } from '../api/remove-uploaded-file';
import type { UploadStore } from '../stores/upload-store';
import { uploads, useUploads } from './use-uploads';

/**
 * What the file list can do: select, remove (a stored file after the undo window, through the
 * removal mutation), explain a mark.
 */
export function useUploadActions(store: UploadStore = uploads) {
  const { entries, selected, sessionId } = useUploads(store);
  const removal = useRemoveUploadedFile(
    (file, error) => store.removeFailed(file, error),
    (file) => store.removalSettled(file.uuid),
  );
  const { mutate } = removal;

  const remove = useCallback(
    (id: string) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      store.toggleSelected(id, false);
      const file = entry.file;
      // A stored file can be brought back for a few seconds before the server removes it.
      if (file && sessionId) store.removeWithUndo(file, () => mutate({ sessionId, file }));
      else store.cancel(id);
    },
    [entries, sessionId, mutate, store],
  );

  return {
    remove,
    removeSelected: useCallback(() => {
      for (const id of selected) remove(id);
    }, [selected, remove]),
    toggleSelected: store.toggleSelected,
    selectAll: store.selectAll,
    unpack: useCallback(
      (id: string) => {
        const file = entries.find((entry) => entry.id === id)?.file;
        if (file) void store.unpack(file);
      },
      [entries, store],
    ),
    showDpiWarning: useCallback(
      (id: string) => {
        const file = entries.find((entry) => entry.id === id)?.file;
        if (file) store.showDpiWarning(file);
      },
      [entries, store],
    ),
  };
}
