import type { Endpoint, EndpointReply } from '@portal/shared/api/endpoint';
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
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { collectionCardSchema, productCardSchema } from '@portal/shared/schemas/print-store';
import { Failure, isFailure } from '../../platform/failure';
import { answerOfItems, answerOnce, type PreparedAnswer } from '../../platform/prepared-answers';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
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

/**
 * An answer the service keeps per version and viewer (the same object for the same content),
 * serialised once and sent with its ETag (decision 0040); a failure as it is.
 */
function prepared<E extends Endpoint, C extends ErrorCode>(
  endpoint: E,
  outcome: (EndpointReply<E> & object) | Failure<C>,
): PreparedAnswer<E> | Failure<C> {
  return outcome instanceof Failure ? outcome : answerOnce(endpoint, outcome);
}

export function printStoreRoutes(store: PrintStoreService, images: StoreImages): RouteDefinition[] {
  return [
    route(getPrintStoreContext, async ({ query, optionalCaller }) =>
      prepared(getPrintStoreContext, await store.context(await viewerOf(query.theme, optionalCaller))),
    ),
    // A random draw per request from cards kept per version, each serialised once.
    route(getPrintStoreDashboard, async ({ query, optionalCaller }) => {
      const dashboard = await store.dashboard(await viewerOf(query.theme, optionalCaller));
      if (isFailure(dashboard)) return dashboard;
      return answerOfItems(getPrintStoreDashboard, 'featured', collectionCardSchema, dashboard.featured);
    }),
    route(getPrintStoreCategory, async ({ params, query, optionalCaller }) =>
      prepared(
        getPrintStoreCategory,
        await store.category(await viewerOf(query.theme, optionalCaller), params.categoryId),
      ),
    ),
    route(getPrintStoreCollection, async ({ params, query, optionalCaller }) =>
      prepared(
        getPrintStoreCollection,
        await store.collection(
          await viewerOf(query.theme, optionalCaller),
          params.collectionId ?? '',
          query.categoryId,
        ),
      ),
    ),
    route(getPrintStoreProduct, async ({ params, query, optionalCaller }) =>
      prepared(
        getPrintStoreProduct,
        await store.product(await viewerOf(query.theme, optionalCaller), params.productId ?? ''),
      ),
    ),
    route(getPrintStorePackage, async ({ params, query, optionalCaller }) =>
      prepared(
        getPrintStorePackage,
        await store.package(await viewerOf(query.theme, optionalCaller), params.packageId ?? ''),
      ),
    ),
    route(searchPrintStore, async ({ query, optionalCaller }) =>
      prepared(searchPrintStore, await store.search(await viewerOf(query.theme, optionalCaller), query.q)),
    ),
    route(listAdProducts, async ({ query, optionalCaller }) => {
      const ads = await store.adProducts(
        await viewerOf(query.theme, optionalCaller),
        query.max,
        query.filter,
      );
      if (isFailure(ads)) return ads;
      return answerOfItems(listAdProducts, 'products', productCardSchema, ads.products);
    }),
    route(getPrintStorePreview, async ({ params, request, reply }) => {
      const preview = await images.preview(params.printStoreId, params.imageId, params.size);
      if (isFailure(preview)) return preview;
      // A size of an image never changes: a new picture is a new image id.
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(preview.contentType);
      return sendStoredFile(request, reply, preview);
    }),
  ];
}
