import type { IntroPreferences } from '@portal/shared/rules/propositions';
import {
  type LoginResponse,
  sessionResponseSchema,
  type User,
  type UserPreferences,
  userSchema,
} from '@portal/shared/schemas/account';
import { introKeys } from '@portal/shared/schemas/proposition';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { apiRequest, setBearerToken } from './api-client';

/**
 * Who is logged in (spec 01 sections 3 and 4). The JWT lives in sessionStorage, never in a
 * cookie a script could read: it ends with the tab, which suits shared office PCs, and every
 * request carries it as a bearer header. The user itself is not stored; start-up asks the
 * server for it again.
 */
export const TOKEN_STORAGE_KEY = 'portal.token';
/** Where to go after logging in; a guard (e.g. the file store) sets it before opening login. */
export const LOGIN_TARGET_STORAGE_KEY = 'portal.loginTarget';

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
};

/** A small typed event emitter. */
export function createEmitter<Events extends Record<string, object>>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<Type extends keyof Events>(type: Type, listener: (payload: Events[Type]) => void): () => void {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit<Type extends keyof Events>(type: Type, payload: Events[Type]): void {
      for (const listener of [...(listeners.get(type) ?? [])])
        (listener as (p: Events[Type]) => void)(payload);
    },
  };
}

export type SessionSnapshot = {
  user: User | null;
  loggedIn: boolean;
  /** 0 when logged out (spec 01 section 6). */
  securityLevel: number;
  /** The 'logging out' dialog shows while the server ends the session. */
  loggingOut: boolean;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionDeps = {
  storage: () => KeyValueStorage | undefined;
  request: typeof apiRequest;
  setToken: (token: string | undefined) => void;
};

const nothing = z.null();

export function createSessionStore(deps: SessionDeps) {
  const events = createEmitter<SessionEvents>();
  const listeners = new Set<() => void>();
  let user: User | null = null;
  let token: string | undefined;
  let loggingOut = false;
  let snapshot = makeSnapshot();

  function makeSnapshot(): SessionSnapshot {
    return { user, loggedIn: user !== null, securityLevel: user?.securityLevel ?? 0, loggingOut };
  }
  function changed(): void {
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

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
    user = null;
    loggingOut = false;
    changed();
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

    /**
     * Start-up, before the first render: a stored token counts only if the server still
     * knows its session; otherwise it is dropped and the visitor starts logged out.
     */
    async restore(): Promise<void> {
      const stored = readStored(TOKEN_STORAGE_KEY);
      if (!stored) return;
      deps.setToken(stored);
      token = stored;
      try {
        const { loggedIn } = await deps.request('/api/v3/auth/session', sessionResponseSchema);
        if (!loggedIn) throw new Error('session ended');
        user = await deps.request('/api/v3/account', userSchema);
        changed();
      } catch {
        clearLocal();
      }
    },

    /** After a successful login: keeps the token, shows the user, tells whoever listens. */
    login(response: LoginResponse): void {
      const { jwtToken, ...rest } = response;
      keepToken(jwtToken);
      user = userSchema.parse(rest);
      changed();
      events.emit('loggedIn', { user });
    },

    /** The server answered a newer version of the user (profile, preferences). */
    updateUser(next: User): void {
      if (!user) return;
      user = next;
      changed();
    },

    /** The login dialog closed without logging in. */
    cancelLogin(): void {
      events.emit('loginCancelled', {});
    },

    /**
     * Ends the session on the server, then here. Listeners clear files and cart and go home
     * with the default theme. A failing server call still logs out locally.
     */
    async logout(): Promise<void> {
      if (!user || loggingOut) return;
      loggingOut = true;
      changed();
      try {
        await deps.request('/api/v3/auth/logout', nothing, { method: 'POST' });
      } catch {
        // The token is dropped below either way; an orphaned server session expires by itself.
      }
      clearLocal();
      events.emit('loggedOut', { reason: 'user' });
    },

    /** The server no longer knows this session (session check, or a 401 answer). */
    end(reason: Exclude<LogoutReason, 'user'>): void {
      if (!user && !token) return;
      clearLocal();
      events.emit('loggedOut', { reason });
    },

    /**
     * Whether the server still agrees that we are logged in: false when the app believes it
     * is but the server says not; null when there is nothing to check or it could not be asked.
     */
    async check(): Promise<boolean | null> {
      if (!user) return null;
      try {
        const { loggedIn } = await deps.request('/api/v3/auth/session', sessionResponseSchema);
        return loggedIn;
      } catch {
        return null;
      }
    },

    /** Saves the logged-in user's preferences; the user is updated at once so the screen follows. */
    async savePreferences(preferences: UserPreferences): Promise<void> {
      if (!user) return;
      user = { ...user, preferences };
      changed();
      const saved = await deps.request('/api/v3/account/preferences', userSchema, {
        method: 'PUT',
        body: preferences,
      });
      if (user && user.uid === saved.uid) {
        user = saved;
        changed();
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

export const session = createSessionStore({
  storage: browserSessionStorage,
  request: apiRequest,
  setToken: setBearerToken,
});

/** The current user and the two actions that change who it is. */
export function useSession(store: SessionStore = session) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, login: store.login, logout: store.logout };
}

/** Runs `listener` for each event of `type` while the component is mounted. */
export function useSessionEvent<Type extends keyof SessionEvents>(
  type: Type,
  listener: (payload: SessionEvents[Type]) => void,
  store: SessionStore = session,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => store.on(type, (payload) => latest.current(payload)), [store, type]);
}

// ---------------------------------------------------------------------------------------------
// Preferences for the home screen (spec 01 section 3, User preferences).

/**
 * The home screen's shape of the preferences: per intro whether the user still wants to see
 * it (a missing flag means yes). The server keeps the opposite, the intros hidden for good.
 */
export type HomePreferences = { intros: IntroPreferences; showPrintStorePopUp: boolean };

const defaultHomePreferences: HomePreferences = { intros: {}, showPrintStorePopUp: true };

export function homePreferencesOf(preferences: UserPreferences): HomePreferences {
  const intros: IntroPreferences = {};
  for (const key of introKeys) {
    const hidden = preferences.hiddenIntros[key];
    if (hidden !== undefined) intros[key] = !hidden;
  }
  return { intros, showPrintStorePopUp: preferences.showPrintStorePopUp };
}

export function userPreferencesOf(preferences: HomePreferences): UserPreferences {
  const hiddenIntros: UserPreferences['hiddenIntros'] = {};
  for (const key of introKeys) {
    const show = preferences.intros[key];
    if (show !== undefined) hiddenIntros[key] = !show;
  }
  return { hiddenIntros, showPrintStorePopUp: preferences.showPrintStorePopUp };
}

/**
 * The logged-in user's preferences with the same shape as the home feature's local
 * preferences store (get, update, setIntroShown, reload, subscribe), so the home screen can
 * use this one while `loggedIn` and its localStorage store otherwise. Changes show at once and
 * are saved to the server; a failed save keeps the choice for this session.
 */
export function createUserPreferencesStore(store: SessionStore = session) {
  let cachedFrom: UserPreferences | undefined;
  let cached: HomePreferences = defaultHomePreferences;

  function get(): HomePreferences {
    const preferences = store.getSnapshot().user?.preferences;
    if (!preferences) return defaultHomePreferences;
    if (preferences !== cachedFrom) {
      cachedFrom = preferences;
      cached = homePreferencesOf(preferences);
    }
    return cached;
  }

  function set(next: HomePreferences): void {
    store.savePreferences(userPreferencesOf(next)).catch((error: unknown) => {
      console.warn('preferences not saved', error);
    });
  }

  return {
    get,
    update(change: (previous: HomePreferences) => HomePreferences): void {
      set(change(get()));
    },
    setIntroShown(key: keyof IntroPreferences, show: boolean): void {
      set({ ...get(), intros: { ...get().intros, [key]: show } });
    },
    /** Nothing is cached apart from the session's user; kept for the store shape. */
    reload(): void {},
    subscribe: store.subscribe,
  };
}

export const userPreferencesStore = createUserPreferencesStore();

/** Shorthand for components that only need to know whether someone is logged in. */
export function useLoggedIn(store: SessionStore = session): boolean {
  const getLoggedIn = useCallback(() => store.getSnapshot().loggedIn, [store]);
  return useSyncExternalStore(store.subscribe, getLoggedIn, getLoggedIn);
}
