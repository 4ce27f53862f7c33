import { catalogueResponseSchema } from '../schemas/catalogue';
import { defineEndpoint } from './endpoint';

/** The print catalogue and its prices (spec 01 sections 2 and 3, Product; docs/pricing.md). */

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v3/catalogue/products',
  access: 'public',
  tag: 'catalogue',
  summary:
    "De printproducten die deze gebruiker (of een bezoeker) mag bestellen, met menu's, opties, prijstabellen en de 'v.a.'-prijs",
  description:
    'Alleen producten tot het beveiligingsniveau van de gebruiker, en producten van een klantthema alleen voor de gebruikers van dat thema. Zonder (geldige) login: de openbare producten (niveau 0, geen klantthema) met hun openbare prijzen. Bedragen in centen excl. BTW.',
  status: 200,
  response: catalogueResponseSchema,
  errors: [],
});
