import { Modal } from '@mantine/core';
import { createShare, listShares, revokeShare } from '@portal/shared/api/shares.api';
import type { User } from '@portal/shared/schemas/account';
import type { Share } from '@portal/shared/schemas/shares';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import { ShareFilesPanel } from './share-files-dialog-body';

const SESSION = '11111111-1111-4111-8111-111111111111';
const OFFER = uploadedFile('offerte.pdf', { status: 'READY', size: 2048 });
const DRAWING = uploadedFile('tekening.pdf', { status: 'READY', size: 1024 });
const BUSY = uploadedFile('bezig.pdf');
const LINK = 'https://portaal.example/gedeeld/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function aShare(partial: Partial<Share> = {}): Share {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    recipientEmail: 'klant@elders.example',
    message: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    expiresAt: '2026-12-05T09:00:00.000Z',
    revokedAt: null,
    status: 'active',
    hasPassword: false,
    files: [{ id: '33333333-3333-4333-8333-333333333333', name: 'offerte.pdf', size: 2048 }],
    downloads: [],
    ...partial,
  };
}

function renderPanel(files = [OFFER, DRAWING, BUSY]) {
  return renderWithApp(
    <Modal
      opened
      onClose={() => undefined}
      title="Bestanden delen"
      closeButtonProps={{ 'aria-label': 'Sluiten' }}
    >
      <ShareFilesPanel sessionId={SESSION} files={files} />
    </Modal>,
  );
}

const staff: User = {
  uid: '66666666-6666-4666-8666-666666666666',
  email: 'sanne@drukwerkdirect.example',
  name: 'Sanne Medewerker',
  phone: '0301234567',
  securityLevel: 1,
  unzipOnUpload: false,
  projectRequired: false,
  notifications: { orderConfirmation: true, delivery: true },
  defaultProjectId: null,
  formatString: null,
  printStore: null,
  title: null,
  themeName: null,
  isStaff: true,
  staffRoles: [],
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
  hasArchives: false,
  loggedIn: true,
};

beforeAll(initTestI18n);
beforeEach(() => session.setUser(staff));
afterEach(() => {
  vi.unstubAllGlobals();
  session.setUser(null);
});

describe('the dialog ‘Bestanden delen’', () => {
  it('shares the chosen files with an address for the chosen days and a password, and shows the link once', async () => {
    const server = fakeServer();
    let shares: Share[] = [];
    server.on(listShares, () => ({ shares }));
    const bodies: unknown[] = [];
    server.on(createShare, ({ body }) => {
      bodies.push(body);
      const share = aShare({ hasPassword: true, expiresAt: '2026-12-12T09:00:00.000Z' });
      shares = [share];
      return { share, link: LINK };
    });
    renderPanel();
    expect(await screen.findByText('U heeft nog niets gedeeld.')).toBeTruthy();

    // Every analysed file is chosen at first; one still being analysed cannot be.
    const offer = screen.getByRole('checkbox', { name: 'offerte.pdf delen' }) as HTMLInputElement;
    const drawing = screen.getByRole('checkbox', { name: 'tekening.pdf delen' }) as HTMLInputElement;
    expect(offer.checked && drawing.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'bezig.pdf delen' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(drawing);

    const expiry = screen.getByLabelText('Geldig') as HTMLSelectElement;
    expect(expiry.value).toBe('7');
    expect(expiry.options).toHaveLength(30);
    expect(expiry.options[0]!.text).toBe('1 dag');
    expect(expiry.options[29]!.text).toBe('30 dagen');

    // Checked here first, then by the server.
    fireEvent.change(screen.getByLabelText(/E-mailadres van de ontvanger/), {
      target: { value: 'geen adres' },
    });
    fireEvent.change(screen.getByLabelText('Wachtwoord (niet verplicht)'), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(screen.getByText('Een wachtwoord heeft minstens 8 tekens.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText(/E-mailadres van de ontvanger/), {
      target: { value: 'klant@elders.example' },
    });
    fireEvent.change(screen.getByLabelText('Wachtwoord (niet verplicht)'), {
      target: { value: 'Zomer-2026!' },
    });
    fireEvent.change(screen.getByLabelText('Bericht aan de ontvanger (niet verplicht)'), {
      target: { value: 'Hierbij de offerte.' },
    });
    fireEvent.change(expiry, { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));

    expect((await screen.findByLabelText('Link')).getAttribute('value')).toBe(LINK);
    expect(bodies).toEqual([
      {
        sessionId: SESSION,
        fileIds: [OFFER.uuid],
        recipientEmail: 'klant@elders.example',
        expiresInDays: 14,
        message: 'Hierbij de offerte.',
        password: 'Zomer-2026!',
      },
    ]);
    expect(
      screen.getByText('De link is gemaild naar klant@elders.example. Hij werkt tot 12-12-2026 om 10:00.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link kopiëren' })).toBeTruthy();
    // The list of shares has it too.
    const row = await screen.findByTestId('share-row');
    expect(within(row).getByText('Met wachtwoord')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Nog iets delen' }));
    expect(screen.getByRole('button', { name: 'Delen' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const server = fakeServer();
    server.on(listShares, () => ({ shares: [] }));
    server.on(
      createShare,
      () =>
        new FakeAnswer(404, {
          error: 'FILE_NOT_FOUND',
          message: 'Dit bestand staat niet (meer) in uw bestandenlijst.',
        }),
    );
    renderPanel([OFFER]);
    fireEvent.change(screen.getByLabelText(/E-mailadres van de ontvanger/), {
      target: { value: 'klant@elders.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dit bestand staat niet (meer) in uw bestandenlijst.',
    );
    expect((screen.getByLabelText(/E-mailadres van de ontvanger/) as HTMLInputElement).value).toBe(
      'klant@elders.example',
    );
  });

  it('lists the shares with their downloads, and ‘Intrekken’ revokes one', async () => {
    const server = fakeServer();
    let shares = [
      aShare({
        downloads: [
          {
            fileId: '33333333-3333-4333-8333-333333333333',
            fileName: 'offerte.pdf',
            at: '2026-11-29T13:05:00.000Z',
            userAgent: 'Firefox',
          },
        ],
      }),
      aShare({
        id: '44444444-4444-4444-8444-444444444444',
        recipientEmail: 'oud@elders.example',
        status: 'expired',
        expiresAt: '2026-11-20T09:00:00.000Z',
      }),
    ];
    server.on(listShares, () => ({ shares }));
    const revoked: string[] = [];
    server.on(revokeShare, ({ params }) => {
      revoked.push(params.shareId!);
      shares = [{ ...shares[0]!, status: 'revoked', revokedAt: '2026-11-30T10:00:00.000Z' }, shares[1]!];
      return shares[0];
    });
    renderPanel([]);
    expect(screen.getByText(/Er staan geen bestanden in uw bestandenlijst/)).toBeTruthy();
    const rows = await screen.findAllByTestId('share-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('1 download')).toBeTruthy();
    expect(within(rows[0]!).getByText('29-11-2026 om 14:05: offerte.pdf')).toBeTruthy();
    expect(within(rows[1]!).getByText('Verlopen')).toBeTruthy();
    // Only a live link can be revoked.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Intrekken: deling met klant@elders.example' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('share-row')[0]!).getByText('Ingetrokken')).toBeTruthy(),
    );
    expect(revoked).toEqual(['22222222-2222-4222-8222-222222222222']);
    expect(screen.getByText('Ingetrokken op 30-11-2026')).toBeTruthy();
  });

  it('is for staff: a customer who opens it is told so, and nothing is asked of the server', () => {
    session.setUser({ ...staff, email: 'klant@bouwbedrijf.example', isStaff: false });
    const server = fakeServer();
    renderPanel();
    expect(screen.getByText(/alleen met een account van een medewerker/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delen' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
