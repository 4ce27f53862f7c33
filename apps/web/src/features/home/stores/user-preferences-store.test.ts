import type { User } from '@portal/shared/schemas/account';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { createSessionState } from '../../../lib/session';
import { createUserPreferencesStore, homePreferencesOf, userPreferencesOf } from './user-preferences-store';

const user = {
  uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  securityLevel: 1,
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
} as User;

function setup(save: (preferences: User['preferences']) => Promise<User>) {
  const state = createSessionState();
  const store = createUserPreferencesStore({ state, save: vi.fn(save) });
  return { state, store };
}

describe('user preferences', () => {
  it('translate between the server (hidden intros) and the home screen (intros to show)', () => {
    const server = { hiddenIntros: { print: true, scan: false }, showPrintStorePopUp: false };
    const home = homePreferencesOf(server);
    expect(home).toEqual({ intros: { print: false, scan: true }, showPrintStorePopUp: false });
    expect(userPreferencesOf(home)).toEqual(server);
  });

  it('are saved to the server and shown at once', async () => {
    const saved: unknown[] = [];
    const { state, store } = setup(async (preferences) => {
      saved.push(preferences);
      return { ...user, preferences };
    });
    expect(store.get()).toEqual({ intros: {}, showPrintStorePopUp: true });
    state.setUser(user);
    const first = store.get();
    expect(store.get()).toBe(first); // stable for useSyncExternalStore
    store.setIntroShown('print', false);
    expect(store.get().intros).toEqual({ print: false });
    await vi.waitFor(() =>
      expect(saved).toEqual([{ hiddenIntros: { print: true }, showPrintStorePopUp: true }]),
    );
    expect(state.getSnapshot().user?.preferences.hiddenIntros).toEqual({ print: true });
  });

  it('a failed save keeps the choice for this session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state, store } = setup(async () => {
      throw new ApiRequestError(500, 'INTERNAL_ERROR', 'kapot');
    });
    state.setUser(user);
    store.update((previous) => ({ ...previous, showPrintStorePopUp: false }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.get().showPrintStorePopUp).toBe(false);
    warn.mockRestore();
  });

  it('changes nothing while logged out', () => {
    const { store } = setup(async () => user);
    store.setIntroShown('print', false);
    expect(store.get().intros).toEqual({});
  });
});
