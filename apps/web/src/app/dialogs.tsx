import { pathTo } from '@portal/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountDialogsOnDemand } from '../features/accounts/components/account-dialogs-on-demand';
import { SessionNotices } from '../features/accounts/components/session-notices';
import { isAccountDialog } from '../features/accounts/utils/account-dialog-names';
import { DialogHost } from '../features/dialogs/components/dialog-host';
import { forgetThemeName } from '../features/themes/utils/theme-name';
import { UploadNotices } from '../features/uploads/components/upload-notices';
import { UploadTracker } from '../features/uploads/components/upload-tracker';
import { useDialogs } from '../lib/dialogs';
import { useSessionEvent } from '../lib/session';

/**
 * The dialogs of the shell. The account dialogs come from the accounts feature; the dialog
 * host keeps the others (and placeholders for names nobody answers yet), so it steps aside
 * while an account dialog is open.
 */
export function AppDialogs() {
  const { current } = useDialogs();
  useSessionNavigation();
  return (
    <>
      {!isAccountDialog(current) && <DialogHost />}
      <AccountDialogsOnDemand />
      <SessionNotices />
      <UploadNotices />
      <UploadTracker />
    </>
  );
}

/**
 * What a change of user means for the whole app (spec 01 section 4): themes are fetched again
 * (their propositions depend on the security level), user data is forgotten on logout, and
 * logging out or an expired session returns home with the default theme.
 */
function useSessionNavigation(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useSessionEvent('loggedIn', () => {
    void queryClient.invalidateQueries({ queryKey: ['theme'] });
  });

  useSessionEvent('loggedOut', ({ reason }) => {
    // The upload store empties the file list itself when the user changes; the cart follows later.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'theme' });
    void queryClient.invalidateQueries({ queryKey: ['theme'] });
    // A 401 in the middle of something opens the login dialog in place instead.
    if (reason === 'unauthorized') return;
    forgetThemeName();
    navigate(pathTo('home'));
  });
}
