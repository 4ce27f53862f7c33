import { z } from 'zod';
import {
  adProductsQuerySchema,
  adProductsSchema,
  categoryIdSchema,
  categoryPageSchema,
  collectionPageSchema,
  dashboardSchema,
  packagePageSchema,
  previewSizeSchema,
  printStoreContextSchema,
  productPageSchema,
  searchResultsSchema,
  storeSearchQuerySchema,
  storeThemeQuerySchema,
} from '../schemas/print-store';
import { defineEndpoint } from './endpoint';

/**
 * The print store for customers and visitors (spec 02 sections 2.2, 3, 7 and 9; issue 29;
 * decision 0105). Public: a visitor sees products and prices before anything is asked. Every
 * call names the theme it is browsed in (query `theme`); the server decides which stores that
 * theme shows. Hidden categories, collections and packages answer 404 to all but the store's
 * admins.
 */

const idParams = (name: string) => z.object({ [name]: z.uuid() });

export const getPrintStoreContext = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store',
  access: 'public',
  tag: 'printStore',
  summary: 'De printwinkels en categorieën die dit thema toont, met of prijzen getoond worden',
  query: storeThemeQuerySchema,
  status: 200,
  response: printStoreContextSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const getPrintStoreDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/dashboard',
  access: 'public',
  tag: 'printStore',
  summary: 'De uitgelichte collecties: 3 willekeurige, of alle als het thema de standaardinhoud verbergt',
  query: storeThemeQuerySchema,
  status: 200,
  response: dashboardSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const getPrintStoreCategory = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/categories/:categoryId',
  access: 'public',
  tag: 'printStore',
  summary: "Een categorie met haar collecties en pakketten; 'shared' geeft de aanbevolen collecties",
  params: z.object({ categoryId: categoryIdSchema }),
  query: storeThemeQuerySchema,
  status: 200,
  response: categoryPageSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_ITEM_NOT_FOUND'],
});

export const getPrintStoreCollection = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/collections/:collectionId',
  access: 'public',
  tag: 'printStore',
  summary: "Een collectie met haar ontwerpen en hun 'v.a.'-prijzen",
  params: idParams('collectionId'),
  query: storeThemeQuerySchema.extend({ categoryId: categoryIdSchema.optional() }),
  status: 200,
  response: collectionPageSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_ITEM_NOT_FOUND'],
});

export const getPrintStoreProduct = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/products/:productId',
  access: 'public',
  tag: 'printStore',
  summary: 'Een ontwerp met de specificatiemenu’s, de prijstabel en gerelateerde producten',
  description:
    'De prijstabel geeft de stukprijs per formaat en specificaties vanaf een aantal; de regelprijs is stukprijs × aantal (rules/store-pricing.ts). De server rekent dezelfde prijs opnieuw uit wanneer het product in de winkelwagen gaat.',
  params: idParams('productId'),
  query: storeThemeQuerySchema,
  status: 200,
  response: productPageSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_ITEM_NOT_FOUND'],
});

export const getPrintStorePackage = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/packages/:packageId',
  access: 'public',
  tag: 'printStore',
  summary: 'Een pakket met zijn inhoud, aantallen en prijs',
  params: idParams('packageId'),
  query: storeThemeQuerySchema,
  status: 200,
  response: packagePageSchema,
  errors: ['THEME_NOT_FOUND', 'STORE_ITEM_NOT_FOUND'],
});

export const searchPrintStore = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/search',
  access: 'public',
  tag: 'printStore',
  summary: 'Zoeken in collecties, pakketten en ontwerpen (Nederlands, zonder accenten, op woorddelen)',
  query: storeSearchQuerySchema,
  status: 200,
  response: searchResultsSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const listAdProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/ad-products',
  access: 'public',
  tag: 'printStore',
  summary:
    'Producten voor een advertentie (promo, balk onderaan, zijbalk), volgens printStoreAd van het thema',
  query: adProductsQuerySchema,
  status: 200,
  response: adProductsSchema,
  errors: ['THEME_NOT_FOUND'],
});

export const getPrintStorePreview = defineEndpoint({
  method: 'GET',
  path: '/media/print-store/:printStoreId/preview/:imageId/:size',
  access: 'public',
  tag: 'printStore',
  summary: 'Een voorbeeldafbeelding van de printwinkel op een van de vaste breedtes (PNG of WebP)',
  params: z.object({ printStoreId: z.uuid(), imageId: z.uuid(), size: previewSizeSchema }),
  status: 200,
  response: 'binary',
  errors: ['STORE_ITEM_NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
});
