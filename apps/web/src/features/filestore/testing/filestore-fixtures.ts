import type {
  ArchiveSummary,
  FilestoreCrumb,
  FilestoreDashboard,
  FilestoreFile,
  FilestoreFolder,
  FolderListing,
  SearchHit,
  TrashItem,
} from '@portal/shared/schemas/filestore';

/**
 * Answers of the file store's contract for the component tests (and the screenshots' preview):
 * each builder makes a valid answer with a few names a customer would have, and takes overrides.
 */

/** A fixed uuid per number, so a test names its ids. */
export const fsId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ARCHIVE_ID = fsId(1);
export const OTHER_ARCHIVE_ID = fsId(2);

export function testArchive(overrides: Partial<ArchiveSummary> = {}): ArchiveSummary {
  return {
    id: ARCHIVE_ID,
    name: 'Bouwdossiers',
    location: 'Kelder, kast 3',
    customerNumber: '1000001',
    customerName: 'Bouwbedrijf Demo B.V.',
    allowChanges: true,
    fileCount: 1240,
    folderCount: 18,
    usedBytes: 2_684_354_560,
    createdAt: '2026-01-12T09:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function testFolder(
  n: number,
  name: string,
  overrides: Partial<FilestoreFolder> = {},
): FilestoreFolder {
  return {
    id: fsId(100 + n),
    archiveId: ARCHIVE_ID,
    parentId: null,
    name,
    fileCount: 12,
    folderCount: 2,
    createdAt: `2026-02-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    version: 1,
    ...overrides,
  };
}

export function testFile(n: number, name: string, overrides: Partial<FilestoreFile> = {}): FilestoreFile {
  return {
    id: fsId(1000 + n),
    archiveId: ARCHIVE_ID,
    folderId: null,
    name,
    size: 250_000 + n * 1000,
    fileType: 'pdf',
    status: 'READY',
    pageCount: 4,
    pagesColour: 1,
    pagesBW: 3,
    pagesBlank: 0,
    format: 'A4',
    hasText: true,
    createdAt: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T08:15:00.000Z`,
    version: 1,
    ...overrides,
  };
}

/** Files named 'Bouwtekening 001.pdf' … in name order, numbered from `from`. */
export const numberedFiles = (from: number, count: number, folderId: string | null = null) =>
  Array.from({ length: count }, (_, index) =>
    testFile(from + index, `Bouwtekening ${String(from + index).padStart(3, '0')}.pdf`, { folderId }),
  );

export const rootCrumb = (archive: ArchiveSummary = testArchive()): FilestoreCrumb => ({
  folderId: null,
  name: archive.name,
});

export function testListing(overrides: Partial<FolderListing> = {}): FolderListing {
  const archive = overrides.archive ?? testArchive();
  return {
    archive,
    folder: null,
    breadcrumbs: [rootCrumb(archive)],
    folders: [testFolder(1, 'Projecten 2024'), testFolder(2, 'Vergunningen')],
    files: [testFile(1, 'Aanvraag omgevingsvergunning.pdf'), testFile(2, 'Bestek.pdf')],
    totalFiles: 2,
    nextCursor: null,
    ...overrides,
  };
}

export function testDashboard(overrides: Partial<FilestoreDashboard> = {}): FilestoreDashboard {
  const archives = [
    testArchive(),
    testArchive({
      id: OTHER_ARCHIVE_ID,
      name: 'Personeelsdossiers 1990–2010',
      location: null,
      allowChanges: false,
      fileCount: 8_312,
      folderCount: 240,
      usedBytes: 12_884_901_888,
    }),
  ];
  return {
    archives,
    recentFiles: [
      {
        file: testFile(7, 'Opleverrapport Dorpsstraat 12.pdf', { folderId: fsId(101) }),
        archiveName: 'Bouwdossiers',
        breadcrumbs: [rootCrumb(), { folderId: fsId(101), name: 'Projecten 2024' }],
      },
      {
        file: testFile(8, 'Bestek.pdf'),
        archiveName: 'Bouwdossiers',
        breadcrumbs: [rootCrumb()],
      },
    ],
    usedBytes: archives.reduce((sum, archive) => sum + archive.usedBytes, 0),
    fileCount: archives.reduce((sum, archive) => sum + archive.fileCount, 0),
    trashCount: 3,
    ...overrides,
  };
}

export function testTrashItem(n: number, overrides: Partial<TrashItem> = {}): TrashItem {
  return {
    kind: 'file',
    id: fsId(5000 + n),
    name: `Oude offerte ${n}.pdf`,
    archiveId: ARCHIVE_ID,
    archiveName: 'Bouwdossiers',
    breadcrumbs: [rootCrumb(), { folderId: fsId(101), name: 'Projecten 2024' }],
    size: 120_000,
    trashedAt: '2026-03-02T14:00:00.000Z',
    trashedBy: 'Karin de Klant',
    purgeAt: '2026-04-01T14:00:00.000Z',
    ...overrides,
  };
}

export function testHit(overrides: Partial<SearchHit> = {}): SearchHit {
  const file = testFile(9, 'Bouwvergunning Dorpsstraat.pdf', { folderId: fsId(102) });
  return {
    kind: 'file',
    id: file.id,
    name: file.name,
    archiveId: ARCHIVE_ID,
    archiveName: 'Bouwdossiers',
    folderId: fsId(102),
    breadcrumbs: [rootCrumb(), { folderId: fsId(102), name: 'Vergunningen' }],
    snippet: '… de «vergunning» voor de aanbouw aan de Dorpsstraat is verleend op …',
    file,
    ...overrides,
  };
}
