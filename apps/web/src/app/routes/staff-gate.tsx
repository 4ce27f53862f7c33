import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { StaffLoginPrompt, StaffNoAccess, type StaffScreen } from '../../components/staff-access';
import { sessionStore } from '../../features/accounts/stores/session-store';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/**
 * The door of a staff screen's route: a visitor is asked to log in and comes back here; a user who
 * is no staff sees 'Geen toegang' at once; staff without the screen's role get the same from the
 * server's 403 (roles are granted in data), which the screen shows with `StaffNoAccess`.
 */
export function StaffGate({ screen, children }: { screen: StaffScreen; children: ReactNode }) {
  const { user } = useSession();
  const dialogs = useDialogs();
  const { pathname, search } = useLocation();
  if (!user)
    return (
      <StaffLoginPrompt
        screen={screen}
        onLogin={() => {
          sessionStore.setLoginTarget(`${pathname}${search}`);
          dialogs.open('inloggen');
        }}
      />
    );
  if (!user.isStaff) return <StaffNoAccess screen={screen} />;
  return children;
}
