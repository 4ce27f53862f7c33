import { type ChosenSpecs, chosenSpecsSchema, type ProductType } from '@portal/shared/schemas/print-store';

/** The query parameter that holds a product's chosen specs as JSON (spec 02 section 2.1). */
export const CURRENT_SPECS_PARAM = 'currentSpecs';

/**
 * The chosen specs a shared link carries: only values the product type offers survive, so an old
 * or edited link opens the product with its defaults where it no longer fits.
 */
export function specsFromQuery(raw: string | null, type: Pick<ProductType, 'menus'>): ChosenSpecs {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  const result = chosenSpecsSchema.safeParse(parsed);
  if (!result.success) return {};
  const chosen: ChosenSpecs = {};
  for (const menu of type.menus) {
    const value = result.data[menu.name];
    if (value !== undefined && menu.values.some((offered) => offered.name === value))
      chosen[menu.name] = value;
  }
  return chosen;
}

export function specsToQuery(specs: ChosenSpecs): string {
  return JSON.stringify(specs);
}
