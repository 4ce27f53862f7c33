import type { Product, SpecEntry } from '../schemas/catalogue';

/**
 * Print templates (spec 02 sections 3, 5, 6 and 9; decision 0050): a named product with its
 * options, saved per user and applied to files in the print step. These rules are the ones both
 * sides judge a template by.
 */

/** Spec 02 section 9: a template name has at least 2 characters; 64 and 50 per user are ours. */
export const PRINT_TEMPLATE_NAME_MIN = 2;
export const PRINT_TEMPLATE_NAME_MAX = 64;
export const MAX_PRINT_TEMPLATES = 50;

/** The role of spec 02 section 6 that a theme's 'userPrintSpecs' setting denies templates. */
export const USER_PRINTSPECS_ROLE = 'USER_PRINTSPECS';

/** The theme's customFields.printSpecs.hideTemplates; unset means 'never'. */
export type TemplatesHiddenSetting = 'never' | 'userPrintSpecs' | 'always';

/**
 * Whether a user goes without templates (spec 02 section 6): everybody when the theme says
 * 'always'; with 'userPrintSpecs' the users whose role is USER_PRINTSPECS.
 */
export function templatesHidden(setting: TemplatesHiddenSetting | undefined, role: string | null): boolean {
  if (setting === 'always') return true;
  return setting === 'userPrintSpecs' && role === USER_PRINTSPECS_ROLE;
}

/**
 * Whether every spec names a menu, option group and option the product has, one choice per group
 * (a text group takes any text). What a particular file allows (menus that need pages, choices it
 * must make) is judged when the template is applied to it, by the price engine.
 */
export function specsNameProductOptions(product: Product, specs: readonly SpecEntry[]): boolean {
  const seen = new Set<string>();
  for (const spec of specs) {
    const key = `${spec.menuId}\u0000${spec.optionGroupName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const group = product.menus
      .find((menu) => menu.id === spec.menuId)
      ?.optionGroups.find((candidate) => candidate.name === spec.optionGroupName);
    if (!group) return false;
    if (group.kind !== 'text' && !group.options.some((option) => option.name === spec.optionName))
      return false;
  }
  return true;
}

const specKey = (spec: SpecEntry) => `${spec.menuId}\u0000${spec.optionGroupName}\u0000${spec.optionName}`;

/**
 * Whether a file's product and options are the template's (the order of the specs aside). A
 * file shows the template it follows; changing any option makes it 'Op maat' again (spec 02
 * section 4: changing format, colour, side, material or treatment resets the template).
 */
export function followsTemplate(
  template: { productId: string; specs: readonly SpecEntry[] },
  choice: { productId: string; specs: readonly SpecEntry[] },
): boolean {
  if (template.productId !== choice.productId || template.specs.length !== choice.specs.length) return false;
  const keys = new Set(template.specs.map(specKey));
  return choice.specs.every((spec) => keys.has(specKey(spec)));
}
