import type { LoginResponse, User } from '@portal/shared/schemas/account';
import {
  ApiRequestError,
  type BearerRenewal,
  callApi,
  setBearerRenewal,
  setBearerToken,
} from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { type LogoutReason, type SessionState, session as sessionState } from '../../../lib/session';

/**
 * Logging in and out (spec 01 sections 3 and 4; decision 0035). The bearer token lives only in
 * this module's memory and for 15 minutes; the login itself is an httpOnly refresh cookie that
 * no script can read, shared by every tab of the browser (and kept across a restart with
 * 'Ingelogd blijven'). A tab that starts asks the server once for a token through that cookie;
 * a token about to expire, or one answered with 401, is renewed the same way. Near the session's
 * end the server can give no later expiry: that last token simply runs out. Only the server's
 * word ends a login here; a renewal that fails otherwise (network, 429, 5xx) keeps the token
 * while it lasts and is tried again later, ever less often.
 *
 * Tabs learn of each other's logins and logouts through a marker in localStorage (its 'storage'
 * event): `in:<id>` while this browser holds a login, `out:<reason>` after it ended. The marker
 * is no secret; it only spares a visitor who never logged in a call at start-up.
 *
 * What the rest of the app reads (the user, the events) is published in the app-wide session
 * state of src/lib/session.ts.
 */
export const LOGIN_MARKER_KEY = 'portal.login';
/** Where to go after logging in; a guard (e.g. the file store) sets it before opening login. */
export const LOGIN_TARGET_STORAGE_KEY = 'portal.loginTarget';
/** A token is renewed this long before it expires (background tabs' timers run late). */
export const RENEW_MARGIN_MS = 2 * 60_000;
/** After a renewal failed without the server saying the login ended: the first retry's delay, doubling. */
export const RENEW_RETRY_MS = 5_000;
/** Retries of a failing renewal come at least this often. */
export const RENEW_RETRY_MAX_MS = 60_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StorageEvents = Pick<Window, 'addEventListener'>;

export type SessionStoreDeps = {
  state: SessionState;
  /** Per tab: the login target. */
  tabStorage: () => KeyValueStorage | undefined;
  /** Shared by the browser's tabs: the login marker. */
  browserStorage: () => KeyValueStorage | undefined;
  /** Where the other tabs' changes of the marker arrive ('storage' events). */
  window: StorageEvents | undefined;
  request: typeof callApi;
  setToken: (token: string | undefined) => void;
  setRenewal: (renewal: BearerRenewal | undefined) => void;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export function createSessionStore(deps: SessionStoreDeps) {
  const { state } = deps;
  let token: string | undefined;
  let tokenExpiresAt = 0;
  /** When the token is next renewed; never for a token that ends with the session. */
  let renewDueAt = Number.POSITIVE_INFINITY;
  let renewTimer: unknown;
  let renewing: Promise<boolean> | undefined;
  /** Renewals in a row that failed without the server saying the login ended. */
  let failedRenewals = 0;
  /** The marker of the login this tab follows. */
  let marker: string | null = null;
  let listening = false;

  function read(storage: () => KeyValueStorage | undefined, key: string): string | null | undefined {
    try {
      const store = storage();
      return store ? store.getItem(key) : undefined;
    } catch {
      return undefined;
    }
  }
  function write(storage: () => KeyValueStorage | undefined, key: string, value: string | null): void {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // Storage switched off: tabs then learn of a logout at their next call.
    }
  }

  function scheduleRenewal(at: number): void {
    if (renewTimer !== undefined) deps.clearTimer(renewTimer);
    renewTimer = undefined;
    renewDueAt = at;
    // Renewed ahead of time, so that calls that cannot wait for a renewal (upload chunks) carry a live token.
    if (token && Number.isFinite(at))
      renewTimer = deps.setTimer(() => void renew(), Math.max(at - deps.now(), 0));
  }

  function keepToken(next: string | undefined, expiresInSeconds = 0): void {
    token = next;
    tokenExpiresAt = next ? deps.now() + expiresInSeconds * 1000 : 0;
    deps.setToken(next);
    // The server ends no token after its session. A token that ends within the margin is the
    // session's last: renewing it would only bring the same end again (and, every second, a new
    // cookie). It runs out, and the next call or focus check finds the session ended.
    const last = expiresInSeconds * 1000 <= RENEW_MARGIN_MS;
    scheduleRenewal(next && !last ? tokenExpiresAt - RENEW_MARGIN_MS : Number.POSITIVE_INFINITY);
  }

  function clearLocal(): void {
    keepToken(undefined);
    failedRenewals = 0;
    state.setUser(null);
  }

  /** Says to the other tabs that the login ended. */
  function markOut(reason: LogoutReason): void {
    marker = null;
    write(deps.browserStorage, LOGIN_MARKER_KEY, `out:${reason}`);
  }

  const loggedInUser = (): User | null => state.getSnapshot().user;

  /** Takes a login answer (login, refresh) into this tab; a different user than before replaces it. */
  function adopt(response: LoginResponse): User {
    // The answer was parsed with its contract's schema: without the token, it is the user.
    const { jwtToken, jwtExpiresIn, ...user } = response;
    const before = loggedInUser();
    if (before && before.uid !== user.uid) {
      clearLocal();
      state.emit('loggedOut', { reason: 'user' });
    }
    failedRenewals = 0;
    keepToken(jwtToken, jwtExpiresIn);
    state.setUser(user);
    return user;
  }

  /**
   * One refresh at a time per tab: a new token through the refresh cookie. True when renewed;
   * false when the browser holds no login any more (the token is dropped, so the next call
   * answers 401 and the app ends the session) or when the renewal failed otherwise: then the
   * token is kept as it was and the renewal tried again after a growing delay.
   */
  function renew(): Promise<boolean> {
    renewing ??= (async () => {
      try {
        const answer = await deps.request(contracts.accounts, 'refreshSession', {}, { renew: false });
        failedRenewals = 0;
        if (!answer.loggedIn) {
          keepToken(undefined);
          return false;
        }
        adopt(answer);
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          failedRenewals = 0;
          keepToken(undefined);
          return false;
        }
        failedRenewals += 1;
        const delay = Math.min(RENEW_RETRY_MS * 2 ** (failedRenewals - 1), RENEW_RETRY_MAX_MS);
        scheduleRenewal(deps.now() + delay);
        return false;
      } finally {
        renewing = undefined;
      }
    })();
    return renewing;
  }

  const renewal: BearerRenewal = {
    async beforeRequest() {
      if (token && deps.now() >= renewDueAt) await renew();
      else if (renewing) await renewing;
    },
    async afterUnauthorized(sent) {
      // Renewed by another call meanwhile: retry with that token.
      if (token && token !== sent) return true;
      if (!token) return false;
      return renew();
    },
  };
  deps.setRenewal(renewal);

  /** Another tab logged in or out: follow it. */
  async function onMarkerChanged(value: string | null): Promise<void> {
    if (value?.startsWith('in:')) {
      if (value === marker) return;
      marker = value;
      const wasLoggedIn = loggedInUser() !== null;
      if (!(await renew())) return;
      const user = loggedInUser();
      if (user && !wasLoggedIn) state.emit('loggedIn', { user });
      return;
    }
    if (!loggedInUser() || state.getSnapshot().loggingOut) return;
    marker = null;
    clearLocal();
    state.emit('loggedOut', { reason: value === 'out:user' ? 'user' : 'expired' });
  }

  /** The user asked again (another feature changed what its answer says); kept as it was if that fails. */
  async function reloadUser(): Promise<void> {
    const before = loggedInUser();
    if (!before) return;
    try {
      const next = await deps.request(contracts.accounts, 'getAccount', {});
      if (loggedInUser()?.uid === next.uid) state.setUser(next);
    } catch {
      // The next renewal brings the user anyway.
    }
  }
  state.on('userOutdated', () => void reloadUser());

  function listenToOtherTabs(): void {
    if (listening || !deps.window) return;
    listening = true;
    deps.window.addEventListener('storage', (event) => {
      if (event.key === LOGIN_MARKER_KEY) void onMarkerChanged(event.newValue);
    });
  }

  return {
    /**
     * Start-up, before the first render: when this browser holds a login (its marker says so, or
     * storage cannot tell), one call to the refresh endpoint brings the user and a token;
     * otherwise the visitor starts logged out without a call (issue 9: no waterfall before the
     * first paint).
     */
    async restore(): Promise<void> {
      listenToOtherTabs();
      const stored = read(deps.browserStorage, LOGIN_MARKER_KEY);
      if (stored !== undefined && !stored?.startsWith('in:')) return;
      try {
        const answer = await deps.request(contracts.accounts, 'refreshSession', {}, { renew: false });
        if (answer.loggedIn) {
          marker = stored ?? null;
          adopt(answer);
        } else if (stored) {
          // The login ended while no tab was open (a restart without 'Ingelogd blijven', expiry).
          write(deps.browserStorage, LOGIN_MARKER_KEY, null);
        }
      } catch {
        // Unreachable now: start logged out; the marker stays for the next start.
      }
    },

    /** After a successful login: keeps the token, shows the user, tells this tab and the others. */
    login(response: LoginResponse): void {
      const user = adopt(response);
      marker = `in:${deps.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      write(deps.browserStorage, LOGIN_MARKER_KEY, marker);
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
     * Ends the session on the server (which also clears the refresh cookie), then here and in
     * the other tabs. Listeners clear files and cart and go home with the default theme. A
     * failing server call still logs out locally.
     */
    async logout(): Promise<void> {
      if (!loggedInUser() || state.getSnapshot().loggingOut) return;
      state.setLoggingOut(true);
      try {
        await deps.request(contracts.accounts, 'logout', {}, { renew: false });
      } catch {
        // Dropped below either way; an orphaned server session expires by itself.
      }
      clearLocal();
      markOut('user');
      state.emit('loggedOut', { reason: 'user' });
    },

    /** The server no longer knows this login (session check, or a 401 answer): nor do the other tabs. */
    end(reason: Exclude<LogoutReason, 'user'>): void {
      if (!loggedInUser() && !token) return;
      // While renewals fail for another reason (server busy or down) the login may well live
      // on: this tab gives up, but the other tabs and the next start keep trying the cookie.
      const confirmed = failedRenewals === 0;
      clearLocal();
      if (confirmed) markOut(reason);
      else marker = null;
      state.emit('loggedOut', { reason });
    },

    /**
     * Whether the server still agrees that we are logged in: false when the app believes it
     * is but the server says not; null when there is nothing to check or it could not be asked.
     * The call renews an expiring token first, so an idle tab is not told its login ended.
     */
    async check(): Promise<boolean | null> {
      if (!loggedInUser()) return null;
      try {
        const { loggedIn } = await deps.request(contracts.accounts, 'sessionCheck', {});
        return loggedIn;
      } catch {
        return null;
      }
    },

    setLoginTarget(path: string): void {
      write(deps.tabStorage, LOGIN_TARGET_STORAGE_KEY, path);
    },
    /** The stored target path, once: reading it removes it. Only same-site paths count. */
    takeLoginTarget(): string | null {
      const target = read(deps.tabStorage, LOGIN_TARGET_STORAGE_KEY);
      write(deps.tabStorage, LOGIN_TARGET_STORAGE_KEY, null);
      return target && /^\/(?![/\\])/.test(target) ? target : null;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

const inBrowser = typeof window !== 'undefined';

/** The app's one session store; it publishes into the app-wide session state. */
export const sessionStore = createSessionStore({
  state: sessionState,
  tabStorage: () => (inBrowser ? window.sessionStorage : undefined),
  browserStorage: () => (inBrowser ? window.localStorage : undefined),
  window: inBrowser ? window : undefined,
  request: callApi,
  setToken: setBearerToken,
  setRenewal: setBearerRenewal,
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});
