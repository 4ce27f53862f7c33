import { MantineProvider } from '@mantine/core';
import { getFilePages } from '@portal/shared/api/uploads.api';
import type { PageAnalysis } from '@portal/shared/schemas/analysis';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { uploadedFile } from '../../../testing/uploaded-file';
import { FilePagesDialog } from './file-pages-dialog';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const PAGES = 60;

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'helpdesk@example.org', phone: '030 123 45 67' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Page 1 colour, page 2 a low-resolution scan, page 3 blank, the rest black-white text. */
function pageOf(page: number): PageAnalysis {
  return {
    page,
    widthMm: page === 3 ? 297 : 210,
    heightMm: page === 3 ? 210 : 297,
    format: 'A4',
    kind: page === 1 ? 'colour' : page === 3 ? 'blank' : 'blackWhite',
    maxChroma: page === 1 ? 120 : 0,
    inkShare: page === 3 ? 0 : 0.1,
    dpis: page === 2 ? [96, 300] : page === 4 ? [300] : [],
  };
}

function setup(answer: (from: number, count: number) => unknown) {
  const server = fakeServer();
  server.on(getFilePages, ({ query }) => answer(Number(query.get('from')), Number(query.get('count'))));
  const file = uploadedFile('jaarverslag.pdf', {
    status: 'READY',
    fileType: 'pdf',
    analysed: true,
    pageCount: PAGES,
    pagesColour: 1,
    pagesBW: PAGES - 2,
    pagesBlank: 1,
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FilePagesDialog sessionId={SESSION} file={file} onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return server;
}

const blockOf = (from: number, count: number) => ({
  pageCount: PAGES,
  pages: Array.from({ length: Math.max(0, Math.min(count, PAGES - from + 1)) }, (_, i) => pageOf(from + i)),
});

describe('the page viewer', () => {
  it('shows each page with its class, format and lowest DPI, and brings the rest on request', async () => {
    setup(blockOf);
    const dialog = await screen.findByRole('dialog', { name: 'Pagina’s van jaarverslag.pdf' });
    expect(
      await within(dialog).findByText(`${PAGES} pagina’s: 1 kleur, ${PAGES - 2} zwart-wit, 1 leeg`),
    ).toBeTruthy();
    const tiles = () => within(dialog).getAllByRole('listitem');
    expect(tiles()).toHaveLength(48);
    const [one, two, three, four] = tiles();
    expect(one!.textContent).toContain('Pagina 1');
    expect(one!.textContent).toContain('Kleur');
    expect(two!.textContent).toContain('Zwart-wit');
    expect(two!.textContent).toContain('Lage resolutie: 96 DPI');
    expect(three!.textContent).toContain('Leeg');
    expect(four!.textContent).toContain('300 DPI');
    expect(four!.textContent).not.toContain('Lage resolutie');
    expect(three!.querySelector('img')?.getAttribute('src')).toContain('page=3');
    expect(await seriousViolations()).toEqual([]);

    const more = within(dialog).getByRole('button', { name: `Meer pagina’s tonen (48 van ${PAGES})` });
    more.focus();
    fireEvent.click(more);
    await within(dialog).findByText(`Pagina ${PAGES}`);
    expect(tiles()).toHaveLength(PAGES);
    expect(within(dialog).queryByRole('button', { name: /Meer pagina’s tonen/ })).toBeNull();
    // The button has gone with the last block; the focus is on the first page it brought.
    await waitFor(() => expect(document.activeElement).toBe(tiles()[48]));
  });

  it('says so when the pages cannot be loaded, and tries again on request', async () => {
    let fail = true;
    setup((from, count) =>
      fail ? new FakeAnswer(500, { error: 'INTERNAL', message: 'Er ging iets mis.' }) : blockOf(from, count),
    );
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'De pagina’s konden niet worden geladen. Probeer het opnieuw.',
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(dialog).findByText('Pagina 1')).toBeTruthy();
  });
});
