import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { siteResponseSchema } from '@portal/shared/schemas/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import { apiRequest } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { session } from './lib/session';
import { SiteContext } from './lib/site-context';
import { uploads } from './lib/uploads/uploads';

// Unhandled promise rejections are only logged (spec 02, start-up).
window.addEventListener('unhandledrejection', (event) => {
  console.warn('unhandled rejection', event.reason);
  event.preventDefault();
});

async function start(): Promise<void> {
  const site = await apiRequest('/api/v3/site', siteResponseSchema);
  // Login state is known before the first render and navigation (issue 3, sessions).
  await Promise.all([initI18n(site.brand.name, site.support), session.restore()]);
  // The file list follows the session from here on: loaded now when logged in, emptied on logout.
  uploads.connect();
  const router = createRouter(site.brand.slug);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteContext.Provider value={site}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteContext.Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main class="boot-error"><h1>Het portaal is tijdelijk niet bereikbaar</h1><p>Probeer het over een paar minuten opnieuw.</p></main>';
  }
});
