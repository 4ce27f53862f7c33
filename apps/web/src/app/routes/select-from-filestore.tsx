import { lazy, type ReactNode, useEffect, useState } from 'react';
import { OnDemand } from '../../components/on-demand';
import { uploads } from '../../features/uploads/hooks/use-uploads';
import { useSession } from '../../lib/session';

/**
 * 'Selecteer uit bestandsopslag' (spec 01 section 2; issue 31 point 4; decision 0125) on the home
 * and product order screens: offered beside every way to add files to a logged-in customer with
 * an archive (the user's answer says so: `hasArchives`, no question of its own). The dialog is a
 * chunk of its own, fetched on its first opening; what it adds goes into the uploads feature's
 * list, analysed, and the list's notices say what was there already.
 */
const LazyDialog = lazy(() =>
  import('../../features/filestore/components/select-from-filestore-dialog').then((module) => ({
    default: module.SelectFromFilestoreDialog,
  })),
);

export type FromFilestore = {
  /** Opens the dialog; undefined when there is nothing to choose from (no login, no archive). */
  open: (() => void) | undefined;
  /** The dialog (nothing until it is first opened): render it once on the screen. */
  dialog: ReactNode;
};

export function useFromFilestore(): FromFilestore {
  const { user, loggedIn } = useSession();
  const [opened, setOpened] = useState(false);
  const available = user?.hasArchives === true;
  return {
    open: available ? () => setOpened(true) : undefined,
    dialog: (
      <OnDemand when={opened}>
        <LazyDialog
          opened={opened && loggedIn}
          onClose={() => setOpened(false)}
          onAdd={(fileIds) => uploads.addFromFilestore(fileIds)}
        />
      </OnDemand>
    ),
  };
}

/**
 * The home screen's way in, loaded after its first paint (the home page's first JavaScript stays
 * within its budget): it hands the opener up while the user has an archive.
 */
export function FilestoreEntry({ onAvailable }: { onAvailable: (open: (() => void) | undefined) => void }) {
  const { open, dialog } = useFromFilestore();
  const available = open !== undefined;
  // The opener's identity changes every render; only whether there is one is news.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => onAvailable(open), [available, onAvailable]);
  return dialog;
}

export { FromFilestoreButton } from './from-filestore-button';
