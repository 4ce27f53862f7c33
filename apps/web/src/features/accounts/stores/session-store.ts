import { getAccount, logout, sessionCheck } from '@portal/shared/api/accounts.api';
import { type LoginResponse, type User, userSchema } from '@portal/shared/schemas/account';
import { callApi, setBearerToken } from '../../../lib/api-client';
import { type LogoutReason, type SessionState, session as sessionState } from '../../../lib/session';

/**
 * Logging in and out (spec 01 sections 3 and 4). The JWT lives in sessionStorage, never in a
 * cookie a script could read: it ends with the tab, which suits shared office PCs, and every
 * request carries it as a bearer header. The user itself is not stored; start-up asks the
 * server for it again. What the rest of the app reads (the user, the events) is published in
 * the app-wide session state of src/lib/session.ts.
 */
export const TOKEN_STORAGE_KEY = 'portal.token';
/** Where to go after logging in; a guard (e.g. the file store) sets it before opening login. */
export const LOGIN_TARGET_STORAGE_KEY = 'portal.loginTarget';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionStoreDeps = {
  state: SessionState;
  storage: () => KeyValueStorage | undefined;
  request: typeof callApi;
  setToken: (token: string | undefined) => void;
};

export function createSessionStore(deps: SessionStoreDeps) {
  const { state } = deps;
  let token: string | undefined;

  function storage(): KeyValueStorage | undefined {
    try {
      return deps.storage();
    } catch {
      return undefined;
    }
  }
  function readStored(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }
  function writeStored(key: string, value: string | null): void {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // Storage switched off: the session lasts until the page reloads.
    }
  }

  function keepToken(next: string | undefined): void {
    token = next;
    deps.setToken(next);
    writeStored(TOKEN_STORAGE_KEY, next ?? null);
  }

  function clearLocal(): void {
    keepToken(undefined);
    state.setUser(null);
  }

  const loggedInUser = (): User | null => state.getSnapshot().user;

  return {
    /**
     * Start-up, before the first render: a stored token counts only if the server still
     * knows its session; otherwise it is dropped and the visitor starts logged out. One request:
     * the account answers the user for a live session and 401 for any other (issue 9, no
     * waterfall before the first paint).
     */
    async restore(): Promise<void> {
      const stored = readStored(TOKEN_STORAGE_KEY);
      if (!stored) return;
      deps.setToken(stored);
      token = stored;
      try {
        state.setUser(await deps.request(getAccount, {}));
      } catch {
        clearLocal();
      }
    },

    /** After a successful login: keeps the token, shows the user, tells whoever listens. */
    login(response: LoginResponse): void {
      const { jwtToken, ...rest } = response;
      keepToken(jwtToken);
      const user = userSchema.parse(rest);
      state.setUser(user);
      state.emit('loggedIn', { user });
    },

    /** The server answered a newer version of the user (profile settings). */
    updateUser(next: User): void {
      if (loggedInUser()) state.setUser(next);
    },

    /** The login dialog closed without logging in. */
    cancelLogin(): void {
      state.emit('loginCancelled', {});
    },

    /**
     * Ends the session on the server, then here. Listeners clear files and cart and go home
     * with the default theme. A failing server call still logs out locally.
     */
    async logout(): Promise<void> {
      if (!loggedInUser() || state.getSnapshot().loggingOut) return;
      state.setLoggingOut(true);
      try {
        await deps.request(logout, {});
      } catch {
        // The token is dropped below either way; an orphaned server session expires by itself.
      }
      clearLocal();
      state.emit('loggedOut', { reason: 'user' });
    },

    /** The server no longer knows this session (session check, or a 401 answer). */
    end(reason: Exclude<LogoutReason, 'user'>): void {
      if (!loggedInUser() && !token) return;
      clearLocal();
      state.emit('loggedOut', { reason });
    },

    /**
     * Whether the server still agrees that we are logged in: false when the app believes it
     * is but the server says not; null when there is nothing to check or it could not be asked.
     */
    async check(): Promise<boolean | null> {
      if (!loggedInUser()) return null;
      try {
        const { loggedIn } = await deps.request(sessionCheck, {});
        return loggedIn;
      } catch {
        return null;
      }
    },

    setLoginTarget(path: string): void {
      writeStored(LOGIN_TARGET_STORAGE_KEY, path);
    },
    /** The stored target path, once: reading it removes it. Only same-site paths count. */
    takeLoginTarget(): string | null {
      const target = readStored(LOGIN_TARGET_STORAGE_KEY);
      writeStored(LOGIN_TARGET_STORAGE_KEY, null);
      return target && /^\/(?![/\\])/.test(target) ? target : null;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

function browserSessionStorage(): KeyValueStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/** The app's one session store; it publishes into the app-wide session state. */
export const sessionStore = createSessionStore({
  state: sessionState,
  storage: browserSessionStorage,
  request: callApi,
  setToken: setBearerToken,
});
