import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readPageStart, seedPageAnswers, seedStartTheme } from './app/page-start';
import { createRouter } from './app/router';
import { sessionStore } from './features/accounts/stores/session-store';
import { uploads } from './features/uploads/hooks/use-uploads';
import { callApi } from './lib/api-client';
import { contracts } from './lib/contracts';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';
import { SiteContext } from './lib/site-context';

// Unhandled promise rejections are only logged (spec 02, start-up).
window.addEventListener('unhandledrejection', (event) => {
  console.warn('unhandled rejection', event.reason);
  event.preventDefault();
});

async function start(): Promise<void> {
  // The page brings the site settings and its theme (issue 9: no waterfall before the first paint).
  const pageStart = readPageStart();
  const site = pageStart?.site ?? (await callApi(contracts.system, 'getSite', {}));
  // Login state is known before the first render and navigation (issue 3, sessions): one request,
  // and only when a token is stored.
  await Promise.all([initI18n(site.brand.name, site.support), sessionStore.restore()]);
  if (pageStart) seedStartTheme(queryClient, pageStart, session.getSnapshot().loggedIn);
  seedPageAnswers(queryClient, session.getSnapshot().loggedIn);
  // The file list follows the session from here on: loaded now when logged in, emptied on logout.
  // Whether a login is still live is the accounts feature's to answer; uploads only ask.
  uploads.connect({ checkLogin: sessionStore.check });
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
