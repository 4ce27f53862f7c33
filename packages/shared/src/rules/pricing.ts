import type { PaperFormat } from '../schemas/analysis';
import { percentOfCents, roundCents } from './money';

/**
 * The price engine (docs/pricing.md): one pure function that the product order screen runs for
 * an instant price and the server runs again on every write (a price a client sends is never
 * used). Money is integer euro cents excl. BTW throughout; the only rounding is in the volume
 * discount, half up to a whole cent, once per line.
 */

/** At most this many copies on one line: above it the provider makes a quotation. */
export const MAX_QUANTITY = 100_000;

/** Black-white or colour, as the product's 'kleur' option says (or the file, see PriceInput). */
export type ColourMode = 'bw' | 'colour';

/** What an option adds: per printed page, per sheet of paper, per copy, or once per line. */
export type ChargeUnit = 'page' | 'sheet' | 'copy' | 'line';

/** A chosen option with a price: paper weight, material, lamination, finishing, set-up. */
export type OptionCharge = {
  /** The option's title as the customer chose it ('Nieten', '120 g/m²'): the breakdown shows it. */
  title: string;
  unit: ChargeUnit;
  /** Cents per unit; a price for the line's format in `centsByFormat` wins. */
  cents: number;
  centsByFormat?: Partial<Record<PaperFormat, number>>;
};

/** The product's price table, as staff keep it (rows in the database). */
export type ProductPricing = {
  /** Cents per printed page (one side of a sheet), by format and colour. */
  pagePrices: readonly { format: PaperFormat; colour: ColourMode; cents: number }[];
  /** Cents once per line (preparing the file, setting up the machine); 0 for none. */
  setupCents: number;
  /** From `minQuantity` copies, `discountPercent` (whole percent, 0–100) off the copies. */
  tiers: readonly { minQuantity: number; discountPercent: number }[];
};

export type PriceInput = {
  /** The analysis of the file: pages with black-white ink, with colour, without ink. */
  pages: { bw: number; colour: number; blank: number };
  format: PaperFormat;
  /**
   * A page larger than A0 is priced per square metre (decision 0132): `format` is then A0, whose
   * page prices and per-page and per-sheet charges are prices per m², times this area.
   */
  areaM2?: number;
  /**
   * 'bw' prints every page black-white; 'colour' charges each page as the analysis found it
   * (a colour page at the colour price, a black-white page at the black-white price).
   */
  colourMode: ColourMode;
  /** The product or a chosen option prints everything in colour: every inked page at the colour price. */
  alwaysColor: boolean;
  sides: 1 | 2;
  quantity: number;
  charges: readonly OptionCharge[];
  pricing: ProductPricing;
};

/** One line of the breakdown; the screen words it (pricing texts), the server keeps it as is. */
export type PriceLine =
  | { kind: 'pagesBw' | 'pagesColour'; count: number; unitCents: number; cents: number }
  | { kind: 'option'; title: string; unit: ChargeUnit; count: number; unitCents: number; cents: number }
  | { kind: 'perCopy'; cents: number }
  | { kind: 'copies'; count: number; cents: number }
  | { kind: 'tier'; minQuantity: number; discountPercent: number; cents: number }
  | { kind: 'setup'; cents: number };

export type PriceFailure =
  /** Quantity not a whole number from 1 to MAX_QUANTITY. */
  | 'INVALID_QUANTITY'
  /** The file has no pages (or the counts are not whole numbers ≥ 0). */
  | 'INVALID_PAGES'
  /** The product has no page price for this format and colour. */
  | 'NO_PRICE_FOR_FORMAT';

export type PriceResult =
  | { ok: true; totalCents: number; perCopyCents: number; lines: PriceLine[] }
  | { ok: false; reason: PriceFailure };

const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** The tier that applies to a quantity: the one with the highest minimum at or below it. */
export function tierFor(tiers: ProductPricing['tiers'], quantity: number) {
  let best: ProductPricing['tiers'][number] | undefined;
  for (const tier of tiers)
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  return best && best.discountPercent > 0 ? best : undefined;
}

/** Sheets of paper one copy takes: every page, blank ones too, on one or two sides. */
export const sheetsPerCopy = (pages: PriceInput['pages'], sides: 1 | 2): number =>
  Math.ceil((pages.bw + pages.colour + pages.blank) / sides);

/**
 * Prices one line: copies of one file with its options.
 *
 * Per copy: every inked page at its page price (blank pages print no ink and cost no page
 * price, but take paper), each option by its unit (page: inked pages; sheet: sheets; copy: once).
 * The copies: per copy × quantity, less the tier's discount, rounded half up once. Then the
 * options charged per line and the set-up costs, once.
 */
export function priceLine(input: PriceInput): PriceResult {
  const { pages, quantity, pricing } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    return { ok: false, reason: 'INVALID_QUANTITY' };
  if (!isCount(pages.bw) || !isCount(pages.colour) || !isCount(pages.blank))
    return { ok: false, reason: 'INVALID_PAGES' };
  if (pages.bw + pages.colour + pages.blank === 0) return { ok: false, reason: 'INVALID_PAGES' };

  const inked = pages.bw + pages.colour;
  const colourPages = input.alwaysColor ? inked : input.colourMode === 'colour' ? pages.colour : 0;
  const bwPages = inked - colourPages;
  // Per m² past A0: each unit price rounded once to a whole cent, so the lines still add up.
  const byArea = (cents: number) => (input.areaM2 === undefined ? cents : roundCents(cents * input.areaM2));
  const pagePrice = (colour: ColourMode) => {
    const cents = pricing.pagePrices.find(
      (row) => row.format === input.format && row.colour === colour,
    )?.cents;
    return cents === undefined ? undefined : byArea(cents);
  };

  const lines: PriceLine[] = [];
  for (const [kind, count, colour] of [
    ['pagesBw', bwPages, 'bw'],
    ['pagesColour', colourPages, 'colour'],
  ] as const) {
    if (count === 0) continue;
    const unitCents = pagePrice(colour);
    if (unitCents === undefined) return { ok: false, reason: 'NO_PRICE_FOR_FORMAT' };
    lines.push({ kind, count, unitCents, cents: count * unitCents });
  }

  const sheets = sheetsPerCopy(pages, input.sides);
  const perUnit: Record<Exclude<ChargeUnit, 'line'>, number> = { page: inked, sheet: sheets, copy: 1 };
  const lineCharges: PriceLine[] = [];
  for (const charge of input.charges) {
    const formatCents = charge.centsByFormat?.[input.format] ?? charge.cents;
    const unitCents = charge.unit === 'page' || charge.unit === 'sheet' ? byArea(formatCents) : formatCents;
    if (unitCents === 0) continue;
    const count = charge.unit === 'line' ? 1 : perUnit[charge.unit];
    const line: PriceLine = {
      kind: 'option',
      title: charge.title,
      unit: charge.unit,
      count,
      unitCents,
      cents: count * unitCents,
    };
    (charge.unit === 'line' ? lineCharges : lines).push(line);
  }

  const perCopyCents = lines.reduce((sum, line) => sum + line.cents, 0);
  lines.push({ kind: 'perCopy', cents: perCopyCents });
  const copiesCents = perCopyCents * quantity;
  lines.push({ kind: 'copies', count: quantity, cents: copiesCents });

  let totalCents = copiesCents;
  const tier = tierFor(pricing.tiers, quantity);
  if (tier) {
    // Round the discounted amount, not the discount: then more copies never cost less.
    const discounted = percentOfCents(copiesCents, 100 - tier.discountPercent);
    lines.push({ ...tier, kind: 'tier', cents: discounted - copiesCents });
    totalCents = discounted;
  }
  for (const line of lineCharges) {
    lines.push(line);
    totalCents += line.cents;
  }
  if (pricing.setupCents > 0) {
    lines.push({ kind: 'setup', cents: pricing.setupCents });
    totalCents += pricing.setupCents;
  }
  return { ok: true, totalCents, perCopyCents, lines };
}
