import { lazy, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { OnDemand } from '../../../components/on-demand';
import { onUnauthorized } from '../../../lib/api-client';
import { session, useSession } from '../../../lib/session';
import { useSessionCheckOnFocus } from '../hooks/use-session-check';
import { sessionStore } from '../stores/session-store';

// The notices' dialogs are fetched the first time one shows.
const SessionDialogs = lazy(() =>
  import('./session-dialogs').then((module) => ({ default: module.SessionDialogs })),
);

/**
 * What every page needs of the accounts feature: a 401 from any call opens the login dialog
 * (the caller still gets the error) and, when this tab thought it was logged in, ends the dead
 * session here (not for a call still under way when this tab ended its login itself); the session-expired notice (spec 01 section 4, Session check) and the
 * logging-out notice.
 */
export function SessionNotices() {
  const [, setParams] = useSearchParams();
  const { expired, acknowledge } = useSessionCheckOnFocus();
  const { loggingOut } = useSession();

  useEffect(
    () =>
      onUnauthorized((_error, call) => {
        // A call that went out with this tab's login and was answered after the tab itself
        // ended that login (its own logout, or one it followed from another tab): the 401 is
        // about a login already gone here, so nobody is asked to log in again.
        const { loggedIn, loggingOut } = session.getSnapshot();
        if (call.carriedLogin && (!loggedIn || loggingOut)) return;
        sessionStore.end('unauthorized');
        if (new URLSearchParams(window.location.search).get('dlg') === 'inloggen') return;
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            for (const key of ['e', 'i', 'k']) next.delete(key);
            next.set('dlg', 'inloggen');
            return next;
          },
          { replace: true },
        );
      }),
    [setParams],
  );

  const endExpired = useCallback(() => {
    acknowledge();
    sessionStore.end('expired');
  }, [acknowledge]);

  return (
    <OnDemand when={expired || loggingOut}>
      <SessionDialogs expired={expired} onExpiredClose={endExpired} loggingOut={loggingOut} />
    </OnDemand>
  );
}
