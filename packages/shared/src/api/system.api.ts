import { z } from 'zod';
import { OPENAPI_DOCUMENT_PATH } from '../constants';
import { healthResponseSchema, siteResponseSchema } from '../schemas/site';
import { defineEndpoint } from './endpoint';

/** The installation itself: settings the web app starts with, health, and this API's description. */

export const getSite = defineEndpoint({
  method: 'GET',
  path: '/api/v3/site',
  access: 'public',
  tag: 'system',
  summary: 'Merk, contactgegevens van de helpdesk en optionele koppelingen van deze installatie',
  status: 200,
  response: siteResponseSchema,
  errors: [],
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/v3/health',
  access: 'public',
  tag: 'system',
  summary: 'Of de dienst draait en zijn database bereikt',
  status: 200,
  response: healthResponseSchema,
  errors: ['SERVICE_UNAVAILABLE'],
});

/** The OpenAPI 3 document of this API, generated from these contracts. */
export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: OPENAPI_DOCUMENT_PATH,
  access: 'public',
  tag: 'system',
  summary: 'Deze beschrijving van de API als OpenAPI 3-document',
  status: 200,
  response: z.record(z.string(), z.unknown()),
  errors: [],
});
