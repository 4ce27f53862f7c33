import { createReadStream } from 'node:fs';
import {
  getPrintStoreCategory,
  getPrintStoreCollection,
  getPrintStoreContext,
  getPrintStoreDashboard,
  getPrintStorePackage,
  getPrintStorePreview,
  getPrintStoreProduct,
  listAdProducts,
  searchPrintStore,
} from '@portal/shared/api/print-store.api';
import { isFailure } from '../../platform/failure';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { PrintStoreService, StoreViewer } from './print-store.service';
import type { StoreImages } from './store-images';

/**
 * The viewer of a public store page: the theme it is browsed in, and the store the caller
 * administers when a print-store admin is logged in (their hidden items are theirs to see).
 */
async function viewerOf(
  theme: string | undefined,
  optionalCaller: () => Promise<Caller | null>,
): Promise<StoreViewer> {
  const caller = await optionalCaller();
  const user = caller?.user;
  return { theme, adminOf: user?.printStoreRole === 'ADMIN' ? user.printStoreId : null };
}

export function printStoreRoutes(store: PrintStoreService, images: StoreImages): RouteDefinition[] {
  return [
    route(getPrintStoreContext, async ({ query, optionalCaller }) =>
      store.context(await viewerOf(query.theme, optionalCaller)),
    ),
    route(getPrintStoreDashboard, async ({ query, optionalCaller }) =>
      store.dashboard(await viewerOf(query.theme, optionalCaller)),
    ),
    route(getPrintStoreCategory, async ({ params, query, optionalCaller }) =>
      store.category(await viewerOf(query.theme, optionalCaller), params.categoryId),
    ),
    route(getPrintStoreCollection, async ({ params, query, optionalCaller }) =>
      store.collection(
        await viewerOf(query.theme, optionalCaller),
        params.collectionId ?? '',
        query.categoryId,
      ),
    ),
    route(getPrintStoreProduct, async ({ params, query, optionalCaller }) =>
      store.product(await viewerOf(query.theme, optionalCaller), params.productId ?? ''),
    ),
    route(getPrintStorePackage, async ({ params, query, optionalCaller }) =>
      store.package(await viewerOf(query.theme, optionalCaller), params.packageId ?? ''),
    ),
    route(searchPrintStore, async ({ query, optionalCaller }) =>
      store.search(await viewerOf(query.theme, optionalCaller), query.q),
    ),
    route(listAdProducts, async ({ query, optionalCaller }) =>
      store.adProducts(await viewerOf(query.theme, optionalCaller), query.max, query.filter),
    ),
    route(getPrintStorePreview, async ({ params, reply }) => {
      const preview = await images.preview(params.printStoreId, params.imageId, params.size);
      if (isFailure(preview)) return preview;
      // A size of an image never changes: a new picture is a new image id.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(preview.contentType)
        .send(createReadStream(preview.path));
    }),
  ];
}
