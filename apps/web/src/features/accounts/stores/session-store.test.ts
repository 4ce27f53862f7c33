import { getAccount, logout, refreshSession, sessionCheck } from '@portal/shared/api/accounts.api';
import type { Endpoint } from '@portal/shared/api/endpoint';
import type { LoginResponse, User } from '@portal/shared/schemas/account';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type BearerRenewal, type callApi, NetworkError } from '../../../lib/api-client';
import { createSessionState, useSession } from '../../../lib/session';
import {
  createSessionStore,
  LOGIN_MARKER_KEY,
  LOGIN_TARGET_STORAGE_KEY,
  RENEW_MARGIN_MS,
  RENEW_RETRY_MS,
} from './session-store';

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
  staffRoles: [],
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
  hasArchives: false,
  loggedIn: true,
};
const loginResponse: LoginResponse = { ...user, jwtToken: 'header.payload.signature', jwtExpiresIn: 900 };

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

/**
 * A fake server: each contract answers through its handler (parsed with its schema), or fails
 * the test. A fake clock and timer; a fake window to send 'storage' events from other tabs.
 */
function setup(routes: Record<string, Route> = {}, shared: Record<string, string> | 'unavailable' = {}) {
  const tabStorage = memoryStorage();
  const browserStorage = memoryStorage(shared === 'unavailable' ? {} : shared);
  const setToken = vi.fn();
  let renewal: BearerRenewal | undefined;
  const calls: { call: string; renew?: boolean }[] = [];
  const request = (async (
    module: () => Promise<Record<string, unknown>>,
    name: string,
    input: { body?: unknown },
    options?: { renew?: boolean },
  ) => {
    const endpoint = (await module())[name] as Endpoint;
    const key = callTo(endpoint);
    calls.push({ call: key, renew: options?.renew });
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    if (endpoint.response === 'binary') throw new Error('binary');
    return endpoint.response.parse(await route(input));
  }) as unknown as typeof callApi;
  const clock = { now: 1_000_000 };
  const timers: { run: () => void; at: number }[] = [];
  const storageListeners: ((event: StorageEvent) => void)[] = [];
  const state = createSessionState();
  const store = createSessionStore({
    state,
    tabStorage: () => tabStorage,
    browserStorage: () => {
      if (shared === 'unavailable') throw new Error('SecurityError');
      return browserStorage;
    },
    window: {
      addEventListener: ((type: string, listener: (event: StorageEvent) => void) => {
        if (type === 'storage') storageListeners.push(listener);
      }) as Window['addEventListener'],
    },
    request,
    setToken,
    setRenewal: (next) => {
      renewal = next;
    },
    now: () => clock.now,
    setTimer: (run, ms) => {
      const timer = { run, at: clock.now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
  });
  /** Another tab changed the login marker. */
  const otherTab = (newValue: string | null) => {
    browserStorage.values.set(LOGIN_MARKER_KEY, newValue ?? '');
    if (newValue === null) browserStorage.values.delete(LOGIN_MARKER_KEY);
    for (const listener of storageListeners) listener({ key: LOGIN_MARKER_KEY, newValue } as StorageEvent);
  };
  return {
    store,
    state,
    tabStorage,
    browserStorage,
    setToken,
    calls,
    clock,
    timers,
    otherTab,
    renewal: () => renewal!,
  };
}

const refreshCall = callTo(refreshSession);
const renewedLogin = (jwtToken: string) => () => ({ ...loginResponse, jwtToken });

describe('session store', () => {
  it('starts logged out with security level 0', () => {
    const { state } = setup();
    expect(state.getSnapshot()).toEqual({ user: null, loggedIn: false, securityLevel: 0, loggingOut: false });
  });

  it('login keeps the token in memory only, sets the bearer header, tells the other tabs and emits loggedIn', () => {
    const { store, state, tabStorage, browserStorage, setToken } = setup();
    const loggedIn = vi.fn();
    state.on('loggedIn', loggedIn);
    store.login(loginResponse);
    expect(setToken).toHaveBeenLastCalledWith('header.payload.signature');
    // No storage holds the token; the browser-wide marker only says that a login exists.
    const stored = [...tabStorage.values.values(), ...browserStorage.values.values()].join(' ');
    expect(stored).not.toContain('header.payload.signature');
    expect(browserStorage.values.get(LOGIN_MARKER_KEY)).toMatch(/^in:/);
    expect(state.getSnapshot()).toMatchObject({
      loggedIn: true,
      securityLevel: 1,
      user: { email: user.email },
    });
    expect(state.getSnapshot().user).not.toHaveProperty('jwtToken');
    expect(loggedIn).toHaveBeenCalledWith({ user: expect.objectContaining({ uid: user.uid }) });
  });

  it('logout ends the server session, forgets token and user, tells the other tabs, and emits loggedOut', async () => {
    const logoutCall = vi.fn(() => null);
    const { store, state, browserStorage, setToken, calls } = setup({ [callTo(logout)]: logoutCall });
    const loggedOut = vi.fn();
    state.on('loggedOut', loggedOut);
    store.login(loginResponse);
    const done = store.logout();
    expect(state.getSnapshot().loggingOut).toBe(true);
    await done;
    expect(logoutCall).toHaveBeenCalledOnce();
    // Sent as it is: an expired token is no reason to refresh a login that is about to end.
    expect(calls).toEqual([{ call: callTo(logout), renew: false }]);
    expect(browserStorage.values.get(LOGIN_MARKER_KEY)).toBe('out:user');
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

  it('restores the browser’s login through the refresh cookie, with one request', async () => {
    const { store, state, setToken, calls } = setup(
      { [refreshCall]: renewedLogin('restored-token') },
      { [LOGIN_MARKER_KEY]: 'in:abc' },
    );
    await store.restore();
    expect(setToken).toHaveBeenLastCalledWith('restored-token');
    expect(calls).toEqual([{ call: refreshCall, renew: false }]);
    expect(state.getSnapshot()).toMatchObject({ loggedIn: true, user: { email: user.email } });
  });

  it('starts logged out and forgets the marker when the login ended while no tab was open', async () => {
    const { store, state, browserStorage, calls } = setup(
      { [refreshCall]: () => ({ loggedIn: false }) },
      { [LOGIN_MARKER_KEY]: 'in:abc' },
    );
    await store.restore();
    expect(calls).toHaveLength(1);
    expect(browserStorage.values.has(LOGIN_MARKER_KEY)).toBe(false);
    expect(state.getSnapshot().loggedIn).toBe(false);
  });

  it('does not ask the server at start-up when this browser holds no login', async () => {
    const browsers: Record<string, string>[] = [{}, { [LOGIN_MARKER_KEY]: 'out:user' }];
    for (const shared of browsers) {
      const { store, calls } = setup({}, shared);
      await store.restore();
      expect(calls).toEqual([]);
    }
  });

  it('asks anyway when storage is switched off and cannot tell', async () => {
    const { store, state } = setup({ [refreshCall]: renewedLogin('t') }, 'unavailable');
    await store.restore();
    expect(state.getSnapshot().loggedIn).toBe(true);
  });

  it('renews a token about to expire before the next call, once for calls at the same moment', async () => {
    const { store, clock, calls, setToken, renewal } = setup({ [refreshCall]: renewedLogin('renewed') });
    store.login(loginResponse);
    await renewal().beforeRequest();
    expect(calls).toEqual([]);
    clock.now += 900_000 - RENEW_MARGIN_MS + 1;
    await Promise.all([renewal().beforeRequest(), renewal().beforeRequest()]);
    expect(calls).toEqual([{ call: refreshCall, renew: false }]);
    expect(setToken).toHaveBeenLastCalledWith('renewed');
  });

  it('renews ahead of time by a timer, so upload chunks carry a live token', async () => {
    const { store, timers, setToken } = setup({ [refreshCall]: renewedLogin('by-timer') });
    store.login(loginResponse);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.at).toBe(1_000_000 + 900_000 - RENEW_MARGIN_MS);
    timers[0]!.run();
    await vi.waitFor(() => expect(setToken).toHaveBeenLastCalledWith('by-timer'));
    // The renewed token has its own timer; the old one is gone.
    expect(timers).toHaveLength(1);
  });

  it('after a 401 retries once with a renewed token, and not when the login is gone', async () => {
    let live = true;
    const { store, renewal, setToken } = setup({
      [refreshCall]: () => (live ? { ...loginResponse, jwtToken: 'second' } : { loggedIn: false }),
    });
    store.login(loginResponse);
    expect(await renewal().afterUnauthorized('header.payload.signature')).toBe(true);
    // A call that still carried the old token retries with the one renewed meanwhile.
    expect(await renewal().afterUnauthorized('header.payload.signature')).toBe(true);
    live = false;
    expect(await renewal().afterUnauthorized('second')).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
  });

  it('lets the session’s last token run out instead of renewing it again and again', async () => {
    // The session ends in 3 minutes: the server caps every token there.
    const sessionEnd = 1_000_000 + 180_000;
    const { store, clock, timers, calls, renewal } = setup({
      [refreshCall]: () => ({
        ...loginResponse,
        jwtToken: 'capped',
        jwtExpiresIn: (sessionEnd - clock.now) / 1000,
      }),
    });
    store.login({ ...loginResponse, jwtExpiresIn: 180 });
    clock.now = timers[0]!.at;
    timers[0]!.run();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // That answer's token ends with the session, within the margin: no timer for it …
    await vi.waitFor(() => expect(timers).toHaveLength(0));
    // … and no renewal before the calls that follow, however many.
    for (let call = 0; call < 5; call += 1) {
      clock.now += 10_000;
      await renewal().beforeRequest();
    }
    expect(calls).toHaveLength(1);
  });

  it('does not renew a token that starts within the margin (a start-up near the session’s end)', async () => {
    const { store, timers, calls, renewal } = setup(
      { [refreshCall]: () => ({ ...loginResponse, jwtToken: 'late', jwtExpiresIn: 90 }) },
      { [LOGIN_MARKER_KEY]: 'in:abc' },
    );
    await store.restore();
    expect(timers).toHaveLength(0);
    await renewal().beforeRequest();
    expect(calls).toHaveLength(1);
  });

  it('keeps the token when a renewal is refused for a while (429, 500) and retries later, ever less often', async () => {
    const failures: Error[] = [
      new ApiRequestError(429, 'TOO_MANY_REQUESTS', 'Te veel verzoeken'),
      new ApiRequestError(500, 'INTERNAL_ERROR', 'Er ging iets mis'),
      new NetworkError(),
    ];
    const { store, clock, timers, calls, setToken, renewal } = setup({
      [refreshCall]: () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return { ...loginResponse, jwtToken: 'at-last' };
      },
    });
    store.login(loginResponse);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      clock.now = timers[0]!.at;
      timers[0]!.run();
      await vi.waitFor(() => expect(calls).toHaveLength(attempt));
      expect(setToken).toHaveBeenLastCalledWith('header.payload.signature');
      await vi.waitFor(() => expect(timers[0]!.at).toBeGreaterThan(clock.now));
      delays.push(timers[0]!.at - clock.now);
      // Calls in between wait for the retry instead of asking again.
      await renewal().beforeRequest();
      expect(calls).toHaveLength(attempt);
    }
    expect(delays).toEqual([RENEW_RETRY_MS, 2 * RENEW_RETRY_MS, 4 * RENEW_RETRY_MS]);
    clock.now = timers[0]!.at;
    timers[0]!.run();
    await vi.waitFor(() => expect(setToken).toHaveBeenLastCalledWith('at-last'));
  });

  it('a 401 while renewals fail ends this tab but leaves the other tabs and the next start their login', async () => {
    const { store, state, clock, timers, browserStorage, renewal } = setup({
      [refreshCall]: () => {
        throw new ApiRequestError(503, 'HTTP_ERROR', 'Service Unavailable');
      },
    });
    store.login(loginResponse);
    const marker = browserStorage.values.get(LOGIN_MARKER_KEY);
    clock.now = timers[0]!.at;
    expect(await renewal().afterUnauthorized('header.payload.signature')).toBe(false);
    store.end('unauthorized');
    expect(state.getSnapshot().loggedIn).toBe(false);
    expect(browserStorage.values.get(LOGIN_MARKER_KEY)).toBe(marker);
    expect(timers).toHaveLength(0);
  });

  it('ends the login everywhere when the refresh itself answers 401', async () => {
    const { store, browserStorage, setToken, renewal } = setup({
      [refreshCall]: () => {
        throw new ApiRequestError(401, 'UNAUTHORIZED', 'Niet ingelogd');
      },
    });
    store.login(loginResponse);
    expect(await renewal().afterUnauthorized('header.payload.signature')).toBe(false);
    expect(setToken).toHaveBeenLastCalledWith(undefined);
    store.end('unauthorized');
    expect(browserStorage.values.get(LOGIN_MARKER_KEY)).toBe('out:unauthorized');
  });

  it('follows another tab: its logout ends this tab, its login logs this tab in', async () => {
    const { store, state, otherTab, calls } = setup({ [refreshCall]: renewedLogin('from-cookie') });
    const loggedIn = vi.fn();
    const loggedOut = vi.fn();
    state.on('loggedIn', loggedIn);
    state.on('loggedOut', loggedOut);
    await store.restore();
    expect(calls).toEqual([]);

    otherTab('in:other-tab');
    await vi.waitFor(() => expect(state.getSnapshot().loggedIn).toBe(true));
    expect(loggedIn).toHaveBeenCalledOnce();

    otherTab('out:user');
    expect(state.getSnapshot().loggedIn).toBe(false);
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'user' });

    otherTab('in:again');
    await vi.waitFor(() => expect(state.getSnapshot().loggedIn).toBe(true));
    otherTab('out:expired');
    expect(loggedOut).toHaveBeenLastCalledWith({ reason: 'expired' });
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

  it('asks for the user again when another feature says its answer changed (the first archive), not when logged out', async () => {
    const { store, state, calls } = setup({ [callTo(getAccount)]: () => ({ ...user, hasArchives: true }) });
    state.emit('userOutdated', {});
    await vi.waitFor(() => expect(calls).toEqual([]));
    store.login({ ...loginResponse, hasArchives: false });
    state.emit('userOutdated', {});
    await vi.waitFor(() => expect(state.getSnapshot().user?.hasArchives).toBe(true));
    expect(calls).toEqual([{ call: callTo(getAccount), renew: undefined }]);
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
    const { store, tabStorage: storage } = setup();
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
