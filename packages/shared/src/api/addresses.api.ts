import { z } from 'zod';
import {
  addressParams,
  deliveryAddressListSchema,
  deliveryAddressRequestSchema,
  storedDeliveryAddressSchema,
} from '../schemas/address-book';
import { defineEndpoint } from './endpoint';

/**
 * The user's delivery addresses (spec 02 sections 2.3, 5 and 7; decision 0044): each user has a
 * list of their own; nobody else sees or changes it. The theme's switches editDelivery and
 * newDelivery are kept by the server too.
 */

const deliveryRules =
  'Bedrijfsnaam, t.a.v., straat en plaats zijn verplicht, postcode en huisnummer (alleen cijfers) ook behalve bij een bouwplaats; een telefoonnummer blijft alleen bij een bouwplaats bewaard; de afdeling is verplicht als het thema dat vraagt (schemas/addresses.ts, deliveryAddressSchema). Een fout antwoordt ADDRESS_INVALID met de melding van het veld.';

export const listDeliveryAddresses = defineEndpoint({
  method: 'GET',
  path: '/api/v3/delivery-addresses',
  access: 'customer',
  tag: 'addresses',
  summary: 'Mijn bezorgadressen, op bedrijfsnaam',
  status: 200,
  response: deliveryAddressListSchema,
  errors: [],
});

export const addDeliveryAddress = defineEndpoint({
  method: 'POST',
  path: '/api/v3/delivery-addresses',
  access: 'customer',
  tag: 'addresses',
  summary: 'Voegt een bezorgadres toe',
  description: `${deliveryRules} Niet toegestaan als het thema customFields.addresses.newDelivery uitzet.`,
  body: deliveryAddressRequestSchema,
  status: 201,
  response: storedDeliveryAddressSchema,
  errors: ['ADDRESS_INVALID', 'ADDRESS_CHANGES_DISABLED', 'ADDRESS_LIMIT_REACHED'],
});

export const updateDeliveryAddress = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/delivery-addresses/:addressId',
  access: 'customer',
  tag: 'addresses',
  summary: 'Wijzigt een van mijn bezorgadressen',
  description: `${deliveryRules} Niet toegestaan als het thema customFields.addresses.editDelivery uitzet.`,
  params: addressParams,
  body: deliveryAddressRequestSchema,
  status: 200,
  response: storedDeliveryAddressSchema,
  errors: ['ADDRESS_NOT_FOUND', 'ADDRESS_INVALID', 'ADDRESS_CHANGES_DISABLED'],
});

export const deleteDeliveryAddress = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/delivery-addresses/:addressId',
  access: 'customer',
  tag: 'addresses',
  summary: 'Verwijdert een van mijn bezorgadressen',
  description: 'Niet toegestaan als het thema customFields.addresses.editDelivery uitzet.',
  params: addressParams,
  status: 204,
  response: z.null(),
  errors: ['ADDRESS_NOT_FOUND', 'ADDRESS_CHANGES_DISABLED'],
});
