import { configureFile, getCart, removeFromCart } from '@portal/shared/api/cart.api';
import {
  createPrintTemplate,
  deletePrintTemplate,
  listPrintTemplates,
} from '@portal/shared/api/print-templates.api';
import type { User } from '@portal/shared/schemas/account';
import type { CartLine, CartResponse, ConfigureFileBody } from '@portal/shared/schemas/cart';
import type { CatalogueProduct, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { PrintTemplate } from '@portal/shared/schemas/print-templates';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { PrintOrderPage } from './print-order-page';

/**
 * The print step (spec 02 sections 2.3, 5 and 8) against a stand-in server that answers by the
 * real contracts: the quantity rule, select all, the templates tab (a 1-character name refused,
 * applying with a file it does not fit, deleting after a confirmation) and the empty cart.
 */

const SESSION = '11111111-1111-4111-8111-111111111111';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FLYER = uuid(1);
const REPORT = uuid(2);

const option = (name: string, title = name) => ({
  name,
  title,
  price: null,
  alwaysColor: false,
  subOptions: [],
});

function aProduct(id: string, title: string, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    title,
    image: null,
    securityLevel: 0,
    minQuantity: 1,
    alwaysColor: false,
    hidePrice: false,
    menus: [
      {
        id: 'printen',
        title: 'Printen',
        subTitle: '',
        group: 'printen',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            name: 'formaat',
            title: 'Formaat',
            kind: 'choice',
            default: 'A4',
            analyseValue: 'format',
            options: [option('A4'), option('A3')],
          },
          {
            name: 'kleur',
            title: 'Kleur',
            kind: 'choice',
            default: 'Zwart/Wit',
            analyseValue: 'colour',
            options: [option('Zwart/Wit', 'Z/W'), option('kleur', 'Kleur')],
          },
          {
            name: 'afwerking',
            title: 'Afwerking',
            kind: 'choice',
            default: null,
            analyseValue: null,
            options: [option('nieten', 'Nieten')],
          },
        ],
      },
    ],
    pricing: { pagePrices: [], setupCents: 0, tiers: [] },
    fromPriceCents: null,
    ...overrides,
  };
}

const documents = aProduct('documenten', 'Documenten');
const posters = aProduct('posters', 'Posters', { minQuantity: 10 });
const products = [documents, posters];

const spec = (optionGroupName: string, optionName: string): SpecEntry => ({
  menuId: 'printen',
  optionGroupName,
  optionName,
});
const bwA4 = [spec('formaat', 'A4'), spec('kleur', 'Zwart/Wit')];
const colourA3Stapled = [spec('formaat', 'A3'), spec('kleur', 'kleur'), spec('afwerking', 'nieten')];

/** 25 ct a copy: enough to see that the price is the server's answer to the new quantity. */
const priceOf = (quantity: number) => quantity * 25;

function line(fileId: string, fileName: string, overrides: Partial<CartLine> = {}): CartLine {
  const quantity = overrides.quantity ?? 5;
  return {
    fileId,
    fileName,
    productId: documents.id,
    productTitle: documents.title,
    specs: bwA4,
    quantity,
    format: 'A4',
    priceCents: priceOf(quantity),
    breakdown: [],
    noPriceReason: null,
    priceHidden: false,
    inCart: true,
    ...overrides,
  };
}

/** A line as the server sends one whose price is not shown ('Prijs op aanvraag', decision 0098). */
const hiddenLine = (fileId: string, fileName: string, overrides: Partial<CartLine> = {}) =>
  line(fileId, fileName, { priceCents: null, breakdown: null, priceHidden: true, ...overrides });

const user: User = {
  uid: '7d3f0b2e-1c4a-4e5b-8f6a-9b0c1d2e3f40',
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
};

const theme = (
  customFields: Record<string, unknown> = {},
  flags: Record<string, unknown> = {},
): ThemeResponse => ({
  themeID: uuid(900),
  name: 'gemeente-rivierstad',
  mainThemeName: 'gemeente-rivierstad',
  title: 'Gemeente Rivierstad',
  isDefault: false,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags,
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
    customFields,
  }),
  propositions: [],
  images: { logo: null, background: null },
});

function aTemplate(n: number, name: string, productId: string, specs: SpecEntry[]): PrintTemplate {
  const product = products.find((candidate) => candidate.id === productId);
  return {
    id: uuid(100 + n),
    name,
    productId,
    productTitle: product?.title ?? productId,
    specs,
    available: true,
    createdAt: '2026-11-24T09:00:00.000Z',
  };
}

type Setup = {
  lines?: CartLine[];
  templates?: PrintTemplate[];
  loggedIn?: boolean;
  customFields?: Record<string, unknown>;
  flags?: Record<string, unknown>;
  /** Files a product does not fit: the server refuses them as it would (OPTION_NOT_AVAILABLE). */
  refuses?: { fileId: string; productId: string }[];
  templatesForbidden?: boolean;
  onLogin?: () => void;
};

/** The stand-in server keeps the cart and the templates as the real one would. */
function setup(options: Setup = {}) {
  const server: FakeServer = fakeServer();
  let lines = options.lines ?? [line(FLYER, 'flyer.pdf'), line(REPORT, 'jaarverslag.pdf')];
  let templates = options.templates ?? [];
  const configured: { fileId: string; body: ConfigureFileBody }[] = [];
  const cart = (): CartResponse => ({
    lines,
    totalCents: lines.reduce((sum, item) => sum + (item.inCart ? (item.priceCents ?? 0) : 0), 0),
  });
  server.on(getCart, () => cart());
  server.on(configureFile, ({ params, body }) => {
    const choice = body as ConfigureFileBody;
    configured.push({ fileId: params.fileId!, body: choice });
    if (
      options.refuses?.some(
        (refusal) => refusal.fileId === params.fileId && refusal.productId === choice.productId,
      )
    )
      return new FakeAnswer(422, {
        error: 'OPTION_NOT_AVAILABLE',
        message: 'Deze keuze hoort niet bij dit product. Kies een van de opties die het product toont.',
      });
    const product = products.find((candidate) => candidate.id === choice.productId)!;
    const saved = {
      ...lines.find((item) => item.fileId === params.fileId)!,
      productId: product.id,
      productTitle: product.title,
      specs: choice.specs,
      quantity: choice.quantity,
      // A line whose price is hidden is answered without it, as before.
      priceCents: lines.find((item) => item.fileId === params.fileId)!.priceHidden
        ? null
        : priceOf(choice.quantity),
    };
    lines = lines.map((item) => (item.fileId === saved.fileId ? saved : item));
    return saved;
  });
  server.on(removeFromCart, ({ params }) => {
    lines = lines.map((item) => (item.fileId === params.fileId ? { ...item, inCart: false } : item));
    return cart();
  });
  server.on(listPrintTemplates, () =>
    options.templatesForbidden
      ? new FakeAnswer(403, { error: 'FORBIDDEN', message: 'U heeft geen toegang tot dit onderdeel.' })
      : { templates, max: 50 },
  );
  server.on(createPrintTemplate, ({ body }) => {
    const { name, productId, specs } = body as { name: string; productId: string; specs: SpecEntry[] };
    if (name.trim().length < 2)
      return new FakeAnswer(422, { error: 'PRINT_TEMPLATE_NAME_INVALID', message: 'Te kort.' });
    const created = aTemplate(templates.length + 10, name.trim(), productId, specs);
    templates = [...templates, created];
    return created;
  });
  server.on(deletePrintTemplate, ({ params }) => {
    templates = templates.filter((template) => template.id !== params.templateId);
    return null;
  });
  const onInstructionChange = vi.fn();
  renderWithApp(
    <PrintOrderPage
      user={options.loggedIn === false ? null : user}
      theme={theme(options.customFields, options.flags)}
      cart={{ sessionId: options.loggedIn === false ? null : SESSION, queryKey: ['cart', SESSION] }}
      products={products}
      stepper={null}
      next={{ label: 'Naar Bezorgen', href: '/print-order/bezorgen' }}
      uploadHref="/"
      editLink={(fileIds) => ({ href: `/product-order/${fileIds.join(',')}` })}
      instruction=""
      onInstructionChange={onInstructionChange}
      onLogin={options.onLogin ?? vi.fn()}
    />,
  );
  return { server, configured, onInstructionChange };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('print-order-line').find((row) => within(row).queryByText(name) !== null)!;
const quantityOf = (name: string) =>
  screen.getByRole('textbox', { name: `Aantal voor ${name}` }) as HTMLInputElement;
const checkboxOf = (name: string) =>
  screen.getByRole('checkbox', { name: `${name} selecteren` }) as HTMLInputElement;
const selectAll = () =>
  screen.getByRole('checkbox', { name: 'Alle bestanden selecteren' }) as HTMLInputElement;
const openTemplates = async () => fireEvent.click(await screen.findByRole('tab', { name: 'Templates' }));

beforeAll(initTestI18n);

beforeEach(() => {
  // jsdom has none; Mantine's tabs and modal measure with it.
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

describe('the files in the cart', () => {
  it('lists each file with its product, quantity and the server’s price, and the total excl. BTW', async () => {
    setup({
      lines: [line(FLYER, 'flyer.pdf', { quantity: 4 }), line(REPORT, 'jaarverslag.pdf', { quantity: 2 })],
    });
    await screen.findByText('flyer.pdf');
    expect(within(rowOf('flyer.pdf')).getByTestId('print-order-line-price').textContent).toBe('€ 1,00');
    expect(within(rowOf('jaarverslag.pdf')).getByTestId('print-order-line-price').textContent).toBe('€ 0,50');
    expect(screen.getByTestId('print-order-total').textContent).toBe('€ 1,50');
    expect(within(rowOf('flyer.pdf')).getByText(/Documenten · Op maat/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar Bezorgen' }).getAttribute('href')).toBe(
      '/print-order/bezorgen',
    );
  });

  it("says 'Geen prijscalculatie mogelijk' in the price cell of a file without a price, wrapping within its column, and leaves it out of the total", async () => {
    setup({
      lines: [
        line(FLYER, 'flyer.pdf', { quantity: 4 }),
        line(REPORT, 'foto.png', { quantity: 1, priceCents: null, noPriceReason: 'notAnalysed' }),
      ],
    });
    await screen.findByText('foto.png');
    const price = within(rowOf('foto.png')).getByTestId('print-order-line-price');
    expect(price.textContent).toBe('Geen prijscalculatie mogelijk');
    // The sentence may wrap (an amount never does) in the same column as the amounts.
    expect(price.hasAttribute('data-no-amount')).toBe(true);
    const amount = within(rowOf('flyer.pdf')).getByTestId('print-order-line-price');
    expect(amount.hasAttribute('data-no-amount')).toBe(false);
    // Both rows hold the same cells in the same order: checkbox, name, quantity, price, remove.
    const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.className.split(' ')[0]);
    expect(cells(rowOf('foto.png'))).toEqual(cells(rowOf('flyer.pdf')));
    expect(screen.getByTestId('print-order-total').textContent).toBe('€ 1,00');
    expect(screen.getByText('Exclusief de bestanden waarvoor wij een prijs sturen.')).toBeTruthy();
  });

  it("says 'Prijs op aanvraag' for a line whose price is hidden, never 'Geen prijscalculatie mogelijk', out of the total, also after a new quantity", async () => {
    const { configured } = setup({
      lines: [line(FLYER, 'flyer.pdf', { quantity: 4 }), hiddenLine(REPORT, 'geheim.pdf', { quantity: 2 })],
    });
    await screen.findByText('geheim.pdf');
    const price = () => within(rowOf('geheim.pdf')).getByTestId('print-order-line-price');
    expect(price().textContent).toBe('Prijs op aanvraag');
    expect(price().hasAttribute('data-no-amount')).toBe(true);
    expect(screen.getByTestId('print-order-total').textContent).toBe('€ 1,00');
    expect(screen.getByText('Exclusief de bestanden waarvoor wij een prijs sturen.')).toBeTruthy();
    expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();

    const field = quantityOf('geheim.pdf');
    fireEvent.change(field, { target: { value: '6' } });
    fireEvent.blur(field);
    await waitFor(() => expect(configured).toHaveLength(1));
    await waitFor(() => expect(quantityOf('geheim.pdf').value).toBe('6'));
    await waitFor(() => expect(price().textContent).toBe('Prijs op aanvraag'));
    expect(screen.getByTestId('print-order-total').textContent).toBe('€ 1,00');
  });

  describe('the theme flag hidePricing (spec 01 section 3, theme flags)', () => {
    const pricedAndUnpriced = () => [
      line(FLYER, 'flyer.pdf', { quantity: 4 }),
      line(REPORT, 'foto.png', { quantity: 1, priceCents: null, noPriceReason: 'notAnalysed' }),
    ];

    it('shows no amount anywhere with the flag: no price column, no total, no note on files without a price, also after a new quantity', async () => {
      const { configured } = setup({ flags: { hidePricing: true }, lines: pricedAndUnpriced() });
      await screen.findByText('flyer.pdf');
      expect(screen.queryAllByTestId('print-order-line-price')).toEqual([]);
      expect(screen.queryByTestId('print-order-total')).toBeNull();
      expect(screen.queryByText('Geen prijscalculatie mogelijk')).toBeNull();
      expect(screen.queryByText('Exclusief de bestanden waarvoor wij een prijs sturen.')).toBeNull();
      expect(document.body.textContent).not.toContain('€');

      // The server's price for the new quantity stays as hidden as the first.
      const field = quantityOf('flyer.pdf');
      fireEvent.change(field, { target: { value: '8' } });
      fireEvent.blur(field);
      await waitFor(() => expect(configured).toHaveLength(1));
      await waitFor(() => expect(quantityOf('flyer.pdf').value).toBe('8'));
      expect(document.body.textContent).not.toContain('€');
    });

    it('shows no amount, and no word for a missing one, when the server sends the lines as it does for such a customer', async () => {
      setup({
        flags: { hidePricing: true },
        lines: [hiddenLine(FLYER, 'flyer.pdf', { quantity: 4 }), hiddenLine(REPORT, 'geheim.pdf')],
      });
      await screen.findByText('geheim.pdf');
      expect(screen.queryAllByTestId('print-order-line-price')).toEqual([]);
      expect(screen.queryByTestId('print-order-total')).toBeNull();
      expect(screen.queryByText('Prijs op aanvraag')).toBeNull();
      expect(screen.queryByText('Exclusief de bestanden waarvoor wij een prijs sturen.')).toBeNull();
      expect(document.body.textContent).not.toContain('€');
    });

    it('shows the amounts without it', async () => {
      setup({ flags: { hidePricing: false }, lines: pricedAndUnpriced() });
      await screen.findByText('flyer.pdf');
      expect(screen.getAllByTestId('print-order-line-price').map((price) => price.textContent)).toEqual([
        '€ 1,00',
        'Geen prijscalculatie mogelijk',
      ]);
      expect(screen.getByTestId('print-order-total').textContent).toBe('€ 1,00');
    });
  });

  it.each([
    [{}, 'Daarna vult u de bezorging in.'],
    [{ hideDeliverOptions: true }, 'Daarna vult u de factuurgegevens in.'],
    [
      { hideDeliverOptions: true, hideInvoiceOptions: true },
      'Daarna controleert u uw bestelling en plaatst u de order.',
    ],
    [{ hideInvoiceOptions: true }, 'Daarna vult u de bezorging in.'],
  ])('names the step that follows in the theme (%o) in its intro', async (flags, next) => {
    setup({ flags });
    await screen.findByText('flyer.pdf');
    const intro = screen.getByText(/^Controleer uw bestanden, pas aantallen aan of kies een template\./);
    expect(intro.textContent).toContain(next);
    expect(intro.textContent?.match(/Daarna/g)).toHaveLength(1);
  });

  it('says the files are missing, linking to the upload, when the cart is empty', async () => {
    setup({ lines: [line(FLYER, 'flyer.pdf', { inCart: false })] });
    const link = await screen.findByRole('link', { name: 'Bestanden ontbreken nog, klik hier.' });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('print-order-line')).toBeNull();
  });

  it('shows a visitor the same message, with no call for a cart', async () => {
    const { server } = setup({ loggedIn: false });
    expect(await screen.findByRole('link', { name: 'Bestanden ontbreken nog, klik hier.' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('takes a file out of the cart', async () => {
    setup();
    await screen.findByText('jaarverslag.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'jaarverslag.pdf uit winkelwagen halen' }));
    await waitFor(() => expect(screen.queryByText('jaarverslag.pdf')).toBeNull());
    expect(screen.getAllByTestId('print-order-line')).toHaveLength(1);
  });

  it('passes the instructions for the printshop on', async () => {
    const { onInstructionChange } = setup();
    const field = await screen.findByRole('textbox', { name: 'Instructies voor de printshop' });
    expect(field.getAttribute('placeholder')).toBe('Typ hier uw instructies.');
    fireEvent.change(field, { target: { value: 'Graag op gerecycled papier.' } });
    expect(onInstructionChange).toHaveBeenCalledWith('Graag op gerecycled papier.');
  });
});

describe('the quantity (the product order screen’s rule, rules/quantity.ts)', () => {
  it('saves a new quantity with the file’s own product and options, and shows the new server price', async () => {
    const { configured } = setup();
    const field = await screen.findByRole('textbox', { name: 'Aantal voor flyer.pdf' });
    fireEvent.change(field, { target: { value: '1.000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    await waitFor(() =>
      expect(within(rowOf('flyer.pdf')).getByTestId('print-order-line-price').textContent).toBe('€ 250,00'),
    );
    expect(configured).toEqual([
      { fileId: FLYER, body: { productId: documents.id, specs: bwA4, quantity: 1000 } },
    ]);
    expect(quantityOf('flyer.pdf').value).toBe('1000');
  });

  it('turns text that is no number into 1', async () => {
    const { configured } = setup();
    const field = await screen.findByRole('textbox', { name: 'Aantal voor flyer.pdf' });
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    await waitFor(() => expect(configured).toHaveLength(1));
    expect(configured[0]?.body.quantity).toBe(1);
    await waitFor(() => expect(quantityOf('flyer.pdf').value).toBe('1'));
  });

  it('raises a quantity below the product’s minimum to it, with the note', async () => {
    const { configured } = setup({
      lines: [
        line(FLYER, 'poster.pdf', { productId: posters.id, productTitle: posters.title, quantity: 20 }),
      ],
    });
    const field = await screen.findByRole('textbox', { name: 'Aantal voor poster.pdf' });
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Let op, het minimale aantal voor dit product is 10.')).toBeTruthy();
    await waitFor(() => expect(configured.map((call) => call.body.quantity)).toEqual([10]));
  });

  it('saves nothing when the quantity stays the same', async () => {
    const { configured } = setup();
    const field = await screen.findByRole('textbox', { name: 'Aantal voor flyer.pdf' });
    fireEvent.change(field, { target: { value: ' 5 ' } });
    fireEvent.blur(field);
    expect(field.getAttribute('value')).toBe('5');
    expect(configured).toEqual([]);
  });
});

describe('selecting files and their specification card', () => {
  it('starts with the first file, and select all takes every file and none', async () => {
    setup({ lines: [line(FLYER, 'flyer.pdf'), line(REPORT, 'jaarverslag.pdf', { specs: colourA3Stapled })] });
    const card = await screen.findByTestId('spec-card');
    expect(within(card).getByRole('heading').textContent).toBe('Specificaties van flyer.pdf');
    expect(checkboxOf('flyer.pdf').checked).toBe(true);
    expect(checkboxOf('jaarverslag.pdf').checked).toBe(false);
    const values = within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(values).toEqual(['Documenten', 'A4', 'Z/W']);
    expect(
      within(card)
        .getByRole('link', { name: 'Specificaties wijzigen op het bestelscherm' })
        .getAttribute('href'),
    ).toBe(`/product-order/${FLYER}`);

    fireEvent.click(selectAll());
    expect(checkboxOf('flyer.pdf').checked).toBe(true);
    expect(checkboxOf('jaarverslag.pdf').checked).toBe(true);
    expect(within(card).getByRole('heading').textContent).toBe('Specificaties van 2 bestanden');
    expect(within(card).getByText(/verschillende specificaties/)).toBeTruthy();

    fireEvent.click(selectAll());
    expect(checkboxOf('flyer.pdf').checked).toBe(false);
    expect(checkboxOf('jaarverslag.pdf').checked).toBe(false);
    expect(within(card).getByText(/Selecteer links een of meer bestanden/)).toBeTruthy();
  });

  it('shows the shared options of several files with the same, and select all is mixed while some are selected', async () => {
    setup();
    await screen.findByTestId('spec-card');
    fireEvent.click(checkboxOf('jaarverslag.pdf'));
    expect(selectAll().checked).toBe(true);
    fireEvent.click(checkboxOf('flyer.pdf'));
    expect(selectAll().checked).toBe(false);
    expect(selectAll().getAttribute('data-indeterminate')).toBe('true');
    const card = screen.getByTestId('spec-card');
    expect(within(card).getByRole('heading').textContent).toBe('Specificaties van jaarverslag.pdf');
    fireEvent.click(checkboxOf('flyer.pdf'));
    expect(within(card).getByRole('heading').textContent).toBe('Specificaties van 2 bestanden');
    expect(
      within(card)
        .getAllByRole('definition')
        .map((item) => item.textContent),
    ).toEqual(['Documenten', 'A4', 'Z/W']);
  });
});

describe('the templates tab', () => {
  it('refuses a name of one character without asking the server, and saves one of two with the file’s choice', async () => {
    const { server } = setup();
    await openTemplates();
    expect(await screen.findByText(/U heeft nog geen templates/)).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Naam van het template' });
    fireEvent.change(name, { target: { value: ' A ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan als template' }));
    expect(await screen.findByText('Een naam heeft minimaal 2 tekens.')).toBeTruthy();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    fireEvent.change(name, { target: { value: 'Z/W' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan als template' }));
    const saved = await screen.findByTestId('print-template');
    expect(within(saved).getByText('Z/W')).toBeTruthy();
    const body = JSON.parse(
      String(server.fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body),
    );
    expect(body).toEqual({ name: 'Z/W', productId: documents.id, specs: bwA4 });
  });

  it('applies a template to the selected files; a file it does not fit says why and stays as it was', async () => {
    const { configured } = setup({
      lines: [line(FLYER, 'flyer.pdf'), line(REPORT, 'jaarverslag.pdf', { quantity: 12 })],
      templates: [aTemplate(1, 'Posters A3 kleur', posters.id, colourA3Stapled)],
      refuses: [{ fileId: FLYER, productId: posters.id }],
    });
    await openTemplates();
    fireEvent.click(selectAll());
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Template Posters A3 kleur toepassen op de geselecteerde bestanden',
      }),
    );

    expect((await screen.findByTestId('template-outcome')).textContent).not.toBe('');
    await waitFor(() =>
      expect(screen.getByTestId('template-outcome').textContent).toBe(
        'Template Posters A3 kleur is toegepast op 1 bestand. Template Posters A3 kleur past niet bij 1 bestand; dat bestand is ongewijzigd gebleven.',
      ),
    );
    expect(within(rowOf('flyer.pdf')).getByRole('alert').textContent).toBe(
      'flyer.pdf: Deze keuze hoort niet bij dit product. Kies een van de opties die het product toont.',
    );
    expect(within(rowOf('flyer.pdf')).getByText(/Documenten · Op maat/)).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf('jaarverslag.pdf')).getByText('Posters · Template: Posters A3 kleur')).toBeTruthy(),
    );
    // Each file at its own quantity, raised to the product's minimum where below it.
    expect(configured.map(({ fileId, body }) => [fileId, body.quantity])).toEqual([
      [FLYER, 10],
      [REPORT, 12],
    ]);
    expect(configured.map(({ body }) => [body.productId, body.specs])).toEqual([
      [posters.id, colourA3Stapled],
      [posters.id, colourA3Stapled],
    ]);
  });

  it('deletes a template after the confirmation, and keeps it when cancelled', async () => {
    const { server } = setup({ templates: [aTemplate(1, 'Jaarverslag', documents.id, bwA4)] });
    await openTemplates();
    fireEvent.click(await screen.findByRole('button', { name: 'Template Jaarverslag verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Template verwijderen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('print-template')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Template Jaarverslag verwijderen' }));
    const again = await screen.findByRole('dialog', { name: 'Template verwijderen' });
    expect(within(again).getByText(/Weet u zeker dat u template Jaarverslag wilt verwijderen/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByTestId('print-template')).toBeNull());
    expect(server.calls).toContain(`DELETE /api/v3/print-templates/${uuid(101)}`);
  });

  it('marks a file that follows a template with its name, whatever the order of its options', async () => {
    setup({ templates: [aTemplate(1, 'Standaard Z/W', documents.id, [...bwA4].reverse())] });
    await screen.findByText('flyer.pdf');
    expect(await within(rowOf('flyer.pdf')).findByText('Documenten · Template: Standaard Z/W')).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    const onLogin = vi.fn();
    setup({ loggedIn: false, onLogin });
    expect(await screen.findByRole('link', { name: 'Bestanden ontbreken nog, klik hier.' })).toBeTruthy();
    await openTemplates();
    const prompt = await screen.findByTestId('templates-login');
    expect(within(prompt).getByText('Log in om templates te bewaren en te gebruiken.')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Inloggen' }));
    expect(onLogin).toHaveBeenCalled();
  });

  it("is not there when the theme says 'always', and is not asked for", async () => {
    const first = setup({ customFields: { printSpecs: { hideTemplates: 'always' } } });
    await screen.findByText('flyer.pdf');
    expect(screen.getByRole('tab', { name: 'Op maat' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Templates' })).toBeNull();
    expect(first.server.calls.some((call) => call.includes('print-templates'))).toBe(false);
  });

  it('is not there when the server answers FORBIDDEN (the USER_PRINTSPECS role)', async () => {
    setup({
      customFields: { printSpecs: { hideTemplates: 'userPrintSpecs' } },
      templatesForbidden: true,
    });
    await screen.findByText('flyer.pdf');
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Templates' })).toBeNull());
  });
});

describe('accessibility', () => {
  it('has no serious axe findings with files, on both tabs', async () => {
    setup({ templates: [aTemplate(1, 'Jaarverslag', documents.id, bwA4)] });
    await screen.findByText('flyer.pdf');
    expect(await seriousViolations()).toEqual([]);
    await openTemplates();
    await screen.findByTestId('print-template');
    expect(await seriousViolations()).toEqual([]);
  });
});
