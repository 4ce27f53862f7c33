import type { LoginResponse, User } from '@portal/shared/schemas/account';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type apiRequest } from './api-client';
import {
  createSessionStore,
  createUserPreferencesStore,
  homePreferencesOf,
  LOGIN_TARGET_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  userPreferencesOf,
  useSession,
} from './session';

const user: User = {
  uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  email: 'klant@bouwbedrijf-demo.example',
  name: 'Karin de Klant',
  phone: '030 123 45 67',
  securityLevel: 1,
  unzipOnUpload: false,
  projectRequired: false,
  notifications: { orderConfirmation: true, delivery: true },
  defaultProjectId: null,
  formatString: null,
  printStore: null,
  title: null,
  themeName: null,
  isStaff: false,
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
  loggedIn: true,
};
const loginResponse: LoginResponse = { ...user, jwtToken: 'header.payload.signature' };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

type Route = (options: { method?: string; body?: unknown } | undefined) => unknown;

/** A fake server: each path answers through its handler, or fails the test. */
function setup(routes: Record<string, Route> = {}, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const setToken = vi.fn();
  const calls: string[] = [];
  const request = (async (path: string, schema: { parse: (value: unknown) => unknown }, options) => {
    const key = `${options?.method ?? 'GET'} ${path}`;
    calls.push(key);
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return schema.parse(await route(options));
  }) as typeof apiRequest;
  const store = createSessionStore({ storage: () => storage, request, setToken });
  return { store, storage, setToken, calls };
}

describe('session store', () => {
  it('starts logged out with security level 0', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ user: null, loggedIn: false, securityLevel: 0, loggingOut: false });
  });

  it('login keeps the token in sessionStorage, sets the bearer header and emits loggedIn', () => {
    const { store, storage, setToken } = setup();
    const loggedIn = vi.fn();
    store.on('loggedIn', loggedIn);
    store.login(loginResponse);
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('header.payload.signature');
    expect(setToken).toHaveBeenLastCalledWith('header.payload.signature');
    expect(store.getSnapshot()).toMatchObject({
      loggedIn: true,
      securityLevel: 1,
      user: { email: user.email },
    });
    expect(store.getSnapshot().user).not.toHaveProperty('jwtToken');
    expect(loggedIn).toHaveBeenCalledWith({ user: expect.objectContaining({ uid: user.uid }) });
  });

  it('logout ends the server session, forgets token and user, and emits loggedOut', async () => {
    const logout = vi.fn(() => null);
    const { store, storage, setToken } = setup({ 'POST /api/v3/auth/logout': logout });
    const loggedOut = vi.fn();
    store.on('loggedOut', loggedOut);
    store.login(loginResponse);
    const done = store.logout();
    expect(store.getSnapshot().loggingOut).toBe(true);
    await done;
    expect(logout).toHaveBeenCalledOnce();
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
    expect(store.getSnapshot()).toEqual({ user: null, loggedIn: false, securityLevel: 0, loggingOut: false });
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const { store } = setup({
      'POST /api/v3/auth/logout': () => {
        throw new Error('offline');
      },
    });
    store.login(loginResponse);
    await store.logout();
    expect(store.getSnapshot().loggedIn).toBe(false);
  });

  it('restores a stored token whose server session is still live', async () => {
    const { store, setToken, calls } = setup(
      { 'GET /api/v3/auth/session': () => ({ loggedIn: true }), 'GET /api/v3/account': () => user },
      { [TOKEN_STORAGE_KEY]: 'stored-token' },
    );
    await store.restore();
    expect(setToken).toHaveBeenCalledWith('stored-token');
    expect(calls).toEqual(['GET /api/v3/auth/session', 'GET /api/v3/account']);
    expect(store.getSnapshot()).toMatchObject({ loggedIn: true, user: { email: user.email } });
  });

  it('drops a stored token the server no longer knows', async () => {
    const { store, storage, setToken, calls } = setup(
      { 'GET /api/v3/auth/session': () => ({ loggedIn: false }) },
      { [TOKEN_STORAGE_KEY]: 'old-token' },
    );
    await store.restore();
    expect(calls).toEqual(['GET /api/v3/auth/session']);
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
    expect(store.getSnapshot().loggedIn).toBe(false);
  });

  it('does not ask the server at start-up without a stored token', async () => {
    const { store, calls } = setup();
    await store.restore();
    expect(calls).toEqual([]);
  });

  it('check says false only when the app is logged in and the server is not', async () => {
    let live = true;
    const { store } = setup({ 'GET /api/v3/auth/session': () => ({ loggedIn: live }) });
    expect(await store.check()).toBeNull();
    store.login(loginResponse);
    expect(await store.check()).toBe(true);
    live = false;
    expect(await store.check()).toBe(false);
  });

  it('end() clears the session with its reason', () => {
    const { store } = setup();
    const loggedOut = vi.fn();
    store.on('loggedOut', loggedOut);
    store.end('expired');
    expect(loggedOut).not.toHaveBeenCalled();
    store.login(loginResponse);
    store.end('expired');
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'expired' });
  });

  it('emits loginCancelled', () => {
    const { store } = setup();
    const cancelled = vi.fn();
    const stop = store.on('loginCancelled', cancelled);
    store.cancelLogin();
    stop();
    store.cancelLogin();
    expect(cancelled).toHaveBeenCalledOnce();
  });

  it('hands out a stored login target once, and only same-site paths', () => {
    const { store, storage } = setup();
    store.setLoginTarget('/filestore/dashboard');
    expect(store.takeLoginTarget()).toBe('/filestore/dashboard');
    expect(store.takeLoginTarget()).toBeNull();
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      storage.values.set(LOGIN_TARGET_STORAGE_KEY, bad);
      expect(store.takeLoginTarget()).toBeNull();
    }
  });

  it('useSession follows the store', () => {
    const { store } = setup();
    const { result } = renderHook(() => useSession(store));
    expect(result.current.loggedIn).toBe(false);
    act(() => store.login(loginResponse));
    expect(result.current).toMatchObject({ loggedIn: true, securityLevel: 1 });
  });
});

describe('user preferences', () => {
  it('translate between the server (hidden intros) and the home screen (intros to show)', () => {
    const server = { hiddenIntros: { print: true, scan: false }, showPrintStorePopUp: false };
    const home = homePreferencesOf(server);
    expect(home).toEqual({ intros: { print: false, scan: true }, showPrintStorePopUp: false });
    expect(userPreferencesOf(home)).toEqual(server);
  });

  it('are saved to the server and shown at once', async () => {
    const saved: unknown[] = [];
    const { store } = setup({
      'PUT /api/v3/account/preferences': (options) => {
        saved.push(options?.body);
        return { ...user, preferences: options?.body };
      },
    });
    const preferences = createUserPreferencesStore(store);
    expect(preferences.get()).toEqual({ intros: {}, showPrintStorePopUp: true });
    store.login(loginResponse);
    const first = preferences.get();
    expect(preferences.get()).toBe(first); // stable for useSyncExternalStore
    preferences.setIntroShown('print', false);
    expect(preferences.get().intros).toEqual({ print: false });
    await vi.waitFor(() =>
      expect(saved).toEqual([{ hiddenIntros: { print: true }, showPrintStorePopUp: true }]),
    );
    expect(store.getSnapshot().user?.preferences.hiddenIntros).toEqual({ print: true });
  });

  it('a failed save keeps the choice for this session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = setup({
      'PUT /api/v3/account/preferences': () => {
        throw new ApiRequestError(500, 'INTERNAL_ERROR', 'kapot');
      },
    });
    const preferences = createUserPreferencesStore(store);
    store.login(loginResponse);
    preferences.update((previous) => ({ ...previous, showPrintStorePopUp: false }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(preferences.get().showPrintStorePopUp).toBe(false);
    warn.mockRestore();
  });
});
