import { MantineProvider } from '@mantine/core';
import type { User } from '@portal/shared/schemas/account';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { queryClient } from '../lib/query-client';
import { SiteContext } from '../lib/site-context';
import { ThemeContext } from '../lib/theme-context';
import { testSite } from './render-with-app';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A logged-in customer as the session holds one. */
export const flowUser = (overrides: Partial<User> = {}): User => ({
  uid: uuid(1),
  email: 'inkoop@drukwerkklant.example',
  name: 'Anna de Vries',
  phone: '0301234567',
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
  ...overrides,
});

/** The default theme, with the flags and custom fields a test gives it. */
export function flowTheme(
  options: { flags?: Record<string, unknown>; customFields?: Record<string, unknown> } = {},
): ThemeResponse {
  return {
    themeID: uuid(900),
    name: 'drukwerkdirect',
    mainThemeName: 'drukwerkdirect',
    title: 'Drukwerk Direct',
    isDefault: true,
    fallback: false,
    settings: themeSettingsSchema.parse({
      flags: options.flags ?? {},
      colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
      customFields: options.customFields ?? {},
    }),
    propositions: [],
    images: { logo: null, background: null },
  };
}

/**
 * A flow's pages as the app shows them: the app's providers and query client, a memory router
 * that starts at `path` with every page of `pages` at its path, home at '/' ('Startpagina') and
 * anything else as 'Andere pagina'.
 */
export function renderFlowPages(
  pages: Record<string, ComponentType>,
  path: string,
  theme: ThemeResponse = flowTheme(),
) {
  return render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ThemeContext.Provider value={theme}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                {Object.entries(pages).map(([pattern, Page]) => (
                  <Route key={pattern} path={pattern} element={<Page />} />
                ))}
                <Route path="/" element={<p>Startpagina</p>} />
                <Route path="*" element={<p>Andere pagina</p>} />
              </Routes>
            </MemoryRouter>
          </ThemeContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}
