import { z } from 'zod';
import {
  createPrintTemplateBodySchema,
  printTemplateListSchema,
  printTemplateParams,
  printTemplateSchema,
} from '../schemas/print-templates';
import { defineEndpoint } from './endpoint';

/**
 * A user's print templates (spec 02 sections 2.3, 3, 6 and 7; decision 0050): each user has
 * their own; nobody else sees, uses or deletes them. A theme can withhold them
 * (customFields.printSpecs.hideTemplates): every call then answers FORBIDDEN.
 */

const hiddenRule =
  'Geweigerd met FORBIDDEN als het thema customFields.printSpecs.hideTemplates op always zet, of op userPrintSpecs voor een gebruiker met de rol USER_PRINTSPECS.';

export const listPrintTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-templates',
  access: 'customer',
  tag: 'printTemplates',
  summary: 'Mijn printtemplates, op naam',
  description: hiddenRule,
  status: 200,
  response: printTemplateListSchema,
  errors: [],
});

export const createPrintTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-templates',
  access: 'customer',
  tag: 'printTemplates',
  summary: 'Bewaart een product met zijn opties als template',
  description: `De naam heeft 2 tot 64 tekens (spaties aan het begin en eind tellen niet mee) en is uniek per gebruiker, hoofdletters daargelaten; een gebruiker heeft hooguit 50 templates. Het product moet voor de gebruiker te bestellen zijn en elke optie moet bij het product horen. ${hiddenRule}`,
  body: createPrintTemplateBodySchema,
  status: 201,
  response: printTemplateSchema,
  errors: [
    'PRINT_TEMPLATE_NAME_INVALID',
    'PRINT_TEMPLATE_NAME_TAKEN',
    'PRINT_TEMPLATE_LIMIT_REACHED',
    'PRODUCT_NOT_FOUND',
    'OPTION_NOT_AVAILABLE',
  ],
});

export const deletePrintTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-templates/:templateId',
  access: 'customer',
  tag: 'printTemplates',
  summary: 'Verwijdert een van mijn printtemplates',
  description: hiddenRule,
  params: printTemplateParams,
  status: 204,
  response: z.null(),
  errors: ['PRINT_TEMPLATE_NOT_FOUND'],
});
