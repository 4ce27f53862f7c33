import { postcodeLookupQuerySchema, postcodeLookupResponseSchema } from '../schemas/postcode';
import { defineEndpoint } from './endpoint';

/** The postcode lookup of the address forms (spec 02 sections 5 and 7; decision 0045). */

export const lookUpPostcode = defineEndpoint({
  method: 'GET',
  path: '/api/v3/postcode',
  access: 'customer',
  tag: 'addresses',
  summary: 'Straat en plaats bij postcode en huisnummer (met huisletter en toevoeging)',
  description:
    'Geeft elk adres op de postcode en het huisnummer; met huisletter of toevoeging alleen de adressen die daarbij passen. Heeft één nummer meerdere adressen (12 A, 12 B, 12-1), dan staan ze allemaal in de lijst en kiest de klant. Postcode als 1234AB of 1234 AB; in het antwoord als 1234 AB. POSTCODE_NOT_FOUND: dit adres bestaat niet, het formulier maakt straat en plaats leeg. POSTCODE_LOOKUP_UNAVAILABLE: de adresdienst antwoordt niet (op tijd of bruikbaar); de klant vult straat en plaats zelf in.',
  query: postcodeLookupQuerySchema,
  status: 200,
  response: postcodeLookupResponseSchema,
  errors: ['POSTCODE_NOT_FOUND', 'POSTCODE_LOOKUP_UNAVAILABLE'],
});
