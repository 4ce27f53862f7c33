import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { SiteContext } from '../../../lib/site-context';
import { testSite } from '../../../testing/render-with-app';
import { ArchivesPage } from '../components/archives-page';
import { DashboardPage } from '../components/dashboard-page';
import { FilestoreLayout } from '../components/filestore-layout';
import { FolderPage } from '../components/folder-page';
import { SearchResultsPage } from '../components/search-results-page';
import { TrashFolderPage } from '../components/trash-folder-page';
import { TrashPage } from '../components/trash-page';
import { FolderUploadDepsContext } from '../hooks/use-folder-uploads';
import type { FolderUploadDeps } from '../utils/folder-uploads';

/** Where the router is now (the address a user would see): `where()` reads it. */
let current = '';
function Where() {
  const location = useLocation();
  current = `${location.pathname}${location.search}`;
  return null;
}
export const where = () => current;

function Folder() {
  const { archiveId = '', folderId = null } = useParams();
  return <FolderPage key={`${archiveId}/${folderId}`} archiveId={archiveId} folderId={folderId} />;
}

function TrashFolder() {
  const { folderId = '' } = useParams();
  return <TrashFolderPage key={folderId} folderId={folderId} />;
}

/**
 * The file store's pages in their frame under a plain memory router (the data router of
 * renderWithApp cannot navigate in jsdom: its navigation builds a Request with jsdom's
 * AbortSignal), with the notifications shown and, for uploads, the chunk transfer replaced.
 */
export function renderFilestore(path: string, uploadDeps: Partial<FolderUploadDeps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (element: React.ReactNode) => <FilestoreLayout>{element}</FilestoreLayout>;
  return render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Notifications />
          <FolderUploadDepsContext value={uploadDeps}>
            <MemoryRouter initialEntries={[path]}>
              <Where />
              <Routes>
                <Route path="/filestore/dashboard" element={page(<DashboardPage />)} />
                <Route path="/filestore/archives" element={page(<ArchivesPage />)} />
                <Route path="/filestore/archive/:archiveId" element={page(<Folder />)} />
                <Route path="/filestore/archive/:archiveId/folder/:folderId" element={page(<Folder />)} />
                <Route path="/filestore/trash" element={page(<TrashPage />)} />
                <Route path="/filestore/trash/:folderId" element={page(<TrashFolder />)} />
                <Route path="/filestore/search-results" element={page(<SearchResultsPage />)} />
                <Route path="*" element={<p>Elders</p>} />
              </Routes>
            </MemoryRouter>
          </FolderUploadDepsContext>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}
