import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAccountDialog } from '../utils/account-dialog-names';

const AccountDialogs = lazy(() =>
  import('./account-dialogs').then((module) => ({ default: module.AccountDialogs })),
);

/**
 * The account dialogs with their forms (react-hook-form, the field schemas) are a chunk of
 * their own, fetched the first time the URL asks for one of them; once loaded they stay
 * mounted, so a dialog closes with its transition and the login dialog can tell that it was
 * cancelled.
 */
export function AccountDialogsOnDemand() {
  const [params] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  if (!wanted && isAccountDialog(params.get('dlg'))) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountDialogs />
    </Suspense>
  ) : null;
}
