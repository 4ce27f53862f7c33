import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';

/** One line of a specification card: 'Formaat: A4', 'Afwerking: Nieten'. */
export type SpecLine = { key: string; label: string; value: string };

/**
 * A file's options as the customer reads them (spec 02 section 2.3: format, Z/W or kleur, 1- or
 * 2-zijdig, material, weight, finishing, as the specs carry them): in the product's order of
 * menus and groups, each with its group's title and its option's title; an empty remark is left
 * out. Without the product (no longer orderable) the stored names are shown as they are.
 */
export function specLines(product: Product | undefined, specs: readonly SpecEntry[]): SpecLine[] {
  const key = (spec: SpecEntry) => `${spec.menuId}/${spec.optionGroupName}`;
  if (!product)
    return specs
      .filter((spec) => spec.optionName !== '')
      .map((spec) => ({ key: key(spec), label: spec.optionGroupName, value: spec.optionName }));
  const lines: SpecLine[] = [];
  for (const menu of product.menus)
    for (const group of menu.optionGroups) {
      const spec = specs.find((entry) => entry.menuId === menu.id && entry.optionGroupName === group.name);
      if (!spec || spec.optionName === '') continue;
      const option = group.options.find((candidate) => candidate.name === spec.optionName);
      lines.push({ key: key(spec), label: group.title, value: option?.title ?? spec.optionName });
    }
  return lines;
}
