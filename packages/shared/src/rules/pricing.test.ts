import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaperFormat } from '../schemas/analysis';
import {
  MAX_QUANTITY,
  type OptionCharge,
  type PriceInput,
  type PriceLine,
  type ProductPricing,
  priceLine,
  sheetsPerCopy,
  tierFor,
} from './pricing';

/** A document product as the demo catalogue prices it: A4 and A3, with tiers and set-up costs. */
const documents: ProductPricing = {
  pagePrices: [
    { format: 'A4', colour: 'bw', cents: 12 },
    { format: 'A4', colour: 'colour', cents: 45 },
    { format: 'A3', colour: 'bw', cents: 24 },
    { format: 'A3', colour: 'colour', cents: 90 },
  ],
  setupCents: 0,
  tiers: [
    { minQuantity: 100, discountPercent: 10 },
    { minQuantity: 500, discountPercent: 15 },
  ],
};

const staple: OptionCharge = { title: 'Nieten', unit: 'copy', cents: 25 };
const paper120: OptionCharge = { title: '120 g/m²', unit: 'sheet', cents: 3, centsByFormat: { A3: 6 } };

function input(change: Partial<PriceInput> = {}): PriceInput {
  return {
    pages: { bw: 9, colour: 3, blank: 0 },
    format: 'A4',
    colourMode: 'colour',
    alwaysColor: false,
    sides: 1,
    quantity: 1,
    charges: [],
    pricing: documents,
    ...change,
  };
}

function priced(change: Partial<PriceInput> = {}) {
  const result = priceLine(input(change));
  if (!result.ok) throw new Error(`no price: ${result.reason}`);
  return result;
}

const kinds = (lines: PriceLine[]) => lines.map((line) => line.kind);

describe('priceLine: worked examples (docs/pricing.md)', () => {
  it('charges each page as the analysis found it: 9 black-white and 3 colour pages', () => {
    const result = priced();
    expect(result.lines.slice(0, 2)).toEqual([
      { kind: 'pagesBw', count: 9, unitCents: 12, cents: 108 },
      { kind: 'pagesColour', count: 3, unitCents: 45, cents: 135 },
    ]);
    expect(result.perCopyCents).toBe(243);
    expect(result.totalCents).toBe(243);
  });

  it("prints everything black-white when the customer chose 'Zwart/Wit'", () => {
    expect(priced({ colourMode: 'bw' }).totalCents).toBe(12 * 12);
  });

  it('prints every inked page in colour when the product or an option is alwaysColor', () => {
    expect(priced({ alwaysColor: true, colourMode: 'bw' }).totalCents).toBe(12 * 45);
  });

  it('charges no page price for blank pages, but they take paper', () => {
    const result = priced({ pages: { bw: 2, colour: 0, blank: 2 }, charges: [paper120] });
    expect(result.lines).toContainEqual({ kind: 'pagesBw', count: 2, unitCents: 12, cents: 24 });
    expect(result.lines).toContainEqual({
      kind: 'option',
      title: '120 g/m²',
      unit: 'sheet',
      count: 4,
      unitCents: 3,
      cents: 12,
    });
    expect(result.totalCents).toBe(36);
  });

  it('counts sheets from pages and sides: 12 pages double-sided are 6 sheets, 13 are 7', () => {
    expect(sheetsPerCopy({ bw: 12, colour: 0, blank: 0 }, 2)).toBe(6);
    expect(sheetsPerCopy({ bw: 12, colour: 0, blank: 1 }, 2)).toBe(7);
    expect(sheetsPerCopy({ bw: 12, colour: 0, blank: 1 }, 1)).toBe(13);
  });

  it('takes the format price of an option where it has one (A3 paper)', () => {
    const result = priced({ format: 'A3', colourMode: 'bw', charges: [paper120] });
    expect(result.lines).toContainEqual(
      expect.objectContaining({ title: '120 g/m²', unitCents: 6, cents: 72 }),
    );
    expect(result.totalCents).toBe(12 * 24 + 72);
  });

  it('applies the tier from its minimum: 99 copies at full price, 100 with 10 % off, 500 with 15 %', () => {
    const at = (quantity: number) => priced({ quantity, charges: [staple] });
    expect(at(99).totalCents).toBe(99 * 268);
    expect(kinds(at(99).lines)).not.toContain('tier');
    const hundred = at(100);
    expect(hundred.totalCents).toBe(24120);
    expect(hundred.lines).toContainEqual({
      kind: 'tier',
      minQuantity: 100,
      discountPercent: 10,
      cents: -2680,
    });
    expect(at(500).totalCents).toBe(Math.round((500 * 268 * 85) / 100));
  });

  it('rounds the discounted amount half up, once', () => {
    // 1 copy of 1 page at 45 ct with 10 % off would be 40.5 ct.
    const pricing = { ...documents, tiers: [{ minQuantity: 1, discountPercent: 10 }] };
    const result = priced({ pages: { bw: 0, colour: 1, blank: 0 }, pricing });
    expect(result.totalCents).toBe(41);
  });

  it('adds per-line options and set-up costs once, after the discount', () => {
    const result = priced({
      quantity: 100,
      charges: [{ title: 'Digitale proef', unit: 'line', cents: 750 }],
      pricing: { ...documents, setupCents: 500 },
    });
    expect(kinds(result.lines)).toEqual([
      'pagesBw',
      'pagesColour',
      'perCopy',
      'copies',
      'tier',
      'option',
      'setup',
    ]);
    expect(result.totalCents).toBe(Math.round(243 * 100 * 0.9) + 750 + 500);
  });

  it('leaves options without a price out of the breakdown', () => {
    const result = priced({ charges: [{ title: 'Perforeren', unit: 'copy', cents: 0 }] });
    expect(kinds(result.lines)).toEqual(['pagesBw', 'pagesColour', 'perCopy', 'copies']);
  });
});

describe('priceLine: what it refuses', () => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_QUANTITY + 1])('quantity %s', (quantity) => {
    expect(priceLine(input({ quantity }))).toEqual({ ok: false, reason: 'INVALID_QUANTITY' });
  });

  it('a file without pages, or with counts that are not whole numbers', () => {
    expect(priceLine(input({ pages: { bw: 0, colour: 0, blank: 0 } }))).toEqual({
      ok: false,
      reason: 'INVALID_PAGES',
    });
    expect(priceLine(input({ pages: { bw: 1.5, colour: 0, blank: 0 } }))).toEqual({
      ok: false,
      reason: 'INVALID_PAGES',
    });
    expect(priceLine(input({ pages: { bw: -1, colour: 2, blank: 0 } }))).toEqual({
      ok: false,
      reason: 'INVALID_PAGES',
    });
  });

  it('a format the product has no page price for', () => {
    expect(priceLine(input({ format: 'A0' }))).toEqual({ ok: false, reason: 'NO_PRICE_FOR_FORMAT' });
  });

  it('needs no page price for a colour it does not print: a black-white document without colour prices', () => {
    const bwOnly = { ...documents, pagePrices: documents.pagePrices.filter((row) => row.colour === 'bw') };
    expect(priceLine(input({ colourMode: 'bw', pricing: bwOnly })).ok).toBe(true);
    expect(priceLine(input({ colourMode: 'colour', pricing: bwOnly }))).toEqual({
      ok: false,
      reason: 'NO_PRICE_FOR_FORMAT',
    });
  });
});

describe('tierFor', () => {
  it('picks the highest minimum at or below the quantity, whatever the order of the rows', () => {
    const tiers = [
      { minQuantity: 500, discountPercent: 15 },
      { minQuantity: 100, discountPercent: 10 },
    ];
    expect(tierFor(tiers, 99)).toBeUndefined();
    expect(tierFor(tiers, 100)?.discountPercent).toBe(10);
    expect(tierFor(tiers, 499)?.discountPercent).toBe(10);
    expect(tierFor(tiers, 500)?.discountPercent).toBe(15);
  });
});

// Properties over generated files, options and price tables.
const formats: PaperFormat[] = ['A4', 'A3'];
const arbitraryPages = fc
  .record({ bw: fc.nat(400), colour: fc.nat(400), blank: fc.nat(50) })
  .filter((pages) => pages.bw + pages.colour + pages.blank > 0);
const arbitraryCharge: fc.Arbitrary<OptionCharge> = fc.record({
  title: fc.constantFrom('Nieten', 'Perforeren', '120 g/m²', 'Lamineren', 'Ringband'),
  unit: fc.constantFrom('page', 'sheet', 'copy', 'line'),
  cents: fc.nat(5_000),
});
const arbitraryPricing: fc.Arbitrary<ProductPricing> = fc.record({
  pagePrices: fc.constant(documents.pagePrices),
  setupCents: fc.nat(10_000),
  tiers: fc.array(
    fc.record({ minQuantity: fc.integer({ min: 1, max: 1_000 }), discountPercent: fc.nat(100) }),
    {
      maxLength: 4,
    },
  ),
});
const arbitraryInput: fc.Arbitrary<PriceInput> = fc.record({
  pages: arbitraryPages,
  format: fc.constantFrom(...formats),
  colourMode: fc.constantFrom('bw', 'colour'),
  alwaysColor: fc.boolean(),
  sides: fc.constantFrom(1, 2),
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  charges: fc.array(arbitraryCharge, { maxLength: 5 }),
  pricing: arbitraryPricing,
});

function total(value: PriceInput): number {
  const result = priceLine(value);
  if (!result.ok) throw new Error(result.reason);
  return result.totalCents;
}

describe('priceLine: properties', () => {
  it('is a whole, non-negative number of cents, the same every time', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const first = total(value);
        expect(Number.isSafeInteger(first)).toBe(true);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(total(structuredClone(value))).toBe(first);
      }),
    );
  });

  it('adds up: the breakdown lines give the total', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const result = priceLine(value);
        if (!result.ok) throw new Error(result.reason);
        const perCopy = result.lines.find((line) => line.kind === 'perCopy')!;
        const afterCopies = result.lines.slice(result.lines.indexOf(perCopy) + 1);
        const sum = afterCopies.reduce((acc, line) => acc + line.cents, 0);
        expect(sum).toBe(result.totalCents);
        const beforeCopies = result.lines.slice(0, result.lines.indexOf(perCopy));
        expect(beforeCopies.reduce((acc, line) => acc + line.cents, 0)).toBe(perCopy.cents);
      }),
    );
  });

  it('never costs less for more copies within a tier, nor across one that takes a discount away', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        fc.pre(value.quantity < MAX_QUANTITY);
        const next = { ...value, quantity: value.quantity + 1 };
        const sameTier =
          tierFor(value.pricing.tiers, value.quantity) === tierFor(value.pricing.tiers, next.quantity);
        if (sameTier) expect(total(next)).toBeGreaterThanOrEqual(total(value));
      }),
    );
  });

  it("never costs more in 'Zwart/Wit' than in colour, nor in colour than with alwaysColor", () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const bw = total({ ...value, alwaysColor: false, colourMode: 'bw' });
        const colour = total({ ...value, alwaysColor: false, colourMode: 'colour' });
        const always = total({ ...value, alwaysColor: true });
        expect(bw).toBeLessThanOrEqual(colour);
        expect(colour).toBeLessThanOrEqual(always);
      }),
    );
  });

  it('charges blank pages no page price: adding one changes only what goes per sheet', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const withoutSheetCharges = {
          ...value,
          charges: value.charges.filter((charge) => charge.unit !== 'sheet'),
        };
        const more = { ...withoutSheetCharges, pages: { ...value.pages, blank: value.pages.blank + 1 } };
        expect(total(more)).toBe(total(withoutSheetCharges));
      }),
    );
  });
});
