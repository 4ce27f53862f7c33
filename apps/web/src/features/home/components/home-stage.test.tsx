import { MantineProvider } from '@mantine/core';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SiteContext } from '../../../lib/site-context';
import { testSite } from '../../../testing/render-with-app';
import { createPreferencesStore, PREFERENCES_STORAGE_KEY } from '../stores/preferences-store';
import { HomeStage } from './home-stage';

const site = testSite;

function item(partial: Partial<Proposition> & Pick<Proposition, 'pid' | 'propTitle'>): Proposition {
  return {
    colours: { background: '#1d4ed8', text: '#ffffff' },
    destinationType: 'page',
    destination: 'contact',
    menuItems: [],
    securityLevel: 0,
    hasIntro: false,
    alwaysShowIntro: false,
    pulse: false,
    ...partial,
  };
}

const items: Proposition[] = [
  item({
    pid: 'print',
    propTitle: 'Printen',
    propText: 'Upload uw bestanden en bestel prints',
    destinationType: 'interaction',
    destination: 'upload',
    pulse: true,
    hasIntro: true,
    introScreen: { key: 'print', title: 'Zo werkt printen', paragraphs: ['Sleep uw bestanden op de bol.'] },
  }),
  item({
    pid: 'copy-scan',
    propTitle: 'Kopiëren & scannen',
    destinationType: 'menu',
    destination: '',
    menuItems: [
      item({ pid: 'copy', propTitle: 'Kopiëren', destination: 'copyOrderPickUp' }),
      item({
        pid: 'scan',
        propTitle: 'Scannen',
        destination: 'scanOrderPickUp',
        hasIntro: true,
        alwaysShowIntro: true,
        introScreen: { key: 'scan', title: 'Scanopdracht', paragraphs: ['Wij halen uw dossiers op.'] },
      }),
    ],
  }),
  item({
    pid: 'archive',
    propTitle: 'Mijn archief',
    destinationType: 'menu',
    destination: '',
    menuItems: [item({ pid: 'filestore', propTitle: 'Bestandsopslag', destination: 'filestoreDashboard' })],
  }),
  item({
    pid: 'track',
    propTitle: 'Track & trace',
    destinationType: 'url',
    destination: 'https://example.org/t',
  }),
  item({ pid: 'contact', propTitle: 'Contact' }),
];

function memoryStore(initial?: string) {
  const data = new Map<string, string>(initial ? [[PREFERENCES_STORAGE_KEY, initial]] : []);
  return createPreferencesStore(() => ({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }));
}

function renderStage(options: { store?: ReturnType<typeof memoryStore>; introDelayMs?: number } = {}) {
  const start = vi.fn();
  const onChooseFiles = vi.fn();
  const store = options.store ?? memoryStore();
  render(
    <SiteContext.Provider value={site}>
      <MantineProvider>
        <MemoryRouter>
          <HomeStage
            items={items}
            start={start}
            onChooseFiles={onChooseFiles}
            dragging={false}
            layout="orbit"
            introDelayMs={options.introDelayMs ?? 1200}
            preferences={store}
          />
        </MemoryRouter>
      </MantineProvider>
    </SiteContext.Provider>,
  );
  return { start, onChooseFiles, store };
}

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  await initI18n(site.brand.name, site.support);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HomeStage', () => {
  it('shows the upload globe and the items as buttons and links', () => {
    const { onChooseFiles } = renderStage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kies bestanden' }));
    expect(onChooseFiles).toHaveBeenCalledOnce();

    const nav = screen.getByRole('navigation', { name: 'Wat wilt u doen?' });
    expect(nav.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Printen' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });

  it('opens a url item in a new tab', () => {
    renderStage();
    const link = screen.getByRole('link', { name: /Track & trace/ });
    expect(link.getAttribute('href')).toBe('https://example.org/t');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links a single-item sub-menu straight to its item', () => {
    renderStage();
    expect(screen.getByRole('link', { name: 'Mijn archief' }).getAttribute('href')).toBe(
      '/filestore/dashboard',
    );
  });

  it('replaces the ring by a sub-menu with a way back, and goes back', () => {
    renderStage();
    fireEvent.click(screen.getByRole('button', { name: 'Kopiëren & scannen' }));

    const back = screen.getByRole('button', { name: 'Terug naar het menu' });
    expect(screen.getByRole('navigation', { name: 'Keuzes voor Kopiëren & scannen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kopiëren' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    const parent = screen.getByRole('button', { name: 'Kopiëren & scannen' });
    expect(screen.getByRole('link', { name: 'Contact' })).toBeTruthy();
    expect(document.activeElement).toBe(parent);
  });

  it('moves out for the intro delay, then shows the intro; Doorgaan starts the item', () => {
    vi.useFakeTimers();
    const { start, store } = renderStage();
    fireEvent.click(screen.getByRole('button', { name: 'Printen' }));

    // The move-out: the globe names the choice and offers a way back; no intro yet.
    expect(screen.getByRole('heading', { level: 1, name: 'Printen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Printen wordt geopend…');
    expect(screen.queryByRole('heading', { name: 'Zo werkt printen' })).toBeNull();
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.queryByRole('heading', { name: 'Zo werkt printen' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    const heading = screen.getByRole('heading', { level: 1, name: 'Zo werkt printen' });
    expect(document.activeElement).toBe(heading);
    expect(start).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Dit scherm niet meer tonen' }));
    expect(store.get().intros).toEqual({ print: false });

    fireEvent.click(screen.getByRole('button', { name: 'Doorgaan' }));
    expect(start).toHaveBeenCalledWith(items[0]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeTruthy();
  });

  it('shows the intro at once when the user asked for reduced motion (no move-out to watch)', () => {
    renderStage({ introDelayMs: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Printen' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Zo werkt printen' })).toBeTruthy();
  });

  it('goes back from the move-out and from the intro without starting anything', () => {
    vi.useFakeTimers();
    const { start } = renderStage({ introDelayMs: 1200 });
    fireEvent.click(screen.getByRole('button', { name: 'Printen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bestanden printen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Printen' }));
    act(() => vi.runAllTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.queryByRole('heading', { name: 'Zo werkt printen' })).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('skips an intro the user hid, but never one that always shows', () => {
    vi.useFakeTimers();
    const { start } = renderStage({ store: memoryStore('{"intros":{"print":false,"scan":false}}') });
    fireEvent.click(screen.getByRole('button', { name: 'Printen' }));
    expect(start).toHaveBeenCalledWith(items[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Kopiëren & scannen' }));
    fireEvent.click(screen.getByRole('link', { name: 'Scannen' }));
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.getByRole('heading', { name: 'Scanopdracht' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
