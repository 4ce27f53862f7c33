import { PRICED_GROUPS } from '@portal/shared/constants';
import {
  A4_FOLDING,
  analysisForPricing,
  defaultSpecs,
  type FileFacts,
  groupDefaults,
  isFoldedFormat,
  printFormatOf,
  type Quote,
  quoteFor,
  UNKNOWN_PAGES,
  withA4Folding,
  withoutToggledOff,
} from '@portal/shared/rules/configuration';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';

export type { Quote };

/**
 * A file's configuration on the screen before it is saved: the server keeps it once the file
 * goes into the cart (and prices it again there, with the same engine).
 */
export type Draft = { productId: string; specs: SpecEntry[]; quantity: number };

export type DraftFile = FileFacts & { uuid: string };

const pagesOf = (file: DraftFile) => {
  const analysis = analysisForPricing(file);
  return typeof analysis === 'string' ? UNKNOWN_PAGES : analysis;
};

/** Choosing a product applies its defaults (spec 01 section 4): quantity = minimum, the option defaults. */
export function draftFor(product: Product, file: DraftFile): Draft {
  return {
    productId: product.id,
    specs: defaultSpecs(product, pagesOf(file)),
    quantity: product.minQuantity,
  };
}

/** The draft the server's line describes, so an edit starts from what is in the cart. */
export function draftOfLine(line: CartLine): Draft {
  return { productId: line.productId, specs: line.specs, quantity: line.quantity };
}

const sameSpec = (a: SpecEntry, b: SpecEntry) =>
  a.menuId === b.menuId && a.optionGroupName === b.optionGroupName;

/**
 * One group's choice changed: its entry replaced (null takes it out: a toggle switched off),
 * toggled-off groups drop their specs and A0 to A2 take 'A4 vouwen' where offered.
 */
export function withChoice(
  product: Product,
  file: DraftFile,
  draft: Draft,
  entry: SpecEntry,
  on: boolean,
): Draft {
  const pages = pagesOf(file);
  const others = draft.specs.filter((spec) => !sameSpec(spec, entry));
  let specs = on ? [...others, entry] : others;
  const menu = product.menus.find((candidate) => candidate.id === entry.menuId);
  const group = menu?.optionGroups.find((candidate) => candidate.name === entry.optionGroupName);
  // A toggle switched on brings back the defaults of the menus of its group.
  if (on && menu && group?.kind === 'toggle') {
    const governed = new Set(
      product.menus.filter((other) => other.group === menu.group).map((other) => other.id),
    );
    for (const spec of groupDefaults(product, pages))
      if (governed.has(spec.menuId) && !specs.some((known) => sameSpec(known, spec))) specs.push(spec);
  }
  // A format chosen below A2 takes back the folding the large format brought.
  if (entry.optionGroupName === PRICED_GROUPS.format && !isFoldedFormat(printFormatOf(pages, specs)))
    specs = specs.filter((spec) => !isA4Folding(product, spec));
  specs = withA4Folding(product, pages, withoutToggledOff(product, specs));
  return { ...draft, specs };
}

function isA4Folding(product: Product, spec: SpecEntry): boolean {
  const group = product.menus
    .find((menu) => menu.id === spec.menuId)
    ?.optionGroups.find((candidate) => candidate.name === spec.optionGroupName);
  return (
    group?.options.some((option) => option.name === spec.optionName && option.title === A4_FOLDING) ?? false
  );
}

/** Drafts are the same choice when product, quantity and every spec agree (order aside). */
export function sameDraft(a: Draft | undefined, b: Draft | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.productId !== b.productId || a.quantity !== b.quantity || a.specs.length !== b.specs.length)
    return false;
  return a.specs.every((spec) =>
    b.specs.some((other) => sameSpec(spec, other) && other.optionName === spec.optionName),
  );
}

/**
 * The choice shown for the selected files (spec 01 section 4): theirs when they all have the
 * same, 'mixed' when they differ, null when none has a product yet.
 */
export function commonDraft(drafts: readonly (Draft | undefined)[]): Draft | 'mixed' | null {
  const [first, ...rest] = drafts;
  if (drafts.length === 0 || drafts.every((draft) => draft === undefined)) return null;
  return rest.every((draft) => sameDraft(first, draft)) && first ? first : 'mixed';
}

/**
 * What the selected files share when their choices differ but their product is the same (a
 * one-page file prints single-sided, the others double): the entries all of them have, and the
 * quantity when it is the same (else null). The screen shows these, a group they differ on
 * without a choice, and a choice made there applies to each file's own draft. Null when a file
 * has no product yet or the products differ.
 */
export type SharedChoices = { productId: string; specs: SpecEntry[]; quantity: number | null };

export function sharedChoices(drafts: readonly (Draft | undefined)[]): SharedChoices | null {
  const [first, ...rest] = drafts;
  if (!first || rest.some((draft) => draft?.productId !== first.productId)) return null;
  const others = rest as Draft[];
  return {
    productId: first.productId,
    specs: first.specs.filter((spec) =>
      others.every((draft) =>
        draft.specs.some((other) => sameSpec(spec, other) && other.optionName === spec.optionName),
      ),
    ),
    quantity: others.every((draft) => draft.quantity === first.quantity) ? first.quantity : null,
  };
}

/** The price the screen shows at once; the server computes the same with the same function. */
export function quoteOf(product: Product, file: DraftFile, draft: Draft): Quote {
  return quoteFor(product, file, draft.specs, draft.quantity);
}
