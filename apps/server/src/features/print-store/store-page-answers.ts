import {
  getPrintStoreCategory,
  getPrintStoreCollection,
  getPrintStoreContext,
  getPrintStoreDashboard,
  getPrintStorePackage,
  getPrintStoreProduct,
} from '@portal/shared/api/print-store.api';
import { printStoreKeys } from '@portal/shared/page-answers';
import { matchRoute } from '@portal/shared/routes';
import { collectionCardSchema } from '@portal/shared/schemas/print-store';
import { isFailure } from '../../platform/failure';
import { answerOfItems, answerOnce } from '../../platform/prepared-answers';
import type { PrintStoreService, StoreViewer } from './print-store.service';

/** One answer for the page's HTML: the web's query key and the JSON the API would send. */
export type PageAnswerBody = { key: readonly unknown[]; body: Buffer };

/**
 * The answers a visitor's print store page asks for at once (the store's context for its menu,
 * and the page's own item), written into its HTML (decision 0130): the page draws its data with
 * its scripts instead of after them, its contract and zod, and a round trip (issue 29, a phone's
 * largest paint). The same prepared answers as the API's (print-store.routes.ts), for a visitor
 * (no admin's hidden items: the web uses them only when nobody is logged in). An item that does
 * not exist gets none, and the page asks and shows its error as before.
 */
export function createStorePageAnswers(store: PrintStoreService) {
  return async (pathname: string, theme: string | undefined): Promise<PageAnswerBody[]> => {
    const viewer: StoreViewer = { theme, adminOf: null };
    const page = await pageAnswer(store, viewer, pathname);
    if (!page) return [];
    const context = await store.context(viewer);
    const answers: PageAnswerBody[] = [page];
    if (!isFailure(context))
      answers.unshift({
        key: printStoreKeys.context(theme),
        body: answerOnce(getPrintStoreContext, context).body,
      });
    return answers;
  };
}

async function pageAnswer(
  store: PrintStoreService,
  viewer: StoreViewer,
  pathname: string,
): Promise<PageAnswerBody | undefined> {
  const { theme } = viewer;
  const productPage = matchRoute('printStoreProduct', pathname);
  if (productPage?.productId) {
    const product = await store.product(viewer, productPage.productId);
    if (isFailure(product)) return undefined;
    return {
      key: printStoreKeys.product(theme, productPage.productId),
      body: answerOnce(getPrintStoreProduct, product).body,
    };
  }
  const collectionPage = matchRoute('printStoreCollection', pathname);
  if (collectionPage?.collectionId && collectionPage.categoryId) {
    const { collectionId, categoryId } = collectionPage;
    const collection = await store.collection(viewer, collectionId, categoryId);
    if (isFailure(collection)) return undefined;
    return {
      key: printStoreKeys.collection(theme, collectionId, categoryId),
      body: answerOnce(getPrintStoreCollection, collection).body,
    };
  }
  const packagePage = matchRoute('printStorePackage', pathname);
  if (packagePage?.packageId) {
    const found = await store.package(viewer, packagePage.packageId);
    if (isFailure(found)) return undefined;
    return {
      key: printStoreKeys.package(theme, packagePage.packageId),
      body: answerOnce(getPrintStorePackage, found).body,
    };
  }
  const categoryPage = matchRoute('printStoreCategory', pathname);
  if (categoryPage?.categoryId) {
    const category = await store.category(viewer, categoryPage.categoryId);
    if (isFailure(category)) return undefined;
    return {
      key: printStoreKeys.category(theme, categoryPage.categoryId),
      body: answerOnce(getPrintStoreCategory, category).body,
    };
  }
  if (matchRoute('printStore', pathname)) {
    const dashboard = await store.dashboard(viewer);
    if (isFailure(dashboard)) return undefined;
    return {
      key: printStoreKeys.dashboard(theme),
      body: answerOfItems(getPrintStoreDashboard, 'featured', collectionCardSchema, dashboard.featured).body,
    };
  }
  return undefined;
}
