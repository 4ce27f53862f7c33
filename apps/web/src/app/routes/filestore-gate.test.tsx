import { MantineProvider } from '@mantine/core';
import { checkDomain, login } from '@portal/shared/api/accounts.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountDialogs } from '../../features/accounts/components/account-dialogs';
import { LOGIN_TARGET_STORAGE_KEY, sessionStore } from '../../features/accounts/stores/session-store';
import { setBearerToken } from '../../lib/api-client';
import { session } from '../../lib/session';
import { SiteContext } from '../../lib/site-context';
import { fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n, testSite } from '../../testing/render-with-app';
import { FilestoreGate } from './filestore-gate';

/** Where the router is now. */
let current = '';
function Where() {
  const location = useLocation();
  current = `${location.pathname}${location.search}`;
  return null;
}

/**
 * A file store page behind its guard, and home with the account dialogs, under a plain memory
 * router (the data router cannot navigate in jsdom).
 */
function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              <Route
                path="/filestore/*"
                element={
                  <FilestoreGate>
                    <h1>Archieven beheren</h1>
                  </FilestoreGate>
                }
              />
              <Route
                path="/"
                element={
                  <>
                    <h1>Startpagina</h1>
                    <AccountDialogs />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  setBearerToken(undefined);
  session.setUser(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the file store’s login guard (spec 02 section 2.1)', () => {
  it('sends a visitor home with the login dialog, keeping the address; after the login the app goes there', async () => {
    const server = fakeServer();
    server.on(checkDomain, () => ({
      restricted: false,
      allowRegistration: true,
      allowLogin: true,
      title: '',
      message: '',
      btnLabel: '',
      btnUrl: '',
    }));
    const user = testUser({ email: 'klant@bouwbedrijf-demo.example' });
    server.on(login, () => ({ ...user, jwtToken: 'token', jwtExpiresIn: 900 }));

    renderAt('/filestore/archives?sorteer=datum');
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect(current).toBe('/?dlg=inloggen');
    expect(window.sessionStorage.getItem(LOGIN_TARGET_STORAGE_KEY)).toBe('/filestore/archives?sorteer=datum');
    expect(screen.queryByRole('heading', { name: 'Archieven beheren' })).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mailadres' }), {
      target: { value: 'klant@bouwbedrijf-demo.example' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Wachtwoord/, { selector: 'input[type="password"]' }), {
      target: { value: 'Klant-Demo-2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Archieven beheren' })).toBeTruthy();
    expect(current).toBe('/filestore/archives?sorteer=datum');
    // The target is taken once.
    expect(window.sessionStorage.getItem(LOGIN_TARGET_STORAGE_KEY)).toBeNull();
  });

  it('shows the page to a logged-in user at once', async () => {
    session.setUser(testUser());
    renderAt('/filestore/dashboard');
    expect(await screen.findByRole('heading', { name: 'Archieven beheren' })).toBeTruthy();
    expect(current).toBe('/filestore/dashboard');
  });

  it('asks to log in again, in place, when the login ends while a page is open', async () => {
    session.setUser(testUser());
    renderAt('/filestore/trash');
    await screen.findByRole('heading', { name: 'Archieven beheren' });
    act(() => session.setUser(null));
    expect(await screen.findByRole('heading', { name: 'Log in om uw archief te zien' })).toBeTruthy();
    expect(current).toBe('/filestore/trash');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(current).toBe('/filestore/trash?dlg=inloggen'));
    expect(sessionStore.takeLoginTarget()).toBe('/filestore/trash');
  });
});
