import {
  analysisForPricing,
  defaultSpecs,
  type FileFacts,
  groupDefaults,
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
  const others = draft.specs.filter((spec) => !sameSpec(spec, entry));
  let specs = on ? [...others, entry] : others;
  // A toggle switched on brings back the defaults of the menus it governs.
  if (on) {
    const defaults = groupDefaults(product, pagesOf(file));
    for (const spec of defaults) if (!specs.some((known) => sameSpec(known, spec))) specs.push(spec);
  }
  specs = withA4Folding(product, pagesOf(file), withoutToggledOff(product, specs));
  return { ...draft, specs };
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

/** The price the screen shows at once; the server computes the same with the same function. */
export function quoteOf(product: Product, file: DraftFile, draft: Draft): Quote {
  return quoteFor(product, file, draft.specs, draft.quantity);
}
