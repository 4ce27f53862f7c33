import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { Globe, type UploadProgress } from './globe';

beforeAll(async () => {
  await initTestI18n();
});

const renderGlobe = (uploadProgress: UploadProgress | null) =>
  renderWithApp(<Globe state={{ kind: 'upload' }} uploadProgress={uploadProgress} onChooseFiles={vi.fn()} />);

describe('the globe while files upload (decision 0036)', () => {
  it('shows the share of all bytes sent as a named progress bar, and keeps offering more files', async () => {
    renderGlobe({ sent: 1_572_864, total: 3_145_728 });
    const bar = await screen.findByRole('progressbar', { name: 'Voortgang van het uploaden' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%, 1,5 MB van 3,0 MB verzonden');
    expect(bar.textContent).toBe('50%');
    expect(screen.getByRole('button', { name: 'Kies bestanden' })).toBeTruthy();
    expect(document.querySelector('.home-globe')?.getAttribute('data-uploading')).toBe('true');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says 100% only once every byte is sent', async () => {
    renderGlobe({ sent: 999, total: 1000 });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('99');
  });

  it('is the plain upload area again when nothing is on its way', async () => {
    renderGlobe(null);
    expect(await screen.findByText('Sleep uw bestanden hierheen of kies bestanden')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('.home-globe')?.hasAttribute('data-uploading')).toBe(false);
  });
});

describe('the globe’s way to the file store (decision 0125)', () => {
  it('offers ‘Selecteer uit bestandsopslag’ under ‘Kies bestanden’ when the screen gives it, and only then', async () => {
    const onFromFilestore = vi.fn();
    const { unmount } = renderWithApp(
      <Globe state={{ kind: 'upload', onFromFilestore }} onChooseFiles={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Selecteer uit bestandsopslag' }));
    expect(onFromFilestore).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
    unmount();
    renderGlobe(null);
    await screen.findByRole('button', { name: 'Kies bestanden' });
    expect(screen.queryByRole('button', { name: 'Selecteer uit bestandsopslag' })).toBeNull();
  });
});

describe('the globe with files in the cart (decision 0039)', () => {
  it('shows the first files and how many more, and names the number of files for a globe too small for the lines', async () => {
    renderWithApp(
      <Globe
        state={{
          kind: 'cartSummary',
          lines: [
            { id: 'a', name: 'brief.pdf', detail: '1 × Documenten A4 en A3', price: '€ 0,06' },
            { id: 'b', name: 'handboek.pdf', detail: '1 × Documenten A4 en A3', price: '€ 1,41' },
          ],
          more: { files: 3, items: 0 },
          count: { files: 5, items: 0 },
          total: '€ 1,65',
          onOrder: vi.fn(),
        }}
        onChooseFiles={vi.fn()}
      />,
    );
    expect((await screen.findByTestId('globe-cart')).textContent).toContain('handboek.pdf');
    expect(screen.getByText('en nog 3 bestanden')).toBeTruthy();
    // home.css shows this instead of the lines when the globe is below its full size.
    expect(screen.getByTestId('globe-cart-count').textContent).toBe('5 bestanden');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe("the globe with only the print store's items in the cart: the print-store cart", () => {
  it('lists the items, counts files and items apart, and leads to the check-out', async () => {
    const onOrder = vi.fn();
    renderWithApp(
      <Globe
        state={{
          kind: 'printStoreCart',
          lines: [
            { id: 'a', name: 'Nooduitgang links', detail: '2 × Veiligheidsbord', price: '€ 23,90' },
            { id: 'b', name: 'Startpakket BHV', detail: '1 × Pakket', price: '€ 89,00' },
          ],
          more: { files: 0, items: 1 },
          count: { files: 0, items: 3 },
          total: '€ 120,85',
          onOrder,
        }}
        onChooseFiles={vi.fn()}
      />,
    );
    expect((await screen.findByTestId('globe-cart')).textContent).toContain('2 × Veiligheidsbord');
    expect(screen.getByText('en nog 1 artikel')).toBeTruthy();
    expect(screen.getByTestId('globe-cart-count').textContent).toBe('3 artikelen');
    expect(document.querySelector('.home-globe')?.getAttribute('data-state')).toBe('printStoreCart');
    screen.getByRole('button', { name: 'Afrekenen' }).click();
    expect(onOrder).toHaveBeenCalledOnce();
    expect(await seriousViolations()).toEqual([]);
  });

  it('names files and items together when the cart holds both', async () => {
    renderWithApp(
      <Globe
        state={{
          kind: 'cartSummary',
          lines: [{ id: 'a', name: 'brief.pdf', detail: '1 × Documenten A4 en A3', price: '€ 0,06' }],
          more: { files: 1, items: 2 },
          count: { files: 2, items: 2 },
          total: '€ 30,00',
          onOrder: vi.fn(),
        }}
        onChooseFiles={vi.fn()}
      />,
    );
    expect(await screen.findByText('en nog 1 bestand en 2 artikelen')).toBeTruthy();
    expect(screen.getByTestId('globe-cart-count').textContent).toBe('2 bestanden en 2 artikelen');
    expect(screen.getByRole('button', { name: 'Winkelwagen bekijken' })).toBeTruthy();
  });
});
