import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { OnDemand } from '../../../components/on-demand';
import { isAccountDialog } from '../utils/account-dialog-names';

const AccountDialogs = lazy(() =>
  import('./account-dialogs').then((module) => ({ default: module.AccountDialogs })),
);

/**
 * The account dialogs with their forms (react-hook-form, the field schemas) are fetched the
 * first time the URL asks for one of them; staying mounted after lets the login dialog tell
 * that it was cancelled.
 */
export function AccountDialogsOnDemand() {
  const [params] = useSearchParams();
  return (
    <OnDemand when={isAccountDialog(params.get('dlg'))}>
      <AccountDialogs />
    </OnDemand>
  );
}
