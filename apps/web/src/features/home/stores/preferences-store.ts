import { type IntroKey, introKeys } from '@portal/shared/rules/intro-keys';
import type { IntroPreferences } from '@portal/shared/rules/propositions';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The user preferences of spec 01 section 3: the intro flags and showPrintStorePopUp.
 * Anonymous visitors keep them in this browser's localStorage; a logged-in user's live on the
 * server (user-preferences-store.ts, the same store shape).
 */
export type Preferences = { intros: IntroPreferences; showPrintStorePopUp: boolean };

export const defaultPreferences: Preferences = { intros: {}, showPrintStorePopUp: true };

export const PREFERENCES_STORAGE_KEY = 'portal.preferences';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * What is stored, validated; anything unreadable counts as the defaults, a bad field as its
 * default, an intro flag that is not a boolean as missing (which means: show it). Checked by
 * hand: this runs before the first paint, which does without zod (decision 0038).
 */
export function parsePreferences(raw: string | null): Preferences {
  if (raw === null) return defaultPreferences;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultPreferences;
  }
  if (!isRecord(value)) return defaultPreferences;
  const storedIntros = isRecord(value.intros) ? value.intros : {};
  const intros: IntroPreferences = {};
  for (const key of introKeys) {
    const flag = storedIntros[key];
    if (typeof flag === 'boolean') intros[key] = flag;
  }
  const { showPrintStorePopUp } = value;
  return {
    intros,
    showPrintStorePopUp: typeof showPrintStorePopUp === 'boolean' ? showPrintStorePopUp : true,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A small store over a key-value storage. `storage` is a function because localStorage can
 * be missing or throw (private browsing, storage switched off); the preferences then last
 * for this page only.
 */
/** What the home screen reads and changes, wherever the preferences are kept. */
export type PreferencesStore = {
  get(): Preferences;
  update(change: (previous: Preferences) => Preferences): void;
  setIntroShown(key: IntroKey, show: boolean): void;
  /** Forgets a cached value, e.g. when another tab changed the storage. */
  reload(): void;
  subscribe(listener: () => void): () => void;
};

export function createPreferencesStore(storage: () => KeyValueStorage | undefined): PreferencesStore {
  const listeners = new Set<() => void>();
  let current: Preferences | undefined;

  function load(): Preferences {
    try {
      return parsePreferences(storage()?.getItem(PREFERENCES_STORAGE_KEY) ?? null);
    } catch {
      return defaultPreferences;
    }
  }

  function get(): Preferences {
    current ??= load();
    return current;
  }

  function set(next: Preferences): void {
    current = next;
    try {
      storage()?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not stored: the choice still holds until the page is reloaded.
    }
    for (const listener of listeners) listener();
  }

  return {
    get,
    update(change: (previous: Preferences) => Preferences): void {
      set(change(get()));
    },
    setIntroShown(key: IntroKey, show: boolean): void {
      set({ ...get(), intros: { ...get().intros, [key]: show } });
    },
    /** Forgets the cached value, e.g. when another tab changed the storage. */
    reload(): void {
      current = undefined;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function browserStorage(): KeyValueStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export const preferencesStore = createPreferencesStore(browserStorage);

function subscribeWithOtherTabs(store: PreferencesStore, listener: () => void): () => void {
  const unsubscribe = store.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_STORAGE_KEY || event.key === null) store.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The preferences, kept up to date (also across tabs), and a function to change an intro flag. */
export function usePreferences(store: PreferencesStore = preferencesStore) {
  const subscribe = useCallback((listener: () => void) => subscribeWithOtherTabs(store, listener), [store]);
  const preferences = useSyncExternalStore(subscribe, store.get, store.get);
  const setIntroShown = useCallback(
    (key: IntroKey, show: boolean) => store.setIntroShown(key, show),
    [store],
  );
  return { preferences, setIntroShown };
}
