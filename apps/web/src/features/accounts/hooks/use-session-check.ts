import { useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../../../lib/session';
import { sessionStore } from '../stores/session-store';

/**
 * The session check on window focus (spec 01 section 4): when the app believes it is logged
 * in but the server says it is not, `expired` turns true; the caller shows the notice and
 * then ends the session. Checks do not overlap.
 *
 * The spec's second check (no upload-session cookie while files exist: 'Uw sessie is
 * verlopen, uw winkelwagen wordt geleegd.') belongs to the uploads feature and listens to the
 * same focus event there.
 */
export function useSessionCheckOnFocus(): { expired: boolean; acknowledge: () => void } {
  const [expired, setExpired] = useState(false);
  const checking = useRef(false);

  useEffect(() => {
    const check = async () => {
      if (checking.current || !session.getSnapshot().loggedIn) return;
      checking.current = true;
      try {
        if ((await sessionStore.check()) === false && session.getSnapshot().loggedIn) setExpired(true);
      } finally {
        checking.current = false;
      }
    };
    const onFocus = () => void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const acknowledge = useCallback(() => setExpired(false), []);
  return { expired, acknowledge };
}
