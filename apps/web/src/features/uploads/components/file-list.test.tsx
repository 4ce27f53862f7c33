import { MantineProvider } from '@mantine/core';
import { endpointUrl } from '@portal/shared/api/endpoint';
import { getPagePreview } from '@portal/shared/api/uploads.api';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { UploadEntry } from '../stores/upload-store';
import { FileList, type FileListProps } from './file-list';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'helpdesk@example.org', phone: '030 123 45 67' });
});

function file(uuid: string, name: string, partial: Partial<UploadedFile>): UploadedFile {
  return {
    uuid,
    fileName: name,
    safeName: name,
    relativePath: name,
    size: 1536,
    status: 'READY',
    fileType: 'pdf',
    analysed: true,
    format: 'A4',
    dimensions: { widthMm: 210, heightMm: 297 },
    pageCount: 3,
    pagesColour: 1,
    pagesBW: 1,
    pagesBlank: 1,
    dpisPerPage: [],
    reason: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    ...partial,
  };
}

const stored = (value: UploadedFile): UploadEntry => ({
  id: value.uuid,
  name: value.fileName,
  size: value.size,
  phase: 'stored',
  progress: 1,
  file: value,
});

const READY = '00000000-0000-4000-8000-000000000001';
const entries: UploadEntry[] = [
  { id: 'k1', name: 'wacht.pdf', size: 10, phase: 'waitingForLogin', progress: 0, file: null },
  { id: 'k2', name: 'onderweg.pdf', size: 2048, phase: 'uploading', progress: 0.42, file: null },
  stored(
    file('00000000-0000-4000-8000-000000000002', 'bezig.pdf', { status: 'ANALYZING', pagesColour: null }),
  ),
  stored(file(READY, 'rapport.pdf', { dpisPerPage: [{ page: 2, dpis: [96] }] })),
  stored(
    file('00000000-0000-4000-8000-000000000003', 'geheim.pdf', {
      status: 'READY_PASSWORD_PROTECTED',
      format: null,
      pageCount: null,
    }),
  ),
  stored(
    file('00000000-0000-4000-8000-000000000004', 'poster.pdf', {
      format: 'custom',
      pageCount: 1,
      dimensions: { widthMm: 215.9, heightMm: 279.4 },
    }),
  ),
];

/** The list's callbacks, each a mock to check. */
const newHandlers = () => ({
  onSelect: vi.fn(),
  onSelectAll: vi.fn(),
  onRemove: vi.fn(),
  onRemoveSelected: vi.fn(),
  onAddFiles: vi.fn(),
  onShowDpi: vi.fn(),
});

function renderList(props: Partial<FileListProps> = {}) {
  const handlers = newHandlers();
  render(
    <MantineProvider>
      <FileList entries={entries} selected={new Set()} {...handlers} {...props} />
    </MantineProvider>,
  );
  const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
  return { handlers, row };
}

describe('FileList', () => {
  it('shows each file as far as it has come', () => {
    const { row } = renderList();
    expect(screen.getByRole('region', { name: 'Uw bestanden' })).toBeTruthy();
    expect(screen.getByText('6 bestanden')).toBeTruthy();
    expect(within(row('wacht.pdf')).getByText('Wacht op inloggen')).toBeTruthy();
    expect(within(row('onderweg.pdf')).getByRole('progressbar', { name: 'Uploaden… 42%' })).toBeTruthy();
    expect(within(row('onderweg.pdf')).getByText('2,0 kB')).toBeTruthy();
    expect(within(row('bezig.pdf')).getByText('Wordt geanalyseerd…')).toBeTruthy();
    expect(within(row('bezig.pdf')).queryByRole('img')).toBeNull();

    const ready = within(row('rapport.pdf'));
    expect(ready.getByText('1,5 kB · 3 pagina’s · A4')).toBeTruthy();
    expect(ready.getByText('1 kleur')).toBeTruthy();
    expect(ready.getByText('1 zwart-wit')).toBeTruthy();
    expect(ready.getByText('1 leeg')).toBeTruthy();
    expect(
      ready.getByRole('img', { name: 'Voorbeeld van de eerste pagina van rapport.pdf' }).getAttribute('src'),
    ).toBe(endpointUrl(getPagePreview, { uuid: READY, size: 120 }));

    const locked = within(row('geheim.pdf'));
    expect(locked.getByText('Geen prijscalculatie mogelijk')).toBeTruthy();
    expect(locked.getByText(/met een wachtwoord beveiligd/)).toBeTruthy();
    expect(locked.queryByRole('img')).toBeNull();

    expect(
      within(row('poster.pdf')).getByText('1,5 kB · 1 pagina · Afwijkend formaat 216 × 279 mm'),
    ).toBeTruthy();
  });

  it('says why a file has no price: the format, or what stopped its analysis', () => {
    const notAnalysed = (uuid: string, name: string, reason: UploadedFile['reason']) =>
      stored(file(uuid, name, { status: 'READY_NOT_ANALYZED', analysed: false, reason, pageCount: 900 }));
    const { row } = renderList({
      entries: [
        notAnalysed('00000000-0000-4000-8000-000000000011', 'brief.docx', 'unsupportedType'),
        notAnalysed('00000000-0000-4000-8000-000000000012', 'zwaar.pdf', 'analysisBudget'),
      ],
    });
    expect(
      within(row('brief.docx')).getByText(/Dit bestandsformaat kan niet worden geanalyseerd/),
    ).toBeTruthy();
    expect(
      within(row('zwaar.pdf')).getByText(
        'Het analyseren van dit bestand duurde te lang en is daarom gestopt. Daarom is er geen prijs.',
      ),
    ).toBeTruthy();
  });

  it('marks low resolution and opens the explanation from the mark', () => {
    const { row, handlers } = renderList();
    fireEvent.click(within(row('rapport.pdf')).getByRole('button', { name: 'Lage resolutie: 96 DPI' }));
    expect(handlers.onShowDpi).toHaveBeenCalledWith(READY);
    expect(within(row('poster.pdf')).queryByText(/Lage resolutie/)).toBeNull();
  });

  it('replaces a preview that fails to load by the document icon', () => {
    const { row } = renderList();
    const image = within(row('rapport.pdf')).getByRole('img');
    fireEvent.error(image);
    expect(within(row('rapport.pdf')).queryByRole('img')).toBeNull();
    expect(within(row('rapport.pdf')).getByText('PDF')).toBeTruthy();
  });

  it('selects, removes and adds with labelled controls', () => {
    const { handlers } = renderList({ selected: new Set(['k1']) });
    const all = screen.getByRole('checkbox', { name: 'Alles selecteren' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(handlers.onSelectAll).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'rapport.pdf selecteren' }));
    expect(handlers.onSelect).toHaveBeenCalledWith(READY, true);
    fireEvent.click(screen.getByRole('button', { name: 'rapport.pdf verwijderen' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(READY);
    fireEvent.click(screen.getByRole('button', { name: 'Geselecteerde verwijderen' }));
    expect(handlers.onRemoveSelected).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Bestanden toevoegen' }));
    expect(handlers.onAddFiles).toHaveBeenCalled();
  });

  it('scrolls a file just added into view', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      const handlers = newHandlers();
      const view = render(
        <MantineProvider>
          <FileList entries={entries.slice(0, 2)} selected={new Set()} {...handlers} />
        </MantineProvider>,
      );
      expect(scrolled).toEqual([]);
      view.rerender(
        <MantineProvider>
          <FileList entries={entries.slice(0, 3)} selected={new Set()} {...handlers} />
        </MantineProvider>,
      );
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContain('bezig.pdf');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('offers "remove selected" only when something is selected', () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'Geselecteerde verwijderen' })).toBeNull();
  });
});

describe('FileList and the page viewer', () => {
  it('opens the pages of a file from its preview, for files that have one', () => {
    const onShowPages = vi.fn();
    const { row } = renderList({ onShowPages });
    const open = within(row('rapport.pdf')).getByRole('button', {
      name: 'Pagina’s van rapport.pdf bekijken',
    });
    fireEvent.click(open);
    expect(onShowPages).toHaveBeenCalledWith(READY);
    expect(within(row('bezig.pdf')).queryByRole('button', { name: /bekijken/ })).toBeNull();
    expect(within(row('geheim.pdf')).queryByRole('button', { name: /bekijken/ })).toBeNull();
  });
});
