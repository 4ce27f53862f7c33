import { MantineProvider } from '@mantine/core';
import { listUserDeliveryAddresses } from '@portal/shared/api/addresses.api';
import {
  createCustomerFromRequest,
  getStaffCustomer,
  handleCustomerChangeRequest,
  listCustomerChangeRequests,
  listNewCustomerRequests,
  listStaffCustomers,
} from '@portal/shared/api/customers.api';
import type {
  CustomerAddress,
  CustomerChangeRequest,
  NewCustomerRequest,
  StaffCustomer,
} from '@portal/shared/schemas/customers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../../lib/site-context';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { uuid } from '../../../testing/placed-orders';
import { initTestI18n, testSite } from '../../../testing/render-with-app';
import { StaffCustomersPage } from './staff-customers-page';

const address: CustomerAddress = {
  company: 'Nieuw Bedrijf B.V.',
  department: '',
  name: 'Nina Nieuw',
  street: 'Startersweg',
  number: '5',
  addition: '',
  zipCode: '1012 AB',
  city: 'Amsterdam',
  phone: '',
  email: 'nina@nieuwbedrijf.example',
  kvk: '12345678',
};

const request: NewCustomerRequest = {
  orderId: uuid(1),
  address,
  orderedBy: { id: uuid(2), email: 'nina@nieuwbedrijf.example', name: 'Nina Nieuw' },
  orders: [{ id: uuid(1), orderNumber: '2026-000042', placedAt: '2026-03-02T09:15:00.000Z' }],
};

const change: CustomerChangeRequest = {
  id: uuid(3),
  customerNumber: '1004217',
  address: { ...address, company: 'Bouwbedrijf Demo B.V.', kvk: '30187342' },
  requestedBy: { id: uuid(4), email: 'klant@bouwbedrijf.example', name: 'Karin de Klant' },
  message: 'Ons nieuwe adres is Printweg 1.',
  requestedAt: '2026-03-02T10:00:00.000Z',
  handled: null,
};

const customer: StaffCustomer = {
  customerNumber: '1004217',
  company: 'Bouwbedrijf Demo B.V.',
  city: 'Utrecht',
  users: [{ id: uuid(4), email: 'klant@bouwbedrijf.example', name: 'Karin de Klant' }],
};

function setup() {
  const server = fakeServer();
  const calls: unknown[] = [];
  let open = [request];
  server.on(listNewCustomerRequests, () => ({ requests: open }));
  server.on(listCustomerChangeRequests, () => ({ requests: [change] }));
  server.on(listStaffCustomers, () => ({ customers: [customer], more: false }));
  server.on(createCustomerFromRequest, ({ body }) => {
    calls.push(body);
    const { customerNumber } = body as { customerNumber: string };
    if (customerNumber === '1004217')
      return new FakeAnswer(409, {
        error: 'CUSTOMER_NUMBER_TAKEN',
        message: 'Klantnummer 1004217 is al in gebruik. Kies een ander klantnummer.',
      });
    open = [];
    return {
      customerNumber,
      company: address.company,
      linkedUserEmail: request.orderedBy.email,
      orderNumbers: ['2026-000042'],
    };
  });
  server.on(handleCustomerChangeRequest, ({ body }) => {
    calls.push(body);
    return {
      ...change,
      handled: { outcome: 'done', note: '', byEmail: 'mark@provider.example', at: change.requestedAt },
    };
  });
  server.on(getStaffCustomer, () => ({
    ...customer,
    invoiceAddress: change.address,
    history: [
      {
        change: 'linked',
        userEmail: 'klant@bouwbedrijf.example',
        changedByEmail: 'mark@provider.example',
        changedAt: '2026-03-01T08:00:00.000Z',
        note: '',
      },
    ],
  }));
  server.on(listUserDeliveryAddresses, () => ({ addresses: [], mayAdd: false }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/medewerkers/klanten']}>
            <StaffCustomersPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  return { server, calls };
}

beforeAll(initTestI18n);

describe('the Klanten screen', () => {
  it('lists the open new-customer request, the change request and the customers, without serious axe findings', async () => {
    setup();
    const card = await screen.findByTestId('new-customer-request');
    expect(within(card).getByRole('heading', { name: 'Nieuw Bedrijf B.V.' })).toBeTruthy();
    expect(card.textContent).toContain('12345678');
    expect(card.textContent).toContain('Nina Nieuw, nina@nieuwbedrijf.example');
    expect(card.textContent).toContain('2026-000042 (02-03-2026 10:15)');
    const changeCard = await screen.findByTestId('change-request');
    expect(changeCard.textContent).toContain('Ons nieuwe adres is Printweg 1.');
    expect(changeCard.textContent).toContain('Aangevraagd door Karin de Klant op 02-03-2026 11:00');
    const row = await screen.findByTestId('staff-customer-row');
    expect(row.textContent).toContain('1004217');
    expect(row.textContent).toContain('klant@bouwbedrijf.example');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the server’s refusal of a number beside the field, and the outcome once a free number is given', async () => {
    const { calls } = setup();
    const field = await screen.findByRole('textbox', { name: /Klantnummer voor Nieuw Bedrijf B\.V\./ });
    fireEvent.change(field, { target: { value: '1004217' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klantnummer geven' }));
    expect(
      await screen.findByText('Klantnummer 1004217 is al in gebruik. Kies een ander klantnummer.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations()).toEqual([]);

    fireEvent.change(field, { target: { value: '2100777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Klantnummer geven' }));
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Nieuw Bedrijf B.V. is klant 2100777; nina@nieuwbedrijf.example is gekoppeld en order 2026-000042 heeft het klantnummer.',
      ),
    );
    expect(calls).toEqual([
      { orderId: request.orderId, customerNumber: '1004217' },
      { orderId: request.orderId, customerNumber: '2100777' },
    ]);
    expect(await screen.findByText('Er staan geen aanvragen van nieuwe klanten open.')).toBeTruthy();
  });

  it('marks a change request done with a note, and opens a customer with its users and history', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Afhandelen zonder wijziging' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notitie' }), { target: { value: 'Gebeld.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls).toEqual([{ outcome: 'done', note: 'Gebeld.' }]));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Het verzoek van Karin de Klant is afgehandeld.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Klant 1004217 bekijken' }));
    const detail = await screen.findByTestId('staff-customer-detail');
    expect(within(detail).getByRole('heading', { name: 'Klant 1004217' })).toBeTruthy();
    expect(
      await within(detail).findByRole('button', { name: 'klant@bouwbedrijf.example ontkoppelen' }),
    ).toBeTruthy();
    expect(within(detail).getByTestId('customer-history').textContent).toContain(
      'klant@bouwbedrijf.example gekoppeld door mark@provider.example op 01-03-2026 09:00',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('says Geen toegang when the server refuses the caller', async () => {
    const server = fakeServer();
    server.on(
      listNewCustomerRequests,
      () => new FakeAnswer(403, { error: 'FORBIDDEN', message: 'Geen toegang.' }),
    );
    server.on(
      listCustomerChangeRequests,
      () => new FakeAnswer(403, { error: 'FORBIDDEN', message: 'Geen toegang.' }),
    );
    server.on(
      listStaffCustomers,
      () => new FakeAnswer(403, { error: 'FORBIDDEN', message: 'Geen toegang.' }),
    );
    render(
      <SiteContext.Provider value={testSite}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MantineProvider>
            <MemoryRouter>
              <StaffCustomersPage />
            </MemoryRouter>
          </MantineProvider>
        </QueryClientProvider>
      </SiteContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeTruthy();
  });
});
