/**
 * Answers of API calls that the server writes into a page's HTML for its first render (decision
 * 0130): a visitor's print store page then draws its data with the page's scripts, without the
 * round trips of its contract, zod and the call itself before its largest paint (issue 29,
 * Lighthouse on a phone). Each answer is named by the query key the web app's cache keeps it
 * under, so both sides take the keys from here. Zod-free: the web's first screen reads this.
 */

/** The id of the script element with the page's answers, a JSON array of PageAnswer. */
export const PAGE_ANSWERS_ELEMENT_ID = 'portal-page-answers';

export type PageAnswer = { key: readonly unknown[]; data: unknown };

const storeKey = (theme: string | undefined, ...rest: unknown[]) =>
  ['printStore', theme ?? null, ...rest] as const;

/** The query keys of the print store's public calls (print-store.api.ts), per theme name. */
export const printStoreKeys = {
  context: (theme: string | undefined) => storeKey(theme, 'context'),
  dashboard: (theme: string | undefined) => storeKey(theme, 'dashboard'),
  category: (theme: string | undefined, categoryId: string) => storeKey(theme, 'category', categoryId),
  collection: (theme: string | undefined, collectionId: string, categoryId: string) =>
    storeKey(theme, 'collection', collectionId, categoryId),
  product: (theme: string | undefined, productId: string) => storeKey(theme, 'product', productId),
  package: (theme: string | undefined, packageId: string) => storeKey(theme, 'package', packageId),
  search: (theme: string | undefined, q: string) => storeKey(theme, 'search', q),
};
