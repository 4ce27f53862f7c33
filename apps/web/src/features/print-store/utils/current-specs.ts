import type { ChosenSpecs, ProductType } from '@portal/shared/schemas/print-store';

/** The query parameter that holds a product's chosen specs as JSON (spec 02 section 2.1). */
export const CURRENT_SPECS_PARAM = 'currentSpecs';

/**
 * The chosen specs a shared link carries: only values the product type offers survive, so an old
 * or edited link opens the product with its defaults where it no longer fits. Read without zod
 * (the offered values are checked one by one), so the product page's first render does not wait
 * for the schemas, which come with its first call (decision 0111).
 */
export function specsFromQuery(raw: string | null, type: Pick<ProductType, 'menus'>): ChosenSpecs {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const asked = parsed as Record<string, unknown>;
  const chosen: ChosenSpecs = {};
  for (const menu of type.menus) {
    const value = Object.hasOwn(asked, menu.name) ? asked[menu.name] : undefined;
    if (typeof value === 'string' && menu.values.some((offered) => offered.name === value))
      chosen[menu.name] = value;
  }
  return chosen;
}

export function specsToQuery(specs: ChosenSpecs): string {
  return JSON.stringify(specs);
}
