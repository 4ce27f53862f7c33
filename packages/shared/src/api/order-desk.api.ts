import {
  deskOrderListSchema,
  deskOrdersQuerySchema,
  deskOrderViewSchema,
  orderLineParams,
  orderLinePreviewParams,
  orderLinePreviewQuery,
  orderParams,
  orderStatusMoveSchema,
} from '../schemas/order-views';
import { quoteAnswerBodySchema } from '../schemas/orders';
import {
  scanDeliveredFilesSchema,
  scanDeliveryFilesBodySchema,
  scanDeliveryFinishedSchema,
  scanDeliveryPlaceSchema,
} from '../schemas/scan-delivery';
import { defineEndpoint } from './endpoint';

/**
 * The order desk (issue 13 points 8 and 9; decision 0051): staff with the order-desk role see the
 * incoming orders, open one with its files and job ticket, and move it along the allowed states.
 * Every call checks the role on the server.
 */

export const listDeskOrders = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary:
    'De binnengekomen orders, nieuwste eerst of gesorteerd voor de planning, te filteren op vestiging, status, besteldatum en planningsweergave',
  description:
    '`q` zoekt (hoofdletterongevoelig, op een deel) in ordernummer, klantnummer, bedrijf en contactpersoon van het factuur- of bezorgadres, de naam en het e-mailadres van wie bestelde, de e-mailadressen van de adressen, referentie, project en bestandsnamen. `placedFrom` en `placedTo` zijn dagen (yyyy-MM-dd, Europe/Amsterdam), beide inclusief. `view`: `dueToday` (beloofd voor vandaag in Europe/Amsterdam) of `overdue` (beloofd voor een eerdere dag en niet afgeleverd of geannuleerd). `sort`: `placedAt` (standaard), `promised` (de beloofde dag en tijd; zonder dag achteraan), `orderType` (bezorgen of afhalen) of `shop`; `dir` `asc` of `desc` (standaard); bij gelijke waarde beslissen besteltijd en id in dezelfde richting. Per pagina `limit` orders (standaard 20, hoogstens 100); `nextCursor` als `cursor` geeft de volgende pagina bij dezelfde sortering.',
  query: deskOrdersQuerySchema,
  status: 200,
  response: deskOrderListSchema,
  errors: [],
});

export const getDeskOrder = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary:
    'Eén order zoals de klant hem ziet, met wie bestelde, waar de bestanden staan, de bestandscontrole per bestand, het inkoopportaal en de mogelijke volgende statussen',
  params: orderParams,
  status: 200,
  response: deskOrderViewSchema,
  errors: ['ORDER_NOT_FOUND'],
});

export const moveOrderStatus = defineEndpoint({
  method: 'POST',
  path: '/api/v3/order-desk/orders/:orderId/status',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'Zet een order in de volgende status (alleen toegestane stappen), met een notitie',
  description:
    'Toegestaan: ontvangen → in productie → klaar om af te halen (afhaalorder) of verzonden (bezorgorder) → afgeleverd; annuleren vanuit ontvangen en in productie. `expectedFrom` is de status die de medewerker zag: is de order intussen verplaatst, dan verandert er niets (ORDER_STATUS_CHANGED). De wijziging en haar regel in de geschiedenis worden samen opgeslagen; bij verzonden of klaar om af te halen krijgt de klant een statusmail als hij die wil. Antwoord: de order zoals na de wijziging.',
  params: orderParams,
  body: orderStatusMoveSchema,
  status: 200,
  response: deskOrderViewSchema,
  errors: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED', 'ORDER_STATUS_NOT_ALLOWED'],
});

export const downloadXjdfTicket = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId/job-ticket.xjdf',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'De order als CIP4 XJDF 2.2-jobticket ({ordernummer}.xjdf, application/vnd.cip4-xjdf+xml)',
  description: 'Een Product per orderregel; de afbeelding op XJDF staat in besluit 0048.',
  params: orderParams,
  status: 200,
  response: 'binary',
  errors: ['ORDER_NOT_FOUND'],
});

export const downloadJsonTicket = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId/job-ticket.json',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'De order als JSON-jobticket ({ordernummer}.json, met een versienummer)',
  params: orderParams,
  status: 200,
  response: 'binary',
  errors: ['ORDER_NOT_FOUND'],
});

export const downloadOrderLineFile = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId/lines/:position/file',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'Het bestand van een orderregel, zoals de klant het uploadde',
  params: orderLineParams,
  status: 200,
  response: 'binary',
  errors: ['ORDER_NOT_FOUND', 'FILE_NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
});

export const getOrderLinePreview = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId/lines/:position/preview/:size',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary:
    'Een WebP-voorbeeld van een pagina van het bestand van een orderregel (120, 240, 480 of 960 px breed)',
  description:
    'Dezelfde voorbeelden als bij het uploaden (besluit 0056): `page` is de pagina (standaard 1); gemaakt bij de eerste vraag en daarna bewaard zolang het bestand bij de order hoort. Een pagina die het bestand niet heeft, of een bestand zonder voorbeeld (geen PDF of afbeelding, beschadigd), geeft PREVIEW_UNAVAILABLE.',
  params: orderLinePreviewParams,
  query: orderLinePreviewQuery,
  status: 200,
  response: 'binary',
  errors: ['ORDER_NOT_FOUND', 'FILE_NOT_FOUND', 'PREVIEW_UNAVAILABLE', 'RANGE_NOT_SATISFIABLE'],
});

export const answerQuote = defineEndpoint({
  method: 'POST',
  path: '/api/v3/order-desk/orders/:orderId/quote',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'Beantwoordt een offerteaanvraag met een prijs en een offertenummer',
  description:
    'quotationNo: precies 7 tekens, uniek; priceCents: de prijs excl. BTW in centen; note: een toelichting voor de klant; validDays: zo lang staat de offerte (standaard 30 dagen). De aanvraag gaat naar de status Offerte verstuurd en de klant krijgt een e-mail. Alleen een aanvraag die nog niet beantwoord of ingetrokken is.',
  params: orderParams,
  body: quoteAnswerBodySchema,
  status: 200,
  response: deskOrderViewSchema,
  errors: [
    'ORDER_NOT_FOUND',
    'NOT_A_QUOTE_REQUEST',
    'QUOTE_NOT_OPEN',
    'QUOTATION_NUMBER_INVALID',
    'QUOTATION_NUMBER_TAKEN',
  ],
});

/** What refuses a scan delivery, whichever of its calls. */
const scanDeliveryRefusals = [
  'ORDER_NOT_FOUND',
  'NOT_A_SCAN_ORDER',
  'SCAN_NOT_FOR_ARCHIVE',
  'SCAN_ORDER_NO_CUSTOMER',
  'SCAN_PLACE_INVALID',
] as const;

export const getScanDelivery = defineEndpoint({
  method: 'GET',
  path: '/api/v3/order-desk/orders/:orderId/scan-delivery',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'Waar de scans van een scanorder heen gaan: het archief (als het al bestaat) en de map',
  description:
    'Het archief wordt gezocht op de naam uit de order bij het klantnummer van de order; bestaat het nog niet, dan is `archive` null en maakt de eerste levering het aan.',
  params: orderParams,
  status: 200,
  response: scanDeliveryPlaceSchema,
  errors: [...scanDeliveryRefusals],
});

export const deliverScanFiles = defineEndpoint({
  method: 'POST',
  path: '/api/v3/order-desk/orders/:orderId/scan-delivery/files',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'Geüploade scans in het archief en de map van de scanorder zetten',
  description:
    'De bestanden komen uit de eigen uploadsessie van de medewerker (geanalyseerd; een ZIP-bestand is bij het uploaden al uitgepakt, met strictZip). Het archief van de order wordt bij het klantnummer gezocht op naam en anders aangemaakt, alleen-lezen voor de klant; de map uit de order (`a/b`) en de mappen van ZIP-bestanden worden gemaakt waar ze ontbreken. Een pad met `..`, een absoluut pad of een lege mapnaam weigert de hele levering (SCAN_FILE_PATH_INVALID). Een naam die in de map al bestaat krijgt een volgnummer.',
  params: orderParams,
  body: scanDeliveryFilesBodySchema,
  status: 201,
  response: scanDeliveredFilesSchema,
  errors: [
    ...scanDeliveryRefusals,
    'SCAN_ORDER_CANCELLED',
    'SCAN_FILE_PATH_INVALID',
    'UPLOAD_SESSION_NOT_FOUND',
    'FILE_NOT_FOUND',
    'FILE_STILL_ANALYSING',
    'FILESTORE_NAME_TAKEN',
    'STORAGE_QUOTA_REACHED',
  ],
});

export const finishScanDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/v3/order-desk/orders/:orderId/scan-delivery/finish',
  access: 'orderDesk',
  tag: 'orderDesk',
  summary: 'De levering afronden: de klant krijgt de mail ‘Uw archief staat klaar’ en de order is afgeleverd',
  description:
    'De mail linkt naar het archief in de bestandsopslag. De order gaat naar Afgeleverd, met een regel in de geschiedenis; mail en statuswijziging worden samen opgeslagen. Nogmaals aanroepen verandert niets en stuurt geen tweede mail (`mailed` false).',
  params: orderParams,
  status: 200,
  response: scanDeliveryFinishedSchema,
  errors: [...scanDeliveryRefusals, 'SCAN_ORDER_CANCELLED', 'SCAN_NOTHING_DELIVERED', 'ORDER_STATUS_CHANGED'],
});
