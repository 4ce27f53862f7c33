import { describe, expect, it } from 'vitest';
import { type OptionGroup, type Product, productSchema, type SpecEntry } from '../schemas/catalogue';
import {
  type AnalysedFile,
  defaultSpecs,
  fromPrice,
  fromPricesByFormat,
  menusForFile,
  optionProblem,
  priceInputFor,
  quoteFor,
  withA4Folding,
  withoutToggledOff,
} from './configuration';
import { priceLine } from './pricing';

const choice = (
  name: string,
  options: string[],
  fallback: string,
  extra: Partial<OptionGroup> = {},
): OptionGroup => ({
  name,
  title: name,
  kind: 'choice',
  default: fallback,
  analyseValue: null,
  options: options.map((option) => ({
    name: option,
    title: option,
    price: null,
    alwaysColor: false,
    subOptions: [],
  })),
  ...extra,
});

/** A document product shaped as the demo catalogue's: print menu, finishing menu, booklet menu from 8 pages. */
const documents: Product = productSchema.parse({
  id: 'documenten',
  title: 'Documenten',
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
        choice('formaat', ['Als bestand', 'A4', 'A3'], 'Als bestand', { analyseValue: 'format' }),
        choice('kleur', ['Zwart/Wit', 'kleur'], 'Zwart/Wit', { analyseValue: 'colour' }),
        choice('printwijze', ['Enkelzijdig', 'dubbelzijdig'], 'dubbelzijdig'),
        {
          ...choice('papier', ['80 g/m²', '120 g/m²'], '80 g/m²'),
          options: [
            { name: '80 g/m²', title: '80 g/m²', price: null, alwaysColor: false, subOptions: [] },
            {
              name: '120 g/m²',
              title: '120 g/m²',
              price: { unit: 'sheet', cents: 3, centsByFormat: { A3: 6 } },
              alwaysColor: false,
              subOptions: [],
            },
          ],
        },
        {
          name: 'opmerking',
          title: 'Opmerking',
          kind: 'text',
          default: null,
          analyseValue: null,
          options: [],
        },
      ],
    },
    {
      id: 'afwerking',
      title: 'Afwerking',
      subTitle: '',
      group: 'afwerking',
      description: '',
      hidden: false,
      minPagesRequired: 0,
      optionGroups: [
        {
          ...choice('afwerking', ['geen', 'nieten'], 'geen'),
          options: [
            { name: 'geen', title: 'Geen', price: null, alwaysColor: false, subOptions: [] },
            {
              name: 'nieten',
              title: 'Nieten',
              price: { unit: 'copy', cents: 25 },
              alwaysColor: false,
              subOptions: [],
            },
          ],
        },
      ],
    },
    {
      id: 'boekje',
      title: 'Boekje',
      subTitle: 'Gevouwen en geniet',
      group: 'afwerking',
      description: '',
      hidden: false,
      minPagesRequired: 8,
      optionGroups: [choice('boekje', ['ja'], 'ja')],
    },
  ],
  pricing: {
    pagePrices: [
      { format: 'A4', colour: 'bw', cents: 12 },
      { format: 'A4', colour: 'colour', cents: 45 },
      { format: 'A3', colour: 'bw', cents: 24 },
      { format: 'A3', colour: 'colour', cents: 90 },
    ],
    setupCents: 0,
    tiers: [{ minQuantity: 100, discountPercent: 10 }],
  },
});

const report: AnalysedFile = { format: 'A4', pagesBW: 9, pagesColour: 3, pagesBlank: 0 };
const onePage: AnalysedFile = { format: 'A3', pagesBW: 1, pagesColour: 0, pagesBlank: 0 };

describe('defaultSpecs (spec 01 section 4: choosing a product applies defaults)', () => {
  it("takes the file's format, colour from the analysis, the group defaults and an empty remark", () => {
    expect(defaultSpecs(documents, report)).toEqual([
      { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
      { menuId: 'printen', optionGroupName: 'kleur', optionName: 'kleur' },
      { menuId: 'printen', optionGroupName: 'printwijze', optionName: 'dubbelzijdig' },
      { menuId: 'printen', optionGroupName: 'papier', optionName: '80 g/m²' },
      { menuId: 'printen', optionGroupName: 'opmerking', optionName: '' },
      { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'geen' },
      { menuId: 'boekje', optionGroupName: 'boekje', optionName: 'ja' },
    ]);
  });

  it("forces 'Enkelzijdig' for a one-page file and leaves out menus that need more pages", () => {
    const specs = defaultSpecs(documents, onePage);
    expect(specs).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'printwijze',
      optionName: 'Enkelzijdig',
    });
    expect(specs).toContainEqual({ menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' });
    expect(specs.some((spec) => spec.menuId === 'boekje')).toBe(false);
    expect(menusForFile(documents, onePage).map((menu) => menu.id)).toEqual(['printen', 'afwerking']);
  });

  it("keeps the group default when the file's format is not on offer", () => {
    const a0 = { ...onePage, format: 'A0' as const };
    expect(defaultSpecs(documents, a0)).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'formaat',
      optionName: 'Als bestand',
    });
  });
});

describe('priceInputFor', () => {
  it('prices the defaults of the report: 9 black-white and 3 colour A4 pages', () => {
    const built = priceInputFor(documents, report, defaultSpecs(documents, report), 1);
    if (!built.ok) throw new Error(built.reason);
    expect(built.input).toMatchObject({ format: 'A4', colourMode: 'colour', sides: 2, charges: [] });
    const price = priceLine(built.input);
    expect(price.ok && price.totalCents).toBe(243);
  });

  it('adds the chosen options with a price, at the format price where there is one', () => {
    const specs = defaultSpecs(documents, report).map((spec) =>
      spec.optionGroupName === 'papier'
        ? { ...spec, optionName: '120 g/m²' }
        : spec.optionGroupName === 'afwerking'
          ? { ...spec, optionName: 'nieten' }
          : spec.optionGroupName === 'formaat'
            ? { ...spec, optionName: 'A3' }
            : spec,
    );
    const built = priceInputFor(documents, report, specs, 1);
    if (!built.ok) throw new Error(built.reason);
    const price = priceLine(built.input);
    // 9 × 24 + 3 × 90 for the pages, 6 sheets × 6 ct, nieten 25 ct.
    expect(price.ok && price.totalCents).toBe(216 + 270 + 36 + 25);
  });

  it("reads 'Als bestand' as the file's own format", () => {
    const specs = defaultSpecs(documents, onePage).map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'Als bestand' } : spec,
    );
    const built = priceInputFor(documents, onePage, specs, 1);
    expect(built.ok && built.input.format).toBe('A3');
  });

  it('refuses an option the group does not have, a group or menu the product does not have, and a menu the file may not use', () => {
    const base = defaultSpecs(documents, report);
    const unknown = [
      [...base, { menuId: 'printen', optionGroupName: 'papier', optionName: '300 g/m²' }],
      [...base, { menuId: 'printen', optionGroupName: 'lamineren', optionName: 'ja' }],
      [...base, { menuId: 'posters', optionGroupName: 'formaat', optionName: 'A0' }],
    ];
    for (const specs of unknown)
      expect(priceInputFor(documents, report, specs, 1)).toEqual({ ok: false, reason: 'UNKNOWN_OPTION' });
    const booklet = [
      ...defaultSpecs(documents, onePage),
      { menuId: 'boekje', optionGroupName: 'boekje', optionName: 'ja' },
    ];
    expect(priceInputFor(documents, onePage, booklet, 1)).toEqual({
      ok: false,
      reason: 'MENU_NOT_AVAILABLE',
    });
  });

  it('refuses specs that leave out a choice the product always makes (a paper, a side), so nothing is priced without it', () => {
    const base = defaultSpecs(documents, report);
    const withoutPaper = base.filter((spec) => spec.optionGroupName !== 'papier');
    expect(withoutPaper.length).toBeLessThan(base.length);
    expect(priceInputFor(documents, report, withoutPaper, 1)).toEqual({
      ok: false,
      reason: 'OPTION_MISSING',
    });
    expect(priceInputFor(documents, report, [], 1)).toEqual({ ok: false, reason: 'OPTION_MISSING' });
    expect(priceInputFor(documents, report, base, 1).ok).toBe(true);
  });
});

/** A drawing product: formats A2 to A0 and 'Als bestand', a folding group without default, and a cover toggle. */
const drawings: Product = productSchema.parse({
  ...documents,
  id: 'tekeningen',
  menus: [
    {
      ...documents.menus[0],
      optionGroups: [
        choice('formaat', ['Als bestand', 'A2', 'A1', 'A0'], 'Als bestand', { analyseValue: 'format' }),
      ],
    },
    {
      ...documents.menus[1],
      id: 'vouwen',
      group: 'vouwen',
      optionGroups: [{ ...choice('vouwen', ['niet', 'a4-vouwen'], 'niet'), default: null }],
    },
    {
      ...documents.menus[1],
      id: 'omslag',
      group: 'omslag',
      optionGroups: [{ ...choice('met-omslag', ['ja'], 'ja'), kind: 'toggle', default: null }],
    },
    {
      ...documents.menus[1],
      id: 'omslagpapier',
      group: 'omslag',
      optionGroups: [choice('omslagpapier', ['250', '300'], '250')],
    },
  ],
  pricing: { ...documents.pricing, pagePrices: [{ format: 'A1', colour: 'bw', cents: 195 }] },
});
// The folding option's title is what the rule looks for; its name is the catalogue's own.
const foldingOption = drawings.menus[1]?.optionGroups[0]?.options[1];
if (foldingOption) foldingOption.title = 'A4 vouwen';

describe("fromPricesByFormat and fromPrice (the visitor's price list, 'v.a.')", () => {
  it('prices one page in each format, black-white and colour, at the minimum order', () => {
    const fifty: Product = { ...documents, minQuantity: 50 };
    expect(fromPricesByFormat(fifty)).toEqual([
      { format: 'A4', bwCents: 50 * 12, colourCents: 50 * 45 },
      { format: 'A3', bwCents: 50 * 24, colourCents: 50 * 90 },
    ]);
    expect(fromPrice(fifty)).toBe(50 * 12);
  });

  it('includes the set-up and the charges the defaults choose (an A1 drawing is folded to A4)', () => {
    const withSetUp: Product = structuredClone({
      ...drawings,
      pricing: { ...drawings.pricing, setupCents: 500 },
    });
    const folding = withSetUp.menus[1]?.optionGroups[0]?.options[1];
    if (folding) folding.price = { unit: 'sheet', cents: 45 };
    expect(fromPricesByFormat(withSetUp)).toEqual([
      { format: 'A1', bwCents: 195 + 45 + 500, colourCents: null },
    ]);
  });

  it('has no black-white price for a product that always prints colour', () => {
    const poster: Product = { ...documents, alwaysColor: true };
    expect(fromPricesByFormat(poster).map((row) => row.bwCents)).toEqual([null, null]);
    expect(fromPrice(poster)).toBe(45);
  });
});

describe("withA4Folding (spec 02 section 4: A0, A1 and A2 apply 'A4 vouwen')", () => {
  const a1: AnalysedFile = { format: 'A1', pagesBW: 1, pagesColour: 0, pagesBlank: 0 };
  const a3: AnalysedFile = { format: 'A3', pagesBW: 1, pagesColour: 0, pagesBlank: 0 };
  const folding = (specs: { optionGroupName: string; optionName: string }[]) =>
    specs.find((spec) => spec.optionGroupName === 'vouwen')?.optionName;

  it("chooses it for an A1 file printed 'Als bestand' and for a chosen A0", () => {
    expect(folding(defaultSpecs(drawings, a1))).toBe('a4-vouwen');
    const chosenA0 = [{ menuId: 'printen', optionGroupName: 'formaat', optionName: 'A0' }];
    expect(folding(withA4Folding(drawings, a3, chosenA0))).toBe('a4-vouwen');
  });

  it("leaves a smaller format flat and keeps a customer's 'niet'", () => {
    expect(folding(defaultSpecs(drawings, a3))).toBeUndefined();
    const flat = [
      { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A1' },
      { menuId: 'vouwen', optionGroupName: 'vouwen', optionName: 'niet' },
    ];
    expect(withA4Folding(drawings, a1, flat)).toEqual(flat);
  });

  it('replaces a treatment the group does not have', () => {
    const invalid = [{ menuId: 'vouwen', optionGroupName: 'vouwen', optionName: 'kruisvouw' }];
    expect(folding(withA4Folding(drawings, a1, invalid))).toBe('a4-vouwen');
  });

  const fileOf = (format: AnalysedFile['format']): AnalysedFile => ({
    format,
    pagesBW: 1,
    pagesColour: 0,
    pagesBlank: 0,
  });
  const asFile = { menuId: 'printen', optionGroupName: 'formaat', optionName: 'Als bestand' };
  const formatChosen = (format: string) => ({
    menuId: 'printen',
    optionGroupName: 'formaat',
    optionName: format,
  });
  const kruisvouw = { menuId: 'vouwen', optionGroupName: 'vouwen', optionName: 'kruisvouw' };

  // The boundary of the rule: A2 is the smallest format folded; A3 and smaller stay flat.
  it.each(['A0', 'A1', 'A2'] as const)(
    "folds a file of %s printed 'Als bestand', also over a treatment the group does not have",
    (format) => {
      const file = fileOf(format);
      expect(folding(defaultSpecs(drawings, file))).toBe('a4-vouwen');
      expect(folding(withA4Folding(drawings, file, [asFile]))).toBe('a4-vouwen');
      expect(folding(withA4Folding(drawings, file, [asFile, kruisvouw]))).toBe('a4-vouwen');
    },
  );

  it.each(['A3', 'A4'] as const)("leaves a file of %s printed 'Als bestand' as it is", (format) => {
    const file = fileOf(format);
    expect(folding(defaultSpecs(drawings, file))).toBeUndefined();
    expect(folding(withA4Folding(drawings, file, [asFile]))).toBeUndefined();
    expect(withA4Folding(drawings, file, [asFile, kruisvouw])).toEqual([asFile, kruisvouw]);
  });

  it.each(['A0', 'A1', 'A2'])('folds an A3 file when %s is chosen for it', (format) => {
    expect(folding(withA4Folding(drawings, fileOf('A3'), [formatChosen(format)]))).toBe('a4-vouwen');
    expect(folding(withA4Folding(drawings, fileOf('A3'), [formatChosen(format), kruisvouw]))).toBe(
      'a4-vouwen',
    );
  });
});

describe('one choice per group', () => {
  it('refuses a group chosen twice (a priced option would be charged twice)', () => {
    const twice = [
      { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'nieten' },
      { menuId: 'afwerking', optionGroupName: 'afwerking', optionName: 'nieten' },
    ];
    expect(priceInputFor(documents, report, twice, 1)).toEqual({ ok: false, reason: 'UNKNOWN_OPTION' });
  });
});

describe('withoutToggledOff (spec 01 section 4: specs of a group switched off are dropped)', () => {
  const cover = { menuId: 'omslagpapier', optionGroupName: 'omslagpapier', optionName: '300' };
  const on = { menuId: 'omslag', optionGroupName: 'met-omslag', optionName: 'ja' };

  it('drops the cover paper while the cover is off and keeps it when it is on', () => {
    expect(withoutToggledOff(drawings, [cover])).toEqual([]);
    expect(withoutToggledOff(drawings, [on, cover])).toEqual([on, cover]);
  });

  it('starts with the cover off: the defaults hold no cover paper', () => {
    const a1: AnalysedFile = { format: 'A1', pagesBW: 1, pagesColour: 0, pagesBlank: 0 };
    expect(defaultSpecs(drawings, a1).some((spec) => spec.menuId === 'omslagpapier')).toBe(false);
  });

  it('never prices a dropped option', () => {
    const a1: AnalysedFile = { format: 'A1', pagesBW: 1, pagesColour: 0, pagesBlank: 0 };
    // The cover papers cost € 1,00 a copy.
    const priced: Product = structuredClone(drawings);
    for (const option of priced.menus[3]?.optionGroups[0]?.options ?? [])
      option.price = { unit: 'copy', cents: 100 };
    const total = (specs: (typeof cover)[]) => {
      const built = priceInputFor(priced, a1, specs, 1);
      if (!built.ok) throw new Error(built.reason);
      const price = priceLine(built.input);
      if (!price.ok) throw new Error(price.reason);
      return price.totalCents;
    };
    const base = defaultSpecs(priced, a1);
    expect(total([...base, cover])).toBe(total(base));
    expect(total([...base, on, cover])).toBe(total(base) + 100);
  });
});

describe("a non-standard size 'Als bestand' (issue 32 point 2, decision 0132)", () => {
  const letter = {
    status: 'READY' as const,
    analysed: true,
    format: 'custom' as const,
    dimensions: { widthMm: 215.9, heightMm: 279.4 },
    pagesBW: 2,
    pagesColour: 1,
    pagesBlank: 0,
  };
  const asFile = (file: AnalysedFile) =>
    defaultSpecs(documents, file).map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'Als bestand' } : spec,
    );

  it('prices a US-Letter file on A3, the smallest sheet it fits on, and names its size', () => {
    const quote = quoteFor(documents, letter, asFile({ ...letter, size: letter.dimensions }), 1);
    // The defaults follow the analysis to 'kleur': 2 black-white and 1 colour page at the A3 prices.
    expect(quote).toMatchObject({
      kind: 'priced',
      format: 'A3',
      cents: 2 * 24 + 90,
      customSize: { widthMm: 215.9, heightMm: 279.4, areaM2: null },
    });
  });

  it('prices a chosen A4 as A4, with no custom size named', () => {
    const specs = asFile(letter).map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'A4' } : spec,
    );
    expect(quoteFor(documents, letter, specs, 1)).toMatchObject({
      kind: 'priced',
      format: 'A4',
      cents: 2 * 12 + 45,
      customSize: null,
    });
  });

  it('has no price for a size the product prints no sheet for, nor for a custom file without a size', () => {
    const poster = { ...letter, dimensions: { widthMm: 500, heightMm: 700 } };
    expect(quoteFor(documents, poster, asFile(poster), 1)).toEqual({
      kind: 'noPrice',
      reason: 'noPriceForFormat',
    });
    const unsized = { ...letter, dimensions: null };
    expect(quoteFor(documents, unsized, asFile(unsized), 1)).toEqual({
      kind: 'noPrice',
      reason: 'noPriceForFormat',
    });
  });

  it('prices a banner past A0 per m² at the A0 price, per-sheet charges too', () => {
    const banners = productSchema.parse({
      ...documents,
      id: 'spandoek',
      pricing: {
        pagePrices: [
          { format: 'A0', colour: 'bw', cents: 500 },
          { format: 'A0', colour: 'colour', cents: 1200 },
        ],
        setupCents: 0,
        tiers: [],
      },
    });
    const banner = {
      ...letter,
      dimensions: { widthMm: 900, heightMm: 2000 },
      pagesBW: 0,
      pagesColour: 1,
    };
    const specs = defaultSpecs(banners, { ...banner, size: banner.dimensions }).map((spec) =>
      spec.optionGroupName === 'kleur'
        ? { ...spec, optionName: 'kleur' }
        : spec.optionGroupName === 'papier'
          ? { ...spec, optionName: '120 g/m²' }
          : spec,
    );
    const quote = quoteFor(banners, banner, specs, 1);
    // 1.8 m² × € 12,00 = € 21,60 for the page; the paper's 3 ct a sheet × 1.8 = 5 ct (5.4 rounded).
    expect(quote).toMatchObject({
      kind: 'priced',
      format: 'A0',
      cents: 2160 + 5,
      customSize: { widthMm: 900, heightMm: 2000, areaM2: 1.8 },
    });
  });
});

describe('a binding’s page limits and the sizes printed as the file (issue 32 point 1, decision 0134)', () => {
  const booklets = productSchema.parse({
    ...documents,
    id: 'boekjes',
    menus: [
      documents.menus[0],
      {
        id: 'boekje',
        title: 'Boekje',
        subTitle: '',
        group: 'boekje',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            ...choice('binden', ['rugnieten', 'wire-o'], 'rugnieten'),
            options: [
              {
                name: 'rugnieten',
                title: 'Rugnieten',
                price: { unit: 'copy', cents: 45 },
                alwaysColor: false,
                subOptions: [],
                pageLimits: { minPages: 8, maxPages: 64, multipleOf: 4 },
              },
              {
                name: 'wire-o',
                title: 'Wire-O-binding',
                price: null,
                alwaysColor: false,
                subOptions: [],
                pageLimits: { minPages: 4, maxPages: 300, multipleOf: 1 },
              },
            ],
          },
        ],
      },
    ],
  });
  const file = (pagesBW: number, pagesBlank = 0): AnalysedFile => ({
    format: 'A4',
    pagesBW,
    pagesColour: 0,
    pagesBlank,
  });
  const facts = (pagesBW: number) => ({
    status: 'READY' as const,
    analysed: true,
    format: 'A4' as const,
    dimensions: { widthMm: 210, heightMm: 297 },
    pagesBW,
    pagesColour: 0,
    pagesBlank: 0,
  });
  const withBinding = (name: string, pages: number) =>
    defaultSpecs(booklets, file(pages)).map((spec) =>
      spec.optionGroupName === 'binden' ? { ...spec, optionName: name } : spec,
    );
  const single = (specs: SpecEntry[]) =>
    specs.map((spec) =>
      spec.optionGroupName === 'printwijze' ? { ...spec, optionName: 'Enkelzijdig' } : spec,
    );

  it('adds blank pages up to a multiple of 4 and prices the paper of the bound count', () => {
    const quote = quoteFor(booklets, facts(62), single(withBinding('rugnieten', 62)), 1);
    const bound = quoteFor(booklets, facts(64), single(withBinding('rugnieten', 64)), 1);
    expect(quote).toMatchObject({ kind: 'priced', blankPagesAdded: 2 });
    expect(bound).toMatchObject({ kind: 'priced', blankPagesAdded: 0 });
    // Two pages less ink, the same 64 sheets: the 120 g/m² charge per sheet is the same.
    const paper = (specs: SpecEntry[]) =>
      specs.map((spec) => (spec.optionGroupName === 'papier' ? { ...spec, optionName: '120 g/m²' } : spec));
    const sheets = (quoted: ReturnType<typeof quoteFor>) =>
      quoted.kind === 'priced' ? quoted.lines.find((line) => line.kind === 'option') : null;
    expect(sheets(quoteFor(booklets, facts(62), paper(single(withBinding('rugnieten', 62))), 1))).toEqual(
      sheets(quoteFor(booklets, facts(64), paper(single(withBinding('rugnieten', 64))), 1)),
    );
  });

  it('refuses a saddle stitch of 352 pages with its range; wire-o takes 200 pages, not 352', () => {
    expect(quoteFor(booklets, facts(352), withBinding('rugnieten', 352), 1)).toEqual({
      kind: 'invalid',
      reason: 'BINDING_PAGE_COUNT',
      problem: {
        code: 'BINDING_PAGE_COUNT',
        option: 'Rugnieten',
        pages: 352,
        limits: { minPages: 8, maxPages: 64, multipleOf: 4 },
      },
    });
    expect(quoteFor(booklets, facts(200), withBinding('wire-o', 200), 1)).toMatchObject({
      kind: 'priced',
      blankPagesAdded: 0,
    });
    expect(quoteFor(booklets, facts(352), withBinding('wire-o', 352), 1)).toMatchObject({
      kind: 'invalid',
      reason: 'BINDING_PAGE_COUNT',
    });
  });

  it('counts the file’s blank pages as pages of the book', () => {
    const option = booklets.menus[1]!.optionGroups[0]!.options[0]!;
    expect(optionProblem(option, file(6, 2))).toBeNull();
    expect(optionProblem(option, file(6))).toMatchObject({ code: 'BINDING_PAGE_COUNT', pages: 6 });
  });

  it('applies no page limit to a file without analysis (its pages are not known)', () => {
    const unknown = { ...facts(0), status: 'READY_NOT_ANALYZED' as const, pagesBW: null };
    expect(quoteFor(booklets, unknown, withBinding('rugnieten', 8), 1)).toEqual({
      kind: 'noPrice',
      reason: 'notAnalysed',
    });
  });

  it("refuses 'Als bestand' for a page smaller than the product prints, and takes a chosen A4", () => {
    const ranged = asFileFromA4ToA3();
    const a5 = { ...facts(2), format: 'A5' as const, dimensions: { widthMm: 148, heightMm: 210 } };
    // As a client might send it: the defaults choose A4 for this file (below).
    const specs = defaultSpecs(ranged, { ...a5, size: a5.dimensions }).map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'Als bestand' } : spec,
    );
    expect(quoteFor(ranged, a5, specs, 1)).toMatchObject({
      kind: 'invalid',
      reason: 'SHEET_SIZE_OUT_OF_RANGE',
      problem: { fit: 'tooSmall', range: { smallest: 'A4', largest: 'A3' } },
    });
    const asA4 = specs.map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'A4' } : spec,
    );
    expect(quoteFor(ranged, a5, asA4, 1)).toMatchObject({ kind: 'priced', format: 'A4' });
    const letter = {
      ...facts(2),
      format: 'custom' as const,
      dimensions: { widthMm: 215.9, heightMm: 279.4 },
    };
    expect(quoteFor(ranged, letter, specs, 1)).toMatchObject({ kind: 'priced', format: 'A3' });
  });
});

/** The documents product whose 'Als bestand' prints sheets from A4 up to A3 only. */
function asFileFromA4ToA3() {
  return productSchema.parse({
    ...documents,
    menus: documents.menus.map((menu) => ({
      ...menu,
      optionGroups: menu.optionGroups.map((group) =>
        group.name === 'formaat'
          ? {
              ...group,
              options: group.options.map((option) =>
                option.name === 'Als bestand'
                  ? { ...option, sheetRange: { smallest: 'A4', largest: 'A3' } }
                  : option,
              ),
            }
          : group,
      ),
    })),
  });
}

describe('defaults that can be made (decision 0134)', () => {
  it('passes over a default the file breaks the limits of: the first option that takes it', () => {
    const limited = asFileFromA4ToA3();
    const a5: AnalysedFile = { format: 'A5', pagesBW: 2, pagesColour: 0, pagesBlank: 0 };
    expect(defaultSpecs(limited, a5)).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'formaat',
      optionName: 'A4',
    });
    expect(defaultSpecs(limited, { ...a5, format: 'A4' })).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'formaat',
      optionName: 'A4',
    });
    expect(
      defaultSpecs(limited, { ...a5, format: 'custom', size: { widthMm: 215.9, heightMm: 279.4 } }),
    ).toContainEqual({
      menuId: 'printen',
      optionGroupName: 'formaat',
      optionName: 'Als bestand',
    });
  });
});
