import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountDialogs } from '../features/accounts/components/account-dialogs';
import { ContactForm } from '../features/contact/components/contact-form';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent';
import { writeCookie } from '../features/cookie-consent/stores/consent-store';
import { DialogHost } from '../features/dialogs/components/dialog-host';
import { FileList } from '../features/uploads/components/file-list';
import type { UploadEntry } from '../features/uploads/stores/upload-store';
import { seriousViolations } from '../testing/axe';
import { initTestI18n, renderWithApp } from '../testing/render-with-app';
import { uploadedFile } from '../testing/uploaded-file';

/**
 * The accessibility scans of single components, as unit tests: each renders a component the way
 * the app shows it and runs axe-core (serious and critical findings; contrast stays with the
 * browser tests, jsdom has no layout). The page-level scans stay in e2e/.
 */

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim()))
    if (name) writeCookie(`${name}=; Max-Age=0; Path=/`);
});

const stored = (file: ReturnType<typeof uploadedFile>): UploadEntry => ({
  id: file.uuid,
  name: file.fileName,
  size: file.size,
  phase: 'stored',
  progress: 1,
  file,
});

describe('accessibility of single components (axe-core)', () => {
  it('the scan finds a serious problem when there is one', async () => {
    renderWithApp(<button type="button" />);
    await screen.findByRole('button');
    expect((await seriousViolations()).map((violation) => violation.id)).toContain('button-name');
  });

  it('the file list in every state: uploading, analysing, analysed with page chips and a low-resolution mark', async () => {
    const entries: UploadEntry[] = [
      { id: 'key-1', name: 'nieuw.pdf', size: 2048, phase: 'uploading', progress: 0.4, file: null },
      stored(uploadedFile('bezig.pdf')),
      stored(
        uploadedFile('rapport.pdf', {
          status: 'READY',
          analysed: true,
          fileType: 'pdf',
          pageCount: 3,
          pagesColour: 1,
          pagesBW: 1,
          pagesBlank: 1,
          format: 'A4',
          dpisPerPage: [{ page: 1, dpis: [42] }],
        }),
      ),
      stored(uploadedFile('kapot.pdf', { status: 'READY_NOT_ANALYZED', reason: 'damaged' })),
    ];
    renderWithApp(
      <FileList
        entries={entries}
        selected={new Set(['key-1'])}
        onSelect={() => {}}
        onSelectAll={() => {}}
        onRemove={() => {}}
        onRemoveSelected={() => {}}
        onAddFiles={() => {}}
        onShowDpi={() => {}}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Uw bestanden' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the cookie consent bar', async () => {
    renderWithApp(<CookieConsent />);
    expect(await screen.findByRole('region', { name: 'Cookies' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the contact form, also with its errors shown', async () => {
    renderWithApp(<ContactForm />);
    expect(await seriousViolations()).toEqual([]);
    screen.getByRole('button', { name: 'Bericht verzenden' }).click();
    expect(await screen.findAllByText('Dit veld is verplicht.')).not.toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['inloggen', 'Inloggen'],
    ['inschrijven', 'Account aanmaken'],
  ])('the account dialog ?dlg=%s', async (dlg, title) => {
    renderWithApp(<AccountDialogs />, { path: `/?dlg=${dlg}` });
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it.each(['wachtwoordbeleid', 'orders'])('the dialog ?dlg=%s of the dialog host', async (dlg) => {
    renderWithApp(<DialogHost />, { path: `/?dlg=${dlg}` });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
