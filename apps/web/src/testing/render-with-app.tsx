import { MantineProvider } from '@mantine/core';
import type { SiteResponse } from '@portal/shared/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { SiteContext } from '../lib/site-context';

export const testSite: SiteResponse = {
  brand: { name: 'Drukwerk Direct', slug: 'drukwerkdirect' },
  support: { email: 'helpdesk@drukwerkdirect.example', phone: '030 123 45 67' },
  company: { legalName: 'Drukwerk Direct B.V.', kvk: '12345678', vat: 'NL001234567B01' },
  locations: [],
  tagManagerId: null,
  devMail: false,
};

export function initTestI18n(): Promise<void> {
  return initI18n(testSite.brand.name, testSite.support);
}

/** Renders `ui` as the app would: site, query client, Mantine and a router at `path`. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}
