import { searchFilestore } from '@portal/shared/api/filestore.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { fakeServer } from '../../../testing/fake-server';
import { initTestI18n } from '../../../testing/render-with-app';
import { ARCHIVE_ID, fsId, rootCrumb, testFile, testHit } from '../testing/filestore-fixtures';
import { renderFilestore, where } from '../testing/render-filestore';

function setup() {
  const server = fakeServer();
  const queries: string[] = [];
  server.on(searchFilestore, ({ query }) => {
    queries.push(query.toString());
    if (query.get('q') === 'niets') return { hits: [], nextCursor: null };
    if (query.get('after') === 'next')
      return { hits: [testHit({ id: fsId(1020), name: 'Later.pdf', snippet: null })], nextCursor: null };
    return {
      hits: [
        testHit(),
        testHit({
          kind: 'folder',
          id: fsId(102),
          name: 'Vergunningen',
          folderId: null,
          breadcrumbs: [rootCrumb()],
          snippet: null,
          file: null,
        }),
        testHit({
          id: fsId(1010),
          name: 'Tekening.pdf',
          folderId: null,
          breadcrumbs: [rootCrumb()],
          snippet: 'de <b>bouw</b>«vergunning» en <img src=x onerror=alert(1)> «aanbouw',
          file: testFile(10, 'Tekening.pdf'),
        }),
      ],
      nextCursor: 'next',
    };
  });
  return { server, queries };
}

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search results', () => {
  it('asks for the address’s query and shows each hit with its kind, archive and way there', async () => {
    const { queries } = setup();
    renderFilestore('/filestore/search-results?q=vergunning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zoekresultaten voor ‘vergunning’' }),
    ).toBeTruthy();
    expect(queries).toEqual(['q=vergunning']);
    const hits = await screen.findAllByTestId('filestore-hit');
    expect(hits.map((hit) => within(hit).getByRole('link').textContent)).toEqual([
      'Bouwvergunning Dorpsstraat.pdf',
      'Vergunningen',
      'Tekening.pdf',
    ]);
    expect(hits[0]!.textContent).toContain('Bestand');
    expect(hits[0]!.textContent).toContain('Bouwdossiers › Vergunningen');
    expect(hits[1]!.textContent).toContain('Map');
    // A file opens in its folder with its panel; a folder opens itself.
    expect(within(hits[0]!).getByRole('link').getAttribute('href')).toBe(
      `/filestore/archive/${ARCHIVE_ID}/folder/${fsId(102)}?bestand=${testHit().id}`,
    );
    expect(within(hits[1]!).getByRole('link').getAttribute('href')).toBe(
      `/filestore/archive/${ARCHIVE_ID}/folder/${fsId(102)}`,
    );
    expect(within(hits[2]!).getByRole('link').getAttribute('href')).toBe(
      `/filestore/archive/${ARCHIVE_ID}?bestand=${fsId(1010)}`,
    );
    expect(document.title).toBe('Zoekresultaten voor ‘vergunning’');
    expect(await seriousViolations()).toEqual([]);
  });

  it('marks the found words of a snippet, and shows the rest of it as text, never as HTML', async () => {
    setup();
    renderFilestore('/filestore/search-results?q=vergunning');
    const snippets = await screen.findAllByTestId('filestore-snippet');
    expect([...snippets[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'vergunning',
    ]);
    expect(snippets[0]!.textContent).toBe(
      '… de vergunning voor de aanbouw aan de Dorpsstraat is verleend op …',
    );
    const risky = snippets[1]!;
    expect([...risky.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'vergunning',
      'aanbouw',
    ]);
    expect(risky.querySelector('b, img')).toBeNull();
    expect(risky.textContent).toBe('de <b>bouw</b>vergunning en <img src=x onerror=alert(1)> aanbouw');
  });

  it('adds the next results from the answer’s cursor', async () => {
    const { queries } = setup();
    renderFilestore('/filestore/search-results?q=vergunning');
    await screen.findAllByTestId('filestore-hit');
    fireEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(screen.getAllByTestId('filestore-hit')).toHaveLength(4));
    expect(queries.at(-1)).toBe('q=vergunning&after=next');
    expect(screen.getByText('4 resultaten')).toBeTruthy();
  });

  it('says when nothing is found, with a way back', async () => {
    setup();
    renderFilestore('/filestore/search-results?q=niets');
    expect(await screen.findByText('Niets gevonden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar mijn archief' }).getAttribute('href')).toBe(
      '/filestore/dashboard',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('is where the file store’s own search box goes', async () => {
    const { queries } = setup();
    renderFilestore('/filestore/search-results?q=vergunning');
    const box = await screen.findByRole('searchbox', { name: 'Zoeken in uw archieven' });
    expect((box as HTMLInputElement).value).toBe('vergunning');
    fireEvent.change(box, { target: { value: '  niets ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(where()).toBe('/filestore/search-results?q=niets'));
    expect(await screen.findByText('Niets gevonden')).toBeTruthy();
    expect(queries.at(-1)).toBe('q=niets');
  });
});
