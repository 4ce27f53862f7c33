import { COLOUR_OPTIONS, FORMAT_AS_FILE, SIDES_OPTIONS } from '@portal/shared/constants';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import type { PageLimits, Product, SheetRange } from '@portal/shared/schemas/catalogue';
import { isFailure } from '../../platform/failure';
import type { ThemesService } from '../themes/themes.service';
import type { CatalogueRepository } from './catalogue.repository';

/**
 * The demo catalogue (never in production): what a Dutch print service sells, with its usual
 * options and prices in cents excl. BTW. Inserted where missing, so that prices staff changed
 * in a development database stay as they are.
 */

type Group = Product['menus'][number]['optionGroups'][number];
type Option = Group['options'][number];
type Menu = Product['menus'][number];

const option = (name: string, title = name, extra: Partial<Option> = {}): Option => ({
  name,
  title,
  price: null,
  alwaysColor: false,
  subOptions: [],
  ...extra,
});
const priced = (
  name: string,
  title: string,
  unit: 'page' | 'sheet' | 'copy' | 'line',
  cents: number,
  centsByFormat?: Partial<Record<PaperFormat, number>>,
) => option(name, title, { price: { unit, cents, ...(centsByFormat ? { centsByFormat } : {}) } });

const group = (
  name: string,
  title: string,
  options: Option[],
  fallback: string | null,
  extra: Partial<Group> = {},
): Group => ({
  name,
  title,
  kind: 'choice',
  default: fallback,
  analyseValue: null,
  options,
  ...extra,
});
const menu = (id: string, title: string, optionGroups: Group[], extra: Partial<Menu> = {}): Menu => ({
  id,
  title,
  subTitle: '',
  group: id,
  description: '',
  hidden: false,
  minPagesRequired: 0,
  optionGroups,
  ...extra,
});

/**
 * The formats a product offers. 'Als bestand' prints at the file's own size, within the sheets
 * the product prints (decision 0134): a product without it prints every file scaled to a chosen
 * format, so its format list is its range.
 */
const formats = (names: PaperFormat[], asFile: SheetRange | null) =>
  group(
    'formaat',
    'Formaat',
    [
      ...(asFile ? [option(FORMAT_AS_FILE, FORMAT_AS_FILE, { sheetRange: asFile })] : []),
      ...names.map((name) => option(name)),
    ],
    asFile ? FORMAT_AS_FILE : (names[0] ?? null),
    { analyseValue: 'format' },
  );

/**
 * The pages each binding holds (decision 0134): saddle stitching folds sheets of four pages, so
 * 8 to 64 in fours; perfect binding needs a spine to glue (32 pages and up) and its leaves are
 * printed on both sides; a wire or a 23-ring binder holds a stack up to its diameter.
 */
const BINDING_PAGES = {
  saddleStitch: { minPages: 8, maxPages: 64, multipleOf: 4 },
  perfect: { minPages: 32, maxPages: 400, multipleOf: 2 },
  wireO: { minPages: 4, maxPages: 300, multipleOf: 1 },
  ringBinder: { minPages: 2, maxPages: 500, multipleOf: 1 },
} as const satisfies Record<string, PageLimits>;
const binding = (base: Option, pageLimits: PageLimits): Option => ({ ...base, pageLimits });
const colour = group(
  'kleur',
  'Kleur',
  [option(COLOUR_OPTIONS.bw), option(COLOUR_OPTIONS.colour, 'Kleur')],
  COLOUR_OPTIONS.bw,
  {
    analyseValue: 'colour',
  },
);
const sides = (fallback: string) =>
  group(
    'printwijze',
    'Printwijze',
    [option(SIDES_OPTIONS.single), option(SIDES_OPTIONS.double, 'Dubbelzijdig')],
    fallback,
  );
const remark = group('opmerking', 'Opmerking', [], null, { kind: 'text' });

const pagePrices = (rows: [PaperFormat, number | null, number | null][]) =>
  rows.flatMap(([format, bw, colourCents]) => [
    ...(bw === null ? [] : [{ format, colour: 'bw' as const, cents: bw }]),
    ...(colourCents === null ? [] : [{ format, colour: 'colour' as const, cents: colourCents }]),
  ]);

const documentPaper = group(
  'papier',
  'Papier',
  [
    option('80', '80 g/m² (standaard)'),
    priced('100', '100 g/m²', 'sheet', 2, { A3: 4 }),
    priced('120', '120 g/m²', 'sheet', 4, { A3: 8 }),
    priced('160', '160 g/m²', 'sheet', 9, { A3: 18 }),
  ],
  '80',
);
const documentFinishing = group(
  'afwerking',
  'Afwerking',
  [
    option('geen', 'Geen'),
    priced('nieten', 'Nieten', 'copy', 15),
    priced('perforeren', 'Perforeren (4-gaats)', 'copy', 20),
    binding(priced('ringband', 'Ringband (23-rings)', 'copy', 395), BINDING_PAGES.ringBinder),
    binding(priced('wire-o', 'Wire-O-binding', 'copy', 350), BINDING_PAGES.wireO),
  ],
  'geen',
);

const documents: Product = {
  id: 'documenten',
  title: 'Documenten A4 en A3',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [
      formats(['A4', 'A3'], { smallest: 'A4', largest: 'A3' }),
      colour,
      sides(SIDES_OPTIONS.double),
      documentPaper,
      remark,
    ]),
    menu('afwerking', 'Afwerking', [documentFinishing]),
  ],
  pricing: {
    pagePrices: pagePrices([
      ['A4', 6, 29],
      ['A3', 12, 58],
    ]),
    setupCents: 0,
    tiers: [
      { minQuantity: 250, discountPercent: 5 },
      { minQuantity: 1000, discountPercent: 10 },
    ],
  },
};

const posters: Product = {
  id: 'posters',
  title: 'Posters A2 tot A0',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: true,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [
      formats(['A2', 'A1', 'A0'], null),
      group(
        'papier',
        'Papier',
        [
          option('mat-140', 'Mat 140 g/m²'),
          priced('satijn-200', 'Satijn fotopapier 200 g/m²', 'sheet', 150, { A2: 150, A1: 250, A0: 450 }),
          priced('backlit', 'Backlit-folie', 'sheet', 600, { A2: 600, A1: 1100, A0: 1900 }),
        ],
        'mat-140',
      ),
      remark,
    ]),
    menu('afwerking', 'Afwerking', [
      group(
        'lamineren',
        'Lamineren',
        [
          option('geen', 'Niet lamineren'),
          priced('mat', 'Mat lamineren', 'sheet', 350, { A2: 350, A1: 600, A0: 1100 }),
          priced('glans', 'Glanzend lamineren', 'sheet', 350, { A2: 350, A1: 600, A0: 1100 }),
        ],
        'geen',
      ),
    ]),
  ],
  pricing: {
    pagePrices: pagePrices([
      ['A2', null, 595],
      ['A1', null, 1095],
      ['A0', null, 1895],
    ]),
    setupCents: 0,
    tiers: [{ minQuantity: 10, discountPercent: 10 }],
  },
};

const drawings: Product = {
  id: 'bouwtekeningen',
  title: 'Bouwtekeningen A2 tot A0',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    // Printed from a roll: past A0 per m² (decision 0132), so no largest size.
    menu('printen', 'Printen', [
      formats(['A2', 'A1', 'A0'], { smallest: 'A2', largest: null }),
      colour,
      remark,
    ]),
    menu('afwerking', 'Afwerking', [
      // Spec 02 section 4: A0, A1 and A2 apply 'A4 vouwen' where the product offers it.
      group(
        'vouwen',
        'Vouwen',
        [option('niet', 'Niet vouwen'), priced('a4-vouwen', 'A4 vouwen', 'sheet', 45)],
        // No default: the rule above chooses 'A4 vouwen' for A0 to A2; smaller files stay flat.
        null,
      ),
    ]),
  ],
  pricing: {
    pagePrices: pagePrices([
      ['A2', 120, 350],
      ['A1', 195, 575],
      ['A0', 295, 895],
    ]),
    setupCents: 0,
    tiers: [{ minQuantity: 25, discountPercent: 10 }],
  },
};

const flyers: Product = {
  id: 'flyers',
  title: 'Flyers A5 en A4',
  image: null,
  securityLevel: 0,
  minQuantity: 50,
  alwaysColor: true,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [
      formats(['A5', 'A4'], null),
      sides(SIDES_OPTIONS.double),
      group(
        'papier',
        'Papier',
        [
          option('silk-135', 'Silk 135 g/m²'),
          priced('silk-170', 'Silk 170 g/m²', 'sheet', 2, { A4: 4 }),
          priced('silk-250', 'Silk 250 g/m²', 'sheet', 5, { A4: 9 }),
        ],
        'silk-135',
      ),
      remark,
    ]),
  ],
  pricing: {
    pagePrices: pagePrices([
      ['A5', null, 9],
      ['A4', null, 16],
    ]),
    setupCents: 1250,
    tiers: [
      { minQuantity: 250, discountPercent: 15 },
      { minQuantity: 500, discountPercent: 25 },
      { minQuantity: 1000, discountPercent: 35 },
    ],
  },
};

const businessCards: Product = {
  id: 'visitekaartjes',
  title: 'Visitekaartjes 85 × 55 mm',
  image: null,
  securityLevel: 0,
  minQuantity: 100,
  alwaysColor: true,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [
      sides(SIDES_OPTIONS.double),
      group(
        'papier',
        'Karton',
        [option('mat-350', 'Mat 350 g/m²'), priced('linnen-300', 'Linnenkarton 300 g/m²', 'copy', 3)],
        'mat-350',
      ),
      remark,
    ]),
  ],
  pricing: {
    // A card is printed at its own size whatever the page size of the file: one price for all.
    pagePrices: (['A6', 'A5', 'A4', 'A3', 'custom'] as PaperFormat[]).map((format) => ({
      format,
      colour: 'colour' as const,
      cents: 4,
    })),
    setupCents: 995,
    tiers: [
      { minQuantity: 250, discountPercent: 20 },
      { minQuantity: 500, discountPercent: 35 },
      { minQuantity: 1000, discountPercent: 45 },
    ],
  },
};

const booklets: Product = {
  id: 'boekjes',
  title: 'Boekjes (geniet)',
  image: null,
  securityLevel: 0,
  minQuantity: 1,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    menu('printen', 'Printen', [formats(['A5', 'A4'], null), colour, remark]),
    menu(
      'boekje',
      'Boekje',
      [
        group(
          'binden',
          'Binden',
          [
            binding(priced('rugnieten', 'Rugnieten', 'copy', 45), BINDING_PAGES.saddleStitch),
            binding(priced('lijmbinden', 'Lijmgebonden', 'copy', 195), BINDING_PAGES.perfect),
          ],
          'rugnieten',
        ),
      ],
      { subTitle: 'Gevouwen en in de rug geniet', minPagesRequired: 8 },
    ),
    // A cover is a toggle: switched off, the cover paper of its group is dropped (spec 01 section 4).
    menu(
      'omslag',
      'Omslag',
      [group('met-omslag', 'Met omslag', [option('ja', 'Met aparte omslag')], null, { kind: 'toggle' })],
      { group: 'omslag', minPagesRequired: 8 },
    ),
    menu(
      'omslagpapier',
      'Omslagpapier',
      [
        group(
          'omslagpapier',
          'Omslagpapier',
          [priced('250-mat', '250 g/m² mat', 'copy', 60), priced('300-silk', '300 g/m² silk', 'copy', 85)],
          '250-mat',
        ),
      ],
      { group: 'omslag', minPagesRequired: 8 },
    ),
  ],
  pricing: {
    pagePrices: pagePrices([
      ['A5', 5, 22],
      ['A4', 6, 29],
    ]),
    setupCents: 250,
    tiers: [{ minQuantity: 100, discountPercent: 10 }],
  },
};

/** Work only the secure locations handle (security level 2 and up). */
const confidential: Product = {
  ...documents,
  id: 'vertrouwelijk',
  title: 'Vertrouwelijke documenten (secured printing)',
  securityLevel: 2,
  // Sold on a quote: the screen says 'Prijs op aanvraag'; the provider sees the computed price.
  hidePrice: true,
  menus: [
    ...documents.menus,
    menu('verzending', 'Verzending', [
      group(
        'verzegeling',
        'Verzegeling',
        [
          priced('envelop', 'Verzegelde envelop per exemplaar', 'copy', 125),
          priced('doos', 'Verzegelde doos per opdracht', 'line', 950),
        ],
        'envelop',
      ),
    ]),
  ],
  pricing: { ...documents.pricing, setupCents: 1500 },
};

/** Sold only to the municipality's users: their letterhead on 100 g/m² paper. */
const letterhead: Product = {
  id: 'briefpapier-rivierstad',
  title: 'Briefpapier gemeente Rivierstad',
  image: null,
  securityLevel: 0,
  minQuantity: 250,
  alwaysColor: true,
  hidePrice: false,
  menus: [menu('printen', 'Printen', [formats(['A4'], null), remark])],
  pricing: {
    pagePrices: pagePrices([['A4', null, 11]]),
    setupCents: 0,
    tiers: [{ minQuantity: 1000, discountPercent: 15 }],
  },
};

export const demoProducts: { product: Product; themes: string[] }[] = [
  { product: documents, themes: [] },
  { product: posters, themes: [] },
  { product: drawings, themes: [] },
  { product: flyers, themes: [] },
  { product: businessCards, themes: [] },
  { product: booklets, themes: [] },
  { product: confidential, themes: [] },
  { product: letterhead, themes: ['gemeente-rivierstad'] },
];

export async function seedDemoCatalogue(
  repository: CatalogueRepository,
  themes: ThemesService,
): Promise<void> {
  for (const [position, { product, themes: themeNames }] of demoProducts.entries()) {
    const themeIds: string[] = [];
    for (const name of themeNames) {
      const id = await themes.themeIdOf(name);
      if (!isFailure(id)) themeIds.push(id);
    }
    await repository.insertMissing(product, position, themeIds);
  }
}
