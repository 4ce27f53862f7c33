import { MantineProvider } from '@mantine/core';
import { listProductTemplates } from '@portal/shared/api/orders.api';
import { sliderWidth } from '@portal/shared/rules/secured-specs';
import type { ProductTemplate } from '@portal/shared/schemas/secured';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteContext } from '../../../lib/site-context';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n, testSite } from '../../../testing/render-with-app';
import { createSecuredLinesStore, linesOf, type SecuredLinesStore } from '../stores/secured-lines-store';
import type { StepFile } from './secured-file-list';
import { SecuredFilesStep } from './secured-files-step';

const SESSION = '00000000-0000-4000-8000-000000000501';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const documents: ProductTemplate = {
  id: 'vertrouwelijke-documenten',
  title: 'Vertrouwelijke documenten',
  description: 'Rapporten en dossiers, verzegeld verpakt.',
  specs: [
    { type: 'slider', title: 'Formaat', align: 'left', options: ['A5', 'A4', 'A3'], default: 'A4' },
    {
      type: 'option',
      title: 'Kleur',
      align: 'left',
      options: [
        { name: 'Zwart/Wit', submenus: [] },
        { name: 'Kleur', submenus: [] },
      ],
      default: 'Zwart/Wit',
    },
    {
      type: 'option',
      title: 'Afwerking',
      align: 'right',
      options: [
        { name: 'Geen', submenus: [] },
        {
          name: 'Nieten',
          submenus: [
            { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
          ],
        },
        {
          name: 'Perforeren',
          submenus: [{ title: 'Gaten', options: ['2-gaats', '4-gaats', '23-rings'], default: '4-gaats' }],
        },
      ],
      default: 'Geen',
    },
  ],
};

const exams: ProductTemplate = {
  id: 'examens',
  title: 'Examens en toetsen',
  description: 'Per klas geteld en verpakt.',
  specs: [
    { type: 'slider', title: 'Formaat', align: 'left', options: ['A4', 'A3'], default: 'A4' },
    {
      type: 'option',
      title: 'Afwerking',
      align: 'right',
      options: [
        { name: 'Geen', submenus: [] },
        {
          name: 'Nieten',
          submenus: [
            { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
          ],
        },
      ],
      default: 'Nieten',
    },
  ],
};

const files: StepFile[] = [
  { id: uuid(1), name: 'rapport.pdf', analysing: false },
  { id: uuid(2), name: 'examen.pdf', analysing: false },
  { id: uuid(3), name: 'notulen.pdf', analysing: false },
];
const [report, exam] = files as [StepFile, StepFile, StepFile];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

let store: SecuredLinesStore;

/** The step with its own instructions, as the flow keeps them in the order details. */
function Step({ shown = files }: { shown?: StepFile[] }) {
  const [instruction, setInstruction] = useState('');
  return (
    <SecuredFilesStep
      userId={uuid(900)}
      sessionId={SESSION}
      files={shown}
      onTheWay={0}
      onRemove={vi.fn()}
      onChooseFiles={vi.fn()}
      uploadHref="/"
      contactHref="/contact"
      instruction={instruction}
      onInstructionChange={setInstruction}
      store={store}
    />
  );
}

function renderStep(shown: StepFile[] = files) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SiteContext.Provider value={testSite}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter>
            <Step shown={shown} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
}

/** The step once its products are there. */
async function ready(shown: StepFile[] = files) {
  renderStep(shown);
  await screen.findByRole('button', { name: /Vertrouwelijke documenten/ }, { timeout: 5000 });
}

const row = (name: string) =>
  screen.getAllByTestId('secured-file').find((candidate) => candidate.textContent?.includes(name))!;
const box = (name: string) => within(row(name)).getByRole<HTMLInputElement>('checkbox');
const productOf = (name: string) => within(row(name)).getByTestId('secured-file-product').textContent;
const selectedNames = () => files.filter((file) => box(file.name).checked).map((file) => file.name);
const front = () => screen.getByTestId('products-face');
const back = () => screen.getByTestId('card-back');
const chooseProduct = (title: string) =>
  fireEvent.click(within(front()).getByRole('button', { name: new RegExp(title) }));
const clickName = (name: string) => fireEvent.click(within(row(name)).getByRole('button', { name }));
const lineOf = (file: StepFile) => linesOf(store.getSnapshot(), SESSION, [file.id], [documents, exams])[0]!;

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  store = createSecuredLinesStore(memoryStorage, { on: () => () => {} } as never);
  fakeServer().on(listProductTemplates, () => ({ templates: [documents, exams] }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('selecting files', () => {
  it('a click on a file selects only that file; its box adds it or takes it out; select-all selects all or none', async () => {
    await ready();
    // The first file is selected at the start, so a product chosen at once has a file to go to.
    expect(selectedNames()).toEqual(['rapport.pdf']);
    clickName('examen.pdf');
    expect(selectedNames()).toEqual(['examen.pdf']);
    fireEvent.click(box('notulen.pdf'));
    expect(selectedNames()).toEqual(['examen.pdf', 'notulen.pdf']);
    fireEvent.click(box('examen.pdf'));
    expect(selectedNames()).toEqual(['notulen.pdf']);
    const all = screen.getByRole('checkbox', { name: 'Alle bestanden selecteren' });
    fireEvent.click(all);
    expect(selectedNames()).toEqual(['rapport.pdf', 'examen.pdf', 'notulen.pdf']);
    fireEvent.click(all);
    expect(selectedNames()).toEqual([]);
  });

  it('with exactly one file selected, its product’s specs show; a file without one shows the products', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    fireEvent.click(within(back()).getByRole('radio', { name: 'Kleur' }));
    clickName('examen.pdf');
    expect(back().hasAttribute('inert')).toBe(true);
    chooseProduct('Examens en toetsen');
    expect(within(back()).getByRole('heading').textContent).toBe('Specificaties van Examens en toetsen');

    clickName('rapport.pdf');
    expect(front().hasAttribute('inert')).toBe(true);
    expect(within(back()).getByRole('heading').textContent).toBe(
      'Specificaties van Vertrouwelijke documenten',
    );
    expect(within(back()).getByRole<HTMLInputElement>('radio', { name: 'Kleur' }).checked).toBe(true);

    clickName('notulen.pdf');
    expect(front().hasAttribute('inert')).toBe(false);
    expect(back().hasAttribute('inert')).toBe(true);
  });
});

describe('choosing a product', () => {
  it('applies to every selected file, each spec at its default with the default option’s submenus; without a selection nothing happens', async () => {
    await ready();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle bestanden selecteren' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle bestanden selecteren' }));
    expect(within(front()).getByTestId('products-hint').textContent).toBe(
      'Selecteer links een of meer bestanden; het product dat u kiest geldt voor die bestanden.',
    );
    chooseProduct('Vertrouwelijke documenten');
    expect(files.map((file) => productOf(file.name))).toEqual([
      'Selecteer een product',
      'Selecteer een product',
      'Selecteer een product',
    ]);
    expect(front().hasAttribute('inert')).toBe(false);

    fireEvent.click(box('rapport.pdf'));
    fireEvent.click(box('examen.pdf'));
    chooseProduct('Vertrouwelijke documenten');
    for (const name of ['rapport.pdf', 'examen.pdf'])
      expect(productOf(name)).toBe(
        'Vertrouwelijke documenten · Formaat: A4, Kleur: Zwart/Wit, Afwerking: Geen',
      );
    expect(productOf('notulen.pdf')).toBe('Selecteer een product');
    expect(
      within(back()).getByText('Wat u kiest, geldt voor de 2 geselecteerde bestanden met dit product.'),
    ).toBeTruthy();

    // A product whose default option has a submenu: its default too.
    chooseProduct('Examens en toetsen');
    expect(productOf('rapport.pdf')).toBe(
      'Examens en toetsen · Formaat: A4, Afwerking: Nieten (Positie: Links boven)',
    );
    expect(lineOf(exam)).toEqual({
      fileId: exam.id,
      templateId: 'examens',
      choices: [
        { spec: 'Formaat', option: 'A4', submenus: [] },
        { spec: 'Afwerking', option: 'Nieten', submenus: [{ title: 'Positie', option: 'Links boven' }] },
      ],
      quantity: 1,
    });
  });

  it('keeps the choices of a file that has the product already; a file with another product starts at the defaults', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    fireEvent.click(within(back()).getByRole('radio', { name: 'Kleur' }));
    expect(productOf('rapport.pdf')).toContain('Kleur: Kleur');
    clickName('examen.pdf');
    chooseProduct('Examens en toetsen');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle bestanden selecteren' }));
    chooseProduct('Vertrouwelijke documenten');
    expect(productOf('rapport.pdf')).toBe(
      'Vertrouwelijke documenten · Formaat: A4, Kleur: Kleur, Afwerking: Geen',
    );
    expect(productOf('examen.pdf')).toBe(
      'Vertrouwelijke documenten · Formaat: A4, Kleur: Zwart/Wit, Afwerking: Geen',
    );
    expect(productOf('notulen.pdf')).toBe(
      'Vertrouwelijke documenten · Formaat: A4, Kleur: Zwart/Wit, Afwerking: Geen',
    );
    // The product every selected file has is marked in the list.
    fireEvent.click(within(back()).getByRole('button', { name: 'Producten' }));
    expect(
      within(front()).getByRole('button', { name: /^Vertrouwelijke documenten\s?\(gekozen\)/ }),
    ).toBeTruthy();
  });

  it('an option with submenus takes their defaults, and the submenu of another option is gone', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    const specs = () => within(back());
    fireEvent.click(specs().getByRole('radio', { name: 'Nieten' }));
    expect(productOf('rapport.pdf')).toContain('Afwerking: Nieten (Positie: Links boven)');
    fireEvent.click(specs().getByRole('radio', { name: 'Links (2 nietjes)' }));
    expect(productOf('rapport.pdf')).toContain('Afwerking: Nieten (Positie: Links (2 nietjes))');
    expect(specs().getByRole('radiogroup', { name: /^Afwerking –\s?Positie$/ })).toBeTruthy();

    fireEvent.click(specs().getByRole('radio', { name: 'Perforeren' }));
    expect(productOf('rapport.pdf')).toContain('Afwerking: Perforeren (Gaten: 4-gaats)');
    expect(specs().queryByRole('radiogroup', { name: /^Afwerking –\s?Positie$/ })).toBeNull();
    // Back to Nieten: its default again, not the position chosen before.
    fireEvent.click(specs().getByRole('radio', { name: 'Nieten' }));
    expect(lineOf(report).choices[2]).toEqual({
      spec: 'Afwerking',
      option: 'Nieten',
      submenus: [{ title: 'Positie', option: 'Links boven' }],
    });
  });

  it('a slider spec runs over its options in order, 35 px per option minus 38 wide, and says the option', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    const slider = within(back()).getByRole<HTMLInputElement>('slider', { name: 'Formaat' });
    expect(slider.getAttribute('aria-valuetext')).toBe('A4');
    expect(slider.closest<HTMLElement>('.secured-slider')!.style.getPropertyValue('--slider-track')).toBe(
      `${sliderWidth(3)}px`,
    );
    expect(sliderWidth(3)).toBe(67);
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('A3');
    expect(productOf('rapport.pdf')).toContain('Formaat: A3');
  });

  it('keeps the number of prints a file gets, one when the field is left unusable', async () => {
    await ready();
    const quantity = screen.getByRole('textbox', { name: 'Aantal voor examen.pdf' });
    fireEvent.change(quantity, { target: { value: '25' } });
    fireEvent.blur(quantity);
    expect(lineOf(exam).quantity).toBe(25);
    fireEvent.change(quantity, { target: { value: 'abc' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(lineOf(exam).quantity).toBe(1);
    expect((quantity as HTMLInputElement).value).toBe('1');
  });
});

describe('the flip card', () => {
  it('turns back to the products with Producten and lets go of the product after 500 ms', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    expect(front().hasAttribute('inert')).toBe(true);
    vi.useFakeTimers();
    fireEvent.click(within(back()).getByRole('button', { name: 'Producten' }));
    expect(front().hasAttribute('inert')).toBe(false);
    expect(back().hasAttribute('inert')).toBe(true);
    // The back keeps its specs while it turns away.
    act(() => vi.advanceTimersByTime(499));
    expect(within(back()).queryByTestId('secured-specs')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(back()).queryByTestId('secured-specs')).toBeNull();
    // The file keeps its product: only the card let go of it.
    expect(productOf('rapport.pdf')).toContain('Vertrouwelijke documenten');
  });

  it('without motion, lets go of the product at once', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    try {
      await ready();
      chooseProduct('Vertrouwelijke documenten');
      fireEvent.click(within(back()).getByRole('button', { name: 'Producten' }));
      expect(within(back()).queryByTestId('secured-specs')).toBeNull();
    } finally {
      vi.mocked(window.matchMedia).mockImplementation(
        (query: string) =>
          ({
            matches: false,
            media: query,
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
          }) as unknown as MediaQueryList,
      );
    }
  });

  it('shows the instructions for the printshop, and goes back to the specifications', async () => {
    await ready();
    chooseProduct('Vertrouwelijke documenten');
    fireEvent.click(within(back()).getByRole('button', { name: 'Extra instructies voor printshop' }));
    const instructions = within(back()).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Instructies voor de printshop',
    });
    expect(instructions.placeholder).toBe('Typ hier uw instructies.');
    fireEvent.change(instructions, { target: { value: 'Per afdeling apart verpakken.' } });
    fireEvent.click(within(back()).getByRole('button', { name: 'Terug naar specificaties' }));
    expect(within(back()).getByRole('heading').textContent).toBe(
      'Specificaties van Vertrouwelijke documenten',
    );
    // Opened from the products, the way back is to the products.
    fireEvent.click(within(back()).getByRole('button', { name: 'Producten' }));
    fireEvent.click(within(front()).getByRole('button', { name: 'Extra instructies voor printshop' }));
    expect(
      within(back()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Instructies voor de printshop' })
        .value,
    ).toBe('Per afdeling apart verpakken.');
  });
});

describe('who may order it', () => {
  it('tells a user without secured printing so, with a way to contact the provider', async () => {
    fakeServer().on(
      listProductTemplates,
      () =>
        new FakeAnswer(403, {
          error: 'SECURED_PRINTING_NOT_ALLOWED',
          message:
            'Beveiligd printen is niet beschikbaar voor uw account. Neem contact met ons op om het aan te vragen.',
        }),
    );
    renderStep();
    const refusal = await screen.findByTestId('secured-not-allowed');
    expect(refusal.textContent).toContain(
      'Beveiligd printen is niet beschikbaar voor uw account. Neem contact met ons op om het aan te vragen.',
    );
    expect(within(refusal).getByRole('link', { name: 'Neem contact met ons op' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('says where files come from while there are none', async () => {
    renderStep([]);
    const empty = screen.getByTestId('secured-files-empty');
    expect(within(empty).getByText('Verzamel uw bestanden in de bol links')).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: 'Naar de bol op de startpagina' }).getAttribute('href'),
    ).toBe('/');
    expect(within(empty).getByRole('button', { name: 'Bestanden kiezen' })).toBeTruthy();
    await waitFor(() => expect(within(front()).getByRole('button', { name: /Examens/ })).toBeTruthy());
  });
});

/** The width the page is drawn at, as the media queries of the app and Mantine read it. */
function atWidth(width: number) {
  window.innerWidth = width;
  vi.mocked(window.matchMedia).mockImplementation((query: string) => {
    const max = query.match(/max-width:\s*([\d.]+)(px|em)/);
    const min = query.match(/min-width:\s*([\d.]+)(px|em)/);
    const px = (match: RegExpMatchArray) => Number(match[1]) * (match[2] === 'em' ? 16 : 1);
    const matches = (!max || width <= px(max)) && (!min || width >= px(min));
    return {
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList;
  });
  window.dispatchEvent(new Event('resize'));
}

describe('accessibility', () => {
  for (const width of [1280, 390])
    it(`has no serious axe findings at ${width} px, on both sides of the card`, {
      timeout: 30_000,
    }, async () => {
      atWidth(width);
      await ready();
      expect(await seriousViolations()).toEqual([]);
      chooseProduct('Vertrouwelijke documenten');
      fireEvent.click(within(back()).getByRole('radio', { name: 'Nieten' }));
      expect(await seriousViolations()).toEqual([]);
      fireEvent.click(within(back()).getByRole('button', { name: 'Extra instructies voor printshop' }));
      expect(await seriousViolations()).toEqual([]);
    });
});
