import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiRequestError,
  apiRequest,
  type BearerRenewal,
  onUnauthorized,
  setBearerRenewal,
  setBearerToken,
} from './api-client';

/** A fetch that answers in turn and records the headers each call carried. */
function fakeFetch(...statuses: number[]) {
  const sent: Record<string, string>[] = [];
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    sent.push(init.headers as Record<string, string>);
    const status = statuses.shift() ?? 200;
    return status === 200
      ? new Response(JSON.stringify({ ok: true }), { status })
      : new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'U bent niet (meer) ingelogd.' }), {
          status,
        });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

const okSchema = z.object({ ok: z.boolean() });

afterEach(() => {
  vi.unstubAllGlobals();
  setBearerToken(undefined);
  setBearerRenewal(undefined);
});

describe('apiRequest and the bearer token', () => {
  it('marks every call as our script’s (the refresh cookie’s CSRF guard) and carries the token', async () => {
    const { sent } = fakeFetch(200);
    setBearerToken('token-1');
    await apiRequest('/api/v3/account', okSchema);
    expect(sent[0]).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', authorization: 'Bearer token-1' });
  });

  it('renews before the call, and retries once with a renewed token after a 401', async () => {
    const { fetch, sent } = fakeFetch(401, 200);
    setBearerToken('old');
    const renewal: BearerRenewal = {
      beforeRequest: vi.fn(async () => {}),
      afterUnauthorized: vi.fn(async () => {
        setBearerToken('new');
        return true;
      }),
    };
    setBearerRenewal(renewal);
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    await expect(apiRequest('/api/v3/account', okSchema)).resolves.toEqual({ ok: true });
    stop();
    expect(renewal.beforeRequest).toHaveBeenCalledOnce();
    expect(renewal.afterUnauthorized).toHaveBeenCalledWith('old');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent.map((headers) => headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('passes the 401 on (login dialog) when no renewed token is to be had', async () => {
    const { fetch } = fakeFetch(401);
    setBearerToken('gone');
    setBearerRenewal({ beforeRequest: async () => {}, afterUnauthorized: async () => false });
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    await expect(apiRequest('/api/v3/account', okSchema)).rejects.toBeInstanceOf(ApiRequestError);
    stop();
    expect(fetch).toHaveBeenCalledOnce();
    expect(unauthorized).toHaveBeenCalledOnce();
    // The listener learns the call carried a login: a tab that ended it meanwhile ignores it.
    expect(unauthorized.mock.calls[0]?.[1]).toEqual({ carriedLogin: true });
  });

  it('tells the 401 listeners that a call without a login carried none', async () => {
    fakeFetch(401);
    setBearerRenewal({ beforeRequest: async () => {}, afterUnauthorized: async () => false });
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    await expect(apiRequest('/api/v3/orders', okSchema)).rejects.toBeInstanceOf(ApiRequestError);
    stop();
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(unauthorized.mock.calls[0]?.[1]).toEqual({ carriedLogin: false });
  });

  it('sends the headers a call asks for, never in place of its own', async () => {
    const { sent } = fakeFetch(200);
    setBearerToken('token-1');
    await apiRequest('/api/v3/orders', okSchema, {
      method: 'POST',
      body: {},
      headers: { 'idempotency-key': 'k-1', authorization: 'Bearer forged' },
    });
    expect(sent[0]).toMatchObject({ 'idempotency-key': 'k-1', authorization: 'Bearer token-1' });
  });

  it('never renews for the calls that manage the login themselves', async () => {
    fakeFetch(401);
    setBearerToken('t');
    const renewal = { beforeRequest: vi.fn(async () => {}), afterUnauthorized: vi.fn(async () => true) };
    setBearerRenewal(renewal);
    await expect(apiRequest('/api/v3/auth/logout', okSchema, { renew: false })).rejects.toThrow();
    expect(renewal.beforeRequest).not.toHaveBeenCalled();
    expect(renewal.afterUnauthorized).not.toHaveBeenCalled();
  });
});
