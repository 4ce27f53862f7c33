import {
  addStoreItem,
  changeStoreLine,
  checkStoreCoupon,
  getStoreCart,
  removeStoreLine,
} from '@portal/shared/api/store-cart.api';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import { knownVisitorIdOf, visitorHashOf, visitorIdOf } from '../../lib/visitor';
import type { Caller, RouteDefinition } from '../../platform/routes';
import { route } from '../../platform/routes';
import type { StoreCartCaller, StoreCartService } from './store-cart.service';
import type { StoreCouponsService } from './store-coupons.service';

const EMPTY: StoreCart = { lines: [], totalCents: null, itemCount: 0 };

/**
 * The cart's owner: the logged-in user, else the browser's visitor cookie. Reading an empty
 * visitor cart issues no cookie; adding to one does.
 */
function storeCartCaller(
  caller: Caller | null,
  theme: string | undefined,
  visitorId: string | undefined,
): StoreCartCaller | null {
  if (caller) return { owner: { userId: caller.user.id }, theme };
  if (!visitorId) return null;
  return { owner: { visitorHash: visitorHashOf(visitorId) }, theme };
}

export function storeCartRoutes(
  storeCart: StoreCartService,
  coupons: StoreCouponsService,
): RouteDefinition[] {
  return [
    route(getStoreCart, async ({ optionalCaller, query, request }) => {
      const owner = storeCartCaller(await optionalCaller(), query.theme, knownVisitorIdOf(request));
      return owner ? storeCart.cart(owner) : EMPTY;
    }),
    route(addStoreItem, async ({ optionalCaller, body, request, reply }) => {
      const caller = await optionalCaller();
      const owner = storeCartCaller(caller, body.theme, caller ? undefined : visitorIdOf(request, reply));
      return storeCart.add(owner as StoreCartCaller, body);
    }),
    route(changeStoreLine, async ({ optionalCaller, params, body, request }) => {
      const owner = storeCartCaller(await optionalCaller(), body.theme, knownVisitorIdOf(request));
      if (!owner) return storeCart.missingLine();
      return storeCart.change(owner, params.lineId, body.quantity);
    }),
    route(removeStoreLine, async ({ optionalCaller, params, query, request }) => {
      const owner = storeCartCaller(await optionalCaller(), query.theme, knownVisitorIdOf(request));
      if (!owner) return storeCart.missingLine();
      return storeCart.remove(owner, params.lineId);
    }),
    // An account's: a coupon is used once per account, and a visitor's cart is ordered after login.
    route(checkStoreCoupon, ({ caller, body }) =>
      coupons.check({ userId: caller.user.id, theme: body.theme }, body.code),
    ),
  ];
}
