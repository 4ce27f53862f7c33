import {
  deliveryDatesQuerySchema,
  deliveryDatesResponseSchema,
  shopListSchema,
  shopLookupQuerySchema,
  shopLookupResponseSchema,
  shopParams,
} from '../schemas/shops';
import { defineEndpoint } from './endpoint';

/** The provider's shops, which one does an order, and the dates it offers (spec 02 sections 3, 4, 7; decisions 0042, 0044). */

export const listShops = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shops',
  access: 'customer',
  tag: 'shops',
  summary: 'De vestigingen met adres, telefoon, e-mail, openingstijden en of zij beveiligd printen',
  status: 200,
  response: shopListSchema,
  errors: [],
});

export const lookUpShop = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shops/lookup',
  access: 'customer',
  tag: 'shops',
  summary:
    'De vestiging die een order uitvoert (location.id), bij bezorgadres, factuuradres of klantnummer en beveiligd of niet',
  description:
    'Regel: de eigen vestiging van de klant van het factuuradres; anders de vestiging van de regio van de postcode van het bezorgadres; anders die van de postcode van het factuuradres; anders de eerste vestiging. Beveiligd werk gaat alleen naar een vestiging die beveiligd print, met haar eigen regio’s voor beveiligd werk. Adressen en klantnummers moeten van de gebruiker zijn.',
  query: shopLookupQuerySchema,
  status: 200,
  response: shopLookupResponseSchema,
  errors: ['ADDRESS_NOT_FOUND', 'CUSTOMER_NOT_FOUND', 'NO_SHOP_AVAILABLE'],
});

export const listDeliveryDates = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shops/:shopId/dates',
  access: 'customer',
  tag: 'shops',
  summary:
    'De bezorg- of afhaaldata van een vestiging met de belofte ("Vóór 12:00 besteld, morgen bezorgd.")',
  description:
    'Werkdagen zonder weekend en Nederlandse feestdagen, met de sluittijd en levertijd per soort opdracht van de vestiging (besluit 0042). Beveiligd werk (secure=true) volgt de levertijd voor beveiligd werk, bij een vestiging die beveiligd print. Met offsetDate en offsetTime (na het ophalen van originelen) beginnen de data bij dat ophaalmoment. Tijden in Europe/Amsterdam; refreshAt zegt wanneer het antwoord kan veranderen.',
  params: shopParams,
  query: deliveryDatesQuerySchema,
  status: 200,
  response: deliveryDatesResponseSchema,
  errors: ['SHOP_NOT_FOUND', 'SHOP_NOT_SECURE'],
});
