import type { Product } from '@portal/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import {
  commonDraft,
  type Draft,
  type DraftFile,
  draftFor,
  sameDraft,
  sharedChoices,
  withChoice,
} from './drafts';

const option = (name: string, title = name) => ({
  name,
  title,
  price: null,
  alwaysColor: false,
  subOptions: [],
});
const menu = (id: string, group: string, optionGroups: Product['menus'][number]['optionGroups']) => ({
  id,
  title: id,
  subTitle: '',
  group,
  description: '',
  hidden: false,
  minPagesRequired: 0,
  optionGroups,
});

/** Drawings: a format group, a folding group without default, and a cover that is a toggle. */
const drawings: Product = {
  id: 'tekeningen',
  title: 'Tekeningen',
  image: null,
  securityLevel: 0,
  minQuantity: 2,
  alwaysColor: false,
  hidePrice: false,
  menus: [
    menu('printen', 'printen', [
      {
        name: 'formaat',
        title: 'Formaat',
        kind: 'choice',
        default: 'Als bestand',
        analyseValue: 'format',
        options: [option('Als bestand'), option('A3'), option('A1')],
      },
    ]),
    menu('vouwen', 'vouwen', [
      {
        name: 'vouwen',
        title: 'Vouwen',
        kind: 'choice',
        default: null,
        analyseValue: null,
        options: [option('niet', 'Niet vouwen'), option('a4', 'A4 vouwen')],
      },
    ]),
    menu('omslag', 'omslag', [
      {
        name: 'met-omslag',
        title: 'Omslag',
        kind: 'toggle',
        default: null,
        analyseValue: null,
        options: [option('ja')],
      },
    ]),
    menu('omslagpapier', 'omslag', [
      {
        name: 'omslagpapier',
        title: 'Omslagpapier',
        kind: 'choice',
        default: '250',
        analyseValue: null,
        options: [option('250'), option('300')],
      },
    ]),
  ],
  pricing: { pagePrices: [{ format: 'A3', colour: 'bw', cents: 50 }], setupCents: 0, tiers: [] },
};

const a3File: DraftFile = {
  uuid: '00000000-0000-4000-8000-000000000001',
  status: 'READY',
  analysed: true,
  format: 'A3',
  pagesBW: 1,
  pagesColour: 0,
  pagesBlank: 0,
};
const entry = (menuId: string, optionGroupName: string, optionName: string) => ({
  menuId,
  optionGroupName,
  optionName,
});
const folding = (draft: Draft) => draft.specs.find((spec) => spec.optionGroupName === 'vouwen')?.optionName;

describe('a file’s choice on the product order screen', () => {
  it('starts from the product’s defaults and its minimum quantity', () => {
    const draft = draftFor(drawings, a3File);
    expect(draft.quantity).toBe(2);
    // The file's own format; no folding for A3, no cover until it is switched on.
    expect(draft.specs).toEqual([entry('printen', 'formaat', 'A3')]);
  });

  it("folds to A4 when A1 is chosen, and keeps 'Niet vouwen' once the customer chose it", () => {
    const a1 = withChoice(
      drawings,
      a3File,
      draftFor(drawings, a3File),
      entry('printen', 'formaat', 'A1'),
      true,
    );
    expect(folding(a1)).toBe('a4');
    const flat = withChoice(drawings, a3File, a1, entry('vouwen', 'vouwen', 'niet'), true);
    expect(folding(flat)).toBe('niet');
  });

  it('switching the cover on brings its paper with the default; off drops it', () => {
    const on = withChoice(
      drawings,
      a3File,
      draftFor(drawings, a3File),
      entry('omslag', 'met-omslag', 'ja'),
      true,
    );
    expect(on.specs).toContainEqual(entry('omslagpapier', 'omslagpapier', '250'));
    const off = withChoice(drawings, a3File, on, entry('omslag', 'met-omslag', 'ja'), false);
    expect(off.specs.some((spec) => spec.menuId.startsWith('omslag'))).toBe(false);
  });

  it('shows one choice for several files only when product, quantity and every spec agree', () => {
    const one = draftFor(drawings, a3File);
    const same: Draft = { ...one, specs: [...one.specs].reverse() };
    expect(sameDraft(one, same)).toBe(true);
    expect(commonDraft([one, same])).toBe(one);
    expect(commonDraft([one, { ...one, quantity: 3 }])).toBe('mixed');
    expect(commonDraft([one, undefined])).toBe('mixed');
    expect(commonDraft([undefined, undefined])).toBeNull();
  });

  it('shows what files of one product share when their choices differ, and nothing for another product', () => {
    const a3 = draftFor(drawings, a3File);
    const a1 = withChoice(drawings, a3File, a3, entry('printen', 'formaat', 'A1'), true);
    const covered = withChoice(drawings, a3File, a3, entry('omslag', 'met-omslag', 'ja'), true);
    // A3 and A1 (with its folding) share no format: the format shows no choice, the quantity does.
    expect(sharedChoices([a3, a1])).toEqual({ productId: 'tekeningen', specs: [], quantity: 2 });
    // The format they share shows; the cover only one of them has does not; nor do two quantities.
    expect(sharedChoices([covered, { ...a3, quantity: 5 }])).toEqual({
      productId: 'tekeningen',
      specs: [entry('printen', 'formaat', 'A3')],
      quantity: null,
    });
    expect(sharedChoices([a3, { ...a3, productId: 'posters' }])).toBeNull();
    expect(sharedChoices([a3, undefined])).toBeNull();
  });
});
