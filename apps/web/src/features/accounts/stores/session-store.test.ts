import { getAccount, logout, sessionCheck } from '@portal/shared/api/accounts.api';
import type { Endpoint } from '@portal/shared/api/endpoint';
import type { LoginResponse, User } from '@portal/shared/schemas/account';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type callApi } from '../../../lib/api-client';
import { createSessionState, useSession } from '../../../lib/session';
import { createSessionStore, LOGIN_TARGET_STORAGE_KEY, TOKEN_STORAGE_KEY } from './session-store';

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

/** How the fake server names a call: method and contract path. */
const callTo = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

type Route = (input: { body?: unknown }) => unknown;

/** A fake server: each contract answers through its handler (parsed with its schema), or fails the test. */
function setup(routes: Record<string, Route> = {}, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const setToken = vi.fn();
  const calls: string[] = [];
  const request = (async (endpoint: Endpoint, input: { body?: unknown }) => {
    const key = callTo(endpoint);
    calls.push(key);
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    if (endpoint.response === 'binary') throw new Error('binary');
    return endpoint.response.parse(await route(input));
  }) as typeof callApi;
  const state = createSessionState();
  const store = createSessionStore({ state, storage: () => storage, request, setToken });
  return { store, state, storage, setToken, calls };
}

describe('session store', () => {
  it('starts logged out with security level 0', () => {
    const { state } = setup();
    expect(state.getSnapshot()).toEqual({ user: null, loggedIn: false, securityLevel: 0, loggingOut: false });
  });

  it('login keeps the token in sessionStorage, sets the bearer header and emits loggedIn', () => {
    const { store, state, storage, setToken } = setup();
    const loggedIn = vi.fn();
    state.on('loggedIn', loggedIn);
    store.login(loginResponse);
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('header.payload.signature');
    expect(setToken).toHaveBeenLastCalledWith('header.payload.signature');
    expect(state.getSnapshot()).toMatchObject({
      loggedIn: true,
      securityLevel: 1,
      user: { email: user.email },
    });
    expect(state.getSnapshot().user).not.toHaveProperty('jwtToken');
    expect(loggedIn).toHaveBeenCalledWith({ user: expect.objectContaining({ uid: user.uid }) });
  });

  it('logout ends the server session, forgets token and user, and emits loggedOut', async () => {
    const logoutCall = vi.fn(() => null);
    const { store, state, storage, setToken } = setup({ [callTo(logout)]: logoutCall });
    const loggedOut = vi.fn();
    state.on('loggedOut', loggedOut);
    store.login(loginResponse);
    const done = store.logout();
    expect(state.getSnapshot().loggingOut).toBe(true);
    await done;
    expect(logoutCall).toHaveBeenCalledOnce();
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
    expect(state.getSnapshot()).toEqual({ user: null, loggedIn: false, securityLevel: 0, loggingOut: false });
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const { store, state } = setup({
      [callTo(logout)]: () => {
        throw new Error('offline');
      },
    });
    store.login(loginResponse);
    await store.logout();
    expect(state.getSnapshot().loggedIn).toBe(false);
  });

  it('restores a stored token whose server session is still live, with one request', async () => {
    const { store, state, setToken, calls } = setup(
      { [callTo(getAccount)]: () => user },
      { [TOKEN_STORAGE_KEY]: 'stored-token' },
    );
    await store.restore();
    expect(setToken).toHaveBeenCalledWith('stored-token');
    expect(calls).toEqual([callTo(getAccount)]);
    expect(state.getSnapshot()).toMatchObject({ loggedIn: true, user: { email: user.email } });
  });

  it('drops a stored token the server no longer knows', async () => {
    const { store, state, storage, setToken, calls } = setup(
      {
        [callTo(getAccount)]: () => {
          throw new ApiRequestError(401, 'UNAUTHORIZED', 'U bent niet (meer) ingelogd.');
        },
      },
      { [TOKEN_STORAGE_KEY]: 'old-token' },
    );
    await store.restore();
    expect(calls).toEqual([callTo(getAccount)]);
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
    expect(state.getSnapshot().loggedIn).toBe(false);
  });

  it('does not ask the server at start-up without a stored token', async () => {
    const { store, calls } = setup();
    await store.restore();
    expect(calls).toEqual([]);
  });

  it('check says false only when the app is logged in and the server is not', async () => {
    let live = true;
    const { store } = setup({ [callTo(sessionCheck)]: () => ({ loggedIn: live }) });
    expect(await store.check()).toBeNull();
    store.login(loginResponse);
    expect(await store.check()).toBe(true);
    live = false;
    expect(await store.check()).toBe(false);
  });

  it('end() clears the session with its reason', () => {
    const { store, state } = setup();
    const loggedOut = vi.fn();
    state.on('loggedOut', loggedOut);
    store.end('expired');
    expect(loggedOut).not.toHaveBeenCalled();
    store.login(loginResponse);
    store.end('expired');
    expect(state.getSnapshot().loggedIn).toBe(false);
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'expired' });
  });

  it('emits loginCancelled', () => {
    const { store, state } = setup();
    const cancelled = vi.fn();
    const stop = state.on('loginCancelled', cancelled);
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
    const { store, state } = setup();
    const { result } = renderHook(() => useSession(state));
    expect(result.current.loggedIn).toBe(false);
    act(() => store.login(loginResponse));
    expect(result.current).toMatchObject({ loggedIn: true, securityLevel: 1 });
  });
});
