import type { ErrorCode } from '../i18n/nl/errors';
import {
  addToCartBodySchema,
  cartLineSchema,
  cartResponseSchema,
  configureFileBodySchema,
  putInCartBodySchema,
} from '../schemas/cart';
import { defineEndpoint } from './endpoint';
import { fileParams, sessionParams } from './uploads.api';

/** The file cart of an upload session (spec 01 sections 3 and 4; docs/pricing.md). */

/**
 * Why a file's product, options and quantity can be refused. Configuring one file and putting
 * several in the cart at once judge each file alike, so both endpoints answer with these.
 */
const CONFIGURATION_ERRORS = [
  'UPLOAD_SESSION_NOT_FOUND',
  'FILE_NOT_FOUND',
  'FILE_STILL_ANALYSING',
  'PRODUCT_NOT_FOUND',
  'OPTION_NOT_AVAILABLE',
  'MENU_NOT_AVAILABLE',
  'OPTION_MISSING',
  'BINDING_PAGE_COUNT',
  'SHEET_SIZE_OUT_OF_RANGE',
  'QUANTITY_BELOW_MINIMUM',
] as const satisfies readonly ErrorCode[];

export const configureFile = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/uploads/:sessionId/files/:fileId/configuration',
  access: 'customer',
  tag: 'cart',
  summary: 'Kiest product, opties en aantal voor een bestand; de server berekent de prijs',
  description:
    'Een prijs van de client wordt niet gelezen. Een bestand zonder analyse krijgt geen prijs (noPriceReason) en kan toch besteld worden; de prijs volgt dan als offerte.',
  params: fileParams,
  body: configureFileBodySchema,
  status: 200,
  response: cartLineSchema,
  errors: CONFIGURATION_ERRORS,
});

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/api/v3/uploads/:sessionId/cart',
  access: 'customer',
  tag: 'cart',
  summary:
    'De gekozen producten van de bestanden van deze sessie, in en buiten de winkelwagen, met het totaal',
  params: sessionParams,
  status: 200,
  response: cartResponseSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND'],
});

export const addToCart = defineEndpoint({
  method: 'POST',
  path: '/api/v3/uploads/:sessionId/cart',
  access: 'customer',
  tag: 'cart',
  summary: 'Zet bestanden met een gekozen product in de winkelwagen',
  params: sessionParams,
  body: addToCartBodySchema,
  status: 200,
  response: cartResponseSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND', 'FILE_NOT_CONFIGURED'],
});

export const removeFromCart = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/uploads/:sessionId/cart/:fileId',
  access: 'customer',
  tag: 'cart',
  summary: 'Haalt een bestand uit de winkelwagen; zijn productkeuze blijft',
  params: fileParams,
  status: 200,
  response: cartResponseSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND'],
});

export const putInCart = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/uploads/:sessionId/cart',
  access: 'customer',
  tag: 'cart',
  summary: 'Zet bestanden met hun product, opties en aantal in één keer in de winkelwagen',
  description:
    'De server berekent elke prijs opnieuw en bewaart alle regels samen met de winkelwagen, of geen enkele: wordt één bestand geweigerd, dan blijft de winkelwagen zoals hij was.',
  params: sessionParams,
  body: putInCartBodySchema,
  status: 200,
  response: cartResponseSchema,
  errors: CONFIGURATION_ERRORS,
});
