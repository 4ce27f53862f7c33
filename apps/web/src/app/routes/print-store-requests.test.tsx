import { sendMail } from '@portal/shared/api/mail.api';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { ThemeContext } from '../../lib/theme-context';
import { seriousViolations } from '../../testing/axe';
import { type FakeCall, fakeServer } from '../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../testing/render-with-app';
import { ExtraInfoRequest, ProductRequestBlock } from './print-store-requests';
import '../../features/print-store/texts';

/**
 * The print store's product request and extra-info request (spec 02 sections 2.2, 5 and 8): the
 * contact form as a dialog to the recipient 'printStore', message and e-mail required, no name;
 * 'Uw bericht is verzonden.' and the dialog closes after 1.5 s; hidden by hideProductRequest.
 */

const theme = (hideProductRequest: boolean): ThemeResponse => ({
  themeID: '00000000-0000-4000-8000-000000000902',
  name: 'default',
  mainThemeName: 'default',
  title: 'Drukwerk Direct',
  isDefault: true,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: { hideProductRequest },
    colours: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#f4f6f8' },
  }),
  propositions: [],
  images: { logo: null, background: null },
});

const inTheme = (ui: React.ReactNode, hideProductRequest = false) => (
  <ThemeContext.Provider value={theme(hideProductRequest)}>{ui}</ThemeContext.Provider>
);

beforeAll(async () => {
  await initTestI18n();
  session.setUser(null);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the product request', () => {
  it('sends message and e-mail without a name to the print store, confirms, and closes after 1.5 s', async () => {
    const server = fakeServer();
    const sent: FakeCall[] = [];
    server.on(sendMail, (call) => {
      sent.push(call);
      return { sent: true };
    });
    renderWithApp(inTheme(<ProductRequestBlock />));
    expect(screen.getByRole('heading', { name: 'Niet gevonden wat u zoekt?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Product aanvragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product aanvragen' });
    expect(await seriousViolations(dialog)).toEqual([]);

    // Without an e-mail address nothing is sent.
    fireEvent.change(screen.getByRole('textbox', { name: /^Uw bericht/ }), {
      target: { value: 'Een bord "Fietsen hier plaatsen", 40 × 30 cm, dibond.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bericht verzenden' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^E-mailadres/ }), {
      target: { value: 'facilitair@school.example' },
    });
    // The dialog's 1.5 s are the test's to move on: the clock is faked before the timer starts.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Bericht verzenden' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      to: 'printStore',
      subject: 'Productaanvraag printwinkel',
      title: expect.any(String),
      userInfo: { name: '', email: 'facilitair@school.example' },
      message: 'Een bord "Fietsen hier plaatsen", 40 × 30 cm, dibond.',
    });
    expect(await screen.findByText('Uw bericht is verzonden.')).toBeTruthy();

    expect(screen.getByRole('dialog', { name: 'Product aanvragen' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_500));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Product aanvragen' })).toBeNull());
  });

  it('is not offered where the theme hides it (hideProductRequest)', () => {
    fakeServer();
    renderWithApp(inTheme(<ProductRequestBlock />, true));
    expect(screen.queryByRole('button', { name: 'Product aanvragen' })).toBeNull();
  });
});

describe('the extra-info request', () => {
  it('names the design in the subject and starts the message with its name and address', async () => {
    const server = fakeServer();
    const sent: FakeCall[] = [];
    server.on(sendMail, (call) => {
      sent.push(call);
      return { sent: true };
    });
    renderWithApp(inTheme(<ExtraInfoRequest name="Nooduitgang links" />), { path: '/printstore/x' });
    fireEvent.click(screen.getByRole('button', { name: 'Meer informatie aanvragen' }));
    await screen.findByRole('dialog', { name: 'Meer informatie aanvragen' });
    const message = screen.getByRole('textbox', { name: /^Uw bericht/ }) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Graag ontvang ik meer informatie over Nooduitgang links \(http/);
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mailadres/ }), {
      target: { value: 'facilitair@school.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bericht verzenden' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      to: 'printStore',
      subject: 'Informatieaanvraag: Nooduitgang links',
    });
  });
});
