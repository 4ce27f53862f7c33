import { z } from 'zod';
import {
  addressParams,
  deliveryAddressListSchema,
  deliveryAddressRequestSchema,
  storedDeliveryAddressSchema,
  userAddressParams,
  userParams,
} from '../schemas/address-book';
import { defineEndpoint } from './endpoint';

/**
 * The user's delivery addresses (spec 02 sections 2.3, 5 and 7; decision 0044): each user has a
 * list of their own; nobody else sees or changes it. The theme's switches editDelivery and
 * newDelivery are kept by the server too.
 */

const deliveryRules =
  'Met isDefault: true wordt het adres het standaard bezorgadres (een eerder standaardadres is het dan niet meer); Bezorgen begint ermee. Bedrijfsnaam, t.a.v., straat en plaats zijn verplicht, postcode en huisnummer (alleen cijfers) ook behalve bij een bouwplaats; een telefoonnummer blijft alleen bij een bouwplaats bewaard; de afdeling is verplicht als het thema dat vraagt (schemas/addresses.ts, deliveryAddressSchema). Een fout antwoordt ADDRESS_INVALID met de melding van het veld.';

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

/*
 * Staff with the customerLinks role mark a user's default delivery address for them (issue 32
 * point 5, decision 0135): they read the user's addresses and choose one; nothing else changes.
 */
const staffAccess =
  'Alleen voor medewerkers met de rol customerLinks (users.staff_roles); andere medewerkers en klanten krijgen FORBIDDEN.';

export const listUserDeliveryAddresses = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/users/:userId/delivery-addresses',
  access: 'customerLinks',
  tag: 'addresses',
  summary: 'De bezorgadressen van een gebruiker, voor een medewerker',
  description: staffAccess,
  params: userParams,
  status: 200,
  response: deliveryAddressListSchema,
  errors: ['USER_NOT_FOUND'],
});

export const setUserDefaultDeliveryAddress = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/staff/users/:userId/delivery-addresses/:addressId/default',
  access: 'customerLinks',
  tag: 'addresses',
  summary: 'Maakt een bezorgadres het standaard bezorgadres van de gebruiker',
  description: `${staffAccess} Een eerder standaardadres van de gebruiker is het daarna niet meer.`,
  params: userAddressParams,
  status: 200,
  response: deliveryAddressListSchema,
  errors: ['USER_NOT_FOUND', 'ADDRESS_NOT_FOUND'],
});
