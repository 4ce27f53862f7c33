import type { User } from '@portal/shared/schemas/account';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { createEmitter } from './emitter';

/**
 * Who is logged in, for the whole app (spec 01 sections 3 and 4). Only state and events live
 * here: several features read them (uploads wait for a login, home and the menu follow the
 * security level), and features never import each other. The accounts feature is the only
 * writer: its session store logs in and out, restores and checks the session, and keeps the
 * token (features/accounts/stores/session-store.ts). See apps/web/README.md.
 */

export type LogoutReason =
  /** The user chose to log out. */
  | 'user'
  /** The session check on window focus found the server session gone. */
  | 'expired'
  /** A call answered 401: the token is no longer valid. */
  | 'unauthorized';

export type SessionEvents = {
  loggedIn: { user: User };
  loginCancelled: Record<string, never>;
  loggedOut: { reason: LogoutReason };
  /**
   * A feature changed what the user's answer says (the file store made or removed an archive:
   * `hasArchives`); the accounts feature asks for the user again.
   */
  userOutdated: Record<string, never>;
};

export type SessionSnapshot = {
  user: User | null;
  loggedIn: boolean;
  /** 0 when logged out (spec 01 section 6). */
  securityLevel: number;
  /** The 'logging out' dialog shows while the server ends the session. */
  loggingOut: boolean;
};

export function createSessionState() {
  const events = createEmitter<SessionEvents>();
  const listeners = new Set<() => void>();
  let user: User | null = null;
  let loggingOut = false;
  /** Logins ended so far (logout, lost session, another user): see untilLogout. */
  let endedLogins = 0;
  let snapshot = makeSnapshot();

  function makeSnapshot(): SessionSnapshot {
    return { user, loggedIn: user !== null, securityLevel: user?.securityLevel ?? 0, loggingOut };
  }
  function changed(): void {
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: (): SessionSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: events.on,
    emit: events.emit,
    /** The logged-in user, or a newer version of it (profile, preferences); null when logged out. */
    setUser(next: User | null): void {
      if (user !== null && next?.uid !== user.uid) endedLogins += 1;
      user = next;
      if (next === null) loggingOut = false;
      changed();
    },
    endedLogins: (): number => endedLogins,
    setLoggingOut(value: boolean): void {
      loggingOut = value;
      changed();
    },
  };
}
export type SessionState = ReturnType<typeof createSessionState>;

/** What a feature that only follows the session needs of it. */
export type SessionView = Pick<SessionState, 'getSnapshot' | 'subscribe' | 'on'>;

export const session = createSessionState();

/** The current user and login state. */
export function useSession(state: SessionView = session): SessionSnapshot {
  return useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
}

/** Shorthand for components that only need to know whether someone is logged in. */
export function useLoggedIn(state: SessionView = session): boolean {
  const getLoggedIn = useCallback(() => state.getSnapshot().loggedIn, [state]);
  return useSyncExternalStore(state.subscribe, getLoggedIn, getLoggedIn);
}

/**
 * `enabled` for a query of the logged-in user's data: `ready` until the login the options were
 * made under ends, judged each time the query would fetch rather than when its component last
 * rendered. At a logout the app forgets user data (removeQueries), and an effect of a render from
 * just before may still hand the old options to its observer, which then builds the forgotten
 * query again and fetches it. That call goes out without a login; its 401 opened the login dialog
 * on the home page the user had just logged out to (a CI run under load). TanStack Query
 * evaluates a function here at fetch time; the next render makes options under the new login.
 */
export function untilLogout(
  ready: boolean,
  state: Pick<SessionState, 'endedLogins'> = session,
): () => boolean {
  const madeUnder = state.endedLogins();
  return () => ready && state.endedLogins() === madeUnder;
}

/** Runs `listener` for each event of `type` while the component is mounted. */
export function useSessionEvent<Type extends keyof SessionEvents>(
  type: Type,
  listener: (payload: SessionEvents[Type]) => void,
  state: SessionView = session,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => state.on(type, (payload) => latest.current(payload)), [state, type]);
}
