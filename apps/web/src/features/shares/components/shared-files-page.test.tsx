import { getSharedFiles, unlockSharedFiles } from '@portal/shared/api/shares.api';
import { translate } from '@portal/shared/i18n/translate';
import type { SharedInfo } from '@portal/shared/schemas/shares';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { SharedFilesPage } from './shared-files-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const INFO: SharedInfo = {
  files: [
    { id: '33333333-3333-4333-8333-333333333333', name: 'offerte.pdf', size: 2048 },
    { id: '55555555-5555-4555-8555-555555555555', name: 'tekening.pdf', size: 3 * 1024 * 1024 },
  ],
  expiresAt: '2026-12-05T09:00:00.000Z',
  message: 'Hierbij de stukken.',
  sharedBy: 'Sanne Medewerker',
};
const refusal = (
  status: number,
  code: 'SHARE_LINK_INVALID' | 'SHARE_PASSWORD_REQUIRED' | 'SHARE_PASSWORD_WRONG' | 'SHARE_LOCKED',
) => new FakeAnswer(status, { error: code, message: translate(`errors.${code}`) });

const renderPage = () => renderWithApp(<SharedFilesPage token={TOKEN} />, { path: `/gedeeld/${TOKEN}` });

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());

describe('the page of a shared-files link', () => {
  it('lists the files with a download link each, who shared them and until when', async () => {
    const server = fakeServer();
    server.on(getSharedFiles, ({ params }) =>
      params.token === TOKEN ? INFO : refusal(404, 'SHARE_LINK_INVALID'),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gedeelde bestanden' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sanne Medewerker deelt deze bestanden met u. U kunt ze downloaden tot 05-12-2026 om 10:00.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hierbij de stukken.')).toBeTruthy();
    expect(screen.getAllByTestId('shared-file')).toHaveLength(2);
    expect(screen.getByText('3,0 MB')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'tekening.pdf downloaden' });
    expect(link.getAttribute('href')).toBe(
      `/api/v3/shared/${TOKEN}/files/55555555-5555-4555-8555-555555555555`,
    );
    expect(document.title).toBe('Gedeelde bestanden');
    expect(await seriousViolations()).toEqual([]);
  });

  it('asks for the password first, says when it is wrong or locked, and opens with the right one', async () => {
    const server = fakeServer();
    server.on(getSharedFiles, () => refusal(403, 'SHARE_PASSWORD_REQUIRED'));
    const tried: unknown[] = [];
    server.on(unlockSharedFiles, ({ body }) => {
      tried.push(body);
      const { password } = body as { password: string };
      if (password === 'Zomer-2026!') return INFO;
      return tried.length >= 2 ? refusal(429, 'SHARE_LOCKED') : refusal(403, 'SHARE_PASSWORD_WRONG');
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord nodig' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    const field = screen.getByLabelText(/^Wachtwoord/);
    fireEvent.change(field, { target: { value: 'fout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestanden openen' }));
    expect(await screen.findByText(translate('errors.SHARE_PASSWORD_WRONG'))).toBeTruthy();
    fireEvent.change(field, { target: { value: 'nog fouter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestanden openen' }));
    expect(await screen.findByText(translate('errors.SHARE_LOCKED'))).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Zomer-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestanden openen' }));
    expect(await screen.findByRole('link', { name: 'offerte.pdf downloaden' })).toBeTruthy();
    expect(tried.at(-1)).toEqual({ password: 'Zomer-2026!' });
  });

  it('says plainly that a link that expired, was revoked or never existed does not work', async () => {
    const server = fakeServer();
    server.on(getSharedFiles, () => refusal(404, 'SHARE_LINK_INVALID'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze link werkt niet' })).toBeTruthy();
    expect(screen.getByText(translate('errors.SHARE_LINK_INVALID'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /downloaden/ })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
