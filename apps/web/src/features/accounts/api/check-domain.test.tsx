import { checkDomain as checkDomainEndpoint } from '@portal/shared/api/accounts.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkableDomain, DOMAIN_CHECK_DELAY_MS, useDomainRestriction } from './check-domain';

const restricted = {
  restricted: true,
  allowRegistration: false,
  allowLogin: false,
  title: 'Gebruik het portaal van uw organisatie',
  message: 'Bestel via het inkoopportaal.',
  btnLabel: 'Naar het inkoopportaal',
  btnUrl: 'https://inkoop.concern-demo.example/',
};

describe('checkableDomain', () => {
  it.each([
    ['', null],
    ['iemand', null],
    ['iemand@', null],
    ['iemand@concern', null],
    ['iemand@concern-demo.e', null],
    ['@concern-demo.example', null],
    [' Iemand@Concern-Demo.Example ', 'concern-demo.example'],
  ])('%j -> %j', (email, domain) => {
    expect(checkableDomain(email)).toBe(domain);
  });
});

describe('useDomainRestriction', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn(async () => ({ ok: true, status: 200, json: async () => restricted }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Lets React render and React Query deliver (its notifications ride on the faked setTimeout). */
  async function settle() {
    for (let round = 0; round < 5; round += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5);
      });
    }
  }

  function render() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(({ email }: { email: string }) => useDomainRestriction(email), {
      wrapper,
      initialProps: { email: '' },
    });
  }

  it('asks the server once typing pauses, not per key, and once per domain', async () => {
    const hook = render();
    const address = 'iemand@concern-demo.example';
    for (let length = 1; length <= address.length; length += 1) {
      hook.rerender({ email: address.slice(0, length) });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(80);
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DELAY_MS);
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe(checkDomainEndpoint.path);
    expect(JSON.parse(String(init.body))).toEqual({ email: address });
    expect(hook.result.current).toEqual(restricted);

    // Another address on the same domain is answered from what is known.
    hook.rerender({ email: 'collega@concern-demo.example' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DELAY_MS + 10);
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(hook.result.current).toEqual(restricted);
  });

  it('forgets the answer as soon as the domain changes', async () => {
    const hook = render();
    hook.rerender({ email: 'iemand@concern-demo.example' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DELAY_MS + 10);
    });
    await settle();
    expect(hook.result.current?.restricted).toBe(true);
    hook.rerender({ email: 'iemand@elders.example' });
    expect(hook.result.current).toBeNull();
  });
});
