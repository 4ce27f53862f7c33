import { lazy, type ReactNode, Suspense } from 'react';
import type { DialogName } from '../lib/dialogs';

/*
 * The bodies of the dialog host's dialogs that features answer, loaded with the host (dialogs.tsx).
 * Each body is a chunk of its own, fetched when its dialog first opens.
 */

// 'Mijn orders' (issue 13 point 7).
const MyOrdersDialogBody = lazy(() =>
  import('./my-orders-dialog-body').then((module) => ({ default: module.MyOrdersDialogBody })),
);

// 'Bestanden delen' (issue 31 point 6): staff only, so never on a customer's page.
const ShareFilesDialogBody = lazy(() =>
  import('./share-files-dialog-body').then((module) => ({ default: module.ShareFilesDialogBody })),
);

/** The body of a host dialog that a feature answers; null leaves the host's own. */
export function dialogBody(name: DialogName): ReactNode {
  const Body =
    name === 'orders' ? MyOrdersDialogBody : name === 'bestanden-delen' ? ShareFilesDialogBody : null;
  return Body ? (
    <Suspense fallback={null}>
      <Body />
    </Suspense>
  ) : null;
}
