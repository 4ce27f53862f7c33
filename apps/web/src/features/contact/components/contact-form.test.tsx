import { MantineProvider } from '@mantine/core';
import { sendMail } from '@portal/shared/api/mail.api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ContactForm } from './contact-form';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'helpdesk@drukwerkdirect.example', phone: '030 123 45 67' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <ContactForm />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    name: field(/^Naam/),
    email: field(/^E-mailadres/),
    message: field(/^Uw bericht/),
    submit: screen.getByRole('button', { name: 'Bericht verzenden' }) as HTMLButtonElement,
  };
}

function fill(
  fields: ReturnType<typeof renderForm>,
  values: { name: string; email: string; message: string },
) {
  fireEvent.change(fields.name, { target: { value: values.name } });
  fireEvent.change(fields.email, { target: { value: values.email } });
  fireEvent.change(fields.message, { target: { value: values.message } });
}

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ContactForm', () => {
  it('shows Dutch errors linked to the fields, focuses the first, and sends nothing', async () => {
    const fetchMock = stubFetch(async () => json(202, { sent: true }));
    const fields = renderForm();
    fill(fields, { name: 'x'.repeat(129), email: 'geen-adres', message: '   ' });
    fireEvent.click(fields.submit);

    expect(await screen.findByText('Maximaal 128 karakters.')).toBeTruthy();
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    const described = fields.name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Maximaal 128 karakters.');
    expect(document.activeElement).toBe(fields.name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the contact mail with trimmed values, confirms, and empties the form after 1.5 s', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const fields = renderForm();
    fill(fields, {
      name: ' Anna de Vries ',
      email: 'anna@example.org',
      message: 'Kunnen jullie A0 printen?\n',
    });
    fireEvent.click(fields.submit);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(sendMail.path);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      to: 'contact',
      subject: 'Contactformulier',
      title: 'Bericht via het contactformulier',
      userInfo: { name: 'Anna de Vries', email: 'anna@example.org' },
      message: 'Kunnen jullie A0 printen?',
    });
    await vi.waitFor(() => expect(fields.submit.disabled).toBe(true));

    vi.useFakeTimers();
    await act(async () => answer(json(202, { sent: true })));
    expect(screen.getByRole('status').textContent).toBe('Uw bericht is verzonden.');
    expect(fields.name.value).toBe(' Anna de Vries ');

    await act(async () => vi.advanceTimersByTime(1_499));
    expect(fields.name.value).toBe(' Anna de Vries ');
    await act(async () => vi.advanceTimersByTime(1));
    expect(fields.name.value).toBe('');
    expect(fields.email.value).toBe('');
    expect(fields.message.value).toBe('');
    expect(fields.submit.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Uw bericht is verzonden.');
  });

  it('shows the spec text on failure and the server text on a rate limit, keeping what was typed', async () => {
    let status = 500;
    stubFetch(async () =>
      status === 429
        ? json(429, { error: 'RATE_LIMITED', message: 'U heeft dit te vaak geprobeerd.' })
        : json(500, { error: 'INTERNAL_ERROR', message: 'Er is iets misgegaan aan onze kant.' }),
    );
    const fields = renderForm();
    fill(fields, { name: 'Anna', email: 'anna@example.org', message: 'Vraag' });

    fireEvent.click(fields.submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Er is een fout opgetreden bij het verzenden van uw bericht, probeer het later nogmaals.',
    );
    expect(fields.name.value).toBe('Anna');

    status = 429;
    fireEvent.click(fields.submit);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('U heeft dit te vaak geprobeerd.'),
    );
    expect(fields.message.value).toBe('Vraag');
  });
});
