import type { AppRouteName } from '@portal/shared/routes';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { ArchivesPage } from '../../features/filestore/components/archives-page';
import { DashboardPage } from '../../features/filestore/components/dashboard-page';
import { FilestoreLayout } from '../../features/filestore/components/filestore-layout';
import { FolderPage } from '../../features/filestore/components/folder-page';
import { SearchResultsPage } from '../../features/filestore/components/search-results-page';
import { TrashFolderPage } from '../../features/filestore/components/trash-folder-page';
import { TrashPage } from '../../features/filestore/components/trash-page';
import { FilestoreGate } from './filestore-gate';

/** A file store page: behind the login guard, in the section's frame. */
function Page({ children }: { children: ReactNode }) {
  return (
    <FilestoreGate>
      <FilestoreLayout>{children}</FilestoreLayout>
    </FilestoreGate>
  );
}

function ArchiveRoute() {
  const { archiveId = '' } = useParams();
  return (
    <Page>
      <FolderPage key={archiveId} archiveId={archiveId} folderId={null} />
    </Page>
  );
}

function FolderRoute() {
  const { archiveId = '', folderId = '' } = useParams();
  return (
    <Page>
      <FolderPage key={`${archiveId}/${folderId}`} archiveId={archiveId} folderId={folderId} />
    </Page>
  );
}

function TrashFolderRoute() {
  const { folderId = '' } = useParams();
  return (
    <Page>
      <TrashFolderPage key={folderId} folderId={folderId} />
    </Page>
  );
}

/**
 * The file store's pages (spec 02 section 2.1; issue 31) by route name, in one chunk the router
 * loads when the first of them is visited: none of it is in the home page's JavaScript.
 */
export const filestorePages: Record<Extract<AppRouteName, `filestore${string}`>, ComponentType> = {
  filestoreDashboard: () => (
    <Page>
      <DashboardPage />
    </Page>
  ),
  filestoreArchives: () => (
    <Page>
      <ArchivesPage />
    </Page>
  ),
  filestoreArchive: ArchiveRoute,
  filestoreFolder: FolderRoute,
  filestoreTrash: () => (
    <Page>
      <TrashPage />
    </Page>
  ),
  filestoreTrashFolder: TrashFolderRoute,
  filestoreSearchResults: () => (
    <Page>
      <SearchResultsPage />
    </Page>
  ),
};
