import { z } from 'zod';
import {
  addressParams,
  invoiceAddressListSchema,
  invoiceAddressRequestSchema,
  newProjectBodySchema,
  newReferenceBodySchema,
  projectParams,
  referenceParams,
  storedInvoiceAddressSchema,
} from '../schemas/address-book';
import {
  changeRequestParams,
  createCustomerBodySchema,
  createdCustomerSchema,
  customerChangeRequestListSchema,
  customerChangeRequestSchema,
  customerDataChangeBodySchema,
  customerDataChangeResponseSchema,
  customerLinkBodySchema,
  customerParams,
  customerUserParams,
  customerUsersResponseSchema,
  handleChangeRequestBodySchema,
  newCustomerRequestListSchema,
  staffCustomerDetailSchema,
  staffCustomerListSchema,
  staffCustomerQuerySchema,
} from '../schemas/customers';
import { defineEndpoint } from './endpoint';

/**
 * The invoice step's data (spec 02 sections 3, 5 and 7; decision 0044): the customer numbers
 * linked to the user with their invoice addresses, projects and references, the user's own
 * new-customer addresses, the customer-data change request, and the staff's links.
 */

export const listInvoiceAddresses = defineEndpoint({
  method: 'GET',
  path: '/api/v3/invoice-addresses',
  access: 'customer',
  tag: 'customers',
  summary:
    'Mijn factuuradressen: die van mijn klantnummers met hun projecten en referenties, en mijn adressen als nieuwe klant',
  status: 200,
  response: invoiceAddressListSchema,
  errors: [],
});

const invoiceRules =
  'Bedrijfsnaam, straat, huisnummer, postcode, plaats, KvK-nummer (8 cijfers), e-mailadres en contactpersoon zijn verplicht (schemas/addresses.ts, invoiceAddressBodySchema); een fout antwoordt ADDRESS_INVALID met de melding van het veld.';

export const addInvoiceAddress = defineEndpoint({
  method: 'POST',
  path: '/api/v3/invoice-addresses',
  access: 'customer',
  tag: 'customers',
  summary: 'Voegt een factuuradres als nieuwe klant toe (requestNewCustomer)',
  description: `${invoiceRules} Niet toegestaan als het thema customFields.addresses.newInvoice uitzet.`,
  body: invoiceAddressRequestSchema,
  status: 201,
  response: storedInvoiceAddressSchema,
  errors: ['ADDRESS_INVALID', 'ADDRESS_CHANGES_DISABLED', 'ADDRESS_LIMIT_REACHED'],
});

export const updateInvoiceAddress = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/invoice-addresses/:addressId',
  access: 'customer',
  tag: 'customers',
  summary: 'Wijzigt een eigen factuuradres als nieuwe klant; een adres met klantnummer niet',
  description: invoiceRules,
  params: addressParams,
  body: invoiceAddressRequestSchema,
  status: 200,
  response: storedInvoiceAddressSchema,
  errors: [
    'ADDRESS_NOT_FOUND',
    'CUSTOMER_ADDRESS_NOT_EDITABLE',
    'ADDRESS_INVALID',
    'ADDRESS_CHANGES_DISABLED',
  ],
});

export const deleteInvoiceAddress = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/invoice-addresses/:addressId',
  access: 'customer',
  tag: 'customers',
  summary: 'Verwijdert een eigen factuuradres als nieuwe klant; een adres met klantnummer niet',
  params: addressParams,
  status: 204,
  response: z.null(),
  errors: ['ADDRESS_NOT_FOUND', 'CUSTOMER_ADDRESS_NOT_EDITABLE', 'ADDRESS_CHANGES_DISABLED'],
});

export const addProject = defineEndpoint({
  method: 'POST',
  path: '/api/v3/invoice-addresses/:addressId/projects',
  access: 'customer',
  tag: 'customers',
  summary: 'Bewaart een nieuw project bij een factuuradres, alleen als het volgens het thema geldig is',
  description:
    'Gecontroleerd met de regels van het thema van de gebruiker (rules/project-reference.ts: velden gesplitst op het koppelteken, formaat en lengte per veld, formatString). Een project dat al in de lijst staat wordt niet nog eens bewaard. Antwoordt het factuuradres met zijn lijsten.',
  params: addressParams,
  body: newProjectBodySchema,
  status: 200,
  response: storedInvoiceAddressSchema,
  errors: ['ADDRESS_NOT_FOUND', 'PROJECT_INVALID', 'PROJECT_NOT_ALLOWED', 'ENTRY_LIMIT_REACHED'],
});

export const deleteProject = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/invoice-addresses/:addressId/projects/:projectId',
  access: 'customer',
  tag: 'customers',
  summary: 'Verwijdert een project dat ik zelf heb aangemaakt',
  params: projectParams,
  status: 200,
  response: storedInvoiceAddressSchema,
  errors: ['ADDRESS_NOT_FOUND', 'PROJECT_NOT_FOUND', 'PROJECT_NOT_REMOVABLE'],
});

export const addReference = defineEndpoint({
  method: 'POST',
  path: '/api/v3/invoice-addresses/:addressId/references',
  access: 'customer',
  tag: 'customers',
  summary: 'Bewaart een nieuwe referentie bij een factuuradres, alleen als zij volgens het thema geldig is',
  description:
    'Gecontroleerd met de regels van het thema van de gebruiker (formaat, lengte; standaard maximaal 15 karakters). Een referentie die al in de lijst staat wordt niet nog eens bewaard.',
  params: addressParams,
  body: newReferenceBodySchema,
  status: 200,
  response: storedInvoiceAddressSchema,
  errors: ['ADDRESS_NOT_FOUND', 'REFERENCE_INVALID', 'REFERENCE_NOT_ALLOWED', 'ENTRY_LIMIT_REACHED'],
});

export const deleteReference = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/invoice-addresses/:addressId/references/:referenceId',
  access: 'customer',
  tag: 'customers',
  summary: 'Verwijdert een referentie die ik zelf heb aangemaakt',
  params: referenceParams,
  status: 200,
  response: storedInvoiceAddressSchema,
  errors: ['ADDRESS_NOT_FOUND', 'REFERENCE_NOT_FOUND', 'REFERENCE_NOT_REMOVABLE'],
});

export const requestCustomerDataChange = defineEndpoint({
  method: 'POST',
  path: '/api/v3/invoice-addresses/change-requests',
  access: 'customer',
  tag: 'customers',
  summary:
    'Vraagt een wijziging van klantgegevens aan; de administratie verwerkt die doorgaans binnen 1 werkdag',
  description:
    'De mail gaat via de outbox naar de ontvangersleutel customerData (MAIL_RECIPIENTS), zonder die sleutel naar contact. De huidige gegevens van het adres en de aanvrager worden door de server toegevoegd. Het verzoek wordt ook bewaard en staat open op het scherm Klanten van de medewerkers tot het is afgehandeld.',
  body: customerDataChangeBodySchema,
  status: 202,
  response: customerDataChangeResponseSchema,
  errors: ['ADDRESS_NOT_FOUND', 'UNKNOWN_RECIPIENT'],
});

/*
 * The staff's links between users and customer numbers. A link lets the user order on the
 * customer's invoice, see the customer's orders and copy their files by reordering, so these
 * calls need the customerLinks role in data (decision 0082), not just a staff address. The list
 * is theirs too: it names the customer's users by e-mail address, and only whoever keeps the
 * links needs it. Every link and unlink is recorded with who and when.
 */
const linksAccess =
  'Alleen voor medewerkers met de rol customerLinks (users.staff_roles); andere medewerkers en klanten krijgen FORBIDDEN.';

export const listCustomerUsers = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/customers/:customerNumber/users',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'De gebruikers die voor een klantnummer mogen bestellen',
  description: linksAccess,
  params: customerParams,
  status: 200,
  response: customerUsersResponseSchema,
  errors: ['CUSTOMER_NOT_FOUND'],
});

export const linkCustomerUser = defineEndpoint({
  method: 'POST',
  path: '/api/v3/staff/customers/:customerNumber/users',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'Koppelt een gebruiker (op e-mailadres) aan een klantnummer',
  description: `${linksAccess} Een nieuwe koppeling wordt vastgelegd met wie en wanneer; nog eens koppelen verandert niets.`,
  params: customerParams,
  body: customerLinkBodySchema,
  status: 200,
  response: customerUsersResponseSchema,
  errors: ['CUSTOMER_NOT_FOUND', 'USER_NOT_FOUND'],
});

export const unlinkCustomerUser = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/staff/customers/:customerNumber/users/:userId',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'Ontkoppelt een gebruiker van een klantnummer',
  description: `${linksAccess} Het ontkoppelen wordt vastgelegd met wie en wanneer; de vastlegging van de koppeling blijft bewaard.`,
  params: customerUserParams,
  status: 200,
  response: customerUsersResponseSchema,
  errors: ['CUSTOMER_NOT_FOUND', 'USER_NOT_FOUND'],
});

/*
 * The staff's 'Klanten' screen (issue 32 point 5, decision 0135), behind the same role: the
 * customers, the new-customer requests of placed orders and the customer-data change requests.
 */

export const listStaffCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/customers',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'De klanten met hun klantnummer, bedrijf en gekoppelde gebruikers',
  description: `${linksAccess} Zoekt op (een deel van) het klantnummer, de bedrijfsnaam of het e-mailadres van een gekoppelde gebruiker; op klantnummer, hooguit 50.`,
  query: staffCustomerQuerySchema,
  status: 200,
  response: staffCustomerListSchema,
  errors: [],
});

export const getStaffCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/customers/:customerNumber',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'Een klant: factuuradres, gekoppelde gebruikers en de geschiedenis (wie, wat, wanneer)',
  description: linksAccess,
  params: customerParams,
  status: 200,
  response: staffCustomerDetailSchema,
  errors: ['CUSTOMER_NOT_FOUND'],
});

export const createCustomerFromRequest = defineEndpoint({
  method: 'POST',
  path: '/api/v3/staff/customers',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'Geeft een nieuwe klant (de aanvraag van een geplaatste order) een klantnummer',
  description: `${linksAccess} Het klantnummer (7 cijfers) moet nog vrij zijn. In één transactie: de klant ontstaat met het factuuradres van de aanvraag, de besteller wordt gekoppeld, en de orders van die aanvraag krijgen het klantnummer (ook in hun factuuradres); vastgelegd met wie en wanneer. Bij een weigering verandert er niets.`,
  body: createCustomerBodySchema,
  status: 201,
  response: createdCustomerSchema,
  errors: ['CUSTOMER_NUMBER_INVALID', 'CUSTOMER_NUMBER_TAKEN', 'NEW_CUSTOMER_REQUEST_NOT_FOUND'],
});

export const listNewCustomerRequests = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/new-customer-requests',
  access: 'customerLinks',
  tag: 'customers',
  summary:
    'De open aanvragen als nieuwe klant: geplaatste orders zonder klantnummer met een factuuradres als nieuwe klant',
  description: `${linksAccess} Per factuuradres en besteller, met de orders; oudste eerst.`,
  status: 200,
  response: newCustomerRequestListSchema,
  errors: [],
});

export const listCustomerChangeRequests = defineEndpoint({
  method: 'GET',
  path: '/api/v3/staff/customer-change-requests',
  access: 'customerLinks',
  tag: 'customers',
  summary: 'De open verzoeken om klantgegevens te wijzigen, oudste eerst',
  description: linksAccess,
  status: 200,
  response: customerChangeRequestListSchema,
  errors: [],
});

export const handleCustomerChangeRequest = defineEndpoint({
  method: 'POST',
  path: '/api/v3/staff/customer-change-requests/:requestId/handle',
  access: 'customerLinks',
  tag: 'customers',
  summary:
    'Handelt een wijzigingsverzoek af: de wijziging doorvoeren in het factuuradres, of afgehandeld met een notitie',
  description: `${linksAccess} Vastgelegd met wie en wanneer; een verzoek wordt één keer afgehandeld. Een doorgevoerd adres volgt de regels van het factuurformulier (ADDRESS_INVALID noemt het veld).`,
  params: changeRequestParams,
  body: handleChangeRequestBodySchema,
  status: 200,
  response: customerChangeRequestSchema,
  errors: ['CHANGE_REQUEST_NOT_FOUND', 'CHANGE_REQUEST_HANDLED', 'ADDRESS_INVALID', 'ADDRESS_NOT_FOUND'],
});
