import {
  addInvoiceAddress,
  addProject,
  listInvoiceAddresses,
  requestCustomerDataChange,
} from '@portal/shared/api/customers.api';
import { addressBook } from '@portal/shared/i18n/nl/address-book';
import type { User } from '@portal/shared/schemas/account';
import type { InvoiceAddressList, StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { orderAddressSchema } from '@portal/shared/schemas/order-details';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { orderDetails } from '../stores/order-details-store';
import { FOLLOW_MESSAGE_HASH, InvoiceStep } from './invoice-step';

const USER_ID = '7d3f0b2e-1c4a-4e5b-8f6a-9b0c1d2e3f40';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const user = (overrides: Partial<User> = {}): User => ({
  uid: USER_ID,
  email: 'inkoop@rivierstad.example',
  name: 'Anna de Vries',
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
  isStaff: false,
  staffRoles: [],
  preferences: { hiddenIntros: {}, showPrintStorePopUp: true },
  hasArchives: false,
  loggedIn: true,
  ...overrides,
});

const theme = (customFields: Record<string, unknown> = {}): ThemeResponse => ({
  themeID: uuid(900),
  name: 'gemeente-rivierstad',
  mainThemeName: 'gemeente-rivierstad',
  title: 'Gemeente Rivierstad',
  isDefault: false,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: {},
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
    customFields,
  }),
  propositions: [],
  images: { logo: null, background: null },
});

function address(n: number, overrides: Partial<StoredInvoiceAddress> = {}): StoredInvoiceAddress {
  return {
    id: uuid(n),
    company: `Bedrijf ${n}`,
    department: '',
    name: '',
    street: 'Stationsplein',
    number: String(n),
    addition: '',
    zipCode: '3511 AB',
    city: 'Utrecht',
    phone: '',
    email: '',
    kvk: '12345678',
    customerNumber: `100000${n}`,
    newCustomer: false,
    isEditable: false,
    deliveryAddress: false,
    projects: [],
    references: [],
    ...overrides,
  };
}

const project = (n: number, name: string, removable = false) => ({
  id: uuid(100 + n),
  name,
  userId: removable ? USER_ID : null,
  removable,
});
const reference = (n: number, value: string) => ({
  id: uuid(200 + n),
  value,
  userId: null,
  removable: false,
});

function setup(
  list: InvoiceAddressList,
  options: { user?: User; customFields?: Record<string, unknown>; path?: string } = {},
) {
  const server = fakeServer();
  let current = list;
  server.on(listInvoiceAddresses, () => current);
  renderWithApp(<InvoiceStep user={options.user ?? user()} theme={theme(options.customFields)} />, {
    path: options.path ?? '/',
  });
  return {
    server,
    replaceList(next: InvoiceAddressList) {
      current = next;
    },
  };
}

const details = () => orderDetails.getSnapshot().details;

beforeAll(initTestI18n);

beforeEach(() => {
  orderDetails.reset();
  // jsdom has none; Mantine's Select measures its dropdown with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing a customer number', () => {
  const single = address(1, {
    projects: [project(1, 'Algemeen')],
    references: [reference(1, 'INK-2026')],
  });
  const several = address(2, { projects: [project(2, 'Wegen'), project(3, 'Groen')] });

  it('asks for a customer number first, then fills project and reference by the rule', async () => {
    setup({ addresses: [single, several], mayAdd: false });
    const message = await screen.findByTestId('invoice-message');
    expect(message.textContent).toBe('Selecteer links een klantnummer bij deze order');
    expect(message.getAttribute('role')).toBe('status');

    fireEvent.click(screen.getByRole('radio', { name: /Klantnummer 1000001/ }));
    expect((screen.getByRole('textbox', { name: 'Project' }) as HTMLInputElement).value).toBe('Algemeen');
    expect((screen.getByRole('textbox', { name: 'Referentie' }) as HTMLInputElement).value).toBe('INK-2026');
    expect(details().invoiceAddress).toMatchObject({
      id: single.id,
      customerNumber: '1000001',
      kvk: '12345678',
    });
    expect(details().project).toEqual({ id: single.projects[0]?.id, name: 'Algemeen' });
    expect(screen.queryByTestId('invoice-message')).toBeNull();

    // Two projects and no reference: nothing is guessed.
    fireEvent.click(screen.getByRole('radio', { name: /Klantnummer 1000002/ }));
    expect((screen.getByRole('textbox', { name: 'Project' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Referentie' }) as HTMLInputElement).value).toBe('');
    expect(details().project).toBeNull();
  });

  it("takes the user's formatString as the project when there is one", async () => {
    setup({ addresses: [single, several], mayAdd: false }, { user: user({ formatString: '4410-' }) });
    fireEvent.click(await screen.findByRole('radio', { name: /Klantnummer 1000001/ }));
    expect(details().project).toEqual({ id: null, name: '4410-' });
    expect(details().reference).toBe('INK-2026');
  });

  it('chooses the only address by itself', async () => {
    setup({ addresses: [single], mayAdd: false });
    await waitFor(() => expect(details().invoiceAddress?.id).toBe(single.id));
    expect((screen.getByRole('radio', { name: /Klantnummer 1000001/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('keeps a project and reference typed before the only address arrived', async () => {
    const server = fakeServer();
    let answer: (list: InvoiceAddressList) => void = () => {};
    server.on(listInvoiceAddresses, () => new Promise((resolve) => (answer = resolve)));
    renderWithApp(<InvoiceStep user={user()} theme={theme()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Project' }), {
      target: { value: 'Eigen project' },
    });
    await waitFor(() => expect(server.calls).toContain('GET /api/v3/invoice-addresses'));
    answer({ addresses: [single], mayAdd: false });
    await waitFor(() => expect(details().invoiceAddress?.id).toBe(single.id));
    expect(details().project).toEqual({ id: null, name: 'Eigen project' });
    expect(details().reference).toBe('INK-2026');
  });

  it('announces a message that follows from what the user did', async () => {
    setup({ addresses: [single, several], mayAdd: false }, { customFields: { project: { required: true } } });
    fireEvent.click(await screen.findByRole('radio', { name: /Klantnummer 1000002/ }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Het project is nog niet (correct) ingevuld, klik hier.');
    fireEvent.click(within(message).getByRole('button'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Project' }));
    expect(screen.getByRole('textbox', { name: 'Project' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe("arriving through the confirm step's link", () => {
  it('marks the project over 32 characters and focuses it, as following the message does', async () => {
    orderDetails.update({ project: { id: null, name: 'X'.repeat(40) } });
    setup(
      { addresses: [address(1)], mayAdd: false },
      { path: `/print-order/factureren#${FOLLOW_MESSAGE_HASH}` },
    );
    const field = await screen.findByRole('textbox', { name: 'Project' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Maximaal 32 karakters.')).toBeTruthy();
  });

  it('opens no new-customer form while the only customer number is still being chosen', async () => {
    orderDetails.update({ project: { id: null, name: 'X'.repeat(40) } });
    setup(
      { addresses: [address(1)], mayAdd: true },
      { path: `/print-order/factureren#${FOLLOW_MESSAGE_HASH}` },
    );
    const field = await screen.findByRole('textbox', { name: 'Project' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("leaves the step as it is without the link's hash", async () => {
    orderDetails.update({ project: { id: null, name: 'X'.repeat(40) } });
    setup({ addresses: [address(1)], mayAdd: false });
    await waitFor(() => expect(details().invoiceAddress).not.toBeNull());
    const field = screen.getByRole('textbox', { name: 'Project' });
    expect(document.activeElement).not.toBe(field);
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('the project', () => {
  const costCentre = {
    project: {
      label: 'Kostenplaats',
      fields: [{ format: '\\d{4}', maxLength: 4 }, { format: 'PR\\d{3}' }],
    },
  };

  it('marks an invalid field with its message once the user has left it', async () => {
    setup({ addresses: [address(1)], mayAdd: false }, { customFields: costCentre });
    await waitFor(() => expect(details().invoiceAddress).not.toBeNull());
    const first = screen.getByRole('textbox', { name: 'Kostenplaats, deel 1 van 2' });
    const second = screen.getByRole('textbox', { name: 'Kostenplaats, deel 2 van 2' });
    expect(first.getAttribute('placeholder')).toBe('max 4 karakters');
    expect(second.getAttribute('placeholder')).toBe('max 32 karakters');

    fireEvent.change(first, { target: { value: 'abcd' } });
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.blur(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dit voldoet niet aan het voorgeschreven formaat (4 cijfers).')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.change(first, { target: { value: '44100' } });
    expect(screen.getByText('Maximaal 4 karakters.')).toBeTruthy();
  });

  it('names the cost centre as the theme does, with the format of each part, in the step’s message and beside the field (issue 32 point 6)', async () => {
    setup(
      { addresses: [address(1)], mayAdd: false },
      {
        customFields: {
          project: {
            label: 'Kostenplaats',
            required: true,
            fields: [
              { format: '\\d{4}', maxLength: 4 },
              { format: '[A-Z]{2}\\d{3}', maxLength: 5 },
            ],
          },
          reference: { label: 'Zaaknummer', format: 'Z-\\d{6}', maxLength: 8, placeholder: 'Z-123456' },
        },
      },
    );
    const message = await screen.findByTestId('invoice-message');
    expect(message.textContent).toBe(
      'Kostenplaats is nog niet (correct) ingevuld (deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3 cijfers), klik hier.',
    );
    expect(message.textContent).not.toMatch(/project/i);
    const first = screen.getByRole('textbox', { name: 'Kostenplaats, deel 1 van 2' });
    const second = screen.getByRole('textbox', { name: 'Kostenplaats, deel 2 van 2' });
    fireEvent.change(first, { target: { value: '4410' } });
    fireEvent.change(second, { target: { value: 'pr123' } });
    fireEvent.blur(second);
    expect(
      screen.getByText(
        'Dit voldoet niet aan het voorgeschreven formaat (2 hoofdletters gevolgd door 3 cijfers).',
      ),
    ).toBeTruthy();
    fireEvent.change(second, { target: { value: 'PR123' } });
    const reference = screen.getByRole('textbox', { name: 'Zaaknummer' });
    fireEvent.change(reference, { target: { value: 'Z-12' } });
    fireEvent.blur(reference);
    await waitFor(() =>
      expect(screen.getByTestId('invoice-message').textContent).toBe(
        'Zaaknummer is nog niet (correct) ingevuld (‘Z-’ gevolgd door 6 cijfers), klik hier.',
      ),
    );
    expect(
      screen.getByText('Dit voldoet niet aan het voorgeschreven formaat (‘Z-’ gevolgd door 6 cijfers).'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('spreads a pasted project over its fields', async () => {
    setup({ addresses: [address(1)], mayAdd: false }, { customFields: costCentre });
    await waitFor(() => expect(details().invoiceAddress).not.toBeNull());
    const first = screen.getByRole('textbox', { name: 'Kostenplaats, deel 1 van 2' });
    fireEvent.change(first, { target: { value: '4410-PR123' } });
    expect((first as HTMLInputElement).value).toBe('4410');
    expect(
      (screen.getByRole('textbox', { name: 'Kostenplaats, deel 2 van 2' }) as HTMLInputElement).value,
    ).toBe('PR123');
    expect(details().project).toEqual({ id: null, name: '4410-PR123' });
  });

  it('offers a new project for saving only when it is valid, and saves it in the list', async () => {
    const chosen = address(1, { projects: [project(1, '4410-PR001')] });
    const { server } = setup({ addresses: [chosen], mayAdd: false }, { customFields: costCentre });
    const saved: unknown[] = [];
    server.on(addProject, ({ params, body }) => {
      saved.push({ params, body });
      return { ...chosen, projects: [...chosen.projects, project(9, '4410-PR123', true)] };
    });
    await waitFor(() => expect(details().invoiceAddress?.id).toBe(chosen.id));
    const first = screen.getByRole('textbox', { name: 'Kostenplaats, deel 1 van 2' });
    const second = screen.getByRole('textbox', { name: 'Kostenplaats, deel 2 van 2' });

    fireEvent.change(first, { target: { value: '4410' } });
    fireEvent.change(second, { target: { value: 'XX123' } });
    expect(screen.queryByRole('button', { name: 'Bewaar in projectenlijst' })).toBeNull();
    // Already in the list: nothing new to save.
    fireEvent.change(second, { target: { value: 'PR001' } });
    expect(screen.queryByRole('button', { name: 'Bewaar in projectenlijst' })).toBeNull();
    expect(details().project).toEqual({ id: chosen.projects[0]?.id, name: '4410-PR001' });

    fireEvent.change(second, { target: { value: 'PR123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar in projectenlijst' }));
    expect(await screen.findByText('Het project is bewaard in de projectenlijst.')).toBeTruthy();
    expect(saved).toEqual([{ params: { addressId: chosen.id }, body: { name: '4410-PR123' } }]);
    expect(details().project).toEqual({ id: uuid(109), name: '4410-PR123' });
    expect(screen.getByRole('button', { name: 'Verwijder uit projectenlijst' })).toBeTruthy();
  });

  it('never offers saving when the theme hides new projects', async () => {
    setup(
      { addresses: [address(1)], mayAdd: false },
      { customFields: { project: { hideNewProject: true } } },
    );
    const input = await screen.findByRole('textbox', { name: 'Project' });
    await waitFor(() => expect(details().invoiceAddress).not.toBeNull());
    fireEvent.change(input, { target: { value: 'Nieuwbouw' } });
    expect(screen.queryByRole('button', { name: 'Bewaar in projectenlijst' })).toBeNull();
  });

  it('picks a project from the list', async () => {
    const chosen = address(1, { projects: [project(1, 'Wegen'), project(2, 'Groen')] });
    setup({ addresses: [chosen], mayAdd: false });
    fireEvent.click(await screen.findByRole('textbox', { name: 'Kies uit de projectenlijst' }));
    // The dropdown's opening transition keeps it hidden from the accessibility tree in jsdom.
    fireEvent.click(await screen.findByRole('option', { name: 'Groen', hidden: true }));
    expect(details().project).toEqual({ id: uuid(102), name: 'Groen' });
    expect((screen.getByRole('textbox', { name: 'Project' }) as HTMLInputElement).value).toBe('Groen');
  });
});

describe('the reference', () => {
  it('is not shown when the theme hides it', async () => {
    setup({ addresses: [address(1)], mayAdd: false }, { customFields: { reference: { hide: true } } });
    await screen.findByRole('textbox', { name: 'Project' });
    expect(screen.queryByRole('textbox', { name: 'Referentie' })).toBeNull();
  });

  it('marks a reference longer than 15 characters', async () => {
    setup({ addresses: [address(1)], mayAdd: false });
    await waitFor(() => expect(details().invoiceAddress).not.toBeNull());
    const input = screen.getByRole('textbox', { name: 'Referentie' });
    expect(input.getAttribute('placeholder')).toBe('max 15 karakters');
    fireEvent.change(input, { target: { value: 'Zaak 2026-000123' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Maximaal 15 karakters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bewaar in referentielijst' })).toBeNull();
    fireEvent.change(input, { target: { value: 'Zaak 12' } });
    expect(screen.getByRole('button', { name: 'Bewaar in referentielijst' })).toBeTruthy();
  });
});

describe('the quotation number', () => {
  it('is asked for only when the box is ticked, with exactly 7 characters', async () => {
    setup({ addresses: [address(1)], mayAdd: false });
    const box = await screen.findByRole('checkbox', { name: 'Order n.a.v. offerteaanvraag' });
    expect(screen.queryByRole('textbox', { name: /Offertenummer/ })).toBeNull();
    expect(details().quotationNo).toBeNull();

    fireEvent.click(box);
    const input = screen.getByRole('textbox', { name: /Offertenummer/ });
    expect(input.getAttribute('maxlength')).toBe('7');
    expect(details().quotationNo).toBe('');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Een offertenummer bestaat uit precies 7 tekens.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('invoice-message').textContent).toBe(
        'Het offertenummer moet uit precies 7 tekens bestaan, klik hier.',
      ),
    );

    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(details().quotationNo).toBe('1234567');
    expect(screen.queryByTestId('invoice-message')).toBeNull();

    fireEvent.click(box);
    expect(details().quotationNo).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Offertenummer/ })).toBeNull();
  });
});

describe('a new customer', () => {
  it('refuses a bad KvK number and missing required fields, then saves and chooses the address', async () => {
    const { server, replaceList } = setup({ addresses: [], mayAdd: true });
    const posted: unknown[] = [];
    const stored = address(5, {
      customerNumber: null,
      newCustomer: true,
      isEditable: true,
      company: 'Bakkerij Jansen',
      name: 'Piet Jansen',
      email: 'piet@jansen.example',
      kvk: '87654321',
    });
    server.on(addInvoiceAddress, ({ body }) => {
      posted.push(body);
      replaceList({ addresses: [stored], mayAdd: true });
      return stored;
    });
    expect((await screen.findByTestId('invoice-message')).textContent).toBe(
      'Uw factuurgegevens ontbreken nog.',
    );
    expect(screen.getByText('De lijst is nog leeg')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nieuw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe klant' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    // It starts from what the portal knows: the contact and e-mail of the profile (issue 32 point 5).
    const value = (label: RegExp) =>
      (within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement).value;
    expect([value(/Contactpersoon/), value(/E-mailadres/)]).toEqual([
      'Anna de Vries',
      'inkoop@rivierstad.example',
    ]);
    fill(/Contactpersoon/, '');
    fill(/E-mailadres/, '');
    fill(/Bedrijfsnaam/, 'Bakkerij Jansen');
    fill(/Straat/, 'Dorpsstraat');
    fill(/Postcode/, '1234 AB');
    fill(/Plaats/, 'Ons Dorp');
    fill(/KvK-nummer/, '1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeTruthy();
    const kvk = within(dialog).getByRole('textbox', { name: /KvK-nummer/ });
    expect(kvk.getAttribute('aria-invalid')).toBe('true');
    expect(kvk.getAttribute('maxlength')).toBe('8');
    for (const label of [/Contactpersoon/, /E-mailadres/, /Huisnummer/])
      expect(within(dialog).getByRole('textbox', { name: label }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Nog niet alle verplichte velden zijn (correct) ingevuld.',
    );
    expect(posted).toEqual([]);

    fill(/KvK-nummer/, '87654321');
    fill(/Contactpersoon/, 'Piet Jansen');
    fill(/E-mailadres/, 'piet@jansen.example');
    fill(/Huisnummer/, '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(details().invoiceAddress?.id).toBe(stored.id));
    expect(posted).toEqual([
      expect.objectContaining({
        company: 'Bakkerij Jansen',
        kvk: '87654321',
        number: '12',
        zipCode: '1234 AB',
      }),
    ]);
    expect(details().invoiceAddress).toMatchObject({ newCustomer: true, customerNumber: null });
    expect(await screen.findByRole('radio', { name: /Nieuwe klant/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bewerken Bakkerij Jansen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Wijziging doorgeven/ })).toBeNull();
  });
});

describe('a new customer’s details start from what the portal knows (issue 32 point 5)', () => {
  it('fills in the profile and the delivery address just entered on Bezorgen, and saves them as checked', async () => {
    orderDetails.update({
      orderType: 'deliver',
      deliveryAddress: orderAddressSchema.parse({
        id: uuid(400),
        company: 'Bouwbedrijf De Vries',
        department: 'Inkoop',
        name: 'Piet Jansen',
        street: 'Kanaalweg',
        number: '12',
        zipCode: '3526 KL',
        city: 'Utrecht',
      }),
    });
    const { server, replaceList } = setup({ addresses: [], mayAdd: true });
    const posted: unknown[] = [];
    server.on(addInvoiceAddress, ({ body }) => {
      posted.push(body);
      const stored = address(6, {
        customerNumber: null,
        newCustomer: true,
        isEditable: true,
        ...(body as object),
      });
      replaceList({ addresses: [stored], mayAdd: true });
      return stored;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe klant' });
    const value = (label: RegExp) =>
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: label }).value;
    expect(value(/Bedrijfsnaam/)).toBe('Bouwbedrijf De Vries');
    expect(value(/Contactpersoon/)).toBe('Anna de Vries');
    expect(value(/E-mailadres/)).toBe('inkoop@rivierstad.example');
    expect(value(/Telefoonnummer/)).toBe('0301234567');
    expect(value(/Straat/)).toBe('Kanaalweg');
    expect(value(/Huisnummer/)).toBe('12');
    expect(value(/Postcode/)).toBe('3526 KL');
    expect(value(/Plaats/)).toBe('Utrecht');
    expect(value(/KvK-nummer/)).toBe('');
    expect(await seriousViolations()).toEqual([]);

    // Only the KvK number is the customer's to add.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /KvK-nummer/ }), {
      target: { value: '87654321' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      company: 'Bouwbedrijf De Vries',
      name: 'Anna de Vries',
      email: 'inkoop@rivierstad.example',
      street: 'Kanaalweg',
      city: 'Utrecht',
      kvk: '87654321',
    });
  });
});

describe('a change of customer data', () => {
  it('is required, sent, and confirmed in the words of the server', async () => {
    const customer = address(1);
    const { server } = setup({ addresses: [customer], mayAdd: false });
    const sent: unknown[] = [];
    server.on(requestCustomerDataChange, ({ body }) => {
      sent.push(body);
      return { sent: true, message: addressBook.changeRequest.confirmation };
    });
    expect(screen.queryByRole('button', { name: /Bewerken/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Wijziging doorgeven voor Bedrijf 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijziging klantgegevens doorgeven' });
    const text = within(dialog).getByRole('textbox', { name: /Welke gegevens moeten veranderen/ });
    expect(text.getAttribute('maxlength')).toBe('2000');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByText('Beschrijf welke gegevens moeten veranderen.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(text, { target: { value: 'Ons nieuwe adres is Stationsplein 1.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    const confirmation = await within(dialog).findByRole('status');
    expect(confirmation.textContent).toContain('doorgaans binnen 1 werkdag');
    expect(sent).toEqual([
      { invoiceAddressId: customer.id, message: 'Ons nieuwe adres is Stationsplein 1.' },
    ]);
  });
});

describe('accessibility', () => {
  it('has no serious findings with a multi-field project, lists and the quotation number', async () => {
    const chosen = address(1, {
      projects: [project(1, '4410-PR001', true)],
      references: [reference(1, 'Z-1')],
    });
    setup(
      {
        addresses: [chosen, address(2, { customerNumber: null, newCustomer: true, isEditable: true })],
        mayAdd: true,
      },
      { customFields: { project: { label: 'Kostenplaats', required: true, fields: [{}, {}] } } },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Klantnummer 1000001/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Order n.a.v. offerteaanvraag' }));
    fireEvent.blur(screen.getByRole('textbox', { name: /Offertenummer/ }));
    expect(await seriousViolations()).toEqual([]);
  });
});
