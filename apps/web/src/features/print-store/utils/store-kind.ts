import type { PrintStoreContext } from '@portal/shared/schemas/print-store';

/** The theme's own store is the provider's default one (the theme shows its store first). */
export function showsDefaultStore(context: Pick<PrintStoreContext, 'stores'>): boolean {
  return context.stores[0]?.isDefault ?? true;
}

/** Where a customer's own store opens instead of the dashboard (spec 02 section 2.2); null for the default store. */
export function firstCategoryOf(
  context: Pick<PrintStoreContext, 'stores' | 'firstCategoryId'>,
): string | null {
  return showsDefaultStore(context) ? null : context.firstCategoryId;
}
