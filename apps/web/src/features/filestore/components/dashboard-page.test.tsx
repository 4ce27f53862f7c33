import { getFilestoreDashboard } from '@portal/shared/api/filestore.api';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n } from '../../../testing/render-with-app';
import { ARCHIVE_ID, fsId, OTHER_ARCHIVE_ID, testDashboard } from '../testing/filestore-fixtures';
import { renderFilestore } from '../testing/render-filestore';

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the file store’s overview', () => {
  it('shows the archives with their counts and space, the files added last and the trash', async () => {
    fakeServer().on(getFilestoreDashboard, () => testDashboard());
    renderFilestore('/filestore/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn archief' })).toBeTruthy();
    expect((await screen.findByRole('list', { name: 'In uw archieven' })).textContent).toBe(
      '2 archieven9.552 bestanden14,5 GB in gebruik3 items in de prullenbak',
    );
    const archives = within(screen.getByRole('region', { name: 'Uw archieven' }));
    expect(archives.getByRole('link', { name: /^Bouwdossiers/ }).getAttribute('href')).toBe(
      `/filestore/archive/${ARCHIVE_ID}`,
    );
    const readOnly = archives.getByRole('link', { name: /^Personeelsdossiers/ });
    expect(readOnly.getAttribute('href')).toBe(`/filestore/archive/${OTHER_ARCHIVE_ID}`);
    expect(readOnly.textContent).toContain('8.312 bestanden · 12,0 GB');
    expect(readOnly.textContent).toContain('Alleen lezen');
    const recent = within(screen.getByRole('region', { name: 'Laatst toegevoegd' }));
    const first = recent.getByRole('link', { name: 'Opleverrapport Dorpsstraat 12.pdf' });
    expect(first.getAttribute('href')).toBe(
      `/filestore/archive/${ARCHIVE_ID}/folder/${fsId(101)}?bestand=${fsId(1007)}`,
    );
    expect(recent.getByText('Bouwdossiers › Projecten 2024 · 08-03-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 items in de prullenbak' }).getAttribute('href')).toBe(
      '/filestore/trash',
    );
    expect(document.title).toBe('Mijn archief');
    expect(await seriousViolations()).toEqual([]);
  });

  it('without an archive: how one comes about, and the ways onward', async () => {
    fakeServer().on(getFilestoreDashboard, () =>
      testDashboard({ archives: [], recentFiles: [], usedBytes: 0, fileCount: 0, trashCount: 0 }),
    );
    renderFilestore('/filestore/dashboard');
    expect(await screen.findByRole('heading', { name: 'U heeft nog geen archief' })).toBeTruthy();
    expect(
      screen.getByText(/Een archief ontstaat wanneer wij uw papieren archief voor u scannen/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Archief aanmaken' }).getAttribute('href')).toBe(
      '/filestore/archives?nieuw=1',
    );
    expect(screen.getByRole('link', { name: 'Meer over digitaliseren' }).getAttribute('href')).toBe(
      '/digitaliseren',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the server’s Dutch message when the overview cannot be read, with a retry', async () => {
    fakeServer().on(
      getFilestoreDashboard,
      () =>
        new FakeAnswer(503, {
          error: 'SERVICE_UNAVAILABLE',
          message: 'De dienst is tijdelijk niet beschikbaar.',
        }),
    );
    renderFilestore('/filestore/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('De dienst is tijdelijk niet beschikbaar.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
