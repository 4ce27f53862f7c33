import { useLocation } from 'react-router';
import { sessionStore } from '../../features/accounts/stores/session-store';
import { StaffLoginPrompt, StaffNoAccess } from '../../features/staff-customers/components/staff-access';
import { StaffCustomersPage } from '../../features/staff-customers/components/staff-customers-page';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/**
 * The staff's Klanten screen at `staffCustomers` (issue 32 point 5, decision 0135). A visitor is
 * asked to log in and comes back here; a user who is no staff sees 'Geen toegang' at once; staff
 * without the customerLinks role get the same from the server's 403 (the role is granted in data).
 */
export function StaffCustomersRoute() {
  const { user } = useSession();
  const dialogs = useDialogs();
  const { pathname, search } = useLocation();
  if (!user)
    return (
      <StaffLoginPrompt
        onLogin={() => {
          sessionStore.setLoginTarget(`${pathname}${search}`);
          dialogs.open('inloggen');
        }}
      />
    );
  if (!user.isStaff) return <StaffNoAccess />;
  return <StaffCustomersPage />;
}
