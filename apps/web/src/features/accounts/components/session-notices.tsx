import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { onUnauthorized } from '../../../lib/api-client';
import { sessionStore } from '../stores/session-store';
import { LoggingOutDialog, SessionExpiredDialog } from './session-dialogs';

/**
 * What every page needs of the accounts feature: a 401 from any call opens the login dialog
 * (the caller still gets the error) and, when this tab thought it was logged in, ends the dead
 * session here; the session-expired and logging-out notices.
 */
export function SessionNotices() {
  const [, setParams] = useSearchParams();

  useEffect(
    () =>
      onUnauthorized(() => {
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

  return (
    <>
      <SessionExpiredDialog />
      <LoggingOutDialog />
    </>
  );
}
