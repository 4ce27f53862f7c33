import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SiteContext } from '../../../lib/site-context';
import { testSite } from '../../../testing/render-with-app';
import { writeCookie } from '../stores/consent-store';
import { CookieConsent } from './cookie-consent';
import { CookieSettingsButton } from './cookie-settings-button';

const site = testSite;

beforeAll(async () => {
  await initI18n(site.brand.name, site.support);
});

afterEach(() => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) writeCookie(`${name}=; Max-Age=0; Path=/`);
  }
});

function renderConsent(tagManagerId: string | null = null) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <CookieConsent />
          <CookieSettingsButton />
        </>
      ),
    },
  ]);
  return render(
    <SiteContext.Provider value={{ ...site, tagManagerId }}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </SiteContext.Provider>,
  );
}

describe('cookie consent bar', () => {
  it('asks once, stores the choice, and reopens from Cookie-instellingen', async () => {
    renderConsent();
    expect(await screen.findByRole('region', { name: 'Cookies' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Alleen noodzakelijke cookies' }));
    expect(document.cookie).toBe('cookie_consent=denied');
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull());

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' })));
    const bar = await screen.findByRole('region', { name: 'Cookies' });
    expect(bar.textContent).toContain('Uw huidige keuze: alleen noodzakelijke cookies.');
    // With a choice stored, the bar may be closed without choosing again.
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull());

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Alle cookies toestaan' }));
    expect(document.cookie).toBe('cookie_consent=allowed');
    // No tag manager id configured: nothing is loaded.
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the configured tag manager once consent is given', async () => {
    writeCookie('cookie_consent=allowed; Path=/');
    renderConsent('GTM-TEST1');
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('script')].map((script) => script.src)).toEqual([
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
