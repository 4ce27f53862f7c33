import { COLOUR_OPTIONS, FORMAT_AS_FILE, PRICED_GROUPS, SIDES_OPTIONS } from '../constants';
import type { PaperFormat } from '../schemas/analysis';
import type { NoPriceReason } from '../schemas/cart';
import type { OptionGroup, Product, ProductOption, SpecEntry } from '../schemas/catalogue';
import { A_SERIES_MM } from './analysis-format';
import { type OptionCharge, type PriceInput, type PriceLine, priceLine } from './pricing';
import { bindingFit, type PrintLimitProblem, sheetFit } from './print-limits';
import { type PageSize, sheetForSize } from './sheet-for-size';

/** What the configuration needs of an analysed file. */
export type AnalysedFile = {
  format: PaperFormat | null;
  /** The page size: a 'custom' format is priced by the sheet it fits on (decision 0132). */
  size?: PageSize | null;
  pagesBW: number;
  pagesColour: number;
  pagesBlank: number;
  /** False for a file without analysis: its pages are not known, so no page limit applies. */
  pagesKnown?: boolean;
};

export type ConfigurationFailure =
  /** A spec names a menu, group or option the product does not have. */
  | 'UNKNOWN_OPTION'
  /** A spec names a menu the file may not use (hidden, or too few pages). */
  | 'MENU_NOT_AVAILABLE'
  /**
   * A choice group with a default has no choice: the product always prints with one of its
   * options (a paper, a side), so leaving it out would price the file without it.
   */
  | 'OPTION_MISSING'
  /** A binding chosen for a page count it cannot bind (decision 0134). */
  | 'BINDING_PAGE_COUNT'
  /** 'Als bestand' for a page size the product does not print (decision 0134). */
  | 'SHEET_SIZE_OUT_OF_RANGE';

/** A refused configuration: the reason, and for a limit what the customer needs to know. */
export type ConfigurationRefusal = { ok: false; reason: ConfigurationFailure; problem?: PrintLimitProblem };

const pageCount = (file: AnalysedFile) => file.pagesBW + file.pagesColour;

/** What an uploaded file tells the configuration (the fields of schemas/uploads.ts UploadedFile). */
export type FileFacts = {
  status: 'ANALYZING' | 'READY' | 'READY_NOT_ANALYZED' | 'READY_PASSWORD_PROTECTED';
  analysed: boolean;
  format: PaperFormat | null;
  /** The first page's size in millimetres (UploadedFile.dimensions). */
  dimensions?: PageSize | null;
  pagesBW: number | null;
  pagesColour: number | null;
  pagesBlank: number | null;
};

/**
 * The analysis a price needs, or why a file has none (spec 01 section 8, 'Geen prijscalculatie
 * mogelijk'): not analysable, password-protected, or uploaded with the analysis off.
 */
export function analysisForPricing(
  file: FileFacts,
): AnalysedFile | Exclude<NoPriceReason, 'noPriceForFormat'> {
  if (file.status === 'READY_PASSWORD_PROTECTED') return 'passwordProtected';
  if (file.status !== 'READY') return 'notAnalysed';
  if (!file.analysed) return 'analysisOff';
  if (file.pagesBW === null || file.pagesColour === null || file.pagesBlank === null) return 'notAnalysed';
  return {
    format: file.format,
    size: file.dimensions ?? null,
    pagesBW: file.pagesBW,
    pagesColour: file.pagesColour,
    pagesBlank: file.pagesBlank,
  };
}

/** A file without analysis: no pages known, so menus that need pages are not offered. */
export const UNKNOWN_PAGES: AnalysedFile = {
  format: null,
  pagesBW: 0,
  pagesColour: 0,
  pagesBlank: 0,
  pagesKnown: false,
};

/** The menus a file can use: not hidden, and enough colour plus black-white pages (spec 01 section 5). */
export function menusForFile(product: Product, file: AnalysedFile) {
  return product.menus.filter((menu) => !menu.hidden && pageCount(file) >= menu.minPagesRequired);
}

/**
 * The defaults when a product is chosen for a file (spec 01 section 4, Cart): each group's
 * default; 'formaat' from the file unless its format is not on offer (then the group default,
 * 'Als bestand' where offered); a group with analyseValue 'colour' follows the analysis;
 * 'printwijze' single-sided for a one-page file; 'opmerking' and other text groups empty.
 */
export function defaultSpecs(product: Product, file: AnalysedFile): SpecEntry[] {
  return withA4Folding(product, file, withoutToggledOff(product, groupDefaults(product, file)));
}

/**
 * Every usable group's default for this file, toggles and their groups left as they are: what a
 * toggle switched on brings back.
 */
export function groupDefaults(product: Product, file: AnalysedFile): SpecEntry[] {
  const specs: SpecEntry[] = [];
  for (const menu of menusForFile(product, file)) {
    for (const group of menu.optionGroups) {
      const optionName = defaultOption(group, file);
      if (optionName !== null) specs.push({ menuId: menu.id, optionGroupName: group.name, optionName });
    }
  }
  return specs;
}

/**
 * A toggle group is on when a spec names its one option, off when none does; off, it drops the
 * specs of every menu of its menu's group (spec 01 section 4: 'Specs in a group disabled by a
 * toggle option are dropped'). Client and server both apply it, so a dropped option is never
 * priced.
 */
export function withoutToggledOff(product: Product, specs: readonly SpecEntry[]): SpecEntry[] {
  const offGroups = toggledOffGroups(product, specs);
  if (offGroups.size === 0) return [...specs];
  const menuGroup = new Map(product.menus.map((menu) => [menu.id, menu.group]));
  return specs.filter((spec) => {
    const group = menuGroup.get(spec.menuId);
    return group === undefined || !offGroups.has(group);
  });
}

/** The menu groups (`menu.group`) a toggle of theirs switches off for these specs. */
export function toggledOffGroups(product: Product, specs: readonly SpecEntry[]): Set<string> {
  const offGroups = new Set<string>();
  for (const menu of product.menus)
    for (const group of menu.optionGroups)
      if (
        group.kind === 'toggle' &&
        !specs.some((spec) => spec.menuId === menu.id && spec.optionGroupName === group.name)
      )
        offGroups.add(menu.group);
  return offGroups;
}

/** The format a configured file prints in: the chosen one, or the file's own for 'Als bestand'. */
export function printFormatOf(
  file: Pick<AnalysedFile, 'format'>,
  specs: readonly SpecEntry[],
): PaperFormat | null {
  const choice = specs.find((spec) => spec.optionGroupName === PRICED_GROUPS.format)?.optionName;
  return choice && choice !== FORMAT_AS_FILE ? (choice as PaperFormat) : file.format;
}

/** The large formats a drawing is folded down from (spec 02 section 4). */
const FOLDED_FORMATS: readonly PaperFormat[] = ['A0', 'A1', 'A2'];
export const isFoldedFormat = (format: PaperFormat | null) =>
  format !== null && FOLDED_FORMATS.includes(format);
export const A4_FOLDING = 'A4 vouwen';

/**
 * A0, A1 and A2 take the treatment 'A4 vouwen' where the product offers it and no valid
 * treatment of its group is chosen (spec 02 section 4). A customer who chose 'Niet vouwen'
 * keeps that.
 */
export function withA4Folding(
  product: Product,
  file: AnalysedFile,
  specs: readonly SpecEntry[],
): SpecEntry[] {
  const format = printFormatOf(file, specs);
  if (!isFoldedFormat(format)) return [...specs];
  for (const menu of menusForFile(product, file)) {
    for (const group of menu.optionGroups) {
      const folding = group.options.find((option) => option.title === A4_FOLDING);
      if (!folding) continue;
      const current = specs.find((spec) => spec.menuId === menu.id && spec.optionGroupName === group.name);
      if (current && group.options.some((option) => option.name === current.optionName)) continue;
      return [
        ...specs.filter((spec) => spec !== current),
        { menuId: menu.id, optionGroupName: group.name, optionName: folding.name },
      ];
    }
  }
  return [...specs];
}

/**
 * A group's default for this file, passed over when the file breaks its limits (a booklet of 352
 * pages is not saddle stitched, an A5 page not printed 'Als bestand' on A4 and up): then the
 * first option that takes it, so the defaults are always a configuration that can be made.
 */
function defaultOption(group: OptionGroup, file: AnalysedFile): string | null {
  const preferred = preferredOption(group, file);
  const option = group.options.find((candidate) => candidate.name === preferred);
  if (!option || optionProblem(option, file) === null) return preferred;
  return group.options.find((candidate) => optionProblem(candidate, file) === null)?.name ?? preferred;
}

function preferredOption(group: OptionGroup, file: AnalysedFile): string | null {
  if (group.kind === 'text') return '';
  const offered = (name: string | null | undefined) =>
    name && group.options.some((option) => option.name === name) ? name : null;
  if (group.name === PRICED_GROUPS.sides && pageCount(file) + file.pagesBlank === 1)
    return offered(SIDES_OPTIONS.single) ?? group.default;
  if (group.analyseValue === 'format' || group.name === PRICED_GROUPS.format)
    return offered(file.format) ?? group.default;
  if (group.analyseValue === 'colour')
    return offered(file.pagesColour > 0 ? COLOUR_OPTIONS.colour : COLOUR_OPTIONS.bw) ?? group.default;
  return group.default;
}

type Chosen = { group: OptionGroup; option: ProductOption | null; text: string };

/** Every spec resolved against the product, or the first that does not fit. */
function resolve(product: Product, file: AnalysedFile, specs: readonly SpecEntry[]) {
  const available = new Set(menusForFile(product, file).map((menu) => menu.id));
  const chosen: Chosen[] = [];
  const seen = new Set<string>();
  for (const spec of specs) {
    // One choice per group: a second would be charged twice, or win over the first unseen.
    const key = `${spec.menuId}\u0000${spec.optionGroupName}`;
    if (seen.has(key)) return { ok: false as const, reason: 'UNKNOWN_OPTION' as const };
    seen.add(key);
    const menu = product.menus.find((candidate) => candidate.id === spec.menuId);
    const group = menu?.optionGroups.find((candidate) => candidate.name === spec.optionGroupName);
    if (!menu || !group) return { ok: false as const, reason: 'UNKNOWN_OPTION' as const };
    if (!available.has(menu.id)) return { ok: false as const, reason: 'MENU_NOT_AVAILABLE' as const };
    if (group.kind === 'text') {
      chosen.push({ group, option: null, text: spec.optionName });
      continue;
    }
    const option = group.options.find((candidate) => candidate.name === spec.optionName);
    if (!option) return { ok: false as const, reason: 'UNKNOWN_OPTION' as const };
    chosen.push({ group, option, text: '' });
  }
  if (missesRequiredChoice(product, file, specs))
    return { ok: false as const, reason: 'OPTION_MISSING' as const };
  return { ok: true as const, chosen };
}

/**
 * Whether a usable menu's choice group that has a default is left without a choice. Menus a
 * toggle switched off do not count (their specs are dropped), nor do groups without a default
 * (an optional treatment) and text or toggle groups.
 */
function missesRequiredChoice(product: Product, file: AnalysedFile, specs: readonly SpecEntry[]): boolean {
  const offGroups = toggledOffGroups(product, specs);
  return menusForFile(product, file).some(
    (menu) =>
      !offGroups.has(menu.group) &&
      menu.optionGroups.some(
        (group) =>
          group.kind === 'choice' &&
          group.default !== null &&
          !specs.some((spec) => spec.menuId === menu.id && spec.optionGroupName === group.name),
      ),
  );
}

/**
 * The price engine's input for a configured file: format, colour and sides from their groups
 * (the format 'Als bestand' is the file's own, A4 when the analysis found none; a non-standard
 * size the smallest sheet the product prints that it fits on, or per m² past A0: decision 0132),
 * every chosen option with a price as a charge, alwaysColor when the product or a chosen option
 * says so.
 */
export function priceInputFor(
  product: Product,
  file: AnalysedFile,
  specs: readonly SpecEntry[],
  quantity: number,
): { ok: true; input: PriceInput; blankPagesAdded: number } | ConfigurationRefusal {
  const resolved = resolve(product, file, withoutToggledOff(product, specs));
  if (!resolved.ok) return resolved;
  const pick = (groupName: string) =>
    resolved.chosen.find((entry) => entry.group.name === groupName)?.option?.name ?? null;
  const limits = limitsOf(resolved.chosen, file);
  if (!limits.ok) return { ok: false, reason: limits.problem.code, problem: limits.problem };

  const formatChoice = pick(PRICED_GROUPS.format);
  const named = ((formatChoice && formatChoice !== FORMAT_AS_FILE ? formatChoice : file.format) ??
    'A4') as PaperFormat;
  const sheet = named === 'custom' ? sheetForCustom(product, file) : null;
  const colourChoice = pick(PRICED_GROUPS.colour);
  const charges: OptionCharge[] = [];
  for (const { option } of resolved.chosen)
    if (option?.price) charges.push({ title: option.title, ...option.price });

  return {
    ok: true,
    input: {
      // The blank pages a binding adds take paper as the file's own blank pages do.
      pages: { bw: file.pagesBW, colour: file.pagesColour, blank: file.pagesBlank + limits.blankPagesAdded },
      format: sheet?.format ?? named,
      ...(sheet?.kind === 'area' ? { areaM2: sheet.areaM2 } : {}),
      colourMode: colourChoice === COLOUR_OPTIONS.bw ? 'bw' : 'colour',
      alwaysColor: product.alwaysColor || resolved.chosen.some((entry) => entry.option?.alwaysColor),
      sides: pick(PRICED_GROUPS.sides) === SIDES_OPTIONS.double ? 2 : 1,
      quantity,
      charges,
      pricing: product.pricing,
    },
    blankPagesAdded: limits.blankPagesAdded,
  };
}

/** Every page of the file, blank ones too: what a binding holds. */
export const pagesToBind = (file: AnalysedFile) => file.pagesBW + file.pagesColour + file.pagesBlank;

/** The file's page size: the first page's, or its A format's when only that is known. */
function pageSizeOf(file: AnalysedFile): PageSize | null {
  if (file.size) return file.size;
  const sheet = file.format ? A_SERIES_MM[file.format] : undefined;
  return sheet ? { widthMm: sheet[0], heightMm: sheet[1] } : null;
}

/** Why this option cannot be chosen for this file (a binding's pages, a size 'Als bestand'); null when it can. */
export function optionProblem(option: ProductOption, file: AnalysedFile): PrintLimitProblem | null {
  if (option.pageLimits && file.pagesKnown !== false) {
    const pages = pagesToBind(file);
    if (!bindingFit(option.pageLimits, pages).ok)
      return { code: 'BINDING_PAGE_COUNT', option: option.title, pages, limits: option.pageLimits };
  }
  const size = option.sheetRange ? pageSizeOf(file) : null;
  if (option.sheetRange && size) {
    const fit = sheetFit(option.sheetRange, size);
    if (fit !== 'fits') return { code: 'SHEET_SIZE_OUT_OF_RANGE', fit, size, range: option.sheetRange };
  }
  return null;
}

/** The chosen options' limits: the first that the file breaks, or the blank pages a binding adds. */
function limitsOf(
  chosen: readonly Chosen[],
  file: AnalysedFile,
): { ok: true; blankPagesAdded: number } | { ok: false; problem: PrintLimitProblem } {
  let blankPagesAdded = 0;
  for (const { option } of chosen) {
    if (!option) continue;
    const problem = optionProblem(option, file);
    if (problem) return { ok: false, problem };
    if (option.pageLimits && file.pagesKnown !== false) {
      const fit = bindingFit(option.pageLimits, pagesToBind(file));
      if (fit.ok) blankPagesAdded = Math.max(blankPagesAdded, fit.blankPagesAdded);
    }
  }
  return { ok: true, blankPagesAdded };
}

/** The sheet a file of a non-standard size is priced on, among the formats the product has page prices for. */
function sheetForCustom(product: Product, file: AnalysedFile) {
  const formats = [...new Set(product.pricing.pagePrices.map((row) => row.format))];
  return sheetForSize(file.size ?? null, formats);
}

/** What the minimum order of a one-page file costs in one format: black-white and colour, null where not printed. */
export type FormatFromPrice = { format: PaperFormat; bwCents: number | null; colourCents: number | null };

/**
 * Per format the product has page prices for, what its minimum order of a one-page file costs
 * with the default options (set-up and default charges included): the price list a visitor
 * reads before uploading (decision 0109); a large format folded to A4 as its order would be
 * (withA4Folding). Colour is null where no colour page is priced,
 * black-white where the product always prints colour.
 */
export function fromPricesByFormat(product: Product): FormatFromPrice[] {
  const formats = [...new Set(product.pricing.pagePrices.map((row) => row.format))];
  const costOf = (format: PaperFormat, colour: boolean): number | null => {
    const priced = product.pricing.pagePrices.some(
      (row) => row.format === format && row.colour === (colour ? 'colour' : 'bw'),
    );
    if (!priced || (!colour && product.alwaysColor)) return null;
    const file: AnalysedFile = {
      format,
      pagesBW: colour ? 0 : 1,
      pagesColour: colour ? 1 : 0,
      pagesBlank: 0,
    };
    const specs = withA4Folding(product, file, defaultSpecs(product, file));
    const built = priceInputFor(product, file, specs, product.minQuantity);
    if (!built.ok) return null;
    const price = priceLine(built.input);
    return price.ok ? price.totalCents : null;
  };
  return formats.map((format) => ({
    format,
    bwCents: costOf(format, false),
    colourCents: costOf(format, true),
  }));
}

/**
 * The 'v.a.' price of a product card: the least that its minimum order of a one-page file
 * costs, over the formats it has page prices for, with the default options (black-white where
 * the product prints it, colour where it only prints colour). Null when nothing can be priced.
 */
export function fromPrice(product: Product): number | null {
  let lowest: number | null = null;
  for (const { bwCents, colourCents } of fromPricesByFormat(product)) {
    const cents = bwCents ?? colourCents;
    if (cents !== null && (lowest === null || cents < lowest)) lowest = cents;
  }
  return lowest;
}

/**
 * Whether a configured file prints in colour, as it is charged: every page when the product or a
 * chosen option always prints in colour, else its colour pages when colour is chosen (a file
 * without analysis: when colour is chosen). What the job ticket tells the shop (decision 0071).
 */
export function printsInColour(product: Product, file: FileFacts, specs: readonly SpecEntry[]): boolean {
  const analysis = analysisForPricing(file);
  const built = priceInputFor(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis, specs, 1);
  if (!built.ok) return false;
  const { input } = built;
  if (input.alwaysColor) return true;
  return input.colourMode === 'colour' && (typeof analysis === 'string' || input.pages.colour > 0);
}

/**
 * The specs a configuration is kept with: the customer's, with the treatment the large formats
 * take (spec 02 section 4, 'A4 vouwen' for A0 to A2 where no valid treatment is chosen). The
 * server applies it to whatever a client sent, as the screen does (issue 28 point 2).
 */
export function specsAsKept(product: Product, file: FileFacts, specs: readonly SpecEntry[]): SpecEntry[] {
  const analysis = analysisForPricing(file);
  return withA4Folding(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis, specs);
}

export type Quote =
  | {
      kind: 'priced';
      cents: number;
      lines: PriceLine[];
      /** The sheet it is priced on: a Letter page's is A3 (decision 0132). */
      format: PaperFormat;
      /** A non-standard size, as the screen names it ('Afwijkend formaat 216 × 279 mm'); null otherwise. */
      customSize: (PageSize & { areaM2: number | null }) | null;
      /** Blank pages a binding adds to reach a count it binds ('Er worden 2 blanco pagina’s toegevoegd'). */
      blankPagesAdded: number;
    }
  | { kind: 'noPrice'; reason: NoPriceReason }
  | { kind: 'invalid'; reason: ConfigurationFailure; problem?: PrintLimitProblem };

/**
 * A file's price with a product, options and quantity, as the screen shows it at once and the
 * server stores it: no price for a file without analysis (with the reason), nor for a format the
 * product has no page price for.
 */
export function quoteFor(
  product: Product,
  file: FileFacts,
  specs: readonly SpecEntry[],
  quantity: number,
): Quote {
  const analysis = analysisForPricing(file);
  const built = priceInputFor(
    product,
    typeof analysis === 'string' ? UNKNOWN_PAGES : analysis,
    specs,
    quantity,
  );
  if (!built.ok)
    return { kind: 'invalid', reason: built.reason, ...(built.problem ? { problem: built.problem } : {}) };
  if (typeof analysis === 'string') return { kind: 'noPrice', reason: analysis };
  const price = priceLine(built.input);
  if (!price.ok) return { kind: 'noPrice', reason: 'noPriceForFormat' };
  const customSize =
    analysis.size && printFormatOf(analysis, specs) === 'custom'
      ? { ...analysis.size, areaM2: built.input.areaM2 ?? null }
      : null;
  return {
    kind: 'priced',
    cents: price.totalCents,
    lines: price.lines,
    format: built.input.format,
    customSize,
    blankPagesAdded: built.blankPagesAdded,
  };
}
