import type { Product, SpecEntry } from '../schemas/catalogue';

/** A choice as the customer read it: its group's and option's titles ('Papier', '120 g/m²'). */
export type SpecTitles = { group: string; option: string };

/**
 * The titles of a chosen option in its product's menus, each falling back to the name the spec
 * keeps when the catalogue no longer knows it (the product left the range, an option was
 * renamed), so that an order stays readable. A text group's 'option' is the text itself.
 * One rule for every place that shows choices: the cart summary, My orders, the order desk,
 * the job tickets.
 */
export function specTitles(product: Product | undefined, spec: SpecEntry): SpecTitles {
  const group = product?.menus
    .find((menu) => menu.id === spec.menuId)
    ?.optionGroups.find((candidate) => candidate.name === spec.optionGroupName);
  const option = group?.options.find((candidate) => candidate.name === spec.optionName);
  return { group: group?.title || spec.optionGroupName, option: option?.title || spec.optionName };
}
