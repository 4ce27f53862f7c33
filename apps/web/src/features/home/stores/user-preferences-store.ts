import { introKeys } from '@portal/shared/rules/intro-keys';
import type { IntroPreferences } from '@portal/shared/rules/propositions';
import type { User, UserPreferences } from '@portal/shared/schemas/account';
import { type SessionState, session } from '../../../lib/session';
import { savePreferences } from '../api/save-preferences';
import { defaultPreferences, type Preferences, type PreferencesStore } from './preferences-store';

/**
 * The logged-in user's preferences (spec 01 section 3, User preferences), with the same shape
 * as the visitor's localStorage store, so the home screen uses this one while logged in and
 * the other otherwise. Changes show at once and are saved to the server; a failed save keeps
 * the choice for this session.
 */

/**
 * The home screen keeps per intro whether the user still wants to see it (a missing flag means
 * yes); the server keeps the opposite, the intros hidden for good.
 */
export function homePreferencesOf(preferences: UserPreferences): Preferences {
  const intros: IntroPreferences = {};
  for (const key of introKeys) {
    const hidden = preferences.hiddenIntros[key];
    if (hidden !== undefined) intros[key] = !hidden;
  }
  return { intros, showPrintStorePopUp: preferences.showPrintStorePopUp };
}

export function userPreferencesOf(preferences: Preferences): UserPreferences {
  const hiddenIntros: UserPreferences['hiddenIntros'] = {};
  for (const key of introKeys) {
    const show = preferences.intros[key];
    if (show !== undefined) hiddenIntros[key] = !show;
  }
  return { hiddenIntros, showPrintStorePopUp: preferences.showPrintStorePopUp };
}

export type UserPreferencesDeps = {
  state: Pick<SessionState, 'getSnapshot' | 'subscribe' | 'setUser'>;
  save: (preferences: UserPreferences) => Promise<User>;
};

export function createUserPreferencesStore(deps: UserPreferencesDeps): PreferencesStore {
  const { state } = deps;
  let cachedFrom: UserPreferences | undefined;
  let cached: Preferences = defaultPreferences;

  function get(): Preferences {
    const preferences = state.getSnapshot().user?.preferences;
    if (!preferences) return defaultPreferences;
    if (preferences !== cachedFrom) {
      cachedFrom = preferences;
      cached = homePreferencesOf(preferences);
    }
    return cached;
  }

  function set(next: Preferences): void {
    const user = state.getSnapshot().user;
    if (!user) return;
    const preferences = userPreferencesOf(next);
    state.setUser({ ...user, preferences });
    deps
      .save(preferences)
      .then((saved) => {
        // Only if the same user is still logged in.
        if (state.getSnapshot().user?.uid === saved.uid) state.setUser(saved);
      })
      .catch((error: unknown) => {
        console.warn('preferences not saved', error);
      });
  }

  return {
    get,
    update(change) {
      set(change(get()));
    },
    setIntroShown(key, show) {
      set({ ...get(), intros: { ...get().intros, [key]: show } });
    },
    /** Nothing is cached apart from the session's user; kept for the store shape. */
    reload(): void {},
    subscribe: state.subscribe,
  };
}

export const userPreferencesStore = createUserPreferencesStore({ state: session, save: savePreferences });
