import { storeThemeQuerySchema } from '../schemas/print-store';
import {
  addStoreItemBodySchema,
  changeStoreLineBodySchema,
  storeCartLineParams,
  storeCartSchema,
  storeCouponBodySchema,
  storeCouponSchema,
} from '../schemas/store-cart';
import { defineEndpoint } from './endpoint';

/**
 * The print store's cart (spec 02 section 3, Cart line; issue 29 point 5; decision 0106). Public:
 * a visitor's cart hangs on their browser's cookie and moves to their account at login. Every
 * answer is the whole cart, priced by the server.
 */

export const getStoreCart = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/cart',
  access: 'public',
  tag: 'printStore',
  summary: 'De winkelwagen van de printwinkel, met de prijzen zoals de server ze nu berekent',
  query: storeThemeQuerySchema,
  status: 200,
  response: storeCartSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const addStoreItem = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/cart',
  access: 'public',
  tag: 'printStore',
  summary: 'Legt een ontwerp (met formaat en specificaties) of een pakket in de winkelwagen',
  description:
    'Een prijs van de client wordt niet gelezen. Alleen producten van de printwinkels die het thema toont; een combinatie die niet gemaakt kan worden, of een aantal boven maxOrderAmount, wordt geweigerd.',
  body: addStoreItemBodySchema,
  status: 200,
  response: storeCartSchema,
  errors: [
    'THEME_NOT_FOUND',
    'STORE_ITEM_NOT_FOUND',
    'INVALID_SPEC_COMBINATION',
    'STORE_QUANTITY_NOT_ALLOWED',
    'STORE_CART_FULL',
  ],
});

export const changeStoreLine = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/cart/:lineId',
  access: 'public',
  tag: 'printStore',
  summary: 'Wijzigt het aantal van een regel in de winkelwagen',
  params: storeCartLineParams,
  body: changeStoreLineBodySchema,
  status: 200,
  response: storeCartSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_CART_LINE_NOT_FOUND', 'STORE_QUANTITY_NOT_ALLOWED'],
});

export const removeStoreLine = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-store/cart/:lineId',
  access: 'public',
  tag: 'printStore',
  summary: 'Haalt een regel uit de winkelwagen',
  params: storeCartLineParams,
  query: storeThemeQuerySchema,
  status: 200,
  response: storeCartSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_CART_LINE_NOT_FOUND'],
});

export const checkStoreCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/cart/coupon',
  access: 'customer',
  tag: 'printStore',
  summary: 'Controleert een kortingscode tegen mijn winkelwagen van de printwinkel',
  description:
    'Een code geldt als hij in de lijst van de printwinkel staat, vandaag (Europe/Amsterdam) binnen zijn geldigheid valt (begin- en einddatum tellen mee) en bij een printwinkel hoort die het thema toont. Het antwoord geeft de code zoals hij bewaard is, het percentage en de korting op de producten van die printwinkel in de winkelwagen zoals die nu is (null als het thema geen prijzen toont). Er wordt niets vastgelegd: de code geldt pas bij de bestelling (details.printStoreCoupon van POST /api/v3/orders), één keer per account.',
  body: storeCouponBodySchema,
  status: 200,
  response: storeCouponSchema,
  errors: ['THEME_NOT_FOUND', 'COUPON_INVALID', 'COUPON_NOT_APPLICABLE', 'COUPON_ALREADY_USED'],
});
