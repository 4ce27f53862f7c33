import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { pathTo } from '@portal/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnDemand } from '../components/on-demand';
import { AccountDialogsOnDemand } from '../features/accounts/components/account-dialogs-on-demand';
import { SessionNotices } from '../features/accounts/components/session-notices';
import { isAccountDialog } from '../features/accounts/utils/account-dialog-names';
import { forgetThemeName } from '../features/themes/utils/theme-name';
import { UploadNoticesOnDemand } from '../features/uploads/components/upload-notices-on-demand';
import { UploadTracker } from '../features/uploads/components/upload-tracker';
import { useDialogs } from '../lib/dialogs';
import { useSessionEvent } from '../lib/session';

// The dialog host (with Mantine's modal machinery) is fetched when the URL first names one of its
// dialogs, with the bodies this app composes into it (dialog-bodies.tsx): none of them is part of
// the first screen.
const DialogHost = lazy(() =>
  Promise.all([import('../features/dialogs/components/dialog-host'), import('./dialog-bodies')]).then(
    ([host, bodies]) => ({ default: () => <host.DialogHost placeholder={bodies.dialogBody} /> }),
  ),
);

/**
 * The dialogs of the shell. The account dialogs come from the accounts feature; the dialog
 * host keeps the others, with the bodies of dialog-bodies.tsx (My orders, Bestanden delen), so it
 * steps aside while an account dialog is open.
 */
export function AppDialogs() {
  const { current } = useDialogs();
  useSessionNavigation();
  const otherDialog = current !== null && !isAccountDialog(current);
  return (
    <>
      <OnDemand when={otherDialog}>{!isAccountDialog(current) && <DialogHost />}</OnDemand>
      <AccountDialogsOnDemand />
      <SessionNotices />
      <UploadNoticesOnDemand />
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useSessionEvent('loggedIn', () => {
    void queryClient.invalidateQueries({ queryKey: ['theme'] });
    // The print store shows a store's admins its hidden items and their controls (issue 30).
    void queryClient.invalidateQueries({ queryKey: ['printStore'] });
  });

  useSessionEvent('loggedOut', ({ reason }) => {
    // The upload store empties the file list itself when the user changes; the cart follows later.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'theme' });
    void queryClient.invalidateQueries({ queryKey: ['theme'] });
    // A 401 in the middle of something opens the login dialog in place instead.
    if (reason === 'unauthorized') return;
    forgetThemeName();
    navigate(pathTo('home'));
    // Logging out confirms itself; an expired session has its own notice.
    if (reason === 'user')
      notifications.show({
        color: 'green',
        message: t('menu.loggedOut'),
        autoClose: AUTO_CLOSE_MS.notification,
      });
  });
}
