import { MantineProvider } from '@mantine/core';
import type { User } from '@portal/shared/schemas/account';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiRequest, setBearerRenewal, setBearerToken } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { initTestI18n } from '../../../testing/render-with-app';
import { SessionNotices } from './session-notices';

const user = { uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', securityLevel: 1 } as User;

/** The address bar's query: the login dialog is `dlg=inloggen` there. */
function Query() {
  return <output data-testid="query">{useLocation().search}</output>;
}

/**
 * The notices in a MemoryRouter: the data router of renderWithApp builds a Request for each
 * navigation, and undici there refuses jsdom's AbortSignal.
 */
function renderNotices() {
  render(
    <MemoryRouter>
      <MantineProvider>
        <SessionNotices />
        <Query />
      </MantineProvider>
    </MemoryRouter>,
  );
}
const dialogInQuery = () => new URLSearchParams(screen.getByTestId('query').textContent ?? '').get('dlg');

/** A call that the server answers 401, sent with this tab's login or without one. */
async function callAnswered401(withLogin: boolean): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'U bent niet (meer) ingelogd.' }), {
          status: 401,
        }),
    ),
  );
  if (withLogin) setBearerToken('t');
  await act(async () => {
    await expect(apiRequest('/api/v3/account', z.object({}))).rejects.toBeInstanceOf(ApiRequestError);
  });
}

/** Long enough for a navigation that is coming to have come. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  // No renewal to be had: the 401 reaches the listeners as it came.
  setBearerRenewal({ beforeRequest: async () => {}, afterUnauthorized: async () => false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setBearerToken(undefined);
  setBearerRenewal(undefined);
  session.setUser(null);
  window.localStorage.clear();
});

describe('SessionNotices on a 401', () => {
  it('opens the login dialog for a visitor who asked without a login for something that needs one', async () => {
    renderNotices();
    expect(dialogInQuery()).toBeNull();
    await callAnswered401(false);
    await vi.waitFor(() => expect(dialogInQuery()).toBe('inloggen'));
  });

  it('opens the login dialog and ends the session here when the login the call carried is dead', async () => {
    session.setUser(user);
    renderNotices();
    await callAnswered401(true);
    await vi.waitFor(() => expect(dialogInQuery()).toBe('inloggen'));
    expect(session.getSnapshot().user).toBeNull();
  });

  it('asks nobody to log in for a call answered after this tab ended its login itself', async () => {
    renderNotices();
    // The call went out with the login; this tab logged out before the answer came.
    await callAnswered401(true);
    await settle();
    expect(dialogInQuery()).toBeNull();
  });

  it('asks nobody to log in for a call answered while this tab is logging out', async () => {
    session.setUser(user);
    session.setLoggingOut(true);
    renderNotices();
    await callAnswered401(true);
    await settle();
    expect(dialogInQuery()).toBeNull();
  });
});
